import SceneXML

/// The XSD that scene documents are validated against (`Schemas/scene.xsd`, embedded).
public enum SceneSchema {
    /// Compiles the embedded schema, or the one at `path` when given.
    public static func load(path: String? = nil) throws -> XMLSchema {
        if let path { return try XMLSchema.load(contentsOf: path) }
        return try XMLSchema(bytes: Array(source.utf8), path: "Schemas/scene.xsd")
    }
}
