import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LayoutKitLinux

/// The output formats over the seeded random layouts of `Tests/LayoutTests/Properties/` (the same corpus, solved once):
/// every dump reads back as the solution it came from, every JSON dump is valid JSON, every SVG well-formed XML,
/// every diagram within its width, and visualDescription() never traps. Replay a seed as Docs/Testing-Properties.md says.
final class OutputPropertyTests: XCTestCase {
    private var solved: [(LayoutSpec, LayoutSolution)] {
        SolvedCorpus.entries(.general).compactMap { entry in
            if case .success(let solution) = entry.ltr { return (entry.spec, solution) }
            return nil
        }
    }

    func testFrameDumpsReadBackAsTheirSolution() {
        var failures = 0
        var categories: [UICollectionView.ElementCategory: Int] = [:]
        defer {
            // The corpus has headers, badges and backgrounds (RandomExtras.swift), so their lines read back too.
            XCTAssertGreaterThan(categories[.supplementaryView] ?? 0, 0)
            XCTAssertGreaterThan(categories[.decorationView] ?? 0, 0)
        }
        for (spec, solution) in solved {
            for element in solution.attributes { categories[element.representedElementCategory, default: 0] += 1 }
            let text = FrameDump.render(solution)
            do {
                let parsed = try FrameDumpDiff.parse(text)
                // The dump prints up to four decimals: frames on a scale-3 grid (106.6667) differ from the solution by < 0.0001.
                let result = FrameDumpDiff.compare(FrameDumpDiff.Dump(solution), parsed, tolerance: 0.0001)
                XCTAssertEqual(parsed.elements.count, solution.attributes.count)
                if !result.isEqual {
                    failures += 1
                    PropertyHarness.report("dump reads back", spec: spec, problems: [result.report], file: #filePath, line: #line)
                }
                XCTAssertEqual(FrameDump.render(contentSize: parsed.contentSize, elements: parsed.attributes), text, "seed 0x\(String(spec.seed, radix: 16))")
                XCTAssertEqual(TextDiff.unified(text, text), "")
            } catch {
                failures += 1
                PropertyHarness.report("dump reads back", spec: spec, problems: ["\(error)"], file: #filePath, line: #line)
            }
            if failures >= PropertyHarness.maximumReported { break }
        }
    }

    func testJSONIsValidAndSVGWellFormed() throws {
        for (spec, solution) in solved.prefix(200) {
            let json = JSONDump.render(solution)
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            XCTAssertEqual((object?["elements"] as? [Any])?.count, solution.attributes.count, "seed 0x\(String(spec.seed, radix: 16))")
            let parser = XMLParser(data: Data(SVGDiagram.render(solution).utf8))
            XCTAssertTrue(parser.parse(), "seed 0x\(String(spec.seed, radix: 16)): \(String(describing: parser.parserError))")
        }
    }

    func testDiagramsStayWithinTheirWidth() {
        for (spec, solution) in solved.prefix(300) {
            for width in [10, 41, 80] {
                let lines = ASCIIDiagram.render(solution, width: width, maxRows: 40).split(separator: "\n").dropFirst()
                // The notes under the drawing (the legend, the cells wholly covered by others) are one line each, however wide.
                for line in lines where !line.hasPrefix("... ") && !line.hasPrefix("legend: ") && !line.hasPrefix("covered: ")
                    && !line.hasSuffix("(see --format frames or svg)") {
                    XCTAssertLessThanOrEqual(line.count, width, "seed 0x\(String(spec.seed, radix: 16)), width \(width): \(line)")
                }
            }
        }
    }

    func testVisualDescriptionOfRandomSectionsNeverTraps() {
        for entry in SolvedCorpus.entries(.general).prefix(40) {
            for section in entry.spec.sections {
                let built = LayoutSpec.makeSection(section, scale: entry.spec.scale)
                let text = built.visualDescription()
                XCTAssertTrue(text.hasPrefix("NSCollectionLayoutSection "), "seed 0x\(String(entry.spec.seed, radix: 16))")
                XCTAssertTrue(text.contains("one instance in a 320 x 480 container") || text.contains("cannot be laid out in a 320 x 480 container"),
                              "seed 0x\(String(entry.spec.seed, radix: 16)): \(text)")
            }
        }
    }
}
