import Foundation
import XCTest
@testable import LayoutKitLinux

/// The solve's caches by shape keep their last 8 entries, the oldest replaced first (RecentEntries.swift).
final class RecentEntriesTests: XCTestCase {
    func testKeepsTheLastEightEntriesReplacingTheOldestFirst() {
        var recent = RecentEntries<Int>()
        for value in 0..<8 { recent.keep(value) }
        XCTAssertEqual(recent.entries, [0, 1, 2, 3, 4, 5, 6, 7])
        // 8 replaces 0, the oldest; 9 replaces 1; then 10 through 15 the rest, and 16 replaces 8.
        recent.keep(8)
        XCTAssertEqual(recent.entries, [8, 1, 2, 3, 4, 5, 6, 7])
        recent.keep(9)
        XCTAssertEqual(recent.entries, [8, 9, 2, 3, 4, 5, 6, 7])
        for value in 10..<17 { recent.keep(value) }
        XCTAssertEqual(recent.entries, [16, 9, 10, 11, 12, 13, 14, 15])
    }
}
