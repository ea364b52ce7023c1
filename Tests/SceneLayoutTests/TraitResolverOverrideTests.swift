import Testing
import SceneLayout
import SceneModel

/// A `<variation>` overrides attributes of its view for the traits it names; the resolver
/// applies the overrides to the model's typed values, and the written values stand for
/// every other trait collection.
@Suite struct TraitResolverOverrideTests {
    static let text = LayoutFixture.storyboard(subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="horizontal" distribution="fill" spacing="10" horizontalHuggingPriority="300" semanticContentAttribute="forceLeftToRight" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
            <variation key="heightClass=compact" axis="vertical" distribution="fillEqually" spacing="4" hidden="YES" horizontalHuggingPriority="200" verticalCompressionResistancePriority="999" semanticContentAttribute="forceRightToLeft"/>
            <variation key="widthClass=regular" distribution="notADistribution"/>
        </stackView>
        """, constraints: "")

    func resolver(compactHeight: Bool, regularWidth: Bool = false) throws -> (TraitResolver, View) {
        let document = try LayoutFixture.document(Self.text)
        var traits = DeviceTable.documentTraits(document.header)
        if compactHeight { traits.heightClass = .compact }
        if regularWidth { traits.widthClass = .regular }
        let stack = try #require(document.scenes.flatMap(\.allViews).first { $0.id == "stack" })
        return (TraitResolver(traits: traits), stack)
    }

    @Test func writtenValuesStandWhereNoVariationMatches() throws {
        let (resolver, stack) = try resolver(compactHeight: false)
        #expect(!resolver.isHidden(stack))
        #expect(resolver.priority(.horizontalHugging, of: stack) == 300)
        #expect(resolver.priority(.verticalCompressionResistance, of: stack) == nil)
        #expect(resolver.semanticContentAttribute(of: stack) == "forceLeftToRight")
        let attributes = try #require(resolver.stackAttributes(of: stack))
        #expect(attributes.axis == .horizontal && attributes.distribution == .fill && attributes.spacing == 10)
    }

    @Test func aMatchingVariationOverridesTheTypedValues() throws {
        let (resolver, stack) = try resolver(compactHeight: true)
        #expect(resolver.isHidden(stack))
        #expect(resolver.priority(.horizontalHugging, of: stack) == 200)
        #expect(resolver.priority(.verticalCompressionResistance, of: stack) == 999)
        #expect(resolver.semanticContentAttribute(of: stack) == "forceRightToLeft")
        let attributes = try #require(resolver.stackAttributes(of: stack))
        #expect(attributes.axis == .vertical && attributes.distribution == .fillEqually && attributes.spacing == 4)
    }

    @Test func anOverrideWithAnUnknownValueIsIgnored() throws {
        let (resolver, stack) = try resolver(compactHeight: false, regularWidth: true)
        #expect(resolver.stackAttributes(of: stack)?.distribution == .fill)
    }
}
