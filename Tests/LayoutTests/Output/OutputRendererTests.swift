import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LayoutKitLinux

/// The ascii, json and svg renderers work from any list of attributes (so headers, badges and decorations can be
/// drawn before the solver places them), and visualDescription() draws one group instance solved by the rules.
final class OutputRendererTests: XCTestCase {
    private func cell(_ item: Int, _ frame: CGRect, section: Int = 0) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        a.frame = frame
        return a
    }

    private func supplementary(_ kind: String, _ item: Int, _ frame: CGRect, z: Int = 1) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: item, section: 0))
        a.frame = frame
        a.zIndex = z
        return a
    }

    private func decoration(_ kind: String, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: 0))
        a.frame = frame
        return a
    }

    /// A 320 x 96 section: a background, a 32-pt header, two 160 x 64 cells and a 16-pt badge on cell 0's top-trailing corner.
    private var scene: [UICollectionViewLayoutAttributes] {
        [cell(0, CGRect(x: 0, y: 32, width: 160, height: 64)), cell(1, CGRect(x: 160, y: 32, width: 160, height: 64)),
         supplementary(UICollectionView.elementKindSectionHeader, 0, CGRect(x: 0, y: 0, width: 320, height: 32)),
         supplementary("badge-element-kind", 0, CGRect(x: 144, y: 32, width: 16, height: 16)),
         decoration("section-background", CGRect(x: 0, y: 0, width: 320, height: 96))]
    }

    // MARK: ascii

    func testHeadersBadgesAndDecorationsAreDrawnInTheirOwnStyles() {
        // Width 41: 8 pt a column, 16 pt a row. The background spans columns 0...40, rows 0...6 (dots, drawn first);
        // the header rows 0...2 (*=:, drawn last, so its bottom edge covers the cells' top edges on row 2); the cells
        // columns 0...20 and 20...40, rows 2...6 (+-|); the badge columns 18...20, rows 2...3 (too small for a label).
        // Labels: cells centred on row 4 (columns 9 and 29); the header's "header 0.0" centred on row 1 (start 1 + (39 - 10) / 2 = 15);
        // the decoration's "decoration 0" in its top-left corner (row 1, column 1).
        let text = ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: scene, width: 41)
        XCTAssertEqual(text, """
            content 320 x 96 pt; 1 column = 8 pt, 1 row = 16 pt
            *=======================================*
            :decoration 0  header 0.0               :
            *=================*=*===================*
            |                 *=*                   |
            |        0.0        |        0.1        |
            |                   |                   |
            +-------------------+-------------------+
            legend: +-| cell   *=: supplementary (header, footer, badge)   ... decoration (background)

            """)
    }

    func testAHeaderPinnedOverACellIsLabelledWithTheHeaderNotTheCell() {
        // A pinned header (zIndex 1,000,000,001) over the whole of cell 0.0, both 320 x 44 at width 41 (8 pt a column,
        // 16 a row: rows 0...3). The header is drawn on top; the cell's "0.0" (row 1, column 19) would land inside the
        // header's box, so it is left out, and the header gets its label: "header 0.0" from column 1 + (39 - 10) / 2 = 15.
        // The cell, wholly hidden, is named under the drawing with what covers it.
        let text = ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 44),
                                       elements: [cell(0, CGRect(x: 0, y: 0, width: 320, height: 44)),
                                                  supplementary(UICollectionView.elementKindSectionHeader, 0, CGRect(x: 0, y: 0, width: 320, height: 44),
                                                                z: 1_000_000_001)], width: 41)
        XCTAssertEqual(text, """
            content 320 x 44 pt; 1 column = 8 pt, 1 row = 16 pt
            *=======================================*
            :              header 0.0               :
            :                                       :
            *=======================================*
            covered: 0.0 (under header 0.0)
            legend: +-| cell   *=: supplementary (header, footer, badge)

            """)
    }

    func testBadgesAreDrawnApartFromHeadersWhenTheirKindsAreKnown() {
        // The same scene, told that "badge-element-kind" is an item supplementary: its box (columns 18...20, rows 2...3)
        // is drawn o~! instead of *=:, and the legend names both.
        let text = ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: scene, width: 41,
                                       badgeKinds: ["badge-element-kind"])
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[3], "*=================o~o===================*")
        XCTAssertEqual(lines[4], "|                 o~o                   |")
        XCTAssertEqual(lines.last, "legend: +-| cell   *=: boundary supplementary (header, footer)   o~! item or group supplementary (badge)"
                       + "   ... decoration (background)")
        let coloured = ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: scene, width: 41, color: true,
                                           badgeKinds: ["badge-element-kind"])
        XCTAssertTrue(coloured.contains("\u{1B}[35mo~o"), "badges in magenta")
        let svg = parseSVG(SVGDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: scene, badgeKinds: ["badge-element-kind"]))
        XCTAssertEqual(svg.classes["badge"], 1)
        XCTAssertEqual(svg.classes["supplementary"], 1)
    }

    func testColourOnlyWhenAsked() {
        let plain = ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: scene, width: 41)
        XCTAssertFalse(plain.contains("\u{1B}["))
        let coloured = ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: scene, width: 41, color: true)
        XCTAssertTrue(coloured.contains("\u{1B}[36m*"), "supplementaries in cyan")
        XCTAssertTrue(coloured.contains("\u{1B}[0m"), "reset after a coloured run")
        // Without the escapes the drawing is the same.
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression)
        XCTAssertEqual(stripped, plain)
    }

    func testElementsWhollyOutsideTheContentAreCountedNotDrawn() {
        // An orthogonal row scrolled by 400: cell 0.3 at x 420 lies right of the 320-wide content, cell 0.0 at x -390 left of it.
        let elements = [cell(0, CGRect(x: -390, y: 0, width: 100, height: 32)), cell(1, CGRect(x: 0, y: 0, width: 160, height: 32)),
                        cell(3, CGRect(x: 420, y: 0, width: 100, height: 32))]
        let text = ASCIIDiagram.render(contentSize: CGSize(width: 320, height: 32), elements: elements, width: 41)
        XCTAssertTrue(text.hasSuffix("\n2 elements lie wholly outside the content and are not drawn (see --format frames or svg)\n"), text)
        XCTAssertTrue(text.contains("0.1"))
        XCTAssertFalse(text.contains("0.0") || text.contains("0.3"))
    }

    func testLayoutLevelBoundaryItemsAreLabelledLayout() {
        let banner = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "layout-header", with: IndexPath(item: Int.max, section: 0))
        XCTAssertEqual(ASCIIDiagram.label(for: banner), "header layout")
        XCTAssertEqual(ASCIIDiagram.shortKind("section-background-element-kind"), "background")
        XCTAssertEqual(ASCIIDiagram.shortKind("a-very-long-kind-name"), "a-very-long~")
    }

    // MARK: json

    func testJSONListsEveryElementWithItsKindAndFrame() throws {
        let text = JSONDump.render(contentSize: CGSize(width: 320, height: 96), elements: scene)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(object["format"] as? String, "layout-dump json v1")
        XCTAssertEqual(object["contentSize"] as? [String: Double], ["width": 320, "height": 96])
        let elements = try XCTUnwrap(object["elements"] as? [[String: Any]])
        // Frame-dump order: cells, then supplementaries (same index path: by kind), then decorations.
        XCTAssertEqual(elements.map { $0["category"] as? String }, ["cell", "cell", "supplementary", "supplementary", "decoration"])
        XCTAssertEqual(elements.map { $0["kind"] as? String }, [nil, nil, "UICollectionElementKindSectionHeader", "badge-element-kind", "section-background"])
        XCTAssertTrue(elements[0]["kind"] is NSNull)
        XCTAssertEqual(elements[3]["frame"] as? [String: Double], ["x": 144, "y": 32, "width": 16, "height": 16])
        XCTAssertEqual(elements[3]["zIndex"] as? Int, 1)
        XCTAssertEqual(JSONDump.render(contentSize: .zero, elements: [UICollectionViewLayoutAttributes]()).contains("\"elements\": []"), true)
    }

    // MARK: svg

    /// Counts elements by name and `class` attribute; fails the test if the document is not well-formed XML.
    private final class SVGCounter: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        var classes: [String: Int] = [:]
        var texts: [String] = []
        private var inText = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements[name, default: 0] += 1
            if let c = attributes["class"] { classes[c, default: 0] += 1 }
            inText = name == "text"
            if inText { texts.append("") }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" { inText = false }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText, !texts.isEmpty { texts[texts.count - 1] += string }
        }
    }

    private func parseSVG(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SVGCounter {
        let parser = XMLParser(data: Data(text.utf8))
        let counter = SVGCounter()
        parser.delegate = counter
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))", file: file, line: line)
        return counter
    }

    func testSVGIsWellFormedWithOneRectPerElementInItsStyle() {
        let text = SVGDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: scene,
                                     sectionFrames: [CGRect(x: 0, y: 0, width: 320, height: 96)])
        XCTAssertTrue(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        // 320 x 96 plus an 8-pt margin on each side, and two 14-pt legend rows above (SVGPictureTests derives them).
        XCTAssertTrue(text.contains("width=\"336\" height=\"140\" viewBox=\"-8 -36 336 140\""))
        let svg = parseSVG(text)
        XCTAssertEqual(svg.elements["svg"], 1)
        XCTAssertEqual(svg.elements["rect"], 1 + 1 + 5 + 4)   // the content, one section, five elements, four legend swatches
        XCTAssertEqual(svg.classes["cell"], 2)
        XCTAssertEqual(svg.classes["supplementary"], 2)
        XCTAssertEqual(svg.classes["decoration"], 1)
        XCTAssertEqual(svg.classes["section"], 1)
        XCTAssertEqual(svg.classes["content"], 1)
        // Labels where they fit: both cells, the header, the decoration and the section; the 16-pt badge's 9 characters
        // do not fit. Then the legend's four entries.
        XCTAssertEqual(Set(svg.texts), ["0.0", "0.1", "header 0.0", "decoration 0", "section 0",
                                        "cell", "supplementary (header, footer, badge)", "decoration (background)", "section frame"])
    }

    func testSVGCoversElementsOutsideTheContent() {
        // An orthogonal row reaching x 700 and a badge hanging 6 pt above the top: the picture spans x -8...708,
        // y -14...104 (the union of the 320 x 96 content and those frames, plus 8), and one 14-pt legend row above
        // (the two entries are 35.6 + 12 + 213.8 = 261.4 wide, within 700): the view box starts at -14 - 14 = -28.
        let row = cell(3, CGRect(x: 500, y: 32, width: 200, height: 64))
        let badge = supplementary("badge", 0, CGRect(x: 300, y: -6, width: 20, height: 20))
        let text = SVGDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: [row, badge])
        XCTAssertTrue(text.contains("width=\"716\" height=\"132\" viewBox=\"-8 -28 716 132\""), text)
    }

    func testSVGEscapesKindsAndSkipsNonFiniteFrames() {
        let odd = supplementary("a<b>&\"c\"\u{1}\u{FFFE}", 0, CGRect(x: 0, y: 0, width: 100, height: 20))
        let broken = cell(1, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        let svg = parseSVG(SVGDiagram.render(contentSize: CGSize(width: 100, height: 20), elements: [odd, broken]))
        XCTAssertEqual(svg.classes["supplementary"], 1)
        XCTAssertNil(svg.classes["cell"])
    }

    // MARK: visualDescription()

    func testGroupVisualDescriptionDrawsOneInstanceOfItsSlots() {
        // Two fractionalWidth(0.5) items with fixed(8) in a 320-wide group: the fractions resolve against
        // 320 - 8 = 312 (Docs/Solver.md, step 3c), so 156 wide at x 0 and 156 + 8 = 164; the group is 44 tall.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        group.interItemSpacing = .fixed(8)
        let text = group.visualDescription()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "NSCollectionLayoutGroup horizontal, 1 subitem repeated while they fit, "
                       + "size={.containerWidthFactor(1), .absolute(44)}, interItemSpacing=.fixed(8)")
        XCTAssertEqual(lines[1], "one instance in a 320 x 480 container: 320 x 44 pt, 2 slots")
        XCTAssertTrue(text.hasSuffix("[0] x 0, y 0, 156 x 44\n[1] x 164, y 0, 156 x 44\n"), text)
        // The drawing (61 characters, 320/60 pt a column): slot [0] from column 0 to 156/5.33 = 29.25 → 29; [1] from 164/5.33 = 30.75 → 31 to 60.
        XCTAssertTrue(text.contains("\n+" + String(repeating: "-", count: 28) + "+ +" + String(repeating: "-", count: 28) + "+\n"), text)
        XCTAssertTrue(text.contains("[0]") && text.contains("[1]"))
    }

    func testSectionVisualDescriptionIncludesTheSectionInsets() {
        // Three fractionalWidth(1/3) items in a section inset by 10: the group is 320 - 20 = 300 wide (Docs/Solver.md, step 3a),
        // thirds of 300 are 100, at x 10 / 110 / 210 and y 10 (the top inset).
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let text = section.visualDescription()
        XCTAssertTrue(text.hasPrefix("""
            NSCollectionLayoutSection contentInsets={10, 10, 10, 10}, interGroupSpacing=0
              group horizontal, 1 subitem repeated while they fit, size={.containerWidthFactor(1), .absolute(50)}
                item size={.containerWidthFactor(0.3333), .containerHeightFactor(1)}

            """), text)
        XCTAssertTrue(text.contains("one instance in a 320 x 480 container: 320 x 70 pt, 3 slots"), text)
        XCTAssertTrue(text.hasSuffix("[0] x 10, y 10, 100 x 50\n[1] x 110, y 10, 100 x 50\n[2] x 210, y 10, 100 x 50\n"), text)
    }

    func testVisualDescriptionDrawsBadgesInTheirOwnStyle() {
        // A 20 x 20 badge on the top-trailing corner of each 160 x 60 slot (Docs/Solver.md, step 3d″): drawn o~! and named in the legend.
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                       subitems: [item])
        let text = NSCollectionLayoutSection(group: group).visualDescription()
        XCTAssertTrue(text.contains("item size={.containerWidthFactor(0.5), .containerHeightFactor(1)}, supplementaryItems=[badge]"), text)
        XCTAssertTrue(text.contains("o~~~o"), text)
        XCTAssertTrue(text.contains("legend: +-| cell   o~! item or group supplementary (badge)"), text)
    }

    func testVisualDescriptionOfAGroupThatCannotFitSaysWhy() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(400), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        XCTAssertTrue(group.visualDescription().contains("cannot be laid out in a 320 x 480 container: section 0 > group: This group cannot fit even a single item"),
                      group.visualDescription())
    }
}
