import Foundation

/// Positions on the pixel grid: the frame store's one snapping pass (Docs/Solver.md, step 3b). The rules hand over
/// unrounded positions (the cumulative sums of sizes and spacings); a frame's origin is rounded to the nearest pixel
/// when the store makes it (cells, OnDemandCells.swift, SectionRun) or records it (ElementStore). Under current UIKit's
/// rule sizes are not touched here (the rules floor them where they are resolved, PixelGrid.size); under iOS 14's
/// (`PixelGrid.roundsFinalSizes`) the unrounded sizes are rounded here too, each on its own.
extension PixelGrid {
    /// A frame at `origin` (its group's unrounded corner): its position is the unrounded sum, rounded to the
    /// nearest pixel once (Docs/Solver.md, step 3b); its size is kept (rounded too under `roundsFinalSizes`).
    @inline(__always)
    func place(_ frame: CGRect, at origin: CGPoint) -> CGRect {
        CGRect(x: position(origin.x + frame.minX), y: position(origin.y + frame.minY), width: finalLength(frame.width),
               height: finalLength(frame.height))
    }

    /// A final position.
    @inline(__always)
    func position(_ value: CGFloat) -> CGFloat {
        let pixels = Self.roundHalfAway(value * scale)
        if let exactInverse { return pixels * exactInverse }
        return pixels / scale
    }

    /// `v.rounded(.toNearestOrAwayFromZero)`, exactly, without the libm call that costs as much as the rest of a
    /// cell's placement (Docs/Performance.md): adding and subtracting 2^52 rounds a magnitude below 2^52 to the
    /// nearest integer, ties to even; a tie that went down is then moved up, away from zero.
    @inline(__always)
    static func roundHalfAway(_ v: CGFloat) -> CGFloat {
        let magnitude = v.magnitude
        guard magnitude < 4_503_599_627_370_496 else { return v }   // 2^52: already whole (or not finite)
        var rounded = (magnitude + 4_503_599_627_370_496) - 4_503_599_627_370_496
        if magnitude - rounded == 0.5 { rounded += 1 }
        return v.sign == .minus ? -rounded : rounded
    }

    /// `frame` with its unrounded origin snapped, its size kept (rounded too under `roundsFinalSizes`).
    @inline(__always)
    func snapped(_ frame: CGRect) -> CGRect {
        CGRect(x: position(frame.minX), y: position(frame.minY), width: finalLength(frame.width), height: finalLength(frame.height))
    }
}
