import Foundation
import XCTest

/// `layout-dump update` on large layouts (Docs/Reliability.md, "Memory on millions of items"): the text report is
/// written item by item at any size; the drawings, made from every item's entry, are refused above 250,000 items a
/// layout with exit 2 and the limit named, never held until the process is killed.
final class CLIUpdateLimitTests: XCTestCase {
    /// One section of `count` identifiers `i0 …` in a 4-column grid of 100-pt rows, `new` inserted first when `inserted`.
    static func document(_ count: Int, inserted: Bool = false) -> String {
        let names = (inserted ? ["\"new\""] : []) + (0..<count).map { "\"i\($0)\"" }
        return LayoutJSON.row(items: 0, itemWidth: "fractionalWidth(0.25)", height: "absolute(100)", extraRoot: "\"container\": {\"width\": 400, \"height\": 800},")
            .replacingOccurrences(of: "\"items\": 0", with: "\"items\": [\(names.joined(separator: ","))]")
    }

    func testTheDrawingsOfAnUpdateOverTheLimitAreRefusedNamingIt() throws {
        let (before, cleanBefore) = try LayoutDumpRunner.temporaryFile(Self.document(250_001), name: "before.json")
        defer { cleanBefore() }
        let (after, cleanAfter) = try LayoutDumpRunner.temporaryFile(Self.document(3), name: "after.json")
        defer { cleanAfter() }
        for format in ["ascii", "svg", "text,svg"] {
            let result = try LayoutDumpRunner.run(["update", "--format", format, before.path, after.path])
            XCTAssertEqual(result.status, 2, format)
            XCTAssertEqual(result.stdout, "", format)
            XCTAssertTrue(result.stderr.contains("update --format \(format == "ascii" ? "ascii" : "svg") draws every item, at most 250000 a layout, "
                                                 + "and these have 250001 and 3; --format text reports an update of any size"), result.stderr)
        }
    }

    func testTheTextReportOfAnUpdateHasNoSuchLimit() throws {
        let (before, cleanBefore) = try LayoutDumpRunner.temporaryFile(Self.document(4), name: "before.json")
        defer { cleanBefore() }
        let (after, cleanAfter) = try LayoutDumpRunner.temporaryFile(Self.document(4, inserted: true), name: "after.json")
        defer { cleanAfter() }
        let result = try LayoutDumpRunner.run(["update", before.path, after.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        // 100-pt cells in 4 columns: new at (0, 0); i0 … i2 slide a column on, i3 to the next row.
        XCTAssertEqual(result.stdout, """
            --- \(before.path)
            +++ \(after.path)
            insert      @new       -> 0.0   (0, 0, 100 x 100)
            slide       @i0  0.0   -> 0.1   (0, 0) -> (100, 0)
            slide       @i1  0.1   -> 0.2   (100, 0) -> (200, 0)
            slide       @i2  0.2   -> 0.3   (200, 0) -> (300, 0)
            slide       @i3  0.3   -> 0.4   (300, 0) -> (0, 100)
            items: 1 inserted, 0 deleted, 0 moved, 4 slid, 0 unchanged; 0 reloaded, 0 reconfigured; sections: 0 inserted, 0 deleted, 0 moved, 0 reloaded

            """)
    }
}
