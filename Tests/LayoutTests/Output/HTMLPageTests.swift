import Foundation
import XCTest
@testable import LayoutKitLinux

/// The interactive page (Docs/CLI.md, "html") without a browser: one self-contained file, the slider's offsets, and
/// the embedded states being the solver's frames at each offset. `HTMLPageBrowserTests` checks what a browser shows.
final class HTMLPageTests: XCTestCase {
    /// Two columns of 44-pt rows under a pinned 30-pt header, 20 items: content 30 + 10 x 44 = 470 tall.
    static func pinnedGrid() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func context(width: CGFloat) -> LayoutContext {
        LayoutContext(containerSize: CGSize(width: width, height: 200), itemCounts: [20])
    }

    func testSliderOffsetsRunEveryTenPointsToTheEndOfTheContent() {
        // 470 of content in a 200-pt view: the content ends at offset 270; 270 / 46 stops is under 10, so every 10 pt.
        XCTAssertEqual(HTMLPage.sampledOffsets(contentLength: 470, viewLength: 200, resting: 0, maximumStops: 48),
                       Array(stride(from: 0, through: 270, by: 10)).map { CGFloat($0) })
        // 1420 in 844 ends at 576: 576 / 46 = 12.5, rounded up to a multiple of 10: every 20 pt to 560, then 576;
        // the resting 300 is one of them. A resting offset between stops is added in order.
        let long = HTMLPage.sampledOffsets(contentLength: 1420, viewLength: 844, resting: 300, maximumStops: 48)
        XCTAssertEqual(long, Array(stride(from: 0, through: 560, by: 20)).map { CGFloat($0) } + [576])
        XCTAssertEqual(HTMLPage.sampledOffsets(contentLength: 1420, viewLength: 844, resting: 305, maximumStops: 48).count, long.count + 1)
        // Content shorter than the view: one stop at 0 (and the resting offset).
        XCTAssertEqual(HTMLPage.sampledOffsets(contentLength: 100, viewLength: 200, resting: 0, maximumStops: 48), [0])
        // A million elements: at most 2 stops, the start and the end.
        XCTAssertEqual(HTMLPage.maximumStops(elementCount: 1_000_000), 2)
        XCTAssertEqual(HTMLPage.sampledOffsets(contentLength: 1_000_000, viewLength: 800, resting: 0, maximumStops: 2), [0, 999_200])
    }

    func testEachStopHoldsTheSolversFramesOfWhatMoved() throws {
        let tab = try HTMLPage.Tab(name: "320", layout: Self.pinnedGrid(), context: Self.context(width: 320))
        XCTAssertEqual(tab.offsets.count, 28)
        XCTAssertEqual(tab.restingStop, 0)
        XCTAssertEqual(tab.stops[10].offset, CGPoint(x: 0, y: 100))
        // At offset 100 only the pinned header moves: to max(0, min(100, 470 - 30)) = 100 (Docs/Solver.md, step 4); it is in
        // view at rest and there, so its zIndex is 1,000,000,000 + 1 both times.
        let header = try XCTUnwrap(tab.elements.firstIndex { $0.representedElementCategory == .supplementaryView })
        XCTAssertEqual(tab.stops[10].changes.map(\.index), [header])
        XCTAssertEqual(tab.stops[10].changes.first?.element.frame, CGRect(x: 0, y: 100, width: 320, height: 30))
        XCTAssertEqual(tab.stops[10].changes.first?.element.zIndex, 1_000_000_001)
        // The last stop, 270: the header at 270 (its section ends at 470, so it is not pushed up yet).
        XCTAssertEqual(tab.stops[27].changes.first?.element.frame.minY, 270)
        XCTAssertEqual(tab.stops[0].changes.count, 0)

        let page = HTMLPage.render([tab], title: "grid")
        // The state embedded for it: [index, x, y, width, height, zIndex, transform, opacity, hidden].
        XCTAssertTrue(page.contains("[\(header),0,100,320,30,1000000001,\"\",1,0]"), "offset 100's change")
        XCTAssertTrue(page.contains("\"offsets\":[[0,0],[0,10],[0,20],"))
        XCTAssertTrue(page.contains("<input type=\"range\" min=\"0\" max=\"27\" step=\"1\" value=\"0\">"))
    }

