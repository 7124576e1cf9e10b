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

extension DiffableDataSourceTests {
    func testInsertingAtTheTopMovesEveryCellDownARowAndKeepsTheirCells() throws {
        try MainActor.assumeIsolated {
            let screen = FeedScreen()
            screen.show(["news-7", "news-8"])
            let cellOf7 = try XCTUnwrap(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            var snapshot = screen.dataSource.snapshot()
            snapshot.insertItems(["news-6"], beforeItem: "news-7")
            screen.dataSource.apply(snapshot)
            // One row of 44 more above: news-6 at y 0, news-7 at 44, news-8 at 88.
            XCTAssertEqual(screen.collectionView.visibleCells.map(\.accessibilityIdentifier), ["news-6", "news-7", "news-8"])
            XCTAssertEqual(screen.collectionView.visibleCells.map(\.frame.minY), [0, 44, 88])
            XCTAssertTrue(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOf7,
                          "the cell showing news-7 moves with it, as a batch update moves cells")
            let update = try XCTUnwrap(try screen.dataSource.lastLayoutUpdate)
            XCTAssertEqual(update.counts[.inserted], 1)
            XCTAssertEqual(update.counts[.slid], 2)
            XCTAssertEqual(screen.dataSource.indexPath(for: "news-8"), IndexPath(item: 2, section: 0))
            XCTAssertEqual(screen.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)), "news-6")
            XCTAssertEqual(screen.dataSource.sectionIdentifier(for: 0), "feed")
            XCTAssertEqual(screen.dataSource.index(for: "feed"), 0)
            XCTAssertNil(screen.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)))
        }
    }

    func testDeletingAndReconfiguringKeepsTheSurvivorsCellsAndAsksForTheReconfiguredOneAgain() throws {
        try MainActor.assumeIsolated {
            let screen = FeedScreen()
            screen.show(["a", "b", "c"])
            let cellOfC = try XCTUnwrap(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
            var snapshot = screen.dataSource.snapshot()
            snapshot.deleteItems(["a"])
            snapshot.reconfigureItems(["c"])
            screen.dataSource.apply(snapshot)
            // b moves up to y 0, c to y 44; the cell of a goes back to the pool.
            XCTAssertEqual(screen.collectionView.visibleCells.map(\.accessibilityIdentifier), ["b", "c"])
            XCTAssertEqual(screen.collectionView.visibleCells.map(\.frame.minY), [0, 44])
            XCTAssertTrue(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOfC)
            XCTAssertNil(screen.collectionView.firstMisuse)
        }
    }

    func testAnOutlineSectionSnapshotShowsItsVisibleItemsOnly() throws {
        try MainActor.assumeIsolated {
            let screen = FeedScreen()
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["fruit", "veg"])
            outline.append(["apple", "pear"], to: "fruit")
            screen.dataSource.apply(outline, to: "garden", animatingDifferences: false)
            XCTAssertEqual(screen.collectionView.visibleCells.map(\.accessibilityIdentifier), ["fruit", "veg"])
            outline.expand(["fruit"])
            screen.dataSource.apply(outline, to: "garden")
            // Expanded: fruit, apple, pear, veg, a row of 44 each.
            XCTAssertEqual(screen.collectionView.visibleCells.map(\.accessibilityIdentifier), ["fruit", "apple", "pear", "veg"])
            XCTAssertEqual(screen.collectionView.visibleCells.map(\.frame.minY), [0, 44, 88, 132])
            XCTAssertEqual(screen.dataSource.snapshot(for: "garden").visibleItems, ["fruit", "apple", "pear", "veg"])
            XCTAssertEqual(NSDiffableDataSourceSectionSnapshot(outline).items, outline.items)
        }
    }

    func testApplySentThroughTheMainQueueIsWaitedForWithXCTWaiter() {
        MainActor.assumeIsolated {
            let screen = FeedScreen()
            let applied = XCTestExpectation(description: "applied")
            DispatchQueue.main.async {
                screen.show(["late-1", "late-2"])
                applied.fulfill()
            }
            XCTAssertEqual(XCTWaiter().wait(for: [applied], timeout: 5), .completed)
            XCTAssertEqual(screen.collectionView.visibleCells.map(\.accessibilityIdentifier), ["late-1", "late-2"])
        }
    }

    func testAwaitedApplyIsDoneWhenItReturns() async {
        let identifiers = await Self.applyAwaited()
        XCTAssertEqual(identifiers, ["x"])
    }

    @MainActor
    private static func applyAwaited() async -> [String?] {
        let screen = FeedScreen()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["feed"])
        snapshot.appendItems(["x"])
        await screen.dataSource.apply(snapshot)
        return screen.collectionView.visibleCells.map(\.accessibilityIdentifier)
    }
}
