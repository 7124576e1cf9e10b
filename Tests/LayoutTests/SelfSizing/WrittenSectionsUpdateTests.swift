import Foundation
import XCTest
@testable import LayoutKitLinux

/// Updates of layouts whose sections depend on more than their runs: estimated badges (the sizer answers them, the
/// answers kept by badge number) and `visibleItemsInvalidationHandler`s (which change the cells they see). An update
/// asks again only the badges of the groups it arranges again, and calls the handlers again (Docs/Solver.md,
/// "Incremental re-layout"): the result is a full solve's.
final class WrittenSectionsUpdateTests: XCTestCase {
    /// A row of two cells 195 wide, A (item 0) and B (item 1), every height estimated; B carries a badge of estimated
    /// size (the sizer answers it: written) at its bottom-trailing corner.
    private func rowWithAnEstimatedBadge() -> UICollectionViewCompositionalLayout {
        let a = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(100)))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .estimated(20), heightDimension: .estimated(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
        let b = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40)),
                                       supplementaryItems: [badge])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
                                                     subitems: [a, b])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    }

    func testAnEstimatedBadgeFollowsItsCellWhenTheRowKeepsItsHeight() throws {
        // A answers 100, B 40, the badge its proposed 20 × 20: B is 195…390 × 0…40 and the badge's bottom-trailing corner
        // is B's (Docs/Solver.md, step 3d″): (370, 20). The row is A's 100.
        var context = LayoutContext(containerSize: CGSize(width: 390, height: 800), itemCounts: [2])
        var answers = [IndexPath(item: 0, section: 0): CGSize(width: 195, height: 100), IndexPath(item: 1, section: 0): CGSize(width: 195, height: 40)]
        let badgeRequests = Counter()
        context.sizing = { request in
            if request.category == .supplementaryView { badgeRequests.count += 1 }
            return request.category == .cell ? answers[request.indexPath] ?? request.proposedSize : request.proposedSize
        }
        let layout = rowWithAnEstimatedBadge()
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertGreaterThanOrEqual(try incremental.solution.store.sections[0].page, 0, "an estimated badge is made on demand, with its section's cells")
        XCTAssertEqual(badgeRequests.count, 1, "the badge is asked once")
        // Badges are numbered from 0 by kind in their section (Docs/Solver.md, step 6): B's is item 0.
        let badge = IndexPath(item: 0, section: 0)
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: badge)?.frame, CGRect(x: 370, y: 20, width: 20, height: 20))
        XCTAssertEqual(incremental.contentSize.height, 100)

        // B becomes 60: the badge at y 60 − 20 = 40; the row stays A's 100, so nothing outside the section moves, yet the
        // written cell and badge must be written again.
        answers[IndexPath(item: 1, section: 0)] = CGSize(width: 195, height: 60)
        try incremental.update(sizes: [IndexPath(item: 1, section: 0): CGSize(width: 195, height: 60)])
        XCTAssertEqual(badgeRequests.count, 2, "the badge of the group arranged again is asked again, once")
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 195, y: 0, width: 195, height: 60))
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: badge)?.frame, CGRect(x: 370, y: 40, width: 20, height: 20))
        XCTAssertEqual(incremental.contentSize.height, 100)
        XCTAssertTrue(try incremental.solution == layout.solve(context), "the update differs from a full solve")
    }

    func testAHandlersSectionIsHandledAgainWhereAnEarlierSectionMovedIt() throws {
        // Section 0: one self-sized row (answers 20, then 120, then 500). Section 1: one 30-tall row whose handler sets
        // each visible cell's zIndex to its top. The view is 200 × 400 at offset 0: the handler sees section 1's row
        // while it starts above 400.
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let height: NSCollectionLayoutDimension = index == 0 ? .estimated(44) : .absolute(30)
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if index == 1 {
                section.visibleItemsInvalidationHandler = { items, _, _ in
                    for item in items { item.zIndex = Int(item.frame.minY) }
                }
            }
            return section
        }, configuration: configuration)
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [1, 1])
        var height: CGFloat = 20
        context.sizing = { request in request.category == .cell ? CGSize(width: 200, height: height) : request.proposedSize }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        let handled = IndexPath(item: 0, section: 1)
        XCTAssertEqual(incremental.layoutAttributesForItem(at: handled)?.frame, CGRect(x: 0, y: 20, width: 200, height: 30))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: handled)?.zIndex, 20)

        // 120: section 1's row at 120, handled again there.
        height = 120
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 200, height: 120)])
        XCTAssertEqual(incremental.layoutAttributesForItem(at: handled)?.frame, CGRect(x: 0, y: 120, width: 200, height: 30))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: handled)?.zIndex, 120)
        XCTAssertTrue(try incremental.solution == layout.solve(context), "the update differs from a full solve")

        // 500: the row at 500 is out of sight; the handler does not see it, and it keeps a cell's zIndex, 0.
        height = 500
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 200, height: 500)])
        XCTAssertEqual(incremental.layoutAttributesForItem(at: handled)?.frame, CGRect(x: 0, y: 500, width: 200, height: 30))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: handled)?.zIndex, 0)
        XCTAssertTrue(try incremental.solution == layout.solve(context), "the update differs from a full solve")
    }
}

/// A count the sizer closure adds to.
private final class Counter: @unchecked Sendable {
    var count = 0
}
