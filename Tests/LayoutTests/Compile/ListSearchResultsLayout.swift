import LayoutKitLinux

// Search results: plain sections with headers; on a wide container the headers get some room above them.
extension UICollectionViewCompositionalLayout {
    static func searchResultsList() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, layoutEnvironment in
            var config = UICollectionLayoutListConfiguration(appearance: .plain)
            config.headerMode = .supplementary
            config.headerTopPadding = layoutEnvironment.container.effectiveContentSize.width > 500 ? 16 : 0
            config.separatorConfiguration.bottomSeparatorInsets.leading = 16
            config.separatorConfiguration.topSeparatorVisibility = .hidden
            return .list(using: config, layoutEnvironment: layoutEnvironment)
        }
    }
}
