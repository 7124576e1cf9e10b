import Foundation
import XCTest
@testable import LayoutKitLinux

/// The document key `pixelRounding` (Docs/Schema.md): read, written, exported, and its mistakes named; and its rule
/// beside `sizeRounding` (Docs/Solver.md, step 3b: `sizeRounding` refines `current` only).
final class DocumentPixelRoundingTests: XCTestCase {
    private func document(_ extra: String) -> String {
        LayoutJSON.row(items: 2, extraRoot: "\"container\": {\"width\": 367, \"height\": 100}, \"displayScale\": 3, \(extra)")
    }

    func testPixelRoundingReadsEachVersionAndDefaultsToCurrent() throws {
        XCTAssertEqual(try LayoutDocument.parse(document("")).pixelRounding, .current)
        XCTAssertEqual(LayoutContext(containerSize: .zero, itemCounts: []).pixelRounding, .current)
        for (text, expected) in [("iOS14", LayoutContext.PixelRounding.iOS14), (".iOS15", .iOS15), ("current", .current)] {
            let parsed = try LayoutDocument.parse(document("\"pixelRounding\": \"\(text)\","))
            XCTAssertEqual(parsed.pixelRounding, expected, text)
            XCTAssertEqual(parsed.makeContext().pixelRounding, expected, text)
        }
    }

    func testUnknownPixelRoundingNamesTheKeyAndTheVersions() {
        assertDocumentRejects(document("\"pixelRounding\": \"iOS13\","), path: "pixelRounding",
                      message: "unknown UIKit version's pixel rounding \"iOS13\"; expected one of iOS14, iOS15, current")
        assertDocumentRejects(document("\"pixelRounding\": 14,"), path: "pixelRounding", message: "one of iOS14, iOS15, current")
    }

    func testSizeRoundingBesideAnOlderVersionIsRefusedAtSizeRounding() throws {
        // An older version resolves sizes unrounded, so a size rounding beside it would be silently ignored.
        assertDocumentRejects(document("\"sizeRounding\": \"nearestPixel\", \"pixelRounding\": \"iOS14\","), path: "sizeRounding",
                      message: "applies only when \"pixelRounding\" is \"current\"")
        // The default size rounding, or any size rounding under current, is accepted.
        XCTAssertEqual(try LayoutDocument.parse(document("\"sizeRounding\": \"floorToPixel\", \"pixelRounding\": \"iOS14\",")).pixelRounding, .iOS14)
        XCTAssertEqual(try LayoutDocument.parse(document("\"sizeRounding\": \"nearestPixel\", \"pixelRounding\": \"current\",")).sizeRounding,
                       .nearestPixel)
    }

    func testPixelRoundingIsWrittenOnlyWhenNotCurrentAndSurvivesExport() throws {
        var written = try LayoutDocument.parse(document("\"pixelRounding\": \"iOS15\","))
        XCTAssertTrue(written.jsonText().contains("\"pixelRounding\": \"iOS15\""), written.jsonText())
        XCTAssertEqual(try LayoutDocument.parse(written.jsonText()), written)
        written.pixelRounding = .current
        XCTAssertFalse(written.jsonText().contains("pixelRounding"), written.jsonText())
        // Exporting a layout and its context keeps the context's version.
        var context = written.makeContext()
        context.pixelRounding = .iOS14
        let exported = try LayoutDocument(layout: written.makeLayout(), context: context)
        XCTAssertEqual(exported.pixelRounding, .iOS14)
    }
}
