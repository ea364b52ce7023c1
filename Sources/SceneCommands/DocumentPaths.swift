import Foundation

/// The documents named on a command line: files as given, folders searched (recursively)
/// for `.xib` and `.storyboard` files, in a stable order so output and exit codes do not
/// depend on the file system's listing order.
public enum DocumentPaths {
    public static let extensions: Set<String> = ["xib", "storyboard"]

    /// Folders skipped while searching: version control and build products, which hold
    /// copies of documents (Xcode's derived data, SwiftPM's `.build`).
    static let skippedFolders: Set<String> = [".git", ".build", ".svn", ".hg", "DerivedData", "build"]

    public struct Expansion: Sendable {
        /// Files to process, files named directly first in the order given, then each
        /// folder's documents sorted by path.
        public var files: [String] = []
        /// Paths that do not exist or cannot be listed, with the reason.
        public var problems: [(path: String, message: String)] = []
    }

    public static func expand(_ paths: [String]) -> Expansion {
        var expansion = Expansion()
        var seen: Set<String> = []
        func add(_ file: String) {
            if seen.insert(file).inserted { expansion.files.append(file) }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // Reported by the loader with the usual "cannot read" wording.
                add(path)
                continue
            }
            guard isDirectory.boolValue else {
                add(path)
                continue
            }
            guard let found = documents(under: path) else {
                expansion.problems.append((path, "cannot list the folder"))
                continue
            }
            if found.isEmpty { expansion.problems.append((path, "no .xib or .storyboard files in this folder")) }
            found.forEach(add)
        }
        return expansion
    }

    private static func documents(under folder: String) -> [String]? {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if skippedFolders.contains(name) || name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if extensions.contains((name as NSString).pathExtension.lowercased()) {
                result.append((folder as NSString).appendingPathComponent(relative))
            }
        }
        return result.sorted()
    }
}
