import LayoutKitLinux
import XCTest

/// A `LayoutContext` made from a snapshot takes its counts from it, and the solution names cells by identifier
/// (Docs/Diffable.md, "Solving a snapshot", "Keyed by identifier").
final class SnapshotSolvingTests: XCTestCase {
    /// A list: full-width rows 44 pt tall, in a 320-wide view (Docs/Solver.md, step 3d: a vertical group of absolute height
    /// repeats down the section; sections follow each other with no spacing).
    static func listLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                     subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    static let view = CGSize(width: 320, height: 480)

    func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    func testTheContextTakesCountsAndIdentifiersFromTheSnapshot() throws {
        let context = LayoutContext(containerSize: Self.view, snapshot: snapshot([("a", ["x", "y"]), ("b", ["z"])]))
        XCTAssertEqual(context.itemCounts, [2, 1])
        XCTAssertEqual(context.identifiers?.sections, ["a", "b"])
        XCTAssertEqual(context.identifiers?.items, [["x", "y"], ["z"]])
        let solution = try Self.listLayout().solve(context)
        // Row k of the list is at y = 44 k: z, the third row, at 88.
        XCTAssertEqual(solution.layoutAttributesForItem(identifiedBy: "z")?.frame, CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertEqual(solution.layoutAttributesForItem(identifiedBy: "z")?.indexPath, IndexPath(item: 0, section: 1))
        XCTAssertNil(solution.layoutAttributesForItem(identifiedBy: "nope"))
        XCTAssertEqual(solution.identifiers?.itemIdentifier(for: IndexPath(item: 1, section: 0)), "y")
    }

    func testTheKeyedFrameDumpNamesCellsByIdentifier() throws {
        let solution = try Self.listLayout().solve(LayoutContext(containerSize: Self.view, snapshot: snapshot([("a", ["x", "y", "z"])])))
        XCTAssertEqual(try FrameDump.render(solution, keyedByIdentifier: true), """
            # layout-dump frames v1
            content 320 132
            cell - @x 0 0 320 44 0
            cell - @y 0 44 320 44 0
            cell - @z 0 88 320 44 0

            """)
        XCTAssertEqual(try FrameDump.render(solution, keyedByIdentifier: false), FrameDump.render(solution))
        XCTAssertTrue(try JSONDump.render(solution, keyedByIdentifier: true).contains(#""section": 0, "item": 1, "id": "y", "frame""#))
        XCTAssertTrue(try ASCIIDiagram.render(solution, keyedByIdentifier: true, width: 41).contains("|                   y                   |"))
        XCTAssertTrue(try SVGDiagram.render(solution, keyedByIdentifier: true).contains(">y</text>"))
    }

    /// Identifiers with spaces or quotes are written in quotes, and read back.
    func testKeysThatWouldBreakTheColumnsAreQuotedAndReadBack() throws {
        let solution = try Self.listLayout().solve(LayoutContext(containerSize: Self.view, snapshot: snapshot([("a", ["two words", "say \"hi\""])])))
        let dump = try FrameDump.render(solution, keyedByIdentifier: true)
        XCTAssertTrue(dump.contains(#"cell - "@two words" 0 0 320 44 0"#), dump)
        XCTAssertTrue(dump.contains(#"cell - "@say \"hi\"" 0 44 320 44 0"#), dump)
        XCTAssertEqual(try FrameDumpDiff.parse(dump).elements.map(\.identifier), ["two words", "say \"hi\""])
    }

    /// The point of keys: after inserting "w" above, a keyed comparison says x, y, z moved down one row (44 pt) and w
    /// was added; an index-path comparison would say the first three cells stayed and a fourth was added.
    func testAKeyedDumpSurvivesAnInsertionAbove() throws {
        let layout = Self.listLayout()
        let before = try layout.solve(LayoutContext(containerSize: Self.view, snapshot: snapshot([("a", ["x", "y", "z"])])))
        var edited = snapshot([("a", ["x", "y", "z"])])
        edited.insertItems(["w"], beforeItem: "x")
        let after = try layout.solve(LayoutContext(containerSize: Self.view, snapshot: edited))
        let keyed = FrameDumpDiff.compare(try FrameDumpDiff.parse(FrameDump.render(before, keyedByIdentifier: true)),
                                          try FrameDumpDiff.parse(FrameDump.render(after, keyedByIdentifier: true)))
        // Column padding aside (the report's layout is FrameDumpDiff's business):
        XCTAssertEqual(keyed.report.replacingOccurrences(of: " +", with: " ", options: .regularExpression), """
            content 320 x 132 -> 320 x 176
            moved cell @x: (0, 0) -> (0, 44)
            moved cell @y: (0, 44) -> (0, 88)
            moved cell @z: (0, 88) -> (0, 132)
            added cell @w: (0, 0, 320 x 44) z 0
            5 differences: 3 moved, 1 added, content size changed; 0 unchanged (tolerance 0)

            """)
        let plain = FrameDumpDiff.compare(FrameDumpDiff.Dump(before), FrameDumpDiff.Dump(after))
        XCTAssertEqual(plain.unchanged, 3)
    }

    func testSupplementariesAreKeyedBySectionAndIndex() throws {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                                 subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                                                                     heightDimension: .fractionalHeight(1)))]))
        section.boundarySupplementaryItems = [header]
        let solution = try UICollectionViewCompositionalLayout(section: section)
            .solve(LayoutContext(containerSize: Self.view, snapshot: snapshot([("feed", ["x"])])))
        let dump = try FrameDump.render(solution, keyedByIdentifier: true)
        // The header takes the section's first 30 pt; the row follows it.
        XCTAssertTrue(dump.contains("cell - @x 0 30 320 44 0"), dump)
        XCTAssertTrue(dump.contains("supplementary UICollectionElementKindSectionHeader @feed#0 0 0 320 30 "), dump)
    }

    /// Two items that print the same cannot key a dump: the keyed outputs throw, naming both; the plain ones work.
    func testItemsThatPrintTheSameAreReported() throws {
        struct Row: Hashable, Sendable, CustomStringConvertible {
            var id: Int
            var description: String { "row" }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems([Row(id: 1), Row(id: 2)])
        let solution = try Self.listLayout().solve(LayoutContext(containerSize: Self.view, snapshot: snapshot))
        XCTAssertThrowsError(try FrameDump.render(solution, keyedByIdentifier: true)) { error in
            XCTAssertEqual((error as? LayoutError)?.message, "the items at 0.0 and 0.1 both print as \"row\", so a dump keyed by identifier "
                           + "cannot tell them apart; give the item type a description that includes its id (CustomStringConvertible)")
        }
        XCTAssertNotNil(verifyLayoutSnapshot(of: solution, keyedByIdentifier: true, record: .never))
        XCTAssertEqual(FrameDump.render(solution).split(separator: "\n").count, 4)
    }

    func testASolutionWithoutIdentifiersCannotBeKeyed() throws {
        let solution = try Self.listLayout().solve(LayoutContext(containerSize: Self.view, itemCounts: [2]))
        XCTAssertThrowsError(try FrameDump.render(solution, keyedByIdentifier: true)) { error in
            XCTAssertTrue("\(error)".contains("LayoutContext(containerSize:snapshot:)"), "\(error)")
        }
    }

    /// Solving a misused snapshot throws its misuse, with the operation and the caller's line.
    func testSolvingAMisusedSnapshotThrowsTheMisuse() {
        var bad = snapshot([("a", ["x"])])
        bad.appendItems(["y"], toSection: "nope")
        let line: UInt = #line - 1
        XCTAssertThrowsError(try Self.listLayout().solve(LayoutContext(containerSize: Self.view, snapshot: bad))) { error in
            XCTAssertEqual((error as? DiffableSnapshotError)?.line, line)
            XCTAssertTrue("\(error)".hasPrefix("LayoutTests/SnapshotSolvingTests.swift:\(line): appendItems(_:toSection:): the section \"nope\""), "\(error)")
        }
    }

    func testCountsChangedAfterwardsAreReported() {
        var context = LayoutContext(containerSize: Self.view, snapshot: snapshot([("a", ["x"])]))
        context.itemCounts = [5]
        XCTAssertThrowsError(try Self.listLayout().solve(context)) { error in
            XCTAssertEqual((error as? LayoutError)?.path, "context.identifiers")
        }
    }

    /// Only a section snapshot's visible items are laid out: collapsed children are not cells.
    func testASectionSnapshotShowsItsVisibleItems() throws {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["fruit", "veg"])
        outline.append(["apple", "pear"], to: "fruit")
        outline.append(["leek"], to: "veg")
        outline.expand(["fruit"])
        let context = LayoutContext(containerSize: Self.view, snapshot: snapshot([("top", ["banner"]), ("outline", [])]),
                                    sectionSnapshots: ["outline": outline])
        XCTAssertEqual(context.itemCounts, [1, 4])
        XCTAssertEqual(context.identifiers?.items, [["banner"], ["fruit", "apple", "pear", "veg"]])
        let solution = try Self.listLayout().solve(context)
        // veg is the fifth row overall: y = 4 x 44.
        XCTAssertEqual(solution.layoutAttributesForItem(identifiedBy: "veg")?.frame.minY, 176)
        XCTAssertNil(solution.layoutAttributesForItem(identifiedBy: "leek"))
    }

    func testASectionSnapshotForAnUnknownSectionIsAMisuse() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["x"])
        let context = LayoutContext(containerSize: Self.view, snapshot: snapshot([("a", [])]), sectionSnapshots: ["nope": outline])
        XCTAssertThrowsError(try Self.listLayout().solve(context)) { error in
            XCTAssertEqual((error as? DiffableSnapshotError)?.problem, .unknownSection)
            XCTAssertEqual((error as? DiffableSnapshotError)?.identifiers, ["nope"])
        }
    }

