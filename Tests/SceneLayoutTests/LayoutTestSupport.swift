import Foundation
import SceneLayout
import SceneModel
import SceneXML
import TestSupport

/// Loads an example or inline document and lays it out.
enum LayoutFixture {
    static func example(_ name: String) throws -> SceneDocument {
        try SceneDocument.load(contentsOf: Corpus.examplesDirectory.appendingPathComponent("\(name).storyboard").path)
    }

    static func document(_ text: String, path: String = "inline.storyboard") throws -> SceneDocument {
        try SceneDocument(xml: SceneXMLDocument(bytes: Array(text.utf8), path: path))
    }

    static func traits(_ document: SceneDocument, device: String? = nil, orientation: String = "portrait", rtl: Bool = false) -> TraitCollection {
        var traits: TraitCollection
        if let device, let profile = DeviceTable.device(device) {
            traits = DeviceTable.traits(device: profile, orientation: orientation, toolsVersion: document.header.toolsVersionNumber)
        } else {
            traits = DeviceTable.documentTraits(document.header)
        }
        if rtl { traits.layoutDirection = .rightToLeft }
        return traits
    }

    /// A storyboard of one view controller on an iPhone 8 (retina4_7, toolsVersion 21701)
    /// whose root view, sized `width` × `height`, holds `subviews` and `constraints` (XML).
    static func storyboard(width: Int = 375, height: Int = 667, documentAttributes: String = "",
                           subviews: String, constraints: String) -> String {
        storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \#(documentAttributes)"#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#,
            width: width, height: height, subviews: subviews, constraints: constraints)
    }

    /// The same scene with the `<document>` element's attributes, the `<device>` line and
    /// the root view's safe-area guide (id `safe`, when asked for) given.
    static func storyboard(document: String, device: String, width: Int, height: Int, safeArea: Bool = false,
                           subviews: String, constraints: String) -> String {
        DocumentFixture.oneControllerStoryboard(document: document, device: device, width: width, height: height,
                                                safeArea: safeArea, subviews: subviews, constraints: constraints)
    }

    /// An iOS storyboard saved by `toolsVersion` whose root holds `box` on its safe area's
    /// four edges; `device` is the `<device>` line (empty for a device-less document). The
    /// safe area's insets are then `box`'s distances from the root's edges.
    static func safeAreaBoxStoryboard(toolsVersion: String, device: String, width: Int, height: Int) throws -> SceneDocument {
        let text = storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: device, width: width, height: height, safeArea: true,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="box" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c2"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c4"/>
                """)
        return try document(text)
    }

    /// An AppKit table's prototype cell view `id` whose content view (`id-content`) is
    /// pinned to its four edges, with `attributes` on the cell view, its frame's `y`,
    /// `width` and `height` as written, and `extraConstraints` after the four pins
    /// (`TableRowPlacementTests`, `TableColumnPlacementTests`).
    static func pinnedTableCellView(_ id: String, attributes: String = "", y: String, width: String, height: String,
                                    extraConstraints: String = "") -> String {
        """
        <tableCellView \(attributes)translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
            <subviews>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                </customView>
            </subviews>
            <constraints>
                <constraint firstItem="\(id)-content" firstAttribute="top" secondItem="\(id)" secondAttribute="top" id="\(id)-k1"/>
                <constraint firstItem="\(id)-content" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" id="\(id)-k2"/>
                <constraint firstAttribute="trailing" secondItem="\(id)-content" secondAttribute="trailing" id="\(id)-k3"/>
                <constraint firstAttribute="bottom" secondItem="\(id)-content" secondAttribute="bottom" id="\(id)-k4"/>
        \(extraConstraints)
            </constraints>
        </tableCellView>
        """
    }

    /// Frames by view id.
    static func frames(_ layout: DocumentLayout) -> [String: Rect] {
        Dictionary(layout.allViews.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    /// Frames by the views' user labels (the examples name every view).
    static func framesByLabel(_ document: SceneDocument, _ layout: DocumentLayout) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for view in layout.allViews {
            if let label = document.viewsByID[view.id]?.userLabel { result[label] = view.frame }
        }
        return result
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

extension LayoutFixture {
    /// A navigation controller (`navigationAttributes` on its element, `barAttributes` on
    /// its bar, `barFrame` its stored frame as XML) whose root controller's view
    /// (`rootWidth` × `rootHeight`, with `guides` XML: legacy layout guides or a safe area)
    /// holds a 10-point `box` at the root's leading edge whose top is set by `topConstraint`
    /// (XML, id `c1`). `scenesBefore` (XML) come first, such as a controller presenting `nav`.
    static func navigationStoryboard(document: String, device: String, scenesBefore: String = "", navigationAttributes: String = "",
                                     barAttributes: String = "", barFrame: String = "", toolbar: String = "",
                                     rootWidth: Int, rootHeight: Int, guides: String, topConstraint: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document \(document)>
            \(device)
            <scenes>
                \(scenesBefore)
        \(ControllerFixture.navigationController(root: "vc", attributes: navigationAttributes, barAttributes: barAttributes,
                                                 barFrame: barFrame, toolbar: toolbar))
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            \(guides.contains("viewControllerLayoutGuide") ? "<layoutGuides>\(guides)</layoutGuides>" : "")
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(rootWidth)" height="\(rootHeight)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    </view>
                                </subviews>
                                \(guides.contains("viewLayoutGuide") ? guides : "")
                                <constraints>
                                    \(topConstraint)
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
