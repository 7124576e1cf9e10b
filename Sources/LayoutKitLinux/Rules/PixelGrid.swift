import Foundation

/// The display's pixel grid (Docs/Solver.md, step 3b). Sizes are rounded here, by the rules, where they are resolved;
/// positions are snapped by the frame store only (PixelSnapping.swift), once, when it makes or records a frame.
///
/// Measured on current UIKit (Mac Catalyst, scale 2): a resolved fractional size rounds *down* to a pixel,
/// with a hair of tolerance so that 95.99999 counts as 96; positions are the cumulative, unrounded sums
/// of sizes and spacings, rounded to the *nearest* pixel; absolute lengths are kept exactly.
/// An older iOS rounded sizes to the nearest pixel (37.48 → 37.5); `SizeRounding.nearestPixel` selects that.
/// iOS 14 (`LayoutContext.PixelRounding.iOS14`) resolved sizes unrounded and rounded each final frame's origin and
/// size to the nearest pixel (`roundsFinalSizes`; Docs/Differences.md, "Rounding on older iOS versions").
struct PixelGrid: Sendable {
    let scale: CGFloat
    /// `nil`: sizes are left as resolved (`unrounded`).
    let rounding: LayoutContext.SizeRounding?
    /// True under iOS 14's rule: a final frame's size is rounded to the nearest pixel, halves away from zero, like its
    /// origin (`place`, `snapped`, `Finish.edges`); false: the size is kept as the rules resolved it.
    let roundsFinalSizes: Bool
    /// `1 / scale` when the scale is a power of two (1, 2, 4 …): then `x * inverse` is exactly `x / scale` (both are
    /// the one correctly rounded value of the same quotient) and a multiplication is cheaper than a division.
    let exactInverse: CGFloat?

    init(scale: CGFloat, rounding: LayoutContext.SizeRounding?, roundsFinalSizes: Bool = false) {
        self.scale = scale
        self.rounding = rounding
        self.roundsFinalSizes = roundsFinalSizes
        let inverse = 1 / scale
        exactInverse = scale > 0 && scale.isFinite && scale.significandBitPattern == 0 && inverse.isNormal ? inverse : nil
    }
    /// The grid of a context: its UIKit version's rule (Docs/Solver.md, step 3b). `.current` resolves sizes by
    /// `sizeRounding` and keeps them; an older version resolves them unrounded and rounds each final frame's origin
    /// and size (`sizeRounding` is not read).
    init(scale: CGFloat, context: LayoutContext) {
        switch context.pixelRounding {
        case .current: self.init(scale: scale, rounding: context.sizeRounding)
        case .iOS14, .iOS15: self.init(scale: scale, rounding: nil, roundsFinalSizes: true)
        }
    }

    /// A final length (a frame's width or height) under `roundsFinalSizes`: to the nearest pixel, halves away from
    /// zero, in double arithmetic, as iOS 14 drew 167.5 as 167.6667 at @3x and 245.49999999999997 (0.7 × 365 − 10)
    /// as 245.3333. Otherwise `value`.
    @inline(__always)
    func finalLength(_ value: CGFloat) -> CGFloat { roundsFinalSizes ? position(value) : value }

    /// Charon calls it a "hair"; UIKit's exact value is unpublished.
    static let hair: CGFloat = 1e-4

    /// A resolved fractional or divided size.
    func size(_ value: CGFloat) -> CGFloat {
        switch rounding {
        case .floorToPixel: return ((value + Self.hair) * scale).rounded(.down) / scale
        case .nearestPixel: return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        case nil: return value
        }
    }

    /// The same grid with sizes left as resolved: what `GroupSolver.fit` counts with, so that rounding never changes
    /// how many items fit (Docs/Solver.md, step 3b): two halves of 367 at @3x round to 183.6667 each under
    /// `.nearestPixel`, 367.3333 together, and the second would wrap; UIKit draws them side by side.
    var unrounded: PixelGrid { PixelGrid(scale: scale, rounding: nil, roundsFinalSizes: roundsFinalSizes) }

    /// Each of `count` equal shares of `length` (the count form's slots, Docs/Solver.md, step 3c): its `size`, but never so large that
    /// the `count` shares take more than the length. The hair lets a size just under a pixel boundary round up;
    /// applied to each share it could add up to `count` × hair, and past 1 / (scale × hair) shares (5,000 at scale 2)
    /// that is a whole pixel: 5,001 shares of 2,500 points took 2,500.5, and the last cell overlapped the next
    /// group's first. So the hair is applied once, to the whole length (Docs/Reliability.md, "Display scale").
    func share(of length: CGFloat, among count: Int) -> CGFloat {
        if rounding == nil { return length / CGFloat(count) }
        let fitting = ((length + Self.hair) * scale / CGFloat(count)).rounded(.down) / scale
        return min(size(length / CGFloat(count)), fitting)
    }
}
