import Foundation
import XCTest
@testable import LayoutKitLinux

/// `layoutAttributesForElements(in:)` and the single-element queries, against the measured rules of
/// Docs/Solver.md, step 6 (Docs/Solver.md, step 6).
final class ElementQueryTests: XCTestCase {
    /// Rows 20 tall holding two 160×100 cells each (charon case 30's shape): cells stick 80 pt out of their row.
    /// 4 items → cells (0,0), (160,0), (0,20), (160,20), each 160×100; content 320×40 (items sticking out do not
    /// extend it, Docs/Solver.md, step 4).
    private func overflowingRows(direction: UITraitEnvironmentLayoutDirection = .leftToRight) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                                                       subitems: [item])
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [4])
        context.traitCollection = UITraitCollection(displayScale: 2, layoutDirection: direction)
        return try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)).solve(context)
    }

    private func items(_ attributes: [UICollectionViewLayoutAttributes]) -> [Int] {
        attributes.map(\.indexPath.item).sorted()
    }

    func testOverflowingCellsAreLaidOutWhereTheRulesPutThem() throws {
        let solution = try overflowingRows()
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 40))
        XCTAssertEqual(solution.attributes.map(\.frame), [CGRect(x: 0, y: 0, width: 160, height: 100), CGRect(x: 160, y: 0, width: 160, height: 100),
                                                          CGRect(x: 0, y: 20, width: 160, height: 100), CGRect(x: 160, y: 20, width: 160, height: 100)])
    }

    func testWholeContentRectAnswersEveryCell() throws {
        XCTAssertEqual(items(try overflowingRows().layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 40))), [0, 1, 2, 3])
    }

    /// Cell 0 reaches y 100, but only its part inside its row (y 0..20) counts: a rect at y 25..30 meets cell 2 only.
    func testCellSticksOutOfItsGroupAnswersOnlyForThePartInside() throws {
        XCTAssertEqual(items(try overflowingRows().layoutAttributesForElements(in: CGRect(x: 0, y: 25, width: 10, height: 5))), [2])
    }

    /// The rect is clipped to the content (320×40): a rect below it answers nothing (charon case 62's rule).
    func testRectBelowContentAnswersNothing() throws {
        XCTAssertEqual(try overflowingRows().layoutAttributesForElements(in: CGRect(x: 0, y: 60, width: 320, height: 100)).count, 0)
    }

    /// A zero-area rect meets no cell (Docs/Solver.md, step 6: it returns only decorations).
    func testZeroAreaRectAnswersNoCell() throws {
        XCTAssertEqual(try overflowingRows().layoutAttributesForElements(in: CGRect(x: 10, y: 10, width: 0, height: 0)).count, 0)
    }

    /// Touching a cell's edge is not meeting it: x 160 is where cell 0 ends and cell 1 starts.
    func testRectTouchingAnEdgeMeetsOnlyTheCellItOverlaps() throws {
        XCTAssertEqual(items(try overflowingRows().layoutAttributesForElements(in: CGRect(x: 160, y: 0, width: 10, height: 10))), [1])
    }

    /// Mirrored (x' = 320 − x − 160): cell 1 is at x 0, so a rect at the left edge meets cell 1.
    func testRightToLeftQueriesMirroredFrames() throws {
        let solution = try overflowingRows(direction: .rightToLeft)
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 0, y: 0, width: 160, height: 100))
        XCTAssertEqual(items(solution.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 10, height: 10))), [1])
    }

    func testItemQueryOutOfRangeOrMalformedAnswersNil() throws {
        let solution = try overflowingRows()
        XCTAssertNil(solution.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
        XCTAssertNil(solution.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)))
        XCTAssertNil(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        XCTAssertNil(solution.layoutAttributesForItem(at: IndexPath(index: 0)))
        XCTAssertNil(solution.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    }

    /// A list of 1,000 rows 44 tall over three sections with 12-pt inter-section spacing: a screen-sized rect
    /// answers exactly the rows it crosses, across a section boundary.
    /// Section 0: 400 rows, y = 44·i, ends at 17,600; section 1 starts at 17,612 (rows 44·i after that).
    func testRectAcrossSectionsAnswersTheRowsItCrosses() throws {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let solution = try layout.solve(LayoutContext(containerSize: CGSize(width: 390, height: 844), itemCounts: [400, 300, 300]))
        XCTAssertEqual(solution.contentSize.height, 44 * 1000 + 24)
        // y 17,580..17,650: section 0 rows 399 (17,556..17,600); section 1 rows 0 (17,612..17,656).
        let answered = solution.layoutAttributesForElements(in: CGRect(x: 0, y: 17_580, width: 390, height: 70))
        XCTAssertEqual(answered.map { [$0.indexPath.section, $0.indexPath.item] }, [[0, 399], [1, 0]])
    }
}
