import Foundation
import XCTest
@testable import LayoutKitLinux

/// The document reader's own JSON parser (Docs/Schema.md, "Reading JSON"): every error has a line, a column and a
/// path; valid JSON the format refuses says why; deep nesting and huge inputs are refused, never a crash.
final class JSONReaderTests: XCTestCase {
    private let item = #"{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}}"#
    private var group: String {
        #"{"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}, "subitems": [\#(item)]}"#
    }

    private func error(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutDocumentError? {
        error(Data(json.utf8), file: file, line: line)
    }

    private func error(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> LayoutDocumentError? {
        do {
            _ = try LayoutDocument.parse(data)
            XCTFail("expected an error", file: file, line: line)
        } catch let error as LayoutDocumentError {
            return error
        } catch {
            XCTFail("expected LayoutDocumentError, got \(error)", file: file, line: line)
        }
        return nil
    }

    /// Asserts `json` is rejected at `line`:`column`, `path`, with a message containing `message`.
    private func assertRejects(_ json: String, line: Int, column: Int, path: String, message: String,
                               file: StaticString = #filePath, testLine: UInt = #line) {
        guard let error = error(json, file: file, line: testLine) else { return }
        XCTAssertEqual(error.line, line, "\(error)", file: file, line: testLine)
        XCTAssertEqual(error.column, column, "\(error)", file: file, line: testLine)
        XCTAssertEqual(error.path, path, "\(error)", file: file, line: testLine)
        XCTAssertTrue(error.message.contains(message), "\(error.message)\n  does not contain: \(message)", file: file, line: testLine)
    }

    // MARK: Issue 14, item 10: messages that used to lose their place

    func testNumberOutOfRangeNamesItsPlaceAndPath() {
        // Line 2 is `    {"items": 1e400, ...`: 4 spaces, `{`, 7 characters of key, `:` and a space put 1e400 at column 15.
        let json = "{\"sections\": [\n    {\"items\": 1e400, \"group\": \(group)}]}"
        assertRejects(json, line: 2, column: 15, path: "sections[0].items",
                      message: "number out of range: 1e400 is beyond the largest number a Double holds")
        assertRejects(#"{"sections": [], "container": {"width": -1e999}}"#, line: 1, column: 41, path: "container.width",
                      message: "number out of range: -1e999")
    }

    func testInvalidUTF8IsReportedAtLineAndColumnNotByteOffset() {
        // Line 2 is `  "description": "é<0xFF>"`: 2 spaces, 13 characters of key and colon, a space, the quote and "é"
        // (two bytes, one column) come before the bad byte, which is character 20.
        var bytes = Array("{\"sections\": [],\n  \"description\": \"é".utf8)
        bytes.append(0xFF)
        bytes += Array("\"}".utf8)
        guard let error = error(Data(bytes)) else { return }
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.column, 20)
        XCTAssertEqual(error.path, "description")
        XCTAssertTrue(error.message.contains("invalid UTF-8 (byte 0xFF)"), error.message)
        // An overlong encoding (0xC0 0xAF for "/") and an encoded surrogate (0xED 0xA0 0x80) are invalid too.
        for bad in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] as [[UInt8]] {
            let data = Data(Array("{\"description\": \"".utf8) + bad + Array("\", \"sections\": []}".utf8))
            XCTAssertEqual(self.error(data)?.column, 18, "\(bad)")
        }
    }

