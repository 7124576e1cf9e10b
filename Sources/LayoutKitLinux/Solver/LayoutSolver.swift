import Foundation

extension UICollectionViewCompositionalLayout {
    /// Solves the whole layout. Pure: the same layout and context give the same solution.
    /// Throws `LayoutError`, naming the place (`section 1 > group > subitems[0]`), for a layout UIKit would
    /// reject or input no layout can be made from. See Docs/Solver.md for the steps and their sources.
    public func solve(_ context: LayoutContext) throws -> LayoutSolution {
        try LayoutSolver(context: context).solve(self)
    }
}

/// The solver's steps, in order (Docs/Solver.md):
/// 1. validate the context; 2. describe the layout (call providers once, validate, snapshot);
/// 3. per section: the group container, one template group solved once, repeated along the scroll axis,
///    the last partial group trimmed; 4. the content size; 5. mirror for right-to-left; 6. the query index.
struct LayoutSolver {
    /// More elements than this are refused rather than attempting the allocation.
    static let maximumItems = 50_000_000

    let context: LayoutContext
    let grid: PixelGrid

    init(context: LayoutContext) throws {
        // Step 1: the context.
        let size = context.containerSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw LayoutError(path: "context.containerSize", message: "\(describe(size)) is not a size; width and height must be finite and 0 or more")
        }
        var total = 0
        for (section, count) in context.itemCounts.enumerated() {
            guard count >= 0 else {
                throw LayoutError(path: "context.itemCounts[\(section)]", message: "\(count) items; a section has 0 items or more")
            }
            total += min(count, Self.maximumItems + 1)
            guard total <= Self.maximumItems else {
                throw LayoutError(path: "context.itemCounts", message: "more than \(Self.maximumItems) items in all; LayoutKitLinux solves at most that many")
            }
        }
        let scale = context.traitCollection.displayScale
        guard scale.isFinite, scale >= 0 else {
            throw LayoutError(path: "context.traitCollection.displayScale", message: "\(formatPoints(scale)) is not a display scale; use 1, 2 or 3 (0 means unspecified: 2)")
        }
        for (name, insets) in [("safeAreaInsets", context.safeAreaInsets), ("layoutMargins", context.layoutMargins),
                               ("readableContentInsets", context.readableContentInsets)] {
            guard insets.top.isFinite, insets.leading.isFinite, insets.bottom.isFinite, insets.trailing.isFinite else {
                throw LayoutError(path: "context.\(name)", message: "\(insets) has a value that is not finite")
            }
        }
        self.context = context
        self.grid = PixelGrid(scale: scale == 0 ? 2 : scale, rounding: context.sizeRounding)
    }

    func solve(_ layout: UICollectionViewCompositionalLayout) throws -> LayoutSolution {
        // Step 2: the description.
        try solve(description(of: layout)).solution
    }

    func description(of layout: UICollectionViewCompositionalLayout) throws -> LayoutDescription {
        try LayoutDescriber(context: context, grid: grid).describe(layout)
    }

    /// A section's solved groups and where its content starts along the scroll axis (incremental re-layout).
    struct SolvedRun {
        var state: RunState
        var contentStart: CGFloat
    }

    /// Steps 3-6. `reusing` supplies sections' group runs solved earlier (incremental re-layout); with `writeCells`
    /// false the cells and their query spans are left out (the runs can make them on demand).
    func solve(_ description: LayoutDescription, reusing: [Int: RunState] = [:], writeCells: Bool = true)
        throws -> (solution: LayoutSolution, runs: [Int: SolvedRun]) {
        let main = description.scrollAxis, cross = main.other
        var runs: [Int: SolvedRun] = [:]
        let view = context.containerSize

        var elements: [ElementRecord] = []
        if writeCells { elements.reserveCapacity(context.itemCounts.reduce(0, +)) }
        var sections: [SectionRecord] = []
        var spans: [QuerySpan] = []
        var farthestAcross = view[cross]
        var cursor: CGFloat = 0

        // Step 3: the sections, one after another along the scroll axis.
        for (index, section) in description.sections.enumerated() {
            if index > 0 { cursor += description.interSectionSpacing }   // between sections only (§6, case 51)
            let count = context.itemCounts[index]
            let sectionStart = cursor
            guard let section, count > 0 else {
                // An empty section without boundary items has no size and no insets (§5.5, case 51).
                sections.append(SectionRecord(firstCell: elements.count, cellCount: 0, groupCapacity: 0, slotGroups: [],
                                              frame: sectionFrame(start: sectionStart, length: 0, main: main)))
                continue
            }

            // 3a. The container of the top-level group: the view less the reference insets and the section's
            // insets across the scroll axis; the whole view along it (§1.2a-b, cases 32, 53, 161-180).
            let reference = referenceInsets(section.contentInsetsReference == .automatic
                                            ? description.contentInsetsReference : section.contentInsetsReference)
            let crossStart = reference.leading(cross) + section.contentInsets.leading(cross)
            let container = CGSize(main: view[main],
                                   cross: view[cross] - reference.total(cross) - section.contentInsets.total(cross), along: main)

            // 3b-3d. The section's groups, one per line along the scroll axis (GroupRun.swift).
            var group = GroupRun(grid: grid, main: main, section: section, sectionIndex: index, count: count,
                                 container: container, crossStart: crossStart,
                                 contentStart: cursor + section.contentInsets.leading(main))
            group.sizing = context.sizing
            if context.selfSizingScope == .scrolledThrough { group.measureLimit = context.contentOffset[main] + view[main] }
            let run = try group.place(into: &elements, spans: &spans, reusing: reusing[index], writeCells: writeCells)
            runs[index] = SolvedRun(state: run.state, contentStart: group.contentStart)
            farthestAcross = max(farthestAcross, run.farthestAcross)
            let position = run.end
            cursor = position + section.contentInsets.trailing(main)
            sections.append(SectionRecord(firstCell: run.firstCell, cellCount: count, groupCapacity: run.capacity,
                                          slotGroups: run.slotGroups,
                                          frame: sectionFrame(start: sectionStart, length: cursor - sectionStart, main: main)))
        }

        // Step 4: the content size: the sum along the scroll axis; across it, the view or the widest group (§6).
        let contentSize = CGSize(main: cursor, cross: farthestAcross, along: main)
        guard contentSize.width.isFinite, contentSize.height.isFinite else {
            throw LayoutError(path: "", message: "the layout's content size overflows (\(describe(contentSize))); some length or spacing is far too large")
        }
        for index in sections.indices {
            sections[index].frame.size[cross] = contentSize[cross]
        }

        // Step 5: right-to-left. Computed left-to-right with leading = low x, then mirrored as one pass
        // (uikit-semantics §8.2, recommendation).
        if context.traitCollection.layoutDirection == .rightToLeft {
            let width = contentSize.width
            func mirror(_ r: CGRect) -> CGRect { CGRect(x: width - r.minX - r.width, y: r.minY, width: r.width, height: r.height) }
            for index in elements.indices { elements[index].frame = mirror(elements[index].frame) }
            for index in spans.indices {
                spans[index].bounds = mirror(spans[index].bounds)
                spans[index].clip = spans[index].clip.map(mirror)
            }
        }

        // Step 6: the query index.
        if !spans.isSortedByStart(along: main) {
            spans.sort { $0.bounds.minAlong(main) < $1.bounds.minAlong(main) }
        }
        var reach: [CGFloat] = []
        reach.reserveCapacity(spans.count)
        var farthest = -CGFloat.infinity
        for span in spans {
            farthest = max(farthest, span.bounds.maxAlong(main))
            reach.append(farthest)
        }
        return (LayoutSolution(contentSize: contentSize, elements: elements, kinds: [nil], sections: sections, spans: spans,
                               spanReachPrefix: reach, scrollAxis: main, supplementaryIndex: [:]), runs)
    }

    /// The insets a `contentInsetsReference` names; the solver uses them across the scroll axis only (§1.2a).
    func referenceInsets(_ reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return context.safeAreaInsets
        case .layoutMargins: return context.layoutMargins
        case .readableContent: return context.readableContentInsets
        }
    }

    private func sectionFrame(start: CGFloat, length: CGFloat, main: Axis) -> CGRect {
        CGRect(origin: CGPoint(main: start, cross: 0, along: main), size: CGSize(main: length, cross: 0, along: main))
    }
}

extension Array where Element == QuerySpan {
    func isSortedByStart(along axis: Axis) -> Bool {
        var previous = -CGFloat.infinity
        for span in self {
            let start = span.bounds.minAlong(axis)
            if start < previous { return false }
            previous = start
        }
        return true
    }
}
