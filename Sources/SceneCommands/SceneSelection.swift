import SceneModel

/// `--scene`: a scene named by its scene id, a view controller's storyboard identifier,
/// id or custom class, or its name in Interface Builder's outline ("Login View Controller
/// Scene"). An unknown name lists the scenes with their names; a name several scenes
/// answer to lists those.
public enum SceneSelection {
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// The scene `query` names in `document`.
    public static func scene(_ query: String, in document: SceneDocument) throws -> Scene {
        if let exact = document.scenes.first(where: { $0.id == query }) { return exact }
        let matches = document.scenes.filter { scene in
            scene.controllers.contains { controller in
                controller.id == query || controller.element.attribute(.storyboardIdentifier) == query
                    || controller.customClass == query
            } || name(of: scene).lowercased() == query.lowercased()
                || name(of: scene).lowercased() == query.lowercased() + " scene"
        }
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            throw Problem(description: "no scene '\(query)' (a scene id, storyboard identifier, view controller id or custom class); scenes: \(list(document.scenes))")
        }
        throw Problem(description: "'\(query)' names \(matches.count) scenes: \(list(matches)); give a scene id")
    }

    /// The scene id `query` names, or nil for no query.
    public static func sceneID(_ query: String?, in document: SceneDocument) throws -> String? {
        guard let query else { return nil }
        return try scene(query, in: document).id
    }

    /// The scene's name as Interface Builder's outline (and the storyboard's comment before
    /// the scene) gives it: its controller's label, title or class in words, then "Scene".
    public static func name(of scene: Scene) -> String {
        guard let controller = scene.controllers.first else {
            return scene.id == "objects" ? "Objects" : (scene.rootViews.first?.displayName ?? "Scene")
        }
        let element = controller.element
        if let label = element.attribute(.userLabel), !label.isEmpty { return label + " Scene" }
        if let title = element.attribute(.title), !title.isEmpty { return title + " Scene" }
        if let custom = controller.customClass, !custom.isEmpty { return words(custom) + " Scene" }
        return ViewNaming.className(forElement: controller.elementName, customClass: nil) + " Scene"
    }

    /// What `--scene` can be completed with on a command line naming `words`: the scene
    /// ids, storyboard identifiers and custom classes of the documents among them that can
    /// be read (nothing when none can).
    public static func completions(for words: [String], prefix: String) -> [String] {
        var result: [String] = []
        for word in words where word.hasSuffix(".storyboard") || word.hasSuffix(".xib") {
            guard let document = try? SceneDocument.load(contentsOf: word) else { continue }
            for scene in document.scenes {
                result.append(scene.id)
                for controller in scene.controllers {
                    if let identifier = controller.element.attribute(.storyboardIdentifier) { result.append(identifier) }
                    if let custom = controller.customClass { result.append(custom) }
                }
            }
        }
        var seen: Set<String> = []
        return result.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
    }

    /// `id "Name"` for each scene, comma separated.
    static func list(_ scenes: [Scene]) -> String {
        scenes.map { "\($0.id) \"\(name(of: $0))\"" }.joined(separator: ", ")
    }

    /// A class name in words, as the outline writes it: `LoginViewController` → "Login
    /// View Controller", `URLViewController` → "URL View Controller".
    static func words(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result.append(" ")
                }
            }
            result.append(character)
        }
        return result
    }
}
