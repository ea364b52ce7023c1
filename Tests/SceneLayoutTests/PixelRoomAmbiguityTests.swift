import SceneLayout
import SceneModel
import Testing
import TestSupport

/// On a 1× canvas (AppKit documents) Interface Builder's reports leave out a tie whose
/// room is under a point, the canvas's pixel: it comes from sizes the tool takes from
/// whole-point stored frames and its own metrics, which Xcode's exact sizes close
/// (AgoraIO's spatial-audio pane, 15 views, 0.96 point; savoirfairelinux's revocation
/// sheet, 4 fields, half a point; none flagged). A larger room, a 2× canvas and the
/// writers' engine are as before (`LayoutBuilder.reportedRoom`; AccuracyLog, session 21,
/// amb25).
@Suite struct PixelRoomAmbiguityTests {
    /// Two 40-point-wide views stacked in a container held at 300 × 200, each asking 80
    /// points of height at 750: the chain 20 + a + 10 + b + `bottom` leaves them
    /// 80 − 10 − `bottom` points more than they ask, which either can take.
    static func container(element: String, bottom: String) -> String {
        """
        <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <subviews>
                <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="20" y="20" width="40" height="80"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="40" id="aw"/>
                        <constraint firstAttribute="height" priority="750" constant="80" id="ah"/>
                    </constraints>
                </\(element)>
                <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="20" y="110" width="40" height="80"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="40" id="bw"/>
                        <constraint firstAttribute="height" priority="750" constant="80" id="bh"/>
                    </constraints>
                </\(element)>
            </subviews>
            <constraints>
                <constraint firstAttribute="width" constant="300" id="cw"/>
                <constraint firstAttribute="height" constant="200" id="ch"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="c" secondAttribute="leading" constant="20" id="al"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="c" secondAttribute="leading" constant="20" id="bl"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="c" secondAttribute="top" constant="20" id="at"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="bt"/>
                <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="\(bottom)" id="bb"/>
            </constraints>
        </\(element)>
        """
    }

    static let placed = """
        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cl"/>
        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" id="ct"/>
        """

    static func appKit(bottom: String) -> String {
        DocumentFixture.appKitXIB(subviews: container(element: "customView", bottom: bottom), constraints: placed)
    }

    func ambiguousIDs(_ text: String, path: String, engine: SceneLayoutEngine = SceneLayoutEngine()) throws -> Set<String> {
        let layout = engine.layout(try LayoutFixture.document(text, path: path))
        return Set(layout.allViews.filter(\.ambiguous).map(\.id))
    }

    @Test func aRoomUnderAPointOnAnAppKitCanvasIsNotReported() throws {
        #expect(try ambiguousIDs(Self.appKit(bottom: "9.5"), path: "inline.xib").isDisjoint(with: ["a", "b"]))
    }

    @Test func aRoomOfSeveralPointsIsReported() throws {
        #expect(try ambiguousIDs(Self.appKit(bottom: "5"), path: "inline.xib").isSuperset(of: ["a", "b"]))
    }

    /// The writers act on everything the frames' layout leaves open.
    @Test func theWritersStillSeeTheSliver() throws {
        #expect(try ambiguousIDs(Self.appKit(bottom: "9.5"), path: "inline.xib", engine: .forWriters).isSuperset(of: ["a", "b"]))
    }

    /// A 2× canvas's pixel is the half point already required of every report.
    @Test func aHalfPointRoomOnAUIKitCanvasIsReported() throws {
        let text = LayoutFixture.storyboard(subviews: Self.container(element: "view", bottom: "9.5"), constraints: Self.placed)
        #expect(try ambiguousIDs(text, path: "inline.storyboard").isSuperset(of: ["a", "b"]))
    }
}
