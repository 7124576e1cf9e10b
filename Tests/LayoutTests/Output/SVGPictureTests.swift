import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LayoutKitLinux

/// The SVG picture's labels, legend and visible bounds (Docs/CLI.md, "svg"): labels are drawn after every element
/// (so a header never hides a section's label) and never overlap one another; a legend names the classes drawn; the
/// visible bounds at the content offset are outlined. Positions are derived by hand from the placement rule in
/// `LabelPlacement` (0.6 em a glyph, 1 em tall, 2-pt inset in the corners).
final class SVGPictureTests: XCTestCase {
    /// The picture read back: every rect and text with its attributes, in document order.
    struct Picture {
        struct Node {
            var name: String
            var attributes: [String: String]
            var text = ""
            func number(_ key: String) -> CGFloat { CGFloat(Double(attributes[key] ?? "") ?? .nan) }
        }
        var nodes: [Node] = []
        var texts: [Node] { nodes.filter { $0.name == "text" } }
        var rects: [Node] { nodes.filter { $0.name == "rect" } }
        /// The labels (texts outside the legend) and the box each takes: x, y, textLength, font-size.
        var labels: [(text: String, box: CGRect)] {
            texts.filter { $0.attributes["textLength"] != nil }.map {
                ($0.text, CGRect(x: $0.number("x"), y: $0.number("y"), width: $0.number("textLength"), height: $0.number("font-size")))
            }
        }
        func label(_ text: String) -> CGRect? { labels.first { $0.text == text }?.box }
        func rect(class name: String) -> CGRect? {
            rects.first { $0.attributes["class"] == name }.map {
                CGRect(x: $0.number("x"), y: $0.number("y"), width: $0.number("width"), height: $0.number("height"))
            }
        }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var picture = Picture()
        private var open: Int?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            picture.nodes.append(Picture.Node(name: name, attributes: attributes))
            open = name == "text" ? picture.nodes.count - 1 : nil
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { open = nil }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let open { picture.nodes[open].text += string }
        }
    }

    static func read(_ svg: String, file: StaticString = #filePath, line: UInt = #line) -> Picture {
        let parser = XMLParser(data: Data(svg.utf8))
        let reader = Reader()
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))", file: file, line: line)
        return reader.picture
    }

    /// Every pair of label boxes that overlap (touching is fine).
    static func overlaps(_ picture: Picture) -> [String] {
        let labels = picture.labels
        var found: [String] = []
        for i in labels.indices {
            for j in labels.indices where j > i && LabelPlacement.overlap(labels[i].box, labels[j].box) {
                found.append("\"\(labels[i].text)\" \(labels[i].box) meets \"\(labels[j].text)\" \(labels[j].box)")
            }
        }
        return found
    }

    private func attributes(_ category: UICollectionView.ElementCategory, _ kind: String?, _ item: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let path = IndexPath(item: item, section: 0)
        let a: UICollectionViewLayoutAttributes
        switch category {
        case .cell: a = UICollectionViewLayoutAttributes(forCellWith: path)
        case .supplementaryView: a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind ?? "", with: path)
        case .decorationView: a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind ?? "", with: path)
        }
        a.frame = frame
        return a
    }

    /// A 320 x 96 section whose background fills it (the case where "section 0" and "decoration 0" were both drawn at
    /// its top-left corner) under a 32-pt header, two 160 x 64 cells below.
    private var backgroundScene: [UICollectionViewLayoutAttributes] {
        [attributes(.cell, nil, 0, CGRect(x: 0, y: 32, width: 160, height: 64)),
         attributes(.cell, nil, 1, CGRect(x: 160, y: 32, width: 160, height: 64)),
         attributes(.supplementaryView, UICollectionView.elementKindSectionHeader, 0, CGRect(x: 0, y: 0, width: 320, height: 32)),
         attributes(.decorationView, "section-background", 0, CGRect(x: 0, y: 0, width: 320, height: 96))]
    }

    func testSectionAndDecorationLabelsNeverShareACorner() {
        let picture = Self.read(SVGDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: backgroundScene,
                                                  sectionFrames: [CGRect(x: 0, y: 0, width: 320, height: 96)]))
        // Placed in order supplementaries, cells, decorations, sections:
        // "header 0.0": 10 glyphs at min(12, 32 x 0.6, 320 / 6.5) = 12 pt, 72 wide, centred in (0, 0, 320, 32): (124, 10).
        XCTAssertEqual(picture.label("header 0.0"), CGRect(x: 124, y: 10, width: 72, height: 12))
        // "0.0": 12 pt, 21.6 wide, centred in (0, 32, 160, 64): (69.2, 58); "0.1" in the next cell: (229.2, 58).
        XCTAssertEqual(picture.label("0.0"), CGRect(x: 69.2, y: 58, width: 21.6, height: 12))
        XCTAssertEqual(picture.label("0.1"), CGRect(x: 229.2, y: 58, width: 21.6, height: 12))
        // "decoration 0": corners only, at most 9 pt: 64.8 wide, top-left (2, 2), free.
        XCTAssertEqual(picture.label("decoration 0"), CGRect(x: 2, y: 2, width: 64.8, height: 9))
        // "section 0": 9 pt, 48.6 wide; the top-left (2, 2) is the decoration's, so bottom-left: (2, 96 - 2 - 9 = 85).
        XCTAssertEqual(picture.label("section 0"), CGRect(x: 2, y: 85, width: 48.6, height: 9))
        XCTAssertEqual(Self.overlaps(picture), [])
    }

    func testLabelsAreDrawnAfterEveryElementSoNoHeaderHidesThem() {
        // A section whose header covers its top edge: the section's label lies under the header's box, and is drawn after it.
        let svg = SVGDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: backgroundScene,
                                    sectionFrames: [CGRect(x: 0, y: 0, width: 320, height: 96)])
        let picture = Self.read(svg)
        let lastElement = picture.nodes.lastIndex { $0.name == "rect" && ["cell", "supplementary", "decoration"].contains($0.attributes["class"] ?? "") }
        let firstLabel = picture.nodes.firstIndex { $0.name == "text" && $0.attributes["textLength"] != nil }
        XCTAssertNotNil(lastElement)
        XCTAssertLessThan(lastElement ?? .max, firstLabel ?? -1)
        XCTAssertTrue(svg.contains("<g class=\"labels\">"))
    }

    func testCrowdedLabelsAreLeftOutRatherThanDrawnOverEachOther() {
        // Two cells at the same place: the second's centre and corners are all taken or too small, so only one "0.x" shows.
        // (60 x 20 cells: 12 pt labels, 21.6 x 12; the corners need 21.6 + 4 by 12 + 4 — they fit — but the first label sits
        // at (19.2, 4), covering x 19.2...40.8, y 4...16, which every corner box (y 2...14 or 6...18, x 2...23.6 or 36.4...58) meets.)
        let elements = [attributes(.cell, nil, 0, CGRect(x: 0, y: 0, width: 60, height: 20)),
                        attributes(.cell, nil, 1, CGRect(x: 0, y: 0, width: 60, height: 20))]
        let picture = Self.read(SVGDiagram.render(contentSize: CGSize(width: 60, height: 20), elements: elements))
        XCTAssertEqual(picture.labels.map(\.text), ["0.0"])
        XCTAssertEqual(picture.label("0.0"), CGRect(x: 19.2, y: 4, width: 21.6, height: 12))
        // The second cell is still drawn and named in its tooltip.
        XCTAssertEqual(picture.rects.filter { $0.attributes["class"] == "cell" }.count, 2)
    }

    func testLegendNamesEachClassDrawnAboveThePicture() {
        let picture = Self.read(SVGDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: backgroundScene,
                                                  sectionFrames: [CGRect(x: 0, y: 0, width: 320, height: 96)]))
        let swatches = picture.rects.compactMap { $0.attributes["class"] }.filter { $0.hasPrefix("swatch ") }
        XCTAssertEqual(swatches, ["swatch cell", "swatch supplementary", "swatch decoration", "swatch section"])
        // Entry widths: swatch 10 + 4 + 0.6 x 9 pt a glyph, then 12 to the next. Row 1: "cell" (35.6) at 0, the
        // supplementary's 37 glyphs (213.8) at 47.6, ending 261.4; "decoration (background)" (138.2) no longer fits in 320,
        // so row 2: it at 0, "section frame" (84.2) at 150.2. The legend is above the picture, so a tall layout opens on
        // it (issue #28, item 5): its two rows end 8 above the content, at y -8 - 28 = -36 and -22.
        let legend = picture.texts.filter { $0.attributes["textLength"] == nil }
        XCTAssertEqual(legend.map(\.text), ["cell", "supplementary (header, footer, badge)", "decoration (background)", "section frame"])
        XCTAssertEqual(legend.map { [$0.number("x"), $0.number("y")] }, [[14, -36], [61.6, -36], [14, -22], [164.2, -22]])
        // The picture grows by the two 14-pt legend rows: 96 + 16 + 28, upwards.
        XCTAssertEqual(picture.nodes.first?.attributes["height"], "140")
        XCTAssertEqual(picture.nodes.first?.attributes["viewBox"], "-8 -36 336 140")
        // Told which kinds are badges, the supplementary entry no longer claims them.
        let told = Self.read(SVGDiagram.render(contentSize: CGSize(width: 320, height: 96), elements: backgroundScene, badgeKinds: ["badge"]))
        XCTAssertTrue(told.texts.contains { $0.text == "supplementary (header, footer)" })
    }

    func testVisibleBoundsAtTheContentOffsetAreOutlined() throws {
        // A list of 44-pt rows with a pinned 30-pt header in a 320 x 200 view scrolled to y 100 (20 items: content 30 + 880
        // = 910 tall). The viewport rect is the visible bounds, (0, 100, 320, 200), and the header is pinned at its top,
        // max(0, min(100, 910 - 30)) = 100 (Docs/Solver.md, step 3e).
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 200), itemCounts: [20])
        context.contentOffset = CGPoint(x: 0, y: 100)
        let solution = try UICollectionViewCompositionalLayout(section: section).solve(context)
        let picture = Self.read(SVGDiagram.render(solution, viewport: CGRect(origin: context.contentOffset, size: context.containerSize)))
        XCTAssertEqual(picture.rect(class: "viewport"), CGRect(x: 0, y: 100, width: 320, height: 200))
        XCTAssertEqual(picture.rect(class: "supplementary"), CGRect(x: 0, y: 100, width: 320, height: 30))
        XCTAssertTrue(picture.texts.contains { $0.text == "visible bounds" }, "the legend names it")
        // A viewport reaching past the content (800...1000 of 910) widens the picture to hold it: y -8 to 1008, 1016
        // tall, plus the legend: row 1 "cell" (35.6) and the supplementary (213.8) at 47.6, ending 261.4; "section frame"
        // (84.2) does not fit after them in 320, so row 2: it at 0 and "visible bounds" (89.6) at 96.2. Two 14-pt rows.
        let far = Self.read(SVGDiagram.render(solution, viewport: CGRect(x: 0, y: 800, width: 320, height: 200)))
        let legendRows = Set(far.texts.filter { $0.attributes["textLength"] == nil }.map { $0.number("y") }).count
        XCTAssertEqual(legendRows, 2)
        XCTAssertEqual(far.nodes.first?.attributes["viewBox"], "-8 -36 336 \(1016 + 28)")   // the legend's 28 pt above
        XCTAssertEqual(far.rect(class: "viewport"), CGRect(x: 0, y: 800, width: 320, height: 200))
    }

    func testLabelsNeverOverlapInRandomLayouts() {
        var checked = 0
        for entry in SolvedCorpus.entries(.general).prefix(200) {
            guard case .success(let solution) = entry.ltr else { continue }
            let picture = Self.read(SVGDiagram.render(solution, viewport: CGRect(x: 0, y: 0, width: 320, height: 480)))
            let problems = Self.overlaps(picture)
            XCTAssertEqual(problems, [], "seed 0x\(String(entry.spec.seed, radix: 16))")
            checked += picture.labels.count
            if !problems.isEmpty { break }
        }
        XCTAssertGreaterThan(checked, 1000, "the corpus labels enough elements to mean something")
    }
}
