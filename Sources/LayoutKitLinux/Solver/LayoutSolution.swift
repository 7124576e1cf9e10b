import Foundation

/// The solved layout: every element's attributes and the content size (Docs/Solver.md, step 6). A value: solving twice
/// gives equal solutions. Its `FrameStore` makes attributes objects only when asked (Docs/Architecture.md).
public struct LayoutSolution: Sendable {
    /// `collectionViewContentSize`.
    public var contentSize: CGSize
    var store: FrameStore
    /// Not a UIKit name: the identifiers of the context solved (Docs/Diffable.md); nil unless it was made from a snapshot.
    public internal(set) var identifiers: LayoutIdentifiers?

    /// Per-section facts (frames, group capacity), for outputs and lint, their frames placed (SectionOrigins.swift).
    var sections: [SectionRecord] {
        store.sections.indices.map { s in
            var record = store.sections[s]
            record.frame = store.sectionFrame(s)
            return record
        }
    }
    var scrollAxis: Axis { store.scrollAxis }

    /// Every element: cells in index-path order, then supplementaries, then decorations.
    public var attributes: LayoutAttributesCollection { LayoutAttributesCollection(store: store) }

    /// Not a UIKit name. Every element's frame, in `attributes` order, without making an attributes object for
    /// each: for tools and tests that only need the geometry (Docs/Performance.md).
    public var frames: LayoutFramesCollection { LayoutFramesCollection(store: store) }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let cell = store.cell(indexPath.item, inSection: indexPath.section) else { return nil }
        return store.makeAttributes(record: cell.record)
    }

    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        store.supplementary(.supplementaryView, elementKind, indexPath).map { store.makeAttributes(record: $0.record) }
    }

    public func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        store.supplementary(.decorationView, elementKind, indexPath).map { store.makeAttributes(record: $0.record) }
    }

    /// The elements UIKit would answer for `rect` (Docs/Solver.md, step 6: clipped to the content; a group's elements
    /// only inside the group's frame; a zero-area rect meets only decorations), in O(log n + k).
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        store.forEachElement(in: rect, contentSize: contentSize) { written, record in
            result.append(store.makeAttributes(record: record))
        }
        return result
    }
}

extension LayoutSolution: Equatable {
    /// Equal when every element (in `attributes` order, with its appearance), the content size and the sections' frames are.
    public static func == (a: LayoutSolution, b: LayoutSolution) -> Bool {
        a.contentSize == b.contentSize && a.store.keepsTheSameElements(as: b.store)
    }
}
