import Testing
import SceneLayout
import SceneModel

/// Which constraints and subviews a size class installs, and which constant it gives: the
/// `default` variation's masks first (the Any/Any base), then every matching class's, the
/// more specific after the less, so the last word is the most specific one's. Per-class
/// constants follow the same order. The patterns are those of the var21 fresh set (session
/// 17): masks in `default`, `heightClass=compact`, `widthClass=compact` and their pair
/// (Happymilk's converter), a subview included only in wR hR (mnknegi, MelanyG), a constant
/// varied for hC, wR and hC-wR at once (Happymilk's web view); its eleven documents stored
/// on a device lay out as Xcode stored them.
@Suite struct TraitResolverInstallationTests {
    static let text = LayoutFixture.storyboard(subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="0.0" y="100" width="100" height="20"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="top" secondItem="box" secondAttribute="top" id="everywhereButCompactHeight"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="box" secondAttribute="top" constant="8" id="compactHeightOnly"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="compactWidthButNotBothCompact"/>
                <constraint firstItem="a" firstAttribute="height" constant="20" id="height">
                    <variation key="heightClass=compact" constant="10"/>
                    <variation key="widthClass=regular" constant="30"/>
                    <variation key="heightClass=compact-widthClass=regular" constant="0.0"/>
                </constraint>
            </constraints>
            <variation key="default">
                <mask key="subviews">
                    <exclude reference="b"/>
                </mask>
                <mask key="constraints">
                    <exclude reference="compactHeightOnly"/>
                    <exclude reference="compactWidthButNotBothCompact"/>
                </mask>
            </variation>
            <variation key="heightClass=compact">
                <mask key="constraints">
                    <include reference="compactHeightOnly"/>
                    <exclude reference="everywhereButCompactHeight"/>
                </mask>
            </variation>
            <variation key="widthClass=compact">
                <mask key="constraints">
                    <include reference="compactWidthButNotBothCompact"/>
                </mask>
            </variation>
            <variation key="heightClass=compact-widthClass=compact">
                <mask key="constraints">
                    <exclude reference="compactWidthButNotBothCompact"/>
                </mask>
            </variation>
            <variation key="heightClass=regular-widthClass=regular">
                <mask key="subviews">
                    <include reference="b"/>
                </mask>
            </variation>
        </view>
        """, constraints: "")

    struct Resolved: Equatable {
        var installed: Set<String>
        var bInstalled: Bool
        var height: Double
    }

    /// What the resolver installs in `box` for the size classes given (nil: Any).
    func resolve(width: SizeClass?, height: SizeClass?) throws -> Resolved {
        let document = try LayoutFixture.document(Self.text)
        var traits = DeviceTable.documentTraits(document.header)
        traits.widthClass = width
        traits.heightClass = height
        let resolver = TraitResolver(traits: traits)
        let box = try #require(document.viewsByID["box"])
        let b = try #require(document.viewsByID["b"])
        let installed = Set(box.constraints.filter { resolver.isInstalled($0, owner: box) }.map(\.id))
        let heightConstraint = try #require(box.constraints.first { $0.id == "height" })
        return Resolved(installed: installed, bInstalled: resolver.isInstalled(subview: b, in: box),
                        height: resolver.constant(of: heightConstraint))
    }

    @Test func theAnyAnyBaseTakesOnlyTheDefaultMasks() throws {
        #expect(try resolve(width: nil, height: nil) == Resolved(
            installed: ["everywhereButCompactHeight", "height"], bInstalled: false, height: 20))
    }

    @Test func aClassIncludesWhatTheDefaultExcludes() throws {
        #expect(try resolve(width: .compact, height: .regular) == Resolved(
            installed: ["everywhereButCompactHeight", "compactWidthButNotBothCompact", "height"], bInstalled: false, height: 20))
        #expect(try resolve(width: .regular, height: .regular) == Resolved(
            installed: ["everywhereButCompactHeight", "height"], bInstalled: true, height: 30))
    }

    @Test func theMostSpecificClassHasTheLastWord() throws {
        #expect(try resolve(width: .compact, height: .compact) == Resolved(
            installed: ["compactHeightOnly", "height"], bInstalled: false, height: 10))
        #expect(try resolve(width: .regular, height: .compact) == Resolved(
            installed: ["compactHeightOnly", "height"], bInstalled: false, height: 0))
    }
}
