import SceneXML

/// A UIKit view's own `<fontDescription>` as written: a text style, or a point size with a
/// font name, type and weight.
public struct FontDescription: Equatable, Sendable {
    /// `UICTFontTextStyleBody`, …
    public var style: String?
    public var pointSize: Double?
    /// A named font (`HelveticaNeue-Bold`).
    public var name: String?
    /// `system`, `boldSystem`, `italicSystem`, `custom` (nil when not written).
    public var type: String?
    /// `medium`, `semibold`, … for a system font.
    public var weight: String?

    init(_ element: SceneXMLElement) {
        style = element.attribute(.style)
        pointSize = element.attribute(.pointSize).flatMap(DocumentNumber.parse)
        name = element.attribute(.name)
        type = element.attribute(.type)
        weight = element.attribute(.weight)
    }
}

/// What a text measurer needs of a label or button, read once by the model.
public struct TextAttributes: Equatable, Sendable {
    /// The view's own `<fontDescription>` (not a child's).
    public var font: FontDescription?
    /// `numberOfLines` as written (nil: the class default, 1).
    public var numberOfLines: Int?
    /// `adjustsFontSizeToFit="YES"`.
    public var adjustsFontSizeToFit: Bool
    /// A label's text when it is plain (`text="…"` or `<string key="text">`); nil for
    /// attributed text or none.
    public var plainText: String?
    /// A button's normal title when it shows only text (no image, no attributed title, no
    /// iOS 15 `buttonConfiguration`); nil otherwise.
    public var plainTitle: String?

    init(_ element: SceneXMLElement) {
        font = element.child(named: .fontDescription).map(FontDescription.init)
        numberOfLines = element.attribute(.numberOfLines).flatMap { Int($0) }
        adjustsFontSizeToFit = element.attribute(.adjustsFontSizeToFit, is: "YES")
        // `<attributedString key="userComments">` is the Document inspector's comment, not the text.
        if element.firstChild(where: { $0.hasName(.attributedString) && !$0.attribute(.key, is: "userComments") }) == nil {
            plainText = element.attribute(.text) ?? element.child(named: .string, key: "text")?.textContent
        }
        if !element.hasAttribute(.image), element.child(named: .buttonConfiguration) == nil,
           let state = element.child(named: .state, key: "normal"),
           !state.hasAttribute(.image), !state.hasAttribute(.backgroundImage),
           state.child(named: .attributedString) == nil {
            plainTitle = state.attribute(.title)
        }
    }
}
