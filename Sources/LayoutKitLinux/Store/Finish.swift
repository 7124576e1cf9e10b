import Foundation

/// Where an element the rules placed finally stands: the one home of the finishing rules, in their order
/// (Docs/Architecture.md, "Finish"; Docs/Solver.md, steps 3b, 3d′, 4 and 5): 1. **place and snap** the position to the
/// pixel once, the size kept (PixelSnapping.swift); 2. **scroll** an orthogonal row's elements back by its resting
/// offset; 3. **pin** against the visible bounds; 4. **mirror** right to left. A badge anchors to its cell or group as
/// placed, before the row's scroll, as UIKit's do. Nothing else rounds, scrolls, pins or mirrors an element.
struct Finish: Sendable {
    let grid: PixelGrid
    /// Set for an orthogonal row scrolled to its resting offset.
    var scroll: OrthogonalScroll.Shift?
    /// Set when the layout is right-to-left.
    var mirror: RightToLeftMirror?

    /// Step 1: `local`, relative to the unrounded corner `origin`, on the pixel.
    @inline(__always)
    func placed(_ local: CGRect, at origin: CGPoint) -> CGRect { grid.place(local, at: origin) }

    /// Step 1: an unrounded frame on the pixel.
    @inline(__always)
    func placed(_ frame: CGRect) -> CGRect { grid.snapped(frame) }

    /// Step 1: an unrounded position on the pixel (a group's corner).
    @inline(__always)
    func position(_ value: CGFloat) -> CGFloat { grid.position(value) }

    /// Step 2: a placed frame moved back by the offset its row rests at, along the row, on the pixel again.
    @inline(__always)
    func scrolled(_ placed: CGRect) -> CGRect {
        guard let scroll else { return placed }
        var frame = placed
        frame.origin[scroll.axis] = grid.position(frame.origin[scroll.axis] - scroll.offset)
        return frame
    }

    /// Steps 2 and 4: a placed frame scrolled with its row, then mirrored.
    @inline(__always)
    func finished(_ placed: CGRect) -> CGRect { Self.mirrored(scrolled(placed), mirror) }

    /// Whether `finished` leaves every placed frame as it is (no scroll, no mirror): a loop over many frames checks it
    /// once rather than for each frame (SectionPage.Cursor).
    var leavesPlacedFrames: Bool { scroll == nil && mirror == nil }

    /// Step 4: a frame mirrored across the content's width when `mirror` is set: the one place a frame is mirrored.
    @inline(__always)
    static func mirrored(_ frame: CGRect, _ mirror: RightToLeftMirror?) -> CGRect {
        guard let mirror else { return frame }
        return mirror.apply(frame)
    }

    /// Step 3′: the one place a visible-items handler's frame (then mirrored) and zIndex are laid over an element
    /// (`HandlerOverlay`), by every reader after pinning.
    @inline(__always)
    static func overlaid(_ record: ElementRecord, by overlay: HandlerOverlay, mirror: RightToLeftMirror?) -> ElementRecord {
        guard let change = overlay.change(of: record) else { return record }
        var record = record
        record.frame = mirrored(change.frame, mirror)
        record.zIndex = change.zIndex
        return record
    }

    /// A cell's frame: `local` (relative to its group) placed at its group's corner `origin`, then finished.
    @inline(__always)
    func cell(_ local: CGRect, at origin: CGPoint) -> CGRect { finished(placed(local, at: origin)) }

    /// A decoration between its two unrounded corners (Docs/Solver.md, step 4): both edges snapped, the size between (≥ 0).
    static func edges(low: CGPoint, high: CGPoint, grid: PixelGrid) -> CGRect {
        // iOS 14's rule (PixelGrid.roundsFinalSizes): the low corner and the unrounded size are each rounded instead.
        if grid.roundsFinalSizes { return grid.snapped(CGRect(x: low.x, y: low.y, width: max(0, high.x - low.x), height: max(0, high.y - low.y))) }
        let low = CGPoint(x: grid.position(low.x), y: grid.position(low.y))
        let high = CGPoint(x: grid.position(high.x), y: grid.position(high.y))
        return CGRect(x: low.x, y: low.y, width: max(0, high.x - low.x), height: max(0, high.y - low.y))
    }

    /// Step 3: a pinned item's frame and zIndex in its section's placed `box` against the visible bounds along `main`
    /// (Docs/Solver.md, step 4, "Pinning").
    static func pinned(_ frame: CGRect, _ item: PinnedItem, box: SectionBox, main: Axis, visibleStart: CGFloat, visibleEnd: CGFloat,
                       grid: PixelGrid) -> (frame: CGRect, zIndex: Int32) {
        var frame = frame
        let position = Pinning.position(natural: frame.minAlong(main), length: frame.size[main], side: item.side, box: box,
                                        visibleStart: visibleStart, visibleEnd: visibleEnd)
        frame.origin[main] = grid.position(position)
        return (frame, ZIndex.stored(Pinning.zIndex(of: item, frame: frame, main: main, visibleStart: visibleStart, visibleEnd: visibleEnd)))
    }
}
