/// Document text that tests of several targets build on (layout, commands).
public enum DocumentFixture {
    /// Constraints (XML) holding view `id` to the root's four edges.
    public static func pinnedToRoot(_ id: String) -> String {
        ["leading", "trailing", "top", "bottom"].map { edge in
            #"<constraint firstItem="\#(id)" firstAttribute="\#(edge)" secondItem="root" secondAttribute="\#(edge)" id="\#(id)-\#(edge)"/>"#
        }.joined(separator: "\n")
    }

    /// A storyboard of one view controller: `document` is the `<document>` element's
    /// attributes and `device` the whole `<device>` element; its root view (`root`,
    /// `width` × `height`) holds `subviews` and `constraints` (XML), and, when asked, the
    /// safe-area guide `safe`.
    public static func oneControllerStoryboard(document: String, device: String, width: Int, height: Int, safeArea: Bool = false,
                                               subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document \(document)>
            \(device)
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <constraints>
        \(constraints)
                                </constraints>
                                \(safeArea ? #"<viewLayoutGuide key="safeArea" id="safe"/>"# : "")
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// An AppKit XIB (toolsVersion 23094 unless told) whose top-level custom view, 300 × 200
    /// and with id `root`, holds `subviews` and `constraints` (XML).
    public static func appKitXIB(toolsVersion: String = "23094", subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    /// An AppKit XIB holding a view-based table in a scroll view pinned to the root: the
    /// clip view, table and cell view do not translate their masks and have no constraint
    /// placing them; the cell view, drawn `cellY` points down its table, holds a label
    /// pinned to its leading, trailing and top edges.
    public static func appKitTable(cellY: Int) -> String {
        appKitXIB(subviews: """
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
                                            <rect key="frame" x="0.0" y="\(cellY)" width="300" height="17"/>
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
            """, constraints: pinnedToRoot("scroll"))
    }
}
