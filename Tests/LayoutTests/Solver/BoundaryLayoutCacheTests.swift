import Foundation
import XCTest
@testable import LayoutKitLinux

/// Sections that share one description are handed the boundary items sized for an earlier one (`PageMemo`)
/// unless the sizer measures them. These pin that the reuse is invisible: each section's measured header has its own
/// answer, and sections of other descriptions have their own headers.
final class BoundaryLayoutCacheTests: XCTestCase {
    private let view = CGSize(width: 320, height: 480)

    private func headers(_ solution: LayoutSolution) -> [CGRect] {
        solution.attributes.filter { $0.representedElementKind == UICollectionView.elementKindSectionHeader }.map(\.frame)
    }

    /// A group FW(1) × AB(50) of one cell; sections of 2 items are 100 long after their header.
    private func section(header height: NSCollectionLayoutDimension) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return section
    }

    /// One section object for all, its header estimated 30 tall; the sizer answers 20 + 10 × the section. Headers of 20,
    /// 30 and 40 at 0, 120 (20 + 100) and 250 (120 + 30 + 100); content 390.
    func testEachSectionsMeasuredHeaderHasItsOwnAnswer() throws {
        let layout = UICollectionViewCompositionalLayout(section: section(header: .estimated(30)))
        var context = LayoutContext(containerSize: view, itemCounts: [2, 2, 2])
        context.sizing = { request in CGSize(width: request.proposedSize.width, height: 20 + 10 * CGFloat(request.indexPath.section)) }
        let solution = try layout.solve(context)
        XCTAssertEqual(headers(solution), [CGRect(x: 0, y: 0, width: 320, height: 20), CGRect(x: 0, y: 120, width: 320, height: 30),
                                           CGRect(x: 0, y: 250, width: 320, height: 40)])
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame, CGRect(x: 0, y: 290, width: 320, height: 50))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 390))
    }

    /// A provider's sections alternate two shapes, headers 30 and 40 tall (each shape one description): headers at 0,
    /// 130 (30 + 100), 270 (130 + 40 + 100) and 400, 30, 40, 30 and 40 tall; content 540.
    func testSectionsOfAnotherDescriptionHaveTheirOwnHeaders() throws {
        let layout = UICollectionViewCompositionalLayout { index, _ in self.section(header: .absolute(index % 2 == 0 ? 30 : 40)) }
        let solution = try layout.solve(LayoutContext(containerSize: view, itemCounts: [2, 2, 2, 2]))
        XCTAssertEqual(headers(solution), [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 130, width: 320, height: 40),
                                           CGRect(x: 0, y: 270, width: 320, height: 30), CGRect(x: 0, y: 400, width: 320, height: 40)])
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 540))
    }
}
