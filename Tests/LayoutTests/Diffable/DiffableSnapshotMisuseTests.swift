import LayoutKitLinux
import XCTest

/// Every call UIKit rejects with NSInternalInconsistencyException is recorded as the snapshot's first misuse, with
/// the operation, the identifiers and the caller's file and line, and leaves the snapshot unchanged
/// (Docs/Diffable.md, "Misuse").
final class DiffableSnapshotMisuseTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func makeSnapshot() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5], toSection: "b")
        return snapshot
    }

    /// Applies `edit` to the standard snapshot, checks that exactly that misuse was recorded at `line` of this file and
    /// that the snapshot is as before the call.
    func assertMisuse(_ operation: String, _ problem: DiffableSnapshotError.Problem, _ identifiers: [String],
                      line expectedLine: UInt, start: Snapshot? = nil, _ edit: (inout Snapshot) -> Void,
                      file: StaticString = #filePath, line: UInt = #line) {
        let before = start ?? makeSnapshot()
        var snapshot = before
        edit(&snapshot)
        guard let error = snapshot.firstMisuse else { return XCTFail("no misuse recorded", file: file, line: line) }
        XCTAssertEqual(error.operation, operation, file: file, line: line)
        XCTAssertEqual(error.problem, problem, file: file, line: line)
        XCTAssertEqual(error.identifiers, identifiers, file: file, line: line)
        XCTAssertEqual(error.file, "LayoutTests/DiffableSnapshotMisuseTests.swift", file: file, line: line)
        XCTAssertEqual(error.line, expectedLine, file: file, line: line)
        XCTAssertTrue(error.description.hasPrefix("LayoutTests/DiffableSnapshotMisuseTests.swift:\(expectedLine): \(operation): "),
                      error.description, file: file, line: line)
        XCTAssertEqual(snapshot.sectionIdentifiers, before.sectionIdentifiers, "the failed call changed the sections", file: file, line: line)
        XCTAssertEqual(snapshot.itemIdentifiers, before.itemIdentifiers, "the failed call changed the items", file: file, line: line)
        XCTAssertThrowsError(try snapshot.validate(), file: file, line: line) { XCTAssertEqual($0 as? DiffableSnapshotError, error) }
    }

    func testAppendingTheSameItemTwiceInOneCall() {
        assertMisuse("appendItems(_:toSection:)", .duplicateIdentifiers, ["7", "7"], line: #line + 1) {
            $0.appendItems([6, 7, 7], toSection: "b")
        }
    }

    func testAppendingItemsBeforeAnySection() {
        assertMisuse("appendItems(_:toSection:)", .noSection, ["1"], line: #line + 1, start: Snapshot()) {
            $0.appendItems([1])
        }
        XCTAssertTrue(DiffableSnapshotError(operation: "appendItems(_:toSection:)", problem: .noSection, identifiers: ["1"], file: "f", line: 1)
            .description.contains("Please add a section first"))
    }

    func testAppendingItemsToAnUnknownSection() {
        assertMisuse("appendItems(_:toSection:)", .unknownSection, ["zz"], line: #line + 1) {
            $0.appendItems([6], toSection: "zz")
        }
    }

    func testInsertingItemsBeforeAnUnknownItem() {
        assertMisuse("insertItems(_:beforeItem:)", .unknownItem, ["99"], line: #line + 1) {
            $0.insertItems([6], beforeItem: 99)
        }
    }

    func testInsertingAnItemAfterItself() {
        assertMisuse("insertItems(_:afterItem:)", .relativeToItself, ["2"], line: #line + 1) {
            $0.insertItems([6, 2], afterItem: 2)
        }
    }

    func testInsertingTheSameItemTwice() {
        assertMisuse("insertItems(_:beforeItem:)", .duplicateIdentifiers, ["6", "6"], line: #line + 1) {
            $0.insertItems([6, 6], beforeItem: 1)
        }
    }

    func testMovingAnUnknownItem() {
        assertMisuse("moveItem(_:beforeItem:)", .unknownItem, ["99"], line: #line + 1) {
            $0.moveItem(99, beforeItem: 1)
        }
    }

    func testMovingAnItemAfterAnUnknownItem() {
        assertMisuse("moveItem(_:afterItem:)", .unknownItem, ["99"], line: #line + 1) {
            $0.moveItem(1, afterItem: 99)
        }
    }

    func testMovingAnItemRelativeToItself() {
        assertMisuse("moveItem(_:afterItem:)", .relativeToItself, ["3"], line: #line + 1) {
            $0.moveItem(3, afterItem: 3)
        }
    }

    func testReloadingAnUnknownItem() {
        assertMisuse("reloadItems(_:)", .unknownItem, ["42"], line: #line + 1) {
            $0.reloadItems([1, 42])
        }
    }

    func testReconfiguringAnUnknownItem() {
        assertMisuse("reconfigureItems(_:)", .unknownItem, ["42"], line: #line + 1) {
            $0.reconfigureItems([42])
        }
    }

    func testAppendingTheSameSectionTwiceInOneCall() {
        assertMisuse("appendSections(_:)", .duplicateIdentifiers, ["c", "c"], line: #line + 1) {
            $0.appendSections(["c", "c"])
        }
    }

    /// UIKit asserts `numberOfSections == sectionIdentifiers.count` after an append of a section it already holds.
    func testAppendingASectionAlreadyPresent() {
        assertMisuse("appendSections(_:)", .identifierAlreadyInSnapshot, ["a"], line: #line + 1) {
            $0.appendSections(["c", "a"])
        }
    }

    func testInsertingSectionsBeforeAnUnknownSection() {
        assertMisuse("insertSections(_:beforeSection:)", .unknownSection, ["zz"], line: #line + 1) {
            $0.insertSections(["c"], beforeSection: "zz")
        }
    }

    func testInsertingASectionAfterItself() {
        assertMisuse("insertSections(_:afterSection:)", .relativeToItself, ["a"], line: #line + 1) {
            $0.insertSections(["a"], afterSection: "a")
        }
    }

    func testInsertingASectionAlreadyPresent() {
        assertMisuse("insertSections(_:beforeSection:)", .identifierAlreadyInSnapshot, ["b"], line: #line + 1) {
            $0.insertSections(["b"], beforeSection: "a")
        }
    }

    func testMovingAnUnknownSection() {
        assertMisuse("moveSection(_:beforeSection:)", .unknownSection, ["zz"], line: #line + 1) {
            $0.moveSection("zz", beforeSection: "a")
        }
    }

    func testMovingASectionRelativeToItself() {
        assertMisuse("moveSection(_:afterSection:)", .relativeToItself, ["b"], line: #line + 1) {
            $0.moveSection("b", afterSection: "b")
        }
    }

    func testReloadingAnUnknownSection() {
        assertMisuse("reloadSections(_:)", .unknownSection, ["zz"], line: #line + 1) {
            $0.reloadSections(["a", "zz"])
        }
    }

    /// Only the first misuse is kept; later valid calls still apply.
    func testTheFirstMisuseIsKeptAndLaterCallsApply() {
        var snapshot = makeSnapshot()
        snapshot.moveItem(1, beforeItem: 1)
        let firstLine: UInt = #line - 1
        snapshot.reloadItems([404])
        snapshot.appendItems([6], toSection: "a")
        XCTAssertEqual(snapshot.firstMisuse?.line, firstLine)
        XCTAssertEqual(snapshot.firstMisuse?.problem, .relativeToItself)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [1, 2, 3, 6])
    }

    /// The seed's pattern: sections and items as enums with associated values, where the item's `==` and
    /// `hash(into:)` look only at the case. Two different articles are then one identifier: UIKit crashes with
    /// "supplied item identifiers are not unique"; the misuse names both articles and the usual cause.
    func testAnEnumWhoseHashLeavesOutItsAssociatedValueIsCaught() {
        struct Article: Hashable, Sendable { var id: Int; var title: String }
        enum Section: Hashable, Sendable { case top, feed(page: Int) }
        enum Item: Hashable, Sendable, CustomStringConvertible {
            case banner(String)
            case news(Article)
            static func == (a: Item, b: Item) -> Bool {
                switch (a, b) {
                case (.banner(let x), .banner(let y)): return x == y
                case (.news, .news): return true        // the mistake: the article's id is left out
                default: return false
                }
            }
            func hash(into hasher: inout Hasher) {
                switch self {
                case .banner(let name): hasher.combine(0); hasher.combine(name)
                case .news: hasher.combine(1)
                }
            }
            var description: String {
                switch self {
                case .banner(let name): return "banner(\(name))"
                case .news(let article): return "news(\(article.id))"
                }
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.top, .feed(page: 1)])
        snapshot.appendItems([.banner("sale")], toSection: .top)
        snapshot.appendItems([.news(Article(id: 7, title: "A")), .news(Article(id: 8, title: "B"))], toSection: .feed(page: 1))
        let line: UInt = #line - 1
        let error = try? XCTUnwrap(snapshot.firstMisuse)
        XCTAssertEqual(error?.problem, .duplicateIdentifiers)
        XCTAssertEqual(error?.identifiers, ["news(7)", "news(8)"])
        XCTAssertEqual(error?.description,
                       "LayoutTests/DiffableSnapshotMisuseTests.swift:\(line): appendItems(_:toSection:): the identifiers are not unique: "
                       + "\"news(7)\", \"news(8)\" compare equal (==) though they print differently. UIKit raises "
                       + "NSInternalInconsistencyException (\"Fatal: supplied identifiers are not unique\") and the app crashes. "
                       + "This is usually an enum case whose == and hash(into:) leave out its associated value's id; compare and hash the id too")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .feed(page: 1)).count, 0)
    }
}

extension DiffableSnapshotMisuseTests {
    /// The other half of the enum mistake: `==` leaves the article out but `hash(into:)` keeps its id, so two articles
    /// are equal with different hashes. UIKit: "Diffable data source detected item identifiers that are equal but
    /// have different hash values"; a hash table alone would not notice, the check of neighbours does.
    func testEqualIdentifiersWithDifferentHashesAreCaught() {
        enum Item: Hashable, Sendable, CustomStringConvertible {
            case news(id: Int)
            static func == (a: Item, b: Item) -> Bool { true }       // the mistake
            func hash(into hasher: inout Hasher) {
                switch self { case .news(let id): hasher.combine(id) }
            }
            var description: String {
                switch self { case .news(let id): return "news(\(id))" }
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections([0])
        snapshot.appendItems([.news(id: 1), .news(id: 2)])
        XCTAssertEqual(snapshot.firstMisuse?.problem, .inconsistentHashing)
        XCTAssertEqual(snapshot.firstMisuse?.identifiers, ["news(1)", "news(2)"])
        XCTAssertTrue(snapshot.firstMisuse?.description.contains("equal but have different hash values") == true)
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }
}
