import SceneModel

/// The stable JSON of `scenelayout diff --format json` (`Documents/JSON.md`,
/// `Schemas/diff.schema.json`). Field names are part of the tool's interface: add, never
/// rename; a change that breaks readers raises `JSONOutput.SchemaVersion.diff`.
public struct LayoutDiffReport: Encodable, Sendable {
    public var comparisons: [LayoutComparison]
    /// No comparison found a difference.
    public var identical: Bool { comparisons.allSatisfy(\.identical) }

    enum CodingKeys: String, CodingKey { case comparisons, identical }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(comparisons, forKey: .comparisons)
        try container.encode(identical, forKey: .identical)
    }
}

/// One document in one configuration: a side of a comparison.
public struct LayoutSide: Encodable, Sendable, Equatable {
    /// The path as given (a git driver's display path, not its temporary file).
    public var path: String
    /// How the command line named the configuration: "own", "wR hR", "iphone-se portrait".
    public var configuration: String
    /// The configuration laid out: "wC hR, retina4_7 portrait, 375×667".
    public var traits: String
}

/// The differences between two sides, scene by scene (scenes without differences are left out).
public struct LayoutComparison: Encodable, Sendable {
    public var old: LayoutSide
    public var new: LayoutSide
    public var scenes: [SceneDifference]
    public var identical: Bool { scenes.isEmpty }

    enum CodingKeys: String, CodingKey { case old, new, scenes, identical }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(old, forKey: .old)
        try container.encode(new, forKey: .new)
        try container.encode(scenes, forKey: .scenes)
        try container.encode(identical, forKey: .identical)
    }
}

/// Which side something is found on only.
public enum DiffSide: String, Encodable, Sendable { case old, new }

public struct SceneDifference: Encodable, Sendable {
    public var id: String
    /// As Interface Builder's outline names it ("Login View Controller Scene", `SceneSelection.name`).
    public var name: String
    /// Set when the scene exists in one revision only (its views are then not listed).
    public var onlyIn: DiffSide?
    /// Views installed on one side and not on the other, outermost only (their subviews go with them).
    public var views: [ViewPresence] = []
    /// Views installed on both sides whose frames (relative to the superview) differ.
    public var frames: [FrameChange] = []
    /// Constraints active on one side only, or active on both with different terms.
    public var constraints: [ConstraintChange] = []

    var isEmpty: Bool { onlyIn == nil && views.isEmpty && frames.isEmpty && constraints.isEmpty }
}

public struct ViewPresence: Encodable, Sendable {
    public var id: String
    public var name: String
    public var onlyIn: DiffSide
    /// Its frame on the side where it is installed.
    public var frame: Rect
    /// Why the other side lacks it: `not-installed` (a size-class variation or
    /// `installed="NO"`) or `absent` (not in that revision).
    public var otherSide: String
}

public struct FrameChange: Encodable, Sendable {
    public var id: String
    public var name: String
    public var old: Rect
    public var new: Rect
    /// The constraints leave part of the frame open on that side: its frame is one of many.
    public var ambiguousInOld: Bool
    public var ambiguousInNew: Bool
}

public struct ConstraintChange: Encodable, Sendable {
    public enum Kind: String, Encodable, Sendable { case removed, added, changed }
    public var id: String
    /// `removed`: active in old only; `added`: active in new only; `changed`: active on
    /// both, named differently (a size-class constant, or an edit between revisions).
    public var change: Kind
    /// As Interface Builder's outline names it, with the side's constant; nil on the side
    /// where it is not active.
    public var old: String?
    public var new: String?
}
