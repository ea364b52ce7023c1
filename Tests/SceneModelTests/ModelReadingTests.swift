import SceneModel
import SceneXML
import Testing

@Suite struct ModelReadingTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label text="Name" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="lbl" userLabel="Name Label">
                                    <rect key="frame" x="16" y="79" width="45" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <stackView opaque="NO" axis="vertical" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                    <rect key="frame" x="16" y="120" width="361" height="100"/>
                                    <variation key="heightClass=compact" axis="horizontal"/>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="lbl" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/>
                                <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="lbl" secondAttribute="trailing" priority="249" id="c2"/>
                                <constraint firstItem="stk" firstAttribute="width" secondItem="stk" secondAttribute="height" multiplier="16:9" id="c3">
                                    <variation key="heightClass=regular-widthClass=compact" constant="4"/>
                                </constraint>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="c3"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    func load(_ text: String) throws -> SceneDocument {
        try SceneDocument(xml: SceneXMLDocument(bytes: Array(text.utf8), path: "test.storyboard"))
    }

    @Test func readsHeaderScenesViewsAndConstraints() throws {
        let document = try load(Self.storyboard)
        #expect(document.header.platform == .iOS)
        #expect(document.header.kind == .storyboard)
        #expect(document.header.device == Device(id: "retina6_12", orientation: "portrait", appearance: "light", adaptation: nil))
        #expect(document.scenes.count == 1)
        let scene = try #require(document.scenes.first)
        #expect(scene.placeholders.map(\.identifier) == ["IBFirstResponder"])
        #expect(scene.controllers.map(\.id) == ["vc1"])
        let root = try #require(scene.rootViews.first)
        #expect(root.id == "root")
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.autoresizingMask == [.widthSizable, .heightSizable])
        #expect(root.subviews.map(\.id) == ["lbl", "stk"])
        #expect(root.guide(.safeArea)?.id == "safe")

        let label = try #require(document.viewsByID["lbl"])
        #expect(label.frame == Rect(x: 16, y: 79, width: 45, height: 20.5))
        #expect(label.priorities[.horizontalHugging] == 251)
        #expect(label.priorities[.verticalHugging] == nil)
        #expect(label.fontPointSize == 17)
        #expect(label.displayName == "Name Label")
        #expect(label.parent === root)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)

        let stack = try #require(document.viewsByID["stk"]?.stack)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 8)
        #expect(document.viewsByID["stk"]?.variations.first?.overrides["axis"] == "horizontal")

        let constraints = root.constraints
        #expect(constraints.count == 3)
        let c2 = constraints[1]
        #expect(c2.firstItem == "root" && c2.firstItemIsImplicit)
        #expect(c2.relation == .greaterThanOrEqual)
        #expect(c2.priority == 249)
        #expect(c2.constant == 0 && c2.multiplier == 1)
        let c3 = constraints[2]
        #expect(abs(c3.multiplier - 16.0 / 9.0) < 1e-12)
        #expect(c3.variations.first?.condition == TraitCondition(widthClass: .compact, heightClass: .regular))
        #expect(c3.variations.first?.overrides["constant"] == "4")
        #expect(root.variations.first?.condition?.isDefault == true)
        #expect(root.variations.first?.excludedConstraints == ["c3"])
        #expect(document.describe(constraints[0]) == "Name Label.leading = Safe Area.leading + 16")
        #expect(document.describe(c2) == "Superview.trailing >= Name Label.trailing (priority 249)")
        #expect(document.describe(c3) == "Stack View.width = 16:9 × Stack View.height")
        #expect(document.diagnostics.isEmpty)
    }

    @Test func problemsBecomeDiagnosticsWithLines() throws {
        var text = Self.storyboard
        text = text.replacingOccurrences(of: "id=\"stk\"", with: "id=\"lbl\"")
        text = text.replacingOccurrences(of: "secondItem=\"safe\"", with: "secondItem=\"nowhere\"")
        text = text.replacingOccurrences(of: "constant=\"16\"", with: "constant=\"sixteen\"")
        text = text.replacingOccurrences(of: "firstAttribute=\"trailing\"", with: "firstAttribute=\"trailingEdge\"")
        let document = try load(text)
        let kinds = Set(document.diagnostics.map(\.kind))
        #expect(kinds == [.duplicateID, .missingReference, .invalidNumber, .unknownAttribute])
        #expect(document.diagnostics.allSatisfy { $0.line > 1 })
        let duplicate = try #require(document.diagnostics.first { $0.kind == .duplicateID })
        #expect(duplicate.line == 16)
    }

    @Test(arguments: [("2", 2.0), ("0.5", 0.5), ("16:9", 16.0 / 9.0), ("3/4", 0.75), ("1:1", 1.0)])
    func multiplierForms(text: String, value: Double) {
        #expect(DocumentNumber.parseMultiplier(text).map { abs($0 - value) < 1e-12 } == true)
    }

    @Test(arguments: ["", "x", "1:0", "3/", "nan", "inf", "1:2:3"])
    func badMultipliers(text: String) {
        #expect(DocumentNumber.parseMultiplier(text) == nil)
    }

    @Test func traitConditionKeys() {
        #expect(TraitCondition(key: "default")?.isDefault == true)
        let both = TraitCondition(key: "heightClass=regular-widthClass=compact")
        #expect(both?.specificity == 2)
        #expect(both?.description == "heightClass=regular-widthClass=compact")
        #expect(TraitCondition(key: "userInterfaceIdiom=mac")?.idiom == "mac")
        #expect(TraitCondition(key: "widthClass=medium") == nil)
    }

    @Test func wrongRootElementIsRefused() {
        #expect(throws: XMLError.self) { try load("<?xml version=\"1.0\"?>\n<html><body/></html>\n") }
    }
}

/// Every document type Xcode writes: its platform, its kind, and the schema accepts it.
@Suite struct DocumentTypeTests {
    @Test(arguments: [
        ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch", DocumentHeader.Platform.iOS, DocumentHeader.Kind.xib),
        ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "iOS.CocoaTouch", .iOS, .storyboard),
        ("com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB", "iOS.CocoaTouch.iPad", .iOS, .xib),
        ("com.apple.InterfaceBuilder.AppleTV.XIB", "AppleTV", .iOS, .xib),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", .iOS, .storyboard),
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa", .macOS, .xib),
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", .macOS, .storyboard),
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", .watchOS, .storyboard),
    ])
    func typeIsReadAndValid(type: String, runtime: String, platform: DocumentHeader.Platform, kind: DocumentHeader.Kind) throws {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><document type="\#(type)" version="3.0" toolsVersion="22505" targetRuntime="\#(runtime)" propertyAccessControl="none" useAutolayout="YES"><objects/></document>"#
        let xml = try SceneXMLDocument(bytes: Array(text.utf8), path: "t")
        let document = try SceneDocument(xml: xml)
        #expect(document.header.platform == platform)
        #expect(document.header.kind == kind)
        #expect(try SceneSchema.load().validate(xml).isEmpty)
        let unsupported = document.diagnostics.filter { $0.kind == .unsupportedPlatform }
        #expect(unsupported.count == (platform == .watchOS ? 1 : 0))
    }

    @Test func anUnknownTypeIsStillRefusedByTheSchema() throws {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.example.Layout" version="3.0" toolsVersion="1"><objects/></document>"#
        #expect(try !SceneSchema.load().validate(SceneXMLDocument(bytes: Array(text.utf8), path: "t")).isEmpty)
    }
}
