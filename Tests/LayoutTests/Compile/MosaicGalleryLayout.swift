import LayoutKitLinux

// A gallery mosaic: a large photo beside a column of two, 4-pt gutters between every tile.
final class MosaicGalleryViewController {
    private(set) var layout: UICollectionViewLayout?

    func viewDidLoad() {
        layout = createLayout()
    }

    func createLayout() -> UICollectionViewLayout {
        let gutter: CGFloat = 4
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3.0),
                                                                              heightDimension: .fractionalHeight(1.0)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                              heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                                         heightDimension: .fractionalHeight(1.0)),
                                                      repeatingSubitem: small, count: 2)
        column.interItemSpacing = .fixed(gutter)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                        heightDimension: .absolute(200)),
                                                     subitems: [large, column])
        row.interItemSpacing = .fixed(gutter)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = gutter
        return UICollectionViewCompositionalLayout(section: section)
    }
}
