import Foundation
import XCTest
@testable import LayoutKitLinux

/// Sections that share one description (a layout made with `init(section:)`, or a provider's sections of one shape)
/// are handed the run built for an earlier one when their cells are not measured (`PageMemo`). These pin that
/// the reuse is invisible: a run is reused only for the same item count, and measured sections are each measured.
final class SectionRunCacheTests: XCTestCase {
    private let view = CGSize(width: 320, height: 480)

    private func cells(_ solution: LayoutSolution, section: Int) -> [CGRect] {
        solution.attributes.filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }.map(\.frame)
    }

    /// One section object for every section: groups FW(1) × AB(50) of two FW(0.5) items, 10 points between groups.
    private func rowsOfTwo() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// One section object for all: groups FW(1) × AB(50) of two FW(0.5) items (160 wide), 10 between groups, no spacing
    /// between sections. 1 item: one group, 50 long; 4 items: two groups, 110; 3 items: two, the second with one cell.
    /// Sections start at 0, 50, 160 and 270; the last, of 4 items again, is handed section 1's run.
    func testSectionsOfOneDescriptionWithDifferentItemCountsGetTheirOwnRuns() throws {
        let layout = rowsOfTwo()
        let context = LayoutContext(containerSize: view, itemCounts: [1, 4, 3, 4])
        let sections = try LayoutSolver(context: context).description(of: layout).sections
        XCTAssertTrue(sections[0] === sections[1] && sections[1] === sections[2] && sections[2] === sections[3], "one description")

        let solution = try layout.solve(context)
        func row(_ y: CGFloat, _ count: Int = 2) -> [CGRect] {
            [CGRect(x: 0, y: y, width: 160, height: 50), CGRect(x: 160, y: y, width: 160, height: 50)].prefix(count).map { $0 }
        }
        XCTAssertEqual(cells(solution, section: 0), row(0, 1))
        XCTAssertEqual(cells(solution, section: 1), row(50) + row(110))
        XCTAssertEqual(cells(solution, section: 2), row(160) + row(220, 1))
        XCTAssertEqual(cells(solution, section: 3), row(270) + row(330))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 380))
    }

    /// One section object for all, one estimated-height cell a group; the sizer answers 30 tall in section 0 and 40 in
    /// section 1. Each section is measured: 30-tall cells at 0 and 30, then 40-tall ones at 60 and 100.
    func testMeasuredSectionsOfOneDescriptionAreEachMeasured() throws {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var context = LayoutContext(containerSize: view, itemCounts: [2, 2])
        context.sizing = { request in CGSize(width: request.proposedSize.width, height: 30 + 10 * CGFloat(request.indexPath.section)) }
        let solution = try layout.solve(context)
        XCTAssertEqual(cells(solution, section: 0), [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 30, width: 320, height: 30)])
        XCTAssertEqual(cells(solution, section: 1), [CGRect(x: 0, y: 60, width: 320, height: 40), CGRect(x: 0, y: 100, width: 320, height: 40)])
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 140))
    }

    /// A run's end and query span are kept with it for the content start it was placed from
    /// (`PageMemo.Footprint`), and given again only for the same start. In the scrolled-through scope sections do
    /// not move whole, so each section of one description places the same run from its own start: sections of 4 items
    /// (two rows, 50 + 10 + 50 = 110 long) at 0, 110 and 220, content 330; a rect over y 300…310 meets section 2's second
    /// row only (its cells 2 and 3, at y 280), which its span must reach.
    func testARunPlacedFromAnotherStartHasItsOwnEndAndSpan() throws {
        let layout = rowsOfTwo()
        var context = LayoutContext(containerSize: view, itemCounts: [4, 4, 4])
        context.selfSizingScope = .scrolledThrough
        let solution = try layout.solve(context)
        func row(_ y: CGFloat) -> [CGRect] { [CGRect(x: 0, y: y, width: 160, height: 50), CGRect(x: 160, y: y, width: 160, height: 50)] }
        XCTAssertEqual(cells(solution, section: 1), row(110) + row(170))
        XCTAssertEqual(cells(solution, section: 2), row(220) + row(280))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 330))
        let answered = solution.layoutAttributesForElements(in: CGRect(x: 0, y: 300, width: 320, height: 10))
        XCTAssertEqual(answered.map(\.indexPath), [IndexPath(item: 2, section: 2), IndexPath(item: 3, section: 2)])
        XCTAssertEqual(answered.map(\.frame), row(280))
    }
}
