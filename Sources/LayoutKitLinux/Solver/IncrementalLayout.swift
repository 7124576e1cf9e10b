import Foundation

/// Not a UIKit name. A solved layout that takes new measured sizes for a few cells and updates without asking the
/// sizer again or re-solving the groups that did not change (Docs/Solver.md, "Incremental re-layout").
///
/// On a device, a cell that reports a new preferred size invalidates the layout with a context naming it; this is
/// that step. After `update(sizes:)`, the layout equals — exactly, `==` on `solution` — a full solve of the same
/// layout whose sizer answers the new sizes for those cells and what it answered before for the others.
///
/// How: each section's top-level group instances are kept with their cells relative to the group
/// (`SectionRun`), their lengths along the scroll axis in a segment tree (`AdvanceTree`). A change re-arranges only
/// the instances holding the changed cells, from the kept measured boxes of their other cells, and updates O(log n)
/// tree nodes; the section chain is then solved again reusing every run (O(sections)), and the solution makes
/// frames on demand from the runs (OnDemandCells.swift). One change costs O(log n + the group's cells + sections).
///
/// A layout without a sizing function is treated as one whose sizer answers the proposed size (every estimate
/// stands), so that new sizes can be given later.
public final class IncrementalLayout {
    private var solver: LayoutSolver
    private let layoutDescription: LayoutDescription
    /// For the full-solve mode: the caller's sizer and the sizes given since.
    private let sizing: (SizingRequest) -> CGSize
    private var given: [IndexPath: CGSize] = [:]
    /// The current solution; its cells are made on demand from the runs.
    private var current: LayoutSolution
    /// Layouts whose cells cannot be made on demand are re-solved in full on each update (exact, O(n)): the
    /// `.scrolledThrough` scope, where a change can bring new cells into sight, which only the sizer can answer,
    /// and the layouts of `solvesInFull(_:context:)`.
    private let solvesInFull: Bool

    /// `collectionViewContentSize`.
    public var contentSize: CGSize { current.contentSize }

    public init(layout: UICollectionViewCompositionalLayout, context: LayoutContext) throws {
        var context = context
        if context.sizing == nil { context.sizing = { $0.proposedSize } }
        sizing = context.sizing ?? { $0.proposedSize }
        solver = try LayoutSolver(context: context)
        layoutDescription = try solver.description(of: layout)
        solvesInFull = Self.solvesInFull(layoutDescription, context: context)
        current = try solver.solve(layoutDescription)
    }

    /// The `.scrolledThrough` scope, and layouts whose cells depend on more than their group runs (badges placed
    /// from cell frames, invalidation handlers changing them), are re-solved in full on each update: exact, O(n).
    /// An orthogonal row's run is kept like any other and moved to the row's new place along the scroll axis
    /// (`SectionRun.startingAcross`).
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
            guard LayoutLimits.isSize(size.width), LayoutLimits.isSize(size.height) else {
                throw LayoutError(path: "section \(indexPath.section) > item \(indexPath.item)", message:
                    "the new size \(describe(size)) is not a size; a measured length must be finite, 0 or more and at most "
                    + "\(formatPoints(LayoutLimits.maximumLength)) points")
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
            current = try solver.solve(layoutDescription)
            self.solver = solver
            self.given = given
            return
        }
        // The runs are changed in place inside the solution: it is their only owner, so nothing is copied.
        // On any throw, every run already changed is put back, so the layout is left as it was.
        var undo: [Int: [Int: CGSize]] = [:]
        do {
            for (section, answers) in bySection where current.sections.indices.contains(section) {
                let run = current.sections[section].run
                guard current.store.runs.indices.contains(run) else { continue }
                undo[run] = try current.store.runs[run].state.update(answers, section: section)
            }
            // The sections after a changed one move: the section chain again, every run reused (O(sections)).
            var reusing: [Int: SectionRun] = [:]
            for run in current.store.runs { reusing[Int(run.section)] = run.state }
            current = try solver.solve(layoutDescription, reusing: reusing)
        } catch {
            for (run, previous) in undo { current.store.runs[run].state.restore(previous) }
            throw error
        }
    }

    /// The whole solution: equal to a full solve. O(1): its cells are made on demand.
    public var solution: LayoutSolution {
        get throws { current }
    }

    // MARK: Queries

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        current.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        current.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    public func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        current.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }

    /// The elements a full solve answers for `rect` (the same set), in O(log n + k) per section when the section's
    /// groups never go back along the scroll axis.
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        current.layoutAttributesForElements(in: rect)
    }
}
