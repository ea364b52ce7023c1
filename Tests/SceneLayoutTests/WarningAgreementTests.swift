import Foundation
import SceneLayout
import SceneModel
import SceneXML
import Testing
import TestSupport

/// The ambiguous and misplaced views `resolve` reports, against the `ambiguous="YES"` and
/// `misplaced="YES"` Xcode saved, over the whole corpus in each document's own
/// configuration. Xcode mostly flags only the outermost misplaced view, so only views whose
/// superview is not reported misplaced count as reported; a second count takes every
/// misplaced view (`everyMisplacementFloor`). Precision and recall are printed;
/// the floors are the rates reached, raised as they improve.
@Suite struct WarningAgreementTests {
    /// Session 5 (ambiguity judged relative to the superview, as a frame is): 72 of 452
    /// ambiguity warnings on views Xcode flags, 72 of its 150 found (session 4, absolute:
    /// 74 of 631 and 74 of 150);
    /// 77 of 1,103 misplacement warnings, 77 of its 153 found (most other warnings are
    /// the accuracy misses themselves).
    /// Session 7 (AppKit metrics): 72 of 418 ambiguity warnings, 76 of 892 misplacement
    /// warnings; one misplaced view fewer found, Helium's 9059 image view, stored on the
    /// half-point tie that AppKit now rounds up the screen in every era (it rounded down
    /// before 20000; the honest measure gains 58 views more than it loses by the change).
    /// Session 7, merged, with touch bar items laid out as roots of their own at their
    /// design-time size: 72 of 398 ambiguity warnings, 76 of 807 misplacement warnings.
    /// Session 8 (helper warn8, Documents/AccuracyLog): views misplaced only in their
    /// determined parts, autoresizing views and AppKit's container-placed views not
    /// ambiguous, framed stack views' arranged views ambiguous where they follow its size:
    /// 96 of 389 ambiguity warnings, 96 of 150 found; 74 of 714 misplacement warnings,
    /// 74 of 153 found.
    /// Session 9: UIStackView's ambiguity suppression (arranged views' sizes across a
    /// stack that does not fill): 96 of 374 ambiguity warnings. acc-mac10's pop-up titles
    /// (labels on a pop-up's baseline where Xcode drew them) and earlier small check boxes:
    /// 74 of 634 misplacement warnings.
    /// acc-mac11: NSStackView's arranged views' sizes across settled the same way: 96 of 351;
    /// an NSStackView's edge insets held through its alignment (no false conflicts in
    /// DuckDuckGo's alert, OpenEmu's shader rows): 96 of 341. acc-ios10's rules: 74 of 627
    /// misplacement warnings; the 54 views freed from false conflicts add 2 (74 of 629).
    /// Session 10 (acc-mac12): scrollers placed by their scroll view's tiling, bordered
    /// bevel controls' overhangs: 74 of 626 misplacement warnings (28 scrollers fewer on
    /// the macOS documents, 3 of them outermost).
    /// Session 10 (warn12): UITableView's cells and their content views are placed by the
    /// table and never misplaced: 74 of 584 misplacement warnings (48 cells and a content
    /// view fewer in passforios, PopcornTimeTV and AdguardForiOS, 8 views inside
    /// AdguardForiOS's stale cells reported instead). Every other false misplacement
    /// warning is now a view whose solved frame the honest oracle counts wrong (468), one
    /// inside a view Xcode flagged (32), or one Xcode flags ambiguous (10).
    /// Session 11 (acc-ios13): self-sizing rows stored shorter than their content lay it out
    /// past their bottom: 96 of 335 (4 false reports fewer, in KeePassium's entry viewer).
    /// Session 11 (amb13): an AppKit root's ambiguity asked with its size held as a window
    /// holds it (`NSLayoutPriorityWindowSizeStayPut`): 96 of 238 (101 false warnings gone in
    /// 8 projects, none of Xcode's flags lost; frames unchanged). A window's content view that
    /// does not translate its mask is not placed: 99 of 241, 99 of 150 found (3 roots Xcode
    /// flags, in HexFiend, Aerial and mac-mouse-fix).
    /// All of session 11 merged: 99 of 237, 99 of 150 found.
    /// Session 11 (stackhug14): NSStackViews hugging across at 1000 no longer squeezed into
    /// false conflicts (mac-mouse-fix's main window): 99 of 233.
    /// Session 12 (acc-mac16): NSStackView's alignment below its views' compression
    /// resistance (OpenEmu's shader row no longer left open): 99 of 230.
    /// Session 13 (warn16): subviews no constraint mentions are held by Interface Builder's
    /// prototyping constraints (IBAnimatable's 5 false reports gone): 99 of 225; the content
    /// view of a visual effect view positioned by its frame is judged against its open size
    /// (PopcornTimeTV's 2 and antenna's 2, all flagged by Xcode): 103 of 229, 103 of 150 found.
    /// Session 15 (amb18): an NSStackView's own hugging across held below its views'
    /// compression resistance (Fluor's about box no longer open) and a stack of only
    /// detached hidden views empty (DuckDuckGo's tab bar): 103 of 222, 103 of 150 found.
    /// Session 16 (amb19): UIPickerView has a size of its own (IBAnimatable's 26 false reports
    /// gone; bb-pro's and nishanttaneja's 2 in the fresh set): 100 of 193, 100 of 150 found
    /// (Polly's picker, field and button, inside a stack Xcode 8 flags, no longer reported).
    /// Session 17 (amb20): a root or cell content view whose held size the document's own
    /// required constraints cannot keep is flagged ambiguous (tvmaze-swift's 2 content views,
    /// AdguardForiOS's activity header): 103 of 196, 103 of 150 found.
    /// Session 17 (amb21): once such a size (or a content size held at 1000) is given up, the
    /// views whose frames follow it are flagged too (PopcornTimeTV's update row, 2 views):
    /// 105 of 198, 105 of 150 found.
    /// Session 19: an NSStackView hugs its views across at its stack hugging priority
    /// (stack23: pock's widget columns, 4 false reports gone), NSMatrix has a content size
    /// (amb23: SelfControl's radio matrix) and the rest of the session's rules: 105 of 193,
    /// 105 of 150 found.
    /// Session 20 (amb24): Interface Builder before Xcode 8.2 judged a view's ambiguity in
    /// the window, not only in its superview (awslabs's Polly: 3 flags found, no false
    /// report): 108 of 196, 108 of 150 found.
    /// Session 21 (amb25): on a 1x canvas a tie between equal priorities that leaves a view
    /// less than a point to move is not reported (AgoraIO's 15 views): 108 of 181, 108 of 150
    /// found.
    /// Session 22 (amb26): held sizes given up in a conflict are flagged only from Xcode 10;
    /// an imageless UIImageView has no intrinsic size (spotify's 3 false reports gone): 108
    /// of 178, 108 of 150 found.
    static let ambiguityFloor = (precision: 0.606, recall: 0.720)
    /// Session 10 (macroot12): AppKit roots whose content requires another size are
    /// reported misplaced themselves: 81 of 594 (7 more roots Xcode flagged, in
    /// mac-mouse-fix and Aria2D; Sequel-Ace's import accessory and 2 of its views the 3
    /// more reported that Xcode does not flag).
    /// Session 10 (acc-mac13): small pop-ups' and small check boxes' overhangs before
    /// Xcode 12.2: 81 of 588 (MacDown's 5 and TableTool's 1 false reports gone).
    /// Session 11 (acc-ios13): the same rows: 81 of 578 (10 false reports fewer).
    /// Session 11 (acc-mac14): symbol image views and image-only buttons overhang what
    /// their stored frame holds beyond their own size: 81 of 575 (13 false reports gone).
    /// All of session 11 merged: 81 of 564 (acc-ios13's rows, acc-mac14's symbols, xdev13's toolbar).
    /// Session 11 (stackhug14): 80 of 558, recall 80 of 153: mac-mouse-fix's pane root
    /// `vcE-RL-ceY`, which Xcode flags, was reported only because the false conflict of its
    /// 1000-hugging stacks solved it 46 wide; it now takes its stored 587 and is not.
    /// Session 12 (warn15): an AppKit root holds its drawn frame, not its alignment
    /// rectangle, at the drawn size (9 top-level controls and toolbar item views in 7
    /// projects no longer grow by their overhangs; Xcode flags none of them). acc-ios15:
    /// Xcode 16+ canvases inset notched iPhones twice (seafile's table and logo, which Xcode
    /// does not flag, no longer reported). Together: 80 of 547.
    /// Session 12 (acc-mac16): NSStackView's alignment below its views' compression
    /// resistance (hidden's, DuckDuckGo's and OpenEmu's squeezed rows): 80 of 545.
    /// Session 13 (acc-ios16): tvOS roots' side margins 30 beyond the safe area
    /// (TvOSMoreButton's three views, which Xcode does not flag, no longer reported): 80 of 542.

