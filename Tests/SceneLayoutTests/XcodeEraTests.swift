@testable import SceneLayout
import SceneModel
import Testing

@Suite struct XcodeEraTests {
    @Test func versionsCompareByToolsVersion() {
        #expect(XcodeEra.isAtLeast(XcodeEra.xcode26, 24127))
        #expect(!XcodeEra.isAtLeast(XcodeEra.xcode26, 23504))
        #expect(!XcodeEra.isAtLeast(XcodeEra.xcode26, nil))
    }

    @Test func betaPlaceholderActsAsBeforeXcode15_3() {
        // 32700.99.1234 is what beta builds write; the corpus shows them behaving as
        // Xcode 15.2 and earlier, and after everything older.
        #expect(!XcodeEra.isAtLeast(XcodeEra.xcode26, 32700.99))
        #expect(XcodeEra.isAtLeast(20000, 32700.99))
    }

    @Test func betaBuildsTakeTheirEraFromThePlugInVersion() throws {
        // Beta builds write toolsVersion 32700.99.1234 and their own plug-in version.
        func header(_ dependencies: String) throws -> DocumentHeader {
            try LayoutFixture.document("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                    <dependencies>\(dependencies)</dependencies>
                    <objects/>
                </document>
                """, path: "beta.xib").header
        }
        let beta = try header(#"<plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22690"/>"#)
        #expect(beta.eraToolsVersion == 22690)
        #expect(beta.toolsVersion == "32700.99.1234")
        // Without a plug-in the placeholder stays, read as before Xcode 26.
        #expect(try header("").eraToolsVersion == 32700.99)
    }

}
