import SceneModel
import SceneXML

/// Writing an added constraint where Xcode writes it.
extension MissingConstraintPlanner {
    /// Puts the constraint into its owner's `<constraints>` (made where Xcode writes it when
    /// missing) and marks the placed view as laid out by constraints.
    @discardableResult
    func write(_ plan: PlannedConstraint, id: String, in document: SceneDocument) -> SceneXMLElement {
        let owner = document.viewsByID[plan.owner]!
        var attributes: [(String, String)] = []
        if plan.firstItem != plan.owner { attributes.append(("firstItem", plan.firstItem)) }
        attributes.append(("firstAttribute", plan.firstAttribute.rawValue))
        if let second = plan.secondItem, let attribute = plan.secondAttribute {
            attributes.append(("secondItem", second))
            attributes.append(("secondAttribute", attribute.rawValue))
        }
        if plan.constant != 0 { attributes.append(("constant", XcodeNumberFormat.string(plan.constant))) }
        attributes.append(("id", id))
        let element = constraintsElement(of: owner.element).appendChild(named: "constraint", attributes: attributes)
        if let placed = document.viewsByID[plan.placedView],
           !placed.element.attribute(.translatesAutoresizingMaskIntoConstraints, is: "NO") {
            placed.element.setAttribute("translatesAutoresizingMaskIntoConstraints", "NO", before: ["id"])
        }
        // A view given constraints is no longer positioned by its frame.
        if let placed = document.viewsByID[plan.placedView], placed.element.attribute(.fixedFrame, is: "YES") {
            placed.element.removeAttribute("fixedFrame")
        }
        return element
    }

    /// Children Xcode writes before a view's `<constraints>` (by tag, or tag#key), from the
    /// corpus: the frame, mask and subviews always; a content view, the background colour,
    /// gesture recognizers, guides and cells in most files.
    static let precedingConstraints: Set<String> = [
        "rect#frame", "autoresizingMask#autoresizingMask", "subviews", "view#contentView", "clipView#contentView",
        "tableViewCellContentView#contentView", "collectionViewCellContentView#contentView", "color#backgroundColor",
        "viewLayoutGuide#safeArea", "color#tintColor", "color#contentTintColor", "color#bezelColor",
        "accessibility#accessibilityConfiguration", "gestureRecognizers", "animations", "buttonCell#cell",
        "popUpButtonCell#cell", "userGuides", "keyboardLayoutGuide#keyboard", "symbolConfiguration#symbolConfiguration",
        "edgeInsets#edgeInsets", "string#toolTip",
    ]

    /// The view's `<constraints>`, created after the last child Xcode writes before it.
    func constraintsElement(of element: SceneXMLElement) -> SceneXMLElement {
        if let existing = element.child(named: .constraints) { return existing }
        let children = element.children
        let last = children.lastIndex { child in
            let key = child.attribute(.key).map { "\(child.name)#\($0)" } ?? child.name
            return Self.precedingConstraints.contains(key)
        }
        if let last { return element.insertChild(named: "constraints", after: children[last]) }
        return element.insertFirstChild(named: "constraints")
    }
}
