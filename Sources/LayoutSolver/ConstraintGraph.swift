/// Which variables the solver's constraints connect: union-find over variable indices, the
/// component of each root, pinned values, and which variables some constraint names.
///
/// A struct the solver holds in one property, so that adding a constraint (a dozen array
/// reads and writes) is one exclusive access to that property rather than a runtime
/// exclusivity check for every read and write of a class property (which cost a tenth of
/// a whole layout).
struct ConstraintGraph {
    private var parent: [Int] = []
    /// Components by the union-find root of their variables (indexed by variable, nil
    /// where the variable is not a root or has no constraint): no hashing on the hot path,
    /// and a deterministic order when every component is visited.
    private(set) var components: [Component?] = []
    /// Variables fixed by `pin` (their values by index, nil where not pinned).
    private(set) var pinned: [Double?] = []
    private(set) var pinnedCount = 0
    /// Variables some constraint has named.
    private(set) var named: [Bool] = []
    /// `connect`'s marks: the call (`stamp`) that last met each root.
    private var seen: [Int] = []
    private var stamp = 0

    mutating func addVariable() {
        parent.append(parent.count)
        components.append(nil)
        pinned.append(nil)
        named.append(false)
        seen.append(0)
    }

    mutating func pin(_ index: Int, to value: Double) {
        pinned[index] = value
        pinnedCount += 1
    }

    /// Union-find with path halving.
    mutating func root(_ index: Int) -> Int {
        var node = index
        while parent[node] != node {
            parent[node] = parent[parent[node]]
            node = parent[node]
        }
        return node
    }

    /// The component holding this variable, nil when no constraint names it.
    mutating func component(of index: Int) -> Component? {
        components[root(index)]
    }

    /// The expression with pinned variables replaced by their values. `mutating` though it
    /// changes nothing: called on the solver's stored graph, a non-mutating method got a
    /// copy of the whole struct (a retain and a release of each of its arrays) for every
    /// constraint added.
    mutating func substitutingPinned(_ expression: LinearExpression) -> LinearExpression {
        guard pinnedCount > 0, expression.terms.contains(where: { pinned[$0.variable.index] != nil }) else { return expression }
        var result = LinearExpression(constant: expression.constant)
        for term in expression.terms {
            if let value = pinned[term.variable.index] { result.constant += term.coefficient * value } else { result.terms.append(term) }
        }
        return result
    }

    /// Records a constraint over `terms` (at least one): joins the components it connects
    /// and queues it on the result.
    mutating func connect(_ id: ConstraintID, _ terms: [Term]) {
        for term in terms { named[term.variable.index] = true }
        let first = terms[0].variable.index
        // Most constraints fall inside one existing component: join it without allocating.
        let firstRoot = root(first)
        var inOneComponent = true
        for term in terms.dropFirst() where root(term.variable.index) != firstRoot {
            inOneComponent = false
            break
        }
        if inOneComponent, let component = components[firstRoot] {
            component.pendingAdditions.append(id)
            component.constraintIDs.append(id)
            component.directions = nil
            return
        }
        // Merge the components this constraint connects, without allocating (most
        // constraints of a layout start or join a component here): each root is taken once,
        // in the order the terms meet it, marked with this call's stamp.
        stamp += 1
        var largest: Component?
        var joinedCount = 0
        for term in terms {
            let r = root(term.variable.index)
            guard seen[r] != stamp else { continue }
            seen[r] = stamp
            guard let part = components[r] else { continue }
            joinedCount += 1
            // Union by size (the first of the largest): the smaller parts join it, so
            // building a document constraint by constraint stays O(n log n).
            if largest.map({ part.constraintIDs.count > $0.constraintIDs.count }) ?? true { largest = part }
        }
        let component: Component
        if let largest, joinedCount == 1 {
            component = largest
            component.pendingAdditions.append(id)
        } else if let largest {
            component = largest
            stamp += 1
            for term in terms {
                let r = root(term.variable.index)
                guard seen[r] != stamp else { continue }
                seen[r] = stamp
                if let part = components[r], part !== largest { component.constraintIDs.append(contentsOf: part.constraintIDs) }
            }
            component.needsRebuild = true
        } else {
            component = Component()
        }
        for term in terms { components[root(term.variable.index)] = nil }
        for term in terms.dropFirst() {
            let r = root(term.variable.index)
            parent[r] = root(first)
        }
        component.constraintIDs.append(id)
        component.directions = nil
        components[root(first)] = component
    }

    /// Each component's constraints, by root (`Solver+Replay` keeps them at the end of a build).
    var componentConstraintIDs: [[ConstraintID]?] { components.map { $0?.constraintIDs } }

    /// Components made anew from kept constraint lists, each to be rebuilt on the next
    /// solve: the graph as it stood when they were kept (the struct's other arrays are
    /// restored by assigning the kept copy first).
    mutating func replaceComponents(with ids: [[ConstraintID]?]) {
        components = ids.map { ids in
            ids.map { ids in
                let component = Component()
                component.constraintIDs = ids
                return component
            }
        }
    }
}
