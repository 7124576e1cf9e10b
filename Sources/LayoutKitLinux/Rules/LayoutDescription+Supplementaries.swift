import Foundation

extension LayoutDescription {
    /// Whether some section's cells depend on more than its group run (`cellsDependOnMoreThanTheirRun`).
    /// A caller that makes cells on demand from the runs alone (incremental re-layout) must solve such a layout in full.
    var cellsDependOnMoreThanTheirRuns: Bool {
        sections.indices.contains { cellsDependOnMoreThanTheirRun(section: $0) }
    }

    /// Whether the section's cells depend on more than its group run: badges are placed from the cells' frames,
    /// orthogonal rows scroll them and handlers change them. The cells of the other sections, decorated ones
    /// included (their zIndex promotion is a flag of the run), are made on demand from their runs (OnDemandCells.swift).
    func cellsDependOnMoreThanTheirRun(section index: Int) -> Bool {
        guard sections.indices.contains(index), let section = sections[index] else { return false }
        return handlers[index] != nil || section.orthogonalScrollingBehavior != .none || ItemSupplementaries.hasAny(section.group)
    }
}
