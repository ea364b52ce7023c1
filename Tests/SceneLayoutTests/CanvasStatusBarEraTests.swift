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
    /// `box`'s frame in a device-less document on its own 600 × 600 canvas.
    func ownCanvasFrame(toolsVersion: String) throws -> Rect? {
        let document = try LayoutFixture.safeAreaBoxStoryboard(toolsVersion: toolsVersion, device: "", width: 600, height: 600)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    /// `box`'s frame when an iPhone 11 document is resolved on the 600 × 600 canvas.
    func resolvedOnCanvasFrame(toolsVersion: String) throws -> Rect? {
        let document = try LayoutFixture.safeAreaBoxStoryboard(toolsVersion: toolsVersion, device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
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
