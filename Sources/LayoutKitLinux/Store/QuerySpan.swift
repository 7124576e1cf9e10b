import Foundation

/// Elements `layoutAttributesForElements(in:)` answers together (Docs/Solver.md, step 6): a supplementary, a section's
/// decorations (`touching`), or a section's cells and badges (`page`, which answers for its groups). 48 bytes.
struct QuerySpan: Equatable, Sendable {
    var bounds: CGRect
    private var first: Int32
    private var end: Int32
    /// Decorations are answered when their frame meets or merely touches the rect.
    var touching: Bool
    private var isPage: Bool = false

    init(bounds: CGRect, elements: Range<Int>, touching: Bool) {
        self.bounds = bounds
        self.first = Int32(clamping: elements.lowerBound)
        self.end = Int32(clamping: elements.upperBound)
        self.touching = touching
    }

    /// A section's page; `bounds` is its extent (`SectionPage.extent`).
    init(bounds: CGRect, page: Int) {
        self.init(bounds: bounds, elements: page..<page, touching: false)
        isPage = true
    }

    /// Indices into `FrameStore.elements` (empty for a page).
    var elements: Range<Int> { isPage ? 0..<0 : Int(first)..<Int(end) }
    /// The index into `FrameStore.pages`.
    var page: Int? { isPage ? Int(first) : nil }
}
