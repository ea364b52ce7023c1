import SceneXML

/// A segue leaving a view controller, as the layout needs it: where a controller's view
/// is shown decides its size and the bars drawn over it (the `embed` segues of container
/// views, container controllers' relationships, pushes in a navigation stack).
public struct ControllerSegue: Sendable {
    /// `embed`, `relationship`, `show`, …
    public var kind: String
    /// For `relationship`: `rootViewController`, `viewControllers`, …
    public var relationship: String?
    public var destinationID: String
    /// `modalPresentationStyle` of a presentation segue (`fullScreen`, `formSheet`, …); nil
    /// when Interface Builder wrote none (automatic).
    public var presentationStyle: String? = nil
    /// The object the segue hangs from: the container view of an `embed` segue, the
    /// controller itself for a relationship.
    public var sourceID: String
    public var line: Int

    /// The segues declared inside a controller's element, on it or on any of its views.
    static func segues(in controller: SceneXMLElement) -> [ControllerSegue] {
        controller.descendants.compactMap { element -> ControllerSegue? in
            guard element.hasName(.segue), let destination = element.attribute(.destination) else { return nil }
            // <object id=…><connections><segue …/></connections></object>
            let source = element.parent?.parent
            return ControllerSegue(
                kind: element.attribute(.kind) ?? "",
                relationship: element.attribute(.relationship),
                destinationID: destination,
                presentationStyle: element.attribute(.modalPresentationStyle),
                sourceID: source?.attribute(.id) ?? "",
                line: element.line)
        }
    }
}

extension SceneDocument {
    /// Child controllers shown inside a container view, by controller id, with the id of
    /// the container view that shows them: the destination of each `embed` segue, and
    /// through a navigation controller so embedded, its root view controller. Interface
    /// Builder infers such a child's simulated size from its container: in the corpus and
    /// the cross-device pairs, 69 of the 83 inferred-size children on iOS with a device
    /// (13 projects) are exactly their container's size; the 14 others are one project's
    /// stale files (PopcornTimeTV 12, AdguardForiOS's 600-point canvas 2). The 4 navigation
    /// controllers embedded so (artsy 3, googlecast 1) give their root controllers the
    /// container's size too.
    public var containerEmbeddings: [String: String] {
        let controllers = scenes.flatMap(\.controllers)
        let byID = Dictionary(controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var embeddings: [String: String] = [:]
        for controller in controllers {
            for segue in controller.segues where segue.kind == "embed" && viewsByID[segue.sourceID] != nil {
                var childID: String? = segue.destinationID
                var seen: Set<String> = []
                while let id = childID, seen.insert(id).inserted, let child = byID[id] {
                    if embeddings[id] == nil { embeddings[id] = segue.sourceID }
                    guard child.elementName == "navigationController" else { break }
                    childID = child.segues.first { $0.kind == "relationship" && $0.relationship == "rootViewController" }?.destinationID
                }
            }
        }
        return embeddings
    }
}
