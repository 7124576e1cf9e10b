import Foundation
import XCTest
@testable import LayoutKitLinux

/// Very large layouts print a window of the ASCII diagram, not a million lines (Docs/CLI.md, "ascii"): by default the
/// first `ASCIIDiagram.defaultScreens` container lengths along the scroll axis; `--offset N` from N; `--rect X,Y,W,H`
/// exactly that rectangle.
final class ASCIIWindowTests: XCTestCase {
    func testTheDefaultWindowIsThreeScreensOfALongLayoutAndNoneOfAShortOne() {
        let long = CGSize(width: 390, height: 6_400_024), view = CGSize(width: 390, height: 844)
        // 3 x 844 = 2532 from the top, across the whole width.
        XCTAssertEqual(ASCIIDiagram.window(contentSize: long, containerSize: view, scrollDirection: .vertical),
                       CGRect(x: 0, y: 0, width: 390, height: 2532))
        XCTAssertEqual(ASCIIDiagram.window(contentSize: long, containerSize: view, scrollDirection: .vertical, offset: 5000),
                       CGRect(x: 0, y: 5000, width: 390, height: 2532))
        // Past the end: the last 2532 pt, 6,400,024 - 2532 = 6,397,492.
        XCTAssertEqual(ASCIIDiagram.window(contentSize: long, containerSize: view, scrollDirection: .vertical, offset: 7_000_000),
                       CGRect(x: 0, y: 6_397_492, width: 390, height: 2532))
        // Sideways: along x, 3 x 390 = 1170 wide, the full height.
        XCTAssertEqual(ASCIIDiagram.window(contentSize: CGSize(width: 50_000, height: 300), containerSize: CGSize(width: 390, height: 300),
                                           scrollDirection: .horizontal),
                       CGRect(x: 0, y: 0, width: 1170, height: 300))
        // 792 pt fits in three screens: the whole layout, no window; asked for an offset, it starts within the content.
        let short = CGSize(width: 390, height: 792)
        XCTAssertNil(ASCIIDiagram.window(contentSize: short, containerSize: view, scrollDirection: .vertical))
        XCTAssertEqual(ASCIIDiagram.window(contentSize: short, containerSize: view, scrollDirection: .vertical, offset: 100),
                       CGRect(x: 0, y: 0, width: 390, height: 792))
    }

    func testAWindowIsDrawnAsItsOwnContentAndSaysWhichPartItIs() {
        // Four 44-pt rows, 320 wide; the window y 88...176 holds rows 2 and 3. At width 41: 8 pt a column, 16 a row;
        // row 2 spans rows 0...3 (44 / 16 = 2.75), row 3 rows 3...6 (88 / 16 = 5.5, rounded up); labels centred on
        // rows 1 and 4 from column 1 + (39 - 3) / 2 = 19.
        let rows = (0..<4).map { item -> UICollectionViewLayoutAttributes in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            a.frame = CGRect(x: 0, y: CGFloat(item) * 44, width: 320, height: 44)
            return a
        }
        let text = ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 176), elements: rows, width: 41,
                                       window: CGRect(x: 0, y: 88, width: 320, height: 88))
        let blank = String(repeating: " ", count: 39), edge = "+" + String(repeating: "-", count: 39) + "+"
        let label = { (path: String) in "|" + String(repeating: " ", count: 18) + path + String(repeating: " ", count: 18) + "|" }
        XCTAssertEqual(text, [
            "content 320 x 176 pt; window x 0 to 320, y 88 to 176 pt; 1 column = 8 pt, 1 row = 16 pt",
            edge, label("0.2"), "|\(blank)|", edge, label("0.3"), "|\(blank)|", edge,
            "a window of the content: --offset N or --rect X,Y,W,H draws another part", "",
        ].joined(separator: "\n"))
    }

    func testLayoutDumpPrintsAWindowOfAHundredThousandItems() throws {
        // Examples/two-column-grid.json with 100,000 items: rows every 128 pt, 6,400,024 pt of content in 390 x 844.
        let url = LayoutDumpRunner.examplesDirectory.appendingPathComponent("two-column-grid.json")
        let big = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"items\": 12", with: "\"items\": 100000")
        XCTAssertTrue(big.contains("100000"))
        let result = try LayoutDumpRunner.run(["--format", "ascii", "--width", "60", "-"], stdin: Data(big.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[0].hasPrefix("content 390 x 6400024 pt; window x 0 to 390, y 0 to 2532 pt;"), String(lines[0]))
        // 2532 pt at 390 / 59 pt a column, twice that a row (13.2203 pt): each 128-pt row of cells is 9 rows of cell and
        // 1 of gap (DiagramRows), 10 rows for 9.68 at the scale, so the walk stays a row below the scale; the window's
        // end, 2532 pt, is 191.5 -> 192 rows at the scale, one more in the walk: rows 0...193, then the note.
        XCTAssertEqual(lines.count, 1 + 194 + 2)
        XCTAssertTrue(result.stdout.contains("0.38"), "row 19 (y 16 + 19 x 128 = 2448) is in the window")
        XCTAssertFalse(result.stdout.contains("0.40 "), "row 20 (y 2576) is not")
        // From an offset: y 5,000,000 to 5,002,532; row k (items 2k, 2k + 1) starts at 16 + 128k.
        let offset = try LayoutDumpRunner.run(["--format", "ascii", "--width", "60", "--offset", "5000000", "-"], stdin: Data(big.utf8))
        XCTAssertTrue(offset.stdout.hasPrefix("content 390 x 6400024 pt; window x 0 to 390, y 5000000 to 5002532 pt;"), offset.stdout)
        XCTAssertTrue(offset.stdout.contains("0.78126"), "row 39,063 starts at 16 + 39,063 x 128 = 5,000,080")
        for (arguments, message) in [(["--offset", "far"], "invalid --offset 'far'"), (["--rect", "0,0,390"], "invalid --rect '0,0,390'"),
                                     (["--rect", "0,0,-1,5"], "invalid --rect '0,0,-1,5'")] {
            let bad = try LayoutDumpRunner.run(["--format", "ascii"] + arguments + ["-"], stdin: Data(big.utf8))
            XCTAssertEqual(bad.status, 2)
            XCTAssertTrue(bad.stderr.contains(message), bad.stderr)
        }
    }
}
