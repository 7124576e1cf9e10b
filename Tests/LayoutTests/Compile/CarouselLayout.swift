import LayoutKitLinux

// An App-Store-like carousel: an orthogonal section whose visible cards shrink with their distance from the
// middle of the screen, set in `visibleItemsInvalidationHandler` — as carousels on iOS write it.
enum CarouselLayout {
    static func make() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200),
                                                                                          heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let middle = offset.x + environment.container.contentSize.width / 2.0
            for item in items {
                let distance = abs(item.center.x - middle)
                let scale = max(0.8, 1.0 - distance / environment.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
            }
        }
        return UICollectionViewCompositionalLayout(section: section)
    }
}
