import Foundation

extension LayoutDescription {
    /// Whether some section's cells depend on more than its group run (`cellsDependOnMoreThanTheirRun`).
    /// A caller that makes cells on demand from the runs alone (incremental re-layout) must solve such a layout in full.
    var cellsDependOnMoreThanTheirRuns: Bool {
        sections.indices.contains { cellsDependOnMoreThanTheirRun(section: $0) }
    }

    /// Whether the section's cells depend on more than its group run: handlers change them, and badges that do not
    /// follow from their anchors alone (`ItemSupplementaries.followTheirAnchors`: estimated ones) are placed from the
    /// written cells. The cells of the other sections are made on
    /// demand from their runs (OnDemandCells.swift), with their badges (OnDemandBadges.swift), a decorated section's
    /// with its zIndex promotion, an orthogonal row's scrolled to its resting offset.
    func cellsDependOnMoreThanTheirRun(section index: Int) -> Bool {
        guard sections.indices.contains(index), let section = sections[index] else { return false }
        return (!handlers.isEmpty && handlers[index] != nil)
            || (section.hasItemSupplementaries && !ItemSupplementaries.followTheirAnchors(in: section))
    }
}
