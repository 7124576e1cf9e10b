import Foundation
import XCTest
@testable import LayoutKitLinux

/// How the reader finds an object's keys (`JSONTree.member(of:named:)`) and checks them against the keys a kind of
/// object allows (`JSONTree.string(at:isOneOf:)`): plain keys by length and bytes, anything else as Swift compares
/// strings. Each case names the shortcut it would catch going wrong.
final class JSONKeyLookupTests: XCTestCase {
    /// The root object's member `key`: the index of its value, or nil.
    private func member(_ json: String, _ key: String) throws -> Int? {
        try JSONTree.parse(Data(json.utf8)) { tree in tree.member(of: 0, named: key)?.index }
    }

    /// For each key of the root object, in order, whether it is one of `names`.
    private func keys(_ json: String, areOneOf names: JSONKeyList) throws -> [Bool] {
        try JSONTree.parse(Data(json.utf8)) { tree in
            var result: [Bool] = [], next = 1
            for _ in 0..<tree.nodes[0].low {
                result.append(tree.string(at: next, isOneOf: names))
                next = tree.end(of: next + 1)
            }
            return result
        }
    }

    func testMembersAreFoundInAnyOrderAndSkipOverNestedValues() throws {
        // Nodes: 0 the object, 1 "a", 2 its array, 3-4 its elements, 5 "bb", 6 its object, 7 "c", 8 1, 9 "ccc", 10 true.
        let json = #"{"a": [1, 2], "bb": {"c": 1}, "ccc": true}"#
        XCTAssertEqual(try member(json, "a"), 2)
        XCTAssertEqual(try member(json, "bb"), 6)
        XCTAssertEqual(try member(json, "ccc"), 10)
        // "c" is a key of the nested object only.
        XCTAssertNil(try member(json, "c"))
        XCTAssertEqual(try member(#"{"ccc": true, "a": [1, 2]}"#, "a"), 4)
    }

    func testAKeyIsNotFoundByItsPrefixOrByAnotherOfItsLength() throws {
        // Lengths are compared before bytes: "subitem" is a prefix of "subitems", "widtH" differs only in its last byte.
        XCTAssertNil(try member(#"{"subitems": 1}"#, "subitem"))
        XCTAssertNil(try member(#"{"subitem": 1}"#, "subitems"))
        XCTAssertNil(try member(#"{"width": 1}"#, "widtH"))
        XCTAssertNil(try member(#"{"x": 1}"#, ""))
        XCTAssertEqual(try member(#"{"x": 1, "": 2}"#, ""), 4)
    }

    func testEscapedAndNonASCIIKeysAreComparedAsSwiftStrings() throws {
        // "group\u0073" is "groups" once decoded, and not "group".
        XCTAssertEqual(try member(#"{"group\u0073": 1}"#, "groups"), 2)
        XCTAssertNil(try member(#"{"group\u0073": 1}"#, "group"))
        // Canonical equivalence: "é" as one scalar and as "e" + U+0301; the Kelvin sign and "K", either way round
        // (a plain key in the text with a non-ASCII key wanted is not a byte comparison).
        XCTAssertEqual(try member("{\"\u{E9}\": 1}", "e\u{301}"), 2)
        XCTAssertEqual(try member(#"{"K": 1}"#, "\u{212A}"), 2)
        XCTAssertEqual(try member("{\"\u{212A}\": 1}", "K"), 2)
    }

    func testKeysAreCheckedAgainstTheListByLengthAndBytes() throws {
        let names: JSONKeyList = ["subitems", "group", "count", "\u{212A}", "é"]
        XCTAssertEqual(try keys(#"{"group": 1, "subitems": 2, "count": 3}"#, areOneOf: names), [true, true, true])
        // Prefixes, extensions and same-length strangers are not in the list; "K" is, as the Kelvin sign.
        XCTAssertEqual(try keys(#"{"subitem": 1, "groups": 2, "grouP": 3, "K": 4, "": 5}"#, areOneOf: names),
                       [false, false, false, true, false])
        // Escaped and non-ASCII keys are compared as strings.
        XCTAssertEqual(try keys("{\"cou\\u006et\": 1, \"e\u{301}\": 2, \"\u{E8}\": 3}", areOneOf: names), [true, true, false])
    }

    func testASectionReadsTheSameWhateverTheOrderOfItsKeys() throws {
        let item = #"{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}}"#
        let members = [#""items": 3"#, #""interGroupSpacing": 5"#, #""contentInsets": {"top": 1, "leading": 2}"#,
                       #""group": {"group": "vertical", "layoutSize": {"heightDimension": "estimated(50)", "widthDimension": "fractionalWidth(0.5)"}, "subitems": [\#(item)]}"#]
        let forwards = try LayoutDocument.parse(#"{"sections": [{\#(members.joined(separator: ", "))}]}"#)
        let backwards = try LayoutDocument.parse(#"{"sections": [{\#(members.reversed().joined(separator: ", "))}]}"#)
        XCTAssertEqual(forwards, backwards)
        let section = try XCTUnwrap(forwards.sections.first)
        XCTAssertEqual(section.items, 3)
        XCTAssertEqual(section.interGroupSpacing, 5)
        XCTAssertEqual(section.contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0))
        XCTAssertEqual(section.group.layoutSize.widthDimension, .fractionalWidth(0.5))
        XCTAssertEqual(section.group.layoutSize.heightDimension, .estimated(50))
    }

    func testUnknownPrefixedAndMissingKeysAreStillErrors() {
        let size = #""layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}"#
        // "subitem" without "count" is the subitem form; "subitemz" is unknown, one edit from "subitems".
        let unknown = #"{"sections": [{"items": 1, "group": {"group": "horizontal", \#(size), "subitemz": []}}]}"#
        XCTAssertThrowsError(try LayoutDocument.parse(unknown)) { error in
            XCTAssertEqual((error as? LayoutDocumentError)?.path, "sections[0].group.subitemz")
            XCTAssertEqual((error as? LayoutDocumentError)?.message.hasPrefix("unknown key \"subitemz\"; expected one of group, "), true)
            XCTAssertEqual((error as? LayoutDocumentError)?.message.hasSuffix("(did you mean \"subitems\"?)"), true)
        }
        // An escaped "items" is "items"; "item" is not, so the section lacks its required key.
        XCTAssertNoThrow(try LayoutDocument.parse(#"{"sections": [{"\u0069tems": 1, "group": {"group": "horizontal", \#(size), "subitems": [{\#(size)}]}}]}"#))
        XCTAssertThrowsError(try LayoutDocument.parse(#"{"sections": [{"item": 1, "group": {"group": "horizontal", \#(size), "subitems": [{\#(size)}]}}]}"#)) { error in
            XCTAssertEqual((error as? LayoutDocumentError)?.path, "sections[0].item")
        }
    }
}
