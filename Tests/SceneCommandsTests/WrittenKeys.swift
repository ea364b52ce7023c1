import Testing

/// The direct JSON writers' guard against a forgotten field: the keys written for a value
/// are its stored properties' names (reflection), plus any the writer adds.
enum WrittenKeys {
    static func expectKeys(_ object: Any?, of value: Any, extra: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let keys = Set((object as? [String: Any])?.keys.map { $0 } ?? [])
        let properties = Set(Mirror(reflecting: value).children.compactMap(\.label))
        #expect(keys == properties.union(extra), "\(type(of: value)): written \(keys.sorted()), stored \(properties.sorted())",
                sourceLocation: sourceLocation)
    }
}
