import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Interface Builder before Xcode 8.2 judged a view's ambiguity in the window: a view its
/// constraints fix inside a superview open in position is flagged too (awslabs' Polly
/// sample, 11542: the picker, field and button of a stack placed by `top >= guide` only).
/// From Xcode 8.2 (11762) on it judges in the superview, as `FrameAmbiguity` does (`XcodeEra.ambiguityInSuperview`;
/// AccuracyLog, session 20, amb24). The writers' engine asks neither question.
@Suite struct AmbiguityInWindowTests {
    /// A 50-point high box held only below the root's top; inside it, a view pinned on
    /// all four edges, so the box's height is the inner view's and only its y is open.
    static func boxOpenInPosition(toolsVersion: String) -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#, width: 375, height: 667,
            subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="40" width="375" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="il"/>
                    <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="it"/>
                    <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" id="itop"/>
                    <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="ib"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="bt"/>
            <constraint firstItem="box" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root" secondAttribute="top" constant="20" id="btop"/>
            """)
    }

    /// A 300-point high table held only below the root's top, whose prototype cell holds a
    /// 10-point box on its content view's margins (`TableCellMarginTests.boxCell`).
    static func tableOpenInPosition(toolsVersion: String) -> String {
        LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#, width: 375, height: 667,
            subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="40" width="375" height="300"/>
                <prototypes>
                    \(TableCellMarginTests.boxCell(width: 375))
                </prototypes>
            </tableView>
            """, constraints: """
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tl"/>
            <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="tt"/>
            <constraint firstItem="table" firstAttribute="height" constant="300" id="th"/>
            <constraint firstItem="table" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root" secondAttribute="top" constant="20" id="ttop"/>
            """)
    }

    func layout(_ text: String, engine: SceneLayoutEngine = SceneLayoutEngine()) throws -> DocumentLayout {
        engine.layout(try LayoutFixture.document(text))
    }

    func view(_ id: String, in layout: DocumentLayout) throws -> ViewLayout {
        try #require(layout.allViews.first { $0.id == id })
    }

    @Test func xcode8FlagsAViewFixedInASuperviewOpenInPosition() throws {
        let layout = try layout(Self.boxOpenInPosition(toolsVersion: "11542"))
        #expect(try view("box", in: layout).ambiguity?.needsDescription == "Y position")
        let inner = try view("inner", in: layout)
        #expect(inner.ambiguous)
        #expect(inner.ambiguity?.needsDescription == "Y position")
    }

    @Test func laterXcodesJudgeInTheSuperview() throws {
        let layout = try layout(Self.boxOpenInPosition(toolsVersion: "14460.31"))
        #expect(try view("box", in: layout).ambiguity?.needsDescription == "Y position")
        #expect(!(try view("inner", in: layout).ambiguous))
    }

    /// A cell is placed by its table, so what is fixed in it is judged there, not in the
    /// window (`LayoutBuilder.windowReference`).
    @Test func viewsInACellAreJudgedInTheCellTheirTablePlaces() throws {
        let layout = try layout(Self.tableOpenInPosition(toolsVersion: "11542"))
        #expect(try view("table", in: layout).ambiguity?.needsDescription == "Y position")
        #expect(!(try view("box", in: layout).ambiguous))
    }

    @Test func theWritersAddConstraintsOnlyWhereTheFrameItselfIsOpen() throws {
        let layout = try layout(Self.boxOpenInPosition(toolsVersion: "11542"), engine: .forWriters)
        #expect(try view("box", in: layout).ambiguous)
        #expect(!(try view("inner", in: layout).ambiguous))
    }
}
