import XCTest
@testable import LayoutKitLinux

/// `HashedPositions`: positions filed by hash value in 8 bytes each, found by comparing the candidates exactly, and
/// given once each by `take` in ascending order.
final class HashedPositionsTests: XCTestCase {
    let names = ["b", "a", "c", "a", "b", "a"]

    func testEachPositionIsFoundUnderItsHashAndComparedExactly() {
        for hash in [{ (name: String) in name.hashValue }, { _ in 0 }, { $0 == "c" ? 1 : 0 }] {
            let index = HashedPositions(count: names.count) { hash(self.names[$0]) }
            XCTAssertEqual(index.count, 6)
            XCTAssertEqual(index.first(hash: hash("a")) { self.names[$0] == "a" }, 1)
            XCTAssertEqual(index.first(hash: hash("c")) { self.names[$0] == "c" }, 2)
            XCTAssertNil(index.first(hash: hash("d")) { self.names[$0] == "d" })
        }
    }

    func testTakeGivesEachPositionOnceInAscendingOrder() {
        for hash in [{ (name: String) in name.hashValue }, { _ in 0 }] {
            var index = HashedPositions(count: names.count) { hash(self.names[$0]) }
            var taken: [Int?] = []
            for name in ["a", "b", "a", "a", "a", "c", "b", "b"] { taken.append(index.take(hash: hash(name)) { self.names[$0] == name }) }
            XCTAssertEqual(taken, [1, 0, 3, 5, nil, 2, 4, nil])
            XCTAssertEqual(index.takenPositions, [true, true, true, true, true, true])
        }
    }

    func testTakingAMillionPositionsUnderOneKeyIsLinear() {
        // Path halving: each `take` skips the taken ones in amortised constant time, not one by one.
        var index = HashedPositions(count: 1_000_000) { _ in 42 }
        var calls = 0
        for expected in 0..<1_000_000 {
            let position = index.take(hash: 42) { _ in calls += 1; return true }
            if position != expected { XCTFail("took \(String(describing: position)), expected \(expected)"); return }
        }
        XCTAssertEqual(calls, 1_000_000)
        XCTAssertNil(index.take(hash: 42) { _ in true })
    }
}
