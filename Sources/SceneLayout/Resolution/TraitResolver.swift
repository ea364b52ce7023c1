import SceneModel

/// Decides, for one trait collection, which subviews and constraints are installed and
/// what each variation overrides.
///
/// Installation: an item starts installed unless `installed="NO"`; the `default`
/// variation's masks apply first, then the masks of every other matching variation from
/// the least specific to the most specific, so the most specific word wins. Attribute
/// overrides follow the same order.
public struct TraitResolver {
    public let traits: TraitCollection

    public init(traits: TraitCollection) { self.traits = traits }

    /// Matching variations, least specific first (`default` before all others).
    public func matching(_ variations: [Variation]) -> [Variation] {
        if variations.isEmpty { return [] }  // most items: skip the filter and sort
        return variations
            .filter { $0.condition.map(traits.matches) ?? false }
            .sorted { rank($0) < rank($1) }
    }

    private func rank(_ variation: Variation) -> Int {
        guard let condition = variation.condition else { return -1 }
        return condition.isDefault ? 0 : 1 + condition.specificity
    }

    /// Whether the constraint is installed (its owner's masks decide), for these traits.
    public func isInstalled(_ constraint: Constraint, owner: View) -> Bool {
        if constraint.isPlaceholder && !traits.includesPlaceholderConstraints { return false }
        var installed = constraint.isInstalled
        for variation in matching(owner.variations) {
            if variation.excludedConstraints.contains(constraint.id) { installed = false }
            if variation.includedConstraints.contains(constraint.id) { installed = true }
        }
        return installed
    }

    /// Whether a subview is installed in its superview for these traits.
    public func isInstalled(subview: View, in superview: View) -> Bool {
        var installed = subview.isInstalled
        for variation in matching(superview.variations) {
            if variation.excludedSubviews.contains(subview.id) { installed = false }
            if variation.includedSubviews.contains(subview.id) { installed = true }
        }
        return installed
    }

    /// The text of the last matching variation's override of an attribute, or nil when no
    /// matching variation overrides it (the model's typed value then stands).
    private func override(_ name: String, of view: View) -> String? {
        let variations = view.variations
        // Most views have no variation: asked for every priority of every view each pass.
        if variations.isEmpty { return nil }
        var value: String?
        for variation in matching(variations) {
            if let override = variation.overrides[name] { value = override }
        }
        return value
    }

    /// A priority written on the view, after overrides; nil means the class default.
    public func priority(_ priority: ContentPriority, of view: View) -> Double? {
        if let text = override(priority.rawValue, of: view) { return DocumentNumber.parse(text) }
        return view.priorities[priority]
    }

    /// The view's `semanticContentAttribute` after overrides.
    public func semanticContentAttribute(of view: View) -> String? {
        override("semanticContentAttribute", of: view) ?? view.semanticContentAttribute
    }

    /// A stack view's attributes after size-class overrides (`axis`, `distribution`,
    /// `alignment`, `spacing`); nil for a view that is not a stack. An override with a value
    /// the model does not know is ignored (the model reported the value where it is written).
    public func stackAttributes(of stack: View) -> StackAttributes? {
        guard var attributes = stack.stack else { return nil }
        if let axis = override(attributes.isMacOS ? "orientation" : "axis", of: stack) {
            attributes.axis = axis == "vertical" ? .vertical : .horizontal
        }
        if let distribution = override("distribution", of: stack).flatMap(StackAttributes.Distribution.init) {
            attributes.distribution = distribution
        }
        if let alignment = override("alignment", of: stack).flatMap(StackAttributes.Alignment.init) { attributes.alignment = alignment }
        if let spacing = override("spacing", of: stack).flatMap(DocumentNumber.parse) { attributes.spacing = spacing }
        return attributes
    }

    /// A constraint's constant after its matching variations' overrides.
    public func constant(of constraint: Constraint) -> Double {
        var value = constraint.constant
        for variation in matching(constraint.variations) {
            if let text = variation.overrides["constant"], let number = DocumentNumber.parse(text) { value = number }
        }
        return value
    }

    /// The stored frame for these traits: the most specific matching variation's frame
    /// (Xcode 6 stored one per size class), else the view's own.
    public func storedFrame(of view: View) -> Rect? {
        var frame = view.frame
        for variation in matching(view.variations) where variation.frame != nil { frame = variation.frame }
        return frame
    }

    /// The view's hidden flag after overrides.
    public func isHidden(_ view: View) -> Bool { override("hidden", of: view).map { $0 == "YES" } ?? view.isHidden }
}
