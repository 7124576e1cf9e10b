import Foundation

/// The boundary items and decorations recorded while the sections are solved, with their query spans: the frame
/// store's `elements`, after every cell in `attributes` order. Frames are kept unrounded, a section's relative to its
/// start, and placed and finished when read (`FrameStore.resolved`).
struct ElementStore {
    var records: [ElementRecord] = []
    var spans: [QuerySpan] = []
    /// Element kinds; index 0 is the cell "kind" (nil), as `FrameStore.elementKinds`.
    var kinds: [String?] = [nil]
    private var kindIndex: [String: UInt16] = [:]
    /// Kinds a store was seeded with (`init(kinds:)`), up to `seededByName`, found by comparing names and left out
    /// of `kindIndex`: an update seeds a store twice for each section it places again (Docs/Performance.md, "Reading every badge").
    private var seeded = 0..<0
    /// The kind looked up last: a layout of many sections asks for its header's kind once a section, and comparing
    /// the same string costs less than hashing it.
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

    init() {}

    /// A store numbering kinds as `kinds` does (an update placing a section again records into the solution's numbering).
    init(kinds: [String?]) {
        self.kinds = kinds
        guard kinds.count > Self.seededByName else {
            seeded = min(1, kinds.count)..<kinds.count
            return
        }
        for (index, kind) in kinds.enumerated() where index > 0 {
            if let kind { kindIndex[kind] = UInt16(clamping: index) }
        }
    }

    static let seededByName = 16

    /// Records an element whose unrounded frame is `frame`, kept as it is.
    @discardableResult
    mutating func append(frame: CGRect, kind: String, section: Int, item: Int, zIndex: Int,
                         category: UICollectionView.ElementCategory) throws -> Int {
        records.append(ElementRecord(frame: frame, item: item, section: Int32(clamping: section), zIndex: ZIndex.stored(zIndex),
                                     kind: try self.kind(kind), category: category))
        return records.count - 1
    }

    /// Records a section's decorations as the rule placed them (`Decorations.place`), each between its unrounded edges
    /// (both rounded when read, `Finish.edges`), and one span over the section's frame that answers them when it meets
    /// or touches the rect (Docs/Solver.md, step 6).
    mutating func append(decorations: [Decorations.Placement], section: Int, sectionFrame: CGRect) throws -> Range<Int> {
        let first = records.count
        guard !decorations.isEmpty else { return first..<first }
        for (index, decoration) in decorations.enumerated() {
            let (low, high) = (decoration.low, decoration.high)
            try append(frame: CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y), kind: decoration.kind,
                       section: section, item: index, zIndex: decoration.zIndex, category: .decorationView)
        }
        spans.append(QuerySpan(bounds: sectionFrame, elements: first..<records.count, touching: true))
        return first..<records.count
    }
}
