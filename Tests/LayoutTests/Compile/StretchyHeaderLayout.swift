import LayoutKitLinux

// Written the way apps write a stretchy header: a compositional layout subclass with a convenience init and an
// overridden rect query that calls super. Only `import LayoutKitLinux` (it would be `import UIKit` on iOS).
final class StretchyHeaderLayout: UICollectionViewCompositionalLayout {
    convenience init() {
        self.init(sectionProvider: { _, environment in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                 heightDimension: .absolute(60)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                            heightDimension: .absolute(60)),
                                                         subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        })
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect), let collectionView = collectionView else { return nil }
        let offsetY = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        if offsetY < 0 {
            for element in attributes where element.representedElementKind == UICollectionView.elementKindSectionHeader {
                var frame = element.frame
                frame.origin.y = offsetY
                frame.size.height += -offsetY
                element.frame = frame
            }
        }
        return attributes
    }
}
