import SceneXML

/// The intrinsic content sizes Xcode found by running `@IBDesignable` views' code, saved in
/// the document's `<designables>` section: `<designable name="ID"><size
/// key="intrinsicContentSize" width="…" height="…"/></designable>`, where `name` is the
/// view's id. Interface Builder lays out a designable view with the intrinsic size its code
/// returns (as UIKit does at run time), so this is an input to the layout, like an image's
/// size in `<resources>`, not a stored answer. A length of -1 is UIKit's
/// `noIntrinsicMetric` (`UIView.noIntrinsicMetric`): no intrinsic size on that axis.
public struct DesignableSizes: Sendable {
    /// One view's saved intrinsic size; nil on an axis without an intrinsic metric.
    public struct Entry: Equatable, Sendable {
        public var width: Double?
        public var height: Double?
        public init(width: Double?, height: Double?) {
            self.width = width
            self.height = height
        }
    }

    /// Saved sizes by view id.
    public let entries: [String: Entry]

    public init(entries: [String: Entry]) { self.entries = entries }

    /// The `<designable>` elements of the document's `<designables>` that hold a size.
    public init(document: SceneDocument) {
        var entries: [String: Entry] = [:]
        for designables in document.xml.root.children(named: .designables) {
            for designable in designables.children(named: .designable) {
                guard let id = designable.attribute(.name),
                      let size = designable.child(named: .size, key: "intrinsicContentSize") else { continue }
                let entry = Entry(width: size.attribute(.width).flatMap(Self.metric),
                                  height: size.attribute(.height).flatMap(Self.metric))
                // Kept with no length at all too: a view whose code gives no intrinsic size.
                entries[id] = entry
            }
        }
        self.entries = entries
    }

    /// A saved length, or nil for `noIntrinsicMetric` (-1) and anything not a length.
    static func metric(_ text: String) -> Double? {
        guard let value = DocumentNumber.parse(text), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// The size saved for `view`, when the document has one.
    public func size(of view: View) -> Entry? { entries[view.id] }
}
