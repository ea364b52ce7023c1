import Testing
import SceneLayout
import SceneModel

/// The size classes of a document's own configuration, read from its `<device>` (its
/// idiom, model and orientation), decide which variations Xcode applied to the frames it
/// stored: iPhones are compact in width and regular in height in portrait and compact in
/// both in landscape, but for the wide ones (the Plus and Max models, the XR and 11),
/// regular in width in landscape; iPads are regular in both in either orientation; a
/// document saved with no device (Xcode 6–7's 600 × 600 canvas) is Any/Any, where only
/// the `default` variation applies. Laid out end to end (`documentTraits`, the resolver,
/// the equations): one box whose height each class pair sets and a view installed only
/// on wide phones in landscape. Every document with class-specific variations active in
/// its stored configuration (corpus and fresh sets, session 22: 13 owners' per-class
/// constants, 15 owners' constraint masks) lays them out as Xcode stored them
/// (AccuracyLog, session 22, var26).
@Suite struct DocumentSizeClassTests {
    static let subviews = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
            <constraints>
                <constraint firstAttribute="height" constant="10" id="boxHeight">
                    <variation key="heightClass=regular-widthClass=compact" constant="20"/>
                    <variation key="heightClass=compact-widthClass=compact" constant="30"/>
                    <variation key="heightClass=compact-widthClass=regular" constant="40"/>
                    <variation key="heightClass=regular-widthClass=regular" constant="50"/>
                </constraint>
                <constraint firstAttribute="width" constant="100" id="boxWidth"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
            <rect key="frame" x="0.0" y="100" width="100" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wideLandscapeOnly">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                </view>
            </subviews>
            <variation key="default">
                <mask key="subviews">
                    <exclude reference="wideLandscapeOnly"/>
                </mask>
            </variation>
            <variation key="heightClass=compact-widthClass=regular">
                <mask key="subviews">
                    <include reference="wideLandscapeOnly"/>
                </mask>
            </variation>
        </view>
        """

    static let constraints = """
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="boxTop"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="boxLeading"/>
        """

    /// The box's solved height and whether the masked view is installed, for a document
    /// saved by `toolsVersion` with the `<device>` line given (empty: none).
    func laidOut(toolsVersion: String, device: String) throws -> (height: Double?, wideLandscapeViewInstalled: Bool) {
        let text = LayoutFixture.storyboard(
            document: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
            device: device, width: 600, height: 600, subviews: Self.subviews, constraints: Self.constraints)
        let document = try LayoutFixture.document(text)
        let layout = SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document))
        let views = Dictionary(layout.allViews.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return (views["box"]?.frame.height, views["wideLandscapeOnly"]?.installed ?? false)
    }

    /// The same for a document saved by Xcode 14 (21701) on device `id` (a phone or an iPad).
    func onDevice(_ id: String, _ orientation: String) throws -> (height: Double?, wideLandscapeViewInstalled: Bool) {
        try laidOut(toolsVersion: "21701", device: #"<device id="\#(id)" orientation="\#(orientation)" appearance="light"/>"#)
    }

    @Test func aDocumentWithoutADeviceIsAnyAny() throws {
        let result = try laidOut(toolsVersion: "6254", device: "")
        #expect(result.height == 10)
        #expect(!result.wideLandscapeViewInstalled)
    }

    @Test func iPhonesInPortraitAreCompactWidthRegularHeight() throws {
        for id in ["retina4_0", "retina4_7", "retina5_5", "retina6_1", "retina6_7"] {
            let result = try onDevice(id, "portrait")
            #expect(result.height == 20, "\(id)")
            #expect(!result.wideLandscapeViewInstalled, "\(id)")
        }
    }

    @Test func narrowIPhonesInLandscapeAreCompactInBoth() throws {
        for id in ["retina4_0", "retina4_7", "retina5_9", "retina6_12"] {
            let result = try onDevice(id, "landscape")
            #expect(result.height == 30, "\(id)")
            #expect(!result.wideLandscapeViewInstalled, "\(id)")
        }
    }

    @Test func wideIPhonesInLandscapeAreRegularWidthCompactHeight() throws {
        for id in ["retina5_5", "retina6_1", "retina6_5", "retina6_7"] {
            let result = try onDevice(id, "landscape")
            #expect(result.height == 40, "\(id)")
            #expect(result.wideLandscapeViewInstalled, "\(id)")
        }
    }

    @Test func iPadsAreRegularInBothOrientations() throws {
        for orientation in ["portrait", "landscape"] {
            let result = try onDevice("ipad9_7", orientation)
            #expect(result.height == 50, "\(orientation)")
            #expect(!result.wideLandscapeViewInstalled, "\(orientation)")
        }
    }
}
