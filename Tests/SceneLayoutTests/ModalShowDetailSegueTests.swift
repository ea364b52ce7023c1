import SceneLayout
import SceneModel
import Testing

/// Only a split view controller overrides `showDetailViewController(_:sender:)`; from any
/// other controller, a navigation controller's included, UIKit's default presents the
/// destination modally, so from Xcode 11 Interface Builder draws it as a sheet, as it draws
/// a `show` segue with no stack (`SimulatedBars.detailsPresentedModally`). Modelled on
/// hanamido's Trivia (22154: 842-point roots on an 852-point phone, content on the safe
/// area's top at y = 0; session 16, pool19).
@Suite struct ModalShowDetailSegueTests {
    static let showDetail = #"<segue destination="log" kind="showDetail" id="p"/>"#

    func titleY(moreScenes: [String] = []) throws -> Double? {
        let xml = ModalSheetTests.storyboard(toolsVersion: "22505", segue: Self.showDetail, moreScenes: moreScenes)
        return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(xml)))["title"]?.y
    }

    /// No split view controller holds the source: a sheet, its top guide at its top.
    @Test func aShowDetailWithNoSplitViewIsASheet() throws {
        #expect(try titleY() == 18)
    }

    /// A navigation controller does not show details: still a sheet.
    @Test func aShowDetailFromANavigationStackIsASheetToo() throws {
        #expect(try titleY(moreScenes: [ControllerFixture.navigationController(root: "home")]) == 18)
    }
}
