import Foundation
import XCTest
@testable import LayoutKitLinux

/// Numbers in documents and frame dumps are read byte by byte (Document/DecimalLiteral.swift) and must be read exactly
/// as before, when Foundation trimmed them and a regular expression checked them. The reference below is that code,
/// kept here as the specification.
final class DecimalLiteralTests: XCTestCase {
    private func reference(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.range(of: #"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil,
              let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    private func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = reference(text)
        let read = decimalLiteral(text)
        XCTAssertEqual(read?.bitPattern, expected?.bitPattern, "\(text.debugDescription): \(String(describing: read)) vs \(String(describing: expected))",
                       file: file, line: line)
        XCTAssertEqual(trimmingSpaces(text), text.trimmingCharacters(in: .whitespaces), text.debugDescription, file: file, line: line)
    }

    func testTheGrammarsEdgesReadAsTheRegularExpressionReadThem() {
        let cases = ["44", "0.5", "-3", "+3", "1e2", "1E-2", "1e+2", ".5", "5.", "-.5", "+5.e3", ".", "-", "+", "", " ", "\t",
                     "e5", ".e5", "5e", "5e+", "1.2.3", "--1", "1 2", " 44 ", "\t-3\t", "\u{00A0}7\u{3000}", "\u{2003}8",
                     "5\n", "\n5", "5\r\n", "5\u{2028}", "5\u{85}", "inf", "-inf", "nan", "NaN", "infinity", "0x10", "0x1p3",
                     "1e400", "-1e400", "1e-400", "٣", "５", "1_000", "0.1e", "00012", "-0", "1e0009"]
        for text in cases { check(text) }
        // What the layouts use, worked out by hand.
        XCTAssertEqual(decimalLiteral(" 0.25 "), 0.25)
        XCTAssertEqual(decimalLiteral("-0"), 0)
        XCTAssertNil(decimalLiteral("1e400"))    // not finite
        XCTAssertNil(decimalLiteral("0x10"))
        XCTAssertNil(decimalLiteral("5e"))
    }

    func testSeededRandomTextsReadAsTheRegularExpressionReadThem() {
        // Strings made of the grammar's own characters and the ones around it: spaces of several kinds, line ends,
        // letters Double would take (inf, nan, hex), non-ASCII digits.
        let alphabet: [String] = ["0", "1", "5", "9", ".", "+", "-", "e", "E", " ", "\t", "\n", "\u{00A0}", "\u{2003}", "x", "p",
                                  "i", "n", "f", "a", "٣", "５", "_", "\u{2028}"]
        var random = SplitMix64(seed: 0xDEC1_0016)
        for _ in 0..<30_000 {
            var text = ""
            for _ in 0..<random.int(0...8) { text += alphabet[random.int(0...(alphabet.count - 1))] }
            check(text)
            // Mostly-valid literals, so the accepting paths are covered as densely as the rejecting ones.
            let digits = String(random.int(0...1_000_000))
            let shapes = [digits, "-" + digits, "." + digits, digits + ".", digits + "." + digits, digits + "e" + String(random.int(-30...30)),
                          " " + digits + "\t", "+" + digits + "E+" + String(random.int(0...400))]
            check(shapes[random.int(0...(shapes.count - 1))])
        }
    }
}
