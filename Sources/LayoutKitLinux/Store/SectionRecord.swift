import Foundation

/// Per-section facts that queries and outputs need.
struct SectionRecord: Equatable, Sendable {
    var cellCount: Int
    /// The number of cells in the sections before: the section's first cell's position in `attributes`.
    var cellsBefore = 0
    /// Index into `FrameStore.pages`; -1 for a section without cells or boundary items.
    var page = -1
    /// Leaves per (full) top-level group, and the innermost non-custom group each slot belongs to
    /// (-1 for a custom group's frames).
    var groupCapacity: Int
    var slotGroups: [Int32]
    /// The section's frame: its extent along the scroll axis, and the layout's full extent across it.
    var frame: CGRect
    var orthogonal: OrthogonalRecord? = nil
}
