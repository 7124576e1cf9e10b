import LayoutKitLinux
import XCTest

/// `VisualDescription.render(document:)` / `write(document:to:)`, `layout-dump --format describe`
/// (Docs/VisualDescription.md). Its time is pinned by layout-bench's "describe" row (issue #29, item 8), not here.
final class VisualDescriptionDocumentTests: XCTestCase {
    func testDocumentWithItemIdentifiersStillDrawsEachSectionsGroup() throws {
        // Each section's group is drawn alone; the document's identifiers name the document's items, not the probe's.
        let document = try LayoutDocument.parse(String(contentsOfFile: "Examples/feed-before.json", encoding: .utf8))
        let text = VisualDescription.render(document: document)
        XCTAssertFalse(text.contains("cannot be laid out"), text)
        // Section 1: halves of 320 in 50-pt rows: slots (0, 0) and (160, 0), 160 x 50.
        XCTAssertTrue(text.contains("[0] x 0, y 0, 160 x 50\n[1] x 160, y 0, 160 x 50\n"), text)
    }

    func testWrittenDescriptionEqualsTheRenderedOneSectionBySection() throws {
        let document = try LayoutDocument.parse(String(contentsOfFile: "Examples/apple-distinct-sections.json", encoding: .utf8))
        var written = ""
        VisualDescription.write(document: document, to: &written)
        XCTAssertEqual(written, VisualDescription.render(document: document))
        // Three sections, a blank line between each two.
        XCTAssertEqual(written.components(separatedBy: "\n\nsection ").count, 3)
    }
}
