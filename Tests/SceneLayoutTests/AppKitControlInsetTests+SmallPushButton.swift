import SceneLayout
import SceneModel
import Testing
import TestSupport

extension AppKitControlInsetTests {
    @Test func smallPushButtonsOverhangSevenBelowFromXcode10() throws {
        // selfcontrol's 27-point small push button (19162) held 7 above its superview's
        // bottom sits at y = 0: 7 below its alignment rectangle. Before Xcode 10 its
        // 28-point frame overhangs 6 (SourceView-Swift, 13771), and 5 at the sides.
        let cell = Self.push + #" controlSize="small""#
        func bottomPinned(_ toolsVersion: String, height: Double) throws -> Rect? {
            let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: Self.button(cell: cell, width: 100, height: height), constraints: """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="7" id="k2"/>
                """)
            return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib")))["b"]
        }
        #expect(try bottomPinned("19162", height: 27) == rect(14, 0, 100, 27))
        #expect(try bottomPinned("13771", height: 28) == rect(15, 1, 100, 28))
    }

    @Test func smallPushButtonsOverhangFiveAtTheSidesBeforeXcode12_2() throws {
        // Scroll-Reverser's debug window (7702): small push buttons pinned 7 from the
        // leading and trailing edges are stored 2 in; after Xcode 12.2, 6 (selfcontrol,
        // 19162: 13 from the trailing edge, stored 7 in).
        let cell = Self.push + #" controlSize="small""#
        func pinned(_ toolsVersion: String) throws -> Rect? {
            let text = DocumentFixture.appKitXIB(toolsVersion: toolsVersion, subviews: Self.button(cell: cell, width: 100, height: 28), constraints: """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="7" id="k1"/>
                <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="6" id="k2"/>
                """)
            return LayoutFixture.frames(SceneLayoutEngine().layout(try LayoutFixture.document(text, path: "inline.xib")))["b"]
        }
        #expect(try pinned("7702")?.x == 2)
        #expect(try pinned("14313")?.x == 2)
        #expect(try pinned("19162")?.x == 1)
    }
}
