import SceneLayout
import SceneModel
import Testing

extension AppKitControlInsetTests {
    @Test func regularPopUpsOverhangTwoAboveAndThreeBelowBeforeXcode10() throws {
        // A 26-point regular pop-up held 20 below the root's top: before Xcode 10 its frame
        // starts 2 above the rectangle (y-up 200 − 18 − 26 = 156), not 1 (155): MacDown
        // 12118, PostgresApp 10117, KeepingYouAwake 11762, UPImage 10117 (session 16,
        // pool19). From Xcode 10 a 25-point one starts 1 above (156 too).
        #expect(try frame(of: Self.popUp(width: 100, height: 26), toolsVersion: "11762") == rect(18, 156, 100, 26))
        #expect(try frame(of: Self.popUp(width: 100, height: 26), toolsVersion: "10117") == rect(18, 156, 100, 26))
        #expect(try frame(of: Self.popUp(width: 100, height: 25), toolsVersion: "14113") == rect(18, 156, 100, 25))
    }
}
