import SceneXML

/// Constraints and size-class variations.
extension SceneDocumentReader {
    // MARK: Constraints and variations

    static let knownConstraintAttributes: [InterfaceBuilderName] = [
        .id, .firstItem, .firstAttribute, .secondItem, .secondAttribute, .relation, .multiplier,
        .constant, .priority, .placeholder, .identifier, .symbolic, .installed, .userLabel,
        .misplaced, .ambiguous, .active,
    ]

    mutating func readConstraint(_ element: SceneXMLElement, ownerID: String) -> Constraint? {
        for name in element.attributeNames(notIn: Self.knownConstraintAttributes) {
            report(.warning, .unknownAttribute, element, "constraint has an unknown attribute '\(name)'")
        }
        guard let id = element.attribute(.id) else {
            report(.error, .unexpectedStructure, element, "constraint has no id")
            return nil
        }
        guard let firstName = element.attribute(.firstAttribute) else {
            report(.error, .unexpectedStructure, element, "constraint \(id) has no firstAttribute")
            return nil
        }
        guard let firstAttribute = LayoutAttribute(documentName: firstName) else {
            report(.error, .unknownAttribute, element, "constraint \(id) has an unknown layout attribute '\(firstName)'")
            return nil
        }
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let secondName = element.attribute(.secondAttribute) {
            guard let parsed = LayoutAttribute(documentName: secondName) else {
                report(.error, .unknownAttribute, element, "constraint \(id) has an unknown layout attribute '\(secondName)'")
                return nil
            }
            secondAttribute = parsed
        }
        let secondItem = element.attribute(.secondItem)
        if (secondItem == nil) != (secondAttribute == .notAnAttribute) {
            report(.error, .unexpectedStructure, element, "constraint \(id) must name both secondItem and secondAttribute, or neither")
            return nil
        }
        var relation = ConstraintRelation.equal
        if let text = element.attribute(.relation) {
            guard let parsed = ConstraintRelation(rawValue: text) else {
                report(.error, .invalidValue, element, "constraint \(id) has an unknown relation '\(text)'")
                return nil
            }
            relation = parsed
        }
        var multiplier = 1.0
        let multiplierText = element.attribute(.multiplier)
        if let multiplierText {
            guard let parsed = DocumentNumber.parseMultiplier(multiplierText) else {
                report(.error, .invalidNumber, element, "constraint \(id) has an unparsable multiplier '\(multiplierText)'")
                return nil
            }
            multiplier = parsed
        }
        var priority = number(element, .priority) ?? 1000
        if priority < 1 || priority > 1000 {
            report(.error, .invalidValue, element, "constraint \(id) has priority \(SceneDocument.format(priority)), outside 1…1000; clamped")
            priority = min(max(priority, 1), 1000)
        }
        let explicitFirst = element.attribute(.firstItem)
        return Constraint(
            id: id,
            firstItem: explicitFirst ?? ownerID,
            firstItemIsImplicit: explicitFirst == nil,
            firstAttribute: firstAttribute,
            relation: relation,
            secondItem: secondItem,
            secondAttribute: secondAttribute,
            multiplier: multiplier,
            multiplierText: multiplierText,
            constant: number(element, .constant) ?? 0,
            priority: priority,
            isPlaceholder: element.attribute(.placeholder, is: "YES"),
            isInstalled: !element.attribute(.installed, is: "NO"),
            identifier: element.attribute(.identifier),
            isSymbolic: element.attribute(.symbolic, is: "YES"),
            ownerID: ownerID,
            variations: readVariations(of: element),
            element: element)
    }

    mutating func readVariations(of element: SceneXMLElement) -> [Variation] {
        var result: [Variation] = []
        for child in element.children(named: .variation) { result.append(readVariation(child)) }
        return result
    }

    mutating func readVariation(_ element: SceneXMLElement) -> Variation {
        let key = element.attribute(.key) ?? ""
        let condition = TraitCondition(key: key)
        if condition == nil {
            report(.warning, .invalidValue, element, "variation key '\(key)' is not a size-class condition this tool understands")
        }
        var variation = Variation(key: key, condition: condition, element: element)
        for (name, value) in element.attributes where name != "key" { variation.overrides[name] = value }
        for mask in element.children(named: .mask) {
            let maskKey = mask.attribute(.key)
            mask.forEachChild { entry in
                guard let reference = entry.attribute(.reference) else { return }
                let includes = entry.hasName(.include)
                guard includes || entry.hasName(.exclude) else { return }
                switch maskKey {
                case "subviews": includes ? variation.includedSubviews.append(reference) : variation.excludedSubviews.append(reference)
                case "constraints": includes ? variation.includedConstraints.append(reference) : variation.excludedConstraints.append(reference)
                default: break
                }
            }
        }
        if let rect = element.child(named: .rect, key: "frame") { variation.frame = readRect(rect) }
        return variation
    }
}
