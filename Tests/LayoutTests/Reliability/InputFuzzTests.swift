import Foundation
import XCTest
@testable import LayoutKitLinux

/// Bad input never crashes: seeded mutations of every example document and of frame dumps go through the parser,
/// lint, describe and the renderers; each either works or throws the format's error type with a message.
final class InputFuzzTests: XCTestCase {
    /// Replacements that keep the text JSON-ish but put odd values in odd places.
    private let tokens = ["null", "-1", "1e308", "\"\"", "\"x\"", "[]", "{}", "true", "0", "\"1/0\"", "\"-5\"", "1e-320",
                          "\"fractionalWidth(1e9)\"", "{\"absolute\": \"nan\"}", "\"paging\"", "9223372036854775807", "\"\\u0000\""]

    private func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return text }
        switch random.int(0...3) {
        case 0:   // replace a value after a colon with a token
            let colons = bytes.indices.filter { bytes[$0] == UInt8(ascii: ":") }
            guard let colon = colons.isEmpty ? nil : random.pick(colons) else { return text }
            var end = colon + 1
            while end < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[end]) { end += 1 }
            bytes.replaceSubrange((colon + 1)..<end, with: Array((" " + random.pick(tokens)).utf8))
        case 1:   // truncate
            bytes = Array(bytes.prefix(random.int(0...(bytes.count - 1))))
        case 2:   // flip a byte to a structural character
            bytes[random.int(0...(bytes.count - 1))] = random.pick(Array("{}[]:,\"0-.e".utf8))
        default:  // duplicate a slice
            let start = random.int(0...(bytes.count - 1))
            let end = min(bytes.count, start + random.int(1...80))
            bytes.insert(contentsOf: bytes[start..<end], at: random.int(0...bytes.count))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testMutatedDocumentsParseOrThrowADocumentError() throws {
        let directory = LayoutDumpRunner.examplesDirectory
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        var random = SplitMix64(seed: 0x5EED_0005)
        var parsed = 0, rejected = 0
        for file in files {
            let original = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for _ in 0..<40 {
                var text = original
                for _ in 0...random.int(0...2) { text = mutate(text, &random) }
                do {
                    let document = try LayoutDocument.parse(text)
                    parsed += 1
                    _ = LayoutLint.check(document)
                    if let solution = try? document.makeLayout().solve(document.makeContext()) {
                        _ = ASCIIDiagram.render(solution, width: 40, maxRows: 20)
                        _ = FrameDump.render(solution)
                    }
                } catch let error as LayoutDocumentError {
                    rejected += 1
                    XCTAssertFalse(error.message.isEmpty, "\(file): empty message for \(text)")
                    // Every error names its line and column (Docs/Schema.md, "Errors").
                    XCTAssertNotNil(error.line, "\(file): no line in \(error)")
                    XCTAssertNotNil(error.column, "\(file): no column in \(error)")
                }
            }
        }
        // Both outcomes occur: the mutations are not all fatal, nor all harmless.
        XCTAssertGreaterThan(parsed, 20)
        XCTAssertGreaterThan(rejected, 100)
    }

    func testMutatedFrameDumpsParseOrThrowAParseError() {
        let dump = """
            # layout-dump frames v1
            content 390 420
            cell - 0.0 10 54 180 120 1
            cell - 0.1 200 54 180 120 1
            supplementary "odd kind" 0.0 0 0 390 44 1
            supplementary badge-element-kind 0.0 176 40 28 28 2
            decoration section-background 0.0 5 49 380 260 0

            """
        var random = SplitMix64(seed: 0x5EED_0006)
        for _ in 0..<500 {
            var text = dump
            for _ in 0...random.int(0...3) { text = mutate(text, &random) }
            do {
                let parsed = try FrameDumpDiff.parse(text)
                _ = ASCIIDiagram.render(contentSize: parsed.contentSize, elements: parsed.attributes, width: 30, maxRows: 30)
                _ = SVGDiagram.render(contentSize: parsed.contentSize, elements: parsed.attributes)
                _ = FrameDumpDiff.compare(parsed, try FrameDumpDiff.parse(dump)).report
            } catch let error as FrameDumpDiff.ParseError {
                XCTAssertFalse(error.message.isEmpty)
            } catch {
                XCTFail("\(type(of: error)): \(error)")
            }
        }
    }
}
