import Foundation

/// A solve's most recently arranged top-level groups (`SectionTemplate.Arrangement`), by the group's shape and the
/// container it was arranged in. Arranging is a pure function of the two (its doc comment), so a kept arrangement is
/// the one arranging again would give.
///
/// Why by shape, not by object: a layout made with `init(section:)` hands every section one object, but a section
/// provider returns new objects for every section, mostly of a few shapes (a list, a grid of 2, a header row…);
/// arranging each section's group again was about a quarter of solving such a layout (Docs/Performance.md, "Many
/// sections"). The key compares every value of the group's description but its path (`GroupShape`); one object
/// matches itself at once.
///
/// Errors: only arrangements that succeeded are kept, and a group that throws throws again for its own section with
/// its own path; an arrangement holds no path (what names a section in an error is read from the section's own
/// description, never from the cache).
final class TemplateCache {
    private var kept = RecentEntries<Entry>()

    private struct Entry {
        let group: ItemDescription
        let container: CGSize
        let arrangement: SectionTemplate.Arrangement
    }

    func arrangement(of section: SectionDescription, in container: CGSize, grid: PixelGrid) throws -> SectionTemplate.Arrangement {
        // The first entry arranged in the same container from a group of the same shape; the entries read in place
        // (a read by subscript copied the entry's group to compare it).
        if let hit = Self.firstIndex(in: kept.entries, of: section, container: container) { return kept.entries[hit].arrangement }
        let arrangement = try SectionTemplate.Arrangement(section: section, container: container, grid: grid)
        kept.keep(Entry(group: section.group, container: container, arrangement: arrangement))
        return arrangement
    }

    private static func firstIndex(in entries: borrowing [Entry], of section: SectionDescription, container: CGSize) -> Int? {
        entries.withUnsafeBufferPointer { entries -> Int? in
            guard let entry = entries.baseAddress else { return nil }
            for index in 0..<entries.count where GroupShape.same(entry[index].container, container)
                && GroupShape.same(entry[index].group, section.group) {
                return index
            }
            return nil
        }
    }
}
