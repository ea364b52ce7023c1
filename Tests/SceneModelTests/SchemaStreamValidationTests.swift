import Foundation
import SceneModel
import SceneXML
import Testing
import TestSupport

/// `check` validates a document against the scene schema while it parses it, without
/// libxml2's tree (`SchemaStreamValidator`). The oracle is libxml2's own validation of the
/// tree (`XMLSchema.validate`, what `check` did before): the same errors, messages, lines,
/// columns and order, on documents broken on purpose and at random.
@Suite struct SchemaStreamValidationTests {
    let schema: XMLSchema

    init() throws { schema = try SceneSchema.load() }

    /// Both ways, as `path:line:column: message` lines; the error thrown when the document
    /// does not parse (then both must fail alike).
    func bothWays(_ text: String) -> (tree: [String], streamed: [String]) {
        bothWays(Array(text.utf8))
    }

    func bothWays(_ bytes: [UInt8]) -> (tree: [String], streamed: [String]) {
        let tree: [String]
        do {
            let document = try SceneXMLDocument(bytes: bytes, path: "input.storyboard")
            tree = schema.validate(document).map(\.description)
        } catch {
            tree = ["threw \(error)"]
        }
        let streamed: [String]
        do {
            let (document, errors) = try SceneXMLDocument.validated(bytes: bytes, path: "input.storyboard", against: schema)
            #expect(!document.hasTree)
            streamed = errors.map(\.description)
        } catch {
            streamed = ["threw \(error)"]
        }
        return (tree, streamed)
    }

