import SceneXML

/// Views: which elements are views, and what is read from each.
extension SceneDocumentReader {
    // MARK: Views

    /// Elements never searched for views: they describe, not contain.
    static let opaqueElements: [InterfaceBuilderName] = [.variation, .connections, .constraints, .userDefinedRuntimeAttributes, .gestureRecognizers]

    /// Keyed children that are views even when Xcode stored no frame for them
    /// (a table cell's content view often has none).
    static let viewKeys: Set<String> = ["view", "contentView", "backgroundView", "selectedBackgroundView"]

    /// A view is an element with an id that has a frame, sits in `<subviews>`, holds
    /// subviews or constraints, is a keyed content view or a table cell.
    static func isView(_ element: SceneXMLElement, inSubviews: Bool) -> Bool {
        guard element.hasAttribute(.id) else { return false }
        if inSubviews { return true }
        if let key = element.attribute(.key), viewKeys.contains(key), !element.hasName(.window) { return true }
        // A table cell is its table's row even when Xcode (6.1) stored no frame for it; its
        // content view is then its subview, not the table's (`FramelessTableCells`).
        if element.hasName(.tableViewCell) { return true }
        return element.firstChild {
            ($0.hasName(.rect) && $0.attribute(.key, is: "frame")) || $0.hasName(.subviews) || $0.hasName(.constraints)
        } != nil
    }

    mutating func collectViews(in element: SceneXMLElement, parent: View?, inSubviews: Bool, into result: inout [View]) {
        guard !Self.opaqueElements.contains(where: element.hasName) else { return }
        if element.hasName(.touchBar) {
            // An NSTouchBar's items are shown on the Touch Bar, not in the view that holds
            // the bar: each item's view is laid out on its own, at its design-time size
            // (MacDown's editor: 18 buttons nested in a text view's touch bar, none of them
            // placed by or flagged ambiguous in the text view). They are roots of the scene.
            for item in element.child(named: .touchBarItems)?.children ?? [] {
                var views: [View] = []
                collectViews(in: item, parent: nil, inSubviews: false, into: &views)
                if let size = item.child(named: .size, key: "designTimeSize"),
                   let width = number(size, .width), let height = number(size, .height) {
                    for view in views { view.touchBarItemSize = Size(width: width, height: height) }
                }
                detachedRoots += views
            }
            return
        }
        if Self.isView(element, inSubviews: inSubviews) {
            let view = readView(element, isSubview: inSubviews)
            view.parent = parent
            result.append(view)
            var children: [View] = []
            element.forEachChild { child in
                collectViews(in: child, parent: view, inSubviews: false, into: &children)
            }
            view.children = children
            return
        }
        let inSubviews = element.hasName(.subviews)
        element.forEachChild { child in
            collectViews(in: child, parent: parent, inSubviews: inSubviews, into: &result)
        }
    }

