import SceneXML

/// Builds the typed model from the XML tree. Collects diagnostics instead of failing:
/// only a document that is not an Interface Builder document at all is refused.
struct SceneDocumentReader {
    private(set) var header: DocumentHeader
    private(set) var scenes: [Scene] = []
    var diagnostics: [ModelDiagnostic] = []
    var viewsByID: [String: View] = [:]
    /// Views found where they are not part of the hierarchy around them (touch bar items),
    /// collected while a scene is read and made roots of that scene.
    var detachedRoots: [View] = []
    var guidesByID: [String: LayoutGuide] = [:]
    let path: String

    init(xml: SceneXMLDocument) throws {
        path = xml.path
        let root = xml.root
        guard root.hasName(.document) else {
            throw XMLError(kind: .structure, path: xml.path, line: root.line, column: 1,
                           message: "expected an Interface Builder <document> root element, found <\(root.name)>")
        }
        // libxml2 reports `<ib:document xmlns:ib=…>` as `document`; Interface Builder never
        // writes a namespace, and the schema (so `validate`) refuses one: so do all commands.
        if let namespace = root.namespace {
            let written = namespace.prefix.map { "<\($0):document>" } ?? "<document>"
            throw XMLError(kind: .structure, path: xml.path, line: root.line, column: 1,
                           message: "the root element \(written) is in the XML namespace \(namespace.uri); Interface Builder documents use no namespace")
        }
        header = Self.readHeader(root)
        if header.platform == .watchOS {
            report(.warning, .unsupportedPlatform, root,
                   "watchOS documents (WatchKit interfaces) are read and validated but not laid out by this tool")
        }
        readScenes(root)
        checkIDs(root)
        checkReferences()
    }

    // MARK: Header

    private static func readHeader(_ root: SceneXMLElement) -> DocumentHeader {
        let type = root.attribute(.type) ?? ""
        let runtime = root.attribute(.targetRuntime)
        let platform: DocumentHeader.Platform
        if runtime?.hasPrefix("MacOSX") == true || type.contains(".Cocoa.") { platform = .macOS }
        else if runtime?.hasPrefix("iOS") == true || type.contains("CocoaTouch") || runtime?.hasPrefix("AppleTV") == true
                    || type.contains(".AppleTV.") { platform = .iOS }
        else if runtime?.hasPrefix("watchKit") == true || type.contains(".WatchKit.") { platform = .watchOS }
        else { platform = .unknown }
        let device = root.child(named: .device).map { element in
            Device(id: element.attribute(.id) ?? "",
                   orientation: element.attribute(.orientation) ?? "portrait",
                   appearance: element.attribute(.appearance),
                   adaptation: element.child(named: .adaptation)?.attribute(.id) ?? element.attribute(.layout))
        }
        var header = DocumentHeader(
            type: type,
            version: root.attribute(.version),
            toolsVersion: root.attribute(.toolsVersion),
            targetRuntime: runtime,
            platform: platform,
            // `…Storyboard.XIB` for iOS and macOS, `…AppleTV.Storyboard` for tvOS.
            kind: type.contains(".Storyboard") ? .storyboard : .xib,
            useAutolayout: root.attribute(.useAutolayout, is: "YES"),
            useTraitCollections: root.attribute(.useTraitCollections, is: "YES"),
            useSafeAreas: root.attribute(.useSafeAreas, is: "YES"),
            initialViewController: root.attribute(.initialViewController),
            device: device)
        header.pluginVersion = root.child(named: .dependencies)?.child(named: .plugIn)?.attribute(.version)
        if let container = root.child(named: .simulatedMetricsContainer, key: "defaultSimulatedMetrics"),
           let type = container.child(named: .simulatedScreenMetrics, key: "destination")?.attribute(.type) {
            let landscape = container.children(named: .simulatedOrientationMetrics).contains { $0.attribute(.orientation, is: "landscapeRight") }
            header.defaultSimulatedScreen = (type, landscape)
        }
        return header
    }

    // MARK: Scenes

    private mutating func readScenes(_ root: SceneXMLElement) {
        if let scenesElement = root.child(named: .scenes) {
            for sceneElement in scenesElement.children(named: .scene) {
                let objects = sceneElement.child(named: .objects)
                scenes.append(readScene(id: sceneElement.attribute(.sceneID) ?? "", element: sceneElement, objects: objects))
            }
        }
        if let objects = root.child(named: .objects) {
            scenes.append(readScene(id: "objects", element: objects, objects: objects))
        }
    }

    private mutating func readScene(id: String, element: SceneXMLElement, objects: SceneXMLElement?) -> Scene {
        var controllers: [ViewControllerInfo] = []
        var placeholders: [ScenePlaceholder] = []
        var roots: [View] = []
        for object in objects?.children ?? [] {
            if object.hasName(.placeholder) || object.hasName(.exit) || object.hasName(.viewControllerPlaceholder) {
                placeholders.append(ScenePlaceholder(
                    id: object.attribute(.id) ?? "",
                    identifier: object.attribute(.placeholderIdentifier) ?? object.name,
                    customClass: object.attribute(.customClass),
                    userLabel: object.attribute(.userLabel),
                    viewOutletDestinations: (object.child(named: .connections)?.children(named: .outlet) ?? [])
                        .filter { $0.attribute(.property, is: "view") }.compactMap { $0.attribute(.destination) },
                    element: object))
                continue
            }
            if object.hasName(endingWith: "Controller") {
                controllers.append(readController(object))
            }
        }
        for object in objects?.children ?? [] {
            let first = roots.count
            collectViews(in: object, parent: nil, inSubviews: false, into: &roots)
            // A XIB's top-level view holds its simulated metrics itself (a storyboard's
            // controller holds them beside its root: `readController`).
            if roots.count == first + 1, roots[first].element.isSameElement(as: object) {
                roots[first].topLevelSimulatedMetrics = SimulatedMetrics(writtenOn: object)
            }
        }
        roots += detachedRoots
        detachedRoots = []
        // Legacy guides belong to the controller's root view.
        for index in controllers.indices {
            let rootView = controllers[index].element.firstChild { $0.attribute(.key, is: "view") }
            let ownerID = rootView?.attribute(.id)
            for keyPath in [\ViewControllerInfo.topLayoutGuide, \ViewControllerInfo.bottomLayoutGuide] {
                guard var guide = controllers[index][keyPath: keyPath] else { continue }
                guide.ownerID = ownerID
                controllers[index][keyPath: keyPath] = guide
                register(guide)
            }
        }
        return Scene(id: id, title: nil, controllers: controllers, placeholders: placeholders, rootViews: roots, element: element)
    }

