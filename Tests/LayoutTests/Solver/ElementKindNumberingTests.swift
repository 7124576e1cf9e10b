import Foundation
import XCTest
@testable import LayoutKitLinux

/// A store seeded with a solution's element kinds (an update placing a section again, `ElementStore.init(kinds:)`)
/// numbers each kind as the solution does, whether it finds a few seeded kinds by name or many through its table, and
/// numbers a new kind after them.
final class ElementKindNumberingTests: XCTestCase {

    func testAFewSeededKindsKeepTheirNumbers() throws {
        var store = ElementStore(kinds: [nil, "header", "badge", "background"])
        XCTAssertEqual(try store.kind("badge"), 2)
        XCTAssertEqual(try store.kind("background"), 3)
        XCTAssertEqual(try store.kind("header"), 1)
        XCTAssertEqual(try store.kind("footer"), 4)
        XCTAssertEqual(try store.kind("badge"), 2)
        XCTAssertEqual(try store.kind("footer"), 4)
        XCTAssertEqual(store.kinds, [nil, "header", "badge", "background", "footer"])
    }

    func testManySeededKindsKeepTheirNumbers() throws {
        let names = (1...20).map { "kind \($0)" }
        var store = ElementStore(kinds: [nil] + names)
        XCTAssertEqual(try store.kind("kind 20"), 20)
        XCTAssertEqual(try store.kind("kind 1"), 1)
        XCTAssertEqual(try store.kind("kind 7"), 7)
        XCTAssertEqual(try store.kind("new"), 21)
        XCTAssertEqual(store.kinds.count, 22)
    }
}
