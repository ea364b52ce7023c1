/// Finds a minimal set of required constraints that cannot hold together.
///
/// First by certificate: with a marker on every accepted constraint, what is left of the
/// failing one once the accepted rows are substituted into it is a combination of their
/// markers; when only markers of equalities remain, the constraints they belong to and the
/// failing one contradict each other (a Farkas certificate), found with one tableau
/// however long the chain. Otherwise, and to check small certificates, the additive
/// method: the shortest infeasible prefix of the candidates joins the core, one tableau per
/// member found.
enum ConflictFinder {
    /// Certificates up to this size are checked member by member for minimality; larger
    /// ones (a long chain) come from independent equalities and are minimal as found.
    static let checkedCertificateSize = 40

    /// `accepted` are satisfiable together and `failing` contradicts them. Returns a subset
    /// of `accepted` plus `failing` that is infeasible and becomes feasible when any one
    /// member is removed.
    static func minimalConflict(adding failing: ConstraintID, to accepted: [ConstraintID],
                                _ constraints: ConstraintStore) -> [ConstraintID] {
        let candidates = neighbourhood(of: failing, in: accepted, constraints)
        if let certificate = certificate(adding: failing, to: candidates, constraints), !isFeasible(certificate, constraints) {
            let members = certificate.count <= checkedCertificateSize
                ? deletionFiltered(certificate, keeping: failing, constraints) : certificate
            return members.sorted()
        }
        return additive(adding: failing, to: candidates, constraints).sorted()
    }

    /// The failing constraint and the accepted ones whose markers make up its residue, or
    /// nil when the residue involves more than equality markers (an inequality's slack, a
    /// free variable) and the certificate cannot be read off directly.
    static func certificate(adding failing: ConstraintID, to candidates: [ConstraintID],
                            _ constraints: ConstraintStore) -> [ConstraintID]? {
        guard let failingConstraint = constraints[failing] else { return nil }
        var tableau = Tableau()
        var owners: [Int: ConstraintID] = [:]
        for id in candidates {
            guard let constraint = constraints[id] else { continue }
            guard case .added = tableau.add(constraint, id: id, tracked: true) else { return nil }
            if let marker = tableau.tags[id]?.marker, marker >= 0 { owners[marker] = id }
        }
        let residue = tableau.residue(of: failingConstraint)
        let contradicts = failingConstraint.relation == .equal
            ? abs(residue.constant) > Tolerance.value : residue.constant < -Tolerance.value
        guard contradicts else { return nil }
        var members = [failing]
        for k in residue.symbols.indices where abs(residue.coefficients[k]) > Tolerance.coefficient {
            let symbol = residue.symbols[k]
            guard tableau.kinds[symbol] == .dummy, let owner = owners[symbol] else { return nil }
            members.append(owner)
        }
        return members
    }

    /// Drops every member whose removal leaves the set infeasible.
    static func deletionFiltered(_ set: [ConstraintID], keeping failing: ConstraintID, _ constraints: ConstraintStore) -> [ConstraintID] {
        var members = set
        var index = 0
        while index < members.count {
            guard members[index] != failing else { index += 1; continue }
            var without = members
            without.remove(at: index)
            if isFeasible(without, constraints) { index += 1 } else { members = without }
        }
        return members
    }

    /// Grows the core one member at a time: the candidates are added after it, in order, to
    /// one tableau, and the first that cannot be added closes the shortest infeasible
    /// prefix; it joins the core and only the candidates before it remain.
    static func additive(adding failing: ConstraintID, to candidates: [ConstraintID],
                         _ constraints: ConstraintStore) -> [ConstraintID] {
        var core: [ConstraintID] = [failing]
        var remaining = candidates
        while !remaining.isEmpty {
            var tableau = Tableau()
            var coreHolds = true
            for id in core {
                guard let constraint = constraints[id] else { continue }
                if case .unsatisfiable = tableau.add(constraint, id: id) { coreHolds = false; break }
            }
            guard coreHolds else { break }
            var closing: Int?
            for (position, id) in remaining.enumerated() {
                guard let constraint = constraints[id] else { continue }
                if case .unsatisfiable = tableau.add(constraint, id: id) { closing = position; break }
            }
            guard let closing else { break }
            core.append(remaining[closing])
            remaining = Array(remaining[0..<closing])
        }
        return core
    }

    /// The accepted constraints within reach of the failing one through shared variables,
    /// widened breadth first (checked each time the set has doubled) until they contradict
    /// it, in their accepted order. Conflicts are usually local: two widths on one view
    /// should not cost a search through every constraint of a long chain.
    static func neighbourhood(of failing: ConstraintID, in accepted: [ConstraintID],
                              _ constraints: ConstraintStore) -> [ConstraintID] {
        var positionsByVariable: [Int: [Int]] = [:]
        for (position, id) in accepted.enumerated() {
            for term in constraints[id]?.expression.terms ?? [] { positionsByVariable[term.variable.index, default: []].append(position) }
        }
        var included: Set<Int> = []
        var seen: Set<Int> = []
        var frontier = (constraints[failing]?.expression.terms ?? []).map(\.variable.index)
        var checkedSize = 0
        while !frontier.isEmpty {
            var next: [Int] = []
            for variable in frontier where seen.insert(variable).inserted {
                for position in positionsByVariable[variable] ?? [] where included.insert(position).inserted {
                    next.append(contentsOf: (constraints[accepted[position]]?.expression.terms ?? []).map(\.variable.index))
                }
            }
            frontier = next
            guard included.count >= 2 * max(checkedSize, 1) || frontier.isEmpty else { continue }
            checkedSize = included.count
            let candidate = included.sorted().map { accepted[$0] }
            if !isFeasible([failing] + candidate, constraints) { return candidate }
        }
        return accepted
    }

    static func isFeasible<C: Collection>(_ ids: C, _ constraints: ConstraintStore) -> Bool where C.Element == ConstraintID {
        var tableau = Tableau()
        for id in ids {
            guard let constraint = constraints[id] else { continue }
            if case .unsatisfiable = tableau.add(constraint, id: id) { return false }
        }
        return true
    }
}
