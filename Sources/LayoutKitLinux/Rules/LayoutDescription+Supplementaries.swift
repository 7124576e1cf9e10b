import Foundation

extension LayoutDescription {
    /// Whether some section's cells depend on more than its group run (`cellsDependOnMoreThanTheirRun`).
    /// A caller that makes cells on demand from the runs alone (incremental re-layout) must solve such a layout in full.
    var cellsDependOnMoreThanTheirRuns: Bool {
        sections.indices.contains { cellsDependOnMoreThanTheirRun(section: $0) }
    }

    /// Whether the section's cells depend on more than its group run: handlers change them. The cells of the other
    /// sections are made on demand from their runs (OnDemandCells.swift), with their badges (OnDemandBadges.swift;
    /// estimated ones with the sizer's answers kept), a decorated section's with its zIndex promotion, an orthogonal
    /// row's scrolled to its resting offset.
    func cellsDependOnMoreThanTheirRun(section index: Int) -> Bool {
        guard sections.indices.contains(index), sections[index] != nil else { return false }
        return !handlers.isEmpty && handlers[index] != nil
    }
}
