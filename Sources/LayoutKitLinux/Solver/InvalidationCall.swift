import Foundation

/// One call of a section's `visibleItemsInvalidationHandler` (Docs/Solver.md, step 4). An orthogonal section's handler
/// sees its visible items unscrolled, with the applied offset: cells and badges where they overlap the viewport
/// `offset … offset + view` along the row, boundary items (which do not scroll) where they overlap `0 … view` [CHARON
/// orthogonal expectations]; a plain section's the items in the visible bounds and the content offset (unverified).
struct InvalidationCall {
    var section: Int
    var handler: InvalidationHandlerBox
    var record: OrthogonalRecord?
    /// The section's boundary items, by index in the store's `elements`.
    var fixed: [Int]
    var environment: NSCollectionLayoutEnvironment

    /// Calls the handler with the section's visible elements as they finally stand (before the mirror): its cells, its
    /// badges, its boundary items. What it changed goes into the store's overlay, keyed by element (HandlerOverlay.swift).
    func run(store: inout FrameStore, visible bounds: CGRect) {
        // The section's elements that scroll with an orthogonal row: its cells, then its badges (the caller checked it has a run).
        let cells = store.page(store.sections[section].page)
        var scrolling: [ElementRecord] = []
        scrolling.reserveCapacity(cells.count + cells.badgeCount)
        for item in 0..<cells.count { scrolling.append(store.made(cells.record(item))) }
        for index in 0..<cells.badgeCount { if let badge = cells.badge(at: index) { scrolling.append(store.made(badge)) } }
        let fixed = self.fixed.map { store.resolved(at: $0) }
        var visible: [(record: ElementRecord, scrolls: Bool, attributes: UICollectionViewLayoutAttributes)] = []
        let offsetPoint: CGPoint
        if let record {
            let axis = record.axis, offset = record.appliedOffset, viewport = bounds.size[axis]
            offsetPoint = CGPoint(main: offset, cross: 0, along: axis)
            for (elements, scrolls) in [(scrolling, true), (fixed, false)] {
                for element in elements {
                    var frame = element.frame
                    if scrolls { frame.origin[axis] += offset }
                    let low = scrolls ? offset : 0
                    guard frame.maxAlong(axis) > low, frame.minAlong(axis) < low + viewport else { continue }
                    visible.append((element, scrolls, attributes(of: element, frame: frame, store: store)))
                }
            }
        } else {
            offsetPoint = bounds.origin
            for element in scrolling + fixed where Geometry.overlaps(element.frame, bounds) {
                visible.append((element, false, attributes(of: element, frame: element.frame, store: store)))
            }
        }
        handler.handler(visible.map { $0.attributes }, offsetPoint, environment)
        for (element, scrolls, attributes) in visible {
            var frame = attributes.frame
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
            if scrolls, let record { frame.origin[record.axis] -= record.appliedOffset }
            // A transform or alpha that is not finite is dropped, as a non-finite frame is: a solution's values are finite.
            let look = ElementAppearance(of: attributes).flatMap { $0.transform.isFinite && $0.alpha.isFinite ? $0 : nil }
            store.overlay.set(HandlerOverlay.Change(frame: frame, zIndex: ZIndex.stored(attributes.zIndex), appearance: look), of: element)
        }
    }

    private func attributes(of element: ElementRecord, frame: CGRect, store: FrameStore) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(store.attributeValues(record: element))
        attributes.frame = frame
        return attributes
    }
}
