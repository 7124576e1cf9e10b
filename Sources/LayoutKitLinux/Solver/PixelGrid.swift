import Foundation

/// Snapping to the display's pixel grid, done in one place (uikit-semantics §8.1).
///
/// Measured on current UIKit (Mac Catalyst, scale 2): a resolved fractional size rounds *down* to a pixel,
/// with a hair of tolerance so that 95.99999 counts as 96; positions are the cumulative, unrounded sums
/// of sizes and spacings, rounded to the *nearest* pixel; absolute lengths are kept exactly.
/// An older iOS rounded sizes to the nearest pixel (37.48 → 37.5); `SizeRounding.nearestPixel` selects that.
struct PixelGrid: Sendable {
    let scale: CGFloat
    let rounding: LayoutContext.SizeRounding
    /// Charon calls it a "hair"; UIKit's exact value is unpublished.
    static let hair: CGFloat = 1e-4

    /// A resolved fractional or divided size.
    func size(_ value: CGFloat) -> CGFloat {
        switch rounding {
        case .floorToPixel: return ((value + Self.hair) * scale).rounded(.down) / scale
        case .nearestPixel: return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        }
    }

    /// A final position.
    func position(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}

/// The one dimension resolver (uikit-semantics §1.1): fractions of the container, absolute and estimated
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
