import Foundation

/// The elements beyond cells — supplementaries and decorations — collected while the sections are solved and
/// appended after every cell, so that each section's cells stay contiguous and in index-path order.
///
/// Indices handed out here are local; `LayoutSolver` shifts them (and the spans' ranges) by the number of
/// cells when it assembles the solution.
struct ElementStore {
    var records: [ElementRecord] = []
    /// Query spans over `records` (local ranges).
    var spans: [QuerySpan] = []
    /// Element kinds; index 0 is the cell "kind" (nil), as `LayoutSolution.kinds`.
    var kinds: [String?] = [nil]
    private var kindIndex: [String: UInt16] = [:]
    /// Item and group supplementaries are numbered from 0 per kind per section (Docs/Solver.md, step 6).
    private var counters: [String: Int] = [:]
    private var countersSection = -1

    mutating func kind(_ name: String) throws -> UInt16 {
        if let index = kindIndex[name] { return index }
        guard kinds.count < Int(UInt16.max) else {
            throw LayoutError(path: "", message: "more than \(UInt16.max - 1) element kinds; use fewer distinct elementKind strings")
        }
        let index = UInt16(kinds.count)
        kinds.append(name)
        kindIndex[name] = index
        return index
    }

    /// The next index path item for `kind` in `section`.
    mutating func nextItem(kind: String, section: Int) -> Int {
        if section != countersSection {
            counters = [:]
            countersSection = section
        }
        let item = counters[kind, default: 0]
        counters[kind] = item + 1
        return item
    }

    @discardableResult
    mutating func append(frame: CGRect, kind: String, section: Int, item: Int, zIndex: Int,
                         category: UICollectionView.ElementCategory) throws -> Int {
        records.append(ElementRecord(frame: frame, item: item, section: Int32(clamping: section), zIndex: ZIndex.stored(zIndex),
                                     kind: try self.kind(kind), category: category))
        return records.count - 1
    }
}

/// How an element looks beyond its frame and zIndex, when a `visibleItemsInvalidationHandler` changed it.
struct ElementAppearance: Equatable, Sendable {
    var alpha: CGFloat
    var isHidden: Bool
    var transform: CGAffineTransform = .identity

    /// What `attributes` carry beyond frame and zIndex; nil when they look as solved.
    init?(of attributes: UICollectionViewLayoutAttributes) {
        guard attributes.alpha != 1 || attributes.isHidden || !attributes.transform.isIdentity else { return nil }
        self.alpha = attributes.alpha
        self.isHidden = attributes.isHidden
        self.transform = attributes.transform
    }

    func apply(to attributes: UICollectionViewLayoutAttributes) {
        attributes.alpha = alpha
        attributes.isHidden = isHidden
        attributes.transform = transform
    }
}
