import Foundation
import XCTest
@testable import LayoutKitLinux

/// The update report's columns (`LayoutUpdate.padded`) are padded exactly as Foundation's `padding(toLength:)` padded
/// them before, names of any script included (it counts UTF-16 units), over seeded random names.
final class LayoutUpdatePaddingTests: XCTestCase {
    func testNamesArePaddedAsFoundationPaddedThem() {
        var random = SplitMix64(seed: 11)
        let pieces = ["a", "news-7", "é", "e\u{301}", "😀", "👩‍👩‍👧", "日本", "\u{1F1EF}\u{1F1F5}", " ", "@"]
        for _ in 0..<5_000 {
            let text = (0..<random.int(0...6)).map { _ in random.pick(pieces) }.joined()
            let width = random.int(0...20)
            let expected = text.count >= width ? text : text.padding(toLength: width, withPad: " ", startingAt: 0)
            XCTAssertEqual(LayoutUpdate.padded(text, width), expected, "\(text.debugDescription) to \(width)")
        }
        XCTAssertEqual(LayoutUpdate.padded("x", 4), "x   ")
        XCTAssertEqual(LayoutUpdate.padded("😀", 4), "😀  ")   // two UTF-16 units: two spaces, as before
    }
}
