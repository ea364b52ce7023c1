/// Path text handled the way Foundation's `NSString` path methods handle it on Linux, so
/// the tool needs no `Foundation` (only `FoundationEssentials`, which has no `NSString`):
/// every printed path keeps its bytes. Slashes are compared as `Character`s, as there.
public enum PathText {
    /// Runs of slashes made one, then a trailing slash dropped ("/" stays "/").
    public static func fixingSlashes(_ path: String) -> String {
        if path == "/" { return path }
        var result = ""
        var previousWasSlash = false
        for character in path {
            if character == "/" {
                if previousWasSlash { continue }
                previousWasSlash = true
            } else {
                previousWasSlash = false
            }
            result.append(character)
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// Where the last component of a path (already fixed, longer than one character) starts.
    private static func startOfLastComponent(_ path: String) -> String.Index {
        var position = path.endIndex
        while position > path.startIndex {
            let previous = path.index(before: position)
            if path[previous] == "/" { break }
            position = previous
        }
        return position
    }

    /// `NSString.appendingPathComponent`: joined with one slash unless `path` ends in one;
    /// either side empty gives the other.
    public static func appending(_ component: String, to path: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// `NSString.lastPathComponent`.
    public static func lastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed.utf16.count <= 1 { return fixed }
        return String(fixed[startOfLastComponent(fixed)...])
    }

    /// `NSString.deletingLastPathComponent`.
    public static func deletingLastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == "/" || fixed.isEmpty { return fixed }
        let start = startOfLastComponent(fixed)
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// `NSString.pathExtension`: the text after the last dot of the last component, empty
    /// for none, a leading dot (".profile") or "..".
    public static func pathExtension(of path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed.utf16.count <= 1 { return "" }
        let start = startOfLastComponent(fixed)
        var position = fixed.endIndex
        while position > start {
            let previous = fixed.index(before: position)
            if fixed[previous] == "." {
                if previous == start { return "" }
                if previous == fixed.index(before: fixed.endIndex),
                   fixed.index(before: previous) == start, fixed[start] == "." { return "" }
                return String(fixed[position...])
            }
            position = previous
        }
        return ""
    }
}