    /// Session 13 (acc-mac17): NSGridView's baseline rows, round-rect and textured rounded
    /// buttons (OpenEmu, Fluor ×2, Sequel-Ace: their 4 false reports gone): 80 of 541.
    /// Session 13 (base17): UIKit's textless first baselines at the top, stacks' baselines
    /// from their arranged views (KeePassium's key-changer image and WWDC's six preference
    /// views, which Xcode does not flag, no longer reported): 80 of 534.
    /// Session 14 (warn17): an AppKit root is misplaced where a window, holding it at
    /// NSLayoutPriorityWindowSizeStayPut (500), would give it another size (7 roots Xcode
    /// flags found; the content of 13 roots no longer blamed; 8 roots Xcode does not flag,
    /// a point or a few off from the tool's metrics): 81 of 511, 81 of 153 found.
    /// Session 14 (fresh-ios17): symbol image views' padding and Xcode 6 roots' margins
    /// (5 fewer reports on views Xcode does not flag): 81 of 506. Session 15 (amb18, tie18):
    /// Fluor's preferences root and TableTool's format bars no longer reported: 81 of 502.
    /// Session 19 (box23): titled boxes align on their frame's top; Scroll-Reverser's root,
    /// which Xcode flags, was found only through its boxes' wrong tops and is no longer
    /// reported (every frame in the file is now the stored one): 80 of 491, 80 of 153 found.
    /// Session 20: 80 of 486 (era24's cells and pool24's scroll content take 3 false reports
    /// away), 80 of 153 found. Session 21 (loosecell25): HMCatalog's date picker in a loose
    /// cell, flagged by Xcode, was reported only because it solved to −16 × −15; its cell is
    /// now the row it would have and it solves within half a point of its stored frame: 79 of
    /// 485, 79 of 153 found. With imagebutton25's half-point image buttons (pock, xjbeta) and
    /// pool25's bars: 79 of 481. Session 22 (era26's help buttons): 79 of 480.
    static let misplacementFloor = (precision: 0.164, recall: 0.516)
    /// Every misplaced view the tool reports, nested or not. Xcode does not flag only the
    /// outermost: 47 of its 153 flags are on views inside a view it flags, in 9 projects
    /// (SwiftyStoreKit 11, Emergence 9, energy 7, duckduckgo 7, opentok 5, firebase 3, Cog,
    /// mac-mouse-fix, ShadowsocksX-NG), so both counts are followed. Session 14 (warn17):
    /// 114 of 865, 114 of 153 found. With fresh-ios17's rules: 114 of 858. Session 15
    /// (amb18): the stack hugging below its views' resistance (mac-mouse-fix's scrolling
    /// pane at its stored width, Fluor's welcome row and preferences root): 114 of 840.
    /// With tie18's small segmented controls and the other session 15 rules: 114 of 828.
    /// Session 19 (box23): Scroll-Reverser's root and its 4 falsely reported box views gone:
    /// 113 of 809. Session 20 (pool24: corona-warn-app's scroll content; era24; metric24):
    /// 113 of 793. Session 21 (loosecell25: HMCatalog's picker, above): 112 of 792;
    /// with imagebutton25's half-point image buttons (10 nested false reports gone): 112 of 781.
    /// Session 22 (era26's help buttons: dwarvesf's preferences rows): 112 of 766.
    static let everyMisplacementFloor = (precision: 0.146, recall: 0.732)

