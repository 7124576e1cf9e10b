import Foundation

/// A solve's most recently made orthogonal row facts (`OrthogonalRowFacts`), by the run's shape along the row
/// (`SectionRun.AlongShape`) and the row's setting. The facts are a function of the two and of the solve's pixel grid
/// (one a solve), so kept facts are the ones making them again would give.
///
/// Why: in a layout of many orthogonal sections the rows mostly have one shape (`init(section:)`, or a provider's
/// sections alike) and differ only in where they sit along the layout's scroll axis, which the facts do not read.
/// Making every group's frame, the record's two arrays and the row's extent for each section was about a fifth of such
/// a solve (Docs/Performance.md, "Orthogonal rows"); a kept record's arrays are shared (copy on write, so nothing
/// changed through one section's record reaches another's). Measured rows have no shape (each instance is its own)
/// and are made each time.
final class OrthogonalRowCache {
    private var entries: [Entry] = []
    private static let capacity = 8

    private struct Entry {
        let shape: SectionRun.AlongShape
        let setting: OrthogonalRowFacts.Setting
        let facts: OrthogonalRowFacts
    }

    /// The facts of the row `run` lays out from `setting.rowStart`, whose last group ends at `end` along the row.
    func facts(of run: SectionRun, end: CGFloat, setting: OrthogonalRowFacts.Setting, grid: PixelGrid) -> OrthogonalRowFacts {
        guard let shape = run.alongShape else { return Self.make(run, end: end, setting: setting, grid: grid) }
        for entry in entries where entry.shape == shape && entry.setting == setting { return entry.facts }
        let facts = Self.make(run, end: end, setting: setting, grid: grid)
        if entries.count == Self.capacity { entries.removeLast() }
        entries.insert(Entry(shape: shape, setting: setting, facts: facts), at: 0)
        return facts
    }

    /// The facts made from the groups' frames as the run makes them (the same arithmetic as written ones, OnDemandCells).
    static func make(_ run: SectionRun, end: CGFloat, setting: OrthogonalRowFacts.Setting, grid: PixelGrid) -> OrthogonalRowFacts {
        OrthogonalRowFacts(groups: run.groupBounds(contentStart: setting.rowStart), end: end, setting: setting, grid: grid)
    }
}
