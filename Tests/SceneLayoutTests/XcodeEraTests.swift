@testable import SceneLayout
import Testing

@Suite struct XcodeEraTests {
    @Test func versionsCompareByToolsVersion() {
        #expect(XcodeEra.isAtLeast(XcodeEra.xcode15_3, 24127))
        #expect(!XcodeEra.isAtLeast(XcodeEra.xcode15_3, 23504))
        #expect(!XcodeEra.isAtLeast(XcodeEra.xcode15_3, nil))
    }

    @Test func betaPlaceholderActsAsBeforeXcode15_3() {
        // 32700.99.1234 is what beta builds write; the corpus shows them behaving as
        // Xcode 15.2 and earlier, and after everything older.
        #expect(!XcodeEra.isAtLeast(XcodeEra.xcode15_3, 32700.99))
        #expect(XcodeEra.isAtLeast(20000, 32700.99))
    }
}