    struct Counts {
        var reported = 0, flagged = 0, agreeing = 0
        var precision: Double { reported == 0 ? 1 : Double(agreeing) / Double(reported) }
        var recall: Double { flagged == 0 ? 1 : Double(agreeing) / Double(flagged) }
        var text: String {
            String(format: "precision %.1f%% (%d of %d reported), recall %.1f%% (%d of %d flagged by Xcode)",
                   100 * precision, agreeing, reported, 100 * recall, agreeing, flagged)
        }
    }

    @Test(.enabled(if: Corpus.isAvailable)) func warningsAgreeWithXcodesFlags() throws {
        var ambiguity = Counts(), misplacement = Counts(), everyMisplacement = Counts()
        for file in Corpus.documents {
            let xml = try SceneXMLDocument.load(contentsOf: file.path)
            var ambiguousInXcode: Set<String> = [], misplacedInXcode: Set<String> = []
            for element in xml.root.descendants {
                guard let id = element.attribute("id") else { continue }
                if element.attribute("ambiguous") == "YES" { ambiguousInXcode.insert(id) }
                if element.attribute("misplaced") == "YES" { misplacedInXcode.insert(id) }
            }
            let layout = try SharedCorpusLayouts.layout(path: file.path) { try SceneDocument(xml: xml) }
            var reportedAmbiguous: Set<String> = [], reportedMisplaced: Set<String> = [], everyMisplaced: Set<String> = []
            func visit(_ view: ViewLayout, parentMisplaced: Bool) {
                if view.ambiguous { reportedAmbiguous.insert(view.id) }
                if view.misplaced && !parentMisplaced { reportedMisplaced.insert(view.id) }
                if view.misplaced { everyMisplaced.insert(view.id) }
                for child in view.subviews { visit(child, parentMisplaced: parentMisplaced || view.misplaced) }
            }
            for scene in layout.scenes { for root in scene.views { visit(root, parentMisplaced: false) } }
            let views = Set(layout.allViews.map(\.id))
            ambiguousInXcode.formIntersection(views)
            misplacedInXcode.formIntersection(views)
            ambiguity.reported += reportedAmbiguous.count
            ambiguity.flagged += ambiguousInXcode.count
            ambiguity.agreeing += reportedAmbiguous.intersection(ambiguousInXcode).count
            misplacement.reported += reportedMisplaced.count
            misplacement.flagged += misplacedInXcode.count
            misplacement.agreeing += reportedMisplaced.intersection(misplacedInXcode).count
            everyMisplacement.reported += everyMisplaced.count
            everyMisplacement.flagged += misplacedInXcode.count
            everyMisplacement.agreeing += everyMisplaced.intersection(misplacedInXcode).count
        }
        print("ambiguous views: \(ambiguity.text)")
        print("misplaced views: \(misplacement.text)")
        print("misplaced views, nested reports too: \(everyMisplacement.text)")
        #expect(ambiguity.flagged + misplacement.flagged > 0)
        #expect(ambiguity.precision >= Self.ambiguityFloor.precision && ambiguity.recall >= Self.ambiguityFloor.recall)
        #expect(misplacement.precision >= Self.misplacementFloor.precision && misplacement.recall >= Self.misplacementFloor.recall)
        #expect(everyMisplacement.precision >= Self.everyMisplacementFloor.precision
                && everyMisplacement.recall >= Self.everyMisplacementFloor.recall)
    }
}
