import Foundation

/// What a section whose cells are made on demand shows the rest of the layout, given its kept run: how far its
/// groups reach along the scroll axis (what its end, and every later section's start, follow: step 3e), the longest
/// group across (what the content's cross length follows: step 4), its query span (unmirrored: step 6) and, for an
/// orthogonal row, its record (its group starts, scroll range and resting offset: step 3d′). `placeGroups` computes
/// the same from the same run.
///
/// Why: an incremental update whose changed sections keep their reach, their length across and their span's extent
/// along the scroll axis moves nothing outside those sections, whose cells and badges are made from their runs:
/// `IncrementalLayout` then replaces only the span and the row's record, rather than solving the section chain
/// again (O(sections)). A cell that grows within a row that another cell keeps taller, a card that widens in an
/// orthogonal row, a size given to a cell without an estimated dimension.
struct RunFootprint: Equatable {
    var contentEnd: CGFloat
    var longestAcross: CGFloat
    var span: CGRect
    var orthogonal: OrthogonalRecord?

    /// Whether the rest of the layout sees `other` as it sees this: the same reach and length across, and a span
    /// that lies over the same stretch of the scroll axis (the query index is sorted and searched along it).
    func movesNothingElse(than other: RunFootprint, along main: Axis) -> Bool {
        contentEnd == other.contentEnd && longestAcross == other.longestAcross
            && span.minAlong(main) == other.span.minAlong(main) && span.maxAlong(main) == other.span.maxAlong(main)
    }
}

extension LayoutSolver {
    /// The footprint of section `index`, whose cells `cells` makes on demand (`RunFootprint`): for an orthogonal row,
    /// the row placed again from its kept run (`OrthogonalRun.place`, writing nothing); otherwise the run's end,
    /// longest length across and extent.
    func footprint(of cells: OnDemandCells, section index: Int, in description: LayoutDescription) throws -> RunFootprint? {
        guard description.sections.indices.contains(index), let section = description.sections[index] else { return nil }
        let main = description.scrollAxis, cross = main.other
        guard section.values.orthogonalScrollingBehavior != .none else {
            return RunFootprint(contentEnd: cells.state.end(contentStart: cells.contentStart), longestAcross: cells.state.longestAcross,
                                span: cells.extent(), orthogonal: nil)
        }
        // The row was laid across from where its section's content starts (`SectionRun.startingAcross`).
        let contentStart = cells.state.placement.start
        let row = OrthogonalRun(grid: grid, main: main, view: context.containerSize, reference: referenceInsets(of: section, in: description))
        var elements: [ElementRecord] = [], spans: [QuerySpan] = []
        let result = try row.place(section: section, sectionIndex: index, count: cells.count, contentStart: contentStart,
                                   proposedOffset: context.orthogonalOffsets[index].map { $0[cross] } ?? 0, reusing: cells.state,
                                   writeCells: false, storage: .compact, into: &elements, spans: &spans)
        var scrolled = cells
        return RunFootprint(row: result, contentStart: contentStart, cells: &scrolled)
    }
}

extension RunFootprint {
    /// An orthogonal row's footprint from its placement (`OrthogonalRun.place`), `cells` scrolled to the offset it rests
    /// at (step 3d′): what `placeGroups` keeps of a row made on demand.
    init(row result: OrthogonalRun.Result, contentStart: CGFloat, cells: inout OnDemandCells) {
        let row = Self.scrolledRow(result)
        cells.scroll = row.scroll
        self.init(contentEnd: Self.rowEnd(contentStart: contentStart, row: result), longestAcross: 0, span: row.span,
                  orthogonal: result.facts.record)
    }

    /// An orthogonal row made on demand scrolled to the offset it rests at (step 3d′): the shift its cells are made with
    /// (`OnDemandCells.scroll`) and its query span (`rowSpan`).
    static func scrolledRow(_ result: OrthogonalRun.Result) -> (scroll: OrthogonalScroll.Shift, span: CGRect) {
        let facts = result.facts, axis = facts.record.axis
        return (OrthogonalScroll.Shift(axis: axis, offset: facts.record.appliedOffset),
                rowSpan(along: facts.reachAlong, across: result.run.state.reachAcross, axis: axis))
    }

    /// The query span standing for an orthogonal row, in left-to-right coordinates: the union of its groups' scrolled
    /// frames, from their reach along the row (`OrthogonalRowFacts`) and across it (`SectionRun.reachAcross`: the index
    /// searches along the layout's scroll axis, across the row, where the groups of a measured row differ in length).
    static func rowSpan(along: (low: CGFloat, high: CGFloat), across: (low: CGFloat, high: CGFloat), axis: Axis) -> CGRect {
        guard along.low <= along.high, across.low <= across.high else { return .null }
        return CGRect(origin: CGPoint(main: along.low, cross: across.low, along: axis),
                      size: CGSize(main: along.high - along.low, cross: across.high - across.low, along: axis))
    }

    /// How far an orthogonal row reaches along the layout's scroll axis: its tallest group, from where the section's
    /// content starts (step 3d′).
    static func rowEnd(contentStart: CGFloat, row result: OrthogonalRun.Result) -> CGFloat { max(contentStart, result.run.farthestAcross) }
}
