import LayoutKitLinux
import XCTest

/// Layout documents that list item identifiers (`"items": ["banner-1", …]`, Docs/Schema.md), and
/// `layout-dump update` on them (Docs/CLI.md).
final class DocumentIdentifierTests: XCTestCase {
    func document(_ sections: String) -> Data {
        let group = #""group": {"group": "vertical", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}, "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "fractionalHeight(1)"}}]}"#
        return Data(#"{"container": {"width": 320, "height": 480}, "sections": [\#(sections.replacingOccurrences(of: "GROUP", with: group))]}"#.utf8)
    }

    func testItemsMayBeGivenAsIdentifiers() throws {
        let parsed = try LayoutDocument.parse(document(#"{"identifier": "top", "items": ["a", "b"], GROUP}, {"items": ["c"], GROUP}"#))
        XCTAssertEqual(parsed.itemCounts, [2, 1])
        XCTAssertEqual(parsed.identifiers, LayoutIdentifiers(sections: ["top", "1"], items: [["a", "b"], ["c"]]))
        let solution = try parsed.makeLayout().solve(parsed.makeContext())
        // c is the third row of the list: y 88.
        XCTAssertEqual(solution.layoutAttributesForItem(identifiedBy: "c")?.frame, CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertNil(try LayoutDocument.parse(document(#"{"items": 2, GROUP}"#)).identifiers)
    }

    func testBadIdentifiersNameTheirPlace() {
        func message(_ sections: String) -> String? {
            do {
                _ = try LayoutDocument.parse(document(sections))
                return nil
            } catch {
                // Without the "line 1, column N: " the parser puts first.
                return "\(error)".replacingOccurrences(of: #"^line \d+, column \d+: "#, with: "", options: .regularExpression)
            }
        }
        XCTAssertEqual(message(#"{"items": ["a", "b"], GROUP}, {"items": ["b"], GROUP}"#),
                       "sections[1].items[0]: \"b\" is also sections[0].items[1]; item identifiers are unique across the layout, "
                       + "as in a diffable snapshot (UIKit crashes on a duplicate)")
        XCTAssertEqual(message(#"{"items": ["a"], GROUP}, {"items": 3, GROUP}"#),
                       "sections[1].items: a count, but sections[0].items lists identifiers; list the item identifiers in every section, or counts in all")
        XCTAssertEqual(message(#"{"identifier": "1", "items": ["a"], GROUP}, {"items": ["b"], GROUP}"#),
                       "sections[1].identifier: \"1\" also identifies sections[0] (a section without an identifier is named by its index); "
                       + "section identifiers are unique, as in a diffable snapshot")
        XCTAssertEqual(message(#"{"items": ["a", 7], GROUP}"#), "sections[0].items[1]: expected a string, found a number (7)")
    }

    /// Examples/feed-before.json → feed-after.json. Banner 320 x 100; the feed's rows of two 160 x 50 cells start at
    /// y 100: item k at x 160 (k mod 2), y 100 + 50 ⌊k / 2⌋. Before: 5 6 / 7 8; after: 9 5 / 7 6. news-9 is inserted at
    /// 1.0 and news-8 deleted at 1.3; of the survivors 5 6 7 → 5 7 6, 5 stays first and the tie between moving 6 and 7
    /// moves 6 (1.1 → 1.3); 5 slides right one column; 7 stays at (0, 150).
    func testUpdatePrintsWhatTheSecondSnapshotAnimates() throws {
        let result = try LayoutDumpRunner.run(["update", "Examples/feed-before.json", "Examples/feed-after.json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout.replacingOccurrences(of: " +", with: " ", options: .regularExpression), """
            --- Examples/feed-before.json
            +++ Examples/feed-after.json
            delete @news-8 1.3 (160, 150, 160 x 50)
            insert @news-9 -> 1.0 (0, 100, 160 x 50)
            slide @news-5 1.0 -> 1.1 (0, 100) -> (160, 100)
            move @news-6 1.1 -> 1.3 (160, 100) -> (160, 150)
            items: 1 inserted, 1 deleted, 1 moved, 1 slid, 2 unchanged; 0 reloaded, 0 reconfigured; sections: 0 inserted, 0 deleted, 0 moved, 0 reloaded

            """)
        let same = try LayoutDumpRunner.run(["update", "Examples/feed-before.json", "Examples/feed-before.json"])
        XCTAssertEqual(same.status, 0)
        let pictures = try LayoutDumpRunner.run(["update", "--format", "ascii,svg", "--width", "41", "Examples/feed-before.json", "Examples/feed-after.json"])
        XCTAssertTrue(pictures.stdout.contains("|      +news-9      |      ~news-5      |"), pictures.stdout)
        XCTAssertTrue(pictures.stdout.contains(#"<line class="path" x1="240" y1="125" x2="240" y2="175"/>"#), pictures.stdout)   // news-6
    }

    func testUpdateRefusesDocumentsWithoutIdentifiers() throws {
        let result = try LayoutDumpRunner.run(["update", "Examples/feed-before.json", "Examples/two-column-grid.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("Error: Examples/two-column-grid.json: update needs the items' identifiers"), result.stderr)
        let usage = try LayoutDumpRunner.run(["update", "Examples/feed-before.json"])
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.stderr.contains("Usage: layout-dump update"), usage.stderr)
        let format = try LayoutDumpRunner.run(["update", "--format", "frames", "Examples/feed-before.json", "Examples/feed-after.json"])
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(format.stderr.contains("update prints a comma-separated list of text, ascii, svg"), format.stderr)
    }

    /// A document with identifiers is dumped keyed by them, and `diff` matches its cells by identity.
    func testFramesAndDiffOfADocumentWithIdentifiersAreKeyed() throws {
        let frames = try LayoutDumpRunner.run(["--format", "frames", "Examples/feed-after.json"])
        XCTAssertEqual(frames.stdout, """
            # layout-dump frames v1
            content 320 200
            cell - @banner-1 0 0 320 100 0
            cell - @news-9 0 100 160 50 0
            cell - @news-5 160 100 160 50 0
            cell - @news-7 0 150 160 50 0
            cell - @news-6 160 150 160 50 0

            """)
        let ascii = try LayoutDumpRunner.run(["--format", "ascii", "--width", "41", "Examples/feed-after.json"])
        XCTAssertTrue(ascii.stdout.contains("|      news-9       |      news-5       |"), ascii.stdout)
        let svg = try LayoutDumpRunner.run(["--format", "svg", "Examples/feed-after.json"])
        XCTAssertTrue(svg.stdout.contains(">news-6</text>"), svg.stdout)
        let diff = try LayoutDumpRunner.run(["diff", "Examples/feed-before.json", "Examples/feed-after.json"])
        XCTAssertEqual(diff.status, 1)
        XCTAssertTrue(diff.stdout.contains("cell @news-6: (160, 100) -> (160, 150)"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("2 unchanged"), diff.stdout)
    }
}
