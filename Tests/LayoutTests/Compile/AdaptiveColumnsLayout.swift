import LayoutKitLinux

// Columns chosen from the width the layout gets, in a static factory on UICollectionViewLayout, as apps
// share layouts between screens.
extension UICollectionViewLayout {
    static func adaptiveColumns() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { (sectionIndex: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let width = environment.container.effectiveContentSize.width
            let columns: Int
            switch width {
            case 800...: columns = 5
            case 500..<800: columns = 4
            default: columns = 2
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                                 heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                              heightDimension: .absolute(150)),
                                                           repeatingSubitem: item, count: columns)
            group.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            return section
        }
    }
}
