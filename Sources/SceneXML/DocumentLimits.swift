#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Budgets for one document, checked before libxml2 or the model sees anything
/// pathological, each with a command-line option (`--max-…`, `LimitArguments` in the CLI)
/// and a diagnostic naming it. Defaults are far above any real document: the largest of
/// the 475 corpus documents has 521 KB, 3,400 elements, 25 attributes on one element,
/// elements nested 28 deep, 357 views and 653 constraints.
///
/// The solver's time per solve is one of them (`solveSeconds`); its pivot budget per
/// symbol stays the solver's own (`LayoutSolver`).
public struct DocumentLimits: Sendable, Equatable {
    /// File size in bytes (`--max-file-size`); 64 MiB, 128 × the largest.
    public var fileSize: Int = 64 << 20
    /// Elements in the document (`--max-elements`); 100 × the largest.
    public var elements: Int = 340_000
    /// Attributes on one element (`--max-attributes`); 100 × the largest. libxml2 2.9
    /// checks duplicate attributes pairwise, so 100,000 on one element take a minute.
    public var attributesPerElement: Int = 2_500
    /// Element nesting depth (`--max-depth`); 256, libxml2's own limit (9 × the deepest):
    /// going past it needs `XML_PARSE_HUGE`, which also lifts libxml2's other safeguards.
    public var depth: Int = 256
    /// Views in the document (`--max-views`); 140 × the largest.
    public var views: Int = 50_000
    /// Constraints in the document (`--max-constraints`); 150 × the largest.
    public var constraints: Int = 100_000
    /// Seconds the solver may spend on one solve of one root view (`--max-solve-seconds`);
    /// 30, far above the corpus's slowest root (well under a second). Past it the layout is
    /// reported as it stands with a `solver-budget` warning (`SceneLayoutEngine`).
    public var solveSeconds: Double = 30

    public init() {}

    /// The limits every load uses unless given others: the command line sets them once,
    /// before any document is read.
    public static var standard: DocumentLimits {
        get { lock.lock(); defer { lock.unlock() }; return storage }
        set { lock.lock(); storage = newValue; lock.unlock() }
    }

    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var storage = DocumentLimits()

    /// The diagnostic for a count over its limit, naming the option that raises it.
    public static func exceeded(_ what: String, count: Int?, limit: Int, option: String) -> String {
        guard let count else { return "the document has more than \(limit) \(what), the limit (raise it with \(option))" }
        return "the document has \(count) \(what), more than the limit of \(limit) (raise it with \(option))"
    }
}
