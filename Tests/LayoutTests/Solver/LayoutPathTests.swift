import Foundation
import XCTest
@testable import LayoutKitLinux

/// A path names its section and subitems the same whether it is packed (a few levels of small indices) or kept as a
/// list (deeper or larger), and equal paths compare equal whichever way they were built.
final class LayoutPathTests: XCTestCase {
    private func path(_ section: Int, _ indices: [Int]) -> LayoutPath {
        indices.reduce(LayoutPath(section: section)) { $0.subitem($1) }
    }

    func testShallowPathsNameEveryLevel() {
        XCTAssertEqual(path(3, []).description, "section 3 > group")
        XCTAssertEqual(path(3, [0]).description, "section 3 > group > subitems[0]")
        XCTAssertEqual(path(0, [2, 0, 65_534, 7]).description, "section 0 > group > subitems[2] > subitems[0] > subitems[65534] > subitems[7]")
    }

    func testDeepOrLargePathsNameEveryLevel() {
        XCTAssertEqual(path(1, [1, 2, 3, 4, 5, 6]).subitems, [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(path(1, [70_000, 0]).description, "section 1 > group > subitems[70000] > subitems[0]")
        XCTAssertEqual(path(1, [0, 65_535]).subitems, [0, 65_535])
    }

    func testEqualPathsAreEqual() {
        XCTAssertEqual(path(2, [1, 0]), path(2, [1, 0]))
        XCTAssertEqual(path(2, [1, 2, 3, 4, 5]), path(2, [1, 2, 3, 4, 5]))
        XCTAssertNotEqual(path(2, [1, 0]), path(2, [1]))
        XCTAssertNotEqual(path(2, [0]), path(2, []))
        XCTAssertNotEqual(path(2, [1]), path(3, [1]))
    }
}
