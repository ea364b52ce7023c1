import SceneXML
import Testing

@Suite struct AttributeOrderTests {
    @Test func newAttributeGoesBeforeTheFirstNamedOne() throws {
        let source = "<document>\n    <constraint firstAttribute=\"width\" secondItem=\"b\" symbolic=\"YES\" id=\"c1\"/>\n    <constraint firstAttribute=\"height\" id=\"c2\"/>\n    <constraint firstAttribute=\"top\"/>\n</document>\n"
        let document = try SceneXMLDocument(bytes: Array(source.utf8), path: "t")
        let constraints = document.root.children
        constraints[0].setAttribute("constant", "8", before: ["symbolic", "id"])
        constraints[1].setAttribute("constant", "4", before: ["symbolic", "id"])
        constraints[2].setAttribute("constant", "2", before: ["symbolic", "id"])   // none of them: at the end
        constraints[1].setAttribute("firstAttribute", "width", before: ["id"])    // existing: stays in place
        let text = String(decoding: try document.serializedBytes(), as: UTF8.self)
        #expect(text == "<document>\n    <constraint firstAttribute=\"width\" secondItem=\"b\" constant=\"8\" symbolic=\"YES\" id=\"c1\"/>\n    <constraint firstAttribute=\"width\" constant=\"4\" id=\"c2\"/>\n    <constraint firstAttribute=\"top\" constant=\"2\"/>\n</document>\n")
        #expect(constraints[0].attribute("constant") == "8")
    }
}
