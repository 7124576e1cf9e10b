import Foundation
import XCTest
@testable import LayoutKitLinux

/// `layout-dump diff` of layouts keyed by identifier and `layout-dump update` keep a few bytes an element while they
/// write, not the elements (Docs/Reliability.md, "Memory on millions of items"): measured with `HeapInUse`, what is
/// allocated during the report beyond what was before it (the two solutions), divided by the elements.
final class KeyedDiffMemoryTests: XCTestCase {
    static let count = 100_000

    /// A 4-column grid of 100-pt rows whose cells are named `names`.
    static func grid(_ names: [String]) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var context = LayoutContext(containerSize: CGSize(width: 400, height: 800), itemCounts: [names.count])
        context.identifiers = LayoutIdentifiers(sections: ["s"], items: [names])
        return try layout.solve(context)
    }

    /// `i0 … i(count-1)`, and the same with `new` inserted after the first thousand.
    static func names() -> (before: [String], after: [String]) {
        let before = (0..<count).map { "i\($0)" }
        var after = before
        after.insert("new", at: 1_000)
        return (before, after)
    }

    func testAKeyedDiffKeepsAFewBytesAnElementNotTheElements() throws {
        let (names, inserted) = Self.names()
        let a = try FrameDumpDiff.Rows(try Self.grid(names), keyedByIdentifier: true)
        let b = try FrameDumpDiff.Rows(try Self.grid(inserted), keyedByIdentifier: true)
        guard let before = HeapInUse.bytes() else { throw XCTSkip("no malloc_info on this platform") }
        var output = HeapInUse.PeakWhileWriting(every: 5_000)
        XCTAssertFalse(FrameDumpDiff.writeReport(a, b, to: &output))
        // The content one row taller (25,001 rows of 4), then every cell after the insertion moves one place on (a line
        // each, written while both sides are being matched), the added cell and the summary.
        XCTAssertEqual(output.writes, 1 + Self.count - 1_000 + 1 + 1)
        let perElement = Double(output.peak - before) / Double(Self.count)
        // The compact records: B's hashed positions (8 bytes) and what is paired (4), a flag for A's unmatched (1).
        // Both sides held as elements, as before, took over 300 bytes an element.
        XCTAssertLessThan(perElement, 32, "bytes an element kept while matching by key")
    }

    func testAnUpdateReportKeepsAFewBytesAnItemNotAnEntryPerItem() throws {
        let (names, inserted) = Self.names()
        let old = try Self.grid(names), new = try Self.grid(inserted)
        let difference = try LayoutUpdate.difference(from: old, to: new)
        XCTAssertEqual(difference.insertedItems, [IndexPath(item: 1_000, section: 0)])
        guard let before = HeapInUse.bytes() else { throw XCTSkip("no malloc_info on this platform") }
        var output = HeapInUse.PeakWhileWriting(every: 5_000)
        XCTAssertTrue(try LayoutUpdate.writeReport(difference: difference, before: old, after: new, to: &output))
        // One insertion, then every later cell slides (its row or column changes): a line each, and the summary.
        XCTAssertEqual(output.writes, 1 + Self.count - 1_000 + 1)
        let perItem = Double(output.peak - before) / Double(Self.count)
        // Two `HashedPositions` (8 bytes an item each); `LayoutUpdate.items` is an entry of over 100 bytes an item.
        XCTAssertLessThan(perItem, 40, "bytes an item kept while the report is written")
    }
}
