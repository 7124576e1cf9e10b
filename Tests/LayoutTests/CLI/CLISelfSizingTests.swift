import Foundation
import XCTest
@testable import LayoutKitLinux

/// `layout-dump` with measured cells in the layout file (Docs/Schema.md, "Measured cells"), end to end.
final class CLISelfSizingTests: XCTestCase {
    /// A list of FW1 × ES44 rows, 200 wide, interGroupSpacing 4, with `extra` section keys.
    private func list(items: Int, _ extra: String) -> String {
        """
        {"container": {"width": 200, "height": 400}, "sections": [{"items": \(items), "interGroupSpacing": 4, \(extra)
          "group": {"group": "vertical", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "estimated(44)"},
                    "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "estimated(44)"}}]}}]}
        """
    }

    func testSizesAndTextsGiveMeasuredFrames() throws {
        // Row 0: size 80 (its width 999 is not read: the width is not estimated; its text loses to the size).
        // Row 1: null size and null text → keeps 44.
        // Row 2: no size entry, text "hello world again" with 10-pt glyphs in 200 − 2·10 = 180 → 18 a line:
        // "hello world again" is 17 → 1 line → 20 + 6 + 6 = 32. Row 3: 25 x's → 18 + 7 → 2 lines → 40 + 12 = 52.
        // y = 0, 84, 132, 168; content 168 + 52 = 220.
        let json = list(items: 4, """
            "sizes": [{"width": 999, "height": 80}, null],
            "texts": ["ignored: a size entry wins", null, "hello world again", "\(String(repeating: "x", count: 25))"],
            "textStyle": {"lineHeight": 20, "glyphAdvance": 10, "insets": {"top": 6, "leading": 10, "bottom": 6, "trailing": 10}},
            """)
        let result = try LayoutDumpRunner.run(["--format", "frames", "-"], stdin: Data(json.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            # layout-dump frames v1
            content 200 220
            cell - 0.0 0 0 200 80 0
            cell - 0.1 0 84 200 44 0
            cell - 0.2 0 132 200 32 0
            cell - 0.3 0 168 200 52 0

            """)
    }

    func testTextWithoutAStyleUsesTheDefaultsAndTheLibraryAgrees() throws {
        // Default style: 20-pt lines, 10-pt glyphs, no insets → 20 glyphs a line in 200: "a b" is 1 line (20).
        let json = list(items: 1, #""texts": ["a b"],"#)
        let document = try LayoutDocument.parse(json)
        let solution = try document.makeLayout().solve(document.makeContext())
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 200, height: 20))
    }

    func testBadMeasuredCellsAreNamed() throws {
        for (extra, path) in [(#""sizes": [{"height": -1}],"#, "sections[0].sizes[0].height"),
                              (#""sizes": [{"hieght": 1}],"#, "sections[0].sizes[0].hieght"),
                              (#""sizes": [null, null, null],"#, "sections[0].sizes"),
                              (#""texts": [3],"#, "sections[0].texts[0]"),
                              (#""textStyle": {"glyphAdvance": 0},"#, "sections[0].textStyle.glyphAdvance")] {
            XCTAssertThrowsError(try LayoutDocument.parse(list(items: 2, extra)), extra) { error in
                XCTAssertEqual((error as? LayoutDocumentError)?.path, path, "\(error)")
            }
        }
    }
}
