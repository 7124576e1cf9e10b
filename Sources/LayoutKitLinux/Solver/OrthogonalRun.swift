import Foundation

/// Steps 3b-3d for a section with `orthogonalScrollingBehavior != .none` (Docs/Solver.md, step 3d′): the groups in one row
/// along the orthogonal axis, laid out by `SectionRunBuilder` with the row's axis as its main axis, in a container of the
/// whole view along the row and the view less the section's scroll-axis insets across it [CHARON orthogonal].
struct OrthogonalRun {
    let grid: PixelGrid
    /// The layout's scroll axis.
    let main: Axis
    let view: CGSize
    let reference: NSDirectionalEdgeInsets
    let sizing: ((SizingRequest) -> CGSize)?
    let memo: PageMemo

    struct Result {
        var run: SectionRunBuilder.Result
        var facts: OrthogonalRowFacts
        /// The top-level group's container, and where the first group's edge spacing starts along the row.
        var container: CGSize
        var rowStart: CGFloat
    }

    /// `contentStart`: where the row starts along the layout's scroll axis, relative to the section's start.
    func place(section: SectionDescription, sectionIndex: Int, count: Int, contentStart: CGFloat, proposedOffset: CGFloat,
               reusing: SectionRun?) throws -> Result {
        let axis = main.other
        let insets = section.values.contentInsets
        let container = CGSize(main: view[axis], cross: max(0, view[main] - insets.total(main)), along: axis)
        let rowStart = reference.leading(axis) + insets.leading(axis)
        let setting = OrthogonalRowFacts.Setting(
            axis: axis, behavior: section.values.orthogonalScrollingBehavior, rowStart: rowStart, trailingInset: insets.trailing(axis),
            trailingReference: reference.trailing(axis), viewLength: view[axis],
            pageLength: max(0, view[axis] - reference.total(axis) - insets.total(axis)), proposedOffset: proposedOffset)
        // A row whose run is not measured (nor the kept one) is the row of an earlier section of the same shape, moved to
        // where this one sits along the layout's scroll axis (`PageMemo.row`, `SectionRun.startingAcross`).
        if reusing?.measuredBox == nil, let kept = memo.row(of: section, count: count, container: container, setting: setting) {
            return Result(run: SectionRunBuilder.place(kept.run.startingAcross(at: contentStart), contentStart: rowStart, section: sectionIndex),
                          facts: kept.facts, container: container, rowStart: rowStart)
        }
        let group = SectionRunBuilder(grid: grid, main: axis, section: section, sectionIndex: sectionIndex, count: count,
                                      container: container, crossStart: contentStart, contentStart: rowStart,
                                      sizing: sizing, memo: memo, keepsRun: false)
        let run = try group.place(reusing: reusing?.startingAcross(at: contentStart))
        // The row's facts from its groups' unscrolled frames, as the run makes them (SectionPage).
        let facts = OrthogonalRowFacts(groups: run.run.groupBounds(contentStart: rowStart), end: run.end, setting: setting, grid: grid)
        memo.keep(run.run, facts: facts, of: section, count: count, container: container, setting: setting)
        return Result(run: run, facts: facts, container: container, rowStart: rowStart)
    }
}

extension OrthogonalRun.Result {
    /// The row scrolled to the offset it rests at (step 3d′): the shift its cells are made with, and its query span, the
    /// union of its groups' scrolled frames, from their reach along the row and across it (`SectionRun.reachAcross`).
    var scrolled: (scroll: OrthogonalScroll.Shift, span: CGRect) {
        let axis = facts.record.axis, along = facts.reachAlong, across = run.run.reachAcross
        let scroll = OrthogonalScroll.Shift(axis: axis, offset: facts.record.appliedOffset)
        guard along.low <= along.high, across.low <= across.high else { return (scroll, .null) }
        return (scroll, CGRect(origin: CGPoint(main: along.low, cross: across.low, along: axis),
                               size: CGSize(main: along.high - along.low, cross: across.high - across.low, along: axis)))
    }
}
