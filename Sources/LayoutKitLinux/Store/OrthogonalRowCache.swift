import Foundation

/// A solve's most recently made orthogonal rows whose runs are not measured: the run (`SectionRun`, wherever its
/// section sat along the layout's scroll axis) and the row's facts (`OrthogonalRowFacts`), by what they are made from:
/// the section's group (by shape, `GroupShape`) and inter-group spacing, its item count, the group's container and the
/// row's setting. Building a run reads nothing else of the section, and the facts nothing else of the run, so a kept
/// row moved to where another section of the same shape sits (`SectionRun.startingAcross`, as an incremental update
/// moves a kept run) is the row building it again would give; the solve's pixel grid and scroll axis are one a solve.
///
/// Why: in a layout of many orthogonal sections the rows mostly have one shape (`init(section:)`, or a provider's
/// sections alike) and differ only in where they sit along the layout's scroll axis. Arranging the group, building the
/// run, and making every group's frame, the record's two arrays and the row's extent for each section was most of such
/// a solve (Docs/Performance.md, "Orthogonal rows"). What is shared is never changed through a share: a run is a value
/// (a measured one, which an update changes, is never kept), its arrays copy on write, and the facts are immutable.
/// Errors: only rows that were built are kept; a section of the same shape builds without error too.
final class OrthogonalRowCache {
    private var kept = RecentEntries<Row>()

    /// A kept row: what it was made from, its run and its facts. Held by reference: the cache is searched and a row
    /// handed on without copying its run.
    final class Row {
        let section: SectionDescription
        let count: Int
        let container: CGSize
        let setting: OrthogonalRowFacts.Setting
        let run: SectionRun
        let facts: OrthogonalRowFacts

        init(section: SectionDescription, count: Int, container: CGSize, setting: OrthogonalRowFacts.Setting, run: SectionRun,
             facts: OrthogonalRowFacts) {
            self.section = section
            self.count = count
            self.container = container
            self.setting = setting
            self.run = run
            self.facts = facts
        }
    }

    /// The row kept for a section of `section`'s shape with `count` items, its group in `container`, set as `setting`.
    func row(of section: SectionDescription, count: Int, container: CGSize, setting: OrthogonalRowFacts.Setting) -> Row? {
        for row in kept.entries where row.count == count && GroupShape.same(row.container, container) && row.setting == setting
            && Self.sameShape(row.section, section) {
            return row
        }
        return nil
    }

    /// Keeps a row just made, unless its run is measured (each measured instance is its own section's).
    func keep(_ run: SectionRun, facts: OrthogonalRowFacts, of section: SectionDescription, count: Int, container: CGSize,
              setting: OrthogonalRowFacts.Setting) {
        guard run.measuredBox == nil else { return }
        kept.keep(Row(section: section, count: count, container: container, setting: setting, run: run, facts: facts))
    }

    /// Whether two sections build the same run from the same count and container: the same group, by shape, and the
    /// same spacing between groups (`SectionRunBuilder.build`, `SectionTemplate`). One object matches itself at once.
    private static func sameShape(_ a: SectionDescription, _ b: SectionDescription) -> Bool {
        a === b || (a.values.interGroupSpacing.bitPattern == b.values.interGroupSpacing.bitPattern && GroupShape.same(a.group, b.group))
    }
}
