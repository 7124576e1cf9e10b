import Foundation
import XCTest
@testable import LayoutKitLinux

/// Matching two dumps by key (`FrameDumpDiff.matchByKey`) reads each side where it is and keeps compact records
/// (Docs/Reliability.md): its pairs and order are those of a table from keys to elements, keys that share a hash value
/// are told apart by comparing them, and a dump read from its text matches as the same dump in memory.
final class FrameDumpKeyedMatchTests: XCTestCase {
    typealias Element = FrameDumpDiff.Element

    static func cell(_ key: String, x: CGFloat, z: Int = 0) -> Element {
        var element = Element(category: .cell, kind: nil, section: 0, item: 0, frame: CGRect(x: x, y: 0, width: 10, height: 10), zIndex: z)
        element.identifier = key
        return element
    }

    /// The visits of `matchByKey`, as `old -> new` names with x positions.
    static func visits(_ a: FrameDumpDiff.Dump, _ b: FrameDumpDiff.Dump, hash: (FrameDumpDiff.Key) -> Int = { $0.hashValue }) -> [String] {
        var result: [String] = []
        FrameDumpDiff.matchByKey(a.keyedSide, b.keyedSide, hash: hash) { old, new in
            func text(_ e: Element?) -> String { e.map { "\($0.name)@\(Int($0.frame.minX))" } ?? "-" }
            result.append("\(text(old)) \(text(new))")
        }
        return result
    }

    /// A: a b a c; B: c a x a. Pairs in A's order, each `a` with the next `a` of B in B's order; then B's unmatched
    /// (x), then A's (b).
    func testKeysThatShareAHashValueAreStillComparedExactly() {
        let a = FrameDumpDiff.Dump(contentSize: .zero, elements: [Self.cell("a", x: 0), Self.cell("b", x: 1), Self.cell("a", x: 2), Self.cell("c", x: 3)])
        let b = FrameDumpDiff.Dump(contentSize: .zero, elements: [Self.cell("c", x: 10), Self.cell("a", x: 11), Self.cell("x", x: 12), Self.cell("a", x: 13)])
        let expected = ["cell @a@0 cell @a@11", "cell @a@2 cell @a@13", "cell @c@3 cell @c@10", "- cell @x@12", "cell @b@1 -"]
        XCTAssertEqual(Self.visits(a, b), expected)
        // Every key under one hash value, or two: the same pairs.
        XCTAssertEqual(Self.visits(a, b) { _ in 7 }, expected)
        XCTAssertEqual(Self.visits(a, b) { $0.identifier == "a" ? 1 : 2 }, expected)
    }

    /// Random dumps with repeated keys, kinds and index paths, out of order: the match is the one a table of keys makes
    /// (the matching `compare` used before, written out here), with the standard hash and with 2-bit hashes.
    func testMatchingOverGeneratedDumpsIsATableOfKeysMatching() {
        for seed in UInt64(1)...150 {
            var random = SplitMix64(seed: seed)
            func dump() -> FrameDumpDiff.Dump {
                let elements = (0..<random.int(0...40)).map { index -> Element in
                    let category: UICollectionView.ElementCategory = random.pick([.cell, .cell, .supplementaryView, .decorationView])
                    var element = Element(category: category, kind: category == .cell ? nil : random.pick(["h", "f", "-", ""]),
                                          section: random.int(0...2), item: random.int(0...3),
                                          frame: CGRect(x: CGFloat(index), y: 0, width: 1, height: 1), zIndex: 0)
                    if random.chance(0.5) { element.identifier = random.pick(["a", "b", "c", "d", "e"]) }
                    return element
                }
                return FrameDumpDiff.Dump(contentSize: .zero, elements: elements)
            }
            let a = dump(), b = dump()
            let expected = Self.tableMatch(a, b)
            XCTAssertEqual(Self.visits(a, b), expected, "seed \(seed)")
            XCTAssertEqual(Self.visits(a, b) { $0.hashValue & 3 }, expected, "seed \(seed), 2-bit hashes")
        }
    }

    /// The matching by a dictionary from keys to B's positions (what `compare` did before `HashedPositions`).
    static func tableMatch(_ a: FrameDumpDiff.Dump, _ b: FrameDumpDiff.Dump) -> [String] {
        var result: [String] = []
        func text(_ e: Element?) -> String { e.map { "\($0.name)@\(Int($0.frame.minX))" } ?? "-" }
        var positions: [FrameDumpDiff.Key: [Int]] = [:]
        for (index, element) in b.elements.enumerated() { positions[element.key, default: []].append(index) }
        var matched = Set<Int>()
        var removed: [Element] = []
        for old in Element.inDumpOrder(a.elements) {
            guard var list = positions[old.key], !list.isEmpty else { removed.append(old); continue }
            let index = list.removeFirst()
            positions[old.key] = list
            matched.insert(index)
            result.append("\(text(old)) \(text(b.elements[index]))")
        }
        let unmatched = b.elements.indices.filter { !matched.contains($0) }.map { b.elements[$0] }
        for new in Element.inDumpOrder(unmatched) { result.append("- \(text(new))") }
        for old in removed { result.append("\(text(old)) -") }
        return result
    }

    /// A dump keyed by identifier read from its text (each line read again where it starts) reports as the same dump
    /// parsed into memory, and as the solution it was written from.
    func testADumpKeyedByIdentifierMatchesFromItsTextAsFromMemory() throws {
        let before = try KeyedDiffMemoryTests.grid(["a", "b", "c", "d", "e"]), after = try KeyedDiffMemoryTests.grid(["e", "a", "x", "c", "d"])
        let oldText = try FrameDump.render(before, keyedByIdentifier: true), newText = try FrameDump.render(after, keyedByIdentifier: true)
        let expected = FrameDumpDiff.compare(try FrameDumpDiff.parse(oldText), try FrameDumpDiff.parse(newText)).report
        // 100-pt square cells in 4 columns. Before: a b c d in the first row at x = 0, 100, 200, 300, e below at (0, 100).
        // After: e a x c in the first row, d below: a, c and d move on a place, e moves to the front, x is added, b removed.
        XCTAssertEqual(expected, """
            moved         cell @a: (0, 0) -> (100, 0)
            moved         cell @c: (200, 0) -> (300, 0)
            moved         cell @d: (300, 0) -> (0, 100)
            moved         cell @e: (0, 100) -> (0, 0)
            added         cell @x: (200, 0, 100 x 100) z 0
            removed       cell @b: (100, 0, 100 x 100) z 0
            6 differences: 4 moved, 1 added, 1 removed; 0 unchanged (tolerance 0)

            """)
        for (a, b, label) in [(try FrameDumpDiff.Rows(parsing: Data(oldText.utf8)), try FrameDumpDiff.Rows(parsing: Data(newText.utf8)), "text"),
                              (try FrameDumpDiff.Rows(before, keyedByIdentifier: true), try FrameDumpDiff.Rows(after, keyedByIdentifier: true), "solutions"),
                              (try FrameDumpDiff.Rows(parsing: Data(oldText.utf8)), try FrameDumpDiff.Rows(after, keyedByIdentifier: true), "text and solution")] {
            var report = ""
            FrameDumpDiff.writeReport(a, b, to: &report)
            XCTAssertEqual(report, expected, label)
        }
    }
}