    mutating func readView(_ element: SceneXMLElement, isSubview: Bool) -> View {
        let id = element.attribute(.id) ?? ""
        var fields = ViewFields()
        var frame: Rect?
        if let rect = element.child(named: .rect, key: "frame") { frame = readRect(rect) }
        fields.text = Self.text(of: element)
        if let mask = element.child(named: .autoresizingMask, key: "autoresizingMask") {
            var flags = AutoresizingMask()
            for (name, flag) in Self.autoresizingMaskNames where mask.attribute(name, is: "YES") { flags.insert(flag) }
            fields.autoresizingMask = flags
        }
        if let insets = element.child(named: .edgeInsets, key: "layoutMargins") {
            fields.layoutMargins = readInsets(insets, leading: .left, trailing: .right, directional: false)
        } else if let insets = element.child(named: .directionalEdgeInsets, key: "directionalLayoutMargins") {
            fields.layoutMargins = readInsets(insets, leading: .leading, trailing: .trailing, directional: true)
        }
        for (priority, name) in Self.priorityNames {
            if let value = number(element, name) { fields.priorities[priority] = value }
        }
        fields.placeholderWidth = placeholderSize(element, .placeholderIntrinsicWidth)
        fields.placeholderHeight = placeholderSize(element, .placeholderIntrinsicHeight)
        let font = element.child(named: .fontDescription) ?? element.children.lazy.compactMap { $0.child(named: .fontDescription) }.first
        if let font {
            fields.fontPointSize = font.attribute(.pointSize).flatMap(DocumentNumber.parse)
            fields.fontType = font.attribute(.type) ?? font.attribute(.style)
        } else if let font = element.child(named: .font, key: "font") ?? element.children.lazy.compactMap({ $0.child(named: .font, key: "font") }).first {
            // AppKit: an explicit size, or the size of the named system font.
            let meta = font.attribute(.metaFont)
            fields.fontPointSize = font.attribute(.size).flatMap(DocumentNumber.parse) ?? meta.flatMap { Self.metaFontSizes[$0] }
            fields.fontType = meta ?? font.attribute(.textStyle)
        }
        if element.hasName(.stackView) { fields.stack = readStack(element) }
        if element.hasName(.gridView) { fields.grid = readGrid(element) }

        let view = View(element: element, id: id, frame: frame, isSubview: isSubview, fields: fields)
        if viewsByID[id] == nil { viewsByID[id] = view }
        view.layoutGuides = readViewGuides(element, ownerID: id)
        view.constraints = (element.child(named: .constraints)?.children(named: .constraint) ?? []).compactMap {
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

    static func text(of element: SceneXMLElement) -> String? {
        for name in [InterfaceBuilderName.text, .title, .placeholder] {
            if let value = element.attribute(name), !value.isEmpty { return value }
        }
        for child in element.children {
            if child.hasName(.state), child.attribute(.key, is: "normal"), let title = child.attribute(.title) { return title }
            if child.hasName(endingWith: "Cell"), let title = child.attribute(.title) ?? child.attribute(.placeholderString), !title.isEmpty {
                return title
            }
            if child.hasName(.string), child.attribute(.key, is: "text") { return child.textContent }
        }
        return nil
    }

    /// `AutoresizingMask.documentNames` by `InterfaceBuilderName`.
    static let autoresizingMaskNames: [(InterfaceBuilderName, AutoresizingMask)] = [
        (.flexibleMinX, .flexibleMinX), (.widthSizable, .widthSizable), (.flexibleMaxX, .flexibleMaxX),
        (.flexibleMinY, .flexibleMinY), (.heightSizable, .heightSizable), (.flexibleMaxY, .flexibleMaxY),
    ]

    /// Each `ContentPriority`'s attribute, in `allCases` order.
    static let priorityNames: [(ContentPriority, InterfaceBuilderName)] = [
        (.horizontalHugging, .horizontalHuggingPriority), (.verticalHugging, .verticalHuggingPriority),
        (.horizontalCompressionResistance, .horizontalCompressionResistancePriority),
        (.verticalCompressionResistance, .verticalCompressionResistancePriority),
        (.horizontalStackHugging, .horizontalStackHuggingPriority), (.verticalStackHugging, .verticalStackHuggingPriority),
        (.horizontalClippingResistance, .horizontalClippingResistancePriority),
        (.verticalClippingResistance, .verticalClippingResistancePriority),
    ]

    mutating func readViewGuides(_ element: SceneXMLElement, ownerID: String) -> [LayoutGuide] {
        var guides: [LayoutGuide] = []
        // The view's own children, then its `<layoutGuides>` list's.
        element.forEachChild { readViewGuide($0, ownerID: ownerID, into: &guides) }
        element.child(named: .layoutGuides)?.forEachChild { readViewGuide($0, ownerID: ownerID, into: &guides) }
        return guides
    }

    private mutating func readViewGuide(_ child: SceneXMLElement, ownerID: String, into guides: inout [LayoutGuide]) {
        guard child.hasName(.viewLayoutGuide) || child.hasName(.layoutGuide) || child.hasName(.keyboardLayoutGuide),
              let id = child.attribute(.id) else { return }
        let key = child.attribute(.key) ?? child.name
        let kind: LayoutGuide.Kind
        switch key {
        case "safeArea": kind = .safeArea
        case "contentLayoutGuide": kind = .contentLayoutGuide
        case "frameLayoutGuide": kind = .frameLayoutGuide
        case _ where child.hasName(.keyboardLayoutGuide): kind = .keyboard
        default: kind = .other(key)
        }
        let guide = LayoutGuide(id: id, kind: kind, ownerID: ownerID, element: child)
        guides.append(guide)
        register(guide)
    }

    mutating func register(_ guide: LayoutGuide) {
        if guidesByID[guide.id] == nil { guidesByID[guide.id] = guide }
    }

    mutating func readStack(_ element: SceneXMLElement) -> StackAttributes {
        let isMacOS = header.platform == .macOS
        let axis = stackValue(element, isMacOS && element.hasAttribute(.orientation) ? .orientation : .axis, default: StackAttributes.Axis.horizontal)
        var customSpacing: [Double?] = []
        if let list = element.child(named: .customSpacing) {
            customSpacing = list.children.map { item in
                item.attribute(.value).flatMap(DocumentNumber.parse).flatMap { $0 < 1e30 ? $0 : nil }
            }
        }
        let insets = element.child(named: .edgeInsets, key: "edgeInsets").map {
            readInsets($0, leading: .left, trailing: .right, directional: false)
        }
        // Omitted values are the class defaults; unknown ones are reported and read as the
        // default (they would otherwise be a layout nobody asked for).
        let distribution = stackValue(element, .distribution, default: isMacOS ? StackAttributes.Distribution.gravityAreas : .fill)
        let alignment = stackValue(element, .alignment,
                                   default: isMacOS ? (axis == .vertical ? StackAttributes.Alignment.centerX : .centerY) : .fill)
        let areas = [InterfaceBuilderName.beginningViews, .middleViews, .endViews].map { name in
            element.child(named: name)?.children.compactMap { $0.attribute(.id) } ?? []
        }
        return StackAttributes(
            axis: axis,
            distribution: distribution,
            alignment: alignment,
            spacing: number(element, .spacing) ?? (isMacOS ? 8 : 0),
            usesStandardSpacing: element.attribute(.spacingType, is: "standard"),
            isBaselineRelativeArrangement: element.attribute(.baselineRelativeArrangement, is: "YES"),
            isLayoutMarginsRelativeArrangement: element.attribute(.layoutMarginsRelativeArrangement, is: "YES"),
            detachesHiddenViews: element.attribute(.detachesHiddenViews, is: "YES"),
            edgeInsets: insets,
            gravityAreas: areas.allSatisfy(\.isEmpty) ? [] : areas,
            customSpacing: customSpacing,
            isMacOS: isMacOS)
    }

    /// A stack view's enumerated attribute; an unknown value is reported and read as `value`.
    mutating func stackValue<Value: RawRepresentable & CaseIterable>(_ element: SceneXMLElement, _ name: InterfaceBuilderName, default value: Value) -> Value
        where Value.RawValue == String {
        guard let text = element.attribute(name) else { return value }
        if let known = Value(rawValue: text) { return known }
        report(.warning, .invalidValue, element, "stack view \(name.rawValue) '\(text)' is not one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")); read as \(value.rawValue)")
        return value
    }

    mutating func readGrid(_ element: SceneXMLElement) -> GridAttributes {
        // Defaults as Interface Builder omits them: 6-point spacing (MonitorControl's
        // 210 + 6 + 4 + 470 = 690-point grid); placements leading and top.
        func track(_ item: SceneXMLElement, size: InterfaceBuilderName, leading: InterfaceBuilderName, trailing: InterfaceBuilderName,
                   placement: InterfaceBuilderName) -> GridAttributes.Track {
            GridAttributes.Track(id: item.attribute(.id) ?? "", size: number(item, size),
                                 leadingPadding: number(item, leading) ?? 0, trailingPadding: number(item, trailing) ?? 0,
                                 placement: item.attribute(placement), rowAlignment: item.attribute(.rowAlignment),
                                 isHidden: item.attribute(.hidden, is: "YES"))
        }
        let rows = (element.child(named: .rows)?.children(named: .gridRow) ?? []).map {
            track($0, size: .height, leading: .topPadding, trailing: .bottomPadding, placement: .yPlacement)
        }
        let columns = (element.child(named: .columns)?.children(named: .gridColumn) ?? []).map {
            track($0, size: .width, leading: .leadingPadding, trailing: .trailingPadding, placement: .xPlacement)
        }
        let cells = (element.child(named: .gridCells)?.children(named: .gridCell) ?? []).map { cell in
            GridAttributes.Cell(id: cell.attribute(.id) ?? "", row: cell.attribute(.row) ?? "", column: cell.attribute(.column) ?? "",
                                xPlacement: cell.attribute(.xPlacement), yPlacement: cell.attribute(.yPlacement),
                                rowAlignment: cell.attribute(.rowAlignment), headOfMergedCell: cell.attribute(.headOfMergedCell),
                                contentID: cell.firstChild { $0.attribute(.key, is: "contentView") }?.attribute(.id))
        }
        return GridAttributes(rows: rows, columns: columns, cells: cells,
                              rowSpacing: number(element, .rowSpacing) ?? 6, columnSpacing: number(element, .columnSpacing) ?? 6,
                              xPlacement: element.attribute(.xPlacement) ?? "leading", yPlacement: element.attribute(.yPlacement) ?? "top",
                              rowAlignment: element.attribute(.rowAlignment) ?? "none")
    }
}
