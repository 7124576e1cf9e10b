import Foundation

/// One solved element, stored compactly; `UICollectionViewLayoutAttributes` are made from it on demand.
/// 48 bytes (Docs/Performance.md): the item is kept in 32 bits (at most 50,000,000 items are solved), with
/// `Int.max`, the index of layout-level boundary items (§5.5), stored as `Int32.min`.
struct ElementRecord: Equatable, Sendable {
    var frame: CGRect
    private var storedItem: Int32
    var section: Int32
    var zIndex: Int32
    /// Index into `LayoutSolution.kinds`; 0 for cells.
    var kind: UInt16
    var category: UICollectionView.ElementCategory

    init(frame: CGRect, item: Int, section: Int32, zIndex: Int32, kind: UInt16, category: UICollectionView.ElementCategory) {
        self.frame = frame
        self.storedItem = item == Int.max ? Int32.min : Int32(clamping: item)
        self.section = section
        self.zIndex = zIndex
        self.kind = kind
        self.category = category
    }

    var item: Int {
        get { storedItem == Int32.min ? Int.max : Int(storedItem) }
        set { storedItem = newValue == Int.max ? Int32.min : Int32(clamping: newValue) }
    }
}

/// A run of elements that `layoutAttributesForElements(in:)` answers together: a top-level group instance,
/// whose elements are answered only where they lie inside the group's frame (uikit-semantics §8.3), or a
/// single supplementary or decoration (`clip` is nil: the whole frame counts).
///
/// 48 bytes: the clip, when there is one, is always the span's own bounds, so it is a flag; the element range is
/// kept in 32 bits.
struct QuerySpan: Equatable, Sendable {
    var bounds: CGRect
    private var first: Int32
    private var end: Int32
    private var clipped: Bool
    /// Decorations are answered when their frame meets or merely touches the rect.
    var touching: Bool

    init(bounds: CGRect, clipped: Bool, elements: Range<Int>, touching: Bool) {
        self.bounds = bounds
        self.first = Int32(clamping: elements.lowerBound)
        self.end = Int32(clamping: elements.upperBound)
        self.clipped = clipped
        self.touching = touching
    }

    /// The group's frame when the span is a group instance, whose elements count only inside it.
    var clip: CGRect? { clipped ? bounds : nil }
    var elements: Range<Int> { Int(first)..<Int(end) }
}

/// Per-section facts that queries and tests need.
struct SectionRecord: Equatable, Sendable {
    /// Index of the section's first cell in `elements`.
    var firstCell: Int
    var cellCount: Int
    /// Leaves per (full) top-level group, and the innermost non-custom group each slot belongs to
    /// (-1 for a custom group's frames).
    var groupCapacity: Int
    var slotGroups: [Int32]
    /// The section's frame: its extent along the scroll axis, and the layout's full extent across it.
    var frame: CGRect
    /// Set when the section scrolls orthogonally (OrthogonalSection.swift).
    var orthogonal: OrthogonalRecord? = nil
}

/// The solved layout: every element's attributes and the content size (api-contract.md).
/// A value: solving twice gives equal solutions.
public struct LayoutSolution: Equatable, Sendable {
    /// `collectionViewContentSize`.
    public var contentSize: CGSize
    var elements: [ElementRecord]
    /// Element kinds; index 0 is the cell "kind" (nil).
    var kinds: [String?]
    var sections: [SectionRecord]
    /// Sorted by `bounds.minX`/`minY` along the scroll axis, with `spanReachPrefix[i]` the largest
    /// max-coordinate along that axis among spans 0...i, so a rect query is a binary search plus a walk.
    var spans: [QuerySpan]
    var spanReachPrefix: [CGFloat]
    var scrollAxis: Axis
    var supplementaryIndex: [ElementKey: Int]
    /// Alpha and hidden state a `visibleItemsInvalidationHandler` set, by element index (OrthogonalSection.swift).
    var appearances: [Int: ElementAppearance] = [:]

    struct ElementKey: Hashable, Sendable {
        var category: UICollectionView.ElementCategory
        var kind: String
        var section: Int
        var item: Int
    }

