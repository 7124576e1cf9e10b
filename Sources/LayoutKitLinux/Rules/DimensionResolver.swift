import Foundation

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
