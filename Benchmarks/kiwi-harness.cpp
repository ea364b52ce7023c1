// The SolverBenchmarks scenarios (Benchmarks/SolverBenchmarks/Scenarios.swift), built
// against kiwi, the C++ Cassowary solver inside the PyPI package kiwisolver.
// Benchmarks/compare-kiwi downloads kiwi and compiles this file; nothing of kiwi is kept.
// Usage: kiwi-harness chain|tree N  → prints "build_seconds resize_seconds checksum".
#include <kiwi/kiwi.h>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace kiwi;
using Clock = std::chrono::steady_clock;

static double since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

struct Layout {
    Solver solver;
    Variable width;
    std::vector<Variable> variables;
};

static void chain(Layout& layout, int count) {
    Solver& s = layout.solver;
    std::vector<Variable> x, w;
    for (int i = 0; i < count; ++i) {
        x.emplace_back("x" + std::to_string(i));
        w.emplace_back("w" + std::to_string(i));
    }
    s.addConstraint(x[0] - 8 == 0);
    for (int i = 1; i < count; ++i) s.addConstraint(x[i] - x[i - 1] - w[i - 1] - 8 == 0);
    s.addConstraint(layout.width - x[count - 1] - w[count - 1] - 8 == 0);
    for (int i = 1; i < count; ++i) s.addConstraint(w[i] - w[0] == 0);
    for (int i = 0; i < count; ++i) s.addConstraint((w[i] - 50 == 0) | strength::weak);
    s.addEditVariable(layout.width, strength::strong);
    s.suggestValue(layout.width, count * 58.0 + 8);
    layout.variables = x;
    layout.variables.insert(layout.variables.end(), w.begin(), w.end());
}

struct Node { Variable x, y, w, h; };

static void tree(Layout& layout, int count) {
    Solver& s = layout.solver;
    std::vector<Node> nodes;
    std::vector<int> depth;
    nodes.push_back(Node{Variable("x0"), Variable("y0"), layout.width, Variable("h0")});
    depth.push_back(0);
    s.addConstraint(nodes[0].x == 0);
    s.addConstraint(nodes[0].y == 0);
    s.addConstraint(nodes[0].h - 10000 == 0);
    size_t parentIndex = 0;
    while ((int)nodes.size() < count) {
        Node parent = nodes[parentIndex];
        bool horizontal = depth[parentIndex] % 2 == 0;
        int children = std::min(4, count - (int)nodes.size());
        Node* previous = nullptr;
        Node first;
        bool haveFirst = false;
        std::vector<Node> made;
        for (int c = 0; c < children; ++c) {
            Node child{Variable("x"), Variable("y"), Variable("w"), Variable("h")};
            if (horizontal) {
                s.addConstraint(child.y - parent.y - 8 == 0);
                s.addConstraint(parent.y + parent.h - child.y - child.h - 8 == 0);
                if (previous) s.addConstraint(child.x - previous->x - previous->w - 8 == 0);
                else s.addConstraint(child.x - parent.x - 8 == 0);
                if (haveFirst) s.addConstraint(child.w - first.w == 0);
            } else {
                s.addConstraint(child.x - parent.x - 8 == 0);
                s.addConstraint(parent.x + parent.w - child.x - child.w - 8 == 0);
                if (previous) s.addConstraint(child.y - previous->y - previous->h - 8 == 0);
                else s.addConstraint(child.y - parent.y - 8 == 0);
                if (haveFirst) s.addConstraint(child.h - first.h == 0);
            }
            if (!haveFirst) { first = child; haveFirst = true; }
            made.push_back(child);
            previous = &made.back();
            nodes.push_back(child);
            depth.push_back(depth[parentIndex] + 1);
        }
        if (!made.empty()) {
            Node last = made.back();
            if (horizontal) s.addConstraint(parent.x + parent.w - last.x - last.w - 8 == 0);
            else s.addConstraint(parent.y + parent.h - last.y - last.h - 8 == 0);
        }
        ++parentIndex;
    }
    s.addEditVariable(layout.width, strength::strong);
    s.suggestValue(layout.width, 10000);
    for (auto& n : nodes) { layout.variables.push_back(n.x); layout.variables.push_back(n.y); layout.variables.push_back(n.w); layout.variables.push_back(n.h); }
}

int main(int argc, char** argv) {
    if (argc != 3) { std::fprintf(stderr, "usage: kiwi-harness chain|tree N\n"); return 2; }
    std::string scenario = argv[1];
    int count = std::atoi(argv[2]);
    double checksum = 0;
    auto start = Clock::now();
    Layout layout{Solver(), Variable("width"), {}};
    if (scenario == "chain") chain(layout, count); else tree(layout, count);
    layout.solver.updateVariables();
    for (auto& v : layout.variables) checksum += v.value();
    double build = since(start);
    double base = layout.width.value();
    start = Clock::now();
    for (int step = 0; step < 100; ++step) {
        layout.solver.suggestValue(layout.width, base + (step % 10) * 10);
        layout.solver.updateVariables();
        checksum = 0;
        for (auto& v : layout.variables) checksum += v.value();
    }
    double resize = since(start);
    std::printf("%.9f %.9f %.6f\n", build, resize, checksum);
    return 0;
}
