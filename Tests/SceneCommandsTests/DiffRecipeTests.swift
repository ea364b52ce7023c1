import Foundation
import SceneCommands
import SceneXML
import Testing
import TestSupport

/// `diff` of the Auto Layout Cookbook's "Two Buttons with Size-Class-Based Layout" between
/// wC hR and wR hR. The expectation comes from the document's own markup, read here with
/// the XML layer alone (not the model or the trait resolver the command uses): the
/// constraints each size class's `<variation>` masks install, the stored frames of the
/// configuration Xcode saved, and the side-by-side frames worked by hand.
@Suite struct DiffRecipeTests {
    static var recipe: String { Corpus.examplesDirectory.appendingPathComponent("TwoButtonsWithSizeClassBasedLayout.storyboard").path }

    /// Every element below `element`, depth first.
    static func descendants(_ element: SceneXMLElement) -> [SceneXMLElement] {
        element.children.flatMap { [$0] + descendants($0) }
    }

    /// The ids of the constraints installed for a width and height class, by the masks'
    /// rule: `installed="NO"` off, then the `default` variation, then every variation whose
    /// key's classes all match, fewer conditions first.
    static func installedConstraints(width: String, height: String, in document: SceneXMLDocument) -> Set<String> {
        let all = descendants(document.root)
        var installed = Set(all.filter { $0.name == "constraint" && $0.attribute("installed") != "NO" }.compactMap { $0.attribute("id") })
        let traits = ["widthClass": width, "heightClass": height]
        let variations = all.filter { $0.name == "variation" && $0.children.contains { $0.attribute("key") == "constraints" } }
        func conditions(_ key: String) -> [String: String]? {
            if key == "default" { return [:] }
            var result: [String: String] = [:]
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=").map(String.init)
                guard pair.count == 2 else { return nil }
                result[pair[0]] = pair[1]
            }
            return result
        }
        let matching = variations.compactMap { variation -> (Int, SceneXMLElement)? in
            guard let key = variation.attribute("key"), let conditions = conditions(key),
                  conditions.allSatisfy({ traits[$0.key] == $0.value }) else { return nil }
            return (conditions.count, variation)
        }.sorted { $0.0 < $1.0 }
        for (_, variation) in matching {
            for mask in variation.children where mask.attribute("key") == "constraints" {
                for entry in mask.children {
                    guard let id = entry.attribute("reference") else { continue }
                    if entry.name == "exclude" { installed.remove(id) } else if entry.name == "include" { installed.insert(id) }
                }
            }
        }
        return installed
    }

    static func report(_ arguments: DiffCommand.Options) throws -> (status: Int32, json: [String: Any]) {
        let output = DiffCommand.run(arguments)
        let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any] ?? [:]
        return (output.exitCode, json)
    }

    static func options(_ traits: [String], format: DiffCommand.Format = .json) -> DiffCommand.Options {
        var options = DiffCommand.Options(oldPath: recipe)
        options.configurations = traits.map { CheckConfiguration(label: $0, options: TraitOptions(traits: $0)) }
        options.format = format
        return options
    }

    @Test func listsExactlyTheConstraintsTheRecipeInstallsAndUninstallsAndTheFramesThatChange() throws {
        let xml = try SceneXMLDocument.load(contentsOf: Self.recipe)
        let compact = Self.installedConstraints(width: "compact", height: "regular", in: xml)
        let regular = Self.installedConstraints(width: "regular", height: "regular", in: xml)
        #expect(!compact.subtracting(regular).isEmpty && !regular.subtracting(compact).isEmpty)

        let (status, json) = try Self.report(Self.options(["wC,hR", "wR,hR"]))
        #expect(status == 1)
        let comparisons = json["comparisons"] as? [[String: Any]] ?? []
        try #require(comparisons.count == 1)
        let scenes = comparisons[0]["scenes"] as? [[String: Any]] ?? []
        try #require(scenes.count == 1)
        let constraints = scenes[0]["constraints"] as? [[String: Any]] ?? []
        let removed = Set(constraints.filter { $0["change"] as? String == "removed" }.compactMap { $0["id"] as? String })
        let added = Set(constraints.filter { $0["change"] as? String == "added" }.compactMap { $0["id"] as? String })
        #expect(removed == compact.subtracting(regular))
        #expect(added == regular.subtracting(compact))
        #expect(constraints.count == removed.count + added.count, "no constraint changes its terms between the classes")

        // Named as the outline names them: "<user label>.<attribute> …" for the first item.
        let elements = Self.descendants(xml.root)
        let labels = Dictionary(elements.compactMap { e in e.attribute("userLabel").flatMap { label in e.attribute("id").map { ($0, label) } } },
                                uniquingKeysWith: { a, _ in a })
        for change in constraints {
            let id = change["id"] as? String ?? ""
            let name = (change["old"] ?? change["new"]) as? String ?? ""
            guard let element = elements.first(where: { $0.name == "constraint" && $0.attribute("id") == id }),
                  let first = element.attribute("firstItem"), let label = labels[first],
                  let attribute = element.attribute("firstAttribute") else { continue }
            #expect(name.hasPrefix("\(label).\(attribute) "), "\(name)")
        }

        // wC hR is the configuration Xcode saved (retina4_7 portrait): its frames are the
        // stored ones. wR hR puts the buttons side by side, worked by hand: margins 16 on a
        // 375-point root, 8 between, equal widths (375 - 32 - 8) / 2 = 167.5, bottoms 20
        // above the bottom guide (667 - 20 - 30 = 617).
        func stored(_ id: String) -> [Double] {
            let view = elements.first { $0.attribute("id") == id }!
            let rect = view.children.first { $0.name == "rect" && $0.attribute("key") == "frame" }!
            return ["x", "y", "width", "height"].map { Double(rect.attribute($0)!)! }
        }
        let expected: [String: (old: [Double], new: [Double])] = [
            "zIA-cf-dI7": (stored("zIA-cf-dI7"), [16, 617, 167.5, 30]),
            "5E4-RN-RZg": (stored("5E4-RN-RZg"), [191.5, 617, 167.5, 30]),
        ]
        let frames = scenes[0]["frames"] as? [[String: Any]] ?? []
        #expect(Set(frames.compactMap { $0["id"] as? String }) == Set(expected.keys))
        for frame in frames {
            guard let id = frame["id"] as? String, let want = expected[id] else { continue }
            #expect(Self.numbers(frame["old"]) == want.old, "\(id)")
            #expect(Self.numbers(frame["new"]) == want.new, "\(id)")
        }
        #expect((scenes[0]["views"] as? [Any])?.isEmpty == true, "both buttons are installed in every class")
    }

    @Test func textNamesTheChangesWithNumbersAsPeopleWriteThem() {
        let output = DiffCommand.run(Self.options(["wC,hR", "wR,hR"], format: .text))
        #expect(output.exitCode == 1)
        #expect(output.standardOutput.contains("~ frame Short Button [zIA-cf-dI7] (16, 579, 343 × 30) → (16, 617, 167.5 × 30)\n"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("  + constraint Long Button.leading = Short Button.trailing + 8 [8fC-sf-IDh]\n"))
        #expect(output.standardOutput.contains("  - constraint Long Button.top = Short Button.bottom + 8 [HYZ-af-AD2]\n"))
        #expect(!output.standardOutput.contains(".0,") && !output.standardOutput.contains(".0 "))
    }

    /// Properties over every example and size class: a configuration compared with itself
    /// is identical (status 0, no output), and swapping the sides swaps removed and added
    /// and old and new frames.
    static func numbers(_ rect: Any?) -> [Double] {
        let r = rect as? [String: Any] ?? [:]
        return ["x", "y", "width", "height"].map { (r[$0] as? NSNumber)?.doubleValue ?? .nan }
    }

    /// A report's constraint changes (id → kind) and frame changes (id → old, new).
    static func changes(_ json: [String: Any]) -> (constraints: [String: String], frames: [String: (old: [Double], new: [Double])]) {
        let scenes = (json["comparisons"] as? [[String: Any]])?.first?["scenes"] as? [[String: Any]] ?? []
        var constraints: [String: String] = [:], frames: [String: (old: [Double], new: [Double])] = [:]
        for scene in scenes {
            for c in scene["constraints"] as? [[String: Any]] ?? [] { constraints[c["id"] as? String ?? ""] = c["change"] as? String }
            for f in scene["frames"] as? [[String: Any]] ?? [] { frames[f["id"] as? String ?? ""] = (numbers(f["old"]), numbers(f["new"])) }
        }
        return (constraints, frames)
    }

    @Test(arguments: ["wC,hC", "wC,hR", "wR,hC", "wR,hR"])
    func selfComparisonIsEmptyAndSwappingSidesMirrorsTheReport(traits: String) throws {
        for example in Corpus.examples {
            var same = Self.options([traits, traits], format: .text)
            same.oldPath = example.path
            let output = DiffCommand.run(same)
            #expect(output.exitCode == 0 && output.standardOutput.isEmpty, "\(example.lastPathComponent): \(output.standardOutput)")

            var forward = Self.options([traits, "wR,hR"]), backward = Self.options(["wR,hR", traits])
            forward.oldPath = example.path
            backward.oldPath = example.path
            let a = try Self.report(forward), b = try Self.report(backward)
            #expect(a.status == b.status)
            let forwardChanges = Self.changes(a.json), backwardChanges = Self.changes(b.json)
            let swapped: [String: String] = ["added": "removed", "removed": "added", "changed": "changed"]
            #expect(forwardChanges.constraints == backwardChanges.constraints.mapValues { swapped[$0] ?? $0 }, "\(example.lastPathComponent)")
            #expect(Set(forwardChanges.frames.keys) == Set(backwardChanges.frames.keys), "\(example.lastPathComponent)")
            for (id, frame) in forwardChanges.frames {
                #expect(backwardChanges.frames[id].map { [$0.new, $0.old] } == [frame.old, frame.new], "\(example.lastPathComponent) \(id)")
            }
        }
    }
}
