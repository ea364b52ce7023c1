/// Storyboards of several controllers built from parts, for the tests of containment
/// (navigation and tab bar controllers, embedded children, bars): the XML every such test
/// needs is written once here, so a test shows only what it varies.
enum ControllerFixture {
    /// A storyboard document of `scenes` (each from the functions below). `device` is the
    /// whole `<device>` element, or empty for a document that names none;
    /// `documentAttributes` are more attributes of `<document>` (`useSafeAreas="YES"`).
    static func storyboard(toolsVersion: String, device: String, initial: String? = nil, platform: Platform = .iOS,
                           documentAttributes: String = "", scenes: [String]) -> String {
        let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(platform.documentType)" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="\(platform.runtime)" propertyAccessControl="none" useAutolayout="YES"\(platform.traitAttributes) \(documentAttributes)\(initialAttribute)>
            \(device)
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    enum Platform {
        case iOS, tvOS

        var documentType: String {
            self == .iOS ? "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" : "com.apple.InterfaceBuilder.AppleTV.Storyboard"
        }
        var runtime: String { self == .iOS ? "iOS.CocoaTouch" : "AppleTV" }
        var traitAttributes: String { self == .iOS ? #" useTraitCollections="YES""# : "" }
    }

    /// The legacy top and bottom layout guides (`viewControllerLayoutGuide`) with these ids.
    struct LegacyGuides {
        var top: String, bottom: String
    }

    /// A view controller's scene: its root view `rootID` (`width` × `height`, autoresizing)
    /// holds `subviews` and `constraints` (XML); `attributes` go on the controller element,
    /// `after` (XML: `edgesForExtendedLayout`, a navigation item, simulated metrics…) after
    /// its view, and `segues` in its connections.
    static func viewController(_ id: String, attributes: String = "", guides: LegacyGuides? = nil, rootID: String,
                               width: Int, height: Int, subviews: String, constraints: String,
                               after: String = "", segues: String = "") -> String {
        let layoutGuides = guides.map {
            """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="\($0.top)"/>
                <viewControllerLayoutGuide type="bottom" id="\($0.bottom)"/>
            </layoutGuides>
            """
        } ?? ""
        return """
        <scene sceneID="s-\(id)">
            <objects>
                <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                    \(layoutGuides)
                    <view key="view" contentMode="scaleToFill" id="\(rootID)">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                    </view>
                    \(after)
                    \(segues.isEmpty ? "" : "<connections>\(segues)</connections>")
                </viewController>
            </objects>
        </scene>
        """
    }

    /// An iPhone 8 controller's scene (375 × 667 root `id-root`, legacy guides `id-top` and
    /// `id-bottom`, a navigation item titled `id`) whose root holds `id-box`, 40 high across
    /// its width, on its top guide (`onTop`) or 18 above its bottom guide: where the box
    /// lies says which bars cover the controller. `attributes` go on the controller element,
    /// `edges` (XML: `edgesForExtendedLayout`) before the navigation item, `segues` in its
    /// connections.
    static func boxedViewController(_ id: String, onTop: Bool = false, attributes: String = "", edges: String = "",
                                    segues: String = "") -> String {
        let edge = onTop
            ? #"<constraint firstItem="\#(id)-box" firstAttribute="top" secondItem="\#(id)-top" secondAttribute="bottom" id="\#(id)-c4"/>"#
            : #"<constraint firstItem="\#(id)-bottom" firstAttribute="top" secondItem="\#(id)-box" secondAttribute="bottom" constant="18" id="\#(id)-c4"/>"#
        return viewController(
            id, attributes: attributes, guides: .init(top: "\(id)-top", bottom: "\(id)-bottom"), rootID: "\(id)-root",
            width: 375, height: 667,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="\(id)-c3"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-c1"/>
                <constraint firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" id="\(id)-c2"/>
                \(edge)
                """,
            after: edges + #"<navigationItem key="navigationItem" title="\#(id)" id="\#(id)-item"/>"#, segues: segues)
    }

    /// A navigation controller's scene whose root controller is `root`; `attributes` go on
    /// its element and `barAttributes` on its bar, stored at `barFrame` (XML), by default a
    /// 44-point bar below an iPhone 8's status bar; `toolbar` (XML) after the bar.
    static func navigationController(_ id: String = "nav", root: String, attributes: String = "", barID: String = "bar",
                                     barAttributes: String = "",
                                     barFrame: String = #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#,
                                     toolbar: String = "") -> String {
        """
        <scene sceneID="s-\(id)">
            <objects>
                <navigationController \(attributes) id="\(id)" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="\(barID)">
                        \(barFrame)
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    \(toolbar)
                    <connections>
                        <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    /// A tab bar controller's scene showing `tabs` (controller ids, in order); `before`
    /// (XML, such as simulated bar metrics) comes before its bar, stored at `barFrame`.
    static func tabBarController(_ id: String = "tabs", tabs: [String], before: String = "", barID: String = "tab-bar",
                                 barFrame: String) -> String {
        let segues = tabs.enumerated().map { index, tab in
            #"<segue destination="\#(tab)" kind="relationship" relationship="viewControllers" id="\#(id)-\#(index)"/>"#
        }
        return """
        <scene sceneID="s-\(id)">
            <objects>
                <tabBarController id="\(id)" sceneMemberID="viewController">
                    \(before)
                    <tabBar key="tabBar" contentMode="scaleToFill" id="\(barID)">
                        \(barFrame)
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        \(segues.joined(separator: "\n"))
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        """
    }

    /// A split view controller's scene whose columns show `master` and `detail`.
    static func splitViewController(_ id: String, master: String, detail: String) -> String {
        """
        <scene sceneID="s-\(id)">
            <objects>
                <splitViewController id="\(id)" sceneMemberID="viewController">
                    <connections>
                        <segue destination="\(master)" kind="relationship" relationship="masterViewController" id="\(id)-m"/>
                        <segue destination="\(detail)" kind="relationship" relationship="detailViewController" id="\(id)-d"/>
                    </connections>
                </splitViewController>
            </objects>
        </scene>
        """
    }
}
