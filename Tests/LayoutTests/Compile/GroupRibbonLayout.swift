import LayoutKitLinux

// A "new this week" ribbon on every row of three album covers: a supplementary item of the group, not the items.
struct AlbumRowsLayout {
    static let ribbonKind = "ribbon"

    var layout: UICollectionViewLayout {
        let cover = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                              heightDimension: .fractionalHeight(1.0)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                        heightDimension: .absolute(120)),
                                                     subitems: [cover])
        let ribbon = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(60),
                                                                                            heightDimension: .absolute(20)),
                                                         elementKind: Self.ribbonKind,
                                                         containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
        row.supplementaryItems = [ribbon]
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    }
}
