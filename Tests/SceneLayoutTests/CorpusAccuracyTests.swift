import Foundation
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// Resolving each real document for its own device must reproduce the frames Xcode saved
/// in it, measured honestly (`HonestCorpusMeasure`: stored positions of constraint-placed
/// views moved first, counted exactly as `shared/tools/oracle.py --honest` counts). Prints
/// each file, the total and each category.
@Suite struct CorpusAccuracyTests {
    /// The honest rate reached so far; the test fails if a change goes below it.
    // The NSStackView edge-inset rule (acc-mac11) frees 54 views from false conflicts
    // (39 agree, 11 do not), which the rate counts again (see AccuracyLog, acc-mac11):
    // 91.69 % of 8,618 before it, 91.61 % of 8,668 after (39 more views right).
    // Open sizes' stays above open positions' (session 9, lead): 91.89 %.
    // Bordered bevel controls' overhangs (session 10, acc-mac12): 91.92 % (7,968 of 8,668);
    // With modal show segues (acc-ios12) merged: 92.01 % (7,975 of 8,668).
    // AppKit roots giving way to their content's required constraints (macroot12) free
    // Sequel-Ace's import accessory from a false conflict: its 14 views are counted again
    // (3 more right, 11 wrong from the NSTabView bezel the tool does not know):
    // 91.89 % (7,978 of 8,682); no view counted before gets worse.
    // Small pop-ups' and small check boxes' overhangs before Xcode 12.2 (acc-mac13):
    // 92.00 % (7,988 of 8,682; MacDown 5 and TableTool 5 more right, none worse).
    // Self-sizing rows stored shorter than their content (acc-ios13): 92.14 % (8,000 of
    // 8,682; Esri 7, KeePassium 3 and AdguardForiOS 2 more right, none worse).
    // Session 11 (acc-mac14): symbol images' padding measured by the stored frame around
    // an image view's or image-only button's own size: 92.16 % (8,001 of 8,682; 6 + 5
    // projects, none worse).
    // All of session 11 merged (acc-ios13, acc-mac14, xdev13's navigation toolbar):
    // 92.31 % (8,014 of 8,682).
    // Session 11 (stackhug14): an NSStackView hugging across at 1000 fits its views at 999
    // instead of squeezing them into a false conflict (mac-mouse-fix's trial row: 8 more
    // right, 3 counted again), gaps between gravity areas held to the spacing:
    // 92.37 % (8,022 of 8,685), no view worse.
    // Session 12 (acc-ios15): Xcode 16+ canvases inset notched iPhones' safe areas twice
    // (seafile's folder views: 2 more right): 92.39 % (8,024 of 8,685), no view worse.
    // Session 12 (acc-mac16): NSStackView's alignment gives way to its views' compression
    // resistance (DuckDuckGo, hidden, OpenEmu: 8 more right): 92.48 % (8,032 of 8,685).
    // Session 13 (acc-ios16): tvOS roots' side margins 30 beyond the safe area
    // (TvOSMoreButton: 3 more right): 92.52 % (8,035 of 8,685; floor 92.51), no view worse.
    // Session 13 (acc-mac17): NSGridView's baseline rows, round-rect and textured rounded
    // buttons' shadow below (OpenEmu, Fluor ×2, Sequel-Ace: 4 more right): 92.52 % (8,036).
    // Session 13 (cols17): table cell views at their columns' x (OpenEmu's cores table 5
    // more right, simplenote's notes cell 1 less): 92.61 % (8,043 of 8,685).
    // Session 13 (base17): UIKit's textless first baselines at the top, dynamic-type sizes
    // in baselines, stacks' baselines from their arranged views (KeePassium 1, WWDC's
    // preferences 6 more right, no view worse): 92.64 % alone (8,046 by the oracle); with
    // cols17 merged: 92.69 % (8,050 of 8,685).
    // Session 14 (fresh-ios17): UIKit symbol image views keep their stored padding
    // (KeePassium 1), Xcode 6 roots' 16-point margins (youtube 6): 92.77 % (8,057 of 8,685).
    // Session 15: table cells' margins from their table's width (accmap18: KeePassium 6),
    // an NSStackView's hugging below its views' resistance (amb18: Fluor 4), small
    // segmented controls' 18-point rectangle (tie18: TableTool 6): 92.95 % (8,073 of
    // 8,685), no view worse.
    // Session 16: regular pop-ups before Xcode 10 overhang 2 above and 3 below (fresh-mac19:
    // MacDown 1), roots 390 and 393 points wide keep 16-point margins (pool19: passforios
    // 1): 92.98 % (8,075 of 8,685), no view worse; regular radio buttons before Xcode 12.2
    // overhang 1 before and 2 after (stack19: Fluor 3): 93.01 % (8,078 of 8,685).
    // Session 17: small push buttons before Xcode 12.2 overhang 5 at the sides (pool21:
    // Scroll-Reverser 3): 93.05 % (8,081 of 8,685), no view worse; a XIB's top-level table
    // cell takes its side margins from its own width (cellmargin21: ProtonVPN 2): 93.07 %
    // (8,083 of 8,685), no view worse.
    // Session 19: no view's size is negative (optional23: Fusuma 3, Lockdown 1), an
    // NSStackView hugs across at its stack hugging priority (stack23: pock 3): 93.15 %
    // (8,090 of 8,685), no view worse; tvOS documents of Xcode 11 on at 2x (round23:
    // PopcornTimeTV 1): 93.16 % (8,091 of 8,685), no view worse.
    // Session 20: top-level cells that preserve margins inset 15 in Xcode 10.2–11.x (era24:
    // passforios 3), combo boxes' insets before Xcode 26 (metric24: Sequel-Ace 2), a scroll
    // view's content without a vertical safe area (pool24: corona-warn-app 11): 93.34 %
    // (8,107 of 8,685), no view worse.
    // Session 21: bars through tab bar and split view controllers (pool25: passforios 1),
    // image-only AppKit buttons saved a half point wide line up on the whole point below
    // (imagebutton25: pock 3, xjbeta 7): 93.47 % (8,118 of 8,685), no view worse.
    // Session 22: regular help buttons before Xcode 26 line up on a 20-point square (era26:
    // dwarvesf 12): 93.61 % (8,130 of 8,685), no view worse.
    static let floor = 93.60

