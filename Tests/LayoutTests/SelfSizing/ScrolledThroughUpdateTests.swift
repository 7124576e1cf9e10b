import Foundation
import XCTest
@testable import LayoutKitLinux

/// `IncrementalLayout` in the `.scrolledThrough` scope (Docs/Solver.md, "Incremental re-layout"): groups are measured
/// top down while they start before `contentOffset + containerSize` along the scroll axis; an update that moves groups
/// across that limit measures the ones that come into sight and gives the ones that leave it their estimates back.
final class ScrolledThroughUpdateTests: XCTestCase {
    /// A list of FW1 × ES44 rows in a 200 × 100 view at offset 0: the limit is y 100. The sizer answers 20 for every row.
    private func list(rows: Int) throws -> (IncrementalLayout, UICollectionViewCompositionalLayout, LayoutContext) {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                     subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 100), itemCounts: [rows])
        context.selfSizingScope = .scrolledThrough
        context.sizing = { CGSize(width: $0.proposedSize.width, height: 20) }
        return (try IncrementalLayout(layout: layout, context: context), layout, context)
    }

    private func heights(_ layout: IncrementalLayout, _ rows: Int) -> [CGFloat] {
        (0..<rows).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height ?? -1 }
    }

    func testGrowingARowGivesTheRowsPushedPastTheLimitTheirEstimates() throws {
        // Solve: rows start at 0, 20, 40, 60, 80 (< 100: measured, 20 each); row 5 starts at 100: it and row 6 keep 44.
        let (incremental, _, _) = try list(rows: 7)
        XCTAssertEqual(heights(incremental, 7), [20, 20, 20, 20, 20, 44, 44])
        // Row 0 becomes 60: rows 1 and 2 start at 60 and 80 (measured); row 3 starts at 100, past the limit: rows 3-6
        // keep 44. y: 0, 60, 80, 100, 144, 188, 232; content 276.
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 200, height: 60)])
        XCTAssertEqual(heights(incremental, 7), [60, 20, 20, 44, 44, 44, 44])
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 0, y: 144, width: 200, height: 44))
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 276))
    }

    func testShrinkingARowMeasuresTheRowsItBringsIntoSight() throws {
        let (incremental, _, _) = try list(rows: 8)
        // Row 7 is past the limit: its given size waits (it keeps 44) until a change brings it into sight.
        try incremental.update(sizes: [IndexPath(item: 7, section: 0): CGSize(width: 200, height: 5)])
        XCTAssertEqual(heights(incremental, 8), [20, 20, 20, 20, 20, 44, 44, 44])
        // Row 0 becomes 0: rows start at 0, 0, 20, 40, 60, 80 (rows 5 measured now: 20), row 6 at 100 stops: 44, 44.
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 200, height: 0)])
        XCTAssertEqual(heights(incremental, 8), [0, 20, 20, 20, 20, 20, 44, 44])
        // Rows 1-4 become 0 too: rows 0-5 all start at 0; row 5 (20) ends at 20, row 6 (20) at 40, and row 7, at 40,
        // answers the 5 given before: every row is measured; content 45.
        try incremental.update(sizes: Dictionary(uniqueKeysWithValues: (1...4).map { (IndexPath(item: $0, section: 0), CGSize(width: 200, height: 0)) }))
        XCTAssertEqual(heights(incremental, 8), [0, 0, 0, 0, 0, 20, 20, 5])
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 45))
    }

    func testAnUpdateWhoseNewlyMeasuredCellAnswersNoSizeThrowsAndChangesNothing() throws {
        // Row 5 starts at 100, past the limit: never asked. Shrinking row 0 to 0 brings it into sight (it would start at
        // 80), and its answer, not a size, makes the update throw; the layout is left as it was.
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                     subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 100), itemCounts: [7])
        context.selfSizingScope = .scrolledThrough
        context.sizing = { CGSize(width: $0.proposedSize.width, height: $0.indexPath.item == 5 ? .nan : 20) }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        let before = try incremental.solution
        XCTAssertThrowsError(try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 200, height: 0)])) { error in
            XCTAssertEqual((error as? LayoutError)?.path, "section 0 > item 5")
        }
        XCTAssertEqual(try incremental.solution, before)
        XCTAssertEqual(heights(incremental, 7), [20, 20, 20, 20, 20, 44, 44])
        // A later good update still works: row 1 becomes 30, rows start 0, 20, 50, 70, 90 (row 4 measured), row 5 at 110.
        try incremental.update(sizes: [IndexPath(item: 1, section: 0): CGSize(width: 200, height: 30)])
        XCTAssertEqual(heights(incremental, 7), [20, 30, 20, 20, 20, 44, 44])
    }

    /// Random layouts, every one in the scrolled-through scope at a random offset, without badges and handlers (which
    /// re-solve in full): changes land mostly in the first cells, the measured ones, so that cut-offs move both ways;
    /// each update equals a full solve whose sizer answers the sizes given so far.
    func testUpdatesThatMoveTheCutOffEqualAFullSolve() throws {
        var checked = 0, updates = 0
        for seed in PropertyHarness.seeds.prefix(300) {
            var spec = LayoutGenerator.make(seed: seed, mode: .general)
            for index in spec.sections.indices {
                spec.sections[index].extras.itemBadges = []
                spec.sections[index].extras.groupBadges = []
                spec.sections[index].extras.handler = false
            }
            var rng = SplitMix64.derived(from: seed, salt: 0x5C_11)
            let layout = spec.makeLayout()
            var context = spec.makeContext(direction: rng.chance(0.3) ? .rightToLeft : .leftToRight)
            context.selfSizingScope = .scrolledThrough
            context.contentOffset = CGPoint(x: CGFloat(rng.int(0...300)), y: CGFloat(rng.int(0...300)))
            var table: [IndexPath: CGSize] = [:]
            func sizer(_ table: [IndexPath: CGSize]) -> (SizingRequest) -> CGSize {
                { request in
                    guard request.category == .cell else { return CGSize(width: 30, height: 20) }
                    return table[request.indexPath] ?? CGSize(width: CGFloat(10 + (request.indexPath.item * 37) % 90),
                                                              height: CGFloat(10 + (request.indexPath.item * 53) % 90))
                }
            }
            context.sizing = sizer(table)
            guard spec.itemCounts.reduce(0, +) > 0, let incremental = try? IncrementalLayout(layout: layout, context: context) else { continue }
            checked += 1
            for round in 1...4 {
                var changes: [IndexPath: CGSize] = [:]
                for _ in 0..<rng.int(1...3) {
                    var section = rng.int(0...(spec.itemCounts.count - 1))
                    while spec.itemCounts[section] == 0 { section = (section + 1) % spec.itemCounts.count }
                    let item = rng.int(0...min(spec.itemCounts[section] - 1, 12))
                    // Lengths from nothing to tall, so that later groups move both ways across the limit.
                    changes[IndexPath(item: item, section: section)] = CGSize(width: CGFloat(rng.int(0...400)), height: CGFloat(rng.int(0...400)))
                }
                for (path, size) in changes { table[path] = size }
                try incremental.update(sizes: changes)
                updates += 1
                context.sizing = sizer(table)
                let full = try layout.solve(context)
                XCTAssertTrue(try incremental.solution == full, "seed 0x\(String(seed, radix: 16)) round \(round): differs from a full solve")
            }
        }
        XCTAssertGreaterThan(checked, 100)
        XCTAssertGreaterThan(updates, 400)
    }
}
