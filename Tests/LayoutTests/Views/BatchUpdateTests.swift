import LayoutKitLinux
import XCTest

/// A classic data source, as apps wrote them before diffable data sources.
final class ClassicSource: NSObject, UICollectionViewDataSource {
    var sections: [[String]]
    var reuseIdentifier = "row"
    var dequeueLine: UInt = 0

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        dequeueLine = #line + 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        cell.accessibilityLabel = sections[indexPath.section][indexPath.item]
        return cell
    }
}

final class BatchUpdateTests: XCTestCase {
    @MainActor
    private static func classicView(_ source: ClassicSource) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FeedScreen.rowsLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    func testDeletesAreInOldIndexPathsAndInsertsInNewOnes() throws {
        try MainActor.assumeIsolated {
            let source = ClassicSource([["a", "b", "c"]])
            let view = Self.classicView(source)
            let cellOfA = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)))
            // The insert is made first and the delete second, yet the delete's 0.2 names "c" (before the update) and
            // the insert's 0.0 the new first row (after it): UIKit's order, deletes then inserts.
            view.performBatchUpdates({
                source.sections[0] = ["z", "a", "b"]
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
                view.deleteItems(at: [IndexPath(item: 2, section: 0)])
            })
            XCTAssertNil(view.firstMisuse)
            XCTAssertEqual(view.visibleCells.map(\.accessibilityLabel), ["z", "a", "b"])
            XCTAssertEqual(view.visibleCells.map(\.frame.minY), [0, 44, 88])
            XCTAssertTrue(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOfA)
        }
    }

    func testMovesAndSectionInsertsFollowTheBatch() {
        MainActor.assumeIsolated {
            let source = ClassicSource([["a", "b", "c"]])
            let view = Self.classicView(source)
            var completed = false
            view.performBatchUpdates({
                source.sections = [["new"], ["c", "a", "b"]]
                view.insertSections(IndexSet(integer: 0))
                view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))
            }, completion: { completed = $0 })
            XCTAssertTrue(completed)
            XCTAssertNil(view.firstMisuse)
            // One section of one row, then the old section: 4 rows of 44 in all (no spacing between sections).
            XCTAssertEqual(view.visibleCells.map(\.accessibilityLabel), ["new", "c", "a", "b"])
            XCTAssertEqual(view.visibleCells.map(\.frame.minY), [0, 44, 88, 132])
            XCTAssertEqual(view.numberOfSections, 2)
            XCTAssertEqual(view.numberOfItems(inSection: 1), 3)
        }
    }

    func testReloadDataAsksTheDataSourceAgain() {
        MainActor.assumeIsolated {
            let source = ClassicSource([["a"]])
            let view = Self.classicView(source)
            source.sections = [["x", "y"]]
            view.reloadData()
            XCTAssertEqual(view.visibleCells.map(\.accessibilityLabel), ["x", "y"])
        }
    }
}
