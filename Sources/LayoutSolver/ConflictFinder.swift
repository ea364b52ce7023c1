/// Explains why required constraints cannot be added: for each one, a minimal set of
/// accepted required constraints that, with it, cannot hold together.
///
/// One explanation tableau serves every conflict found while a component is solved: a
/// shadow of the accepted required constraints with a marker on each (the main tableau
/// leaves required equalities unmarked to avoid fill-in), holding only the part of the
/// constraint graph that conflicts have reached. For a failing constraint, its
/// neighbourhood (sharing variables, widened breadth first, probed each time it has
/// doubled; small ones in a tableau of their own) is added until the failing constraint
/// cannot be added; the row the tableau is left with then names the certificate
/// (`Tableau.lastContradiction`), and a failed addition leaves the tableau as it was, so
/// the next conflict reuses the shadow. Small
/// certificates are checked member by member for minimality; larger ones (a long chain)
/// are taken as found. Only when no certificate can be read (a pivot budget cut phase one
/// short) does the additive method run: the shortest infeasible prefix of the candidates
/// joins the core, one tableau per member found.
struct ConflictFinder {
    /// Certificates up to this size are checked member by member for minimality.
    static let checkedCertificateSize = 40

    /// The accepted required constraints, in the order they were accepted.
    private var accepted: [ConstraintID]
    /// Positions in `accepted` of the constraints naming each variable.
    private var positionsByVariable: [Int: [Int]] = [:]
    private var shadow = Tableau()
    /// Which accepted positions the shadow holds.
    private var inShadow: [Bool] = []
    /// The constraint behind each marker of the shadow.
    private var owners: [Int: ConstraintID] = [:]

    init(accepted: [ConstraintID], _ constraints: ConstraintStore) {
        self.accepted = []
        for id in accepted { noteAccepted(id, constraints) }
    }

    /// A required constraint the main tableau accepted after this finder was made.
    mutating func noteAccepted(_ id: ConstraintID, _ constraints: ConstraintStore) {
        let position = accepted.count
        accepted.append(id)
        inShadow.append(false)
        for term in constraints[id]?.expression.terms ?? [] { positionsByVariable[term.variable.index, default: []].append(position) }
    }

    /// A subset of the accepted constraints plus `failing` that cannot hold and holds when
    /// any one member is removed (for certificates over `checkedCertificateSize`, as found).
    mutating func minimalConflict(adding failing: ConstraintID, _ constraints: ConstraintStore) -> [ConstraintID] {
        if let certificate = certificate(adding: failing, constraints) {
            let members = certificate.count <= Self.checkedCertificateSize
                ? Self.deletionFiltered(certificate, keeping: failing, constraints) : certificate
            return members.sorted()
        }
        return Self.additive(adding: failing, to: accepted, constraints).sorted()
    }

    /// Widens the neighbourhood of `failing` until it cannot be added, then reads the
    /// certificate; nil when none can be read. Small neighbourhoods are probed in a fresh
    /// tableau of their own, so a local conflict (two widths on one view) is explained by
    /// its neighbours even where the shadow already links it to far-away constraints; once
    /// the neighbourhood outgrows `localSize`, the shadow takes over.
    private mutating func certificate(adding failing: ConstraintID, _ constraints: ConstraintStore) -> [ConstraintID]? {
        guard let failingConstraint = constraints[failing] else { return nil }
        var seen: Set<Int> = []
        var reached: Set<Int> = []
        var frontier = failingConstraint.expression.terms.map(\.variable.index)
        var probedSize = -1
        while true {
            var next: [Int] = []
            for variable in frontier where seen.insert(variable).inserted {
                for position in positionsByVariable[variable] ?? [] where reached.insert(position).inserted {
                    next.append(contentsOf: (constraints[accepted[position]]?.expression.terms ?? []).map(\.variable.index))
                }
            }
            frontier = next
            guard reached.count >= 2 * max(probedSize, 1) || frontier.isEmpty else { continue }
            probedSize = reached.count
            let probe: Probe
            if reached.count <= Self.localSize {
                var local = Tableau()
                var localOwners: [Int: ConstraintID] = [:]
                probe = Self.probe(failing, after: reached.sorted().map { accepted[$0] }, in: &local, owners: &localOwners, constraints)
            } else {
                let additions = reached.sorted().filter { !inShadow[$0] }
                for position in additions { inShadow[position] = true }
                probe = Self.probe(failing, after: additions.map { accepted[$0] }, in: &shadow, owners: &owners, constraints)
            }
            switch probe {
            case .certificate(let members): return members
            case .unreadable: return nil
            case .holds: if frontier.isEmpty { return nil }
            }
        }
    }

    /// Neighbourhoods up to this many constraints are probed in a tableau of their own.
    static let localSize = 64

    enum Probe {
        case holds
        case certificate([ConstraintID])
        case unreadable
    }

    /// Adds `additions` to `tableau` (a marker on each), then tries `failing`: when it
    /// holds it is taken out again; when it cannot, the contradiction names the members.
    private static func probe(_ failing: ConstraintID, after additions: [ConstraintID], in tableau: inout Tableau,
                              owners: inout [Int: ConstraintID], _ constraints: ConstraintStore) -> Probe {
        guard let failingConstraint = constraints[failing] else { return .unreadable }
        for id in additions {
            guard let constraint = constraints[id] else { continue }
            guard case .added = tableau.add(constraint, id: id, tracked: true) else { return .unreadable }
            if let marker = tableau.tags[id]?.marker, marker >= 0 { owners[marker] = id }
        }
        let ownSymbols = tableau.kinds.count
        switch tableau.add(failingConstraint, id: failing, tracked: true) {
        case .added:
            return tableau.remove(failing) ? .holds : .unreadable
        case .unsatisfiable:
            guard let contradiction = tableau.lastContradiction else { return .unreadable }
            var members = [failing]
            for k in contradiction.symbols.indices where abs(contradiction.coefficients[k]) > Tolerance.coefficient {
                let symbol = contradiction.symbols[k]
                if let owner = owners[symbol] {
                    members.append(owner)
                } else if symbol < ownSymbols {
                    return .unreadable
                }
            }
            return .certificate(members)
        }
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

    static func isFeasible<C: Collection>(_ ids: C, _ constraints: ConstraintStore) -> Bool where C.Element == ConstraintID {
        var tableau = Tableau()
        for id in ids {
            guard let constraint = constraints[id] else { continue }
            if case .unsatisfiable = tableau.add(constraint, id: id) { return false }
        }
        return true
    }
}
