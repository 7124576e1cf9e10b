import LayoutKitLinux
import XCTest

/// Snapshots at scale and identifiers that break `Equatable` (issue #29, items 1-3; Docs/Diffable.md, "Misuse" and
/// "Describing an outline"). Time bounds are `layout-bench` rows ("snapshot: appendSections one at a time",
/// "section snapshot: visualDescription"); these tests pin the results.
final class SnapshotScaleAndIdentityTests: XCTestCase {
    /// An identifier whose `==` is false against itself: a NaN field, compared as Swift compares doubles.
    struct Reading: Hashable, Sendable, CustomStringConvertible {
        var value: Double
        var description: String { "reading(\(value))" }
    }

    func testSectionsAppendedOneCallAtATimeKeepTheirOrderAndIndex() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for section in 0..<2_000 { snapshot.appendSections([section]) }
        snapshot.insertSections([-1], beforeSection: 1_000)
        snapshot.appendItems([7], toSection: 1_999)
        XCTAssertEqual(snapshot.numberOfSections, 2_001)
        XCTAssertEqual(snapshot.indexOfSection(0), 0)
        XCTAssertEqual(snapshot.indexOfSection(-1), 1_000)
        XCTAssertEqual(snapshot.indexOfSection(1_000), 1_001, "sections after an insertion move down by one")
        XCTAssertEqual(snapshot.indexOfSection(1_999), 2_000)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 7), 1_999)
        XCTAssertEqual(snapshot.sectionIdentifiers, Array(0..<1_000) + [-1] + Array(1_000..<2_000))
        snapshot.moveSection(-1, afterSection: 1_999)
        snapshot.deleteSections([0])
        XCTAssertEqual(snapshot.indexOfSection(1), 0)
        XCTAssertEqual(snapshot.indexOfSection(-1), 1_999)
        XCTAssertNil(snapshot.indexOfSection(0))
    }

    func testAnItemNotEqualToItselfIsRecordedWithTheCall() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Reading>()
        snapshot.appendSections(["s"])
        snapshot.appendItems([Reading(value: 1), Reading(value: .nan)])
        let line: UInt = #line - 1
        let error = try? XCTUnwrap(snapshot.firstMisuse)
        XCTAssertEqual(error?.problem, .notEqualToItself)
        XCTAssertEqual(error?.operation, "appendItems(_:toSection:)")
        XCTAssertEqual(error?.identifiers, ["reading(nan)"])
        XCTAssertEqual(error?.line, line)
        XCTAssertTrue(error?.description.contains("is not equal to itself") == true, error?.description ?? "")
        XCTAssertEqual(snapshot.numberOfItems, 0, "the failed call changed nothing")
        XCTAssertThrowsError(try snapshot.validate())
    }

    func testASectionOrAnchorNotEqualToItselfIsNamedAsSuch() {
        var sections = NSDiffableDataSourceSnapshot<Double, Int>()
        sections.appendSections([.nan])
        XCTAssertEqual(sections.firstMisuse?.problem, .notEqualToItself)
        XCTAssertEqual(sections.numberOfSections, 0)

        var items = NSDiffableDataSourceSnapshot<String, Reading>()
        items.appendSections(["s"])
        items.appendItems([Reading(value: 1)])
        items.insertItems([Reading(value: 2)], beforeItem: Reading(value: .nan))
        XCTAssertEqual(items.firstMisuse?.problem, .notEqualToItself, "not reported as an unknown item: the cause is ==")
        XCTAssertEqual(items.firstMisuse?.operation, "insertItems(_:beforeItem:)")
    }

    func testASectionSnapshotRejectsAnItemNotEqualToItself() {
        var outline = NSDiffableDataSourceSectionSnapshot<Reading>()
        outline.append([Reading(value: .nan)])
        XCTAssertEqual(outline.firstMisuse?.problem, .notEqualToItself)
        XCTAssertEqual(outline.items, [])
    }

    /// A chain of 40 nested items: indented two spaces a level up to 32 levels, then the level named instead
    /// (Docs/Diffable.md, "Describing an outline"); each line stays short, so the text is linear in the items.
    func testADeepOutlineIsDescribedWithBoundedIndentation() {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([0])
        for level in 1..<40 { outline.append([level], to: level - 1) }
        outline.expand(Array(0..<20))
        let lines = outline.visualDescription().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 40)
        XCTAssertEqual(lines[0], "*+ 0")
        XCTAssertEqual(lines[1], "  *+ 1")
        // Item 20's parent, 19, is expanded and visible: visible, collapsed. Item 21's parent, 20, is collapsed.
        XCTAssertEqual(lines[20], String(repeating: "  ", count: 20) + "*- 20")
        XCTAssertEqual(lines[21], String(repeating: "  ", count: 21) + " - 21")
        XCTAssertEqual(lines[32], String(repeating: "  ", count: 32) + " - 32")
        XCTAssertEqual(lines[33], String(repeating: "  ", count: 32) + "(level 33)  - 33")
        XCTAssertEqual(lines[39], String(repeating: "  ", count: 32) + "(level 39)  - 39")
        XCTAssertLessThanOrEqual(lines.map(\.count).max() ?? 0, 64 + 20)
    }
}