    func testThePageIsOneFileThatLoadsNothing() throws {
        let tab = try HTMLPage.Tab(name: "320", layout: Self.pinnedGrid(), context: Self.context(width: 320))
        let page = HTMLPage.render([tab], title: "grid")
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        XCTAssertTrue(page.hasSuffix("</html>\n"))
        // The only URL is the SVG namespace (an identifier, never fetched); no external script, style, image or font.
        let urls = page.components(separatedBy: "http").dropFirst().map { "http" + $0.prefix { $0 != "\"" } }
        XCTAssertEqual(Set(urls), ["http://www.w3.org/2000/svg"])
        for forbidden in ["<link", " src=", "@import", "url(", "<iframe", "<img"] {
            XCTAssertFalse(page.contains(forbidden), forbidden)
        }
        XCTAssertEqual(page.components(separatedBy: "<svg ").count - 1, 1)
        XCTAssertFalse(page.contains("class=\"tabs\""), "one layout, no tab buttons")
    }

    func testOneTabPerLayoutAndKindsCannotEndTheScript() throws {
        let narrow = try HTMLPage.Tab(name: "iPhone SE", layout: Self.pinnedGrid(), context: Self.context(width: 320))
        let cell = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "</script><b>x", with: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let dump = HTMLPage.Tab(name: "dump & more", contentSize: CGSize(width: 100, height: 20), elements: [cell])
        let page = HTMLPage.render([narrow, dump], title: "two")
        XCTAssertEqual(page.components(separatedBy: "<section class=\"tab\"").count - 1, 2)
        XCTAssertTrue(page.contains("<button type=\"button\" role=\"tab\" class=\"tab-button\" data-tab=\"1\" aria-selected=\"false\">dump &amp; more</button>"))
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 2, "only the data's and the script's own ends")
        XCTAssertTrue(page.contains("\"\\u003c/script>\\u003cb>x\""))
        // A dump has no slider and no visible bounds.
        XCTAssertEqual(page.components(separatedBy: "type=\"range\"").count - 1, 1)
    }

    func testCellsOfASnapshotAreNamedByTheirIdentifiers() throws {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["feed"])
        snapshot.appendItems(["news-7", "news-8"])
        let context = LayoutContext(containerSize: CGSize(width: 320, height: 480), snapshot: snapshot)
        let page = HTMLPage.render([try HTMLPage.Tab(name: "feed", layout: Self.pinnedGrid(), context: context)])
        // Each element: [class, kind, name, index path]; the picture's labels name the cells the same way.
        XCTAssertTrue(page.contains("[\"cell\",null,\"news-8 (0.1)\",\"0.1\"]"), "cell 0.1 is news-8")
        XCTAssertTrue(page.contains(">news-8</text>"))
    }

    func testEmptyInputsStillMakeAPage() throws {
        // No tabs, and a layout with no items (content 0 tall: one stop, at 0).
        XCTAssertTrue(HTMLPage.render([]).hasPrefix("<!DOCTYPE html>"))
        let empty = try HTMLPage.Tab(name: "empty", layout: Self.pinnedGrid(),
                                     context: LayoutContext(containerSize: CGSize(width: 320, height: 200), itemCounts: [0]))
        XCTAssertEqual(empty.offsets, [CGPoint(x: 0, y: 0)])
        XCTAssertTrue(HTMLPage.render([empty]).contains("<svg "))
        // A window that is not a rectangle draws nothing rather than trapping.
        XCTAssertEqual(ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 44), elements: [UICollectionViewLayoutAttributes](),
                                           window: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
                       "content 320 x 44 pt: nothing to draw\n")
    }

    func testLayoutDumpWritesThePage() throws {
        let result = try LayoutDumpRunner.run(["--format", "html", "Examples/apple-pinned-section-headers.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(result.stdout.contains("<title>Examples/apple-pinned-section-headers.json</title>"))
        // Scrolled to y 300 in 390 x 844: the slider rests there, every 20 pt from 0 to 1420 - 844 = 576 (as above).
        XCTAssertTrue(result.stdout.contains("value=\"15\">"), "the resting stop is 300 / 20")
        XCTAssertTrue(result.stdout.contains("<rect class=\"viewport\" data-c=\"viewport\" x=\"0\" y=\"300\" width=\"390\" height=\"844\">"))
    }
}
