import LayoutKitLinux
import XCTest

/// `layout-dump update`'s path (Docs/Reliability.md, "Memory on millions of items"): the difference read from two
/// solutions' identifiers is the one their snapshots give, and the report written item by item is `report`, over seeded
/// random edit scripts (SnapshotDifferenceTests.randomEdit).
final class LayoutUpdateStreamingTests: XCTestCase {
    func solve(_ snapshot: NSDiffableDataSourceSnapshot<String, Int>) throws -> LayoutSolution {
        try SnapshotSolvingTests.listLayout().solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), snapshot: snapshot))
    }

    func testTheDifferenceOfTwoSolutionsIsTheirSnapshotsDifference() throws {
        var compared = 0
        for seed in 1...200 as ClosedRange<UInt64> {
            var random = SplitMix64(seed: seed)
            var next = 0
            var old = SnapshotDifferenceTests.Snapshot()
            for _ in 0..<random.int(0...30) { SnapshotDifferenceTests.randomEdit(&old, &random, next: &next) }
            var new = old
            for _ in 0..<random.int(0...25) { SnapshotDifferenceTests.randomEdit(&new, &random, next: &next) }
            // A solution carries no reload marks: compared without them.
            var expected = try new.difference(from: old)
            expected.reloadedItems = []
            expected.reconfiguredItems = []
            expected.reloadedSections = []
            let before = try solve(old), after = try solve(new)
            let difference = try LayoutUpdate.difference(from: before, to: after)
            XCTAssertEqual(difference, expected, "seed \(seed)")
            var written = ""
            let changed = try LayoutUpdate.writeReport(difference: difference, before: before, after: after, to: &written)
            let update = try LayoutUpdate(difference: difference, before: before, after: after)
            XCTAssertEqual(written, update.report, "seed \(seed)")
            XCTAssertEqual(changed, !difference.isEmpty || update.items.contains { $0.change != .unchanged }, "seed \(seed)")
            compared += 1
        }
        XCTAssertEqual(compared, 200)
    }

    func testASolutionWithoutIdentifiersHasNoUpdate() throws {
        let plain = try SnapshotSolvingTests.listLayout().solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [2]))
        XCTAssertThrowsError(try LayoutUpdate.difference(from: plain, to: plain)) { error in
            XCTAssertTrue("\(error)".contains("an update needs the identifiers of both layouts"), "\(error)")
        }
    }
}
