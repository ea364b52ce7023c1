import SceneLayout
import SceneModel
import Testing
import TestSupport

/// On another width a cell's accessory area keeps the accessory's own width and takes the
/// side margin of the new width (`CellAccessoryWidth`). The expected frames are the ones
/// Esri's Xcode 12 storyboard stores for the same cells on two iPhones (cross-device pair
/// 139: content views 348 wide in 375-point cells, 383 in 414-point ones); before Xcode 9
/// the margin is 15 on every width and the area stays (passforios's pair 262: 33 on 375
/// and on 414). The document is `TableCellAccessoryMarginTests`'s: a box pinned to the
/// content view's trailing margin in a 375-point cell with a disclosure indicator.
@Suite struct TableCellAccessoryWidthTests {
    static func frames(toolsVersion: String, accessoryGap: Int, device: String?) throws -> [String: Rect] {
        let storyboard = TableCellAccessoryMarginTests.storyboard(
            accessory: #"accessoryType="disclosureIndicator""#, contentWidth: 375 - accessoryGap, toolsVersion: toolsVersion)
        let document = try LayoutFixture.document(storyboard)
        return LayoutFixture.frames(SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: device)))
    }

    /// Xcode 12: 27 on a 375-point phone (16 + 11) is 31 on a 414-point one (20 + 11); the
    /// content view's trailing margin (8 beside an accessory) moves with it.
    @Test func theMarginOfTheWiderPhone() throws {
        let frames = try Self.frames(toolsVersion: "17156", accessoryGap: 27, device: "retina6_1")
        #expect(frames["content"] == Rect(x: 0, y: 0, width: 383, height: 43.5))
        #expect(frames["box"].map { $0.x + $0.width } == 375)
    }

    /// Between widths of one margin (375 and 320: 16 both) and on the document's own device
    /// the stored area stands.
    @Test func theSameMarginKeepsTheStoredArea() throws {
        #expect(try Self.frames(toolsVersion: "17156", accessoryGap: 27, device: "retina4_0")["content"]?.width == 293)
        #expect(try Self.frames(toolsVersion: "17156", accessoryGap: 27, device: nil)["content"]?.width == 348)
    }

    /// Before Xcode 9 a cell's margin was 15 on every width: 33 stays 33 on a wider phone.
    @Test func beforeXcode9TheAreaStays() throws {
        #expect(try Self.frames(toolsVersion: "11762", accessoryGap: 33, device: "retina6_1")["content"]?.width == 381)
    }
}
