import Foundation
import XCTest
@testable import LayoutKitLinux

/// The readers of single values (strings, numbers, names, dimensions, spacings, booleans) take the path of what they
/// read as an `@autoclosure`, made only when they throw: these pin that each still names its own value's path, line
/// and column, not its parent's or the document's.
final class LeafValuePathTests: XCTestCase {
    private let size = #"{"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}"#

    /// A one-section document with `section` (members of the section) and `group` (members of its group) added.
    private func document(section: String = "", group: String = "", item: String = "") -> String {
        #"{"sections": [{"items": 2, \#(section)"group": {"group": "horizontal", "layoutSize": \#(size), \#(group)"subitems": [{\#(item)"layoutSize": \#(size)}]}}]}"#
    }

    /// Asserts `json` is rejected at `path`, at the column where `value` starts (its first occurrence), on line 1.
    private func assertRejected(_ json: String, path: String, at value: String, message: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try LayoutDocument.parse(json), file: file, line: line) { error in
            guard let error = error as? LayoutDocumentError, let start = json.range(of: value) else {
                return XCTFail("\(error)", file: file, line: line)
            }
            XCTAssertEqual(error.path, path, file: file, line: line)
            XCTAssertEqual(error.line, 1, file: file, line: line)
            XCTAssertEqual(error.column, json.distance(from: json.startIndex, to: start.lowerBound) + 1, "\(error)", file: file, line: line)
            XCTAssertTrue(error.message.contains(message), error.message, file: file, line: line)
        }
    }

    func testEachSingleValueReaderNamesItsOwnPath() {
        // integer, number
        assertRejected(#"{"sections": [{"items": 1.5, "group": {}}]}"#, path: "sections[0].items", at: "1.5",
                       message: "expected a non-negative integer (the section's item count), found 1.5")
        // length (through number)
        assertRejected(document(section: #""interGroupSpacing": "wide", "#), path: "sections[0].interGroupSpacing", at: #""wide""#,
                       message: "that is not a number")
        // positive
        assertRejected(#"{"container": {"width": 0, "height": 10}, "sections": []}"#, path: "container.width", at: "0,",
                       message: "must be greater than 0, found 0")
        // enumeration (through insetsReference)
        assertRejected(document(section: #""contentInsetsReference": "sideways", "#), path: "sections[0].contentInsetsReference",
                       at: #""sideways""#, message: "unknown content insets reference \"sideways\"")
        // enumeration in a group, where the path used to be a named variable
        assertRejected(#"{"sections": [{"items": 1, "group": {"group": "diagonal", "layoutSize": \#(size), "subitems": []}}]}"#,
                       path: "sections[0].group.group", at: #""diagonal""#, message: "unknown group kind \"diagonal\"")
        // dimension and call, string form, then object form (the path of the object's key, placed at its value)
        assertRejected(#"{"sections": [{"items": 1, "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(-1)", "heightDimension": "absolute(44)"}, "subitems": []}}]}"#,
                       path: "sections[0].group.layoutSize.widthDimension", at: #""fractionalWidth(-1)""#,
                       message: "the fraction must be non-negative")
        let objectForm = #"{"layoutSize": {"widthDimension": {"absolut": 4}, "heightDimension": "absolute(1)"}}"#
        assertRejected(#"{"sections": [{"items": 1, "group": {"group": "horizontal", "layoutSize": \#(size), "subitems": [\#(objectForm)]}}]}"#,
                       path: "sections[0].group.subitems[0].layoutSize.widthDimension.absolut", at: #"4}, "heightDimension": "absolute(1)""#,
                       message: "unknown dimension kind \"absolut\"")
        // spacing, and literal
        assertRejected(document(group: #""interItemSpacing": "fixed(-1)", "#), path: "sections[0].group.interItemSpacing",
                       at: #""fixed(-1)""#, message: "the spacing must be non-negative")
        assertRejected(document(group: #""interItemSpacing": "fixed(1/0)", "#), path: "sections[0].group.interItemSpacing",
                       at: #""fixed(1/0)""#, message: "invalid number \"1/0\"")
        // string, boolean and zIndex in a boundary item
        let header = #""boundarySupplementaryItems": [{"elementKind": KIND, "alignment": "top", "layoutSize": \#(size)EXTRA}], "#
        assertRejected(document(section: header.replacingOccurrences(of: "KIND", with: "7").replacingOccurrences(of: "EXTRA", with: "")),
                       path: "sections[0].boundarySupplementaryItems[0].elementKind", at: "7,", message: "expected a string, found a number (7)")
        assertRejected(document(section: header.replacingOccurrences(of: "KIND", with: #""""#).replacingOccurrences(of: "EXTRA", with: "")),
                       path: "sections[0].boundarySupplementaryItems[0].elementKind", at: #""""#, message: "an element kind must not be empty")
        assertRejected(document(section: header.replacingOccurrences(of: "KIND", with: #""h""#)
                                    .replacingOccurrences(of: "EXTRA", with: #", "extendsBoundary": 1"#)),
                       path: "sections[0].boundarySupplementaryItems[0].extendsBoundary", at: "1}", message: "expected true or false, found a number (1)")
        assertRejected(document(section: header.replacingOccurrences(of: "KIND", with: #""h""#)
                                    .replacingOccurrences(of: "EXTRA", with: #", "zIndex": 0.5"#)),
                       path: "sections[0].boundarySupplementaryItems[0].zIndex", at: "0.5", message: "found 0.5")
    }
}
