import Foundation
import XCTest
@testable import LayoutKitLinux

/// `AdvanceTree` (Docs/Solver.md, "Incremental re-layout"): after any sequence of leaf changes it equals, bit for bit,
/// a tree built from the same leaves, whether its instances share one length across (kept as one number) or not.
final class AdvanceTreeTests: XCTestCase {
    private func fresh(_ advances: [CGFloat], _ across: [CGFloat]) -> AdvanceTree { AdvanceTree(advances: advances, across: across) }

    private func assertSameAsFresh(_ tree: AdvanceTree, _ advances: [CGFloat], _ across: [CGFloat], _ label: String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let rebuilt = fresh(advances, across)
        XCTAssertEqual(tree, rebuilt, label, file: file, line: line)
        XCTAssertEqual(tree.longestAcross, across.max() ?? -.infinity, label, file: file, line: line)
        for i in 0...advances.count {
            XCTAssertEqual(tree.prefix(i).bitPattern, rebuilt.prefix(i).bitPattern, "\(label) prefix(\(i))", file: file, line: line)
        }
        XCTAssertEqual(tree.allPrefixes().map(\.bitPattern), (0..<advances.count).map { rebuilt.prefix($0).bitPattern },
                       label, file: file, line: line)
    }

    func testSharedEdgeThenOneInstanceWiderThenBack() {
        // Four rows of a fixed-width grid are 374 wide; row 2 grows to 400 (the longest becomes 400), then back.
        var advances: [CGFloat] = [108, 88, 130, 52]
        var across: [CGFloat] = [374, 374, 374, 374]
        var tree = fresh(advances, across)
        XCTAssertEqual(tree.longestAcross, 374)
        across[2] = 400
        advances[2] = 90
        tree.set(2, advance: 90, across: 400)
        assertSameAsFresh(tree, advances, across, "one wider")
        XCTAssertEqual(tree.longestAcross, 400)
        across[2] = 374
        tree.set(2, advance: 90, across: 374)
        assertSameAsFresh(tree, advances, across, "back")
        XCTAssertEqual(tree.longestAcross, 374)
    }

    func testRandomChangesEqualAFreshBuild() {
        var rng = SplitMix64(seed: 0xADCE)
        for round in 0..<300 {
            let count = rng.int(0...40)
            // Half the trees share one edge (a grid); the others vary, or come to vary through changes.
            let shared = rng.chance(0.5)
            var advances = (0..<count).map { _ in CGFloat(rng.unit() * 300) }
            var across = (0..<count).map { _ in shared ? 320 : CGFloat(rng.int(100...400)) }
            var tree = fresh(advances, across)
            assertSameAsFresh(tree, advances, across, "round \(round) built")
            guard count > 0 else { continue }
            for change in 0..<rng.int(1...6) {
                let i = rng.int(0...(count - 1))
                advances[i] = CGFloat(rng.unit() * 300)
                if rng.chance(0.3) { across[i] = CGFloat(rng.int(100...400)) }
                tree.set(i, advance: advances[i], across: across[i])
                assertSameAsFresh(tree, advances, across, "round \(round) change \(change)")
            }
        }
    }

    /// A range of leaves set at once (`set(_:leaf:)`, what a solve does when it settles the sections it placed) equals
    /// a fresh build of the same leaves: from a tree of zeros (as `SectionOrigins` starts), from a built one, with one
    /// length across kept shared or coming to differ within the range, the range anywhere, one leaf or all.
    func testARangeOfLeavesSetAtOnceEqualsAFreshBuild() {
        var rng = SplitMix64(seed: 0x5E771E)
        for round in 0..<300 {
            let count = rng.int(1...40)
            let shared = rng.chance(0.5)
            var advances: [CGFloat] = rng.chance(0.5) ? Array(repeating: 0, count: count) : (0..<count).map { _ in CGFloat(rng.unit() * 300) }
            var across: [CGFloat] = (0..<count).map { _ in shared ? 320 : CGFloat(rng.int(100...400)) }
            var tree = fresh(advances, across)
            for change in 0..<rng.int(1...4) {
                let low = rng.int(0...(count - 1)), high = rng.int(low...(count - 1))
                for i in low...high {
                    advances[i] = CGFloat(rng.unit() * 300)
                    if rng.chance(shared ? 0.1 : 0.3) { across[i] = CGFloat(rng.int(100...400)) }
                }
                tree.set(low..<(high + 1)) { (advances[$0], across[$0]) }
                assertSameAsFresh(tree, advances, across, "round \(round) change \(change) \(low)...\(high)")
            }
        }
    }
}
