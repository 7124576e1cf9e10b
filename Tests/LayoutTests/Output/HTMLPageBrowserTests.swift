import Foundation
import XCTest
@testable import LayoutKitLinux

/// The interactive page in a real browser: headless Chromium loads the page with a small probe script added at its end,
/// which uses the page as a user would (moves the slider, hovers, taps a toggle, switches tabs) and writes what the page
/// then shows (element frames measured with `getBoundingClientRect()`, converted to points through the SVG's viewBox,
/// and the info line) into the DOM, which `--dump-dom` prints. Expected values are derived by hand from the layout rules.
///
/// Chromium comes from Debian's `chromium` package (`apt-get install -y chromium`; `.ci/run` installs it when it is
/// missing). Without it the test is skipped with a message, except where `CI` or `LAYOUTKIT_REQUIRE_BROWSER=1` is set:
/// there a missing browser is a failure.
final class HTMLPageBrowserTests: XCTestCase {
    /// The first Chromium on PATH (or `LAYOUTKIT_CHROMIUM`).
    static func chromium() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["LAYOUTKIT_CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"] {
            for directory in directories {
                let path = directory + "/" + name
                if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
            }
        }
        return nil
    }

    static var browserRequired: Bool {
        let environment = ProcessInfo.processInfo.environment
        let ci = (environment["CI"] ?? "").lowercased()
        return environment["LAYOUTKIT_REQUIRE_BROWSER"] == "1" || (!ci.isEmpty && ci != "false" && ci != "0")
    }

    /// Loads `page` plus `probe` in headless Chromium and returns what the probe wrote (JSON), within 60 s.
    static func run(_ page: String, probe: String, browser: URL) throws -> [String: Any] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutkit-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let pageURL = scratch.appendingPathComponent("page.html")
        let probed = page.replacingOccurrences(of: "</body>", with: "<script>\(probe)</script>\n</body>")
        try Data(probed.utf8).write(to: pageURL)
        let outURL = scratch.appendingPathComponent("dom.html")
        try Data().write(to: outURL)
        let output = try FileHandle(forWritingTo: outURL)
        defer { try? output.close() }

        let process = Process()
        process.executableURL = browser
        // --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                             "--user-data-dir=\(scratch.appendingPathComponent("profile").path)", "--window-size=1000,800",
                             "--dump-dom", pageURL.absoluteString]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw BrowserError(message: "Chromium did not finish within 60 s")
        }
        let dom = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"probe-results\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw BrowserError(message: "the probe wrote no results (exit status \(process.terminationStatus)); the DOM began: \(dom.prefix(300))")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw BrowserError(message: "the probe's results are not a JSON object: \(text.prefix(300))")
        }
        return object
    }

    struct BrowserError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// What the probe does, in order, recording into `results`: frames in points of the cell 0.1 and the header, the info
    /// line after hovering; the slider moved to stops 10 and 27 and back to 0; the cells toggled off; the second tab.
    static let probe = """
    (function () {
      const results = {};
      const tabs = JSON.parse(document.getElementById("layout-data").textContent);
      const sections = document.querySelectorAll("section.tab");
      function index(t, category, path) { return tabs[t].e.findIndex(function (e) { return e[0] === category && e[3] === path; }); }
      function group(t, category, path) { return sections[t].querySelector('svg > g[data-i="' + index(t, category, path) + '"]'); }
      function points(t, node) {
        const svg = sections[t].querySelector("svg");
        const s = svg.getBoundingClientRect(), r = node.getBoundingClientRect(), box = svg.viewBox.baseVal;
        const k = box.width / s.width;
        return [(r.left - s.left) * k + box.x, (r.top - s.top) * k + box.y, r.width * k, r.height * k]
          .map(function (v) { return Math.round(v * 100) / 100; });
      }
      function frame(t, category, path) { return points(t, group(t, category, path).querySelector("rect")); }
      function hover(t, category, path) {
        group(t, category, path).querySelector("rect").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
        return sections[t].querySelector(".info").textContent;
      }
      function slide(t, stop) {
        const slider = sections[t].querySelector("input[type=range]");
        slider.value = String(stop);
        slider.dispatchEvent(new Event("input", { bubbles: true }));
        return sections[t].querySelector(".slider output").textContent;
      }
      results.cellAtRest = frame(0, "cell", "0.1");
      results.headerAtRest = frame(0, "supplementary", "0.0");
      results.hoverCell = hover(0, "cell", "0.1");
      results.offset10 = slide(0, 10);
      results.headerAt10 = frame(0, "supplementary", "0.0");
      results.viewportAt10 = points(0, sections[0].querySelector("rect.viewport"));
      results.hoverHeaderAt10 = hover(0, "supplementary", "0.0");
      results.cellAt10 = frame(0, "cell", "0.1");
      slide(0, 27);
      results.headerAt27 = frame(0, "supplementary", "0.0");
      slide(0, 0);
      results.headerBack = frame(0, "supplementary", "0.0");
      group(0, "cell", "0.2").querySelector("rect").dispatchEvent(new MouseEvent("click", { bubbles: true }));
      results.tapInfo = sections[0].querySelector(".info").textContent;
      results.tapSelected = group(0, "cell", "0.2").classList.contains("selected");
      const labels = sections[0].querySelector('input[data-toggle="labels"]');
      labels.click();
      results.labelsDisplayOff = getComputedStyle(sections[0].querySelector("g.labels")).display;
      labels.click();
      const cells = sections[0].querySelector('input[data-toggle="cell"]');
      cells.click();
      results.cellDisplayOff = getComputedStyle(group(0, "cell", "0.1")).display;
      results.headerDisplayOff = getComputedStyle(group(0, "supplementary", "0.0")).display;
      cells.click();
      results.cellDisplayOn = getComputedStyle(group(0, "cell", "0.1")).display;
      document.querySelector('.tab-button[data-tab="1"]').click();
      results.firstTabHidden = sections[0].hidden;
      results.secondTabCell = frame(1, "cell", "0.1");
      const pre = document.createElement("pre");
      pre.id = "probe-results";
      pre.textContent = JSON.stringify(results);
      document.body.appendChild(pre);
    })();
    """

    func testThePageShowsFramesAndTheSliderMovesThePinnedHeader() throws {
        guard let browser = Self.chromium() else {
            if Self.browserRequired {
                XCTFail("Chromium is required here (CI or LAYOUTKIT_REQUIRE_BROWSER=1) but none is on PATH: apt-get install -y chromium")
                return
            }
            throw XCTSkip("Chromium is not installed, so the HTML page's browser test is skipped (apt-get install -y chromium; CI installs it)")
        }
        // Two devices, 320 and 390 wide, 200 tall: HTMLPageTests.pinnedGrid, two columns of 44-pt rows under a pinned 30-pt header.
        let tabs = try [320, 390].map {
            try HTMLPage.Tab(name: "\($0) wide", layout: HTMLPageTests.pinnedGrid(), context: HTMLPageTests.context(width: CGFloat($0)))
        }
        let started = Date()
        let results = try Self.run(HTMLPage.render(tabs, title: "pinned grid"), probe: Self.probe, browser: browser)
        func frame(_ key: String) -> [Double]? { (results[key] as? [NSNumber])?.map(\.doubleValue) }

        // At rest (offset 0): the halves of 320 are 160, so cell 0.1 is at x 160, below the 30-pt header: (160, 30, 160, 44).
        XCTAssertEqual(frame("cellAtRest"), [160, 30, 160, 44])
        XCTAssertEqual(frame("headerAtRest"), [0, 0, 320, 30])
        XCTAssertEqual(results["hoverCell"] as? String, "cell 0.1: frame (160, 30, 160 x 44), zIndex 0")
        // Stop 10 is offset 100 (every 10 pt from 0): the header pins at max(0, min(100, 470 - 30)) = 100, in view, so its
        // zIndex is 1,000,000,000 + 1 (Docs/Solver.md, step 3e); the visible bounds are (0, 100, 320, 200); cells stay.
        XCTAssertEqual(results["offset10"] as? String, "0, 100")
        XCTAssertEqual(frame("headerAt10"), [0, 100, 320, 30])
        XCTAssertEqual(frame("viewportAt10"), [0, 100, 320, 200])
        XCTAssertEqual(results["hoverHeaderAt10"] as? String,
                       "supplementary UICollectionElementKindSectionHeader 0.0: frame (0, 100, 320 x 30), zIndex 1000000001")
        XCTAssertEqual(frame("cellAt10"), [160, 30, 160, 44])
        // Stop 27 is the end of the content, 470 - 200 = 270: the header at 270. Back at stop 0 it is at 0 again.
        XCTAssertEqual(frame("headerAt27"), [0, 270, 320, 30])
        XCTAssertEqual(frame("headerBack"), [0, 0, 320, 30])
        // A tap selects: cell 0.2 is the first of the second row, (0, 30 + 44, 160, 44).
        XCTAssertEqual(results["tapInfo"] as? String, "cell 0.2: frame (0, 74, 160 x 44), zIndex 0")
        XCTAssertEqual(results["tapSelected"] as? Bool, true)
        XCTAssertEqual(results["labelsDisplayOff"] as? String, "none")
        // The cells' toggle hides cells only.
        XCTAssertEqual(results["cellDisplayOff"] as? String, "none")
        XCTAssertEqual(results["headerDisplayOff"] as? String, "inline")
        XCTAssertNotEqual(results["cellDisplayOn"] as? String, "none")
        // The second tab, 390 wide: halves of 195, cell 0.1 at x 195.
        XCTAssertEqual(results["firstTabHidden"] as? Bool, true)
        XCTAssertEqual(frame("secondTabCell"), [195, 30, 195, 44])
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "the browser run should stay well under 30 s")
    }
}
