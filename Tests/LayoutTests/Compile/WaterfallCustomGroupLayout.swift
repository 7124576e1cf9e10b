import LayoutKitLinux

// A two-column waterfall of different heights, laid out by hand in a custom group (four tiles per block).
enum WaterfallLayout {
    static let gap: CGFloat = 10

    static func make() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                      heightDimension: .absolute(300))) { environment in
            let width = environment.container.effectiveContentSize.width
            let column = (width - gap) / 2
            let right = column + gap
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: column, height: 200)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: right, y: 0, width: column, height: 140)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 200 + gap, width: column, height: 90)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: right, y: 140 + gap, width: column, height: 150)),
            ]
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
