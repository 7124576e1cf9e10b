import Foundation

/// One self-sizing question: "how big is this cell or supplementary when laid out in `proposedSize`?"
public struct SizingRequest: Sendable {
    public var indexPath: IndexPath
    public var category: UICollectionView.ElementCategory
    /// `nil` for cells.
    public var elementKind: String?
    /// Fixed on the non-estimated axes, the estimate on the estimated axes.
    public var proposedSize: CGSize
    /// The axes whose answer is used; the others keep the proposed length.
    public var estimatedAxes: UIAxis

    public init(indexPath: IndexPath, category: UICollectionView.ElementCategory, elementKind: String?,
                proposedSize: CGSize, estimatedAxes: UIAxis) {
        self.indexPath = indexPath
        self.category = category
        self.elementKind = elementKind
        self.proposedSize = proposedSize
        self.estimatedAxes = estimatedAxes
    }
}
