import SceneModel

/// The rules that make a constraint meaningless (reported, never solved), as
/// NSLayoutConstraint refuses them.
enum ConstraintValidity {
    /// Nil when valid, else why not.
    /// Far beyond any screen: constants and multipliers past these would only turn the
    /// solution into infinities.
    static let largestConstant = 1e7
    static let largestMultiplier = 1e4

    static func problem(_ constraint: Constraint) -> String? {
        let first = constraint.firstAttribute, second = constraint.secondAttribute
        if abs(constraint.constant) > largestConstant {
            return "a constant of \(SceneDocument.format(constraint.constant)) points is out of range"
        }
        if abs(constraint.multiplier) > largestMultiplier {
            return "a multiplier of \(SceneDocument.format(constraint.multiplier)) is out of range"
        }
        if first == .notAnAttribute { return "the first attribute cannot be notAnAttribute" }
        if constraint.secondItem == nil {
            if !first.isSize { return "a location (\(first.displayName)) cannot equal a constant; it needs a second item" }
            return nil
        }
        if first.isSize != second.isSize {
            return "a size attribute (\(first.isSize ? first.displayName : second.displayName)) cannot be related to a location (\(first.isSize ? second.displayName : first.displayName))"
        }
        // Sizes may be related across axes (aspect ratios: width = 16:9 × height);
        // locations may not.
        if !first.isSize, let a = first.axis, let b = second.axis, a != b {
            return "a \(a.rawValue) attribute cannot be related to a \(b.rawValue) one (\(first.displayName) and \(second.displayName))"
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            return "leading/trailing cannot be related to left/right (\(first.displayName) and \(second.displayName))"
        }
        if !first.isSize && constraint.multiplier == 0 {
            return "a multiplier of 0 on a location attribute"
        }
        return nil
    }
}
