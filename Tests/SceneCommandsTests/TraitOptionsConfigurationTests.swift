import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// Which configuration the trait options name: the Any/Any canvas, the document's own, or
/// another device's screen.
@Suite struct TraitOptionsConfigurationTests {
    /// A storyboard of one controller (`document`: the `<document>` element's attributes,
    /// `device`: the `<device>` element) whose root (`root`, `width` × `height`) holds a view
    /// `inner` drawn at `inner` (the frame's attributes) and pinned by `constraints`;
    /// `safeArea` adds the root's safe-area guide `safe`.
    static func storyboard(document: String, device: String, width: Int, height: Int, inner: String, constraints: String,
                           safeArea: Bool) -> String {
        DocumentFixture.oneControllerStoryboard(
            document: document, device: device, width: width, height: height, safeArea: safeArea,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                    <rect key="frame" \(inner)/>
                </view>
                """,
            constraints: constraints)
    }

    /// Constraints holding `inner` `inset` points inside the four edges of `container`.
    static func pinned(to container: String, inset: Int) -> String {
        """
        <constraint firstItem="inner" firstAttribute="leading" secondItem="\(container)" secondAttribute="leading" constant="\(inset)" id="c1"/>
        <constraint firstItem="inner" firstAttribute="top" secondItem="\(container)" secondAttribute="top" constant="\(inset)" id="c2"/>
        <constraint firstItem="\(container)" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="\(inset)" id="c3"/>
        <constraint firstItem="\(container)" firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="\(inset)" id="c4"/>
        """
    }

    static func document(_ text: String) throws -> SceneDocument {
        try SceneDocument(xml: SceneXMLDocument(bytes: Array(text.utf8), path: "inline.storyboard"))
    }

    static func innerFrame(_ text: String, _ options: TraitOptions) throws -> Rect? {
        let document = try document(text)
        let layout = SceneLayoutEngine().layout(document, traits: try options.resolve(for: document))
        return layout.allViews.first { $0.id == "inner" }?.frame
    }

    /// Saved on an iPhone 11 (notched: 44 above, 34 below in this era): a view pinned to the
    /// four edges of the root's safe area.
    static let notched = storyboard(
        document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
        device: #"<device id="retina6_1" orientation="portrait"/>"#,
        width: 414, height: 896, inner: #"x="0.0" y="44" width="414" height="818""#,
        constraints: pinned(to: "safe", inset: 0), safeArea: true)

    @Test func theAnyAnyCanvasHasAStatusBarAndNoDevicesSafeArea() throws {
        #expect(try Self.innerFrame(Self.notched, TraitOptions(traits: "wAny,hAny", size: "600x600")) == Rect(x: 0, y: 20, width: 600, height: 580))
    }

    @Test func aSizeWithSizeClassesKeepsTheDevicesSafeArea() throws {
        // Only Any/Any is the canvas; a size with the device's classes is its screen resized.
        #expect(try Self.innerFrame(Self.notched, TraitOptions(traits: "wC,hR", size: "414x700")) == Rect(x: 0, y: 44, width: 414, height: 622))
    }

    /// A tvOS storyboard saved as landscape whose controller's root is a split view's
    /// 1285-point detail column, with a view pinned 45 points inside it.
    static let detailColumn = storyboard(
        document: #"type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="14460.31" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
        device: #"<device id="appleTV" orientation="landscape"/>"#,
        width: 1285, height: 1080, inner: #"x="45" y="45" width="1195" height="990""#,
        constraints: pinned(to: "root", inset: 45), safeArea: false)

    @Test func theOtherOrientationOfAnAppleTVIsTheOwnConfiguration() throws {
        let document = try Self.document(Self.detailColumn)
        let portrait = try TraitOptions(device: "appleTV", orientation: "portrait").resolve(for: document)
        #expect(try portrait == TraitOptions().resolve(for: document))
        #expect(try Self.innerFrame(Self.detailColumn, TraitOptions(device: "appleTV", orientation: "portrait")) == Rect(x: 45, y: 45, width: 1195, height: 990))
    }
}
