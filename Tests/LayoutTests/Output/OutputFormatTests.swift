import Foundation
import XCTest
@testable import LayoutKitLinux

/// `FrameDump` and `ASCIIDiagram`: exact text for small layouts whose frames are derived by hand.
final class OutputFormatTests: XCTestCase {
    /// One section, `HG(FW(1), AB(44))` of `FW(fraction) x FH(1)` items, in a `width` x 480 view.
    private func rowSolution(items: Int, fraction: CGFloat, width: CGFloat = 320, scale: CGFloat = 2,
                             direction: UITraitEnvironmentLayoutDirection = .leftToRight) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(44)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var context = LayoutContext(containerSize: CGSize(width: width, height: 480), itemCounts: [items])
        context.traitCollection = UITraitCollection(displayScale: scale, layoutDirection: direction)
        return try layout.solve(context)
    }

    // MARK: FrameDump

    func testTwoHalfWidthCells() throws {
        // 0.5 x 320 = 160 per cell, at x 0 and 160; one 44-pt row: content 320 x 44.
        XCTAssertEqual(FrameDump.render(try rowSolution(items: 2, fraction: 0.5)), """
            # layout-dump frames v1
            content 320 44
            cell - 0.0 0 0 160 44 0
            cell - 0.1 160 0 160 44 0

            """)
    }

    func testThirdsPrintOnThePixelGridWithoutTrailingZeros() throws {
        // Charon case 3: a third of 320 (106.67) floors to 106.5 at scale 2, at 0 / 106.5 / 213. The fourth
        // item starts a second 44-pt row; the last, partly filled row keeps its full height (content 88).
        XCTAssertEqual(FrameDump.render(try rowSolution(items: 4, fraction: 1.0 / 3.0)), """
            # layout-dump frames v1
            content 320 88
            cell - 0.0 0 0 106.5 44 0
            cell - 0.1 106.5 0 106.5 44 0
            cell - 0.2 213 0 106.5 44 0
            cell - 0.3 0 44 106.5 44 0

            """)
    }

    func testRightToLeftDumpIsMirrored() throws {
        // Left to right: 0.25 x 320 = 80 at x 0 and 80. Mirrored: x' = 320 - x - 80 = 240 and 160.
        let dump = FrameDump.render(try rowSolution(items: 2, fraction: 0.25, direction: .rightToLeft))
        XCTAssertEqual(dump, "# layout-dump frames v1\ncontent 320 44\ncell - 0.0 240 0 80 44 0\ncell - 0.1 160 0 80 44 0\n")
    }

    func testLinesSortByCategorySectionItemThenKind() {
        func element(_ make: () -> UICollectionViewLayoutAttributes, _ frame: CGRect, z: Int = 0) -> UICollectionViewLayoutAttributes {
            let attributes = make()
            attributes.frame = frame
            attributes.zIndex = z
            return attributes
        }
        let unsorted = [
            element({ .init(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0)) }, CGRect(x: 0, y: 0, width: 10, height: 10)),
            element({ .init(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 1)) }, CGRect(x: 0, y: 50, width: 10, height: 5), z: 1),
            element({ .init(forSupplementaryViewOfKind: "footer", with: IndexPath(item: 0, section: 1)) }, CGRect(x: 0, y: 90, width: 10, height: 5), z: 1),
            element({ .init(forCellWith: IndexPath(item: 10, section: 0)) }, CGRect(x: 1, y: 2, width: 3, height: 4)),
            element({ .init(forCellWith: IndexPath(item: 2, section: 0)) }, CGRect(x: -0.0, y: 0.25, width: 1.5, height: 2)),
            element({ .init(forCellWith: IndexPath(item: 0, section: 1)) }, CGRect(x: 0, y: 60, width: 1, height: 1)),
            element({ .init(forSupplementaryViewOfKind: "my kind", with: IndexPath(item: 0, section: 0)) }, CGRect(x: 0, y: 0, width: 1, height: 1)),
        ]
        let lines = FrameDump.sortedRows(unsorted).map(FrameDump.line)
        XCTAssertEqual(lines, [
            "cell - 0.2 0 0.25 1.5 2 0",          // item 2 before item 10: numeric, not text, order; -0 prints as 0
            "cell - 0.10 1 2 3 4 0",
            "cell - 1.0 0 60 1 1 0",
            "supplementary \"my kind\" 0.0 0 0 1 1 0",   // a kind with a space is quoted so the columns stay intact
            "supplementary footer 1.0 0 90 10 5 1",     // same index path: by kind
            "supplementary header 1.0 0 50 10 5 1",
            "decoration background 0.0 0 0 10 10 0",
        ])
    }

    func testNumbersKeepUpToFourDecimals() {
        XCTAssertEqual(FrameDump.number(106.5), "106.5")
        XCTAssertEqual(FrameDump.number(100), "100")
        XCTAssertEqual(FrameDump.number(-0.0), "0")
        XCTAssertEqual(FrameDump.number(320.0 / 3.0), "106.6667")   // on a scale-3 grid
        XCTAssertEqual(FrameDump.number(-2.5), "-2.5")
    }

    // MARK: ASCIIDiagram

    func testDiagramOfTwoCells() throws {
        // Width 41: the content's 320 pt span columns 0...40, 8 pt a column, 16 pt a row (cells are about 2:1).
        // The cells' edges fall on columns 0, 20, 40; 44 pt is 2.75 rows, rounded to row 3; labels on row 1.
        XCTAssertEqual(ASCIIDiagram.render(try rowSolution(items: 2, fraction: 0.5), width: 41), """
            content 320 x 44 pt; 1 column = 8 pt, 1 row = 16 pt
            +-------------------+-------------------+
            |        0.0        |        0.1        |
            |                   |                   |
            +-------------------+-------------------+

            """)
    }

    func testDiagramCutAfterMaxRows() throws {
        // The same drawing has rows 0...3; with at most 2 rows, rows 2 and 3 are left out (y 0 to 2 x 16 = 32 pt shown).
        XCTAssertEqual(ASCIIDiagram.render(try rowSolution(items: 2, fraction: 0.5), width: 41, maxRows: 2), """
            content 320 x 44 pt; 1 column = 8 pt, 1 row = 16 pt
            +-------------------+-------------------+
            |        0.0        |        0.1        |
            ... 2 more rows not shown (drawn: y 0 to 32 pt of 44 pt)

            """)
    }

    func testLabelsAreLeftOutWhenTheyDoNotFit() throws {
        // Eight 40-pt cells at 8 pt a column: 5 columns each, 4 inside, room for "0.1" but not "0.10"-style labels;
        // here all labels are 3 characters and fit.
        let text = ASCIIDiagram.render(try rowSolution(items: 8, fraction: 0.125), width: 41)
        XCTAssertEqual(text.split(separator: "\n")[2], "|0.0 |0.1 |0.2 |0.3 |0.4 |0.5 |0.6 |0.7 |")
        // At width 21 (16 pt a column) a cell is 2.5 columns: no room for any label.
        let narrow = ASCIIDiagram.render(try rowSolution(items: 8, fraction: 0.125), width: 21)
        XCTAssertFalse(narrow.contains("0.0"))
    }

    func testEmptyContentHasNothingToDraw() {
        XCTAssertEqual(ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 0), elements: [UICollectionViewLayoutAttributes]()),
                       "content 320 x 0 pt: nothing to draw\n")
    }

    func testElementsOutsideTheContentAreClipped() {
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: -80, y: -32, width: 480, height: 96)   // sticks out on every side of 320 x 32
        let text = ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 32), elements: [cell], width: 41)
        // 32 pt is 2 rows: rows 0...2, all inside the box, whose edges (columns -10 and 50, rows -2 and 4) are off the
        // canvas; the label is centred in the visible part: row 1, columns 0...40 (start 0 + (41 - 3) / 2 = 19).
        XCTAssertEqual(text, "content 320 x 32 pt; 1 column = 8 pt, 1 row = 16 pt\n\n" + String(repeating: " ", count: 19) + "0.0\n\n")
    }

    func testWidthComesFromCOLUMNS() {
        XCTAssertEqual(ASCIIDiagram.width(fromEnvironment: ["COLUMNS": "120"]), 120)
        XCTAssertEqual(ASCIIDiagram.width(fromEnvironment: ["COLUMNS": "wide"]), 80)
        XCTAssertEqual(ASCIIDiagram.width(fromEnvironment: ["COLUMNS": "5"]), 80)
        XCTAssertEqual(ASCIIDiagram.width(fromEnvironment: [:]), 80)
    }
}
