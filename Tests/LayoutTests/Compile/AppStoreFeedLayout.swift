import LayoutKitLinux

// A store front: a paging row of featured banners, then a "Top Free" chart of three-row columns that scroll
// sideways. A compositional layout subclass whose convenience init hands a section provider to the designated one.
final class AppStoreFeedLayout: UICollectionViewCompositionalLayout {
    enum SectionKind: Int, CaseIterable {
        case featured, topCharts
    }

    static let headerKind = "app-store-section-header"

    convenience init() {
        self.init(sectionProvider: { sectionIndex, environment in
            guard let kind = SectionKind(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .featured: return AppStoreFeedLayout.featuredSection()
            case .topCharts: return AppStoreFeedLayout.chartSection()
            }
        })
    }

    private static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9),
                                                                                          heightDimension: .absolute(240)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    private static func chartSection() -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                            heightDimension: .absolute(70)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9),
                                                                                         heightDimension: .absolute(210)),
                                                      repeatingSubitem: row, count: 3)
        let section = NSCollectionLayoutSection(group: column)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: headerKind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }
}
