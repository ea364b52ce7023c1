import SceneModel

/// Margins and safe-area insets, computed once per builder. They depend only on the view,
/// the traits and the frames the builder reads (stored, or the previous pass's), all fixed
/// for its lifetime. A view that preserves its superview's margins asks for the
/// superview's, so without this each view recomputed its chain of ancestors, and the same
/// insets were computed again for `configure`, for guides and for the question whether
/// another layout pass is needed (`hasSameGeometryDependentInsets`).
extension LayoutBuilder {
    /// `computeMargins(of:)`, kept. `asRead` false: the margins are not (yet) read by a
    /// rule (stored in the view's item, which marks its own reads; asked by an inner
    /// view's margins, which are compared themselves; asked by the pass decision).
    func margins(of view: View, asRead: Bool = true) -> EdgeInsets {
        let key = ObjectIdentifier(view)
        if asRead { viewsWithMarginsRead.insert(key) }
        if let known = marginsByView[key] { return known }
        let margins = computeMargins(of: view)
        marginsByView[key] = margins
        return margins
    }

    /// `computeSafeAreaInsets(of:)`, kept. `asRead` as for `margins(of:asRead:)`.
    func safeAreaInsets(of view: View, asRead: Bool = true) -> EdgeInsets {
        let key = ObjectIdentifier(view)
        if asRead { viewsWithSafeAreaInsetsRead.insert(key) }
        if let known = safeAreaInsetsByView[key] { return known }
        let insets = computeSafeAreaInsets(of: view)
        safeAreaInsetsByView[key] = insets
        return insets
    }
}
