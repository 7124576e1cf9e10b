import Foundation

/// Positions on the pixel grid (Docs/Solver.md, step 3b), called only through `Finish`: the rules hand over unrounded
/// positions, and a frame's origin is rounded to the nearest pixel once. Sizes are kept (the rules floor them,
/// `PixelGrid.size`), except under iOS 14's rule (`PixelGrid.roundsFinalSizes`), which rounds each here.
extension PixelGrid {
    /// A frame at its group's unrounded corner `origin`: the unrounded sum rounded once.
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

    /// `v.rounded(.toNearestOrAwayFromZero)` without libm (Docs/Performance.md, "What the engine does for speed"): adding and
    /// subtracting 2^52 rounds a smaller magnitude to the nearest integer, ties to even; a tie that went down goes up.
    @inline(__always)
    static func roundHalfAway(_ v: CGFloat) -> CGFloat {
        let magnitude = v.magnitude
        guard magnitude < 4_503_599_627_370_496 else { return v }   // 2^52: already whole (or not finite)
        var rounded = (magnitude + 4_503_599_627_370_496) - 4_503_599_627_370_496
        if magnitude - rounded == 0.5 { rounded += 1 }
        return v.sign == .minus ? -rounded : rounded
    }

    /// `frame` with its unrounded origin snapped.
    @inline(__always)
    func snapped(_ frame: CGRect) -> CGRect {
        CGRect(x: position(frame.minX), y: position(frame.minY), width: finalLength(frame.width), height: finalLength(frame.height))
    }
}
