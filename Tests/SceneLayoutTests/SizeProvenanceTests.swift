import SceneLayout
import SceneModel
import Testing

/// `ViewLayout.sizeProvenance`: where a length the constraints did not decide came from.
@Suite struct SizeProvenanceTests {
    static let document = LayoutFixture.storyboard(
        subviews: """
        <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
            <rect key="frame" x="16" y="20" width="45" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        <switch contentHorizontalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="swt">
            <rect key="frame" x="16" y="60" width="51" height="31"/>
        </switch>
        <view placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="plc">
            <rect key="frame" x="16" y="100" width="120" height="30"/>
        </view>
        <view contentMode="scaleToFill" id="frm">
            <rect key="frame" x="16" y="140" width="100" height="40"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
        </view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="pin">
            <rect key="frame" x="16" y="200" width="343" height="40"/>
        </view>
        """,
        constraints: """
        <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
        <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        <constraint firstItem="swt" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
        <constraint firstItem="swt" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c4"/>
        <constraint firstItem="plc" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
        <constraint firstItem="plc" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c6"/>
        <constraint firstItem="pin" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c7"/>
        <constraint firstItem="root" firstAttribute="trailing" secondItem="pin" secondAttribute="trailing" constant="16" id="c8"/>
        <constraint firstItem="pin" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c9"/>
        <constraint firstItem="pin" firstAttribute="height" constant="40" id="c10"/>
        """)

    func provenances(device: String? = nil) throws -> [String: SizeProvenance?] {
        let document = try LayoutFixture.document(Self.document)
        let layout = SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: device))
        return Dictionary(uniqueKeysWithValues: layout.allViews.map { ($0.id, $0.sizeProvenance) })
    }

    @Test func lengthsAtTheirIntrinsicSizeNameItsSource() throws {
        let own = try provenances()
        #expect(own["lbl"] == SizeProvenance(width: .storedFrame, height: .storedFrame), "a label's text size, as Xcode stored it")
        #expect(own["swt"] == SizeProvenance(width: .fixedControl, height: .fixedControl))
        #expect(own["plc"] == SizeProvenance(width: .placeholder, height: .placeholder))
        #expect(own["frm"] == SizeProvenance(width: .autoresizing, height: .autoresizing))
        #expect(own["pin"] == .some(nil), "both lengths decided by constraints")
        #expect(own["root"] == .some(nil))
    }

    @Test func aStretchedLengthIsNotBorrowed() throws {
        // On a wider phone the pinned view grows with the root; the label keeps its text size.
        let wide = try provenances(device: "retina6_7")
        #expect(wide["pin"] == .some(nil))
        #expect(wide["lbl"]??.width == .storedFrame)
    }
}
