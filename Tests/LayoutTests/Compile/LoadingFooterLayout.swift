import LayoutKitLinux

// An endless list with a "loading more" footer that spans the whole width while the rows are inset.
func makeLoadingFooterLayout() -> UICollectionViewLayout {
    let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                        heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                    heightDimension: .absolute(44)),
                                                 subitems: [row])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    section.supplementariesFollowContentInsets = false
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    section.boundarySupplementaryItems = [footer]
    return UICollectionViewCompositionalLayout(section: section)
}
