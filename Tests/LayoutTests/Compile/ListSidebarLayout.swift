import LayoutKitLinux

// An iPad sidebar: the first section is a plain list of destinations, the others expandable folders whose first
// item is their header.
enum ListSidebarLayout {
    static func make() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            var config = UICollectionLayoutListConfiguration(appearance: .sidebar)
            config.headerMode = sectionIndex == 0 ? .none : .firstItemInSection
            config.showsSeparators = false
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        }
    }
}
