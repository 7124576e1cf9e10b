import Foundation
import XCTest
@testable import LayoutKitLinux

/// Elements beyond cells keep the solver linear: a layout with a header, a footer, a badge on every item, a group
/// badge and a background in each of 1,000 sections (100,000 items) solves, answers by-kind queries in O(1), and
/// lists cells first, then supplementaries, then decorations.
final class SupplementaryScaleTests: XCTestCase {
    func testManySectionsWithSupplementariesSolveLinearlyAndListCellsFirst() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        group.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), elementKind: "rule",
            containerAnchor: NSCollectionLayoutAnchor(edges: .bottom))]
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                                                        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        section.boundarySupplementaryItems[0].pinToVisibleBounds = true
        section.decorationItems = [.background(elementKind: "bg")]
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: Array(repeating: 100, count: 1_000))
        context.contentOffset = CGPoint(x: 0, y: 50_000)
        let start = Date()
        let solution = try UICollectionViewCompositionalLayout(section: section).solve(context)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "a debug build solves 100,000 items with their supplementaries quickly")
        // Per section: 30 + 25 rows × 50 + 20 = 1300; 1,000 sections.
        XCTAssertEqual(solution.contentSize.height, 1_300_000)
        // 100,000 cells, 100,000 badges, 25,000 rules, 2,000 headers and footers, 1,000 backgrounds.
        XCTAssertEqual(solution.attributes.count, 228_000)
        let categories = solution.attributes.map(\.representedElementCategory)
        XCTAssertEqual(categories, categories.sorted(), "cells, then supplementaries, then decorations")
        // Section 987: header natural at 987 × 1300; the badge of its item 99 is at the 25th row's trailing corner.
        XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 99, section: 987))?.frame,
                       CGRect(x: 310, y: 987 * 1300 + 30 + 24 * 50, width: 10, height: 10))
        XCTAssertEqual(solution.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: 999))?.frame,
                       CGRect(x: 0, y: 999 * 1300, width: 320, height: 1300))
        // Section 38 (49,400 … 50,700) holds the visible top 50,000: its pinned header is there.
        XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                     at: IndexPath(item: 0, section: 38))?.frame.minY, 50_000)
        XCTAssertFalse(solution.layoutAttributesForElements(in: CGRect(x: 0, y: 50_000, width: 320, height: 480)).isEmpty)
    }
}
