import SceneModel

/// Margins and safe-area insets, computed once per builder. They depend only on the view,
/// the traits and the frames the builder reads (stored, or the previous pass's), all fixed
/// for its lifetime. A view that preserves its superview's margins asks for the
/// superview's, so without this each view recomputed its chain of ancestors, and the same
/// insets were computed again for `configure`, for guides and for the question whether
/// another layout pass is needed (`hasSameGeometryDependentInsets`).
extension LayoutBuilder {
    /// `computeMargins(of:)`, kept.
    func margins(of view: View) -> EdgeInsets {
        let key = ObjectIdentifier(view)
        if let known = marginsByView[key] { return known }
        let margins = computeMargins(of: view)
        marginsByView[key] = margins
        return margins
    }

    /// `computeSafeAreaInsets(of:)`, kept.
    func safeAreaInsets(of view: View) -> EdgeInsets {
        let key = ObjectIdentifier(view)
        if let known = safeAreaInsetsByView[key] { return known }
        let insets = computeSafeAreaInsets(of: view)
        safeAreaInsetsByView[key] = insets
        return insets
    }
}
