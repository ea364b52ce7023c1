import SceneXML

extension View {
    /// A stack view Interface Builder positions by its frame (`fixedFrame="YES"` on a
    /// view that does not translate its mask): it has no constraints of its own, and
    /// Interface Builder holds it at its drawn size on the canvas, yet judges its arranged
    /// views as if that size were open: whatever of their frames follows the stack's size
    /// is ambiguous. Lockdown's home screen (Xcode 14: a vertical stack of two containers
    /// of equal height, 23 views inside flagged, exactly those whose frames follow the
    /// stack's height) and Emergence's tvOS show stack (artsy, Xcode 7) agree; the five
    /// macOS stacks so saved (Fluor, hidden, iGlance, Aria2D) hold views of fixed size and
    /// nothing in them changes. Plain views so saved keep their size for both (their
    /// subviews are never flagged: Sequel-Ace, eidolon, simplenote). The layout holds the
    /// size by `LayoutBuilder.canvasOnlySizes`, added after the open-variable questions;
    /// Add Missing Constraints settles such a stack by constraining the stack itself.
    public var isStackPositionedByFrame: Bool {
        elementName == "stackView" && isPositionedByFrameDespiteItsMask
    }

    /// `fixedFrame="YES"` on a view saved not translating its mask: Interface Builder
    /// positions it by its frame (framed stacks above, framed effect views in
    /// `View+FramedEffectView`).
    var isPositionedByFrameDespiteItsMask: Bool {
        element.attribute(.fixedFrame, is: "YES") && element.attribute(.translatesAutoresizingMaskIntoConstraints, is: "NO")
    }
}
