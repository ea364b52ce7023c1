import SceneLayout
import SceneModel
import Testing
import TestSupport

/// No layout gives a view a negative width or height (Apple's Auto Layout Guide: "these
/// values can never be negative"; `LayoutBuilder.solveKeepingSizesNonNegative`) or a frame
/// value that is not a finite number. Every corpus document, laid out for the traits it
/// was saved with, every view of every scene, unscored ones included (AccuracyLog, session
/// 21, loosecell25; `Scripts/impossible-frames.py` does the same over any folder).
@Suite struct ImpossibleFrameCorpusTests {
    struct Finding: CustomStringConvertible {
        let file: String
        let view: String
        let frame: Rect
        /// Xcode saved the view (or a view around it) `misplaced="YES"`: it disowns the
        /// stored frame, and the document's own required constraints may demand the size.
        let flaggedByXcode: Bool
        var description: String { "\(file) \(view) \(frame)\(flaggedByXcode ? " (flagged misplaced)" : "")" }
    }

    /// What the corpus holds today where the document's required constraints demand a
    /// negative size and the non-negative bound is taken out again rather than report a
    /// conflict Interface Builder does not report: one label of artsy's settings (a
    /// scroll view's content, 15 below one view and 50 above another, flagged misplaced by
    /// Xcode; AccuracyLog, session 19, optional23). A new one fails the test.
    static let flaggedNegativeSizesAllowed = 1

    static func findings() throws -> [Finding] {
        var findings: [Finding] = []
        for url in Corpus.documents {
            let document = try SceneDocument.load(contentsOf: url.path)
            let layout = SceneLayoutEngine().layout(document)
            for scene in layout.scenes {
                func walk(_ views: [ViewLayout], insideFlag: Bool) {
                    for view in views {
                        let flagged = insideFlag || document.viewsByID[view.id]?.isMisplaced == true
                        let frame = view.frame
                        let finite = [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
                        if !finite || frame.width < 0 || frame.height < 0 {
                            findings.append(Finding(file: url.lastPathComponent, view: view.id, frame: frame, flaggedByXcode: flagged))
                        }
                        walk(view.subviews, insideFlag: flagged)
                    }
                }
                walk(scene.views, insideFlag: false)
            }
        }
        return findings
    }

    @Test(.enabled(if: Corpus.isAvailable)) func noCorpusViewHasAnImpossibleFrame() throws {
        let findings = try Self.findings()
        let nonFinite = findings.filter { ![$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) }
        #expect(nonFinite.isEmpty, "\(nonFinite)")
        let unflagged = findings.filter { !$0.flaggedByXcode }
        #expect(unflagged.isEmpty, "\(unflagged)")
        #expect(findings.count <= Self.flaggedNegativeSizesAllowed, "\(findings)")
    }
}
