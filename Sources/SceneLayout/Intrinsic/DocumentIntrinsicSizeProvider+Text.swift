import SceneModel

/// Text measured where the stored frame is no measurement of it. Labels and buttons
/// without a stored frame (documents saved without frames): on the cross-device pairs
/// +11 views in 6 pairs of 4 projects (edx, Provenance, IGListKit, Nuke), none lost; labels
/// in Helvetica Neue among them (`TextFont.namedLineHeights`) +5 in 3 pairs of SendBird.
/// Labels stored stretched or truncated on another configuration: `StretchedTextWidth`.
///
/// The sources are tried in order and a later one replaces an earlier one, so the order
/// is the precedence: (1) the control's own size or the stored frame (`controlSize`);
/// (2) the image resource of an image view or button; (3) text measured when there is no
/// stored frame, then Xcode 26's switch size (`LiquidGlassSwitchSize`); (4) a toolbar's
/// height for the device; (5) a rounded text field's fixed height when there is no stored
/// frame; (5b) the intrinsic size Xcode saved for an `@IBDesignable` view by running its
/// code (`DesignableSizes`), over UIKit's metrics for the class it subclasses; (6, 7) on
/// another configuration, a label's width and height measured where the stored ones were
/// stretched by its constraints; (8) the height of wrapped text at the width the previous
/// pass solved. Steps 6–8 only replace a length still borrowed from the stored frame
/// (`.storedFrame`), and a placeholder intrinsic size written in the document always wins.
extension DocumentIntrinsicSizeProvider {
    public func intrinsicSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform,
                              context: IntrinsicSizeContext) -> IntrinsicSize {
        var size = controlSize(of: view, storedFrame: storedFrame, platform: platform, isTelevision: context.isTelevision)
        if let image = imageResourceSize(of: view, storedFrame: storedFrame, platform: platform, context: context) {
            size.take(width: image.width, height: image.height, from: .imageResource, besidePlaceholdersOf: view)
        }
        if platform == .iOS, storedFrame == nil, let measured = MeasuredTextSize(measurer: .standard).size(of: view, width: context.solvedWidth, scale: context.scale, namedFonts: true) {
            // No stored frame to borrow (documents saved without frames): measure the text.
            size.take(width: measured.width, height: measured.height, from: .measuredText, besidePlaceholdersOf: view)
        }
        if platform == .iOS, let glass = LiquidGlassSwitchSize.size(of: view, toolsVersion: context.toolsVersion) {
            // Xcode 26's Liquid Glass switch: its size, not the stored one nor the older 49 × 31.
            size.take(width: glass.width, height: glass.height, from: .fixedControl, besidePlaceholdersOf: view)
        }
        if platform == .iOS, view.elementName == "toolbar", let height = context.toolbarHeight {
            size.height = height
            size.heightSource = .fixedControl
        }
        if platform == .iOS, storedFrame == nil, view.placeholderIntrinsicHeight == nil,
           let height = RoundedTextFieldHeight.height(of: view, toolsVersion: context.toolsVersion) {
            size.height = height
            size.heightSource = .fixedControl
        }
        if platform == .iOS, MacIdiomPushButton.applies(to: view, idiom: context.idiom, toolsVersion: context.toolsVersion),
           let bezel = MacIdiomPushButton.size(of: view, measurer: .standard) {
            // On the Mac Catalyst device a UIButton is an AppKit push button: its bezel for
            // the title, whatever the phone or the stored frame measured.
            size.take(width: bezel.width, height: bezel.height, from: .fixedControl, besidePlaceholdersOf: view)
        }
        if let designable = context.designableSize, !(view.elementName == "label" && (view.textAttributes.numberOfLines ?? 1) != 1) {
            // Xcode ran the view's code and saved its intrinsic size (`DesignableSizes`):
            // its own measurement with the real font and content, on each axis it has one.
            // Not for multi-line labels: their size depends on the width they wrap at, which
            // the layout sets; the saved one is the text on one line (30 of the 38 designable
            // labels of every set; cwa-app's 635.5-high labels saved as 20.5, simplenote's
            // 22-high header as 18: 28 views lost in 3 files of 2 owners when taken).
            size.take(width: designable.width, height: designable.height, from: .designable, besidePlaceholdersOf: view)
        }
        if platform == .iOS, !context.isStoredConfiguration, size.widthSource == .storedFrame, let storedFrame,
           view.placeholderIntrinsicWidth == nil,
           let measured = StretchedTextWidth.labelWidth(of: view, storedWidth: storedFrame.width, scale: context.scale) {
            // The stored width was stretched by the constraints in the document's own
            // configuration: it measured no content. The text's own width is the content size.
            size.width = measured
            size.widthSource = .measuredText
        }
        if platform == .iOS, !context.isStoredConfiguration, !context.isTelevision, size.heightSource == .storedFrame,
           let storedFrame, view.placeholderIntrinsicHeight == nil,
           let measured = StretchedTextHeight.labelHeight(of: view, storedHeight: storedFrame.height, scale: context.scale) {
            // Stretched vertically by the constraints in the document's own configuration.
            size.height = measured
            size.heightSource = .measuredText
        }
        if platform == .iOS, size.heightSource == .storedFrame, let storedFrame, let width = context.solvedWidth,
           let height = WrappedLabelHeight(measurer: .standard).height(of: view, storedFrame: storedFrame, width: width,
                                                                        scale: context.scale, storedScale: context.storedScale) {
            size.height = height
            size.heightSource = .measuredText
        }
        return size
    }
}

extension IntrinsicSize {
    /// Takes `width` and `height` from `source` on each axis where `view`'s document writes
    /// no placeholder intrinsic size (a placeholder always wins).
    fileprivate mutating func take(width newWidth: Double?, height newHeight: Double?, from source: IntrinsicSizeSource,
                                   besidePlaceholdersOf view: View) {
        if view.placeholderIntrinsicWidth == nil { width = newWidth; widthSource = source }
        if view.placeholderIntrinsicHeight == nil { height = newHeight; heightSource = source }
    }
}
