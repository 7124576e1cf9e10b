import Foundation

/// A section's extent along the scroll axis, and the region its boundary items are placed in across it.
///
///     start ─ [start extension] ─ contentEdgeStart ─ [insets, groups, insets] ─ innerEnd ─ [end extension] ─ end
struct SectionBox: Equatable, Sendable {
    var start: CGFloat
    /// Where the extending start-side items end and the section's inset content begins.
    var contentEdgeStart: CGFloat
    /// Where the section's inset content ends and the extending end-side items begin.
    var innerEnd: CGFloat
    var end: CGFloat
    /// Across the scroll axis: where the region boundary items are placed in starts, and its length.
    var crossStart: CGFloat
    var crossLength: CGFloat
}
