import SceneLayout
import SceneModel
import Testing

/// Xcode 10.2 to 14.1 (toolsVersion 14800 up to 21600) drew the device-less Any/Any canvas
/// without a status bar, as they drew home-button iPhones and iPads: a view on the safe
/// area's top stands at the canvas's top (Esri's samples at 17701 and 19529, element-ios at
/// 17701). Before (14460, 14490: element, AdguardForiOS) and after the window the canvas
/// keeps its 20-point bar. The same holds when a document saved for a device is resolved on
/// the 600 × 600 canvas (`--size 600x600 --traits wAny,hAny`): the canvas of its era.
@Suite struct CanvasStatusBarEraTests {
    /// A storyboard whose root holds `box` on the safe area's four edges; `device` is the
    /// `<device>` line (empty for a device-less document).
    func document(toolsVersion: String, device: String, width: Int, height: Int) throws -> SceneDocument {
        let text = LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: device, width: width, height: height, safeArea: true,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="box" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c2"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c4"/>
                """)
        return try LayoutFixture.document(text)
    }

    /// `box`'s frame in a device-less document on its own 600 × 600 canvas.
    func ownCanvasFrame(toolsVersion: String) throws -> Rect? {
        let document = try document(toolsVersion: toolsVersion, device: "", width: 600, height: 600)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    /// `box`'s frame when an iPhone 11 document is resolved on the 600 × 600 canvas.
    func resolvedOnCanvasFrame(toolsVersion: String) throws -> Rect? {
        let document = try document(toolsVersion: toolsVersion, device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
                                    width: 414, height: 896)
        let canvas = DeviceTable.anyAnyCanvas(size: Size(width: 600, height: 600), header: document.header)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: canvas))["box"]
    }

    @Test func xcode10_2To14_1DrawTheCanvasWithoutAStatusBar() throws {
        for tools in ["14810.11", "17701", "19529", "21507"] {
            #expect(try ownCanvasFrame(toolsVersion: tools) == Rect(x: 0, y: 0, width: 600, height: 600))
            #expect(try resolvedOnCanvasFrame(toolsVersion: tools) == Rect(x: 0, y: 0, width: 600, height: 600))
        }
    }

    @Test func otherErasKeepTheTwentyPointBar() throws {
        for tools in ["14490.70", "22155", "32700.99.1234"] {
            #expect(try ownCanvasFrame(toolsVersion: tools) == Rect(x: 0, y: 20, width: 600, height: 580))
            #expect(try resolvedOnCanvasFrame(toolsVersion: tools) == Rect(x: 0, y: 20, width: 600, height: 580))
        }
    }
}
