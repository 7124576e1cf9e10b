import Foundation
import XCTest
@testable import LayoutKitLinux

/// Reading frame dumps back and comparing them element by element (`layout-dump diff`).
final class FrameDumpDiffTests: XCTestCase {
    private let before = """
        # layout-dump frames v1
        content 320 88
        cell - 0.0 0 0 160 44 0
        cell - 0.1 160 0 160 44 0
        cell - 0.2 0 44 160 44 0
        cell - 0.3 160 44 160 44 0
        supplementary "odd kind" 0.0 0 0 320 20 1

        """

    func testParseReadsEveryColumnAndQuotedKinds() throws {
        let dump = try FrameDumpDiff.parse(before)
        XCTAssertEqual(dump.contentSize, CGSize(width: 320, height: 88))
        XCTAssertEqual(dump.elements.count, 5)
        XCTAssertEqual(dump.elements[1], FrameDumpDiff.Element(category: .cell, kind: nil, section: 0, item: 1,
                                                               frame: CGRect(x: 160, y: 0, width: 160, height: 44), zIndex: 0))
        XCTAssertEqual(dump.elements[4].kind, "odd kind")
        XCTAssertEqual(dump.elements[4].category, .supplementaryView)
        XCTAssertEqual(dump.elements[4].name, "supplementary \"odd kind\" 0.0")
    }

    func testADumpOfASolutionReadsBackAsTheSameElements() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [5]))
        let parsed = try FrameDumpDiff.parse(FrameDump.render(solution))
        XCTAssertTrue(FrameDumpDiff.compare(parsed, FrameDumpDiff.Dump(solution)).isEqual)
        // Thirds of 320 floor to 106.5 at scale 2 (Docs/Solver.md, step 3b): item 1 at x 106.5.
        XCTAssertEqual(parsed.elements[1].frame, CGRect(x: 106.5, y: 0, width: 106.5, height: 50))
    }

    func testMovedResizedChangedAddedRemovedAndZIndex() throws {
        let after = """
            # layout-dump frames v1
            content 320 132
            cell - 0.0 0 0 160 44 0
            cell - 0.1 160 10 160 44 0
            cell - 0.2 0 44 100 44 0
            cell - 0.3 170 44 150 40 2
            cell - 0.4 0 88 160 44 0

            """
        let result = FrameDumpDiff.compare(try FrameDumpDiff.parse(before), try FrameDumpDiff.parse(after))
        XCTAssertFalse(result.isEqual)
        XCTAssertEqual(result.unchanged, 1)
        XCTAssertEqual(result.report, """
            content       320 x 88 -> 320 x 132
            moved         cell 0.1: (160, 0) -> (160, 10)
            resized       cell 0.2: 160 x 44 -> 100 x 44
            moved+resized cell 0.3: (160, 44, 160 x 44) -> (170, 44, 150 x 40); zIndex 0 -> 2
            added         cell 0.4: (0, 88, 160 x 44) z 0
            removed       supplementary "odd kind" 0.0: (0, 0, 320 x 20) z 1
            6 differences: 1 moved, 1 resized, 1 moved+resized, 1 added, 1 removed, content size changed; 1 unchanged (tolerance 0)

            """)
    }

    func testToleranceIgnoresSmallDifferences() throws {
        let a = try FrameDumpDiff.parse("# layout-dump frames v1\ncontent 320 44\ncell - 0.0 0 0 160 44 0\n")
        let b = try FrameDumpDiff.parse("# layout-dump frames v1\ncontent 320 44.5\ncell - 0.0 0.5 0 159.5 44 0\n")
        XCTAssertFalse(FrameDumpDiff.compare(a, b).isEqual)
        let loose = FrameDumpDiff.compare(a, b, tolerance: 0.5)
        XCTAssertTrue(loose.isEqual)
        XCTAssertEqual(loose.report, "no differences (1 element, tolerance 0.5)\n")
        XCTAssertEqual(FrameDumpDiff.compare(a, a).report, "no differences (1 element, tolerance 0)\n")
    }

    func testOnlyTheZIndexChanged() throws {
        let a = try FrameDumpDiff.parse("# layout-dump frames v1\ncontent 10 10\ncell - 0.0 0 0 10 10 0\n")
        let b = try FrameDumpDiff.parse("# layout-dump frames v1\ncontent 10 10\ncell - 0.0 0 0 10 10 1\n")
        XCTAssertEqual(FrameDumpDiff.compare(a, b).changes, [.zIndexChanged(from: a.elements[0], to: b.elements[0])])
    }

    func testMalformedDumpsNameTheLine() {
        func assertParseError(_ text: String, line: Int, _ fragment: String, file: StaticString = #filePath, at: UInt = #line) {
            do {
                _ = try FrameDumpDiff.parse(text)
                XCTFail("expected an error", file: file, line: at)
            } catch let error as FrameDumpDiff.ParseError {
                XCTAssertEqual(error.line, line, error.message, file: file, line: at)
                XCTAssertTrue(error.message.contains(fragment), error.message, file: file, line: at)
            } catch {
                XCTFail("\(error)", file: file, line: at)
            }
        }
        let head = "# layout-dump frames v1\ncontent 320 44\n"
        assertParseError("{}", line: 1, "not a frame dump")
        assertParseError("# layout-dump frames v9\ncontent 1 1\n", line: 1, "unsupported frame dump version")
        assertParseError("# layout-dump frames v1\ncell - 0.0 0 0 1 1 0\n", line: 2, "expected \"content WIDTH HEIGHT\" before the elements")
        assertParseError("# layout-dump frames v1\n", line: 0, "no \"content WIDTH HEIGHT\" line")
        assertParseError(head + "cell - 0.0 0 0 1 1\n", line: 3, "expected 8 columns")
        assertParseError(head + "view - 0.0 0 0 1 1 0\n", line: 3, "unknown category \"view\"")
        assertParseError(head + "cell - 0 0 0 1 1 0\n", line: 3, "expected an index path section.item")
        assertParseError(head + "cell - 0.0 0 zero 1 1 0\n", line: 3, "expected a number for y")
        assertParseError(head + "cell - 0.0 0 0 1 1 1.5\n", line: 3, "expected an integer zIndex")
        assertParseError(head + "cell header 0.0 0 0 1 1 0\n", line: 3, "a cell has no kind")
        assertParseError(head + "supplementary - 0.0 0 0 1 1 0\n", line: 3, "needs a kind")
        assertParseError(head + "supplementary \"open 0.0 0 0 1 1 0\n", line: 3, "unterminated quoted kind")
    }
}
