import SceneXML

extension View {
    /// A visual effect view Interface Builder positions by its frame (`fixedFrame="YES"` on a
    /// view that does not translate its mask), like a framed stack
    /// (`isStackPositionedByFrame`): held at its drawn size on the canvas, yet judged as if
    /// that size were open, so its content view, which follows its size, is flagged
    /// ambiguous. Xcode flags the content view of all 4 such effect views of the corpus
    /// (PopcornTimeTV's tvOS storyboard, Xcode 11: two nested blurs over a menu; antenna's,
    /// lucasharding, Xcode 8: two full-screen blurs; two owners) and of none of the 22
    /// effect views laid out by constraints (PopcornTimeTV, Esri, RocketChat, duckduckgo,
    /// kazuhiro4949, antenna), nor any framed effect view itself (it translates its frame).
    /// The layout holds its size by `LayoutBuilder.canvasOnlySizes`, added after the
    /// open-variable questions, so no frame changes.
    public var isVisualEffectViewPositionedByFrame: Bool {
        elementName == "visualEffectView" && isPositionedByFrameDespiteItsMask
    }

    /// The content view of a visual effect view positioned by its frame (above): reported
    /// ambiguous where its size follows that open size, though it translates its mask.
    public var isContentViewOfFramedEffectView: Bool {
        key == "contentView" && parent?.isVisualEffectViewPositionedByFrame == true
    }
}
