import Foundation

/// Reads whole files with clear errors and a size limit, before any parsing happens.
enum FileReader {
    static func readBytes(atPath path: String, limit: Int) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw XMLError(kind: .unreadable, path: path, message: "no such file")
        }
        if isDirectory.boolValue {
            throw XMLError(kind: .unreadable, path: path, message: "is a directory, not a scene document")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw XMLError(kind: .unreadable, path: path, message: "cannot be opened for reading (permission denied?)")
        }
        defer { try? handle.close() }
        let data: Data?
        do {
            // Read one byte past the limit to tell "exactly at the limit" from "too large".
            data = try handle.read(upToCount: limit + 1)
        } catch {
            throw XMLError(kind: .unreadable, path: path, message: "cannot be read: \(error.localizedDescription)")
        }
        let bytes = [UInt8](data ?? Data())
        if bytes.count > limit {
            throw XMLError(kind: .unreadable, path: path, message: "is larger than \(limit >> 20) MiB")
        }
        return bytes
    }
}
