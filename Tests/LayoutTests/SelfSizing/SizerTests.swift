import Foundation
import XCTest
@testable import LayoutKitLinux

/// The library's deterministic sizers (Docs/Model.md, "Sizers"): expected values follow from their documented
/// rules, derived in the comments.
final class SizerTests: XCTestCase {
    private let tenPoint = TextSizer(lineHeight: 20, glyphAdvance: 10)

    func testWordsWrapAtTheProposedWidth() {
        // 60 wide / 10 = 6 glyphs a line: "hello" (5) fills line 1; "world" needs 1 + 5 > 1 left → line 2.
        XCTAssertEqual(tenPoint.lineCount("hello world", width: 60), 2)
        // 110 wide → 11 glyphs: "hello world" is exactly 11 → one line.
        XCTAssertEqual(tenPoint.lineCount("hello world", width: 110), 1)
        XCTAssertEqual(tenPoint.size(of: "hello world", proposed: CGSize(width: 60, height: 44)), CGSize(width: 60, height: 40))
    }

    func testAWordLongerThanALineBreaksAcrossLines() {
        // 26 letters at 10 a line: 10 + 10 + 6 → 3 lines; " ab" then fits after the 6 (6 + 1 + 2 ≤ 10).
        XCTAssertEqual(tenPoint.lineCount("abcdefghijklmnopqrstuvwxyz", width: 100), 3)
        XCTAssertEqual(tenPoint.lineCount("abcdefghijklmnopqrstuvwxyz ab", width: 100), 3)
        // A long word after a short one starts a new line: "x" | 10 | 10 | 6 → 4 lines.
        XCTAssertEqual(tenPoint.lineCount("x abcdefghijklmnopqrstuvwxyz", width: 100), 4)
    }

