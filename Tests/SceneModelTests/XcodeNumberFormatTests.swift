import Foundation
import SceneModel
import SceneXML
import Testing
import TestSupport

@Suite struct XcodeNumberFormatTests {
    @Test(arguments: [
        (0.0, "0.0"), (-0.0, "0.0"), (16.0, "16"), (-8.0, "-8"), (40.5, "40.5"), (0.5, "0.5"),
        (0.6, "0.59999999999999998"), (61.0 / 3, "20.333333333333332"),
        (Double(Float(43.666667)), "43.666667938232422"), (1e20, "1e+20"),
    ] as [(Double, String)])
    func writesAsXcodeDoes(value: Double, text: String) {
        #expect(XcodeNumberFormat.string(value) == text)
    }

    /// Every number of a frame, size, point, inset or constraint constant in the corpus is
    /// written back digit for digit from its value.
    @Test(.enabled(if: Corpus.isAvailable)) func everyCorpusNumberIsWrittenAsXcodeWroteIt() throws {
        let keys: Set<String> = ["x", "y", "width", "height", "constant", "top", "bottom", "left", "right", "minX", "minY", "maxX", "maxY"]
        let elements: Set<String> = ["rect", "size", "point", "constraint", "inset", "edgeInsets"]
        var checked = 0
        var different: [String] = []
        for file in Corpus.documents {
            for element in try SceneXMLDocument.load(contentsOf: file.path).root.descendants where elements.contains(element.name) {
                for (name, text) in element.attributes where keys.contains(name) {
                    guard let value = Double(text) else { continue }
                    checked += 1
                    if XcodeNumberFormat.string(value) != text { different.append("\(file.lastPathComponent): \(name)=\(text)") }
                }
            }
        }
        print("number format: \(checked - different.count)/\(checked) corpus numbers written as Xcode wrote them")
        #expect(checked > 0)
        #expect(different.isEmpty, "\(different.prefix(10))")
    }
}
