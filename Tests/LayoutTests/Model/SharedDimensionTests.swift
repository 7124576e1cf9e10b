import Foundation
import XCTest
@testable import LayoutKitLinux

/// `.fractionalWidth(1)` and `.fractionalHeight(1)` are one shared immutable object each (Docs/Model.md, "Shared
/// dimensions"); every other value is a new object, and every value reads back as given.
final class SharedDimensionTests: XCTestCase {
    func testTheWholeWidthAndTheWholeHeightAreOneObjectEach() {
        XCTAssertTrue(NSCollectionLayoutDimension.fractionalWidth(1) === NSCollectionLayoutDimension.fractionalWidth(1))
        XCTAssertTrue(NSCollectionLayoutDimension.fractionalHeight(1) === NSCollectionLayoutDimension.fractionalHeight(1))
        XCTAssertFalse(NSCollectionLayoutDimension.fractionalWidth(1) === NSCollectionLayoutDimension.fractionalHeight(1))
        XCTAssertFalse(NSCollectionLayoutDimension.fractionalWidth(0.5) === NSCollectionLayoutDimension.fractionalWidth(0.5))
    }

    func testSharedDimensionsKeepTheirKindAndValue() {
        let width = NSCollectionLayoutDimension.fractionalWidth(1), height = NSCollectionLayoutDimension.fractionalHeight(1)
        XCTAssertTrue(width.isFractionalWidth)
        XCTAssertFalse(width.isFractionalHeight)
        XCTAssertTrue(height.isFractionalHeight)
        XCTAssertEqual(width.dimension, 1)
        XCTAssertEqual(height.dimension, 1)
        XCTAssertEqual(width.description, NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: 1).description)
        // A value near 1 is its own object with its own value.
        XCTAssertEqual(NSCollectionLayoutDimension.fractionalWidth(1.0000001).dimension, 1.0000001)
        XCTAssertEqual(NSCollectionLayoutDimension.fractionalHeight(0.999).dimension, 0.999)
        // A layout of shared dimensions solves as one of its own objects: two half-width columns under a full-width row.
        let full = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let half = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                      subitems: [half])
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                     subitems: [full, pair])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let solution = try? layout.solve(LayoutContext(containerSize: CGSize(width: 300, height: 600), itemCounts: [3]))
        // Item 0: the row, 300 × 40; items 1 and 2: the two columns of the pair below it, 150 × 60 each.
        XCTAssertEqual(solution?.attributes.map(\.frame), [CGRect(x: 0, y: 0, width: 300, height: 40), CGRect(x: 0, y: 40, width: 150, height: 60),
                                                          CGRect(x: 150, y: 40, width: 150, height: 60)])
    }
}