    struct Tally {
        var agreeing = 0, total = 0, conflicting = 0, files = 0
        var rate: Double { total == 0 ? 100 : 100 * Double(agreeing) / Double(total) }
        mutating func add(_ result: HonestCorpusMeasure.Result) {
            agreeing += result.agreeing
            total += result.total
            conflicting += result.conflicting
            files += 1
        }
    }

    @Test(.enabled(if: Corpus.isAvailable)) func corpusFramesAgreeWithXcode() throws {
        var total = Tally()
        var byCategory: [String: Tally] = [:]
        var lines: [String] = []
        let files = Corpus.documents
        for file in files {
            let result = try HonestCorpusMeasure.measure(path: file.path)
            total.add(result)
            for category in HonestCorpusMeasure.categories(of: try SceneDocument.load(contentsOf: file.path)) {
                byCategory[category, default: Tally()].add(result)
            }
            lines.append("\(result.agreeing)/\(result.total)  \(file.lastPathComponent)"
                         + (result.mismatches.isEmpty ? "" : "  differ: \(result.mismatches.prefix(8).joined(separator: " "))"))
        }
        print(lines.joined(separator: "\n"))
        print("honest agreement by category:")
        for (name, tally) in byCategory.sorted(by: { $0.key < $1.key }) {
            print(String(format: "  %-28@ %6.2f%% of %5d views in %3d documents", name as NSString, tally.rate, tally.total, tally.files))
        }
        // The left-out count is of constrained views; oracle.py's also counts views placed
        // by their container, autoresizing or fixed frames that sit in a reported conflict
        // (one more today: a collection view cell in duckduckgo's tab switcher).
        print(String(format: "honest corpus agreement: %.2f%% of %d constrained views in %d documents, %d constrained views in reported conflicts left out (floor %.2f%%)",
                     total.rate, total.total, files.count, total.conflicting, Self.floor))
        #expect(!files.isEmpty)
        #expect(total.rate >= Self.floor)
    }
}
