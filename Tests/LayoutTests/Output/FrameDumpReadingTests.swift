import Foundation
import XCTest
@testable import LayoutKitLinux

/// Reading a frame dump back as it was written (issue #29, item 5): a kind spelled `-` and Windows line endings.
final class FrameDumpReadingTests: XCTestCase {
    func testAKindSpelledDashReadsBackAsThatKindNotTheCellMarker() throws {
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "-", with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 20)
        let text = FrameDump.render(contentSize: CGSize(width: 320, height: 20), elements: [header])
        XCTAssertEqual(text, "# layout-dump frames v1\ncontent 320 20\nsupplementary \"-\" 0.0 0 0 320 20 0\n")
        let dump = try FrameDumpDiff.parse(text)
        XCTAssertEqual(dump.elements.first?.kind, "-")
        XCTAssertEqual(dump.elements.first?.category, .supplementaryView)
        XCTAssertEqual(FrameDump.render(contentSize: dump.contentSize, elements: dump.attributes), text)
    }

    func testACellMarkedWithAQuotedDashIsRefusedAsAKind() {
        XCTAssertThrowsError(try FrameDumpDiff.parse("# layout-dump frames v1\ncontent 10 10\ncell \"-\" 0.0 0 0 10 10 0\n")) { error in
            XCTAssertEqual("\(error)", "line 3: a cell has no kind: the second column must be \"-\"")
        }
    }

    func testADumpWithWindowsLineEndingsReadsAsTheSameDump() throws {
        let unix = "# layout-dump frames v1\ncontent 320 44\ncell - 0.0 0 0 160 44 0\ncell - 0.1 160 0 160 44 0\n"
        let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(try FrameDumpDiff.parse(windows), try FrameDumpDiff.parse(unix))
        XCTAssertEqual(try FrameDumpDiff.parse(windows).elements.count, 2)
        // A line of its own that is only a carriage return is a blank line.
        XCTAssertEqual(try FrameDumpDiff.parse(windows + "\r\n").elements.count, 2)
    }
}
