import Foundation
import SceneCommands
import Testing
import TestSupport

/// `check` on broken variants of the Cookbook's "Simple Label and Text Field" recipe
/// (`Documents/Examples/`): each mistake the recipe's text warns of is reported as exactly
/// that problem, with its rule, the element's line and column, and the exit status.
@Suite struct CheckRecipeTests {
    static let recipe = "SimpleLabelAndTextField.storyboard"

    static func recipeText() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Documents/Examples/\(recipe)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Checks the recipe changed by `edit`; returns the report's problems and the status.
    func check(_ edit: (String) -> String, arguments: (inout CheckCommand.Options) -> Void = { _ in })
        throws -> (problems: [CheckProblem], status: Int32, text: String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try Self.recipeText()
        let changed = edit(original)
        #expect(changed != original, "the edit must change the recipe")
        let file = try folder.file(Self.recipe, changed)
        var options = CheckCommand.Options(paths: [file.path])
        options.format = .json
        arguments(&options)
        let output = CheckCommand.run(options)
        let report = try JSONDecoder().decode(ReportShape.self, from: Data(output.standardOutput.utf8))
        return (report.files.flatMap(\.problems), output.exitCode, output.standardOutput)
    }

    struct ReportShape: Decodable {
        struct File: Decodable { var problems: [CheckProblem] }
        var files: [File]
    }

    func line(of fragment: String, in text: String) -> Int? {
        text.components(separatedBy: "\n").firstIndex { $0.contains(fragment) }.map { $0 + 1 }
    }

    @Test func theRecipeItselfIsClean() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file(Self.recipe, try Self.recipeText())
        let output = CheckCommand.run(CheckCommand.Options(paths: [file.path]))
        #expect(output.exitCode == 0)
        #expect(output.standardOutput == "checked 1 file: 0 errors, 0 warnings\n")
    }

    @Test func aMissingConstraintLeavesBothViewsWithoutAYPosition() throws {
        // Without the text field's top, nothing places the row vertically: the label
        // follows the field's baseline, so both need a Y position.
        let (problems, status, _) = try check { $0.components(separatedBy: "\n").filter { !$0.contains("sJm-Sg-SS1") }.joined(separator: "\n") }
        #expect(problems.map(\.rule) == ["ambiguous", "ambiguous"])
        #expect(problems.map { $0.items.first } == ["71w-Bv-U7O", "9DL-nT-gju"])
        #expect(problems.allSatisfy { $0.message.contains("need constraints for Y position;") })
        #expect(problems.map(\.line) == [24, 30])
        #expect(problems.map(\.column) == [29, 29])
        #expect(status == 0)   // warnings
    }

    @Test func aMissingConstraintFailsWithStrict() throws {
        let (_, status, _) = try check({ $0.components(separatedBy: "\n").filter { !$0.contains("sJm-Sg-SS1") }.joined(separator: "\n") },
                                       arguments: { $0.strict = true })
        #expect(status == 1)
    }

    /// Two required widths on the text field: 290 (what it has) and 200.
    static func addingConflictingWidths(_ text: String) -> String {
        let field = #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#
        return text.replacingOccurrences(of: field, with: field + """

                                            <constraints>
                                                <constraint firstAttribute="width" constant="290" id="wAA-aa-290"/>
                                                <constraint firstAttribute="width" constant="200" id="wBB-bb-200"/>
                                            </constraints>
            """)
    }

    @Test func twoRequiredWidthsInConflictAreOneUnsatisfiableProblem() throws {
        let (problems, status, text) = try check(Self.addingConflictingWidths)
        #expect(problems.map(\.rule) == ["unsatisfiable"])
        let problem = try #require(problems.first)
        #expect(problem.severity == .error)
        #expect(problem.items.sorted() == ["wAA-aa-290", "wBB-bb-200"])
        #expect(problem.message.contains("breaking Name Text Field.width = 200 [wBB-bb-200]"))
        #expect(problem.line == line(of: "wBB-bb-200", in: Self.addingConflictingWidths(try Self.recipeText())))
        #expect(problem.column == 37)   // where `<constraint` begins on that line
        #expect(status == 1)
        #expect(text.contains("\"errors\" : 1"))
    }

    @Test func equalHuggingPrioritiesCompeteForTheRoom() throws {
        // The recipe gives the label a hugging priority of 251 so that it, not the text
        // field (250), keeps its size. With both at 250 and the field drawn narrower than
        // the room, the constraints do not say which one stretches.
        let (problems, status, _) = try check {
            $0.replacingOccurrences(of: #"horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name""#,
                                    with: #"verticalHuggingPriority="251" text="Name""#)
              .replacingOccurrences(of: #"<rect key="frame" x="69" y="40" width="290" height="30"/>"#,
                                    with: #"<rect key="frame" x="69" y="40" width="200" height="30"/>"#)
        }
        #expect(problems.map(\.rule) == ["ambiguous", "ambiguous"])
        #expect(problems[0].message.contains("need constraints for width;"))
        #expect(problems[1].message.contains("need constraints for X position or width;"))
        #expect(status == 0)
    }

    @Test func aMisplacedFrameIsReportedWithBothFrames() throws {
        let (problems, status, _) = try check {
            $0.replacingOccurrences(of: #"<rect key="frame" x="69" y="40" width="290" height="30"/>"#,
                                    with: #"<rect key="frame" x="80" y="40" width="290" height="30"/>"#)
        }
        #expect(problems.map(\.rule) == ["misplaced"])
        #expect(problems.first?.message.contains("stored (80, 40, 290, 30), computed (69, 40, 290, 30)") == true)
        #expect(problems.first?.line == 30)
        #expect(status == 0)
    }

    @Test func aReferenceToADeletedViewIsAnError() throws {
        let (problems, status, _) = try check {
            $0.replacingOccurrences(of: #"secondItem="9DL-nT-gju" secondAttribute="baseline""#,
                                    with: #"secondItem="del-et-ed0" secondAttribute="baseline""#)
        }
        let reference = try #require(problems.first { $0.rule == "missing-reference" })
        #expect(reference.line == 43 && reference.column == 29)
        #expect(reference.message.contains("del-et-ed0"))
        // The baseline alignment was all that placed the label vertically.
        #expect(problems.filter { $0.rule != "missing-reference" }.map(\.rule) == ["ambiguous"])
        #expect(status == 1)
    }

    @Test func aBadAttributeNameIsOneProblem() throws {
        // The schema and the model both reject it; it is one mistake, reported once.
        let (problems, status, _) = try check {
            $0.replacingOccurrences(of: #"firstItem="9DL-nT-gju" firstAttribute="top""#, with: #"firstItem="9DL-nT-gju" firstAttribute="topp""#)
        }
        let onLine = problems.filter { $0.line == 42 }
        #expect(onLine.map(\.rule) == ["unknown-attribute"], "\(onLine)")
        #expect(onLine.first?.severity == .error)
        // Without its top, the row has no Y position (as when the constraint is deleted).
        #expect(problems.filter { $0.line != 42 }.map(\.rule) == ["ambiguous", "ambiguous"])
        #expect(status == 1)
    }
}
