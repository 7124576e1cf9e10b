import Foundation

/// Not a UIKit name. A solved layout that takes new measured sizes for a few cells and updates without asking the
/// sizer again or re-solving the groups that did not change (Docs/Solver.md, "Incremental re-layout").
///
/// On a device, a cell that reports a new preferred size invalidates the layout with a context naming it; this is
/// that step. After `update(sizes:)`, the layout equals — exactly, `==` on `solution` — a full solve of the same
/// layout whose sizer answers the new sizes for those cells and what it answered before for the others.
///
/// How: each section's top-level group instances are kept with their cells relative to the group
/// (`RunState`), their lengths along the scroll axis in a segment tree (`AdvanceTree`). A change re-arranges only
/// the instances holding the changed cells, from the kept measured boxes of their other cells, and updates O(log n)
/// tree nodes; frames are made absolute on demand by the queries. One change costs O(log n + the group's cells).
///
/// A layout without a sizing function is treated as one whose sizer answers the proposed size (every estimate
/// stands), so that new sizes can be given later.
public final class IncrementalLayout {
    private var solver: LayoutSolver
    private let layoutDescription: LayoutDescription
    /// For the scrolled-through scope, which re-solves: the caller's sizer and the sizes given since.
    private let sizing: (SizingRequest) -> CGSize
    private var given: [IndexPath: CGSize] = [:]
    private var runs: [Int: LayoutSolver.SolvedRun]
    /// The solve without its cells: section frames, the content size and any element other than a cell.
    /// In the full-solve mode, the whole solution.
    private var skeleton: LayoutSolution
    private let rightToLeft: Bool
    /// Layouts whose cells cannot be made on demand are re-solved in full on each update (exact, O(n)): the
    /// `.scrolledThrough` scope, where a change can bring new cells into sight, which only the sizer can answer,
    /// and the layouts of `solvesInFull(_:context:)`.
    private let solvesInFull: Bool

    /// `collectionViewContentSize`.
    public var contentSize: CGSize { skeleton.contentSize }

    public init(layout: UICollectionViewCompositionalLayout, context: LayoutContext) throws {
        var context = context
        if context.sizing == nil { context.sizing = { $0.proposedSize } }
        sizing = context.sizing ?? { $0.proposedSize }
        solver = try LayoutSolver(context: context)
        layoutDescription = try solver.description(of: layout)
        solvesInFull = Self.solvesInFull(layoutDescription, context: context)
        (skeleton, runs) = try solver.solve(layoutDescription, writeCells: solvesInFull)
        rightToLeft = context.traitCollection.layoutDirection == .rightToLeft
    }

    /// The `.scrolledThrough` scope, and layouts whose cells depend on more than their group runs (badges placed
    /// from cell frames, decorations promoting cells' zIndex, orthogonal rows scrolling them, invalidation handlers
    /// changing them), are re-solved in full on each update: exact, O(n).
    private static func solvesInFull(_ description: LayoutDescription, context: LayoutContext) -> Bool {
        context.selfSizingScope == .scrolledThrough || description.cellsDependOnMoreThanTheirRuns
    }

