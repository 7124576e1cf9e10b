import LayoutKitLinux

// A cover-flow carousel: the card in the middle of the screen is full size and on top, the others shrink and
// fade with their distance from it, set in visibleItemsInvalidationHandler.
enum CoverFlowCarousel {
    static let cardSize = CGSize(width: 250, height: 300)

    static func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(cardSize.width),
                                                                                          heightDimension: .absolute(cardSize.height)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 20
        section.visibleItemsInvalidationHandler = { visibleItems, scrollOffset, environment in
            let width = environment.container.contentSize.width
            let centerX = scrollOffset.x + width / 2
            for item in visibleItems {
                let distance = abs(item.center.x - centerX)
                let scale = max(0.75, 1 - distance / width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
                item.zIndex = distance < cardSize.width / 2 ? 10 : 0
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }
}
