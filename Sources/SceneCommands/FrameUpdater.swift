import SceneLayout
import SceneModel
import SceneXML

/// Interface Builder's Update Frames on a loaded document, in memory: every misplaced view
/// gets its solved frame written into the element that stores its frame for these traits
/// (its own `<rect key="frame">`, or an Xcode 6 size-class `<variation>`'s). The caller saves.
///
/// - A view is misplaced when a stored number differs from the solved one by more than half
///   a point (`resolve`'s test). Numbers within that tolerance are kept as written, so only
///   what a check would report changes; the rest of the document is untouched.
/// - Solved frames come from the `.solved` presentation, never the canvas.
/// - Ambiguous views and views in unsatisfiable constraints are left where they are, and so
///   are views that differ only where the constraints leave them open (`resolve`'s
///   `misplaced` is false for them).
/// - Views Xcode flagged `misplaced="YES"` lose the flag on the element whose frame is
///   written, as Xcode does.
/// - Stored frames feed the layout (the sizes of text and images, autoresizing), so moving
///   one view can move another: the document is laid out again after an update, up to
///   `passes` times, and views still misplaced after the last are reported.
/// - An AppKit root keeps its drawn size, as the tool's frames hold it (just below
///   required): one `check` reports misplaced because a window, holding it at 500, would
///   give it another size (`LayoutBuilder.rootSizeAsWindowHolds`) is neither moved nor
///   reported here; its content is laid out in the drawn size.
public struct FrameUpdater {
    public static let tolerance = 0.5
    public static let passes = 3

    /// A view whose frame was written.
    public struct Update: Sendable {
        public var viewID: String
        public var name: String
        public var line: Int
        /// The variation whose frame was written; nil for the view's own frame.
        public var variationKey: String?
        public var from: Rect
        public var to: Rect
    }

    /// A view whose stored frame disagrees with the solution but was not moved.
    public struct LeftInPlace: Sendable {
        public enum Reason: String, Sendable {
            /// The constraints leave part of its frame open.
            case ambiguous
            /// It is named by constraints that cannot all hold (or lies inside such a view).
            case unsatisfiable
            /// Other traits than the document's own, and no variation stores a frame for them.
            case noStoredFrame = "no-stored-frame"
            /// Still misplaced after the last pass: its solution follows its own stored frame
            /// (any update was undone).
            case misplaced
        }
        public var viewID: String
        public var name: String
        public var line: Int
        public var reason: Reason
        public var stored: Rect
        public var solved: Rect
    }

    public struct Report: Sendable {
        /// The frames written, each once.
        public var updates: [Update] = []
        public var leftInPlace: [LeftInPlace] = []
        /// Errors of the layout (invalid and unsatisfiable constraints, …) of the first pass.
        public var errors: [LayoutDiagnostic] = []
        /// The view named by `viewID` is not in the document (or not in the scene asked for).
        public var viewNotFound = false
    }

    public var traits: TraitCollection
    public var sceneID: String?
    /// Only this view (not its subviews), as Interface Builder updates only the selected views.
    public var viewID: String?
    /// Without Interface Builder's ambiguity question (`SceneLayoutEngine.forWriters`).
    public var engine = SceneLayoutEngine.forWriters

    public init(traits: TraitCollection, sceneID: String? = nil, viewID: String? = nil) {
        self.traits = traits
        self.sceneID = sceneID
        self.viewID = viewID
    }

    /// Whether the document keeps frames per size class (`<variation>` frames, Xcode 6).
    public static func keepsVariationFrames(_ document: SceneDocument) -> Bool {
        document.allViews.contains { view in view.variations.contains { $0.frame != nil } }
    }

