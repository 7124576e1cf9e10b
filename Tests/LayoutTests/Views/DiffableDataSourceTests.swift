import LayoutKitLinux
import XCTest

/// A feed as an app writes it: a list layout of 44-point rows, a cell registration, a diffable data source.
/// XCTest methods on Linux cannot be `@MainActor` (Docs/DataSource.md, "Writing tests"): each test enters the
/// main actor with `MainActor.assumeIsolated`.
@MainActor
final class FeedScreen {
    final class TitleCell: UICollectionViewListCell {
        nonisolated(unsafe) static var made = 0
        var resets = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            TitleCell.made += 1
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func prepareForReuse() {
            super.prepareForReuse()
            resets += 1
        }
    }

    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, String>

    static func rowsLayout(height: CGFloat = 44) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                     subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    init(size: CGSize = CGSize(width: 320, height: 480)) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: Self.rowsLayout())
        let registration = UICollectionView.CellRegistration<TitleCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Title of \(item)"
            cell.contentConfiguration = content
            cell.accessibilityIdentifier = item
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    func show(_ items: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["feed"])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

final class DiffableDataSourceTests: XCTestCase {
    func testApplyPlacesEachIdentifierInARowOf44() {
        MainActor.assumeIsolated {
            let screen = FeedScreen()
            screen.show(["news-7", "news-8", "news-9"])
            // Docs/Solver.md: a vertical group of one full-width item, 44 tall, per row; rows follow each other with no
            // spacing, so item n sits at y = 44n, 320 wide.
            let cells = screen.collectionView.visibleCells
            XCTAssertEqual(cells.map(\.accessibilityIdentifier), ["news-7", "news-8", "news-9"])
            XCTAssertEqual(cells.map(\.frame), [CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 44),
                                                CGRect(x: 0, y: 88, width: 320, height: 44)])
            let text = (screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
            XCTAssertEqual(text, "Title of news-8")
            XCTAssertEqual(screen.collectionView.contentSize, CGSize(width: 320, height: 132))
            XCTAssertNil(screen.collectionView.firstMisuse)
        }
    }
}
