import LayoutKitLinux
import XCTest

/// `VisualDescription.write(document:)` keeps the text of the last 8 section shapes and writes it again for a section
/// of the same shape (Docs/Performance.md). Whatever is kept or replaced, each section must read as it does described
/// alone: its header and drawing depend only on the section.
final class VisualDescriptionRecentShapesTests: XCTestCase {
    /// A section of one full-width item a group, `height` pt tall, `spacing` between groups, `leading` inset.
    private func section(items: Int, spacing: Int, height: Int, leading: Int) -> String {
        """
        {"items": \(items), "interGroupSpacing": \(spacing), "contentInsets": {"leading": \(leading)},
         "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(\(height))"},
           "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "fractionalHeight(1)"}}]}}
        """
    }

    private func document(_ sections: [String]) throws -> LayoutDocument {
        try LayoutDocument.parse("{\"container\": {\"width\": 320, \"height\": 480}, \"sections\": [\(sections.joined(separator: ","))]}")
    }

    func testEverySectionReadsAsDescribedAloneWhenMoreShapesThanAreKeptComeBack() throws {
        // 10 shapes (more than the 8 kept), shapes 8 and 9 with the spacing and insets of shapes 0 and 1 but taller
        // groups (so only the whole comparison tells them apart), visited in an order that brings back shapes after
        // they were replaced and while they are kept; the item counts vary, which the text of a shape does not read.
        func shape(_ k: Int, items: Int) -> String {
            k < 8 ? section(items: items, spacing: k, height: 44, leading: k % 3)
                  : section(items: items, spacing: k - 8, height: 60, leading: (k - 8) % 3)
        }
        let order = Array(0..<10) + [9, 8, 0, 1, 2, 7, 3, 9, 4, 8, 5, 6, 0, 0, 1]
        let sections = order.enumerated().map { shape($1, items: 1 + $0 % 4) }
        let written = VisualDescription.render(document: try document(sections))
        let parts = written.components(separatedBy: "\n\nsection ")
        XCTAssertEqual(parts.count, order.count)
        for (index, source) in sections.enumerated() {
            // Described alone, the section is "section 0"; the rest of its text must be the same.
            let alone = VisualDescription.render(document: try document([source]))
            let part = (index == 0 ? parts[0] : "section " + parts[index]) + (index == order.count - 1 ? "" : "\n")
            XCTAssertEqual(part.drop(while: { $0 != "(" }), alone.drop(while: { $0 != "(" }), "section \(index), shape \(order[index])")
        }
        // Shapes 8 and 9 are drawn with their own 60-pt groups, not the kept 44-pt ones of the same spacing and insets
        // (the first slot of a full-width item in a 320-pt container with no leading inset: x 0, 320 wide).
        XCTAssertTrue(parts[8].hasSuffix("\n[0] x 0, y 0, 320 x 60"), parts[8])
        XCTAssertTrue(parts[0].hasSuffix("\n[0] x 0, y 0, 320 x 44"), parts[0])
    }
}
