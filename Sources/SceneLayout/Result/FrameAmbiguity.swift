import SceneModel

/// A part of a view's frame, as Interface Builder names it in "Need constraints for: …".
public enum FrameAttribute: String, Sendable, Codable, CaseIterable, Comparable {
    case xPosition = "X position"
    case yPosition = "Y position"
    case width
    case height

    public static func < (a: FrameAttribute, b: FrameAttribute) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// What the constraints leave open in a view's frame (relative to its superview, as
/// UIKit's `hasAmbiguousLayout` judges a frame: a view pinned to a superview that is itself
/// ambiguous is not), and a witness.
public struct FrameAmbiguity: Sendable, Codable, Equatable {
    /// One group per independent way the frame can move; a group's attributes move
    /// together, so constraining any one of them fixes it. Interface Builder joins a group
    /// with "or" and the groups with commas: "X position or width, Y position".
    public var needs: [[FrameAttribute]]
    /// A second frame that satisfies the constraints exactly as well as the reported one
    /// (moved along the first group's direction), in the document's convention.
    public var witness: Rect
    /// The open part is a scroll view's scrollable content size, not its frame.
    public var scrollableContentSize: Bool

    public init(needs: [[FrameAttribute]], witness: Rect, scrollableContentSize: Bool = false) {
        self.needs = needs
        self.witness = witness
        self.scrollableContentSize = scrollableContentSize
    }

    /// What one axis leaves open, from the motions of its position and size: both when
    /// they move independently ("X position, width"), else the one that moves, or both
    /// joined by "or" when they move together (a view pinned by its trailing edge only:
    /// fixing either its position or its width fixes the other). Independent of which
    /// free directions the solver happened to pick.
    public static func needs(axis motions: [(position: Double, size: Double)], position: FrameAttribute, size: FrameAttribute,
                             threshold: Double) -> [[FrameAttribute]] {
        let moving = motions.filter { abs($0.position) >= threshold || abs($0.size) >= threshold }
        guard let direction = moving.first else { return [] }
        for other in moving.dropFirst() {
            let cross = direction.position * other.size - direction.size * other.position
            let scale = max(abs(direction.position), abs(direction.size)) * max(abs(other.position), abs(other.size))
            if abs(cross) > 1e-6 * scale { return [[position], [size]] }
        }
        var group: [FrameAttribute] = []
        if abs(direction.position) >= threshold { group.append(position) }
        if abs(direction.size) >= threshold { group.append(size) }
        return [group]
    }

    /// Interface Builder's wording: "X position or width, height".
    public var needsDescription: String {
        needs.map { $0.map(\.rawValue).joined(separator: " or ") }.joined(separator: ", ")
    }
}

/// How a frame's four numbers (x, y, width, height, relative to the superview in the
/// document's convention) move along one free direction of the solution.
struct FrameMotion: Equatable {
    var x: Double, y: Double, width: Double, height: Double

    /// The attributes this motion changes by at least `threshold` points.
    func attributes(threshold: Double) -> [FrameAttribute] {
        var result: [FrameAttribute] = []
        if abs(x) >= threshold { result.append(.xPosition) }
        if abs(y) >= threshold { result.append(.yPosition) }
        if abs(width) >= threshold { result.append(.width) }
        if abs(height) >= threshold { result.append(.height) }
        return result
    }

    func applied(to frame: Rect) -> Rect {
        Rect(x: frame.x + x, y: frame.y + y, width: frame.width + width, height: frame.height + height)
    }

    /// A second frame the constraints allow, to show beside the solved one: the motion
    /// applied, or taken the other way where applying it would give a negative size (a
    /// free direction is free both ways, and no view's width or height is ever negative:
    /// `LayoutBuilder.solveKeepingSizesNonNegative`).
    func witness(from frame: Rect) -> Rect {
        let forward = applied(to: frame)
        guard forward.width < 0 || forward.height < 0 else { return forward }
        return Rect(x: frame.x - x, y: frame.y - y, width: frame.width - width, height: frame.height - height)
    }
}
