import SceneLayout
import SceneModel
import Testing
import TestSupport

/// Before Xcode 10 Interface Builder flagged nothing where the document's required
/// constraints cannot keep a held size (a top-level cell's content view, a root); from
/// Xcode 10 it flags the holding view (`XcodeEra.heldSizesGivenUpFlagged`; wl-tsui,
/// Billionapp, JasF, omgnetwork against tvmaze, GSEWallet, gnosis and six more;
/// AccuracyLog, session 22, amb26).
@Suite struct HeldSizeGivenUpEraTests {
    /// A top-level cell 78 high (content view 77.5) holding an image 62 high, 8 from the
    /// content view's top and bottom: half a point too tall (Billionapp's contact cell).
    static func contactCell(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="78"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="77.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                                <rect key="frame" x="20" y="8" width="62" height="62"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="62" id="w"/>
                                    <constraint firstAttribute="height" constant="62" id="h"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="avatar" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="l"/>
                            <constraint firstItem="avatar" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="t"/>
                            <constraint firstAttribute="bottom" secondItem="avatar" secondAttribute="bottom" constant="8" id="b"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    func layout(_ text: String, path: String) throws -> DocumentLayout {
        SceneLayoutEngine().layout(try LayoutFixture.document(text, path: path))
    }

    @Test(arguments: ["12121", "13529", "14113"])
    func aCellSavedBeforeXcode10IsNotFlagged(toolsVersion: String) throws {
        let layout = try layout(Self.contactCell(toolsVersion: toolsVersion), path: "cell.xib")
        // The conflict is still reported; only the flag on the holding view is Xcode 10's.
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        #expect(!layout.diagnostics.contains { $0.kind == .ambiguous })
        #expect(!layout.allViews.contains { $0.ambiguous })
    }

    @Test(arguments: ["14313.18", "14490.70", "32700.99.1234"])
    func aCellSavedByXcode10OrLaterIsFlagged(toolsVersion: String) throws {
        let layout = try layout(Self.contactCell(toolsVersion: toolsVersion), path: "cell.xib")
        let content = try #require(layout.allViews.first { $0.id == "content" })
        #expect(content.ambiguous)
        #expect(content.ambiguity?.needs == [[.height]])
        #expect(!(try #require(layout.allViews.first { $0.id == "avatar" })).ambiguous)
    }

    /// JasF's alert view (14109): a top-level view whose content asks another height than
    /// the view's drawn one. Before Xcode 10 the root is not flagged either.
    @Test func aRootSavedBeforeXcode10IsNotFlagged() throws {
        func alert(_ toolsVersion: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="alert">
                        <rect key="frame" x="0.0" y="0.0" width="268" height="162"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="20" width="28" height="28"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="28" id="w"/>
                                    <constraint firstAttribute="height" constant="28" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="alert" secondAttribute="leading" constant="20" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="alert" secondAttribute="top" constant="20" id="t"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="b"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        let before = try layout(alert("14109"), path: "alert.xib")
        #expect(before.diagnostics.contains { $0.kind == .unsatisfiable })
        #expect(!before.allViews.contains { $0.ambiguous })
        let after = try layout(alert("14313.18"), path: "alert.xib")
        #expect(try #require(after.allViews.first { $0.id == "alert" }).ambiguous)
    }
}
