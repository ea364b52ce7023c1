import SceneXML

/// The images a document names in its `<resources>` (`<image name="Logo" width="119"
/// height="119"/>`): Interface Builder records each image's size in points there, which is
/// the intrinsic content size of an image view showing it (Apple: a `UIImageView`'s
/// intrinsic content size is the size of its image).
public struct ImageResources: Sendable {
    /// Sizes in points by image name.
    public let sizes: [String: Size]

    public init(sizes: [String: Size]) { self.sizes = sizes }

    /// The `<image>` elements of the document's `<resources>` that give a width and a height.
    public init(document: SceneDocument) {
        var sizes: [String: Size] = [:]
        for resources in document.xml.root.children(named: .resources) {
            for image in resources.children(named: .image) {
                guard let name = image.attribute(.name),
                      let width = image.attribute(.width).flatMap(DocumentNumber.parse),
                      let height = image.attribute(.height).flatMap(DocumentNumber.parse),
                      width >= 0, height >= 0, width.isFinite, height.isFinite else { continue }
                sizes[name] = Size(width: width, height: height)
            }
        }
        self.sizes = sizes
    }

    /// The size of the image `view` shows (its `image` attribute), when the resources name it.
    public func size(of view: View) -> Size? {
        guard let name = view.element.attribute(.image) else { return nil }
        return sizes[name]
    }
}
