import Foundation
import XCTest
@testable import LayoutKitLinux

/// The measure pass rewrites a request's item with one store where Foundation keeps it (`IndexPathItemSlot`): the
/// requests must still carry exactly Foundation's `IndexPath(item:section:)` of each cell.
final class IndexPathItemSlotTests: XCTestCase {
    func testTheItemsPlaceIsFoundInThisFoundationsIndexPaths() {
        // Without it the measure pass falls back to Foundation's setter: the same requests, about 3 ns a cell slower.
        XCTAssertNotNil(IndexPathItemSlot.found, "no item slot found: the measure pass uses Foundation's setter")
    }

    func testWritingAnItemGivesFoundationsIndexPathOfThatItemInTheSameSection() throws {
        let slot = try XCTUnwrap(IndexPathItemSlot.found)
        for section in [0, 1, 3, 49_999, -2, Int(Int32.max), Int.max] {
            var path = IndexPath(item: 7, section: section)
            for item in [0, 1, 8, 2, 1_000_000, Int.max, -1, 7] {
                slot.write(item, into: &path)
                XCTAssertEqual(path, IndexPath(item: item, section: section))
                XCTAssertEqual(path.hashValue, IndexPath(item: item, section: section).hashValue)
                XCTAssertEqual([path.section, path.item, path.count], [section, item, 2])
            }
        }
    }

    func testEachSectionsRequestsCarryTheirOwnIndexPathsWhenCellsBetweenThemAreNotAsked() {
        // Rows of a fixed FW(0.5) × 40 cell and an estimated FW(0.5) × ES(40) cell: only the odd items are asked,
        // so each question after the first finds the request holding the item after the one asked before (the
        // index path written ahead) and rewrites it again. Sections of 5 and 4 items: (0, 1), (0, 3), (1, 1), (1, 3).
        let fixed = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
        let measured = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
                                                       subitems: [fixed, measured])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        final class Asked { var paths: [IndexPath] = [] }
        let asked = Asked()
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [5, 4])
        context.sizing = { request in
            asked.paths.append(request.indexPath)
            return CGSize(width: request.proposedSize.width, height: 50)
        }
        XCTAssertNoThrow(try layout.solve(context))
        XCTAssertEqual(asked.paths, [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0),
                                     IndexPath(item: 1, section: 1), IndexPath(item: 3, section: 1)])
    }
}
