import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A held size that the document's own required constraints cannot keep is flagged
/// ambiguous: the root, or a top-level table cell's content view, not its subviews
/// (`SceneLayoutEngine+SizeGivenUpInConflict`; tvmaze-swift, AdguardForiOS, Windscribe,
/// Sprite-Pencil; Documents/AccuracyLog, session 17, amb20).
extension XcodeWarningRuleTests {

    /// tvmaze-swift's content view: an image 80 high, 8 from the top and the bottom of a
    /// 43.5-point content view `width` wide, which its cell's 44-point row cannot hold.
    static func tallImageContentView(width: Int) -> String {
        """
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="43.5"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                    <rect key="frame" x="16" y="8" width="54" height="80"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="80" id="h"/>
                        <constraint firstAttribute="width" constant="54" id="w"/>
                    </constraints>
                </imageView>
            </subviews>
            <constraints>
                <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" constant="8" id="b"/>
                <constraint firstItem="image" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="t"/>
                <constraint firstItem="image" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l"/>
            </constraints>
        </tableViewCellContentView>
        """
    }

    /// `bar` pinned to the root's top and bottom and 96 high, in a 667-point root.
    static let barFillingTheRoot = LayoutFixture.storyboard(subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="0.0" width="375" height="96"/>
            <constraints>
                <constraint firstAttribute="height" constant="96" id="h"/>
            </constraints>
        </view>
        """, constraints: """
        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
        <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="b"/>
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r"/>
        """)

    @Test func aRootWhoseHeightTheDocumentCannotKeepIsAmbiguous() throws {
        let layout = try layout(Self.barFillingTheRoot)
        let root = try view("root", in: layout)
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        #expect(root.ambiguous)
        #expect(root.ambiguity?.needs == [[.height]])
        #expect(layout.diagnostics.contains { $0.kind == .ambiguous && $0.items == ["root"] })
        // The bar's own frame is determined whichever constraint gives way.
        #expect(!(try view("bar", in: layout)).ambiguous)
    }

    @Test func theWritersDoNotReportAGivenUpSize() throws {
        let layout = SceneLayoutEngine.forWriters.layout(try LayoutFixture.document(Self.barFillingTheRoot))
        #expect(!(try view("root", in: layout)).ambiguous)
    }

    /// OwnTracks' widget (ios20): one edge 0 and 20 from the root's trailing edge conflict
    /// whatever the root's width; Xcode flags nothing.
    @Test func aConflictTheRootsSizeDoesNotResolveFlagsNothing() throws {
        let text = LayoutFixture.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="10" width="375" height="96"/>
                <constraints>
                    <constraint firstAttribute="height" constant="96" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="r2"/>
            """)
        let layout = try layout(text)
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous })
    }

    @Test func aCellContentViewTooShortForItsContentIsAmbiguous() throws {
        // tvmaze-swift's search cell: an image 8 from the content view's top and bottom and
        // 80 high in a 44-point cell. Xcode flags the content view, not the image.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        \(Self.tallImageContentView(width: 320))
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "cell.xib"))
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        let content = try view("content", in: layout)
        #expect(content.ambiguous)
        #expect(content.ambiguity?.needs == [[.height]])
        #expect(!(try view("image", in: layout)).ambiguous)
        #expect(!(try view("cell", in: layout)).ambiguous)
    }

    @Test func aCellInATableIsSizedByTheTableAndNotFlagged() throws {
        // The same content in a row of a table (tigase's static 43.5-point row holding a
        // 44-point field, ios22): the row height is the table's, Xcode flags nothing; the
        // conflict is still reported.
        let text = LayoutFixture.storyboard(subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        \(Self.tallImageContentView(width: 375))
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: """
            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="c4"/>
            """)
        let layout = try layout(text)
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous }, "\(layout.diagnostics)")
    }
}
