/// Names constraints the way Interface Builder's outline does:
/// `Name Label.leading = Superview.leadingMargin + 20 (priority 249)`.
extension SceneDocument {
    public func describe(_ constraint: Constraint) -> String {
        let first = itemLabel(constraint.firstItem, relativeTo: constraint.secondItem)
        var text = "\(first).\(constraint.firstAttribute.displayName) \(constraint.relation.symbol) "
        if let second = constraint.secondItem {
            if constraint.multiplier != 1 {
                text += "\(constraint.multiplierText ?? Self.format(constraint.multiplier)) × "
            }
            text += "\(itemLabel(second, relativeTo: constraint.firstItem)).\(constraint.secondAttribute.displayName)"
            if constraint.constant > 0 { text += " + \(Self.format(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(Self.format(-constraint.constant))" }
        } else {
            text += Self.format(constraint.constant)
        }
        if !constraint.isRequired { text += " (priority \(Self.format(constraint.priority)))" }
        return text
    }

    /// "Superview" when `id` is the superview of the other item, else the item's name.
    private func itemLabel(_ id: String, relativeTo other: String?) -> String {
        if let other, let otherView = viewsByID[other], otherView.parent?.id == id { return "Superview" }
        return itemName(id)
    }

    /// Numbers as people write them: `20`, `0.5`, `-8`, at most four decimals, no `80.0`
    /// for a value a hair off a whole number, no `-0`.
    public static func format(_ value: Double) -> String {
        let scaled = value * 10000
        // Beyond 1e15 (or infinite, or when scaling overflows) four decimals mean nothing.
        guard scaled.isFinite, abs(value) < 1e15 else { return String(value) }
        let rounded = scaled.rounded() / 10000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
