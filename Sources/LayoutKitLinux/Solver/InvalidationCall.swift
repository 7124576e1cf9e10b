import Foundation

/// One call of a section's `visibleItemsInvalidationHandler` (Docs/Solver.md, step 3d′).
///
/// An orthogonal section's handler sees its visible items in **unscrolled section coordinates** (section 1's
/// item 0 reports x = 4 at every offset), together with the applied offset; cells and item supplementaries count
/// as visible when they overlap the viewport `offset … offset + view` along the orthogonal axis, boundary items
/// (which do not scroll) when they overlap `0 … view` [CHARON orthogonal expectations]. A plain section's handler
/// sees the items that overlap the visible bounds (`contentOffset`, `containerSize`) and the content offset
/// (unverified: [CHARON] measured orthogonal sections only). Changes the handler makes to `alpha`,
/// `isHidden`, `zIndex`, `center` (and so `frame`) are kept [CHARON "modified" fixture]. Handlers run after the
/// whole layout is solved, pinning included, the last section first [CHARON facts], before the right-to-left
/// mirror: in right-to-left layouts they see the left-to-right frames.
struct InvalidationCall {
    var section: Int
    var handler: InvalidationHandlerBox
    var record: OrthogonalRecord?
    /// Global element indices, once the solution is assembled.
    var scrolling: [Int]
    var fixed: [Int]
    var environment: NSCollectionLayoutEnvironment

    /// Calls the handler with the section's visible elements as they finally stand (before the mirror), and keeps what
    /// it changed: the frame and zIndex into the element's record, kept where the handler put it
    /// (`SectionOrigins.place`, by the caller once every handler has run: only mirrored when read), and its alpha,
    /// hidden state and transform as its appearance. Returns the indices of the elements it changed.
    func run(store: inout FrameStore, visible bounds: CGRect) -> [Int] {
        var visible: [(index: Int, scrolls: Bool, attributes: UICollectionViewLayoutAttributes)] = []
        let offsetPoint: CGPoint
        if let record {
            let axis = record.axis, offset = record.appliedOffset, viewport = bounds.size[axis]
            offsetPoint = CGPoint(main: offset, cross: 0, along: axis)
            for (indices, scrolls) in [(scrolling, true), (fixed, false)] {
                for index in indices {
                    var frame = store.resolved(at: index).frame
                    if scrolls { frame.origin[axis] += offset }
                    let low = scrolls ? offset : 0
                    guard frame.maxAlong(axis) > low, frame.minAlong(axis) < low + viewport else { continue }
                    visible.append((index, scrolls, attributes(of: index, frame: frame, store: store)))
                }
            }
        } else {
            offsetPoint = bounds.origin
            for index in scrolling + fixed {
                let frame = store.resolved(at: index).frame
                guard Geometry.overlaps(frame, bounds) else { continue }
                visible.append((index, false, attributes(of: index, frame: frame, store: store)))
            }
        }
        handler.handler(visible.map { $0.attributes }, offsetPoint, environment)
        var changed: [Int] = []
        for (index, scrolls, attributes) in visible {
            var frame = attributes.frame
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
            if scrolls, let record { frame.origin[record.axis] -= record.appliedOffset }
            store.elements[index].frame = frame
            store.elements[index].zIndex = ZIndex.stored(attributes.zIndex)
            changed.append(index)
            // A transform or alpha that is not finite is dropped, as a non-finite frame is: a solution's values are finite.
            store.appearances[index] = ElementAppearance(of: attributes).flatMap { $0.transform.isFinite && $0.alpha.isFinite ? $0 : nil }
        }
        return changed
    }

    private func attributes(of index: Int, frame: CGRect, store: FrameStore) -> UICollectionViewLayoutAttributes {
        let attributes = FrameStore.attributes(for: store.resolved(at: index), kinds: store.elementKinds)
        attributes.frame = frame
        ElementAppearance.overlay(&attributes.values, element: index, from: store.appearances)
        return attributes
    }
}
