import Foundation
import SceneCommands
import Testing
import TestSupport

/// The command-line conventions a new user expects: `--version`, devices by name,
/// `devices`, `--scene` by the names people use, contradictory options refused with
/// status 2, numbers as people write them, completion scripts.
@Suite struct CommandLineConventionTests {
    static var example: String { Corpus.examplesDirectory.appendingPathComponent("SimpleLabelAndTextField.storyboard").path }

    @Test func versionIsTheOneConstant() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == ToolVersion.string + "\n")
    }

    @Test func contradictoryAndMalformedTraitOptionsAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--traits", "wC,wR"], "two width classes"),
            (["--traits", "hC hR"], "two height classes"),
            (["--traits", ",,,"], "at least one size class"),
            (["--traits", ""], "at least one size class"),
            (["--traits", "wX"], "unknown size class"),
            (["--size", "-5x10"], "between 1 and 100000"),
            (["--size", "0x10"], "between 1 and 100000"),
            (["--size", "0.0001x0.0001"], "between 1 and 100000"),
            (["--size", "1e9x10"], "between 1 and 100000"),
            (["--size", "wide"], "WIDTHxHEIGHT"),
            (["--size", "800x600", "--orientation", "portrait"], "is not portrait"),
            (["--size", "375x667", "--orientation", "landscape"], "is not landscape"),
            (["--device", "retina4_7", "--size", "375x667"], "not both"),
            (["--orientation", "sideways"], "portrait or landscape"),
            (["--device", "iphone-99"], "unknown device 'iphone-99'"),
        ]
        for (options, message) in cases {
            for command in [["resolve"], ["check"], ["update-frames", "--dry-run"]] {
                let result = try CLIRunner.run(command + [Self.example] + options)
                #expect(result.status == 2, "\(command + options): \(result.standardError)")
                #expect(result.standardError.contains(message), "\(command + options): \(result.standardError)")
                #expect(result.standardOutput.isEmpty, "\(command + options)")
            }
        }
        // What agrees is accepted: a landscape size with landscape, a square either way.
        #expect(try CLIRunner.run(["resolve", Self.example, "--size", "800x600", "--orientation", "landscape"]).status == 0)
        #expect(try CLIRunner.run(["resolve", Self.example, "--size=600x600", "--orientation", "portrait"]).status == 0)
    }

    @Test func devicesByNameGiveTheSameLayoutAsByID() throws {
        let byID = try CLIRunner.run(["resolve", Self.example, "--device", "retina6_12", "--format", "json"])
        #expect(byID.status == 0)
        for name in ["iPhone 15", "iphone-15", "IPHONE_15", "iPhone 16", "Retina6_12"] {
            let byName = try CLIRunner.run(["resolve", Self.example, "--device", name, "--format", "json"])
            #expect(byName.standardOutput == byID.standardOutput, "\(name)")
        }
        let check = try CLIRunner.run(["check", Self.example, "--devices", "iphone-se,ipad-pro-13:landscape", "--format", "json"])
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardOutput.contains("retina4_7 portrait") && check.standardOutput.contains("ipad13_0rounded landscape"))
        let unknown = try CLIRunner.run(["resolve", Self.example, "--device", "iphone 15 pro maxx"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("did you mean") && unknown.standardError.contains("'iPhone 15 Pro Max'"))
    }

    @Test func devicesListsEveryDeviceWithSizesSafeAreasAndSizeClasses() throws {
        let result = try CLIRunner.run(["devices", "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let devices = try #require(json["devices"] as? [[String: Any]])
        let phone = try #require(devices.first { $0["id"] as? String == "retina6_12" })
        #expect((phone["names"] as? [String])?.contains("iPhone 15") == true)
        let portrait = try #require(phone["portrait"] as? [String: Any])
        let landscape = try #require(phone["landscape"] as? [String: Any])
        #expect(portrait["size"] as? [String: Int] == ["width": 393, "height": 852])
        #expect(portrait["safeArea"] as? [String: Int] == ["top": 59, "left": 0, "bottom": 34, "right": 0])
        #expect(landscape["safeArea"] as? [String: Int] == ["top": 0, "left": 59, "bottom": 21, "right": 59])
        #expect(portrait["sizeClasses"] as? String == "wC hR" && landscape["sizeClasses"] as? String == "wC hC")
        let text = try CLIRunner.run(["devices"])
        #expect(text.standardOutput.split(separator: "\n").count == devices.count + 2)
        #expect(text.standardOutput.contains("retina6_12") && text.standardOutput.contains("393×852"))
    }

    /// A storyboard scene whose view controller is a `LoginViewController`.
    static func scene(_ id: String, controller: String, view: String, attributes: String = "") -> String {
        """
                <scene sceneID="\(id)">
                    <objects>
                        <viewController \(attributes)id="\(controller)" customClass="LoginViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(view)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    @Test func sceneByStoryboardIdentifierControllerIDCustomClassOrName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.file("Two.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
        \(Self.scene("scene-one", controller: "vc-one", view: "view-one", attributes: #"storyboardIdentifier="Login" "#))
        \(Self.scene("scene-two", controller: "vc-two", view: "view-two"))
            </scenes>
        </document>
        """)
        for (query, scene) in [("scene-one", "scene-one"), ("Login", "scene-one"), ("vc-two", "scene-two"), ("view-two", nil)] {
            let result = try CLIRunner.run(["resolve", file.path, "--scene", query])
            if let scene {
                #expect(result.status == 0, "\(query): \(result.standardError)")
                #expect(result.standardOutput.contains("scene \(scene)") && result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("scene ") }.count == 1)
            } else {
                #expect(result.status == 2)
                #expect(result.standardError.contains(#"scenes: scene-one "Login View Controller Scene", scene-two "Login View Controller Scene""#), "\(result.standardError)")
            }
        }
        let ambiguous = try CLIRunner.run(["resolve", file.path, "--scene", "LoginViewController"])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.standardError.contains("'LoginViewController' names 2 scenes"))
        // Completion offers the scenes of the document on the command line.
        #expect(SceneSelection.completions(for: ["resolve", file.path, "--scene"], prefix: "") == ["scene-one", "Login", "LoginViewController", "scene-two"])
        #expect(SceneSelection.completions(for: ["resolve", file.path], prefix: "scene-t") == ["scene-two"])
        let frames = try CLIRunner.run(["update-frames", file.path, "--scene", "Login", "--dry-run"])
        #expect(frames.status == 0, "\(frames.standardError)")
        #expect(try CLIRunner.run(["update-frames", file.path, "--scene", "Nope", "--dry-run"]).status == 2)
        #expect(try CLIRunner.run(["add-missing-constraints", file.path, "--scene", "Nope", "--dry-run"]).status == 2)
    }

    @Test func numbersAsPeopleWriteThem() throws {
        // Documents whose frames are thirds of a point, where doubles show their noise.
        let files = Corpus.documents.filter { $0.lastPathComponent.contains("PricingPlanPickerVC") || $0.lastPathComponent.contains("DatabaseExample") }
        for file in files.prefix(2) + [URL(fileURLWithPath: Self.example)] {
            for command in [["resolve"], ["dump"], ["check"]] {
                for format in ["text", "json"] {
                    let result = try CLIRunner.run(command + [file.path, "--format", format])
                    let output = result.standardOutput + result.standardError
                    // No 80.0 in text, no 20.333333333333336 in JSON; numbers in strings
                    // (names, messages) follow the text rule.
                    let noise = output.ranges(of: /[0-9]\.[0-9]{7,}|[ (,][0-9]+\.0[,) ×\n]/)
                    #expect(noise.isEmpty, "\(command) \(format) \(file.lastPathComponent): \(noise.prefix(3).map { output[$0] })")
                }
            }
        }
        let json = try CLIRunner.run(["resolve", Self.example, "--format", "json"])
        #expect(json.standardOutput.contains(#""toolsVersion" : ""#))
    }

    @Test func completionScriptsOfferDocumentsDevicesAndSubcommands() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try CLIRunner.run(["--generate-completion-script", shell])
            #expect(result.status == 0)
            let script = result.standardOutput
            for word in ["storyboard", "xib", "retina6_12", "iphone-15", "landscape", "wC,hR", "resolve", "devices", "ibtool"] {
                #expect(script.contains(word), "\(shell): \(word)")
            }
        }
    }
}
