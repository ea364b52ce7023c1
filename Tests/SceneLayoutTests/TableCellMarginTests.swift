import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A table cell's content view has 8-point margins all round in documents from Xcode 8
/// and before; from Xcode 9 (iOS 11) the system side margin (16 on a 375-point iPhone)
/// and 11 above and below. IBAnimatable's Xcode 8.3 cells (toolsVersion 12120) and
/// ChatSecure's (11762) show 8; ChatSecure's and RocketChat's from 13771 on show 11.
@Suite struct TableCellMarginTests {
    /// The screen the fixture's root fills: an iPhone 8 (375 × 667) unless given.
    struct Screen {
        var device = #"<device id="retina4_7" orientation="portrait"/>"#
        var width = 375
        var height = 667
    }

    /// A 60-point prototype cell `width` wide whose content view (preserving its cell's
    /// margins if asked) holds a 10-point box on its top and leading margins.
    static func boxCell(width: Int, preserving: Bool = false) -> String {
        """
        <tableViewCell contentMode="scaleToFill" id="cell">
            <rect key="frame" x="0.0" y="28" width="\(width)" height="60"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \(preserving ? #"preservesSuperviewLayoutMargins="YES""# : "") tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                    <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
                    <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A table (plain unless `style` says) of one prototype cell whose content view holds a
    /// 10-point box on its top and leading margins. The table is a subview of the root and
    /// fills it, or, given `tableWidth`, is pinned to its leading, top and bottom edges at
    /// that width.
    static func storyboard(toolsVersion: String, preserving: Bool = false, screen: Screen = Screen(),
                           tableWidth: Int? = nil, style: String = "plain") -> String {
        let width = tableWidth ?? screen.width
        return LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: screen.device, width: screen.width, height: screen.height, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="\(style)" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(screen.height)"/>
                <prototypes>
                    \(Self.boxCell(width: width, preserving: preserving))
                </prototypes>
            </tableView>
            """, constraints: tableWidth.map { tableWidth in """
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t2"/>
            <constraint firstItem="table" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="t3"/>
            <constraint firstItem="table" firstAttribute="width" constant="\(tableWidth)" id="t4"/>
            """ } ?? DocumentFixture.pinnedToRoot("table"))
    }

    /// A storyboard of one table view controller (375 × 667 iPhone 8) whose root, a plain
    /// table, holds `cell` (XML) as its one prototype.
    static func tableControllerStoryboard(toolsVersion: String, cell: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <tableViewController id="vc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
        \(cell)
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func boxFrame(toolsVersion: String, preserving: Bool = false, screen: Screen = Screen(),
                         tableWidth: Int? = nil, style: String = "plain") throws -> Rect? {
        let document = try LayoutFixture.document(storyboard(toolsVersion: toolsVersion, preserving: preserving,
                                                             screen: screen, tableWidth: tableWidth, style: style))
        return LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"]
    }

    func boxFrame(toolsVersion: String, preserving: Bool = false, style: String = "plain") throws -> Rect? {
        try Self.boxFrame(toolsVersion: toolsVersion, preserving: preserving, style: style)
    }

    @Test func xcode8CellsHaveEightPointMargins() throws {
        #expect(try boxFrame(toolsVersion: "12120") == rect(8, 8, 10, 10))
    }

    @Test func xcode9CellsHaveSystemMargins() throws {
        // A grouped table's (PopcornTimeTV 14460: 16 from the sides).
        #expect(try boxFrame(toolsVersion: "13771", style: "grouped") == rect(16, 11, 10, 10))
    }

    @Test func preservingContentViewsOfXcode9And10TablesHave15PointSides() throws {
        // ChatSecure (13771) and RocketChat (14460): 15 from the sides; Xcode 11 on, 16 in a
        // grouped table (a plain one inside a root keeps 15 until Xcode 12, below).
        #expect(try boxFrame(toolsVersion: "13771", preserving: true) == rect(15, 11, 10, 10))
        #expect(try boxFrame(toolsVersion: "14460.31", preserving: true) == rect(15, 11, 10, 10))
        #expect(try boxFrame(toolsVersion: "15505", preserving: true, style: "grouped") == rect(16, 11, 10, 10))
    }

    @Test func plainTablesInsideARootInsetTheirRows15UntilXcode12() throws {
        // Content views that do not preserve their cells' margins: HochschuleHof's widget
        // (13529, a 320-point table) and NYPL's reader positions (16096, 375): 15 from the
        // sides; Xcode 13–14 (keepassium 21701, edx 21507) 16.
        #expect(try boxFrame(toolsVersion: "13529") == rect(15, 11, 10, 10))
        #expect(try boxFrame(toolsVersion: "16096") == rect(15, 11, 10, 10))
        #expect(try boxFrame(toolsVersion: "15505", preserving: true) == rect(15, 11, 10, 10))
        #expect(try boxFrame(toolsVersion: "21507") == rect(16, 11, 10, 10))
    }

    @Test func aTableThatIsItsControllersRootKeepsTheSystemMargin() throws {
        // NineAnimator's offline episodes (14490) and home-assistant's client events (17154):
        // a table view controller's cells 16 from the sides on a 375-point iPhone.
        let text = Self.tableControllerStoryboard(toolsVersion: "14490.70", cell: """
            \(Self.boxCell(width: 375))
            """)
        let document = try LayoutFixture.document(text)
        #expect(LayoutFixture.frames(SceneLayoutEngine().layout(document))["box"] == rect(16, 11, 10, 10))
    }
}