    /// Updates the frames of `document.xml` in place and says what it did.
    public func update(_ document: SceneDocument) -> Report {
        var report = Report()
        var sceneID = self.sceneID
        if let viewID {
            guard let view = document.viewsByID[viewID],
                  let scene = document.scenes.first(where: { $0.allViews.contains { $0 === view } }),
                  sceneID == nil || sceneID == scene.id else {
                report.viewNotFound = true
                return report
            }
            sceneID = scene.id   // lay out that scene only
        }
        var model = document
        // Per view (and variation) written: its entry in report.updates, the rectangle
        // element and its attributes as first written, to put back if it must be left.
        var written: [String: (index: Int, rect: SceneXMLElement, original: [(String, String?)])] = [:]
        var reverted: Set<Int> = []
        var reported: Set<String> = []
        func leave(_ placed: ViewLayout, _ view: View, _ stored: Rect, _ reason: LeftInPlace.Reason, solved: Rect? = nil) {
            guard reported.insert(placed.id).inserted else { return }
            report.leftInPlace.append(LeftInPlace(viewID: placed.id, name: placed.name, line: view.line, reason: reason,
                                                  stored: stored, solved: solved ?? placed.frame))
        }
        for pass in 0...Self.passes {
            let layout = engine.layout(model, traits: traits, sceneID: sceneID, presentation: .solved)
            if pass == 0 { report.errors = layout.diagnostics.filter { $0.severity == .error } }
            let resolver = TraitResolver(traits: traits)
            var changed = false
            for placed in layout.allViews where viewID == nil || placed.id == viewID {
                guard placed.installed, let stored = placed.storedFrame, let view = model.viewsByID[placed.id],
                      Self.differs(stored, placed.frame) else { continue }
                let holder = resolver.matching(view.variations).last { $0.frame != nil }
                let key = placed.id + "|" + (holder?.key ?? "")
                if placed.conflicting { leave(placed, view, stored, .unsatisfiable); continue }
                if placed.ambiguous { leave(placed, view, stored, .ambiguous); continue }
                // In the document's own configuration a view that differs only where its
                // constraints leave it open (placed by its mask in an open superview, or
                // by its AppKit container) is not misplaced: nothing decides another frame.
                if !placed.misplaced && isOwnConfiguration(model) { continue }
                if holder == nil && !isOwnConfiguration(model) { leave(placed, view, stored, .noStoredFrame); continue }
                if pass == Self.passes {
                    // Still misplaced after the last update: its solution follows its own
                    // stored frame (a size or position read from it), and writing again
                    // would only drift. Put back what the document had and report it.
                    if let first = written[key] {
                        for (name, value) in first.original {
                            if let value { first.rect.setAttribute(name, value) } else { first.rect.removeAttribute(name) }
                        }
                        reverted.insert(first.index)
                        leave(placed, view, report.updates[first.index].from, .misplaced)
                    } else {
                        leave(placed, view, stored, .misplaced)
                    }
                    continue
                }
                let target = Self.merged(stored: stored, solved: placed.frame)
                let rect = FrameElements.rect(of: view.element, variationKey: holder?.key)
                let original = ["x", "y", "width", "height"].map { ($0, rect?.attribute($0)) }
                FrameElements.write(target, to: view.element, variationKey: holder?.key)
                changed = true
                if let first = written[key] {
                    // Moved again by a view it follows, updated in the previous pass.
                    report.updates[first.index].to = target
                } else {
                    if let rect = rect ?? FrameElements.rect(of: view.element, variationKey: holder?.key) {
                        written[key] = (report.updates.count, rect, original)
                    }
                    report.updates.append(Update(viewID: placed.id, name: placed.name, line: view.line, variationKey: holder?.key,
                                                 from: stored, to: target))
                }
            }
            guard changed else { break }
            // Read the edited tree again: the next pass lays out the frames just written.
            guard let next = try? SceneDocument(xml: document.xml) else { break }
            model = next
        }
        report.updates = report.updates.indices.filter { !reverted.contains($0) }.map { report.updates[$0] }
        // Xcode drops `misplaced="YES"` from the element whose frame it updates.
        for update in report.updates {
            guard let view = document.viewsByID[update.viewID] else { continue }
            let holder = update.variationKey.flatMap { key in view.variations.first { $0.key == key }?.element }
            (holder ?? view.element).removeAttribute("misplaced")
        }
        return report
    }

    private func isOwnConfiguration(_ document: SceneDocument) -> Bool {
        traits == DeviceTable.documentTraits(document.header)
    }

    /// More than the tolerance apart in any number.
    public static func differs(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) > tolerance || abs(a.y - b.y) > tolerance
            || abs(a.width - b.width) > tolerance || abs(a.height - b.height) > tolerance
    }

    /// The solved frame, keeping each stored number that is already within the tolerance.
    static func merged(stored: Rect, solved: Rect) -> Rect {
        func pick(_ s: Double, _ t: Double) -> Double { abs(s - t) > tolerance ? t : s }
        return Rect(x: pick(stored.x, solved.x), y: pick(stored.y, solved.y),
                    width: pick(stored.width, solved.width), height: pick(stored.height, solved.height))
    }
}
