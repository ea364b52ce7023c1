import SceneLayout
import SceneModel

/// `resolve --format json`'s bytes written straight from the result, without `Encodable`'s
/// containers, a tree of nodes or sorting: the same text as `JSONOutput.encode(layout,
/// schemaVersion:)` (`PrettyJSONEncoder`), which cost a sixth of `resolve` on a 1,000-view
/// document (session 11, json14). Each type's members are written in the order of their
/// keys' UTF-8 bytes, known here; optional members are left out when nil, as the
/// synthesized conformances do. `ResolveJSONWriterTests` compares the two for random and
/// corpus results and checks that every stored property of each type is written, so a
/// field added to a result type without a line here fails a test.
enum ResolveJSONWriter {
    /// One document's layout with its schema version; a number JSON cannot hold goes to
    /// the encoder, which names where it is in its error.
    static func encode(_ layout: DocumentLayout, schemaVersion: Int) throws -> String {
        var writer = JSONByteWriter()
        do {
            try write(layout, schemaVersion: schemaVersion, into: &writer)
        } catch is JSONByteWriter.NonFiniteNumber {
            return try JSONOutput.encode(layout, schemaVersion: schemaVersion)
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    static func write(_ layout: DocumentLayout, schemaVersion: Int?, into out: inout JSONByteWriter) throws {
        out.openObject()
        out.key("diagnostics")
        out.array(layout.diagnostics) { out, diagnostic in write(diagnostic, into: &out) }
        out.key("path")
        out.string(layout.path)
        out.key("scenes")
        try out.array(layout.scenes) { out, scene in
            out.openObject()
            out.key("id")
            out.string(scene.id)
            out.key("views")
            try write(scene.views, into: &out)
            out.closeObject()
        }
        if let schemaVersion {
            out.key("schemaVersion")
            out.int(schemaVersion)
        }
        out.key("traits")
        try write(layout.traits, into: &out)
        out.closeObject()
    }

    private static func write(_ diagnostic: LayoutDiagnostic, into out: inout JSONByteWriter) {
        out.openObject()
        out.key("column")
        out.int(diagnostic.column)
        out.key("items")
        out.array(diagnostic.items) { out, item in out.string(item) }
        out.key("kind")
        out.string(diagnostic.kind.rawValue)
        out.key("line")
        out.int(diagnostic.line)
        out.key("message")
        out.string(diagnostic.message)
        out.key("path")
        out.string(diagnostic.path)
        out.key("severity")
        out.string(diagnostic.severity.rawValue)
        out.closeObject()
    }

    private static func write(_ views: [ViewLayout], into out: inout JSONByteWriter) throws {
        try out.array(views) { out, view in try write(view, into: &out) }
    }

    private static func write(_ view: ViewLayout, into out: inout JSONByteWriter) throws {
        out.openObject()
        if let ambiguity = view.ambiguity {
            out.key("ambiguity")
            try write(ambiguity, into: &out)
        }
        out.key("ambiguous")
        out.bool(view.ambiguous)
        out.key("conflicting")
        out.bool(view.conflicting)
        out.key("element")
        out.string(view.element)
        out.key("frame")
        try write(view.frame, into: &out)
        out.key("id")
        out.string(view.id)
        out.key("installed")
        out.bool(view.installed)
        out.key("misplaced")
        out.bool(view.misplaced)
        out.key("name")
        out.string(view.name)
        if let provenance = view.sizeProvenance {
            out.key("sizeProvenance")
            out.openObject()
            if let height = provenance.height {
                out.key("height")
                out.string(height.rawValue)
            }
            if let width = provenance.width {
                out.key("width")
                out.string(width.rawValue)
            }
            out.closeObject()
        }
        if let solved = view.solvedFrame {
            out.key("solvedFrame")
            try write(solved, into: &out)
        }
        if let stored = view.storedFrame {
            out.key("storedFrame")
            try write(stored, into: &out)
        }
        out.key("subviews")
        try write(view.subviews, into: &out)
        out.closeObject()
    }

    private static func write(_ ambiguity: FrameAmbiguity, into out: inout JSONByteWriter) throws {
        out.openObject()
        out.key("needs")
        out.array(ambiguity.needs) { out, group in
            out.array(group) { out, attribute in out.string(attribute.rawValue) }
        }
        out.key("scrollableContentSize")
        out.bool(ambiguity.scrollableContentSize)
        out.key("witness")
        try write(ambiguity.witness, into: &out)
        out.closeObject()
    }

    private static func write(_ rect: Rect, into out: inout JSONByteWriter) throws {
        out.openObject()
        out.key("height")
        try out.number(rect.height)
        out.key("width")
        try out.number(rect.width)
        out.key("x")
        try out.number(rect.x)
        out.key("y")
        try out.number(rect.y)
        out.closeObject()
    }

    /// `TraitCollection+Coding`'s members (`toolsVersion` a string).
    private static func write(_ traits: TraitCollection, into out: inout JSONByteWriter) throws {
        out.openObject()
        if let deviceID = traits.deviceID {
            out.key("deviceID")
            out.string(deviceID)
        }
        if let heightClass = traits.heightClass {
            out.key("heightClass")
            out.string(heightClass.rawValue)
        }
        out.key("idiom")
        out.string(traits.idiom)
        out.key("includesPlaceholderConstraints")
        out.bool(traits.includesPlaceholderConstraints)
        out.key("layoutDirection")
        out.string(traits.layoutDirection.rawValue)
        out.key("orientation")
        out.string(traits.orientation)
        out.key("safeAreaInsets")
        let insets = traits.safeAreaInsets
        out.openObject()
        out.key("bottom")
        try out.number(insets.bottom)
        out.key("isDirectional")
        out.bool(insets.isDirectional)
        out.key("left")
        try out.number(insets.left)
        out.key("right")
        try out.number(insets.right)
        out.key("top")
        try out.number(insets.top)
        out.closeObject()
        out.key("scale")
        try out.number(traits.scale)
        if let screenWidth = traits.screenWidth {
            out.key("screenWidth")
            try out.number(screenWidth)
        }
        if let size = traits.size {
            out.key("size")
            out.openObject()
            out.key("height")
            try out.number(size.height)
            out.key("width")
            try out.number(size.width)
            out.closeObject()
        }
        out.key("statusBarHeight")
        try out.number(traits.statusBarHeight)
        if let toolsVersion = traits.toolsVersion {
            out.key("toolsVersion")
            out.string(SceneDocument.format(toolsVersion))
        }
        if let widthClass = traits.widthClass {
            out.key("widthClass")
            out.string(widthClass.rawValue)
        }
        out.closeObject()
    }
}

extension FileFailure {
    /// This failure's JSON object, as its `Encodable` conformance writes it (keys sorted).
    func write(into out: inout JSONByteWriter) {
        out.openObject()
        out.key("diagnostics")
        out.array(diagnostics) { out, diagnostic in
            out.openObject()
            out.key("column")
            out.int(diagnostic.column)
            out.key("kind")
            out.string(diagnostic.kind)
            out.key("line")
            out.int(diagnostic.line)
            out.key("message")
            out.string(diagnostic.message)
            out.key("path")
            out.string(diagnostic.path)
            out.key("severity")
            out.string(diagnostic.severity)
            out.closeObject()
        }
        out.key("path")
        out.string(path)
        out.closeObject()
    }
}
