import SceneModel

/// Image views sized by their image where the stored frame is no measurement of it.
///
/// A `UIImageView`'s intrinsic content size is its image's size (Apple's `UIImageView`
/// documentation), which Interface Builder records in the document's `<resources>`. The
/// stored frame of an image view that is not stretched is the same number in the document's
/// own configuration, except where the asset catalog holds a variant for the document's
/// idiom: duckduckgo's launch logo, saved on an iPad at 180 × 180 while its resource says
/// 119 × 119, is 119 × 119 when Xcode saves the file for an iPhone (pairs 060 and 061). So
/// the resource size is used when there is no stored frame (documents saved without frames)
/// and when the idiom differs from the document's own. Measured on the cross-device pairs:
/// 6 image views with a resource differ from it in A and match it in B; this takes the 2
/// that are not stretched by constraints (060, 061) and loses none; the corpus's own
/// configurations are unchanged (`isStoredIdiom`).
extension DocumentIntrinsicSizeProvider {
    func imageResourceSize(of view: View, storedFrame: Rect?, platform: DocumentHeader.Platform,
                           context: IntrinsicSizeContext) -> IntrinsicSize? {
        guard platform == .iOS, view.elementName == "imageView", let image = context.imageResourceSize,
              storedFrame == nil || !context.isStoredIdiom else { return nil }
        return IntrinsicSize(width: image.width, height: image.height, source: .imageResource)
    }
}
