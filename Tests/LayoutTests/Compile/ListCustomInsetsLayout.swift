import LayoutKitLinux

// A list section adjusted after it is made: tighter top and bottom, a little room between rows.
func makeListCustomInsetsLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, layoutEnvironment in
        let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let section = NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        section.interGroupSpacing = 8
        return section
    }
}
