import Foundation
import XCTest
@testable import LayoutKitLinux

/// The ASCII diagram's rows (`DiagramRows`, Docs/CLI.md "ascii"): equal gaps drawn alike everywhere, a badge above its
/// cell never on the border of the row above, adjacent sections apart.
final class DiagramRowsTests: XCTestCase {
    func testEqualGapsTakeTheSameRowsWhereverTheyFall() {
        // 44-pt rows with 8-pt gaps at 16 pt a row. Each step takes max(1, round(step / 16)) rows; a long step stays
        // within a row of its edge's nearest row: 0 -> 0; 44 -> 0 + 3 = 3; 52 -> 3 + 1 = 4; 96 -> 4 + 3 = 7 (nearest 6);
        // 104 -> 8; 148 -> 8 + 3 = 11, more than a row past its nearest 9, so 10; 156 -> 11; 200 -> 14 (nearest 13).
        let rows = DiagramRows(coordinates: [0, 44, 52, 96, 104, 148, 156, 200], sectionStarts: [], pointsPerRow: 16)
        XCTAssertEqual([0, 44, 52, 96, 104, 148, 156, 200].map { rows.end($0) }, [0, 3, 4, 7, 8, 10, 11, 14])
        // Every 8-pt gap is one row (a double border), where rounding each edge alone gives 44 / 16 = 2.75 -> 3 and
        // 52 / 16 = 3.25 -> 3 (shared) but 96 -> 6 and 104 -> 6.5 -> 7 (double).
        let gaps = [(44, 52), (96, 104), (148, 156)].map { rows.start(CGFloat($0.1)) - rows.end(CGFloat($0.0)) }
        XCTAssertEqual(gaps, [1, 1, 1])
    }

    func testABadgeAboveItsCellStaysOffTheRowAbove() {
        // The row above ends at 120; a badge hangs 6 pt above its cell (top 122); the cell starts at 128. At 16 pt a row:
        // 120 -> 8 (7.5 rounds up); 122 -> 8 + 1 = 9; 128 -> 9 + max(1, round(6 / 16) = 0) = 10. The badge's top is
        // on its own row, between the border above and its cell's top (each rounded alone, 122 and 120 share row 8).
        let rows = DiagramRows(coordinates: [0, 120, 122, 128], sectionStarts: [], pointsPerRow: 16)
        XCTAssertEqual([rows.end(120), rows.start(122), rows.start(128)], [8, 9, 10])
    }

    func testRepeatedAndSignedZeroCoordinatesAreOneEdge() {
        // 0 and -0 are one coordinate, as are repeats: 0 -> row 0; 16 -> 1; 16 again -> 1; 40 -> 1 + round(24 / 16) = 3
        // (nearest 2.5 -> 3). A coordinate that was not given, or not finite, is on row 0.
        let rows = DiagramRows(coordinates: [16, -0.0, 0, 16, 40, .nan, .infinity], sectionStarts: [], pointsPerRow: 16)
        XCTAssertEqual([rows.end(0), rows.start(-0.0), rows.end(16), rows.start(16), rows.end(40)], [0, 0, 1, 1, 3])
        XCTAssertEqual([rows.start(8), rows.end(.nan), rows.end(.infinity)], [0, 0, 0])
        // Cut after 2 rows: 2 rows of 16 pt is 32 pt, between the last edge drawn (16, row 1) and the first left out (40).
        XCTAssertEqual(rows.extent(rows: 2, pointsPerRow: 16), 32)
    }

    func testAdjacentSectionsAreDrawnApart() throws {
        // Two sections of one 320 x 44 cell each, touching at y 44. At width 41 (16 pt a row): section 0's cell ends on
        // row 44 / 16 = 2.75 -> 3; section 1 starts there, so its cell starts one row below, on 4, and ends on 4 + 3 = 7
        // (its nearest row is 88 / 16 = 5.5 -> 6; 7 is within a row). Labels on rows 1 and 5, from column 19.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let solution = try layout.solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [1, 1]))
        let edge = "+" + String(repeating: "-", count: 39) + "+", blank = "|" + String(repeating: " ", count: 39) + "|"
        let label = { (path: String) in "|" + String(repeating: " ", count: 18) + path + String(repeating: " ", count: 18) + "|" }
        XCTAssertEqual(ASCIIDiagram.render(solution, width: 41), [
            "content 320 x 88 pt; 1 column = 8 pt, 1 row = 16 pt",
            edge, label("0.0"), blank, edge,
            edge, label("1.0"), blank, edge, "",
        ].joined(separator: "\n"))
    }
}