    private func readController(_ element: SceneXMLElement) -> ViewControllerInfo {
        var top: LayoutGuide?
        var bottom: LayoutGuide?
        for guide in element.child(named: .layoutGuides)?.children(named: .viewControllerLayoutGuide) ?? [] {
            guard let id = guide.attribute(.id) else { continue }
            switch guide.attribute(.type) {
            case "top": top = LayoutGuide(id: id, kind: .topLayoutGuide, ownerID: nil, element: guide)
            case "bottom": bottom = LayoutGuide(id: id, kind: .bottomLayoutGuide, ownerID: nil, element: guide)
            default: break
            }
        }
        var freeform: Size?
        if let size = element.child(named: .size, key: "freeformSize"),
           let width = size.attribute(.width).flatMap(DocumentNumber.parse),
           let height = size.attribute(.height).flatMap(DocumentNumber.parse) {
            freeform = Size(width: width, height: height)
        }
        return ViewControllerInfo(
            id: element.attribute(.id) ?? "",
            elementName: element.name,
            customClass: element.attribute(.customClass),
            topLayoutGuide: top,
            bottomLayoutGuide: bottom,
            freeformSize: freeform,
            simulatedMetrics: SimulatedMetrics(controller: element),
            navigationBar: NavigationBarInfo(navigationController: element),
            largeTitleDisplayMode: element.child(named: .navigationItem)?.attribute(.largeTitleDisplayMode).flatMap(LargeTitleDisplayMode.init),
            extendsUnderTopBar: element.child(named: .extendedEdge, key: "edgesForExtendedLayout").map { $0.attribute(.top, is: "YES") },
            extendsUnderBottomBar: element.child(named: .extendedEdge, key: "edgesForExtendedLayout").map { $0.attribute(.bottom, is: "YES") },
            hidesBottomBarWhenPushed: element.attribute(.hidesBottomBarWhenPushed, is: "YES"),
            segues: ControllerSegue.segues(in: element),
            element: element,
            modalPresentationStyle: element.attribute(.modalPresentationStyle))
    }

    // MARK: Checks

    private mutating func checkIDs(_ root: SceneXMLElement) {
        if let repeated = root.repeatedValues(of: .id) {
            for (element, id, first) in repeated {
                report(.error, .duplicateID, element, "duplicate id '\(id)' (first used on line \(first))")
            }
            return
        }
        var seen: [String: Int] = [:]
        for element in root.descendants {
            guard let id = element.attribute(.id) else { continue }
            if let first = seen[id] {
                report(.error, .duplicateID, element, "duplicate id '\(id)' (first used on line \(first))")
            } else {
                seen[id] = element.line
            }
        }
    }

    private mutating func checkReferences() {
        let views = scenes.flatMap(\.allViews)
        func known(_ id: String) -> Bool { viewsByID[id] != nil || guidesByID[id] != nil }
        // A constraint relates items of one scene: each scene is laid out on its own. With
        // one scene there is no other scene to refer to (most documents: every .xib), and
        // no table of views by scene is made (a `String` hashed per view and per item).
        var sceneOfView: [String: String] = [:]
        if scenes.count > 1 {
            for scene in scenes { for view in scene.allViews { sceneOfView[view.id] = scene.id } }
        }
        func scene(of item: String) -> String? { sceneOfView[item] ?? guidesByID[item]?.ownerID.flatMap { sceneOfView[$0] } }
        // Made only if a variation masks constraints.
        var constraintIDs: Set<String>?
        for view in views {
            for constraint in view.constraints {
                func check(_ item: String) {
                    if !known(item) {
                        report(.error, .missingReference, constraint.element, "constraint \(constraint.id) refers to '\(item)', which is not a view or layout guide in this document")
                    } else if !sceneOfView.isEmpty, let own = sceneOfView[view.id], let other = scene(of: item), other != own {
                        report(.error, .missingReference, constraint.element, "constraint \(constraint.id) refers to '\(item)', which is in another scene (\(other)); a constraint relates items of one scene")
                    }
                }
                check(constraint.firstItem)
                if let secondItem = constraint.secondItem { check(secondItem) }
            }
            for variation in view.variations {
                for reference in variation.includedSubviews + variation.excludedSubviews where viewsByID[reference] == nil {
                    report(.warning, .missingReference, variation.element, "variation '\(variation.key)' masks subview '\(reference)', which does not exist")
                }
                let maskedConstraints = variation.includedConstraints + variation.excludedConstraints
                if !maskedConstraints.isEmpty, constraintIDs == nil {
                    constraintIDs = Set(views.lazy.flatMap { $0.constraints.lazy.map(\.id) })
                }
                for reference in maskedConstraints where constraintIDs?.contains(reference) != true {
                    report(.warning, .missingReference, variation.element, "variation '\(variation.key)' masks constraint '\(reference)', which does not exist")
                }
            }
        }
    }


}
