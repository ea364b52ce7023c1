import LayoutSolver

/// The benchmark layouts, built the same way by `Benchmarks/compare-kiwi`'s C++ harness.
enum Scenario: String, CaseIterable {
    /// A row of N equal-width views between two edges: spacing 8, a weak (250) preferred
    /// width of 50 per view, the root width as an edit variable.
    case chain
    /// A tree of N containers, four children each; children fill their parent inside an
    /// 8-point margin, side by side with spacing 8 and equal widths at even depths, stacked
    /// with equal heights at odd depths.
    case tree
}

struct BuiltLayout {
    var solver: Solver
    var width: Variable
    var variables: [Variable]
}

enum ScenarioBuilder {
    static func build(_ scenario: Scenario, count: Int) -> BuiltLayout {
        switch scenario {
        case .chain: return chain(count)
        case .tree: return tree(count)
        }
    }

    static func chain(_ count: Int) -> BuiltLayout {
        let solver = Solver()
        let width = solver.makeVariable("width")
        var variables: [Variable] = []
        var x: [Variable] = [], w: [Variable] = []
        for i in 0..<count {
            x.append(solver.makeVariable("x\(i)"))
            w.append(solver.makeVariable("w\(i)"))
        }
        solver.add(x[0] - 8, .equal)
        for i in 1..<count { solver.add(x[i] - x[i - 1] - w[i - 1] - 8, .equal) }
        solver.add(width - x[count - 1] - w[count - 1] - 8, .equal)
        for i in 1..<count { solver.add(w[i] - w[0], .equal) }
        for i in 0..<count { solver.add(w[i] - 50, .equal, priority: Priority(250)) }
        solver.addEditVariable(width, initialValue: Double(count) * 58 + 8)
        variables = x + w
        return BuiltLayout(solver: solver, width: width, variables: variables)
    }

    static func tree(_ count: Int) -> BuiltLayout {
        let solver = Solver()
        struct Node { var x, y, w, h: Variable }
        func node(_ i: Int) -> Node {
            Node(x: solver.makeVariable("x\(i)"), y: solver.makeVariable("y\(i)"),
                 w: solver.makeVariable("w\(i)"), h: solver.makeVariable("h\(i)"))
        }
        var nodes = [node(0)]
        var depth = [0]
        let root = nodes[0]
        solver.add(LinearExpression(root.x), .equal)
        solver.add(LinearExpression(root.y), .equal)
        solver.add(root.h - 10_000, .equal)
        var parentIndex = 0
        while nodes.count < count {
            let parent = nodes[parentIndex]
            let horizontal = depth[parentIndex] % 2 == 0
            let children = min(4, count - nodes.count)
            var previous: Node?
            var first: Node?
            for _ in 0..<children {
                let child = node(nodes.count)
                nodes.append(child)
                depth.append(depth[parentIndex] + 1)
                if horizontal {
                    solver.add(child.y - parent.y - 8, .equal)
                    solver.add(parent.y + parent.h - child.y - child.h - 8, .equal)
                    if let previous { solver.add(child.x - previous.x - previous.w - 8, .equal) } else { solver.add(child.x - parent.x - 8, .equal) }
                    if let first { solver.add(child.w - first.w, .equal) }
                } else {
                    solver.add(child.x - parent.x - 8, .equal)
                    solver.add(parent.x + parent.w - child.x - child.w - 8, .equal)
                    if let previous { solver.add(child.y - previous.y - previous.h - 8, .equal) } else { solver.add(child.y - parent.y - 8, .equal) }
                    if let first { solver.add(child.h - first.h, .equal) }
                }
                first = first ?? child
                previous = child
            }
            if let last = previous {
                if horizontal { solver.add(parent.x + parent.w - last.x - last.w - 8, .equal) }
                else { solver.add(parent.y + parent.h - last.y - last.h - 8, .equal) }
            }
            parentIndex += 1
        }
        solver.addEditVariable(root.w, initialValue: 10_000)
        return BuiltLayout(solver: solver, width: root.w, variables: nodes.flatMap { [$0.x, $0.y, $0.w, $0.h] })
    }
}