    func testEmptyTextHasNoLinesEmptyParagraphsDo() {
        XCTAssertEqual(tenPoint.lineCount("", width: 100), 0)
        XCTAssertEqual(tenPoint.lineCount("   ", width: 100), 0)
        // "a", "", "b": every paragraph takes a line.
        XCTAssertEqual(tenPoint.lineCount("a\n\nb", width: 100), 3)
        let padded = TextSizer(lineHeight: 19, glyphAdvance: 8, insets: NSDirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10))
        XCTAssertEqual(padded.size(of: "", proposed: CGSize(width: 320, height: 44)).height, 12, "an empty label: the insets only")
    }

    func testInsetsNarrowTheWrapWidthAndAddToTheHeight() {
        // 320 − 10 − 10 = 300 for text; 300 / 8 = 37.5 → 37 glyphs a line. 37 x's fit one line (31 = 19 + 12);
        // 38 break into 2 (50 = 2·19 + 12), the heights of charon's label cells.
        let padded = TextSizer(lineHeight: 19, glyphAdvance: 8, insets: NSDirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10))
        let proposed = CGSize(width: 320, height: 44)
        XCTAssertEqual(padded.size(of: String(repeating: "x", count: 37), proposed: proposed).height, 31)
        XCTAssertEqual(padded.size(of: String(repeating: "x", count: 38), proposed: proposed).height, 50)
    }

    func testEstimatedWidthDoesNotWrap() {
        // Both axes estimated: the width is free, "abc de" is 6 glyphs · 10 = 60 wide, one line.
        XCTAssertEqual(tenPoint.size(of: "abc de", proposed: CGSize(width: 30, height: 44), estimatedAxes: .both), CGSize(width: 60, height: 20))
        XCTAssertEqual(tenPoint.size(of: "ab\nabcd", proposed: .zero, estimatedAxes: .both), CGSize(width: 40, height: 40))
    }

    func testDegenerateMetricsNeverTrap() {
        // No advance: a paragraph never wraps. No width: one glyph a line. Huge or non-finite widths: one line.
        XCTAssertEqual(TextSizer(lineHeight: 10, glyphAdvance: 0).lineCount("a b c", width: 1), 1)
        XCTAssertEqual(tenPoint.lineCount("abc", width: 0), 3)
        XCTAssertEqual(tenPoint.lineCount("abc def", width: .infinity), 1)
        XCTAssertEqual(tenPoint.lineCount("abc def", width: 1e300), 1)
        XCTAssertEqual(tenPoint.lineCount("abc", width: .nan), 3)
    }

    func testTextSizerDrivesALayout() throws {
        // A list of FW1 × ES44 rows in 200 wide, lines of 20 pt, 10-pt glyphs (20 a line): "short" → 1 line (20),
        // 25 x's → 2 lines (40), no text → keeps 44. y = 0, 20, 60.
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [3])
        context.sizing = tenPoint.sizing(texts: [IndexPath(item: 0, section: 0): "short", IndexPath(item: 1, section: 0): String(repeating: "x", count: 25)])
        let solution = try layout.solve(context)
        XCTAssertEqual(solution.attributes.map { $0.frame }, [CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 0, y: 20, width: 200, height: 40),
                                                                CGRect(x: 0, y: 60, width: 200, height: 44)])
    }

    func testMeasuredSizesTableMissingCellsKeepTheirEstimate() throws {
        // HG(FW1, ES50) of FW0.5 × ES50: item 0 answers 80 (its 999 width is ignored), item 1 is not in the table
        // → 50; the row is 80 tall. Item 2 answers 10 → the second row at 80 is 10 (its empty slot trimmed, Docs/Solver.md, step 3d).
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [3])
        context.sizing = MeasuredSizes([IndexPath(item: 0, section: 0): CGSize(width: 999, height: 80),
                                        IndexPath(item: 2, section: 0): CGSize(width: 0, height: 10)]).sizing
        let solution = try layout.solve(context)
        XCTAssertEqual(solution.attributes.map { $0.frame }, [CGRect(x: 0, y: 0, width: 160, height: 80), CGRect(x: 160, y: 0, width: 160, height: 50),
                                                                CGRect(x: 0, y: 80, width: 160, height: 10)])
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 90))
    }

    /// A change above an orthogonal row moves the row (Docs/Solver.md, "Incremental re-layout"): the row's kept run is
    /// moved to the row's new place along the scroll axis (`SectionRun.startingAcross`). Section 0 is one self-sized row,
    /// 20 then 60 tall; section 1 an orthogonal row of 100 × 50 cards starts where section 0 ends: y 20, then y 60.
    func testIncrementalLayoutMovesAnOrthogonalRowBelowAChange() throws {
        let row = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let list = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                              subitems: [row]))
        let card = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let cards = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)),
                                                                 subitems: [card]))
        cards.orthogonalScrollingBehavior = .continuous
        let layout = UICollectionViewCompositionalLayout { section, _ in section == 0 ? list : cards }
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [1, 3])
        context.sizing = { request in CGSize(width: request.proposedSize.width, height: request.indexPath.section == 0 ? 20 : 50) }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame, CGRect(x: 200, y: 20, width: 100, height: 50))
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 200, height: 60)])
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame, CGRect(x: 200, y: 60, width: 100, height: 50))
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 110))
        context.sizing = { request in CGSize(width: request.proposedSize.width, height: request.indexPath.section == 0 ? 60 : 50) }
        XCTAssertTrue(try incremental.solution == layout.solve(context))
    }

    /// A card that widens in an orthogonal row moves the row's later cards and nothing else (Docs/Solver.md, "Incremental
    /// re-layout": the row's section is placed again; its advance is the same, so no other section moves).
    /// Section 0: a `.continuous` row of cards 80 wide (answers) and 50 tall in a 200 × 400 view, x 0, 80, 160, 240: the row
    /// is 320 long, so it scrolls 320 − 200 = 120. Section 1: one 30-tall row at y 50. Card 1 becomes 120 wide: x 0, 80,
    /// 200, 280; the row scrolls 360 − 200 = 160; section 1 stays at y 50, the content 80 tall.
    func testIncrementalLayoutWideningACardMovesOnlyItsRow() throws {
        let card = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .estimated(100), heightDimension: .fractionalHeight(1)))
        let cards = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .estimated(100), heightDimension: .absolute(50)),
                                                                 subitems: [card]))
        cards.orthogonalScrollingBehavior = .continuous
        let row = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
        let list = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                              subitems: [row]))
        let layout = UICollectionViewCompositionalLayout { section, _ in section == 0 ? cards : list }
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [4, 1])
        context.sizing = { CGSize(width: 80, height: $0.proposedSize.height) }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertEqual(try incremental.solution.sections[0].orthogonal?.maximumOffset, 120)
        try incremental.update(sizes: [IndexPath(item: 1, section: 0): CGSize(width: 120, height: 50)])
        XCTAssertEqual((0..<4).map { incremental.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }, [0, 80, 200, 280])
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 80, y: 0, width: 120, height: 50))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 0, y: 50, width: 200, height: 30))
        XCTAssertEqual(try incremental.solution.sections[0].orthogonal?.maximumOffset, 160)
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 80))
        // x 170…190: card 1 (80…200) now, where card 2 (160…240) was before.
        XCTAssertEqual(Set(incremental.layoutAttributesForElements(in: CGRect(x: 170, y: 10, width: 20, height: 10)).map(\.indexPath.item)), [1])
        context.sizing = { CGSize(width: $0.indexPath == IndexPath(item: 1, section: 0) ? 120 : 80, height: $0.proposedSize.height) }
        XCTAssertEqual(try incremental.solution, try layout.solve(context))
    }

    func testIncrementalLayoutOneChangeMovesLaterGroups() throws {
        // The list of 10-pt rows: 5 rows of 20 (answers), y = 20·i. Row 1 becomes 50: rows 2-4 move down by 30.
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [5])
        var asked = 0
        context.sizing = { request in asked += 1; return CGSize(width: 0, height: 20) }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertEqual(asked, 5)
        let initial = try incremental.solution
        try incremental.update(sizes: [IndexPath(item: 1, section: 0): CGSize(width: 0, height: 50)])
        XCTAssertEqual(asked, 5, "an update never asks the sizer again")
        // A solution taken before is a value: the update, which changes the runs in place, leaves it as it was
        // (item 4 at 20 · 4 = 80; content 5 · 20 = 100).
        XCTAssertEqual(initial.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 0, y: 80, width: 200, height: 20))
        XCTAssertEqual(initial.contentSize, CGSize(width: 200, height: 100))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 0, y: 20, width: 200, height: 50))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 0, y: 110, width: 200, height: 20))
        // Content: 20 + 50 + 20 + 20 + 20 = 130 along y; the view's 200 across. Item 2 spans 70…90.
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 130))
        XCTAssertEqual(incremental.layoutAttributesForElements(in: CGRect(x: 0, y: 75, width: 10, height: 10)).map { $0.indexPath.item }, [2])
        XCTAssertThrowsError(try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 0, height: -1)]))
        // An update that overflows the layout throws, and leaves it exactly as it was.
        let before = try incremental.solution
        XCTAssertThrowsError(try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 0, height: 1e308),
                                                            IndexPath(item: 3, section: 0): CGSize(width: 0, height: 1e308)]))
        XCTAssertEqual(try incremental.solution, before)
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 0, y: 110, width: 200, height: 20))
    }
}
