import Foundation
import XCTest
@testable import LayoutKitLinux

/// Extreme integers, counts and nesting never trap, never allocate without bound and never run for minutes: each is
/// answered, or refused with a `LayoutError` naming the place and the limit, in well under a second
/// (Docs/Reliability.md, "Limits").
final class RunawayInputTests: XCTestCase {
    private func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private func item(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(layoutSize: size(w, h))
    }

    private func context(counts: [Int] = [5]) -> LayoutContext {
        LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: counts)
    }

    /// Runs `body`, failing when it takes longer than `limit` seconds. Generous: the suite runs as a debug build on a
    /// shared 2-core machine and under the address and thread sanitizers (several times slower); the behaviour each
    /// test guards against took minutes or never ended (release build: 8 s for 10,000 zero-width subitems, 42 s for
    /// the description of 1,000 levels).
    private func quickly<T>(_ limit: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T) rethrows -> T {
        let start = Date()
        defer { XCTAssertLessThan(Date().timeIntervalSince(start), limit, "must be answered quickly", file: file, line: line) }
        return try body()
    }

    /// Expects a `LayoutError` at exactly `path` whose text mentions each of `mentions`.
    private func expectError(_ body: () throws -> LayoutSolution, path: String, mentions: [String], limit: TimeInterval = 10,
                             file: StaticString = #filePath, line: UInt = #line) {
        do {
            let solution = try quickly(limit, file: file, line: line, body)
            XCTFail("expected a LayoutError at \(path), got \(solution.attributes.count) elements", file: file, line: line)
        } catch let error as LayoutError {
            XCTAssertEqual(error.path, path, "\(error)", file: file, line: line)
            for word in mentions { XCTAssertTrue(error.description.contains(word), "'\(error)' should mention '\(word)'", file: file, line: line) }
        } catch {
            XCTFail("expected a LayoutError, got \(error)", file: file, line: line)
        }
    }

    // MARK: 1. zIndex arithmetic saturates

    func testZIndexSumSaturatesAtTheIntegerLimits() {
        XCTAssertEqual(ZIndex.adding(1_000_000_000, to: .max), .max)
        XCTAssertEqual(ZIndex.adding(1_000_000_000, to: .max - 999_999_999), .max)
        XCTAssertEqual(ZIndex.adding(1_000_000_000, to: 5), 1_000_000_005)
        XCTAssertEqual(ZIndex.adding(-1, to: .min), .min)
        XCTAssertEqual(ZIndex.stored(.max), Int32.max)
        XCTAssertEqual(ZIndex.stored(.min), Int32.min)
        XCTAssertEqual(ZIndex.stored(-7), -7)
    }

    /// A pinned header in view takes 1,000,000,000 + its zIndex (Docs/Solver.md, step 4, CHARON cases 141-143). With `Int.max` the sum
    /// used to trap; it saturates, and the stored value is clamped to the solution's 32-bit field: 2,147,483,647.
    /// `Int.min` + 1,000,000,000 does not overflow; stored it clamps to -2,147,483,648.
    func testPinnedHeaderWithExtremeZIndexSaturatesInsteadOfTrapping() throws {
        for (zIndex, expected) in [(Int.max, Int(Int32.max)), (Int.min, Int(Int32.min)), (Int.max - 5, Int(Int32.max)), (7, 1_000_000_007)] {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                     elementKind: "header", alignment: .top)
            header.pinToVisibleBounds = true
            header.zIndex = zIndex
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
            section.boundarySupplementaryItems = [header]
            let solution = try UICollectionViewCompositionalLayout(section: section).solve(context())
            let attributes = solution.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(attributes?.zIndex, expected, "zIndex \(zIndex)")
        }
    }

    /// Custom frames and badges with extreme zIndices are stored clamped, in order.
    func testCustomFramesWithExtremeZIndexAreClamped() throws {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), zIndex: .max),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 0, width: 10, height: 10), zIndex: .min)]
        }
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)).solve(context(counts: [2]))
        XCTAssertEqual(solution.attributes.map(\.zIndex), [Int(Int32.max), Int(Int32.min)])
    }

    // MARK: 2. Nested counts multiply before anything is allocated

    /// `repeatingSubitem` 1000 × 1000 × 1000: the innermost group holds 1,000 cells, the middle one would hold
    /// 1,000,000, over the 100,000 limit: refused there, before the 10^9 cells are made.
    func testNestedRepeatingCountsAreLimitedByTheirProduct() {
        let cell = item(.absolute(0.25), .absolute(1))
        let inner = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), repeatingSubitem: cell, count: 1000)
        let middle = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(400)), repeatingSubitem: inner, count: 1000)
        let outer = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(400)), repeatingSubitem: middle, count: 1000)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer))
        expectError({ try layout.solve(context()) }, path: "section 0 > group > subitems[0]", mentions: ["1000000 cells", "100000"])
    }

    /// 10,000 × 10,000: each group alone is within the limit; the product, 10^8, is refused at the outer group.
    func testTwoLevelsOfTenThousandAreRefusedAtTheOuterGroup() {
        let cell = item(.absolute(0.01), .absolute(1))
        let inner = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), repeatingSubitem: cell, count: 10_000)
        let outer = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(400)), repeatingSubitem: inner, count: 10_000)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer))
        expectError({ try layout.solve(context()) }, path: "section 0 > group", mentions: ["100000000 cells", "100000"])
    }

    /// 100 × 1,000 = 100,000 cells is exactly the limit, and solves: one section of 100,000 items fills one group.
    func testNestedCountsAtTheLimitSolve() throws {
        let cell = item(.absolute(0.25), .absolute(1))
        let inner = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), repeatingSubitem: cell, count: 1000)
        let outer = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: inner, count: 100)
        let solution = try quickly(30) { try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer)).solve(context(counts: [100_000])) }
        // Item 1,001 is in the second row (y 1), second slot (x 0.25 → the nearest pixel at scale 2 is 0.5).
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 1001, section: 0))?.frame, CGRect(x: 0.5, y: 1, width: 0.25, height: 1))
        XCTAssertEqual(solution.contentSize.height, 100)
    }

    // MARK: 3. Many zero-length subitems are refused in linear time

    /// N distinct subitems of width 0 and no spacing fit without end: refused at the 100,000-slot limit after one
    /// measurement of each subitem and one constant-time step per count tried.
    func testManyZeroWidthSubitemsAreRefusedQuickly() {
        for n in [10_000, 100_000] {
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                           subitems: (0..<n).map { _ in item(.absolute(0), .fractionalHeight(1)) })
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            expectError({ try layout.solve(context()) }, path: "section 0 > group", mentions: ["more than 100000 items"])
        }
    }

    /// Zero fractions depend on the length left, which a spacing changes at every count: the search stops at its
    /// measurement budget (2,000,000) instead of running 100,000 counts × 10,000 subitems.
    func testManyZeroFractionSubitemsWithSpacingStopAtTheMeasurementBudget() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: (0..<10_000).map { _ in item(.fractionalWidth(0), .fractionalHeight(1)) })
        group.interItemSpacing = .fixed(0.001)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        expectError({ try layout.solve(context()) }, path: "section 0 > group", mentions: ["2000000 measurements"], limit: 30)
    }

    /// 10,000 subitems 0.01 wide with no spacing: n of them take n × 0.01, so 32,000 fit in 320 (32,001 take
    /// 320.01 > 320 + the 0.0001 hair). A valid group of 32,000 slots, found in linear time.
    func testManyTinySubitemsFitInLinearTime() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: (0..<10_000).map { _ in item(.absolute(0.01), .fractionalHeight(1)) })
        let solution = try quickly { try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)).solve(context(counts: [3])) }
        XCTAssertEqual(solution.sections.first?.groupCapacity, 32_000)
    }

    // MARK: 4. Descriptions are linear in nesting depth

    /// A chain of `depth` vertical groups around one 10×10 item.
    private func chain(_ depth: Int) -> NSCollectionLayoutGroup {
        var inner: NSCollectionLayoutItem = item(.absolute(10), .absolute(10))
        for _ in 0..<depth {
            inner = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), subitems: [inner])
        }
        return inner as? NSCollectionLayoutGroup ?? .vertical(layoutSize: size(.absolute(1), .absolute(1)), subitems: [inner])
    }

    /// UIKit's shape (Docs/VisualDescription.md, "`description`: UIKit's debug text"; [LOG] SideStore#1340): each nested level indented by one more tab, tab, space; the edge spacing
    /// line right under its item's.
    func testGroupDescriptionHasUIKitsShape() {
        let leaf = item(.fractionalWidth(0.25), .estimated(94))
        leaf.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let nested = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [leaf])
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(94)), subitems: [nested])
        group.interItemSpacing = .fixed(16)
        XCTAssertEqual(group.description, """
            <NSCollectionLayoutGroup size={.containerWidthFactor(1), .estimated(94)}>
            \t layoutDirection: .vertical
            \t interItemSpacing=.fixed(16)
            \t subitems=
            \t\t <NSCollectionLayoutGroup size={.containerWidthFactor(1), .absolute(44)}>
            \t\t \t layoutDirection: .horizontal
            \t\t \t subitems=
            \t\t \t\t <NSCollectionLayoutItem size={.containerWidthFactor(0.25), .estimated(94)}>
            \t\t \t\t \tedgeSpacing=<leading=.flexible(0); top=(null); trailing=(null); bottom=(null)>
            """)
    }

    /// 1,000 and 10,000 levels: the first 64 levels (the deepest the solver accepts) are printed, then one line.
    func testDeepGroupDescriptionIsQuickAndTruncatedAtTheDepthLimit() {
        for depth in [1_000, 10_000] {
            let group = chain(depth)
            let text = quickly { group.description }
            XCTAssertEqual(text.components(separatedBy: "<NSCollectionLayoutGroup").count - 1, 65, "depth \(depth)")
            XCTAssertTrue(text.hasSuffix("… 1 subitem nested deeper than 64 levels, not shown"), String(text.suffix(80)))
            let section = NSCollectionLayoutSection(group: group)
            XCTAssertTrue(quickly { section.description }.hasSuffix("… 1 subitem nested deeper than 64 levels, not shown"))
            XCTAssertTrue(quickly { group.visualDescription() }.contains("nested more than 64 deep"))
        }
    }

    // MARK: 5. Deep chains are freed without recursion, and refused by the solver

    func testReleasingAChainOf100000GroupsDoesNotOverflowTheStack() {
        weak var innermost: NSCollectionLayoutItem?
        do {
            let leaf = item(.absolute(10), .absolute(10))
            innermost = leaf
            var inner: NSCollectionLayoutItem = leaf
            for _ in 0..<100_000 {
                inner = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), subitems: [inner])
            }
            let section = NSCollectionLayoutSection(group: inner as? NSCollectionLayoutGroup ?? chain(1))
            XCTAssertNotNil(section.group.subitems.first)
        }
        XCTAssertNil(innermost, "the whole chain is freed")
    }

    /// A subitem shared by two groups outlives the one released first.
    func testReleasingAGroupKeepsSubitemsHeldElsewhere() {
        let shared = chain(3)
        do {
            let first = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [shared])
            XCTAssertEqual(first.subitems.count, 1)
        }
        XCTAssertEqual(shared.subitems.count, 1)
        XCTAssertEqual((shared.subitems.first as? NSCollectionLayoutGroup)?.subitems.count, 1)
    }

    func testSolvingAChainOf100000GroupsIsRefusedAtTheDepthLimit() {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: chain(100_000)))
        let path = "section 0 > group" + String(repeating: " > subitems[0]", count: 65)
        expectError({ try layout.solve(context()) }, path: path, mentions: ["more than 64 deep"])
    }
}
