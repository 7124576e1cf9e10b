import Foundation

/// A solve's most recently built group runs of sections whose cells are not measured, by the section's description
/// (the object), its item count, and the container and cross-axis start its groups were placed in.
///
/// Why: the describe step gives sections of one shape one description (RecentSectionDescriptions.swift; a layout made
/// with `init(section:)` has one for all), and a section provider's layout cycles through a few shapes. Building a run
/// looked its template up (`TemplateCache`), solved the section's edges and placement (`SectionTemplate`) and made the
/// run's arrays for every section: most of what placing a section of twenty items cost (Docs/Performance.md, "Placing a
/// section"). A run kept here is handed out again: a copy of a value, one reference retained per array.
///
/// Exact: a run whose cells are not measured is a function of the section's description (immutable once described),
/// its item count, the top-level group's container and where the groups start across the scroll axis, the pixel grid
/// and the scroll axis (one per solve): `SectionRunBuilder.build` reads nothing else for it (not where the section
/// starts along the scroll axis, which the run is independent of, nor the section's index, which only errors and the
/// sizer read). A measured run depends on the sizer's answers for its own index paths: never kept. Only runs that were
/// built are kept, so an error is thrown for its own section as before.
final class SectionRunCache {
    private struct Entry {
        let section: SectionDescription
        let count: Int
        let container: CGSize
        let crossStart: CGFloat
        let run: SectionRun
        /// What placing the run gave the last time, and from where (`Footprint`).
        var footprint: Footprint?
    }

    /// What placing a kept run from `contentStart` along the scroll axis gave: the far edge of its last group
    /// (`SectionRun.end`) and, once a section made its cells on demand, the run's query span (`OnDemandCells.extent`).
    ///
    /// Why: in a layout whose sections move whole every section is placed from 0, so the sections of one description
    /// place the same run from the same content start, and computing both again was about 500 instructions a section
    /// (Docs/Performance.md, "Placing a section, again"). Exact: both are functions of the run and the content start
    /// alone (an unmirrored, unscrolled run, as a solve places it), compared bit for bit; another start (a layout whose
    /// sections do not move whole, where each section starts elsewhere) computes them again.
    struct Footprint {
        let contentStart: CGFloat
        let end: CGFloat
        /// The query span, when `hasExtent` (a plain value: an optional rect in an optional footprint was copied through
        /// the runtime's generic value witnesses).
        let extent: CGRect
        let hasExtent: Bool
    }

    /// Not checked for exclusive access at run time, which a class's stored property otherwise is when the compiler
    /// cannot see that no access overlaps another (about 75 instructions a look-up, once a section). Safe because no two
    /// accesses can overlap: the property is private, and each of the methods reads or writes it and calls no code
    /// that could reach this object while it does (`RecentEntries.keep` stores into its ring; the entry it replaces holds
    /// a description and a run, neither of which refers to a cache).
    @exclusivity(unchecked) private var kept = RecentEntries<Entry>()

    /// The run kept for `section` with `count` items in `container`, its groups starting at `crossStart`; nil if none.
    func run(of section: SectionDescription, count: Int, container: CGSize, crossStart: CGFloat) -> SectionRun? {
        firstEntry(of: section, count: count, container: container, crossStart: crossStart).map { kept.entries[$0].run }
    }

    /// The place of the run kept for `section` as `run(of:count:container:crossStart:)` names it, for `run(at:)`,
    /// `footprint(at:contentStart:)` and `keep(_:at:)` (valid until the next run is kept); nil if none.
    func entry(of section: SectionDescription, count: Int, container: CGSize, crossStart: CGFloat) -> Int? {
        firstEntry(of: section, count: count, container: container, crossStart: crossStart)
    }

    /// The run kept at `entry`.
    func run(at entry: Int) -> SectionRun { kept.entries[entry].run }

    /// What placing the run at `entry` from `contentStart` gave, if that is where it was placed last; nil otherwise.
    func footprint(at entry: Int, contentStart: CGFloat) -> Footprint? {
        guard let footprint = kept.entries[entry].footprint, footprint.contentStart.bitPattern == contentStart.bitPattern else { return nil }
        return footprint
    }

    private func firstEntry(of section: SectionDescription, count: Int, container: CGSize, crossStart: CGFloat) -> Int? {
        for index in kept.entries.indices where kept.entries[index].section === section && kept.entries[index].count == count
            && GroupShape.same(kept.entries[index].container, container)
            && kept.entries[index].crossStart.bitPattern == crossStart.bitPattern {
            return index
        }
        return nil
    }

    /// Keeps `run`, built for `section` as `run(of:count:container:crossStart:)` names it; its cells must not be measured.
    func keep(_ run: SectionRun, of section: SectionDescription, count: Int, container: CGSize, crossStart: CGFloat) {
        guard run.measuredBox == nil else { return }
        kept.keep(Entry(section: section, count: count, container: container, crossStart: crossStart, run: run))
    }

    /// Keeps `footprint` with the run at `entry` (from `entry(of:count:container:crossStart:)`, no run kept since), replacing the one it had.
    func keep(_ footprint: Footprint, at entry: Int) {
        guard kept.entries.indices.contains(entry) else { return }
        kept.update(at: entry) { $0.footprint = footprint }
    }
}
