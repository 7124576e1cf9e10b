import Foundation

/// Not a UIKit name. A solved layout that takes new measured sizes for a few cells, as a device's layout is invalidated
/// by a self-sizing cell, and updates without asking the sizer again or re-solving the groups that did not change
/// (Docs/Solver.md, "Incremental re-layout"). After `update(sizes:)`, `solution` is `==` to a full solve whose sizer
/// answers the new sizes for those cells and what it answered before for the others.
///
/// A change re-arranges only the group instances holding the changed cells and places their section again
/// (LayoutSolver+Update.swift): O(log n + the group's cells + log sections), plus the handlers' sections if any.
///
/// A layout without a sizing function is treated as one whose sizer answers the proposed size (every estimate
/// stands), so that new sizes can be given later.
public final class IncrementalLayout {
    private let solver: LayoutSolver
    private let layoutDescription: LayoutDescription
    private var current: LayoutSolution
    /// The sizes given so far, which the solver's sizer answers (also later, to a cell the scrolled-through scope measures).
    private let answers = GivenAnswers()
    /// `collectionViewContentSize`.
    public var contentSize: CGSize { current.contentSize }

    public init(layout: UICollectionViewCompositionalLayout, context: LayoutContext) throws {
        var context = context
        let sizing = context.sizing ?? { $0.proposedSize }
        // The given sizes are cells'; a supplementary at the same index path keeps the sizer's answer.
        let answers = self.answers
        context.sizing = { ($0.category == .cell ? answers.given[$0.indexPath] : nil) ?? sizing($0) }
        solver = try LayoutSolver(context: context)
        layoutDescription = try solver.describer.describe(layout)
        current = try solver.solve(layoutDescription)
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
        let given = answers.given
        for (indexPath, size) in sizes where indexPath.count == 2 { answers.given[indexPath] = size }
        // The runs are changed in place inside the solution, their only owner; on a throw every one is put back.
        var undo: [Int: (boxes: [Int: CGSize], cutOff: ScrolledThroughCutOff?)] = [:]
        var changed: [Int] = []
        do {
            for (section, sectionSizes) in bySection where current.store.sections.indices.contains(section) {
                let run = current.store.sections[section].page
                guard current.store.pages.indices.contains(run) else { continue }
                changed.append(section)
                let cutOff = current.store.pages[run].run.cutOff
                // A cell the scrolled-through scope left unmeasured keeps its estimate (its answer waits in `given`).
                let capacity = max(1, current.store.pages[run].run.capacity)
                let measured = cutOff.map { cutOff in sectionSizes.filter { $0.key / capacity < cutOff.measured } } ?? sectionSizes
                var replaced = try current.store.pages[run].run.update(measured, section: section)
                undo[run] = (replaced, cutOff)
                // New lengths may move the section's scrolled-through cut-off (and an earlier section its start, `placeAgain`).
                if let cutOff, !replaced.isEmpty {
                    let more = try current.store.pages[run].run.followCutOff(contentStart: cutOff.contentStart, limit: cutOff.limit,
                                                                              sizing: solver.context.sizing ?? { $0.proposedSize }, section: section)
                    replaced.merge(more) { before, _ in before }
                    undo[run] = (replaced, cutOff)
                }
            }
            // By section, the groups arranged again, whose estimated badges are asked again (`SectionPage.badgeSizes`).
            var regrouped: [Int: Set<Int>] = [:]
            for (run, previous) in undo where !current.store.pages[run].badgeSizes.isEmpty {
                let capacity = max(1, current.store.pages[run].run.capacity)
                regrouped[Int(current.store.pages[run].section)] = Set(previous.boxes.keys.lazy.map { $0 / capacity })
            }
            try solver.placeAgain(sections: changed, regrouped: regrouped, of: layoutDescription, in: &current)
        } catch {
            for (run, previous) in undo { current.store.pages[run].run.restore(previous.boxes, cutOff: previous.cutOff) }
            answers.given = given
            throw error
        }
    }

    /// The whole solution: equal to a full solve. O(1): its cells are made on demand.
    public var solution: LayoutSolution {
        get throws { current }
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        current.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        current.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    public func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        current.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }

    /// The elements a full solve answers for `rect` (the same set).
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        current.layoutAttributesForElements(in: rect)
    }
}

/// The sizes given to `IncrementalLayout.update(sizes:)`, held by reference so that the solver made once answers the latest.
private final class GivenAnswers {
    var given: [IndexPath: CGSize] = [:]
}
