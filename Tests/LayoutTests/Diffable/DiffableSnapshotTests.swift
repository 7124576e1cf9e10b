import LayoutKitLinux
import XCTest

/// UIKit's `NSDiffableDataSourceSnapshot` semantics (Docs/Diffable.md): queries, item and section edits, reloads.
final class DiffableSnapshotTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// Sections "a" [1, 2, 3] and "b" [4, 5].
    func makeSnapshot() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])   // nil: the last section
        return snapshot
    }

    func testQueriesAnswerAsUIKitDoes() {
        let snapshot = makeSnapshot()
        XCTAssertEqual(snapshot.numberOfSections, 2)
        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b"])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 4, 5])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 5])
        XCTAssertEqual(snapshot.numberOfItems(inSection: "a"), 3)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 4), "b")
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 9))
        // indexOfItem counts across sections: item 4 is the fourth item overall.
        XCTAssertEqual(snapshot.indexOfItem(4), 3)
        XCTAssertEqual(snapshot.indexOfItem(1), 0)
        XCTAssertNil(snapshot.indexOfItem(9))
        XCTAssertEqual(snapshot.indexOfSection("b"), 1)
        XCTAssertNil(snapshot.indexOfSection("z"))
        XCTAssertNil(snapshot.firstMisuse)
        XCTAssertNoThrow(try snapshot.validate())
    }

    func testInsertItemsGoBeforeOrAfterTheAnchorInItsSection() {
        var snapshot = makeSnapshot()
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 5)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [1, 10, 11, 2, 3])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 5, 12])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 12), "b")
    }

    func testMoveItemCrossesSections() {
        var snapshot = makeSnapshot()
        snapshot.moveItem(1, afterItem: 5)
        snapshot.moveItem(4, beforeItem: 2)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [4, 2, 3])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [5, 1])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 1), "b")
        XCTAssertEqual(snapshot.indexOfItem(1), 4)
    }

    /// Since iOS 15 UIKit moves an item that is already in the snapshot into its new place (logging a warning)
    /// rather than raising.
    func testAppendingAnItemAlreadyPresentMovesIt() {
        var snapshot = makeSnapshot()
        snapshot.appendItems([1], toSection: "b")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [2, 3])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 5, 1])
        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertNil(snapshot.firstMisuse)
    }

    func testDeleteItemsIgnoresIdentifiersItDoesNotHold() {
        var snapshot = makeSnapshot()
        snapshot.deleteItems([2, 4, 99])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 3, 5])
        XCTAssertEqual(snapshot.indexOfItem(5), 2)
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 2))
        XCTAssertNil(snapshot.firstMisuse)
    }

    func testDeleteSectionsTakesTheirItems() {
        var snapshot = makeSnapshot()
        snapshot.deleteSections(["a", "zz"])
        XCTAssertEqual(snapshot.sectionIdentifiers, ["b"])
        XCTAssertEqual(snapshot.itemIdentifiers, [4, 5])
        XCTAssertEqual(snapshot.numberOfItems, 2)
        XCTAssertEqual(snapshot.indexOfSection("b"), 0)
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 1))
    }

    /// UIKit's `deleteAllItems()` empties the snapshot: sections go too.
    func testDeleteAllItemsDeletesSectionsToo() {
        var snapshot = makeSnapshot()
        snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])
    }

    func testSectionsInsertAndMoveRelativeToOthers() {
        var snapshot = makeSnapshot()
        snapshot.insertSections(["x"], beforeSection: "a")
        snapshot.insertSections(["y", "z"], afterSection: "a")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["x", "a", "y", "z", "b"])
        snapshot.moveSection("x", afterSection: "b")
        snapshot.moveSection("b", beforeSection: "a")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["b", "a", "y", "z", "x"])
        XCTAssertEqual(snapshot.itemIdentifiers, [4, 5, 1, 2, 3])
        XCTAssertEqual(snapshot.indexOfSection("x"), 4)
        XCTAssertEqual(snapshot.indexOfItem(1), 2)
    }

    /// The `reloaded…`/`reconfigured…` lists keep first-marked order, each identifier once, and lose deleted ones.
    func testReloadAndReconfigureListsFollowTheEdits() {
        var snapshot = makeSnapshot()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([5, 4])
        snapshot.reloadSections(["b", "a", "b"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [3, 1])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [5, 4])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["b", "a"])
        snapshot.deleteItems([1, 4])
        snapshot.deleteSections(["a"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [5])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["b"])
    }
}
