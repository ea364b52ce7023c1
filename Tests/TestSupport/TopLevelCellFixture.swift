/// A XIB whose only top-level object is a table cell (no table around it), the shape the
/// top-level cell suites lay out: the cell and its content view share one frame, and the
/// content view holds the given subviews and constraints. `cellAttributes` and
/// `contentAttributes` are written into the two elements' tags (margin flags), `contentExtra`
/// and `cellExtra` after their children (written margins, a safe-area guide).
public enum TopLevelCellFixture {
    public static func xib(toolsVersion: String, device: String, television: Bool = false,
                           cellWidth: Int, cellHeight: Int, cellAttributes: String = "", contentAttributes: String = "",
                           subviews: String, constraints: String, contentExtra: String = "", cellExtra: String = "") -> String {
        let type = television ? "com.apple.InterfaceBuilder.AppleTV.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let runtime = television ? "AppleTV" : "iOS.CocoaTouch"
        let deviceElement = television ? #"<device id="\#(device)" appearance="dark"/>"#
            : #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            \(deviceElement)
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill"\(cellAttributes) selectionStyle="default" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="\(cellHeight)"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\(contentAttributes) tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="\(cellHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                        \(contentExtra)
                    </tableViewCellContentView>
                    \(cellExtra)
                </tableViewCell>
            </objects>
        </document>
        """
    }
}
