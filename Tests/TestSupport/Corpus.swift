import Foundation

/// Finds the shared corpus of real scene documents: `$SCENELAYOUT_CORPUS`, or
/// `../shared/corpus` beside the checkout. Tests that need it skip, with a printed
/// notice, when it is absent.
public enum Corpus {
    public static let packageRoot: URL = {
        // Tests/TestSupport/Corpus.swift → the package root is three levels up.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// The folder `SCENELAYOUT_CORPUS` names, if set. CI sets it, and then a missing corpus
    /// is a failure (`CorpusPresenceTests`), never a skip.
    public static var requiredDirectory: String? {
        ProcessInfo.processInfo.environment["SCENELAYOUT_CORPUS"].flatMap { $0.isEmpty ? nil : $0 }
    }

    public static var directory: URL? {
        if let required = requiredDirectory {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: required, isDirectory: &isDirectory) && isDirectory.boolValue
                ? URL(fileURLWithPath: required) : nil
        }
        let candidates = [
            ProcessInfo.processInfo.environment["SCENELAYOUT_CORPUS"].map { URL(fileURLWithPath: $0) },
            packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus"),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("MANIFEST.tsv").path) }
            ?? candidates.first { var d: ObjCBool = false; return FileManager.default.fileExists(atPath: $0.path, isDirectory: &d) && d.boolValue }
    }

    /// For `@Test(.enabled(if: Corpus.isAvailable))`: the test shows as skipped without it,
    /// unless `SCENELAYOUT_CORPUS` names it (then it runs, and fails on an empty corpus).
    public static var isAvailable: Bool {
        if requiredDirectory != nil { return true }
        if directory == nil {
            print("NOTICE: scene corpus not found (set SCENELAYOUT_CORPUS or check out ../shared/corpus); corpus tests skipped")
            return false
        }
        return true
    }

    /// Every `.xib` and `.storyboard` in the corpus, sorted; empty (with a notice) when absent.
    public static var documents: [URL] {
        guard let directory else {
            print("NOTICE: scene corpus not found (set SCENELAYOUT_CORPUS or check out ../shared/corpus); corpus tests skipped")
            return []
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    public static var examplesDirectory: URL { packageRoot.appendingPathComponent("Documents/Examples") }

    public static var examples: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { examplesDirectory.appendingPathComponent($0) }
    }

    public static var schemaPath: String { packageRoot.appendingPathComponent("Schemas/scene.xsd").path }
}

/// A fresh temporary folder, removed by the caller with `remove()`.
public struct TemporaryFolder {
    public let url: URL
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("scenelayout-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    public func file(_ name: String, _ contents: String) throws -> URL {
        let target = url.appendingPathComponent(name)
        try Data(contents.utf8).write(to: target)
        return target
    }
    public func file(_ name: String, bytes: [UInt8]) throws -> URL {
        let target = url.appendingPathComponent(name)
        try Data(bytes).write(to: target)
        return target
    }
    public func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Finds the cross-device pairs (`shared/xdevice`: `MANIFEST.tsv` and `files/`): beside the
/// corpus folder (`$SCENELAYOUT_CORPUS/../xdevice`), or `../shared/xdevice` beside the
/// checkout. Tests that need them skip, with a printed notice, when they are absent, unless
/// `SCENELAYOUT_CORPUS` is set (then a missing folder is a failure, as for the corpus).
public enum CrossDevicePairs {
    public static var directory: URL? {
        var candidates: [URL] = []
        if let corpus = Corpus.requiredDirectory {
            candidates.append(URL(fileURLWithPath: corpus).standardizedFileURL.deletingLastPathComponent().appendingPathComponent("xdevice"))
        }
        candidates.append(Corpus.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/xdevice"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("MANIFEST.tsv").path) }
    }

    /// For `@Test(.enabled(if: CrossDevicePairs.isAvailable))`.
    public static var isAvailable: Bool {
        if Corpus.requiredDirectory != nil { return true }
        if directory == nil {
            print("NOTICE: cross-device pairs not found (../shared/xdevice beside the corpus or the checkout); cross-device tests skipped")
            return false
        }
        return true
    }
}
