import Foundation
import XCTest

/// `layout-dump --fit-width PIXELS` (Docs/CLI.md, `svg`): the picture of a tall layout drawn that many pixels wide,
/// legend included, so it opens whole instead of one point a pixel (issue #28, "SVG/HTML of tall layouts").
///
/// The layouts are 60 rows of 390 x 50 pt, 3,000 pt tall. Their pictures (SVGDiagram, Docs/CLI.md): the content
/// rectangle with an 8-pt margin, 390 + 16 = 406 units wide; the SVG's legend is one row of 14 units above it; the HTML
/// page's picture has no legend (the toggles name the colours).
final class CLIFitWidthTests: XCTestCase {
    private func run(_ arguments: [String], stdin: String? = nil) throws -> LayoutDumpRunner.Result {
        try LayoutDumpRunner.run(arguments, stdin: stdin.map { Data($0.utf8) })
    }

    /// A frame dump of 60 cells 390 x 50 stacked: content 390 x 3000, one class (cell), so one legend row.
    private let tallDump = "# layout-dump frames v1\ncontent 390 3000\n"
        + (0..<60).map { "cell - 0.\($0) 0 \($0 * 50) 390 50 0\n" }.joined()

    /// The same 60 rows as a document: a 390 x 844 view, groups fractionalWidth(1) x absolute(50) of one full-width item.
    private let tallDocument = LayoutJSON.row(items: 60, itemWidth: "fractionalWidth(1)", height: "absolute(50)",
                                              extraRoot: #""container": {"width": 390, "height": 844},"#)

    /// The first `<svg …>` tag's attribute `name`.
    private func svgAttribute(_ name: String, in text: String) throws -> String {
        let tag = try XCTUnwrap(text.range(of: "<svg ").map { text[$0.lowerBound...].prefix { $0 != ">" } })
        let start = try XCTUnwrap(tag.range(of: " \(name)=\""), "no \(name) in \(tag)")
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    func testFitWidthScalesTheSVGToThatManyPixelsAndKeepsItsViewBox() throws {
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(tallDump, name: "tall.frames")
        defer { cleanup() }
        // viewBox: x -8 (the margin), y -8 - 14 (margin and legend row) = -22, 406 wide, 3000 + 16 + 14 = 3030 tall.
        let plain = try run(["--format", "svg", url.path])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(try svgAttribute("viewBox", in: plain.stdout), "-8 -22 406 3030")
        XCTAssertEqual(try svgAttribute("width", in: plain.stdout), "406", "one point a pixel without the option")
        XCTAssertEqual(try svgAttribute("height", in: plain.stdout), "3030")

        // 203 pixels wide is half scale: 3030 / 2 = 1515 tall; the viewBox (legend included) is unchanged.
        let fitted = try run(["--format", "svg", "--fit-width", "203", url.path])
        XCTAssertEqual(fitted.status, 0, fitted.stderr)
        XCTAssertEqual(try svgAttribute("viewBox", in: fitted.stdout), "-8 -22 406 3030")
        XCTAssertEqual(try svgAttribute("width", in: fitted.stdout), "203")
        XCTAssertEqual(try svgAttribute("height", in: fitted.stdout), "1515")
        XCTAssertTrue(fitted.stdout.contains("<g class=\"legend\">"), "the legend is still drawn, scaled with the picture")
        XCTAssertEqual(fitted.stdout.replacingOccurrences(of: #"width="203" height="1515""#, with: #"width="406" height="3030""#),
                       plain.stdout, "only the size attributes differ")
    }

    func testFitWidthAppliesToADocumentsSVGAndHTMLPage() throws {
        // From a document the picture also outlines the section and the visible bounds (0, 0, 390 x 844, inside the
        // content): the SVG's legend is still one row (cell, section frame, visible bounds: about 233 of 390 units).
        let svg = try run(["--format", "svg", "--fit-width", "812", "-"], stdin: tallDocument)
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertEqual(try svgAttribute("viewBox", in: svg.stdout), "-8 -22 406 3030")
        XCTAssertEqual(try svgAttribute("width", in: svg.stdout), "812", "twice the points: 406 x 2")
        XCTAssertEqual(try svgAttribute("height", in: svg.stdout), "6060")

        // The page's picture has no legend: 406 x 3016 units; at 203 pixels, 1508 tall. The "fit width" box is still there.
        let page = try run(["--format", "html", "--fit-width", "203", "-"], stdin: tallDocument)
        XCTAssertEqual(page.status, 0, page.stderr)
        XCTAssertEqual(try svgAttribute("viewBox", in: page.stdout), "-8 -8 406 3016")
        XCTAssertEqual(try svgAttribute("width", in: page.stdout), "203")
        XCTAssertEqual(try svgAttribute("height", in: page.stdout), "1508")
        XCTAssertTrue(page.stdout.contains("data-fit"))
    }

    func testFitWidthRefusesANonPositiveOrNonFiniteWidthAndFormatsWithoutAPicture() throws {
        for value in ["0", "-100", "inf", "nan", "1e3", "wide", "2000000"] {
            let result = try run(["--format", "svg", "--fit-width", value, "-"], stdin: tallDocument)
            XCTAssertEqual(result.status, 2, "\(value): \(result.stdout)")
            XCTAssertEqual(result.stderr.components(separatedBy: "\n").first,
                           "Error: invalid --fit-width '\(value)': expected a number of pixels greater than 0 and at most 1000000, e.g. 800",
                           value)
            XCTAssertEqual(result.stdout, "", "nothing is drawn")
        }
        for formats in ["ascii", "frames,json", "describe"] {
            let result = try run(["--format", formats, "--fit-width", "800", "-"], stdin: tallDocument)
            XCTAssertEqual(result.status, 2, formats)
            XCTAssertEqual(result.stderr.components(separatedBy: "\n").first,
                           "Error: --fit-width applies to --format svg and html only; the formats asked for are \(formats)", formats)
        }
        // Without --format the formats are the default ascii,frames: no picture either.
        let defaults = try run(["--fit-width", "800", "-"], stdin: tallDocument)
        XCTAssertEqual(defaults.status, 2)
        XCTAssertTrue(defaults.stderr.hasPrefix("Error: --fit-width applies to --format svg and html only; the formats asked for are ascii,frames"),
                      defaults.stderr)
        // One picture among other formats is enough.
        XCTAssertEqual(try run(["--format", "ascii,svg", "--fit-width", "800", "-"], stdin: tallDocument).status, 0)
    }

    /// In headless Chromium (a 1000 x 800 window, about 650 pixels of page), the SVG of the 3,000-pt layout fitted to 80
    /// pixels opens whole: 80 / 406 of a pixel a unit, the legend's row (units -22 to -8) at pixels 0 to 2.8, the last
    /// cell's bottom (unit 3000) at (3000 + 22) x 80 / 406 = 595.5 pixels, inside the first screen; drawn a point a
    /// pixel it is at 3022.
    func testAFittedTallSVGShowsItsLegendAndLastCellOnTheFirstScreen() throws {
        guard let browser = HTMLPageBrowserTests.chromium() else {
            if HTMLPageBrowserTests.browserRequired {
                XCTFail("Chromium is required here (CI or LAYOUTKIT_REQUIRE_BROWSER=1) but none is on PATH")
                return
            }
            throw XCTSkip("Chromium is not installed, so the fitted SVG's browser test is skipped (apt-get install -y chromium)")
        }
        let probe = """
        (function () {
          const svg = document.querySelector("svg");
          const legend = svg.querySelector("g.legend").getBoundingClientRect();
          const cells = svg.querySelectorAll("rect.cell:not(.swatch)");
          const last = cells[cells.length - 1].getBoundingClientRect();
          const out = document.createElement("pre");
          out.id = "probe-results";
          out.textContent = JSON.stringify({ legendTop: legend.top, legendBottom: legend.bottom, lastCellBottom: last.bottom,
                                              screen: window.innerHeight, cells: cells.length });
          document.body.appendChild(out);
        })();
        """
        func measured(_ arguments: [String]) throws -> [String: Any] {
            let result = try run(["--format", "svg"] + arguments + ["-"], stdin: tallDocument)
            XCTAssertEqual(result.status, 0, result.stderr)
            let svg = result.stdout.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
            let page = "<!DOCTYPE html>\n<html><body style=\"margin: 0\">\n\(svg)\n</body></html>\n"
            return try HTMLPageBrowserTests.run(page, probe: probe, browser: browser)
        }
        func number(_ results: [String: Any], _ key: String) throws -> Double {
            try XCTUnwrap((results[key] as? NSNumber)?.doubleValue, "\(key) in \(results)")
        }
        let fitted = try measured(["--fit-width", "80"])
        XCTAssertEqual(try number(fitted, "cells"), 60)
        let screen = try number(fitted, "screen")
        XCTAssertGreaterThanOrEqual(try number(fitted, "legendTop"), -0.5)
        XCTAssertLessThanOrEqual(try number(fitted, "legendBottom"), screen, "the legend is on the first screen")
        XCTAssertEqual(try number(fitted, "lastCellBottom"), 595.5, accuracy: 1)
        XCTAssertLessThanOrEqual(try number(fitted, "lastCellBottom"), screen, "the whole layout is on the first screen")

        let plain = try measured([])
        XCTAssertEqual(try number(plain, "lastCellBottom"), 3022, accuracy: 1, "a point a pixel runs far below it")
    }
}
