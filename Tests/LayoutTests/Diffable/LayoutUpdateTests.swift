import LayoutKitLinux
import XCTest

/// The update paired with the layouts before and after (Docs/Diffable.md, "Updates"): which cells move, slide,
/// appear and disappear, with their frames; as a report, two ASCII drawings and an SVG picture.
final class LayoutUpdateTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    func make(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    var context: LayoutContext { LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: []) }

    /// Rows are 44 pt (SnapshotSolvingTests.listLayout). Before: x y z at 0, 44, 88. After: w x z y at 0, 44, 88, 132.
    /// w is inserted; of the survivors x z y, the linear walk keeps x and z in place and moves y (a tie between moving
    /// y and moving z goes to the old element); x slides down a row because w took its place; z ends where it was.
    func testEachItemIsInsertedMovedSlidOrUnchanged() throws {
        let update = try LayoutUpdate(layout: SnapshotSolvingTests.listLayout(), from: make([("a", ["x", "y", "z"])]),
                                      to: make([("a", ["w", "x", "z", "y"])]), in: context)
        let byName = Dictionary(uniqueKeysWithValues: update.items.map { ($0.identifier, $0) })
        XCTAssertEqual(byName["w"]?.change, .inserted)
        XCTAssertEqual(byName["w"]?.frameAfter, CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(byName["x"]?.change, .slid)
        XCTAssertEqual(byName["x"]?.frameBefore?.minY, 0)
        XCTAssertEqual(byName["x"]?.frameAfter?.minY, 44)
        XCTAssertEqual(byName["y"]?.change, .moved)
        XCTAssertEqual(byName["y"]?.from, IndexPath(item: 1, section: 0))
        XCTAssertEqual(byName["y"]?.to, IndexPath(item: 3, section: 0))
        XCTAssertEqual(byName["y"]?.frameAfter?.minY, 132)
        XCTAssertEqual(byName["z"]?.change, .unchanged)
        XCTAssertEqual(update.counts, [.inserted: 1, .slid: 1, .moved: 1, .unchanged: 1])
        XCTAssertEqual(update.report, """
            insert      @w       -> 0.0   (0, 0, 320 x 44)
            slide       @x 0.0   -> 0.1   (0, 0) -> (0, 44)
            move        @y 0.1   -> 0.3   (0, 44) -> (0, 132)
            items: 1 inserted, 0 deleted, 1 moved, 1 slid, 1 unchanged; 0 reloaded, 0 reconfigured; sections: 0 inserted, 0 deleted, 0 moved, 0 reloaded

            """)
    }

    func testDeletedItemsDisappearAtTheirOldFrames() throws {
        var new = make([("a", ["x", "y", "z"])])
        new.deleteItems(["x"])
        new.reloadItems(["z"])
        let update = try LayoutUpdate(layout: SnapshotSolvingTests.listLayout(), from: make([("a", ["x", "y", "z"])]), to: new, in: context)
        XCTAssertEqual(update.items.first, LayoutUpdate.Item(identifier: "x", change: .deleted, from: IndexPath(item: 0, section: 0), to: nil,
                                                             frameBefore: CGRect(x: 0, y: 0, width: 320, height: 44), frameAfter: nil))
        XCTAssertEqual(update.items.last?.isReloaded, true)
        XCTAssertEqual(update.items.last?.change, .slid)        // z: 88 -> 44
        XCTAssertTrue(update.report.contains("reload      @z 0.2   -> 0.1  "), update.report)
        XCTAssertTrue(update.report.contains("delete      @x 0.0            (0, 0, 320 x 44)"), update.report)
    }

    func testTheTransitionDrawings() throws {
        let update = try LayoutUpdate(layout: SnapshotSolvingTests.listLayout(), from: make([("a", ["x", "y", "z"])]),
                                      to: make([("a", ["w", "x", "z"])]), in: context)
        let ascii = update.asciiDiagram(width: 41)
        XCTAssertTrue(ascii.hasPrefix("before:\n"), ascii)
        XCTAssertTrue(ascii.contains("-y"), ascii)       // y disappears
        XCTAssertTrue(ascii.contains("+w"), ascii)       // w appears
        XCTAssertTrue(ascii.contains("~x"), ascii)       // x slides
        let svg = update.svgDiagram()
        XCTAssertTrue(svg.contains(#"<rect class="inserted" x="0" y="0" width="320" height="44"><title>w: inserted - -&gt; 0.0</title></rect>"#), svg)
        XCTAssertTrue(svg.contains(#"<rect class="deleted" x="0" y="44" width="320" height="44">"#), svg)
        XCTAssertTrue(svg.contains(#"<line class="path" x1="160" y1="22" x2="160" y2="66"/>"#), svg)   // x: centre 22 -> 66
    }

    func testItemsOutOfADeletedSectionAreDeletedAndInsertedAgain() throws {
        let update = try LayoutUpdate(layout: SnapshotSolvingTests.listLayout(), from: make([("a", ["x"]), ("b", ["y"])]),
                                      to: make([("b", ["y", "x"])]), in: context)
        XCTAssertEqual(update.items.map(\.change), [.deleted, .slid, .inserted])
        XCTAssertTrue(update.report.contains("delete      section @a 0"), update.report)
    }

    func testMisuseAndMissingIdentifiersAreErrors() throws {
        var bad = make([("a", ["x"])])
        bad.appendItems(["x2", "x2"])
        XCTAssertThrowsError(try LayoutUpdate(layout: SnapshotSolvingTests.listLayout(), from: make([("a", ["x"])]), to: bad, in: context)) {
            XCTAssertEqual(($0 as? DiffableSnapshotError)?.problem, .duplicateIdentifiers)
        }
        let plain = try SnapshotSolvingTests.listLayout().solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [1]))
        XCTAssertThrowsError(try LayoutUpdate(difference: SnapshotDifference(), before: plain, after: plain))
    }
}
