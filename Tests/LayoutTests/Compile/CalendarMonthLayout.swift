import LayoutKitLinux

// A month view: seven equal day cells a week, square, under a row of weekday names.
enum CalendarMonthLayout {
    static let weekdayHeaderKind = "weekday-header"
    static let daysPerWeek = 7

    static func make() -> UICollectionViewLayout {
        let fraction = 1.0 / CGFloat(daysPerWeek)
        let day = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction),
                                                                            heightDimension: .fractionalHeight(1.0)))
        let week = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                         heightDimension: .fractionalWidth(fraction)),
                                                      repeatingSubitem: day, count: daysPerWeek)
        let section = NSCollectionLayoutSection(group: week)
        let weekdays = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30)),
            elementKind: weekdayHeaderKind, alignment: .top)
        weekdays.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [weekdays]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