    func testTopLevelValueThatIsNotAnObjectSaysWhatItFound() {
        assertRejects("null", line: 1, column: 1, path: "", message: "expected a JSON object (the layout document), found null")
        assertRejects("\n  42", line: 2, column: 3, path: "", message: "expected a JSON object (the layout document), found a number (42)")
        assertRejects(#""sections""#, line: 1, column: 1, path: "", message: "found a string (\"sections\")")
    }

    func testRequiredKeySetToNullSaysItIsNull() {
        // The place is the null itself: column 14.
        assertRejects(#"{"sections": null}"#, line: 1, column: 14, path: "sections",
                      message: "missing required key (it is null, which counts as absent; the list of sections")
        let json = #"{"sections": [{"items": null, "group": \#(group)}]}"#
        assertRejects(json, line: 1, column: 25, path: "sections[0].items", message: "missing required key (it is null, which counts as absent)")
        // A key that is really missing says only that.
        guard let missing = error(#"{"sections": [{"group": \#(group)}]}"#) else { return }
        XCTAssertEqual(missing.message, "missing required key")
    }

    func testUniformAcrossSiblingsIsNotSupportedRatherThanAnInvalidNumber() {
        let expected = "uniformAcrossSiblings(estimate:) is not supported yet in layout documents; expected one of fractionalWidth(f)"
        for spelling in [#""uniformAcrossSiblings(estimate: 44)""#, #"".uniformAcrossSiblings(estimate: 44)""#,
                         #"{"uniformAcrossSiblings": 44}"#, #"{"uniformAcrossSiblings": "estimate: 44"}"#] {
            let size = #"{"widthDimension": \#(spelling), "heightDimension": "absolute(44)"}"#
            let json = #"{"sections": [{"items": 1, "group": {"group": "vertical", "layoutSize": \#(size), "subitems": [\#(item)]}}]}"#
            guard let error = error(json) else { continue }
            XCTAssertTrue(error.message.hasPrefix(expected), "\(spelling): \(error.message)")
            XCTAssertTrue(error.path.hasPrefix("sections[0].group.layoutSize.widthDimension"), error.path)
            XCTAssertNotNil(error.line)
        }
    }

    func testDuplicateKeyIsAnErrorNamingBothPlaces() {
        let json = "{\"sections\": [],\n \"container\": {\"width\": 10, \"height\": 20, \"width\": 30}}"
        // Line 2 is ` "container": {"width": 10, "height": 20, "width": 30}}`: the first "width" at column 16, the second at 43.
        assertRejects(json, line: 2, column: 43, path: "container.width",
                      message: "duplicate key \"width\" (first at line 2, column 16); each key may appear once")
        // Keys are compared after their escapes are decoded: "\u0077idth" is "width".
        assertRejects(#"{"sections": [], "container": {"width": 1, "\u0077idth": 2}}"#, line: 1, column: 44, path: "container.width",
                      message: "duplicate key")
    }

    func testDuplicateKeysAreFoundInSmallAndLargeObjectsAlike() {
        // Up to 16 plain keys are compared byte by byte, more through a dictionary: either way the error is at the
        // second "k0", naming the first at column 2. `{"k0": 0, "k1": 1, ..., "k0": 0}`.
        for count in [2, 16, 17, 40] {
            let members = (0..<count - 1).map { "\"k\($0)\": \($0)" } + ["\"k0\": 0"]
            let json = "{" + members.joined(separator: ", ") + "}"
            guard let second = json.range(of: "\"k0\"", options: .backwards) else { return XCTFail(json) }
            assertRejects(json, line: 1, column: json.distance(from: json.startIndex, to: second.lowerBound) + 1, path: "k0",
                          message: "duplicate key \"k0\" (first at line 1, column 2); each key may appear once")
        }
    }

    func testKeysAreComparedAsSwiftStringsEvenWhenNotPlainASCII() {
        // Swift's String equality is canonical equivalence: "é" written as one scalar and as "e" + U+0301 is one key,
        // and so is the Kelvin sign U+212A with "K"; "\u0061" is "a" after its escape is decoded.
        for (first, second) in [("\u{E9}", "e\u{301}"), ("K", "\u{212A}"), ("a", #"\u0061"#)] {
            let json = #"{"\#(first)": 1, "\#(second)": 2}"#
            guard let error = error(json) else { continue }
            XCTAssertTrue(error.message.hasPrefix("duplicate key"), error.message)
            XCTAssertEqual(error.column, 2 + first.count + 2 + 5, "\(first) \(second): \(error)")
        }
        // Different keys in a small object pass the check (and then fail as a document, for lack of sections).
        XCTAssertEqual(error(#"{"é": 1, "e": 2, "K": 3, "k": 4}"#)?.message.hasPrefix("duplicate"), false)
    }

    func testTrailingGarbageIsAnError() {
        assertRejects(#"{"sections": []} {"sections": []}"#, line: 1, column: 18, path: "",
                      message: "malformed JSON: unexpected '{' after the end of the top-level value")
        assertRejects("{\"sections\": []}\n\n]", line: 3, column: 1, path: "", message: "unexpected ']'")
    }

    // MARK: Structure

    func testDeepNestingIsRefusedWithoutRecursion() {
        // 100,000 open brackets would overflow a recursive parser's stack; this one stops at its nesting limit.
        let depth = JSONTree.maximumNestingDepth
        let json = #"{"description": "#.appending(String(repeating: "[", count: 100_000))
        // The object is level 1, so the bracket that is one too many is at index depth - 1 of the run, column 17 + that.
        // The path says where: the first and last steps of the 256 (the key, then an index per array open).
        assertRejects(json, line: 1, column: 17 + depth - 1, path: "description[0][0][0]…[0][0][0] (\(depth) levels)",
                      message: "arrays and objects are nested more than \(depth) levels deep")
        // Exactly the limit parses (then fails as a document, at its place, not as JSON).
        let deepest = #"{"sections": [], "description": "# + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1) + "}"
        XCTAssertEqual(error(deepest)?.message, "expected a string, found an array")
    }

    func testSyntaxErrorsNameThePathBeingRead() {
        assertRejects(#"{"sections": [{"items": 3, "group": {"group": tru}}]}"#, line: 1, column: 47, path: "sections[0].group.group",
                      message: "malformed JSON: expected a value (an object, array, string, number, true, false or null), found 'tru'")
        assertRejects(#"{"sections": [1, 2 3]}"#, line: 1, column: 20, path: "sections[1]", message: "expected ',' or ']' after an array's element, found '3'")
        assertRejects(#"{"container": {"width" 3}}"#, line: 1, column: 24, path: "container.width", message: "expected ':' after the key, found '3'")
        assertRejects(#"{"sections": [], "description": "a"#, line: 1, column: 33, path: "description",
                      message: "the input ends inside a string that starts here")
        assertRejects(#"{"a": 01}"#, line: 1, column: 7, path: "a", message: "invalid number '01': JSON numbers have no leading zeros")
        assertRejects(#"{"a": -}"#, line: 1, column: 7, path: "a", message: "a digit must follow '-'")
        assertRejects(#"{"a": 1.}"#, line: 1, column: 7, path: "a", message: "a digit must follow '.'")
        assertRejects(#"{"a": "\x"}"#, line: 1, column: 8, path: "a", message: "invalid escape \\x")
        assertRejects(#"{"a": "\ud800"}"#, line: 1, column: 8, path: "a", message: "lone surrogate")
        assertRejects("{\"a\": \"tab\there\"}", line: 1, column: 11, path: "a", message: "a control character (U+0009)")
    }

    func testStringsDecodeEscapesAndLenienciesStay() throws {
        // A byte order mark, escapes (a surrogate pair among them), a trailing comma in an array and in an object.
        let json = "\u{FEFF}" + #"{"sections": [{"items": 1, "group": \#(group),},], "description": "a\"b\\c\/\n\u00e9\ud83d\ude00",}"#
        let document = try LayoutDocument.parse(json)
        XCTAssertEqual(document.sections.count, 1)
        // Values read from a tree are read inside `parse`'s body, where its text is.
        let read = try JSONTree.parse(Data(#"{"d": "a\"b\\c\/\n\u00e9\ud83d\ude00", "n": -0.5e1, "t": true, "z": null}"#.utf8)) { tree in
            let members = tree.root.members ?? []
            return (keys: members.map(\.key), string: members.first?.value.string, number: members.dropFirst().first?.value.number,
                    boolean: members.dropFirst(2).first?.value.boolean, null: members.last?.value.isNull)
        }
        XCTAssertEqual(read.keys, ["d", "n", "t", "z"])
        XCTAssertEqual(read.string, "a\"b\\c/\né😀")
        XCTAssertEqual(read.number, -5)
        XCTAssertEqual(read.boolean, true)
        XCTAssertEqual(read.null, true)
    }

    func testSemanticErrorsOnLaterLinesHaveTheirLine() {
        let json = """
        {
          "sections": [
            {
              "items": 2,
              "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(-5)"},
                        "subitems": [\(item)]}
            }
          ]
        }
        """
        // Line 5: 6 spaces of indent, then `"group": {"group": "horizontal", "layoutSize": {"widthDimension":
        // "fractionalWidth(1)", "heightDimension": ` (107 characters) put the value "absolute(-5)" at column 114.
        assertRejects(json, line: 5, column: 114, path: "sections[0].group.layoutSize.heightDimension", message: "the length must be non-negative")
    }

    // MARK: Issue 14, item 9: size and memory

    func testInputOverTheSizeLimitIsRefusedBeforeParsing() {
        let data = Data(count: LayoutDocument.maximumInputSize + 1)
        guard let error = error(data) else { return }
        XCTAssertEqual(error.message, "the input is larger than the 64 MiB a layout document may have")
        XCTAssertNil(error.line)
    }

    func testTheTreeTakesSixteenBytesAValue() {
        // Why memory stays near the text's size: one 16-byte node per value, strings and numbers read in place.
        XCTAssertEqual(MemoryLayout<JSONTree.Node>.stride, 16)
    }
}
