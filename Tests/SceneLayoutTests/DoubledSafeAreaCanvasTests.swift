import SceneLayout
import SceneModel
import Testing

/// Xcode 16 and later (toolsVersion 23727 on) draw a notched iPhone's canvas with its safe
/// area inset twice, top and bottom: 118 and 68 on the iPhone 15 (`retina6_12`), where the
/// device has 59 and 34 (seafile 23727, firebase 24127, VLC 24506). Xcode 15 (23504) and
/// the Xcode 15 betas' placeholder draw the device's own insets; home-button iPhones keep
/// their 20-point status bar.
@Suite struct DoubledSafeAreaCanvasTests {
    /// The frame of a view held to the safe area's four edges.
    func safeAreaFrame(device: String, width: Int, height: Int, toolsVersion: String) throws -> Rect? {
        let document = try LayoutFixture.safeAreaBoxStoryboard(
            toolsVersion: toolsVersion, device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#, width: width, height: height)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    @Test func xcode16AndLaterInsetANotchedPhoneTwice() throws {
        for tools in ["23727", "24127", "24506"] {
            let frame = try #require(try safeAreaFrame(device: "retina6_12", width: 393, height: 852, toolsVersion: tools))
            #expect(frame.y == 118)
            #expect(frame.y + frame.height == 852 - 68)
        }
    }

    @Test func xcode15AndTheBetaPlaceholderInsetItOnce() throws {
        for tools in ["23504", "32700.99.1234"] {
            let frame = try #require(try safeAreaFrame(device: "retina6_12", width: 393, height: 852, toolsVersion: tools))
            #expect(frame.y == 59)
            #expect(frame.y + frame.height == 852 - 34)
        }
    }

    @Test func homeButtonPhonesKeepTheirStatusBar() throws {
        let frame = try #require(try safeAreaFrame(device: "retina4_7", width: 375, height: 667, toolsVersion: "24506"))
        #expect(frame.y == 20)
        #expect(frame.y + frame.height == 667)
    }
}
