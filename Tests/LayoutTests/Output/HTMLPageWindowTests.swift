import LayoutKitLinux
import XCTest

/// The HTML page is bounded (issue #29, item 9; Docs/CLI.md, "html"): a layout of more elements than a page draws is
/// drawn in a window along the scroll axis, and the page says which part.
final class HTMLPageWindowTests: XCTestCase {
    /// Four 0.25-wide cells a 100-pt row in 400 x 800: row k at y 100k.
    private func grid(items: Int) -> (UICollectionViewCompositionalLayout, LayoutContext) {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        return (UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                LayoutContext(containerSize: CGSize(width: 400, height: 800), itemCounts: [items]))
    }

    func testALayoutOverTheLimitIsDrawnInAWindowThePageNames() throws {
        let (layout, context) = grid(items: 400)
        let tab = try HTMLPage.Tab(name: "grid", layout: layout, context: context, maximumElements: 40)
        // 400 cells in 10,000 pt; 40 of them take 1,000 pt, and the window is 0.9 of that: y 0 to 900, rows 0-8 (36 cells).
        XCTAssertEqual(tab.window, CGRect(x: 0, y: 0, width: 400, height: 900))
        XCTAssertEqual(tab.totalElements, 400)
        XCTAssertEqual(tab.offsets.count, 1, "no slider on a windowed page")
        let page = HTMLPage.render([tab], title: "grid")
        XCTAssertTrue(page.contains("This layout has 400 elements; the page draws the 36 in y 0 to 900 pt"), page)
        XCTAssertEqual(page.components(separatedBy: "<rect class=\"cell\"").count - 1, 36)
        XCTAssertTrue(page.contains("viewBox=\"-8 -8 416 916\""), "the picture covers the window")
    }

    func testAWindowStartsAtTheVisibleBoundsOrTheOneAsked() throws {
        var (layout, context) = grid(items: 400)
        context.contentOffset = CGPoint(x: 0, y: 5_000)
        let atOffset = try HTMLPage.Tab(name: "grid", layout: layout, context: context, maximumElements: 40)
        XCTAssertEqual(atOffset.window?.minY, 5_000)
        let asked = try HTMLPage.Tab(name: "grid", layout: layout, context: context, window: CGRect(x: 0, y: 200, width: 400, height: 300))
        // Asked for y 200 to 500 (rows 2-4): 12 cells, under the limit, so the window is the one asked.
        XCTAssertEqual(asked.window, CGRect(x: 0, y: 200, width: 400, height: 300))
        XCTAssertTrue(HTMLPage.render([asked]).contains("the page draws the 12 in y 200 to 500 pt"))
    }

    func testALayoutUnderTheLimitIsDrawnWholeWithItsSlider() throws {
        let (layout, context) = grid(items: 400)
        let tab = try HTMLPage.Tab(name: "grid", layout: layout, context: context)
        XCTAssertNil(tab.window)
        XCTAssertNil(tab.windowNote)
        XCTAssertGreaterThan(tab.offsets.count, 1)
    }

    func testThePageOffersToFitThePictureToTheWindowsWidth() throws {
        // A 10,000-pt layout drawn a point a pixel: the "fit width" box scales the picture to the window (issue #28, item 5).
        let (layout, context) = grid(items: 400)
        let page = HTMLPage.render([try HTMLPage.Tab(name: "grid", layout: layout, context: context)])
        XCTAssertTrue(page.contains("<label class=\"fit\"><input type=\"checkbox\" data-fit>fit width</label>"), page)
        XCTAssertTrue(page.contains(".fit-width .picture svg { width: 100%; height: auto; }"))
        XCTAssertTrue(page.contains("root.classList.toggle(\"fit-width\", fit.checked)"))
    }

    func testLayoutDumpSaysOnStandardErrorThatThePageIsAWindow() throws {
        // 150,000 cells, over the 100,000 a page draws.
        let document = #"{"container": {"width": 400, "height": 800}, "sections": [{"items": 150000, "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(100)"}, "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(0.25)", "heightDimension": "fractionalHeight(1)"}}]}}]}"#
        let result = try LayoutDumpRunner.run(["--format", "html", "--offset", "1000000", "-"], stdin: Data(document.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        // 150,000 cells in 3,750,000 pt: 100,000 take 2,500,000 pt, the window 0.9 of that from y 1,000,000.
        XCTAssertTrue(result.stderr.contains("This layout has 150000 elements; the page draws the 90000 in y 1000000 to 3250000 pt"), result.stderr)
        XCTAssertTrue(result.stdout.contains("<p class=\"note\">This layout has 150000 elements"))
    }
}
