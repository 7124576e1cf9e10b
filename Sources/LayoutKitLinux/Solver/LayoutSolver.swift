import Foundation

extension UICollectionViewCompositionalLayout {
    /// Solves the whole layout. Pure: the same layout and context give the same solution.
    public func solve(_ context: LayoutContext) throws -> LayoutSolution {
        throw LayoutError(path: "", message: "solver under construction")
    }
}
