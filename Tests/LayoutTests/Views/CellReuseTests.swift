import LayoutKitLinux
import XCTest

final class CellReuseTests: XCTestCase {
    private static func items(_ count: Int) -> [String] { (0..<count).map { "item-\($0)" } }

    func testOnlyTheVisibleRowsGetCells() {
        MainActor.assumeIsolated {
            let screen = FeedScreen()
            screen.show(Self.items(100))
            // 480 tall, rows of 44: rows n with 44n < 480 are visible, n = 0…10 (row 10 spans 440…484).
            XCTAssertEqual(screen.collectionView.indexPathsForVisibleItems, (0...10).map { IndexPath(item: $0, section: 0) })
            XCTAssertNil(screen.collectionView.cellForItem(at: IndexPath(item: 11, section: 0)))
            XCTAssertEqual(screen.collectionView.contentSize, CGSize(width: 320, height: 4400))
            XCTAssertEqual(screen.collectionView.layoutAttributesForItem(at: IndexPath(item: 50, section: 0))?.frame,
                           CGRect(x: 0, y: 2200, width: 320, height: 44))
        }
    }

    func testScrollingReusesTheCellsThatLeftAfterPrepareForReuse() {
        MainActor.assumeIsolated {
            let screen = FeedScreen()
            FeedScreen.TitleCell.made = 0
            screen.show(Self.items(100))
            XCTAssertEqual(FeedScreen.TitleCell.made, 11)
            screen.collectionView.contentOffset = CGPoint(x: 0, y: 450)
            screen.collectionView.layoutIfNeeded()
            // Visible [450, 930): rows 10 (440…484) to 21 (924…968). Rows 0…9 left: their 10 cells are reused for
            // 11…20 after prepareForReuse; row 21 needs one new cell.
            XCTAssertEqual(screen.collectionView.indexPathsForVisibleItems.map(\.item), Array(10...21))
            XCTAssertEqual(FeedScreen.TitleCell.made, 12)
            let resets = screen.collectionView.visibleCells.compactMap { $0 as? FeedScreen.TitleCell }.map(\.resets).reduce(0, +)
            XCTAssertEqual(resets, 10)
            XCTAssertEqual(screen.collectionView.cellForItem(at: IndexPath(item: 15, section: 0))?.accessibilityIdentifier, "item-15")
            XCTAssertEqual(screen.collectionView.cellForItem(at: IndexPath(item: 15, section: 0))?.frame.minY, 660)
        }
    }

    func testAHundredThousandItemsMakeCellsForTheVisibleRowsOnly() {
        MainActor.assumeIsolated {
            let screen = FeedScreen()
            FeedScreen.TitleCell.made = 0
            screen.show(Self.items(100_000))
            var snapshot = screen.dataSource.snapshot()
            snapshot.deleteItems((0..<1000).map { "item-\($0 * 7)" })
            screen.dataSource.apply(snapshot)
            XCTAssertEqual(screen.collectionView.visibleCells.count, 11)
            XCTAssertLessThanOrEqual(FeedScreen.TitleCell.made, 22, "cells are made for visible rows, not for 100,000 items")
            // item-0 was deleted (0 × 7): the first row now shows item-1.
            XCTAssertEqual(screen.collectionView.visibleCells.first?.accessibilityIdentifier, "item-1")
        }
    }

    func testScrollToItemPutsItAtTheRequestedPosition() {
        MainActor.assumeIsolated {
            let screen = FeedScreen()
            screen.show(Self.items(100))
            // Row 50 spans 2200…2244: .top puts its top at the offset; .bottom its bottom at offset + 480;
            // .centeredVertically its middle (2222) at offset + 240.
            screen.collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: true)
            XCTAssertEqual(screen.collectionView.contentOffset.y, 2200)
            screen.collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .bottom, animated: false)
            XCTAssertEqual(screen.collectionView.contentOffset.y, 1764)
            screen.collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .centeredVertically, animated: false)
            XCTAssertEqual(screen.collectionView.contentOffset.y, 1982)
            // The last row cannot come to the top: the offset stops at 4400 − 480.
            screen.collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
            XCTAssertEqual(screen.collectionView.contentOffset.y, 3920)
            XCTAssertEqual(screen.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 3920 + 50))?.item, 90)
        }
    }
}

/// A delegate that counts what the collection view tells it.
final class DisplayCounter: NSObject, UICollectionViewDelegate {
    var shown: [Int] = []
    var ended: [Int] = []
    var scrolls = 0
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        shown.append(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        ended.append(indexPath.item)
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

extension CellReuseTests {
    func testTheDelegateHearsCellsComeAndGoAsTheViewScrolls() {
        MainActor.assumeIsolated {
            let screen = FeedScreen()
            let counter = DisplayCounter()
            screen.collectionView.delegate = counter
            screen.show((0..<100).map { "item-\($0)" })
            XCTAssertEqual(counter.shown, Array(0...10))
            // Rows 0…9 leave when the view scrolls to 450 (their bottoms are at or above 440); rows 11…21 come.
            screen.collectionView.setContentOffset(CGPoint(x: 0, y: 450), animated: true)
            XCTAssertEqual(counter.ended.sorted(), Array(0...9))
            XCTAssertEqual(Array(counter.shown.dropFirst(11)), Array(11...21))
            XCTAssertEqual(counter.scrolls, 1)
        }
    }
}

extension CellReuseTests {
    func testARegistrationHandlerSeesItsCellsAttributesAlreadyApplied() {
        MainActor.assumeIsolated {
            // UIKit applies an element's layout attributes before the registration handler configures the view, so
            // the handler sees the row's frame: rows of 44 in a 320-wide view, row 2 at (0, 88, 320, 44). What the
            // handler sets (a hidden row) stays across later layout passes with the same attributes.
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                                  collectionViewLayout: FeedScreen.rowsLayout())
            var framesSeen: [String: CGRect] = [:]
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                framesSeen[item] = cell.frame
                cell.isHidden = item == "hidden"
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "hidden"])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(framesSeen["hidden"], CGRect(x: 0, y: 88, width: 320, height: 44))
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isHidden, true)
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHidden, false)
        }
    }
}
