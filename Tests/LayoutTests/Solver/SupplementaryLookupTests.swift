import Foundation
import XCTest
@testable import LayoutKitLinux

/// The look-up of a supplementary by kind and index path (`FrameStore.supplementary`) finds each section's elements
/// among its own spans, however many kinds a section holds.
final class SupplementaryLookupTests: XCTestCase {
    /// Sections 0, 1 and 2 carry 3, 20 and 2 top boundary items of their own kinds ("s0k0"…), kind i of a section
    /// FW(1) × AB(10 + i): 320 wide and 10 + i tall in a 320-wide view. Every item is found by its kind and path, and no
    /// other section answers for it.
    func testEveryBoundaryItemIsFoundInItsOwnSectionHoweverManyKinds() throws {
        let kinds = [3, 20, 2]
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = (0..<kinds[index]).map { i in
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(10 + i))),
                    elementKind: "s\(index)k\(i)", alignment: .top)
            }
            return section
        })
        let solution = try layout.solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [1, 1, 1]))
        for (section, count) in kinds.enumerated() {
            for i in 0..<count {
                let path = IndexPath(item: 0, section: section)
                let found = try XCTUnwrap(solution.layoutAttributesForSupplementaryView(ofKind: "s\(section)k\(i)", at: path),
                                          "section \(section) kind \(i)")
                XCTAssertEqual(found.representedElementKind, "s\(section)k\(i)")
                XCTAssertEqual(found.indexPath, path)
                XCTAssertEqual(found.frame.size, CGSize(width: 320, height: CGFloat(10 + i)))
                for other in kinds.indices where other != section {
                    XCTAssertNil(solution.layoutAttributesForSupplementaryView(ofKind: "s\(section)k\(i)", at: IndexPath(item: 0, section: other)))
                }
            }
        }
    }

    /// Two top boundary items of one kind "h" in section 0, FW(1) × AB(10) then FW(1) × AB(20): both answer at
    /// [0, 0] in `attributes`, the look-up answers the last recorded (320 × 20), as a dictionary written in order keeps it.
    func testOfTwoBoundaryItemsOfOneKindTheLastRecordedAnswers() throws {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [10, 20].map { height in
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), elementKind: "h", alignment: .top)
            }
            return section
        })
        let solution = try layout.solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [1]))
        XCTAssertEqual(solution.attributes.filter { $0.representedElementKind == "h" }.map(\.frame.size),
                       [CGSize(width: 320, height: 10), CGSize(width: 320, height: 20)])
        XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(item: 0, section: 0))?.frame.size,
                       CGSize(width: 320, height: 20))
    }
}