    static func storyboard(_ subviews: String, rootAttributes: String = "") -> String {
        DocumentFixture.oneControllerStoryboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" \#(rootAttributes)"#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, width: 414, height: 896,
            subviews: subviews, constraints: DocumentFixture.pinnedToRoot("label"))
    }

    /// The fixture with `text` inside its `<device>` (element-only content).
    static func deviceHolding(_ text: String) -> String {
        storyboard(label).replacingOccurrences(of: #"appearance="light"/>"#, with: #"appearance="light">\#(text)</device>"#)
    }

    static let label = #"<label opaque="NO" text="Hi" id="label"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>"#

    /// Each case breaks the schema in one way the two paths could tell apart: positions of
    /// attribute, content-model and missing-attribute errors; text in element-only and
    /// empty content in one run, split by SAX2 into chunks (longer than 300 bytes, around
    /// references), split by comments or CDATA as the tree splits it; `&` in a value the
    /// schema quotes; errors past line 65,535 (the tree's 16-bit lines).
    static let brokenOnPurpose: [(String, String)] = [
        ("wrong attribute type", storyboard(label.replacingOccurrences(of: #"x="0.0""#, with: #"x="left""#))),
        ("wrong enumerated value", storyboard(label).replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="sideways""#)),
        ("missing required attribute", storyboard(label).replacingOccurrences(of: #"toolsVersion="17701" "#, with: "")),
        ("missing attribute of an inner element", storyboard(label.replacingOccurrences(of: #"width="10" "#, with: ""))),
        ("unknown element in empty content", storyboard(label.replacingOccurrences(of: #"height="10"/>"#, with: #"height="10"><unknownThing/></rect>"#))),
        ("attribute on a line of its own", storyboard(label.replacingOccurrences(of: #"y="0.0""#, with: "\n\n y=\"up\"\n bogus=\"x\"\n"))),
        ("stray text", deviceHolding("stray text")),
        ("long text in chunks", deviceHolding(String(repeating: "x", count: 1_000))),
        ("text around references", deviceHolding(String(repeating: "y", count: 350) + "&amp;&#65;&lt;" + String(repeating: "z", count: 400))),
        ("text split by a comment", deviceHolding("one<!-- c -->two<?pi x?>three<adaptation id=\"a\"/>four")),
        ("text and CDATA", deviceHolding("a<![CDATA[b]]><![CDATA[c]]>d")),
        ("text in empty content", storyboard(label.replacingOccurrences(of: #"height="10"/>"#, with: #"height="10">  </rect>"#))),
        ("ampersand in a checked value", storyboard(label).replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="a&amp;b&#38;#38;""#)),
        ("ampersands in a pattern", storyboard(label.replacingOccurrences(of: "</label>", with: #"<variation key="a &amp; b &#38;#38; c"/></label>"#))),
        ("errors past line 65,535", storyboard(String(repeating: "\n", count: 70_000) + label.replacingOccurrences(of: #"x="0.0""#, with: #"x="MAYBE" bogus="1""#))),
        ("wrong root", "<?xml version=\"1.0\"?>\n<other a=\"1\">\n<document/>\n</other>\n"),
        ("namespaced root", "<?xml version=\"1.0\"?>\n<x:document xmlns:x=\"urn:x\" type=\"t\"/>\n"),
        // Undeclared elements' attributes are left out of the stream unless one has a
        // namespace (`UndeclaredElementNames`): `xsi:type` still types the element.
        ("xsi:type on an undeclared element", storyboard(label.replacingOccurrences(
            of: #"<label opaque="NO""#, with: #"<label xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="noSuchType" opaque="NO""#))),
        ("xsi:type giving an undeclared element a checked type", storyboard(label.replacingOccurrences(
            of: #"<label opaque="NO""#, with: #"<label xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="maskEntry" opaque="NO""#))),
        ("undeclared element with attributes in empty content", storyboard(label.replacingOccurrences(
            of: #"height="10"/>"#, with: #"height="10"><unknownThing a="1" b="2"/></rect>"#))),
    ]

    @Test func documentsBrokenOnPurposeGetTheTreesErrors() {
        for (what, text) in Self.brokenOnPurpose {
            let (tree, streamed) = bothWays(text)
            // Every case is broken: the comparison is not between two empty lists.
            #expect(!tree.isEmpty, "\(what)")
            #expect(streamed == tree, "\(what)")
        }
    }

    /// With a schema declaring a global attribute, an undeclared element's attributes
    /// matter (its lax attribute wildcard finds the declaration), so the stream keeps them
    /// all. (Schemas with identity constraints keep them too, to be safe; libxml2 2.9
    /// reports nothing about an undeclared element's attributes there.)
    @Test func schemaWithGlobalAttributesGetsUndeclaredElementsAttributes() throws {
        let globalAttribute = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:attribute name="count" type="xs:int"/>
          <xs:element name="document"><xs:complexType><xs:sequence>
            <xs:any processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
          </xs:sequence><xs:anyAttribute processContents="lax"/></xs:complexType></xs:element>
        </xs:schema>
        """
        let documents = [
            (globalAttribute, "<document>\n<thing count=\"many\"/>\n</document>\n"),
        ]
        for (schemaText, text) in documents {
            let schema = try XMLSchema(bytes: Array(schemaText.utf8), path: "custom.xsd")
            let tree = schema.validate(try SceneXMLDocument(bytes: Array(text.utf8), path: "input.xml")).map(\.description)
            let streamed = try SceneXMLDocument.validated(bytes: Array(text.utf8), path: "input.xml", against: schema).schemaErrors.map(\.description)
            #expect(!tree.isEmpty, "\(text)")
            #expect(streamed == tree, "\(text)")
        }
    }

    @Test func malformedDocumentsFailAlike() {
        for text in ["<document", "<document><a></document>", "", "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY e \"x\">]>\n<document>&e;</document>"] {
            let (tree, streamed) = bothWays(text)
            #expect(streamed == tree, "\(text)")
        }
    }

    /// A property: documents changed at random (a value replaced, an attribute added or
    /// dropped, an element renamed, text or an element inserted) validate alike. Corpus
    /// documents when there is a corpus (every 40th), else the fixture.
    @Test func documentsBrokenAtRandomGetTheTreesErrors() throws {
        var generator = SplitMix64(seed: 13)
        var sources = [Self.storyboard(Self.label)]
        let corpus = Corpus.documents
        sources += stride(from: 0, to: corpus.count, by: 40).compactMap { try? String(contentsOf: corpus[$0], encoding: .utf8) }
        var withErrors = 0
        for source in sources {
            for _ in 0..<6 {
                var text = source
                for _ in 0..<Int.random(in: 1...3, using: &generator) { text = Self.mutate(text, using: &generator) }
                let (tree, streamed) = bothWays(text)
                #expect(streamed == tree)
                if !tree.isEmpty { withErrors += 1 }
            }
        }
        #expect(withErrors >= sources.count)
    }

    static func mutate(_ text: String, using generator: inout SplitMix64) -> String {
        let bytes = Array(text.utf8)
        // Start tags (after `<` and a letter) and attribute value starts.
        var tags: [Int] = [], values: [Int] = []
        for index in 1..<bytes.count {
            if bytes[index - 1] == UInt8(ascii: "<"), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) { tags.append(index) }
            if bytes[index - 1] == UInt8(ascii: "\""), bytes[index - 2 < 0 ? 0 : index - 2] == UInt8(ascii: "=") { values.append(index) }
        }
        guard !tags.isEmpty, !values.isEmpty else { return text }
        var result = bytes
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            let start = values.randomElement(using: &generator)!
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\""))!
            let value = ["notanumber", "YESNO", "", "A &amp; B", "x&#38;y", "-1e"].randomElement(using: &generator)!
            result.replaceSubrange(start..<end, with: Array(value.utf8))
        case 1:
            let tag = tags.randomElement(using: &generator)!
            let nameEnd = bytes[tag...].firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "/") }!
            result.insert(contentsOf: Array(" bogus=\"1\"".utf8), at: nameEnd)
        case 2:
            // Drops an attribute: from the space before its name to its closing quote.
            let start = values.randomElement(using: &generator)!
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\""))!
            guard let space = bytes[..<start].lastIndex(of: UInt8(ascii: " ")) else { return text }
            result.removeSubrange(space...end)
        case 3:
            // Renames a leaf element written `<name .../>`.
            let leaves = tags.filter { tag in
                guard let close = bytes[tag...].firstIndex(of: UInt8(ascii: ">")) else { return false }
                return bytes[close - 1] == UInt8(ascii: "/")
            }
            guard let tag = leaves.randomElement(using: &generator) else { return text }
            result.insert(contentsOf: Array("bogus".utf8), at: tag)
        default:
            // Inserts text or an unknown element after a start tag.
            let tag = tags.randomElement(using: &generator)!
            let close = bytes[tag...].firstIndex(of: UInt8(ascii: ">"))!
            guard bytes[close - 1] != UInt8(ascii: "/") else { return text }
            let inserted = ["stray", String(repeating: "w", count: 500), "<unknownElement/>", "a<!--c-->b", " \n "].randomElement(using: &generator)!
            result.insert(contentsOf: Array(inserted.utf8), at: close + 1)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
