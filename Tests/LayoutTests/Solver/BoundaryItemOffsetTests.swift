import Foundation
import XCTest
@testable import LayoutKitLinux

/// A section's boundary items are read one by one where they lie (`BoundaryLayout` reads `items[index]`'s fields in
/// place rather than a copy of each item): these pin that each item is placed with its own alignment and offset, and
/// that the section's extensions come from each extending item's own, when a section holds several.
final class BoundaryItemOffsetTests: XCTestCase {
    private let view = CGSize(width: 320, height: 480)

    private func layout(headerOffset: CGPoint, footerOffset: CGPoint) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                            elementKind: "header", alignment: .top, absoluteOffset: headerOffset),
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                            elementKind: "footer", alignment: .bottom, absoluteOffset: footerOffset),
            ]
            return section
        })
    }

    /// Header 44 tall offset (5, 0), footer 30 tall offset (0, 7), one 50-tall cell a section. The header extends the
    /// section by 44 − 0: it stands at (5, 0), the cell at 44. The content ends at 94; the footer stands 7 past it
    /// (CHARON case 97), at 101, and the section ends 30 + 7 past the content, at 131; the second section starts there.
    func testEachBoundaryItemIsPlacedWithItsOwnOffset() throws {
        let solution = try layout(headerOffset: CGPoint(x: 5, y: 0), footerOffset: CGPoint(x: 0, y: 7))
            .solve(LayoutContext(containerSize: view, itemCounts: [1, 1]))
        func frame(_ kind: String, _ section: Int) -> CGRect? {
            solution.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        XCTAssertEqual(frame("header", 0), CGRect(x: 5, y: 0, width: 320, height: 44))
        XCTAssertEqual(frame("footer", 0), CGRect(x: 0, y: 101, width: 320, height: 30))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 44, width: 320, height: 50))
        XCTAssertEqual(frame("header", 1), CGRect(x: 5, y: 131, width: 320, height: 44))
        XCTAssertEqual(frame("footer", 1), CGRect(x: 0, y: 232, width: 320, height: 30))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 262))
    }

    /// The other way round: a header offset 6 down extends the section by 44 − 6 = 38 (CHARON case 67) and stands at 0;
    /// a footer without offset stands right after the content (38 + 50 = 88) and extends the section by 30.
    func testAHeaderOffsetDoesNotMoveTheFooter() throws {
        let solution = try layout(headerOffset: CGPoint(x: 0, y: 6), footerOffset: .zero)
            .solve(LayoutContext(containerSize: view, itemCounts: [1]))
        func frame(_ kind: String) -> CGRect? {
            solution.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame
        }
        XCTAssertEqual(frame("header"), CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(frame("footer"), CGRect(x: 0, y: 88, width: 320, height: 30))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 118))
    }
}
