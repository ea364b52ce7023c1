import SceneLayout
import SceneModel
import Testing

/// An Xcode 6-7 cell resized from the template keeps its content view stored at 320 × 43;
/// Xcode laid it out filling the cell (less a standard accessory's area). Modelled on
/// infinitio's settings cell (xib21, 6751) and liujinlongxa's product cell (xib22, 6250).
@Suite struct StaleTemplateContentViewTests {
    static func xib(toolsVersion: String, width: Int = 600, accessory: String? = nil) -> String {
        let accessoryAttribute = accessory.map { " accessoryType=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default"\(accessoryAttribute) indentationWidth="10" rowHeight="50" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="65" y="15" width="470" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="65" id="l"/>
                            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="65" id="r"/>
                            <constraint firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" id="c"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test func xcode6LaysTheTemplateContentViewOutFillingTheCell() throws {
        // 600 wide less 65 on each side; centred in 49.5 (the separator's row), on whole points.
        let frames = try ContentSizeOnOtherDeviceTests.frames(Self.xib(toolsVersion: "6751"), device: nil)
        #expect(frames["bar"]?.width == 470)
        #expect(frames["content"]?.height == 49.5 || frames["content"]?.height == 49)
        // Xcode 8 on: the stored content view is the cell's (none of the corpus is short).
        let later = try ContentSizeOnOtherDeviceTests.frames(Self.xib(toolsVersion: "11762"), device: nil)
        #expect(later["bar"]?.width == 190)
    }

    @Test func theTemplateContentViewLeavesTheAccessoryItsArea() throws {
        // A disclosure indicator takes 33 points before Xcode 9: a 287-point content view
        // on a 320-point cell, the bar 65 from both sides (liujinlongxa's labels end 20
        // before a trailing margin at 279).
        let disclosure = try ContentSizeOnOtherDeviceTests.frames(
            Self.xib(toolsVersion: "6250", width: 320, accessory: "disclosureIndicator"), device: nil)
        #expect(disclosure["content"]?.width == 287)
        #expect(disclosure["bar"]?.width == 157)
        // An accessory whose area no document shows keeps the whole cell.
        let unknown = try ContentSizeOnOtherDeviceTests.frames(
            Self.xib(toolsVersion: "6250", width: 320, accessory: "detailDisclosureButton"), device: nil)
        #expect(unknown["bar"]?.width == 190)
    }

    @Test func theFilledContentViewIsNotMisplaced() throws {
        // Its cell places it (CatchChat, MIT, infinitio, PCOnline: none flagged by Xcode).
        let document = try LayoutFixture.document(Self.xib(toolsVersion: "6751"), path: "inline.xib")
        let layout = SceneLayoutEngine().layout(document)
        #expect(!layout.diagnostics.contains { $0.kind == .misplaced && $0.items.contains("content") }, "\(layout.diagnostics)")
    }
}