    /// Property: snapshots of the same content built in different orders (seeded random build scripts) give equal
    /// keyed dumps.
    func testKeyedDumpsOfEqualContentAreEqualWhateverTheBuildingOrder() throws {
        let layout = Self.listLayout()
        for seed in 1...40 as ClosedRange<UInt64> {
            var random = SplitMix64(seed: seed)
            let sectionCount = random.int(1...4)
            var content: [(String, [String])] = []
            var next = 0
            for s in 0..<sectionCount {
                let count = random.int(0...6)
                content.append(("s\(s)", (0..<count).map { _ in next += 1; return "i\(next)" }))
            }
            let straight = snapshot(content)
            // Another way: sections appended in reverse and moved into place; items appended to the last section
            // in a shuffled order, then moved to their places one by one.
            var built = NSDiffableDataSourceSnapshot<String, String>()
            built.appendSections(content.map(\.0).reversed())
            for (index, section) in content.map(\.0).enumerated() where index > 0 {
                built.moveSection(section, afterSection: content[index - 1].0)
            }
            var all = content.flatMap(\.1)
            for index in all.indices.reversed() {
                let other = random.int(0...index)
                all.swapAt(index, other)
            }
            for item in all {
                built.appendItems([item], toSection: content[random.int(0...(content.count - 1))].0)
            }
            for (section, items) in content {
                for (index, item) in items.enumerated() {
                    if index == 0 {
                        let first = built.itemIdentifiers(inSection: section).first
                        if first != item {
                            built.deleteItems([item])
                            if let first { built.insertItems([item], beforeItem: first) } else { built.appendItems([item], toSection: section) }
                        }
                    } else {
                        built.moveItem(item, afterItem: items[index - 1])
                    }
                }
            }
            XCTAssertNil(built.firstMisuse, "seed \(seed)")
            XCTAssertEqual(built.sectionIdentifiers, straight.sectionIdentifiers, "seed \(seed)")
            XCTAssertEqual(built.itemIdentifiers, straight.itemIdentifiers, "seed \(seed)")
            let a = try FrameDump.render(layout.solve(LayoutContext(containerSize: Self.view, snapshot: straight)), keyedByIdentifier: true)
            let b = try FrameDump.render(layout.solve(LayoutContext(containerSize: Self.view, snapshot: built)), keyedByIdentifier: true)
            XCTAssertEqual(a, b, "seed \(seed)")
        }
    }
}

