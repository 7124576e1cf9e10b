import Foundation
import XCTest
@testable import LayoutKitLinux

/// Deep advance trees: thousands of groups, many updates, compared with a full solve.
final class IncrementalStressTests: XCTestCase {
    func testManyUpdatesOnThousandsOfGroupsMatchAFullSolve() throws {
        // A 3-column grid of estimated rows (3000 items = 1000 groups, a 1024-leaf tree) in two sections; in the
        // second variant it scrolls sideways (columns of three), right to left. Sizes are arbitrary floats,
        // changed 60 times; every 20 changes the whole solution is compared with a full solve.
        for (direction, layoutDirection) in [(UICollectionView.ScrollDirection.vertical, UITraitEnvironmentLayoutDirection.leftToRight),
                                             (.horizontal, .rightToLeft)] {
            let vertical = direction == .vertical
            func length(_ d: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
                vertical ? .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: d)
                         : .init(widthDimension: d, heightDimension: .fractionalHeight(1.0 / 3))
            }
            let item = NSCollectionLayoutItem(layoutSize: length(.estimated(40)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: vertical ? .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40))
                                                                                : .init(widthDimension: .estimated(40), heightDimension: .fractionalHeight(1)),
                                                           subitems: [item])
            let grid = NSCollectionLayoutSection(group: vertical ? group : NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .estimated(40), heightDimension: .fractionalHeight(1)), subitems: [item]))
            grid.interGroupSpacing = 3
            grid.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 7, bottom: 5, trailing: 7)
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = direction
            configuration.interSectionSpacing = 11
            let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in grid }, configuration: configuration)

            var table: [IndexPath: CGSize] = [:]
            var rng = SplitMix64(seed: 0x5EED)
            func random() -> CGSize { CGSize(width: CGFloat(rng.unit() * 90 + 5), height: CGFloat(rng.unit() * 90 + 5)) }
            let counts = [3000, 40]   // the provider gives the same grid to both sections
            for (section, count) in counts.enumerated() {
                for item in 0..<count { table[IndexPath(item: item, section: section)] = random() }
            }
            var context = LayoutContext(containerSize: CGSize(width: 390, height: 844), itemCounts: counts)
            context.traitCollection = UITraitCollection(displayScale: 3, layoutDirection: layoutDirection)
            context.sizing = { table[$0.indexPath] ?? $0.proposedSize }
            let incremental = try IncrementalLayout(layout: layout, context: context)
            for round in 1...60 {
                let section = rng.chance(0.8) ? 0 : 1
                let path = IndexPath(item: rng.int(0...(counts[section] - 1)), section: section)
                let size = random()
                table[path] = size
                try incremental.update(sizes: [path: size])
                if round % 20 == 0 {
                    let snapshot = table
                    context.sizing = { snapshot[$0.indexPath] ?? $0.proposedSize }
                    let full = try layout.solve(context)
                    XCTAssertTrue(try incremental.solution == full, "\(direction) round \(round)")
                    let probe = IndexPath(item: rng.int(0...2999), section: 0)
                    XCTAssertEqual(incremental.layoutAttributesForItem(at: probe)?.frame, full.layoutAttributesForItem(at: probe)?.frame)
                    let rect = CGRect(x: CGFloat(rng.unit()) * full.contentSize.width, y: CGFloat(rng.unit()) * full.contentSize.height,
                                      width: 390, height: 844)
                    XCTAssertEqual(incremental.layoutAttributesForElements(in: rect).map { $0.indexPath }.sorted(),
                                   full.layoutAttributesForElements(in: rect).map { $0.indexPath }.sorted(), "\(direction) rect \(rect)")
                }
            }
        }
    }
}
