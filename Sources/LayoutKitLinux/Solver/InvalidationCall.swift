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

    func run(elements: inout [ElementRecord], kinds: [String?], appearances: inout [Int: ElementAppearance], visible bounds: CGRect) {
        var visible: [(index: Int, scrolls: Bool, attributes: UICollectionViewLayoutAttributes)] = []
        let offsetPoint: CGPoint
        if let record {
            let axis = record.axis, offset = record.appliedOffset, viewport = bounds.size[axis]
            offsetPoint = CGPoint(main: offset, cross: 0, along: axis)
            for (indices, scrolls) in [(scrolling, true), (fixed, false)] {
                for index in indices {
                    var frame = elements[index].frame
                    if scrolls { frame.origin[axis] += offset }
                    let low = scrolls ? offset : 0
                    guard frame.maxAlong(axis) > low, frame.minAlong(axis) < low + viewport else { continue }
                    visible.append((index, scrolls, attributes(of: index, frame: frame, elements: elements, kinds: kinds, appearances: appearances)))
                }
            }
        } else {
            offsetPoint = bounds.origin
            for index in scrolling + fixed where Geometry.overlaps(elements[index].frame, bounds) {
                visible.append((index, false, attributes(of: index, frame: elements[index].frame, elements: elements, kinds: kinds,
                                                         appearances: appearances)))
            }
        }
        handler.handler(visible.map { $0.attributes }, offsetPoint, environment)
        for (index, scrolls, attributes) in visible {
            var frame = attributes.frame
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
            if scrolls, let record { frame.origin[record.axis] -= record.appliedOffset }
            elements[index].frame = frame
            elements[index].zIndex = ZIndex.stored(attributes.zIndex)
            // A transform or alpha that is not finite is dropped, as a non-finite frame is: a solution's values are finite.
            appearances[index] = ElementAppearance(of: attributes).flatMap { $0.transform.isFinite && $0.alpha.isFinite ? $0 : nil }
        }
    }

    private func attributes(of index: Int, frame: CGRect, elements: [ElementRecord], kinds: [String?],
                            appearances: [Int: ElementAppearance]) -> UICollectionViewLayoutAttributes {
        let attributes = FrameStore.attributes(for: elements[index], kinds: kinds)
        attributes.frame = frame
        ElementAppearance.overlay(&attributes.values, element: index, from: appearances)
        return attributes
    }
}
