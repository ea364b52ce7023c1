import SceneXML

/// Builds the typed model from the XML tree. Collects diagnostics instead of failing:
/// only a document that is not an Interface Builder document at all is refused.
struct SceneDocumentReader {
    private(set) var header: DocumentHeader
    private(set) var scenes: [Scene] = []
    private(set) var diagnostics: [ModelDiagnostic] = []
    private(set) var viewsByID: [String: View] = [:]
    private(set) var guidesByID: [String: LayoutGuide] = [:]
    private let path: String

    init(xml: XMLDocument) throws {
        path = xml.path
        let root = xml.root
        guard root.name == "document" else {
            throw XMLError(kind: .malformed, path: xml.path, line: root.line, column: 1,
                           message: "expected an Interface Builder <document> root element, found <\(root.name)>")
        }
        header = Self.readHeader(root)
        readScenes(root)
        checkIDs(root)
        checkReferences()
    }

    // MARK: Header

    private static func readHeader(_ root: XMLElement) -> DocumentHeader {
        let type = root.attribute("type") ?? ""
        let runtime = root.attribute("targetRuntime")
        let platform: DocumentHeader.Platform
        if runtime?.hasPrefix("MacOSX") == true || type.contains(".Cocoa.") { platform = .macOS }
        else if runtime?.hasPrefix("iOS") == true || type.contains("CocoaTouch") || runtime?.hasPrefix("AppleTV") == true { platform = .iOS }
        else { platform = .unknown }
        let device = root.child(named: "device").map { element in
            Device(id: element.attribute("id") ?? "",
                   orientation: element.attribute("orientation") ?? "portrait",
                   appearance: element.attribute("appearance"),
                   adaptation: element.child(named: "adaptation")?.attribute("id") ?? element.attribute("layout"))
        }
        return DocumentHeader(
            type: type,
            version: root.attribute("version"),
            toolsVersion: root.attribute("toolsVersion"),
            targetRuntime: runtime,
            platform: platform,
            kind: type.hasSuffix("Storyboard.XIB") ? .storyboard : .xib,
            useAutolayout: root.attribute("useAutolayout") == "YES",
            useTraitCollections: root.attribute("useTraitCollections") == "YES",
            useSafeAreas: root.attribute("useSafeAreas") == "YES",
            initialViewController: root.attribute("initialViewController"),
            device: device)
    }

    // MARK: Scenes

    private mutating func readScenes(_ root: XMLElement) {
        if let scenesElement = root.child(named: "scenes") {
            for sceneElement in scenesElement.children(named: "scene") {
                let objects = sceneElement.child(named: "objects")
                scenes.append(readScene(id: sceneElement.attribute("sceneID") ?? "", element: sceneElement, objects: objects))
            }
        }
        if let objects = root.child(named: "objects") {
            scenes.append(readScene(id: "objects", element: objects, objects: objects))
        }
    }

    private mutating func readScene(id: String, element: XMLElement, objects: XMLElement?) -> Scene {
        var controllers: [ViewControllerInfo] = []
        var placeholders: [ScenePlaceholder] = []
        var roots: [View] = []
        for object in objects?.children ?? [] {
            switch object.name {
            case "placeholder", "exit", "viewControllerPlaceholder":
                placeholders.append(ScenePlaceholder(
                    id: object.attribute("id") ?? "",
                    identifier: object.attribute("placeholderIdentifier") ?? object.name,
                    customClass: object.attribute("customClass"),
                    userLabel: object.attribute("userLabel"),
                    element: object))
                continue
            default:
                break
            }
            if object.name.hasSuffix("Controller") {
                controllers.append(readController(object))
            }
        }
        for object in objects?.children ?? [] {
            collectViews(in: object, parent: nil, inSubviews: false, into: &roots)
        }
        // Legacy guides belong to the controller's root view.
        for index in controllers.indices {
            let rootView = controllers[index].element.children.first { $0.attribute("key") == "view" }
            let ownerID = rootView?.attribute("id")
            for keyPath in [\ViewControllerInfo.topLayoutGuide, \ViewControllerInfo.bottomLayoutGuide] {
                guard var guide = controllers[index][keyPath: keyPath] else { continue }
                guide.ownerID = ownerID
                controllers[index][keyPath: keyPath] = guide
                register(guide)
            }
        }
        return Scene(id: id, title: nil, controllers: controllers, placeholders: placeholders, rootViews: roots, element: element)
    }

