/// What a layout shows besides the solution of the constraints. Interface Builder's canvas
/// does not move views it cannot place: it keeps views caught in unsatisfiable constraints,
/// and the positions the constraints leave open, where they were drawn. Those are
/// policies of a presentation, applied only when asked for and the same whether the
/// configuration is the document's own or another; writers and diffs use `.solved`.
public struct Presentation: Sendable, Equatable, Codable {
    /// Views named by unsatisfiable constraints, and their subviews, report their stored
    /// frames (the solved one goes alongside as `solvedFrame`).
    public var keepsConflictingViewsAsStored: Bool
    /// Positions the constraints leave open are held where the document drew them; when
    /// false they are held at the superview's origin, whatever the stored frame says.
    public var holdsOpenPositionsAsDrawn: Bool

    public init(keepsConflictingViewsAsStored: Bool, holdsOpenPositionsAsDrawn: Bool) {
        self.keepsConflictingViewsAsStored = keepsConflictingViewsAsStored
        self.holdsOpenPositionsAsDrawn = holdsOpenPositionsAsDrawn
    }

    /// The frames the constraints give and nothing else from the stored frames but the
    /// sizes of views whose size nothing else determines (the last resort, as for
    /// intrinsic sizes). Moving a constraint-placed view's stored position changes nothing.
    public static let solved = Presentation(keepsConflictingViewsAsStored: false, holdsOpenPositionsAsDrawn: false)
    /// Interface Builder's canvas.
    public static let canvas = Presentation(keepsConflictingViewsAsStored: true, holdsOpenPositionsAsDrawn: true)
}
