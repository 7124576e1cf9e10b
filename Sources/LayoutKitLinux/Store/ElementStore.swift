import Foundation

/// The elements beyond cells — supplementaries and decorations — collected while the sections are solved and
/// appended after every cell, so that each section's cells stay contiguous and in index-path order.
///
/// Indices handed out here are local; `LayoutSolver` shifts them (and the spans' ranges) by the number of
/// cells when it assembles the solution.
struct ElementStore {
    /// Every frame recorded here is snapped to this grid (Docs/Solver.md, step 3b): the rules hand over unrounded ones.
    let grid: PixelGrid
    var records: [ElementRecord] = []
    /// Query spans over `records` (local ranges).
    var spans: [QuerySpan] = []
    /// Element kinds; index 0 is the cell "kind" (nil), as `FrameStore.elementKinds`.
    var kinds: [String?] = [nil]
    private var kindIndex: [String: UInt16] = [:]
    /// Kinds a store was seeded with (`init(grid:kinds:)`) and left out of `kindIndex`: a few, found by comparing
    /// names. Why: an update seeds a store with the solution's kinds twice for each section it places again, and
    /// hashing every name into a new table was about a tenth of one change (Docs/Performance.md).
    private var seeded = 0..<0
    /// The kind looked up last: a layout of many sections asks for its header's kind once a section, and comparing
    /// the string (the same one, so its storage) costs less than hashing it.
    private var lastKind: (name: String, index: UInt16)?

    mutating func kind(_ name: String) throws -> UInt16 {
        if let lastKind, lastKind.name == name { return lastKind.index }
        // The last seeded kind of that name, as the table would hold it (each name is recorded once, so there is one).
        for index in seeded.reversed() where kinds[index] == name {
            lastKind = (name, UInt16(clamping: index))
            return UInt16(clamping: index)
        }
        if let index = kindIndex[name] {
            lastKind = (name, index)
            return index
        }
        guard kinds.count < Int(UInt16.max) else {
            throw LayoutError(path: "", message: "more than \(UInt16.max - 1) element kinds; use fewer distinct elementKind strings")
        }
        let index = UInt16(kinds.count)
        kinds.append(name)
        kindIndex[name] = index
        return index
    }

    init(grid: PixelGrid) { self.grid = grid }

    /// A store numbering kinds as `kinds` does (an update placing a section again records into the solution's numbering).
    init(grid: PixelGrid, kinds: [String?]) {
        self.grid = grid
        self.kinds = kinds
        guard kinds.count > Self.seededByName else {
            seeded = min(1, kinds.count)..<kinds.count
            return
        }
        for (index, kind) in kinds.enumerated() where index > 0 {
            if let kind { kindIndex[kind] = UInt16(clamping: index) }
        }
    }

    /// Up to this many seeded kinds are found by name rather than hashed into `kindIndex`.
    static let seededByName = 16

    /// Records an element whose unrounded frame is `frame` (a boundary item: relative to its section's start, or the
    /// layout's own at the layout's end), kept as it is: `FrameStore.resolved` places and finishes it when read.
    @discardableResult
    mutating func append(frame: CGRect, kind: String, section: Int, item: Int, zIndex: Int,
                         category: UICollectionView.ElementCategory) throws -> Int {
        records.append(ElementRecord(frame: frame, item: item, section: Int32(clamping: section), zIndex: ZIndex.stored(zIndex),
                                     kind: try self.kind(kind), category: category))
        return records.count - 1
    }
}

extension ElementStore {
    /// Records an element between the unrounded corners `edges.low` and `edges.high` (a decoration), relative to its
    /// section's start: kept as they are (`FrameStore.resolved` rounds both edges when it reads them, `Finish.edges`).
    @discardableResult
    mutating func append(edges: (low: CGPoint, high: CGPoint), kind: String, section: Int, item: Int, zIndex: Int,
                         category: UICollectionView.ElementCategory) throws -> Int {
        let frame = CGRect(x: edges.low.x, y: edges.low.y, width: edges.high.x - edges.low.x, height: edges.high.y - edges.low.y)
        records.append(ElementRecord(frame: frame, item: item, section: Int32(clamping: section), zIndex: ZIndex.stored(zIndex),
                                     kind: try self.kind(kind), category: category))
        return records.count - 1
    }

    /// Records a section's decorations as the rule placed them (`Decorations.place`), each between its edges, and one span
    /// over the section's frame that answers them when it meets or touches the rect (Docs/Solver.md, step 6).
    /// The edges are kept unrounded, relative to the section's start, and rounded when read (`FrameStore.resolved`).
    mutating func append(decorations: [Decorations.Placement], section: Int, sectionFrame: CGRect) throws -> Range<Int> {
        let first = records.count
        guard !decorations.isEmpty else { return first..<first }
        for (index, decoration) in decorations.enumerated() {
            try append(edges: (decoration.low, decoration.high), kind: decoration.kind, section: section, item: index,
                       zIndex: decoration.zIndex, category: .decorationView)
        }
        spans.append(QuerySpan(bounds: sectionFrame, elements: first..<records.count, touching: true))
        return first..<records.count
    }
}
