import SceneModel
import SceneXML

/// `convert --apply strip-placeholders`: removes the design-time placeholder constraints
/// (`placeholder="YES"`, which `check` reports as `placeholder-constraint` and a build
/// removes) and everything that refers to them: a size-class variation's
/// `<include reference=…>`/`<exclude reference=…>` and an outlet whose destination is one.
/// Containers left empty by that go too (`<constraints>`, a variation's `<mask>`, the
/// `<variation>` itself, `<connections>`), as Xcode never writes them empty. Everything else
/// stays byte-identical (`SceneXMLElement.remove` takes the element's line with it).
public enum PlaceholderStripper {
    public struct Report: Sendable, Equatable {
        /// Ids of the constraints removed, in document order.
        public var removedConstraints: [String] = []
        /// Elements that referred to them and were removed with them.
        public var removedReferences = 0
    }

    /// Edits `document.xml`; the model (`document`) is stale afterwards when anything was
    /// removed, so a caller that goes on reads the document again.
    public static func strip(_ document: SceneDocument) -> Report {
        var report = Report()
        let placeholders = document.allConstraints.filter(\.isPlaceholder)
        guard !placeholders.isEmpty else { return report }
        let ids = Set(placeholders.map(\.id))
        for constraint in placeholders {
            report.removedConstraints.append(constraint.id)
            removeLeavingNoEmptyContainer(constraint.element)
        }
        // References are found in the XML, not the model, so none is missed whatever
        // element holds it.
        for element in document.xml.root.descendants where refersToRemoved(element, ids) {
            report.removedReferences += 1
            removeLeavingNoEmptyContainer(element)
        }
        return report
    }

    private static func refersToRemoved(_ element: SceneXMLElement, _ ids: Set<String>) -> Bool {
        if element.hasName(.include) || element.hasName(.exclude) { return element.attribute(.reference).map(ids.contains) ?? false }
        if element.hasName(.outlet) || element.hasName(.outletCollection) { return element.attribute(.destination).map(ids.contains) ?? false }
        return false
    }

    /// Elements that mean nothing once they hold no element (and, for a variation, override
    /// no attribute such as `constant`).
    static let containers: [InterfaceBuilderName] = [.constraints, .mask, .variation, .connections]

    /// Removes `element`, then each ancestor it leaves empty that is one of `containers`.
    private static func removeLeavingNoEmptyContainer(_ element: SceneXMLElement) {
        var holder = element.parent
        element.remove()
        while let current = holder, containers.contains(where: current.hasName), current.children.isEmpty,
              current.attributeNames(notIn: [.key]).isEmpty {
            holder = current.parent
            current.remove()
        }
    }
}
