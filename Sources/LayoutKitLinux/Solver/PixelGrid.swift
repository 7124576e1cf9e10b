import Foundation

/// Snapping to the display's pixel grid, done in one place (Docs/Solver.md, step 3b).
///
/// Measured on current UIKit (Mac Catalyst, scale 2): a resolved fractional size rounds *down* to a pixel,
/// with a hair of tolerance so that 95.99999 counts as 96; positions are the cumulative, unrounded sums
/// of sizes and spacings, rounded to the *nearest* pixel; absolute lengths are kept exactly.
/// An older iOS rounded sizes to the nearest pixel (37.48 → 37.5); `SizeRounding.nearestPixel` selects that.
struct PixelGrid: Sendable {
    let scale: CGFloat
    let rounding: LayoutContext.SizeRounding
    /// `1 / scale` when the scale is a power of two (1, 2, 4 …): then `x * inverse` is exactly `x / scale` (both are
    /// the one correctly rounded value of the same quotient) and a multiplication is cheaper than a division.
    private let exactInverse: CGFloat?

    init(scale: CGFloat, rounding: LayoutContext.SizeRounding) {
        self.scale = scale
        self.rounding = rounding
        let inverse = 1 / scale
        exactInverse = scale > 0 && scale.isFinite && scale.significandBitPattern == 0 && inverse.isNormal ? inverse : nil
    }
    /// Charon calls it a "hair"; UIKit's exact value is unpublished.
    static let hair: CGFloat = 1e-4

    /// A resolved fractional or divided size.
    func size(_ value: CGFloat) -> CGFloat {
        switch rounding {
        case .floorToPixel: return ((value + Self.hair) * scale).rounded(.down) / scale
        case .nearestPixel: return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        }
    }

    /// Each of `count` equal shares of `length` (the count form's slots, Docs/Solver.md, step 3c): its `size`, but never so large that
    /// the `count` shares take more than the length. The hair lets a size just under a pixel boundary round up;
    /// applied to each share it could add up to `count` × hair, and past 1 / (scale × hair) shares (5,000 at scale 2)
    /// that is a whole pixel: 5,001 shares of 2,500 points took 2,500.5, and the last cell overlapped the next
    /// group's first. So the hair is applied once, to the whole length (Docs/Reliability.md, "Display scale").
    func share(of length: CGFloat, among count: Int) -> CGFloat {
        let fitting = ((length + Self.hair) * scale / CGFloat(count)).rounded(.down) / scale
        return min(size(length / CGFloat(count)), fitting)
    }

    /// A frame at `origin` (its group's unrounded corner): its position is the unrounded sum, rounded to the
    /// nearest pixel once (Docs/Solver.md, step 3b); its size is kept.
    @inline(__always)
    func place(_ frame: CGRect, at origin: CGPoint) -> CGRect {
        CGRect(x: position(origin.x + frame.minX), y: position(origin.y + frame.minY), width: frame.width, height: frame.height)
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
}

/// The one dimension resolver (Docs/Solver.md, step 3b): fractions of the container, absolute and estimated
/// lengths as given (estimates stand until a measure pass replaces them).
enum DimensionResolver {
    static func resolve(_ dimension: DimensionDescription, in container: CGSize, grid: PixelGrid) -> CGFloat {
        switch dimension.kind {
        case .fractionalWidth: return grid.size(dimension.value * container.width)
        case .fractionalHeight: return grid.size(dimension.value * container.height)
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension.value
        }
    }

    static func resolve(_ size: SizeDescription, in container: CGSize, grid: PixelGrid) -> CGSize {
        CGSize(width: resolve(size.width, in: container, grid: grid), height: resolve(size.height, in: container, grid: grid))
    }
}
