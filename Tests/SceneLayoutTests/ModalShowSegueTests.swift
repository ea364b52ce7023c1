import SceneLayout
import SceneModel
import Testing

/// A show segue from a controller that no navigation or split view controller holds has no
/// stack to push onto: UIKit presents the destination modally (`show(_:sender:)`), so from
/// Xcode 11 Interface Builder draws it as a sheet, in the destination's own presentation
/// style. Modelled on corona-warn-app's exposure detection (16097: a stack on the safe
/// area's top at y = 0 of an 842-point sheet) and bitwarden's autofill login list (22505).
@Suite struct ModalShowSegueTests {
    static let show = #"<segue destination="log" kind="show" id="p"/>"#

    func titleY(logAttributes: String = "", moreScenes: [String] = []) throws -> Double? {
        let xml = ModalSheetTests.storyboard(toolsVersion: "22505", segue: Self.show, logAttributes: logAttributes, moreScenes: moreScenes)
        return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(xml)))["title"]?.y
    }

    /// No navigation controller holds the source: a sheet, its top guide at its top.
    @Test func aShowWithNoStackIsASheet() throws {
        #expect(try titleY() == 18)
    }

    /// The destination asks for a full-screen presentation: under the status bar (48 on an
    /// iPhone 11 from Xcode 14), 18 below it.
    @Test func aFullScreenDestinationIsNot() throws {
        #expect(try titleY(logAttributes: #"modalPresentationStyle="fullScreen""#) == 66)
    }

    /// A show-detail segue with no split view controller to take it presents modally too
    /// (`showDetailViewController(_:sender:)`): hanamido's trivia screens (22154).
    @Test func aShowDetailWithNoStackIsASheet() throws {
        let xml = ModalSheetTests.storyboard(toolsVersion: "22505", segue: #"<segue destination="log" kind="showDetail" id="p"/>"#)
        #expect(LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(xml)))["title"]?.y == 18)
    }

    /// The source is a navigation controller's root: the show pushes, and the destination
    /// sits under the status bar and the 44-point bar (48 + 44 + 18).
    @Test func aShowInsideANavigationStackPushes() throws {
        let nav = ControllerFixture.navigationController(root: "home")
        #expect(try titleY(moreScenes: [nav]) == 110)
    }
}