    /// Every element: cells in index-path order, then supplementaries, then decorations.
    public var attributes: LayoutAttributesCollection { LayoutAttributesCollection(solution: self) }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let record = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < record.cellCount else { return nil }
        return makeAttributes(at: record.firstCell + indexPath.item)
    }

    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let key = ElementKey(category: .supplementaryView, kind: elementKind, section: indexPath.section, item: indexPath.item)
        return supplementaryIndex[key].map { makeAttributes(at: $0) }
    }

    public func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let key = ElementKey(category: .decorationView, kind: elementKind, section: indexPath.section, item: indexPath.item)
        return supplementaryIndex[key].map { makeAttributes(at: $0) }
    }

    /// The elements UIKit would answer for `rect` (uikit-semantics §8.3): the rect is first clipped to the
    /// content; a group's elements count only where they lie inside the group's frame; a zero-area rect
    /// meets nothing but decorations. O(log n + k) in the number of spans, not a scan.
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        elementIndices(in: rect).map { makeAttributes(at: $0) }
    }

    /// Indices into `elements` answered for `rect`, in storage order within each span.
    func elementIndices(in rect: CGRect) -> [Int] {
        guard let query = Self.query(rect, contentSize: contentSize) else { return [] }
        let lo = query.minAlong(scrollAxis), hi = query.maxAlong(scrollAxis)
        // First span whose reach (prefix max of its far edge) gets to `lo`.
        var low = 0, high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if spanReachPrefix[mid] < lo { low = mid + 1 } else { high = mid }
        }
        var result: [Int] = []
        var index = low
        while index < spans.count, spans[index].bounds.minAlong(scrollAxis) <= hi {
            let span = spans[index]
            index += 1
            if span.touching {
                if Geometry.touches(span.bounds, query) { result.append(contentsOf: span.elements) }
                continue
            }
            guard Geometry.overlaps(span.bounds, query) || span.clip == nil else { continue }
            for element in span.elements where Self.answers(elements[element].frame, clip: span.clip, query: query) {
                result.append(element)
            }
        }
        return result
    }

    /// The rect query (already clipped to the content) that `layoutAttributesForElements(in:)` answers.
    static func query(_ rect: CGRect, contentSize: CGSize) -> CGRect? {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        return Geometry.closedIntersection(r, CGRect(origin: .zero, size: contentSize))
    }

    /// Whether an element of a span clipped to `clip` is answered for `query` (§8.3): only its part inside the
    /// group's frame counts.
    static func answers(_ frame: CGRect, clip: CGRect?, query: CGRect) -> Bool {
        var frame = frame
        if let clip {
            guard let inside = Geometry.openIntersection(frame, clip) else { return false }
            frame = inside
        }
        return Geometry.overlaps(frame, query)
    }

    func makeAttributes(_ record: ElementRecord) -> UICollectionViewLayoutAttributes {
        Self.attributes(for: record, kinds: kinds)
    }

    func makeAttributes(at index: Int) -> UICollectionViewLayoutAttributes {
        let attributes = Self.attributes(for: elements[index], kinds: kinds)
        if let look = appearances[index] {
            attributes.alpha = look.alpha
            attributes.isHidden = look.isHidden
        }
        return attributes
    }

    static func attributes(for record: ElementRecord, kinds: [String?]) -> UICollectionViewLayoutAttributes {
        let indexPath = IndexPath(item: record.item, section: Int(record.section))
        let attributes: UICollectionViewLayoutAttributes
        switch record.category {
        case .cell: attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView:
            attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: (Int(record.kind) < kinds.count ? kinds[Int(record.kind)] : nil) ?? "", with: indexPath)
        case .decorationView:
            attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: (Int(record.kind) < kinds.count ? kinds[Int(record.kind)] : nil) ?? "", with: indexPath)
        }
        attributes.frame = record.frame
        attributes.zIndex = Int(record.zIndex)
        return attributes
    }

    /// For tests of the "siblings never overlap" invariant: equal keys for cells in the same instance of the
    /// same innermost non-custom group; nil for cells of custom groups or unknown index paths.
    func siblingGroupKey(forItemAt indexPath: IndexPath) -> Int? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let record = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < record.cellCount, record.groupCapacity > 0 else { return nil }
        let slot = record.slotGroups[indexPath.item % record.groupCapacity]
        guard slot >= 0 else { return nil }
        // A group id is below 2^31, so the instance in the high bits keeps keys of different instances apart.
        return (indexPath.item / record.groupCapacity) << 32 | Int(slot)
    }
}

/// All elements of a solution, made into attributes objects lazily.
public struct LayoutAttributesCollection: RandomAccessCollection {
    let solution: LayoutSolution
    public var startIndex: Int { 0 }
    public var endIndex: Int { solution.elements.count }
    public subscript(position: Int) -> UICollectionViewLayoutAttributes {
        solution.makeAttributes(at: position)
    }
}
