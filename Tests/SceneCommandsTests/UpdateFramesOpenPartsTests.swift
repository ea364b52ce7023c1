import Foundation
import SceneCommands
import SceneLayout
import SceneModel
import SceneXML
import Testing

/// Update Frames writes only what the constraints determine: a view that differs from the
/// solution only where it is left open (here a table's cell view, which AppKit places) keeps
/// its frame, and the document is not rewritten.
@Suite struct UpdateFramesOpenPartsTests {
    /// A view-based table whose cell view is drawn as the second row (y = 17); the cell's
    /// label is pinned inside it.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23094" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="17" horizontalPageScroll="10" verticalLineScroll="17" verticalPageScroll="10" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO" translatesAutoresizingMaskIntoConstraints="NO" id="clip">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                <subviews>
                                    <tableView columnAutoresizingStyle="lastColumnOnly" multipleSelection="NO" autosaveColumns="NO" rowSizeStyle="automatic" viewBased="YES" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                        <tableColumns>
                                            <tableColumn width="300" minWidth="40" maxWidth="1000" id="column">
                                                <prototypeCellViews>
                                                    <tableCellView translatesAutoresizingMaskIntoConstraints="NO" id="cell">
                                                        <rect key="frame" x="0.0" y="17" width="300" height="17"/>
                                                        <subviews>
                                                            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                                                <rect key="frame" x="18" y="1" width="264" height="16"/>
                                                                <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Row" id="labelCell">
                                                                    <font key="font" metaFont="system"/>
                                                                </textFieldCell>
                                                            </textField>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="label" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="20" id="c1"/>
                                                            <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="c2"/>
                                                            <constraint firstItem="label" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c3"/>
                                                        </constraints>
                                                    </tableCellView>
                                                </prototypeCellViews>
                                            </tableColumn>
                                        </tableColumns>
                                    </tableView>
                                </subviews>
                            </clipView>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s2"/>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s3"/>
                        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s4"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func aViewDifferingOnlyWhereItIsOpenKeepsItsFrame() throws {
        let document = try SceneDocument(xml: SceneXMLDocument(bytes: Array(Self.xib.utf8), path: "table.xib"))
        let traits = DeviceTable.documentTraits(document.header)
        let cell = try #require(SceneLayoutEngine().layout(document, traits: traits).allViews.first { $0.id == "cell" })
        // The solution puts it elsewhere, yet that part is open: not misplaced…
        #expect(FrameUpdater.differs(try #require(cell.storedFrame), cell.frame))
        #expect(!cell.misplaced)
        // …and Update Frames leaves the file as it was.
        let report = FrameUpdater(traits: traits).update(document)
        #expect(report.updates.isEmpty)
        #expect(try document.xml.bytesForSaving() == document.xml.originalBytes)
    }
}
