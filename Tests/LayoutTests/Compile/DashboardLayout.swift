import LayoutKitLinux

// A fitness dashboard: summary tiles, a chart, then the activity list, one section kind each, inside the
// layout margins and 16 pt apart (the configuration's content-insets reference and spacing).
final class DashboardLayout {
    enum Section: Int, CaseIterable {
        case summary, chart, activity
    }

    func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        configuration.contentInsetsReference = .layoutMargins
        return UICollectionViewCompositionalLayout(sectionProvider: { [weak self] index, environment in
            guard let self, let kind = Section(rawValue: index) else { return nil }
            return self.section(kind, environment: environment)
        }, configuration: configuration)
    }

    private func section(_ kind: Section, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        switch kind {
        case .summary:
            let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                 heightDimension: .fractionalHeight(1.0)))
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                            heightDimension: .absolute(100)),
                                                         subitems: [tile])
            row.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: row)
            section.interGroupSpacing = 10
            return section
        case .chart:
            let chart = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                  heightDimension: .fractionalHeight(1.0)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                                   heightDimension: .absolute(220)),
                                                                subitems: [chart]))
        case .activity:
            let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                heightDimension: .absolute(56)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                                 heightDimension: .absolute(56)),
                                                              subitems: [row]))
        }
    }
}
