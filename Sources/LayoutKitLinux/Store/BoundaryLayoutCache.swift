import Foundation

/// A solve's most recently sized boundary items of a section (`BoundaryLayout`: each item's size and the extensions
/// they give), by the section's description (the object) and the container they were sized in.
///
/// Why: the describe step gives sections of one shape one description (RecentSectionDescriptions.swift), and sizing a
/// section's header again, resolving its dimensions and its extensions, was about 360 instructions of every section of
/// a layout of many sections (Docs/Performance.md, "Placing a section, again").
///
/// Exact: a `BoundaryLayout` is a function of the items (the description's, immutable once described), the container,
/// the scroll axis and the pixel grid (one each per solve), and of the sizer's answers for items with an estimated
/// dimension, which depend on the section's index path: a layout whose items the sizer measures is never kept. Only
/// layouts that were made are kept, so an error is thrown for its own section.
final class BoundaryLayoutCache {
    private struct Entry {
        let section: SectionDescription
        let container: CGSize
        let layout: BoundaryLayout
    }

    /// Not checked for exclusive access at run time, as `SectionRunCache.kept` is not, for the same reason: the property
    /// is private, and each access reads or stores values and calls no code that could reach this object.
    @exclusivity(unchecked) private var kept = RecentEntries<Entry>()

    /// `section`'s boundary items sized in `container`: kept, or made (`BoundaryLayout.init`) and kept when the sizer
    /// measures none of them.
    func layout(of section: SectionDescription, main: Axis, container: CGSize, grid: PixelGrid, sizer: SupplementarySizer,
                indexPath: (Int) -> IndexPath) throws -> BoundaryLayout {
        // A section without boundary items (an orthogonal row, a plain grid) has nothing to size: no look-up, nothing kept.
        guard !section.boundaryItems.isEmpty else {
            return try BoundaryLayout(items: [], main: main, container: container, grid: grid, sizer: sizer, indexPath: indexPath)
        }
        for index in kept.entries.indices where kept.entries[index].section === section
            && GroupShape.same(kept.entries[index].container, container) {
            return kept.entries[index].layout
        }
        let layout = try BoundaryLayout(items: section.boundaryItems, main: main, container: container, grid: grid, sizer: sizer,
                                        indexPath: indexPath)
        if !section.boundaryItems.contains(where: { sizer.measures($0.size) }) {
            kept.keep(Entry(section: section, container: container, layout: layout))
        }
        return layout
    }
}
