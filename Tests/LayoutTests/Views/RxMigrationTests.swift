import LayoutKitLinux
import XCTest

// The feed of Docs/Diffable.md, "Migrating from RxDataSources", as the doc writes it.
enum MigratedSection: Hashable, Sendable { case top, day(String) }
enum MigratedItem: Hashable, Sendable, CustomStringConvertible {
    case banner(String)
    case article(id: Int, title: String)
    var description: String {
        switch self {
        case .banner(let name): return "banner-\(name)"
        case .article(let id, _): return "news-\(id)"
        }
    }
}

@MainActor
final class MigratedFeedController {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<MigratedSection, MigratedItem>

    init(frame: CGRect) {
        let row = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                                   heightDimension: .absolute(44)), subitems: [row]))
        section.boundarySupplementaryItems = [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        // configureCell: a registration, made once.
        let articleCell = UICollectionView.CellRegistration<UICollectionViewListCell, MigratedItem> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            switch item {
            case .banner(let name): content.text = "Sale: \(name)"
            case .article(_, let title): content.text = title
            }
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: articleCell, for: indexPath, item: item)
        }
        // configureSupplementaryView: a supplementary registration; the data source names the section.
        let dayHeader = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [unowned dataSource] header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            if case .day(let day) = dataSource.sectionIdentifier(for: indexPath.section) { content.text = day } else { content.text = "Top" }
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: dayHeader, for: indexPath)
        }
    }

    // bind(to:): each new value of the feed is applied.
    func show(days: [(String, [(Int, String)])]) {
        var snapshot = NSDiffableDataSourceSnapshot<MigratedSection, MigratedItem>()
        snapshot.appendSections([.top])
        snapshot.appendItems([.banner("sale")], toSection: .top)
        for (day, articles) in days {
            snapshot.appendSections([.day(day)])
            snapshot.appendItems(articles.map { MigratedItem.article(id: $0.0, title: $0.1) }, toSection: .day(day))
        }
        dataSource.apply(snapshot)
    }
}


final class RxMigrationTests: XCTestCase {
    func testTheMigratedFeedShowsHeadersAndArticlesWhereTheRulesPutThem() throws {
        try MainActor.assumeIsolated {
            let feed = MigratedFeedController(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            feed.show(days: [("Mon", [(7, "Breaking: rain"), (8, "Markets")])])
            // Docs/Solver.md 3e: each section's 30-pt header comes first and pushes its rows down. Top: header 0…30,
            // banner 30…74; Mon: header 74…104, news-7 104…148, news-8 148…192.
            XCTAssertEqual(feed.collectionView.visibleCells.map(\.frame.minY), [30, 104, 148])
            let headers = feed.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
            XCTAssertEqual(headers.map(\.frame.minY), [0, 74])
            XCTAssertEqual(headers.compactMap { (($0 as? UICollectionViewCell)?.contentConfiguration as? UIListContentConfiguration)?.text },
                           ["Top", "Mon"])
            let dump = try FrameDump.render(feed.collectionView)
            XCTAssertTrue(dump.contains("cell - @banner-sale 0 30 320 44 0 \"text=Sale: sale\""), dump)
            XCTAssertTrue(dump.contains("cell - @news-7 0 104 320 44 0 \"text=Breaking: rain\""), dump)
            feed.show(days: [("Mon", [(9, "Late news"), (7, "Breaking: rain"), (8, "Markets")])])
            let update = try XCTUnwrap(try feed.dataSource.lastLayoutUpdate)
            XCTAssertEqual(update.counts[.inserted], 1)
            XCTAssertEqual(update.counts[.slid], 2)
            XCTAssertEqual(feed.collectionView.visibleCells.map(\.frame.minY), [30, 104, 148, 192])
            XCTAssertNoThrow(try feed.collectionView.validate())
        }
    }
}