    /// New measured sizes (the sizer's answers) for some cells. Only a cell's estimated axes are used, as in a full
    /// solve; a cell with no estimated dimension, or an index path that names no cell, is ignored.
    /// Throws `LayoutError` for a size that is not finite or is negative, or for sizes so large that the layout
    /// overflows; the layout is then left unchanged.
    public func update(sizes: [IndexPath: CGSize]) throws {
        var bySection: [Int: [Int: CGSize]] = [:]
        for (indexPath, size) in sizes where indexPath.count == 2 {
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                throw LayoutError(path: "section \(indexPath.section) > item \(indexPath.item)", message:
                    "the new size \(describe(size)) is not a size; a measured length must be finite and 0 or more")
            }
            bySection[indexPath.section, default: [:]][indexPath.item] = size
        }
        if solvesInFull {
            var given = self.given
            for (indexPath, size) in sizes where indexPath.count == 2 { given[indexPath] = size }
            var context = solver.context
            let sizing = self.sizing, answers = given
            // The given sizes are cells'; a supplementary at the same index path keeps the sizer's answer.
            context.sizing = { ($0.category == .cell ? answers[$0.indexPath] : nil) ?? sizing($0) }
            let solver = try LayoutSolver(context: context)
            (skeleton, runs) = try solver.solve(layoutDescription, writeCells: true)
            self.solver = solver
            self.given = given
            return
        }
        // On any throw, every section already changed is put back, so the layout is left as it was.
        var undo: [Int: [Int: CGSize]] = [:]
        do {
            for (section, answers) in bySection where runs[section] != nil {
                undo[section] = try runs[section]?.state.update(answers, section: section)
            }
            // The sections after a changed one move: the section chain again, every run reused (O(sections)).
            (skeleton, runs) = try solver.solve(layoutDescription, reusing: runs.mapValues { $0.state }, writeCells: false)
        } catch {
            for (section, previous) in undo { runs[section]?.state.restore(previous) }
            throw error
        }
    }

    /// The whole solution, cells included (O(n)): equal to a full solve.
    public var solution: LayoutSolution {
        get throws {
            if solvesInFull { return skeleton }
            return try solver.solve(layoutDescription, reusing: runs.mapValues { $0.state }).solution
        }
    }

    // MARK: Queries, made on demand

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if solvesInFull { return skeleton.layoutAttributesForItem(at: indexPath) }
        guard indexPath.count == 2, let run = runs[indexPath.section] else { return nil }
        let state = run.state
        let item = indexPath.item
        guard item >= 0, item < state.count else { return nil }
        let g = item / state.capacity
        let origin = state.origin(g, prefix: state.prefix(g), contentStart: run.contentStart)
        return skeleton.makeAttributes(record(item, section: indexPath.section, state: state, origin: origin))
    }

    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        skeleton.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    public func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        skeleton.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }

    /// The elements a full solve answers for `rect` (the same set; cells section by section, then the others),
    /// in O(log n + k) per section when the section's groups never go back along the scroll axis.
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        if solvesInFull { return skeleton.layoutAttributesForElements(in: rect) }
        guard let query = LayoutSolution.query(rect, contentSize: contentSize) else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        let main = layoutDescription.scrollAxis
        // The query along the scroll axis, in left-to-right coordinates, widened by a point for pixel rounding.
        var lo = query.minAlong(main), hi = query.maxAlong(main)
        if rightToLeft && main == .horizontal { (lo, hi) = (contentSize.width - hi, contentSize.width - lo) }
        let slack: CGFloat = 1
        for section in runs.keys.sorted() {
            guard let run = runs[section] else { continue }
            let state = run.state
            let instances = state.instanceCount
            // Groups whose far edges never go back let the walk start at the first that reaches the rect and stop
            // at the first that starts past it; otherwise every group of the section is looked at.
            let ordered = state.trailMain + state.interGroupSpacing + state.leadMain >= 0
            var g = 0
            if ordered {
                let target = lo - run.contentStart - slack - max(0, -(state.trailMain + state.interGroupSpacing))
                if let measured = state.measured {
                    g = measured.tree.firstReaching(target)
                } else {
                    let advance = state.advance(length: state.groupSize[main])
                    let first = (target / advance).rounded(.down)
                    // Clamped before converting: Int(_:) of a non-finite or huge value traps.
                    if advance > 0, target > 0, first.isFinite { g = Int(min(first, CGFloat(instances))) }
                }
                g = max(0, min(g, instances))
            }
            while g < instances {
                let origin = state.origin(g, prefix: state.prefix(g), contentStart: run.contentStart)
                if ordered && origin[main] > hi + slack { break }
                var bounds = state.bounds(g, at: origin)
                if rightToLeft { bounds = mirror(bounds) }
                if Geometry.overlaps(bounds, query) {
                    let first = g * state.capacity
                    for item in first..<min(state.count, first + state.capacity) {
                        let record = record(item, section: section, state: state, origin: origin)
                        if LayoutSolution.answers(record.frame, clip: bounds, query: query) {
                            result.append(skeleton.makeAttributes(record))
                        }
                    }
                }
                g += 1
            }
        }
        result.append(contentsOf: skeleton.layoutAttributesForElements(in: rect))
        return result
    }

    private func record(_ item: Int, section: Int, state: RunState, origin: CGPoint) -> ElementRecord {
        var frame = state.absolute(state.relativeFrame(item), at: origin)
        if rightToLeft { frame = mirror(frame) }
        return ElementRecord(frame: frame, item: item, section: Int32(section),
                             zIndex: Int32(clamping: state.template[item % state.capacity].zIndex), kind: 0, category: .cell)
    }

    /// The right-to-left mirror of the full solve's step 5.
    private func mirror(_ r: CGRect) -> CGRect {
        CGRect(x: contentSize.width - r.minX - r.width, y: r.minY, width: r.width, height: r.height)
    }
}