extension SnapshotSolvingTests {
    /// The keyed snapshot helper records a reference and then matches it; after an insertion above, its failure
    /// shows the added line and the moved frames under each cell's own name.
    func testVerifyLayoutSnapshotKeyedByIdentifier() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keyed-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Self.listLayout()
        let before = try layout.solve(LayoutContext(containerSize: Self.view, snapshot: snapshot([("a", ["x", "y"])])))
        XCTAssertNotNil(verifyLayoutSnapshot(of: before, keyedByIdentifier: true, record: .missing, snapshotDirectory: directory))  // recorded
        XCTAssertNil(verifyLayoutSnapshot(of: before, keyedByIdentifier: true, record: .never, snapshotDirectory: directory))
        var edited = snapshot([("a", ["x", "y"])])
        edited.insertItems(["w"], beforeItem: "x")
        let after = try layout.solve(LayoutContext(containerSize: Self.view, snapshot: edited))
        let failure = try XCTUnwrap(verifyLayoutSnapshot(of: after, keyedByIdentifier: true, record: .never, snapshotDirectory: directory))
        XCTAssertTrue(failure.contains("+cell - @w 0 0 320 44 0"), failure)
        XCTAssertTrue(failure.contains("-cell - @x 0 0 320 44 0\n") && failure.contains("+cell - @x 0 44 320 44 0"), failure)
    }
}
