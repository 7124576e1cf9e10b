import Foundation
import XCTest
@testable import LayoutKitLinux

/// The plain line of a frame dump read from its bytes (FrameDumpReader+PlainLine.swift) is the element the general
/// reading (`FrameDumpDiff.element`) makes of it, bit for bit, over seeded random lines; lines it does not take are
/// left to the general reading.
final class FrameDumpPlainLineTests: XCTestCase {
    /// The fast reading of `line`, or nil when it leaves the line to the general reading.
    static func plain(_ line: String) -> FrameDumpDiff.Element? {
        var text = line
        return text.withUTF8 { FrameDumpReader.plainElement($0[...]) }
    }

    /// The general reading of `line`.
    static func general(_ line: String) -> FrameDumpDiff.Element? {
        var quoted: Set<Int> = []
        guard let fields = try? FrameDumpDiff.tokens(line, line: 1, quoted: &quoted) else { return nil }
        return try? FrameDumpDiff.element(fields, quotedFields: quoted, line: 1, text: line)
    }

    static func same(_ a: FrameDumpDiff.Element, _ b: FrameDumpDiff.Element) -> Bool {
        a == b && a.frame.minX.bitPattern == b.frame.minX.bitPattern && a.frame.minY.bitPattern == b.frame.minY.bitPattern
            && a.frame.width.bitPattern == b.frame.width.bitPattern && a.frame.height.bitPattern == b.frame.height.bitPattern
    }

    func testTheDumpsOwnLinesAreReadFromTheirBytes() throws {
        let element = try XCTUnwrap(Self.plain("cell - 0.12 107.5 16 83.5 100 -3"))
        XCTAssertEqual(element.category, .cell)
        XCTAssertNil(element.kind)
        XCTAssertEqual([element.section, element.item, element.zIndex], [0, 12, -3])
        XCTAssertEqual(element.frame, CGRect(x: 107.5, y: 16, width: 83.5, height: 100))
        let header = try XCTUnwrap(Self.plain("supplementary header @feed#0  0 0.3333 320  44 10"))
        XCTAssertEqual(header.kind, "header")
        XCTAssertEqual(header.identifier, "feed#0")
        XCTAssertEqual(header.frame.minY, 0.3333)
        // Left to the general reading: quotes, trailing fields, other numbers' spellings, a cell with a kind.
        for line in ["supplementary \"-\" 0.0 0 0 1 1 0", "cell - 0.0 0 0 1 1 0 hidden", "cell - 0.0 1e2 0 1 1 0", "cell - 0.0 .5 0 1 1 0",
                     "cell - 0.0 5. 0 1 1 0", "cell - 0.0 +5 0 1 1 0", "cell - 0.0 0.1234567890123456 0 1 1 0", "cell h 0.0 0 0 1 1 0",
                     "content 320 44", "cell - 0.0 0 0 1 1", "cell - 0.0 0 0 1 1 +2", "cell\t- 0.0 0 0 1 1 0"] {
            XCTAssertNil(Self.plain(line), line)
        }
    }

    /// Found by the fuzzer (Fuzz/regressions/frame-dump-number-of-twenty-digits.frames): a number of 19 or more digits
    /// overflowed the mantissa before its digits were counted, a trap. More than 15 digits are the general reading's.
    func testANumberOfManyDigitsIsLeftToTheGeneralReadingWithoutOverflow() {
        for digits in [16, 19, 20, 40] {
            let number = String(repeating: "9", count: digits)
            for line in ["cell - 0.0 \(number) 0 1 1 0", "cell - 0.0 0.\(number) 0 1 1 0", "cell - 0.0 -\(number).5 0 1 1 0"] {
                XCTAssertNil(Self.plain(line), line)
                XCTAssertNotNil(Self.general(line), line)
            }
        }
    }

    func testEveryRandomLineReadsAsTheGeneralReadingReadsIt() {
        var random = SplitMix64(seed: 29)
        func number() -> String {
            let digits = (0..<random.int(1...9)).map { _ in String(random.int(0...9)) }.joined()
            let fraction = (0..<random.int(0...9)).map { _ in String(random.int(0...9)) }.joined()
            let sign = random.pick(["", "", "-", "+"])
            switch random.int(0...11) {
            case 0...3: return random.pick(["", "-"]) + digits
            case 6...11: return random.pick(["", "-"]) + digits + (fraction.isEmpty ? "" : "." + fraction)
            case 3: return sign + random.pick(["0", "1", "9007199254740993", "0.1", "5.", ".5", "1e3", "0000.5000", "-0", "123456789012345.6"])
            case 4: return sign + digits + "." + fraction + random.pick(["", "e-3", "x"])
            default: return String(Double(random.next() % 1_000_000_007) / Double(random.int(1...4096)))
            }
        }
        var taken = 0
        for _ in 0..<20_000 {
            let category = random.pick(["cell", "cell", "supplementary", "decoration", "celll"])
            let kind = random.chance(0.9) ? (category == "cell" ? "-" : random.pick(["header", "badge"])) : random.pick(["-", "header"])
            let path = random.pick(["\(random.int(0...99)).\(random.int(0...9999))", "@i\(random.int(0...99))", "1.-2", "3..4", "@"])
            let z = random.pick(["0", "-1", "12", "0", "-1", "12", "999999999999999999999", "1.5"])
            let line = [category, kind, path, number(), number(), number(), number(), z].joined(separator: random.pick([" ", "  "]))
            let expected = Self.general(line)
            guard let fast = Self.plain(line) else { continue }
            taken += 1
            guard let expected, Self.same(fast, expected) else {
                XCTFail("\(line): read as \(fast), the general reading gives \(String(describing: expected))")
                return
            }
        }
        XCTAssertGreaterThan(taken, 2_000, "lines read from their bytes")
    }
}
