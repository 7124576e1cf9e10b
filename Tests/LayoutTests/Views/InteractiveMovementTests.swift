import LayoutKitLinux
import XCTest

final class InteractiveMovementTests: XCTestCase {
    func testEndingAMovementCommitsItToTheSnapshotAndMovesTheCell() throws {
        try MainActor.assumeIsolated {
            let screen = FeedScreen()
            var reorders: [[String]] = []
            screen.dataSource.reorderingHandlers.canReorderItem = { $0 != "pinned" }
            screen.dataSource.reorderingHandlers.didReorder = { reorders.append($0.finalSnapshot.itemIdentifiers) }
            screen.show(["a", "b", "c", "pinned"])
            let cellOfA = try XCTUnwrap(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            XCTAssertFalse(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)), "canReorderItem says no")
            XCTAssertTrue(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            // Rows of 44: y 100 is in row 2 (88…132), so "a" goes to index 2: b, c, a, pinned.
            screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 100))
            screen.collectionView.endInteractiveMovement()
            XCTAssertEqual(screen.dataSource.snapshot().itemIdentifiers, ["b", "c", "a", "pinned"])
            XCTAssertEqual(reorders, [["b", "c", "a", "pinned"]])
            XCTAssertEqual(screen.collectionView.visibleCells.map(\.accessibilityIdentifier), ["b", "c", "a", "pinned"])
            XCTAssertTrue(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellOfA)
            XCTAssertEqual(cellOfA.frame.minY, 88)
            XCTAssertNil(screen.collectionView.firstMisuse)
        }
    }

    func testACancelledMovementLeavesEverythingInPlace() {
        MainActor.assumeIsolated {
            let screen = FeedScreen()
            screen.dataSource.reorderingHandlers.canReorderItem = { _ in true }
            screen.show(["a", "b"])
            XCTAssertTrue(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 50))
            screen.collectionView.cancelInteractiveMovement()
            XCTAssertEqual(screen.dataSource.snapshot().itemIdentifiers, ["a", "b"])
        }
    }
}
