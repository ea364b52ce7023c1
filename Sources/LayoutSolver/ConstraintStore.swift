/// The solver's constraints by id. Ids are handed out in sequence, so an array indexed by
/// the id replaces a dictionary and the hashing it costs on every lookup.
struct ConstraintStore {
    private var slots: [LinearConstraint?] = []

    subscript(id: ConstraintID) -> LinearConstraint? {
        get { id.index < slots.count ? slots[id.index] : nil }
        set {
            while slots.count <= id.index { slots.append(nil) }
            slots[id.index] = newValue
        }
    }

    /// Removes and returns the constraint.
    mutating func removeValue(forKey id: ConstraintID) -> LinearConstraint? {
        let old = self[id]
        if old != nil { slots[id.index] = nil }
        return old
    }
}
