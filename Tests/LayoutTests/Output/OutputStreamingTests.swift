import Foundation
import XCTest
@testable import LayoutKitLinux

/// Every output format is written a piece at a time (Docs/CLI.md, "Output"): `layout-dump` streams to standard
/// output, so memory follows the solution, not the text. The streamed text is the text the String APIs return,
/// and those equal the renderings of the materialised attribute list, which sorts every element itself.
final class OutputStreamingTests: XCTestCase {
    /// A `TextOutputStream` that keeps the text and the largest single write.
    private struct Recorder: TextOutputStream {
        var text = ""
        var writes = 0
        var largestWrite = 0

        mutating func write(_ string: String) {
            text += string
            writes += 1
            largestWrite = max(largestWrite, string.utf8.count)
        }
    }

    private func solveExample(_ file: String) throws -> (LayoutSolution, LayoutDocument) {
        let data = try Data(contentsOf: LayoutDumpRunner.examplesDirectory.appendingPathComponent(file))
        let document = try LayoutDocument.parse(data)
        return (try document.makeLayout().solve(document.makeContext()), document)
    }

    func testStreamedSolutionOutputEqualsTheSortedAttributeListInEveryExample() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: LayoutDumpRunner.examplesDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(files.count, 10)
        for file in files {
            let (solution, document) = try solveExample(file)
            let list = Array(solution.attributes)
            XCTAssertEqual(FrameDump.render(solution), FrameDump.render(contentSize: solution.contentSize, elements: list), file)
            XCTAssertEqual(JSONDump.render(solution), JSONDump.render(contentSize: solution.contentSize, elements: list), file)
            XCTAssertEqual(SVGDiagram.render(solution, badgeKinds: document.badgeKinds),
                           SVGDiagram.render(contentSize: solution.contentSize, elements: list,
                                             sectionFrames: solution.sections.map(\.frame), badgeKinds: document.badgeKinds), file)
            // The list alone has no sections: they are given as the solution gives them (adjacent sections drawn apart).
            XCTAssertEqual(ASCIIDiagram.render(solution, width: 60),
                           ASCIIDiagram.draw(contentSize: solution.contentSize, elements: list, width: 60, maxRows: ASCIIDiagram.defaultMaxRows,
                                             color: false, sectionStarts: ASCIIDiagram.sectionStarts(of: solution), labels: ASCIIDiagram.label(for:)),
                           file)
        }
    }

    func testRowsPushedToTheDumpsEqualTheRowsPulledOneAtATimeInEveryExample() throws {
        // The dumps push their rows (`RowCursor.forEachRemaining`, one loop for unnamed rows and one for rows keyed by
        // identifier); a diff pulls them (`next()`). Both must give the same rows in the same order, keyed or not.
        let files = try FileManager.default.contentsOfDirectory(atPath: LayoutDumpRunner.examplesDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var keyedFiles = 0
        for file in files {
            let (solution, _) = try solveExample(file)
            var identifierSets: [LayoutIdentifiers?] = [nil]
            if let identifiers = try? solution.keyingIdentifiers() { identifierSets.append(identifiers); keyedFiles += 1 }
            for identifiers in identifierSets {
                var pulled: [FrameDumpDiff.Element] = [], pushed: [FrameDumpDiff.Element] = []
                var puller = FrameDump.RowCursor(solution, identifiers: identifiers), pusher = puller
                while let row = puller.next() { pulled.append(row) }
                pusher.forEachRemaining { pushed.append($0) }
                XCTAssertEqual(pushed, pulled, "\(file), keyed: \(identifiers != nil)")
                XCTAssertEqual(pushed.count, Array(solution.attributes).count, file)
            }
        }
        XCTAssertGreaterThanOrEqual(keyedFiles, 2, "feed-before.json and feed-after.json name their items")
    }

    func testEveryFormatIsWrittenInSmallPieces() throws {
        // 20,000 cells: the dumps hand on pieces of at most `OutputBytes.pieceSize` bytes and the element that reached
        // it; the diagrams a line or an element at a time (the SVG head, about 1 KB, is their largest).
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "header", alignment: .top)]
        let solution = try UICollectionViewCompositionalLayout(section: section)
            .solve(LayoutContext(containerSize: CGSize(width: 400, height: 800), itemCounts: [20_000]))

        var frames = Recorder()
        FrameDump.write(solution, to: &frames)
        XCTAssertEqual(frames.text, FrameDump.render(solution))
        // Every piece but the last is full, and lines are under 100 bytes: at least text / (piece + 100) writes.
        XCTAssertLessThan(frames.largestWrite, OutputBytes.pieceSize + 100)
        XCTAssertGreaterThanOrEqual(frames.writes, frames.text.utf8.count / (OutputBytes.pieceSize + 100))
        XCTAssertGreaterThan(frames.writes, 20)
        // The header sorts after the cells (category order), as in the dump: at the section's top, full width, 30 tall,
        // zIndex 1 (a boundary item's default, Docs/Solver.md).
        XCTAssertTrue(frames.text.hasSuffix("supplementary header 0.0 0 0 400 30 1\n"), String(frames.text.suffix(80)))

        var json = Recorder()
        JSONDump.write(solution, to: &json)
        XCTAssertEqual(json.text, JSONDump.render(solution))
        XCTAssertLessThan(json.largestWrite, OutputBytes.pieceSize + 400)
        XCTAssertGreaterThan(json.writes, 20)

        var svg = Recorder()
        SVGDiagram.write(solution, to: &svg)
        XCTAssertEqual(svg.text, SVGDiagram.render(solution))
        XCTAssertLessThan(svg.largestWrite, 2_000)

        var ascii = Recorder()
        ASCIIDiagram.write(solution, width: 80, maxRows: 50, to: &ascii)
        XCTAssertEqual(ascii.text, ASCIIDiagram.render(solution, width: 80, maxRows: 50))
        XCTAssertLessThan(ascii.largestWrite, 200)
    }

    func testAnEmptySolutionStreamsAValidJSONDocument() throws {
        var json = Recorder()
        JSONDump.write(contentSize: CGSize(width: 320, height: 0), elements: [UICollectionViewLayoutAttributes](), to: &json)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any]
        XCTAssertEqual(parsed?["elements"] as? [Any] as? [Int], [])
        XCTAssertEqual(json.text, "{\n  \"format\": \"layout-dump json v1\",\n  \"contentSize\": {\"width\": 320, \"height\": 0},\n  \"elements\": []\n}\n")
    }

    func testTheSVGPlacesAtMostMaximumLabelsAndStaysStreamed() throws {
        // 100,010 cells of 100 x 50 pt, each with room for its label: exactly the first 100,000 are labelled (cells in
        // list order); the section's label, placed after them, is left out too. Every cell still has its rect.
        let count = LabelPlacement.maximumLabels + 10
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(LayoutContext(containerSize: CGSize(width: 100, height: 800), itemCounts: [count]))
        var svg = Recorder()
        SVGDiagram.write(solution, to: &svg)
        XCTAssertEqual(svg.text.components(separatedBy: "<rect class=\"cell\"").count - 1, count)
        // Label texts alone carry lengthAdjust (the legend's do not).
        XCTAssertEqual(svg.text.components(separatedBy: "lengthAdjust=").count - 1, LabelPlacement.maximumLabels)
        XCTAssertTrue(svg.text.contains(">0.99999</text>"))
        XCTAssertFalse(svg.text.contains(">0.100000</text>"))
        XCTAssertFalse(svg.text.contains(">section 0</text>"))
        XCTAssertLessThan(svg.largestWrite, 2_000)
    }
}
