#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneXML

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
        /// For each file, where it goes in an output folder: its path below the folder
        /// named on the command line that found it, or its name for a file named directly.
        public var outputNames: [String] = []
        /// Paths that do not exist or cannot be listed, with the reason.
        public var problems: [(path: String, message: String)] = []
    }

    public static func expand(_ paths: [String]) -> Expansion {
        var expansion = Expansion()
        var seen: Set<String> = []
        func add(_ file: String, name: String? = nil) {
            guard seen.insert(file).inserted else { return }
            expansion.files.append(file)
            expansion.outputNames.append(name ?? PathText.lastComponent(of: file))
        }
        for path in paths {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isFolder: &isDirectory) else {
                // Reported by the loader with the usual "cannot read" wording.
                add(path)
                continue
            }
            guard isDirectory else {
                add(path)
                continue
            }
            guard let found = documents(under: path) else {
                expansion.problems.append((path, "cannot list the folder"))
                continue
            }
            if found.isEmpty { expansion.problems.append((path, "no .xib or .storyboard files in this folder")) }
            for (file, relative) in found { add(file, name: relative) }
        }
        return expansion
    }

    /// Each document below `folder`, with its path relative to it, sorted by path. Names
    /// are read as bytes (`FilePath`), so a file whose name is not UTF-8 is still found.
    private static func documents(under folder: String) -> [(path: String, relative: String)]? {
        guard FilePath.entries(of: folder) != nil else { return nil }
        var result: [(path: String, relative: String)] = []
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            let absolute = relativeFolder.isEmpty ? folder : PathText.appending(relativeFolder, to: folder)
            for (name, isFolder) in FilePath.entries(of: absolute) ?? [] {
                if skippedFolders.contains(name) || name.hasPrefix(".") { continue }
                let relative = relativeFolder.isEmpty ? name : PathText.appending(name, to: relativeFolder)
                if isFolder {
                    pending.append(relative)
                } else if extensions.contains(PathText.pathExtension(of: name).lowercased()) {
                    result.append((PathText.appending(relative, to: folder), relative))
                }
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}
