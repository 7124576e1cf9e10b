import Foundation

/// The lengths along the scroll axis ("advances") of a section's measured groups (or of a layout's sections) in a
/// segment tree: one changing moves every later one in O(log n) (Docs/Solver.md, "Incremental re-layout"). Nodes are
/// always recomputed as `left + right` and prefixes summed in tree order, never adjusted by deltas, so an update gives
/// bit for bit a fresh build's positions. Each node also keeps the longest length across under it (Docs/Solver.md step 4).
struct AdvanceTree: Sendable {
    /// Leaves in use, and the padded power-of-two width (padding leaves are 0 and −∞).
    let count: Int
    let width: Int
    private(set) var sums: [CGFloat]
    /// The longest length across under each node; empty while every leaf has the same one, `sharedReach`.
    private(set) var reach: [CGFloat]
    private(set) var sharedReach: CGFloat

    init(count: Int, leaf: (Int) -> (advance: CGFloat, across: CGFloat)) {
        self.count = count
        var width = 1
        while width < count { width *= 2 }
        self.width = width
        var first = -CGFloat.infinity, shared = true
        sums = Self.build(count: count, width: width, padding: 0, combine: +) { i in
            let (advance, across) = leaf(i)
            if i == 0 { first = across } else if across != first { shared = false }
            return advance
        }
        sharedReach = first
        reach = shared ? [] : Self.build(count: count, width: width, padding: -.infinity, combine: max) { leaf($0).across }
    }

    /// The nodes of a tree of `count` leaves over `width` (a power of two): node 1 the root, the leaves at `width...`,
    /// each written once, level by level from the leaves up; a node over padding alone is `padding`, as combining gives.
    private static func build(count: Int, width: Int, padding: CGFloat, combine: (CGFloat, CGFloat) -> CGFloat,
                              leaf: (Int) -> CGFloat) -> [CGFloat] {
        [CGFloat](unsafeUninitializedCapacity: 2 * width) { nodes, written in
            nodes[0] = padding
            for i in 0..<count { nodes[width + i] = leaf(i) }
            for i in count..<width { nodes[width + i] = padding }
            // The first `used` nodes of a level (`level..<2 * level`) hold some leaf in use.
            var level = width, used = count
            while level > 1 {
                let parent = level / 2
                used = (used + 1) / 2
                for node in parent..<(parent + used) { nodes[node] = combine(nodes[2 * node], nodes[2 * node + 1]) }
                for node in (parent + used)..<level { nodes[node] = padding }
                level = parent
            }
            written = 2 * width
        }
    }

    /// Replaces leaf `i` and recomputes its ancestors (`set(_:leaf:)` on one leaf).
    mutating func set(_ i: Int, advance: CGFloat, across: CGFloat) {
        set(i..<(i + 1)) { _ in (advance, across) }
    }

    /// Replaces leaves `range` (leaf `i` becoming `leaf(i)`) and recomputes their ancestors once each, level by level: the
    /// nodes setting them one by one would leave, in O(range + log n) (a solve sets every section's, SectionOrigins.swift).
    mutating func set(_ range: Range<Int>, leaf: (Int) -> (advance: CGFloat, across: CGFloat)) {
        guard range.lowerBound >= 0, range.upperBound <= count, !range.isEmpty else { return }
        var reachChanged = false
        for i in range {
            let (advance, across) = leaf(i)
            sums[width + i] = advance
            // Shared while every leaf has one, per node from the first that differs.
            if reach.isEmpty {
                if across == sharedReach || count == 1 {
                    sharedReach = across
                    continue
                }
                let shared = sharedReach
                reach = Self.build(count: count, width: width, padding: -.infinity, combine: max) { $0 == i ? across : shared }
            } else {
                reach[width + i] = across
                reachChanged = true
            }
        }
        Self.recombine(&sums, width: width, leaves: range, combine: +)
        if reachChanged { Self.recombine(&reach, width: width, leaves: range, combine: max) }
    }

    /// Recomputes the ancestors of `leaves`, a level at a time from the leaves up.
    private static func recombine(_ nodes: inout [CGFloat], width: Int, leaves: Range<Int>, combine: (CGFloat, CGFloat) -> CGFloat) {
        guard leaves.lowerBound >= 0, leaves.upperBound <= width, !leaves.isEmpty, nodes.count == 2 * width else { return }
        nodes.withUnsafeMutableBufferPointer { nodes in
            // The parents of the changed nodes of one level are `low...high` of the level above.
            var low = (width + leaves.lowerBound) / 2, high = (width + leaves.upperBound - 1) / 2
            while low >= 1 {
                for node in low...high { nodes[node] = combine(nodes[2 * node], nodes[2 * node + 1]) }
                low /= 2
                high /= 2
            }
        }
    }

    /// The sum of every advance (0 for no leaves).
    var total: CGFloat { sums.count > 1 ? sums[1] : 0 }

    var longestAcross: CGFloat { reach.isEmpty ? sharedReach : reach[1] }

    /// The sum of advances 0..<i in tree order: walking down from the root, adding the left sibling's sum at each right turn.
    func prefix(_ i: Int) -> CGFloat {
        var total: CGFloat = 0
        var node = 1, low = 0, span = width
        while node < width {
            span /= 2
            if i >= low + span {
                total = total + sums[2 * node]
                node = 2 * node + 1
                low += span
            } else {
                node = 2 * node
            }
        }
        return total
    }

    /// Every `prefix(i)` for i in 0..<count, in O(n), with exactly the additions `prefix` makes.
    func allPrefixes() -> [CGFloat] {
        var result = [CGFloat](repeating: 0, count: count)
        // An explicit stack: (node, its first leaf, its width, the running total when entering it).
        var stack: [(node: Int, low: Int, span: Int, total: CGFloat)] = [(1, 0, width, 0)]
        while let top = stack.popLast() {
            guard top.low < count else { continue }
            if top.node >= width {
                result[top.low] = top.total
                continue
            }
            let half = top.span / 2
            stack.append((2 * top.node + 1, top.low + half, half, top.total + sums[2 * top.node]))
            stack.append((2 * top.node, top.low, half, top.total))
        }
        return result
    }

    /// The first leaf i whose prefix(i + 1) exceeds `target` (count if none).
    func firstReaching(_ target: CGFloat) -> Int {
        guard count > 0, sums[1] > target else { return count }
        var total: CGFloat = 0
        var node = 1, low = 0, span = width
        while node < width {
            span /= 2
            let left = total + sums[2 * node]
            if left > target {
                node = 2 * node
            } else {
                total = left
                node = 2 * node + 1
                low += span
            }
        }
        return min(low, count)
    }
}
