import LayoutKitLinux
import XCTest

/// `layout-dump update --format svg` (`LayoutUpdate.svgDiagram()`): a legend, no arrow over a label, no deleted cell
/// under a moved one (issue #28, item 5; Docs/CLI.md, "update").
final class LayoutUpdatePictureTests: XCTestCase {
    /// Examples/feed-before.json to feed-after.json: news-9 inserted at (0, 100), news-8 deleted at (160, 150), news-6
    /// moved from (160, 100) to (160, 150) — onto the deleted cell's place — and news-5 slid from (0, 100) to (160, 100).
    private func picture() throws -> String {
        let result = try LayoutDumpRunner.run(["update", "--format", "svg", "Examples/feed-before.json", "Examples/feed-after.json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        return result.stdout
    }

    func testTheLegendNamesEveryChangeDrawnAboveThePicture() throws {
        let svg = try picture()
        for entry in ["unchanged", "+ inserted", "- deleted (where it was)", "&gt; moved by the update", "~ slid by the layout",
                      "old place, arrow to the new"] {
            XCTAssertTrue(svg.contains(">\(entry)</text>"), entry)
        }
        // Three 14-pt legend rows above the 8-pt margin: the view box starts at -8 - 42 = -50.
        XCTAssertTrue(svg.contains("viewBox=\"-8 -50 336 258\""), svg)
    }

    func testTheDeletedCellIsDrawnOverTheCellThatMovedIntoItsPlace() throws {
        let svg = try picture()
        let deleted = try XCTUnwrap(svg.range(of: "<rect class=\"deleted\" x=\"160\" y=\"150\""))
        let moved = try XCTUnwrap(svg.range(of: "<rect class=\"moved\" x=\"160\" y=\"150\""))
        XCTAssertLessThan(moved.lowerBound, deleted.lowerBound, "drawn later, so on top")
        // Their labels share the 160 x 50 frame at (160, 150): the deleted one in the upper quarter (y 162.5), the moved
        // one in the lower (y 187.5), 12 pt each (0.3 of 50 is 15, capped at 12).
        XCTAssertTrue(svg.contains("<text x=\"240\" y=\"162.5\" font-size=\"12\">-news-8</text>"), svg)
        XCTAssertTrue(svg.contains("<text x=\"240\" y=\"187.5\" font-size=\"12\">&gt;news-6</text>"), svg)
    }

    func testEveryLabelIsDrawnAfterEveryArrow() throws {
        let svg = try picture()
        let lastArrow = try XCTUnwrap(svg.range(of: "<line class=\"path\"", options: .backwards))
        let legendEnd = try XCTUnwrap(svg.range(of: "</g>"))
        let labels = svg[legendEnd.upperBound...].components(separatedBy: "<text ").dropFirst()
        XCTAssertEqual(labels.count, 6, "a label for each of the six cells")
        let firstLabel = try XCTUnwrap(svg.range(of: "<text ", range: legendEnd.upperBound..<svg.endIndex))
        XCTAssertLessThan(lastArrow.lowerBound, firstLabel.lowerBound)
        // Labels have a white halo, so an arrow passing under one never crosses its glyphs.
        XCTAssertTrue(svg.contains("paint-order: stroke; stroke: #ffffff"))
    }
}
