#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FileManager {
    /// `fileExists(atPath:isDirectory:)` with a Swift `Bool` on every platform: Foundation's
    /// takes an `ObjCBool`, FoundationEssentials' (what the tool loads on Linux) a `Bool`.
    func fileExists(atPath path: String, isFolder: inout Bool) -> Bool {
        #if canImport(FoundationEssentials)
        return fileExists(atPath: path, isDirectory: &isFolder)
        #else
        var isDirectory: ObjCBool = false
        defer { isFolder = isDirectory.boolValue }
        return fileExists(atPath: path, isDirectory: &isDirectory)
        #endif
    }
}
