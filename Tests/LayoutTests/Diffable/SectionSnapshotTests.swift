import LayoutKitLinux
import XCTest

/// UIKit's `NSDiffableDataSourceSectionSnapshot`: a forest of items, collapsed when added; only visible items
/// (roots and the children of expanded visible items) are shown (Docs/Diffable.md, "Section snapshots").
final class SectionSnapshotTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSectionSnapshot<String>

    /// fruit > (apple > (gala, fuji), pear); veg > (leek)
    func makeOutline() -> Snapshot {
        var outline = Snapshot()
        outline.append(["fruit", "veg"])
        outline.append(["apple", "pear"], to: "fruit")
        outline.append(["gala", "fuji"], to: "apple")
        outline.append(["leek"], to: "veg")
        return outline
    }

    func testItemsAreDepthFirstAndCollapsedWhenAdded() {
        let outline = makeOutline()
        XCTAssertEqual(outline.items, ["fruit", "apple", "gala", "fuji", "pear", "veg", "leek"])
        XCTAssertEqual(outline.rootItems, ["fruit", "veg"])
        XCTAssertEqual(outline.visibleItems, ["fruit", "veg"])
        XCTAssertFalse(outline.isExpanded("fruit"))
        XCTAssertEqual(outline.expandedItems, [])
    }

    func testVisibleItemsFollowExpansionOfEveryAncestor() {
        var outline = makeOutline()
        outline.expand(["apple"])
        // apple is expanded but fruit is not, so apple's children stay hidden.
        XCTAssertEqual(outline.visibleItems, ["fruit", "veg"])
        XCTAssertFalse(outline.isVisible("gala"))
        outline.expand(["fruit"])
        XCTAssertEqual(outline.visibleItems, ["fruit", "apple", "gala", "fuji", "pear", "veg"])
        XCTAssertTrue(outline.isVisible("gala"))
        outline.collapse(["apple"])
        XCTAssertEqual(outline.visibleItems, ["fruit", "apple", "pear", "veg"])
        XCTAssertEqual(outline.expandedItems, ["fruit"])
    }

    func testLevelParentIndexAndContains() {
        let outline = makeOutline()
        XCTAssertEqual(outline.level(of: "fruit"), 0)
        XCTAssertEqual(outline.level(of: "apple"), 1)
        XCTAssertEqual(outline.level(of: "fuji"), 2)
        XCTAssertEqual(outline.level(of: "nope"), -1)
        XCTAssertEqual(outline.parent(of: "fuji"), "apple")
        XCTAssertNil(outline.parent(of: "veg"))
        XCTAssertEqual(outline.index(of: "pear"), 4)
        XCTAssertNil(outline.index(of: "nope"))
        XCTAssertTrue(outline.contains("leek"))
        XCTAssertFalse(outline.contains("nope"))
    }

    func testInsertGoesBesideTheAnchorAtItsLevel() {
        var outline = makeOutline()
        outline.insert(["quince"], after: "apple")
        outline.insert(["herbs"], before: "veg")
        XCTAssertEqual(outline.rootItems, ["fruit", "herbs", "veg"])
        XCTAssertEqual(outline.parent(of: "quince"), "fruit")
        XCTAssertEqual(outline.items, ["fruit", "apple", "gala", "fuji", "quince", "pear", "herbs", "veg", "leek"])
    }

    func testDeleteTakesDescendants() {
        var outline = makeOutline()
        outline.delete(["apple", "nope"])
        XCTAssertEqual(outline.items, ["fruit", "pear", "veg", "leek"])
        XCTAssertFalse(outline.contains("gala"))
        outline.deleteAll()
        XCTAssertEqual(outline.items, [])
    }

    func testSnapshotOfAParentWithAndWithoutIt() {
        var outline = makeOutline()
        outline.expand(["apple"])
        let children = outline.snapshot(of: "fruit")
        XCTAssertEqual(children.rootItems, ["apple", "pear"])
        XCTAssertEqual(children.items, ["apple", "gala", "fuji", "pear"])
        XCTAssertEqual(children.visibleItems, ["apple", "gala", "fuji", "pear"])
        XCTAssertNil(children.parent(of: "apple"))
        let whole = outline.snapshot(of: "fruit", includingParent: true)
        XCTAssertEqual(whole.rootItems, ["fruit"])
        XCTAssertEqual(whole.level(of: "gala"), 2)
    }

    func testReplaceChildrenAndInsertSnapshot() {
        var outline = makeOutline()
        var citrus = Snapshot()
        citrus.append(["lemon", "lime"])
        citrus.append(["key lime"], to: "lime")
        outline.replace(childrenOf: "fruit", using: citrus)
        XCTAssertEqual(outline.items, ["fruit", "lemon", "lime", "key lime", "veg", "leek"])
        XCTAssertFalse(outline.contains("gala"))
        XCTAssertEqual(outline.parent(of: "key lime"), "lime")
        var grains = Snapshot()
        grains.append(["rice"])
        outline.insert(grains, before: "veg")
        XCTAssertEqual(outline.rootItems, ["fruit", "rice", "veg"])
        XCTAssertNil(outline.firstMisuse)
    }

    /// Apple documents the marks: `*` visible, `+` expanded, `-` collapsed.
    func testVisualDescriptionMarksVisibleExpandedAndCollapsedItems() {
        var outline = makeOutline()
        outline.expand(["fruit"])
        XCTAssertEqual(outline.visualDescription(), """
            *+ fruit
              *- apple
                 - gala
                 - fuji
              *- pear
            *- veg
               - leek
            """)
    }

    func testMisuseIsRecordedWithTheCaller() {
        var outline = makeOutline()
        outline.append(["x"], to: "nope")
        let line: UInt = #line - 1
        XCTAssertEqual(outline.firstMisuse?.problem, .unknownItem)
        XCTAssertEqual(outline.firstMisuse?.operation, "append(_:to:)")
        XCTAssertEqual(outline.firstMisuse?.identifiers, ["nope"])
        XCTAssertEqual(outline.firstMisuse?.line, line)
        XCTAssertFalse(outline.contains("x"))
    }

    func testEachSectionSnapshotMisuseCase() {
        func misuse(_ edit: (inout Snapshot) -> Void) -> DiffableSnapshotError? {
            var outline = makeOutline()
            let before = outline.items
            edit(&outline)
            XCTAssertEqual(outline.items, before)
            return outline.firstMisuse
        }
        XCTAssertEqual(misuse { $0.append(["a", "a"]) }?.problem, .duplicateIdentifiers)
        XCTAssertEqual(misuse { $0.append(["gala"], to: "veg") }?.problem, .identifierAlreadyInSnapshot)
        XCTAssertEqual(misuse { $0.insert(["x"], before: "nope") }?.problem, .unknownItem)
        XCTAssertEqual(misuse { $0.insert(["leek"], after: "apple") }?.problem, .identifierAlreadyInSnapshot)
        XCTAssertEqual(misuse { $0.expand(["nope"]) }?.problem, .unknownItem)
        XCTAssertEqual(misuse { $0.collapse(["nope"]) }?.problem, .unknownItem)
        XCTAssertEqual(misuse { $0.replace(childrenOf: "nope", using: Snapshot()) }?.problem, .unknownItem)
        XCTAssertEqual(misuse {
            var other = Snapshot()
            other.append(["leek"])
            $0.insert(other, before: "fruit")
        }?.identifiers, ["leek"])
        XCTAssertEqual(makeOutline().snapshot(of: "nope").firstMisuse?.operation, "snapshot(of:includingParent:)")
    }
}
