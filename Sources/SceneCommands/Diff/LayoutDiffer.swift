import SceneLayout
import SceneModel

/// A document laid out in one configuration: one side of a comparison.
struct LaidOutDocument {
    let document: SceneDocument
    let side: LayoutSide
    let traits: TraitCollection
    let layout: DocumentLayout
    /// The one scene laid out, when a command line chose one.
    let sceneID: String?
}

/// Compares two laid-out documents (one document in two configurations, or two revisions
/// of a document in one), matching scenes, views and constraints by their Interface
/// Builder ids: views installed on one side only, frames that differ, constraints active
/// on one side only or named differently.
enum LayoutDiffer {
    /// Frames are rounded to the pixel grid; anything closer than this is the same frame.
    static let tolerance = 0.001

    static func compare(_ old: LaidOutDocument, _ new: LaidOutDocument) -> LayoutComparison {
        var sceneIDs = old.layout.scenes.map(\.id)
        for scene in new.layout.scenes where !sceneIDs.contains(scene.id) { sceneIDs.append(scene.id) }
        var scenes: [SceneDifference] = []
        for id in sceneIDs {
            let oldScene = old.layout.scenes.first { $0.id == id }, newScene = new.layout.scenes.first { $0.id == id }
            let model = old.document.scenes.first { $0.id == id } ?? new.document.scenes.first { $0.id == id }
            var difference = SceneDifference(id: id, name: model.map(SceneSelection.name(of:)) ?? id)
            if let oldScene, let newScene {
                let oldViews = SceneViews(oldScene), newViews = SceneViews(newScene)
                difference.views = presence(oldViews, newViews)
                difference.frames = frames(oldViews, newViews)
                difference.constraints = constraints(old: (old, oldViews), new: (new, newViews), sceneID: id)
            } else {
                difference.onlyIn = oldScene == nil ? .new : .old
            }
            if !difference.isEmpty { scenes.append(difference) }
        }
        return LayoutComparison(old: old.side, new: new.side, scenes: scenes)
    }

    /// A scene's views by id, in document order, with their superviews.
    struct SceneViews {
        var order: [String] = []
        var views: [String: (layout: ViewLayout, parentID: String?)] = [:]

        init(_ scene: SceneLayoutResult) {
            var stack: [(ViewLayout, String?)] = scene.views.reversed().map { ($0, nil) }
            while let (view, parent) = stack.popLast() {
                order.append(view.id)
                views[view.id] = (view, parent)
                stack.append(contentsOf: view.subviews.reversed().map { ($0, view.id) })
            }
        }

        func isInstalled(_ id: String) -> Bool { views[id]?.layout.installed ?? false }
    }

    private static func unionOrder(_ old: SceneViews, _ new: SceneViews) -> [String] {
        old.order + new.order.filter { old.views[$0] == nil }
    }

    private static func presence(_ old: SceneViews, _ new: SceneViews) -> [ViewPresence] {
        var result: [ViewPresence] = []
        var reported: [String: DiffSide] = [:]
        for id in unionOrder(old, new) {
            let inOld = old.isInstalled(id), inNew = new.isInstalled(id)
            guard inOld != inNew else { continue }
            let side: DiffSide = inOld ? .old : .new
            let (present, other) = inOld ? (old, new) : (new, old)
            guard let entry = present.views[id] else { continue }
            reported[id] = side
            // A subview goes with its superview: only the outermost is listed.
            if let parent = entry.parentID, reported[parent] == side { continue }
            result.append(ViewPresence(id: id, name: entry.layout.name, onlyIn: side, frame: entry.layout.frame,
                                       otherSide: other.views[id] == nil ? "absent" : "not-installed"))
        }
        return result
    }

    private static func frames(_ old: SceneViews, _ new: SceneViews) -> [FrameChange] {
        old.order.compactMap { id in
            guard let a = old.views[id]?.layout, let b = new.views[id]?.layout, a.installed, b.installed,
                  differ(a.frame, b.frame) else { return nil }
            return FrameChange(id: id, name: b.name, old: a.frame, new: b.frame, ambiguousInOld: a.ambiguous, ambiguousInNew: b.ambiguous)
        }
    }

    static func differ(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) > tolerance || abs(a.y - b.y) > tolerance || abs(a.width - b.width) > tolerance || abs(a.height - b.height) > tolerance
    }

    /// Each constraint active on a side, named with that side's constant, in document order.
    private static func activeConstraints(_ side: LaidOutDocument, _ views: SceneViews, sceneID: String) -> [(id: String, name: String)] {
        guard let scene = side.document.scenes.first(where: { $0.id == sceneID }) else { return [] }
        let resolver = TraitResolver(traits: side.traits)
        // An item that is a view must be installed; guides and placeholders follow their owners.
        func itemInstalled(_ id: String?) -> Bool { id.map { views.views[$0] == nil || views.isInstalled($0) } ?? true }
        var result: [(id: String, name: String)] = []
        for owner in scene.allViews where views.isInstalled(owner.id) {
            for constraint in owner.constraints where resolver.isInstalled(constraint, owner: owner)
                && itemInstalled(constraint.firstItem) && itemInstalled(constraint.secondItem) {
                var named = constraint
                named.constant = resolver.constant(of: constraint)
                result.append((constraint.id, side.document.describe(named)))
            }
        }
        return result
    }

    private static func constraints(old: (LaidOutDocument, SceneViews), new: (LaidOutDocument, SceneViews), sceneID: String) -> [ConstraintChange] {
        let oldActive = activeConstraints(old.0, old.1, sceneID: sceneID), newActive = activeConstraints(new.0, new.1, sceneID: sceneID)
        let oldNames = Dictionary(oldActive, uniquingKeysWith: { first, _ in first })
        let newNames = Dictionary(newActive, uniquingKeysWith: { first, _ in first })
        var result: [ConstraintChange] = []
        for (id, name) in oldActive {
            if let other = newNames[id] {
                if other != name { result.append(ConstraintChange(id: id, change: .changed, old: name, new: other)) }
            } else {
                result.append(ConstraintChange(id: id, change: .removed, old: name, new: nil))
            }
        }
        for (id, name) in newActive where oldNames[id] == nil {
            result.append(ConstraintChange(id: id, change: .added, old: nil, new: name))
        }
        return result
    }
}
