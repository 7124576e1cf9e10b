import LayoutKitLinux
import XCTest

/// The ASCII drawing shows the scroll position (issue #28, item 5; Docs/CLI.md, "ascii"): a document scrolled away
/// from the top is drawn from its visible bounds, which are marked `<`, with pinned headers where they are pinned, and
/// a cell wholly hidden under another element is named under the drawing.
final class ASCIIScrollPositionTests: XCTestCase {
    func testThePinnedHeadersExampleOpensOnTheVisibleBoundsWithTheHeaderPinnedAtTheTop() throws {
        // Examples/apple-pinned-section-headers.json: 390 x 844 scrolled to y 300. Section 1's header (44 tall) is pinned
        // at the top of the visible bounds, y 300, over cell 1.0 (y 328); before, the drawing started at y 0 with an
        // empty band where section 0's header had moved from.
        let result = try LayoutDumpRunner.run(["--format", "ascii", "--width", "60", "Examples/apple-pinned-section-headers.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.components(separatedBy: "\n")
        XCTAssertTrue(lines[0].hasPrefix("content 390 x 1420 pt; window x 0 to 390, y 300 to 1420 pt;"), lines[0])
        // The first row drawn is the pinned header's top edge, marked as inside the visible bounds.
        XCTAssertTrue(lines[1].hasPrefix(" *====="), lines[1])
        XCTAssertTrue(lines[1].hasSuffix("*  <"), lines[1])
        XCTAssertTrue(lines[2].contains("header 1.0"), lines[2])
        XCTAssertTrue(result.stdout.contains("< marks the visible bounds: content offset (0, 300), 390 x 844 pt"), result.stdout)
        // 1 row = 2 x 390 / 57 = 13.68 pt: the visible bounds' 844 pt end about 62 rows down; the rows after are not marked.
        let marked = lines.filter { $0.hasSuffix(" <") }.count
        XCTAssertEqual(Double(marked), 844 / (2 * 390.0 / 57) + 1, accuracy: 3)
    }

    func testADocumentAtRestIsDrawnAsBeforeWithoutMarks() throws {
        let result = try LayoutDumpRunner.run(["--format", "ascii", "--width", "60", "Examples/two-column-grid.json"])
        XCTAssertFalse(result.stdout.contains(" <\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains("visible bounds"), result.stdout)
    }

    func testAWhollyCoveredCellIsNamedWithWhatCoversIt() throws {
        // Two 320 x 44 cells; a header pinned over the whole of cell 0.1 (zIndex above it).
        let cell0 = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell0.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let cell1 = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        cell1.frame = CGRect(x: 0, y: 44, width: 320, height: 44)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                      with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 44, width: 320, height: 44)
        header.zIndex = 2
        let text = ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 88), elements: [cell0, cell1, header], width: 41)
        XCTAssertTrue(text.contains("covered: 0.1 (under header 0.0)\n"), text)
        XCTAssertTrue(text.contains("0.0"))
    }

    func testTheLibraryMarksTheVisibleBoundsGiven() throws {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                     subitems: [item])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(LayoutContext(containerSize: CGSize(width: 390, height: 80), itemCounts: [6]))
        // Width 41: 39 columns of content (2 kept for the marks) = 10 pt a column, 20 pt a row; cells every 2 rows.
        // Visible bounds y 80 to 160: rows 4 to 8 are marked.
        let text = ASCIIDiagram.render(solution, width: 41, visibleBounds: CGRect(x: 0, y: 80, width: 390, height: 80))
        let rows = text.components(separatedBy: "\n").dropFirst().prefix(13)
        XCTAssertEqual(rows.enumerated().filter { $0.element.hasSuffix(" <") }.map(\.offset), [4, 5, 6, 7, 8], text)
        XCTAssertTrue(rows.allSatisfy { $0.count <= 41 }, text)
    }
}