    private func readController(_ element: XMLElement) -> ViewControllerInfo {
        var top: LayoutGuide?
        var bottom: LayoutGuide?
        for guide in element.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide.attribute("id") else { continue }
            switch guide.attribute("type") {
            case "top": top = LayoutGuide(id: id, kind: .topLayoutGuide, ownerID: nil, element: guide)
            case "bottom": bottom = LayoutGuide(id: id, kind: .bottomLayoutGuide, ownerID: nil, element: guide)
            default: break
            }
        }
        var freeform: Size?
        if let size = element.child(named: "size", key: "freeformSize"),
           let width = size.attribute("width").flatMap(DocumentNumber.parse),
           let height = size.attribute("height").flatMap(DocumentNumber.parse) {
            freeform = Size(width: width, height: height)
        }
        let topBar = element.children.first { $0.attribute("key") == "simulatedTopBarMetrics" }
        let statusBar = element.children.first { $0.attribute("key") == "simulatedStatusBarMetrics" }
        return ViewControllerInfo(
            id: element.attribute("id") ?? "",
            elementName: element.name,
            customClass: element.attribute("customClass"),
            topLayoutGuide: top,
            bottomLayoutGuide: bottom,
            freeformSize: freeform,
            simulatedTopBar: topBar.map { bar in
                bar.name + (bar.attribute("translucent") == "NO" ? " (opaque)" : "")
            },
            simulatedStatusBarHidden: statusBar?.name == "nil",
            element: element)
    }

    // MARK: Views

    /// Elements never searched for views: they describe, not contain.
    private static let opaqueElements: Set<String> = ["variation", "connections", "constraints", "userDefinedRuntimeAttributes", "gestureRecognizers"]

    /// Keyed children that are views even when Xcode stored no frame for them
    /// (a table cell's content view often has none).
    private static let viewKeys: Set<String> = ["view", "contentView", "backgroundView", "selectedBackgroundView"]

    /// A view is an element with an id that has a frame, sits in `<subviews>`, holds
    /// subviews or constraints, or is a keyed content view.
    private static func isView(_ element: XMLElement, inSubviews: Bool) -> Bool {
        guard element.attribute("id") != nil else { return false }
        if inSubviews { return true }
        if let key = element.attribute("key"), viewKeys.contains(key), element.name != "window" { return true }
        return element.children.contains {
            ($0.name == "rect" && $0.attribute("key") == "frame") || $0.name == "subviews" || $0.name == "constraints"
        }
    }

    private mutating func collectViews(in element: XMLElement, parent: View?, inSubviews: Bool, into result: inout [View]) {
        guard !Self.opaqueElements.contains(element.name) else { return }
        if Self.isView(element, inSubviews: inSubviews) {
            let view = readView(element, isSubview: inSubviews)
            view.parent = parent
            result.append(view)
            var children: [View] = []
            for child in element.children {
                collectViews(in: child, parent: view, inSubviews: false, into: &children)
            }
            view.children = children
            return
        }
        for child in element.children {
            collectViews(in: child, parent: parent, inSubviews: element.name == "subviews", into: &result)
        }
    }

    private mutating func readView(_ element: XMLElement, isSubview: Bool) -> View {
        let id = element.attribute("id") ?? ""
        var fields = ViewFields()
        var frame: Rect?
        if let rect = element.child(named: "rect", key: "frame") { frame = readRect(rect) }
        fields.text = Self.text(of: element)
        if let mask = element.child(named: "autoresizingMask", key: "autoresizingMask") {
            var flags = AutoresizingMask()
            for (name, flag) in AutoresizingMask.documentNames where mask.attribute(name) == "YES" { flags.insert(flag) }
            fields.autoresizingMask = flags
        }
        if let insets = element.child(named: "edgeInsets", key: "layoutMargins") {
            fields.layoutMargins = readInsets(insets, leading: "left", trailing: "right", directional: false)
        } else if let insets = element.child(named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
            fields.layoutMargins = readInsets(insets, leading: "leading", trailing: "trailing", directional: true)
        }
        for name in ["horizontalHuggingPriority", "verticalHuggingPriority",
                     "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority"] {
            if let value = number(element, name) { fields.priorities[name] = value }
        }
        fields.placeholderWidth = placeholderSize(element, "placeholderIntrinsicWidth")
        fields.placeholderHeight = placeholderSize(element, "placeholderIntrinsicHeight")
        let font = element.child(named: "fontDescription") ?? element.children.lazy.compactMap { $0.child(named: "fontDescription") }.first
        if let font {
            fields.fontPointSize = font.attribute("pointSize").flatMap(DocumentNumber.parse)
            fields.fontType = font.attribute("type") ?? font.attribute("style")
        } else if let font = element.child(named: "font", key: "font") ?? element.children.lazy.compactMap({ $0.child(named: "font", key: "font") }).first {
            // AppKit: an explicit size, or the size of the named system font.
            let meta = font.attribute("metaFont")
            fields.fontPointSize = font.attribute("size").flatMap(DocumentNumber.parse) ?? meta.flatMap { Self.metaFontSizes[$0] }
            fields.fontType = meta ?? font.attribute("textStyle")
        }
        if element.name == "stackView" { fields.stack = readStack(element) }

        let view = View(element: element, id: id, frame: frame, isSubview: isSubview, fields: fields)
        if viewsByID[id] == nil { viewsByID[id] = view }
        view.layoutGuides = readViewGuides(element, ownerID: id)
        view.constraints = (element.child(named: "constraints")?.children(named: "constraint") ?? []).compactMap {
            readConstraint($0, ownerID: id)
        }
        view.variations = readVariations(of: element)
        return view
    }

    /// Point sizes of AppKit's named fonts.
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "message": 13, "smallSystem": 11, "smallSystemBold": 11,
        "miniSystem": 9, "miniSystemBold": 9, "label": 10, "menu": 14, "menuBar": 14, "titleBar": 13,
        "palette": 11, "toolTip": 11, "controlContent": 13, "user": 12, "fixedUser": 12, "cellTitle": 13,
    ]

    private static func text(of element: XMLElement) -> String? {
        for name in ["text", "title", "placeholder"] {
            if let value = element.attribute(name), !value.isEmpty { return value }
        }
        for child in element.children {
            if child.name == "state", child.attribute("key") == "normal", let title = child.attribute("title") { return title }
            if child.name.hasSuffix("Cell"), let title = child.attribute("title") ?? child.attribute("placeholderString"), !title.isEmpty {
                return title
            }
            if child.name == "string", child.attribute("key") == "text" { return child.textContent }
        }
        return nil
    }

    private mutating func readViewGuides(_ element: XMLElement, ownerID: String) -> [LayoutGuide] {
        var guides: [LayoutGuide] = []
        let candidates = element.children + (element.child(named: "layoutGuides")?.children ?? [])
        for child in candidates where child.name == "viewLayoutGuide" || child.name == "layoutGuide" {
            guard let id = child.attribute("id") else { continue }
            let key = child.attribute("key") ?? child.name
            let kind: LayoutGuide.Kind
            switch key {
            case "safeArea": kind = .safeArea
            case "contentLayoutGuide": kind = .contentLayoutGuide
            case "frameLayoutGuide": kind = .frameLayoutGuide
            default: kind = .other(key)
            }
            let guide = LayoutGuide(id: id, kind: kind, ownerID: ownerID, element: child)
            guides.append(guide)
            register(guide)
        }
        return guides
    }

    private mutating func register(_ guide: LayoutGuide) {
        if guidesByID[guide.id] == nil { guidesByID[guide.id] = guide }
    }

    private mutating func readStack(_ element: XMLElement) -> StackAttributes {
        let isMacOS = header.platform == .macOS
        let axisText = element.attribute(isMacOS ? "orientation" : "axis") ?? element.attribute("axis") ?? "horizontal"
        var customSpacing: [Double?] = []
        if let list = element.child(named: "customSpacing") {
            customSpacing = list.children.map { item in
                item.attribute("value").flatMap(DocumentNumber.parse).flatMap { $0 < 1e30 ? $0 : nil }
            }
        }
        let insets = element.child(named: "edgeInsets", key: "edgeInsets").map {
            readInsets($0, leading: "left", trailing: "right", directional: false)
        }
        return StackAttributes(
            axis: axisText == "vertical" ? .vertical : .horizontal,
            distribution: element.attribute("distribution") ?? (isMacOS ? "gravityAreas" : "fill"),
            alignment: element.attribute("alignment") ?? (isMacOS ? (axisText == "vertical" ? "centerX" : "centerY") : "fill"),
            spacing: number(element, "spacing") ?? (isMacOS ? 8 : 0),
            usesStandardSpacing: element.attribute("spacingType") == "standard",
            isBaselineRelativeArrangement: element.attribute("baselineRelativeArrangement") == "YES",
            isLayoutMarginsRelativeArrangement: element.attribute("layoutMarginsRelativeArrangement") == "YES",
            detachesHiddenViews: element.attribute("detachesHiddenViews") == "YES",
            edgeInsets: insets,
            customSpacing: customSpacing,
            isMacOS: isMacOS)
    }

    // MARK: Constraints and variations

    private static let knownConstraintAttributes: Set<String> = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier",
        "constant", "priority", "placeholder", "identifier", "symbolic", "installed", "userLabel",
        "misplaced", "ambiguous", "active",
    ]

    private mutating func readConstraint(_ element: XMLElement, ownerID: String) -> Constraint? {
        for (name, _) in element.attributes where !Self.knownConstraintAttributes.contains(name) {
            report(.warning, .unknownAttribute, element, "constraint has an unknown attribute '\(name)'")
        }
        guard let id = element.attribute("id") else {
            report(.error, .unexpectedStructure, element, "constraint has no id")
            return nil
        }
        guard let firstName = element.attribute("firstAttribute") else {
            report(.error, .unexpectedStructure, element, "constraint \(id) has no firstAttribute")
            return nil
        }
        guard let firstAttribute = LayoutAttribute(documentName: firstName) else {
            report(.error, .unknownAttribute, element, "constraint \(id) has an unknown layout attribute '\(firstName)'")
            return nil
        }
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let secondName = element.attribute("secondAttribute") {
            guard let parsed = LayoutAttribute(documentName: secondName) else {
                report(.error, .unknownAttribute, element, "constraint \(id) has an unknown layout attribute '\(secondName)'")
                return nil
            }
            secondAttribute = parsed
        }
        let secondItem = element.attribute("secondItem")
        if (secondItem == nil) != (secondAttribute == .notAnAttribute) {
            report(.error, .unexpectedStructure, element, "constraint \(id) must name both secondItem and secondAttribute, or neither")
            return nil
        }
        var relation = ConstraintRelation.equal
        if let text = element.attribute("relation") {
            guard let parsed = ConstraintRelation(rawValue: text) else {
                report(.error, .invalidValue, element, "constraint \(id) has an unknown relation '\(text)'")
                return nil
            }
            relation = parsed
        }
        var multiplier = 1.0
        let multiplierText = element.attribute("multiplier")
        if let multiplierText {
            guard let parsed = DocumentNumber.parseMultiplier(multiplierText) else {
                report(.error, .invalidNumber, element, "constraint \(id) has an unparsable multiplier '\(multiplierText)'")
                return nil
            }
            multiplier = parsed
        }
        var priority = number(element, "priority") ?? 1000
        if priority < 1 || priority > 1000 {
            report(.error, .invalidValue, element, "constraint \(id) has priority \(priority), outside 1…1000; clamped")
            priority = min(max(priority, 1), 1000)
        }
        let explicitFirst = element.attribute("firstItem")
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
            constant: number(element, "constant") ?? 0,
            priority: priority,
            isPlaceholder: element.attribute("placeholder") == "YES",
            isInstalled: element.attribute("installed") != "NO",
            identifier: element.attribute("identifier"),
            isSymbolic: element.attribute("symbolic") == "YES",
            ownerID: ownerID,
            variations: readVariations(of: element),
            element: element)
    }

    private mutating func readVariations(of element: XMLElement) -> [Variation] {
        var result: [Variation] = []
        for child in element.children(named: "variation") { result.append(readVariation(child)) }
        return result
    }

    private mutating func readVariation(_ element: XMLElement) -> Variation {
        let key = element.attribute("key") ?? ""
        let condition = TraitCondition(key: key)
        if condition == nil {
            report(.warning, .invalidValue, element, "variation key '\(key)' is not a size-class condition this tool understands")
        }
        var variation = Variation(key: key, condition: condition, element: element)
        for (name, value) in element.attributes where name != "key" { variation.overrides[name] = value }
        for mask in element.children(named: "mask") {
            for entry in mask.children {
                guard let reference = entry.attribute("reference") else { continue }
                switch (mask.attribute("key"), entry.name) {
                case ("subviews", "include"): variation.includedSubviews.append(reference)
                case ("subviews", "exclude"): variation.excludedSubviews.append(reference)
                case ("constraints", "include"): variation.includedConstraints.append(reference)
                case ("constraints", "exclude"): variation.excludedConstraints.append(reference)
                default: break
                }
            }
        }
        if let rect = element.child(named: "rect", key: "frame") { variation.frame = readRect(rect) }
        return variation
    }

    // MARK: Checks

    private mutating func checkIDs(_ root: XMLElement) {
        var seen: [String: Int] = [:]
        for element in root.descendants {
            guard let id = element.attribute("id") else { continue }
            if let first = seen[id] {
                report(.error, .duplicateID, element, "duplicate id '\(id)' (first used on line \(first))")
            } else {
                seen[id] = element.line
            }
        }
    }

    private mutating func checkReferences() {
        let views = scenes.flatMap(\.allViews)
        var constraintIDs: Set<String> = []
        for view in views { for constraint in view.constraints { constraintIDs.insert(constraint.id) } }
        func known(_ id: String) -> Bool { viewsByID[id] != nil || guidesByID[id] != nil }
        for view in views {
            for constraint in view.constraints {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) where !known(item) {
                    report(.error, .missingReference, constraint.element, "constraint \(constraint.id) refers to '\(item)', which is not a view or layout guide in this document")
                }
            }
            for variation in view.variations {
                for reference in variation.includedSubviews + variation.excludedSubviews where viewsByID[reference] == nil {
                    report(.warning, .missingReference, variation.element, "variation '\(variation.key)' masks subview '\(reference)', which does not exist")
                }
                for reference in variation.includedConstraints + variation.excludedConstraints where !constraintIDs.contains(reference) {
                    report(.warning, .missingReference, variation.element, "variation '\(variation.key)' masks constraint '\(reference)', which does not exist")
                }
            }
        }
    }

    // MARK: Values

    private mutating func number(_ element: XMLElement, _ name: String) -> Double? {
        guard let text = element.attribute(name) else { return nil }
        guard let value = DocumentNumber.parse(text) else {
            report(.error, .invalidNumber, element, "<\(element.name)> attribute \(name)=\"\(text)\" is not a number")
            return nil
        }
        return value
    }

    private mutating func readRect(_ rect: XMLElement) -> Rect? {
        var values: [Double] = []
        for name in ["x", "y", "width", "height"] {
            guard let text = rect.attribute(name) else {
                report(.error, .unexpectedStructure, rect, "frame has no \(name)")
                return nil
            }
            guard let value = DocumentNumber.parse(text) else {
                report(.error, .invalidNumber, rect, "frame \(name)=\"\(text)\" is not a number")
                return nil
            }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private mutating func readInsets(_ element: XMLElement, leading: String, trailing: String, directional: Bool) -> EdgeInsets {
        EdgeInsets(top: number(element, "top") ?? 0, left: number(element, leading) ?? 0,
                   bottom: number(element, "bottom") ?? 0, right: number(element, trailing) ?? 0,
                   isDirectional: directional)
    }

    private mutating func placeholderSize(_ element: XMLElement, _ name: String) -> PlaceholderIntrinsicSize? {
        guard let text = element.attribute(name) else { return nil }
        if text == "infinite" || text == "none" { return PlaceholderIntrinsicSize.none }
        return number(element, name).map { .value($0) }
    }

    private mutating func report(_ severity: ModelDiagnostic.Severity, _ kind: ModelDiagnostic.Kind, _ element: XMLElement, _ message: String) {
        diagnostics.append(ModelDiagnostic(severity: severity, kind: kind, path: path, line: element.line, message: message))
    }
}
