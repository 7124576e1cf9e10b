import Foundation
import XCTest
@testable import LayoutKitLinux

/// A section provider returns new objects for every section; sections whose groups have one shape are arranged once
/// per solve (`PageMemo`, keyed by the group's part of the `ShapeKey`). These pin that the reuse is invisible: equal shapes give the
/// frames one shared object gives, a shape that differs in one value gets its own frames, and an error names the
/// section it comes from.
final class SectionShapeReuseTests: XCTestCase {
    private let view = CGSize(width: 320, height: 480)

    /// The shape the cases vary: a horizontal group FW(1) × AB(`height`) of FW(0.5) × FH(1) items, `spacing` apart.
    private struct Shape {
        var spacing: CGFloat = 10
        var height: CGFloat = 50
        var itemInsets = NSDirectionalEdgeInsets()
        var sectionInsets = NSDirectionalEdgeInsets()

        func section() -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            item.contentInsets = itemInsets
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                           subitems: [item])
            group.interItemSpacing = .fixed(spacing)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = sectionInsets
            section.interGroupSpacing = 5
            return section
        }
    }

    private func cells(_ solution: LayoutSolution, section: Int) -> [CGRect] {
        solution.attributes.filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }.map(\.frame)
    }

    /// Three sections of four items, each section a new object of one shape. Two items fit a 320-wide group: with
    /// fixed(10), FW(0.5) resolves against 320 − 10 = 310, so 155 + 10 + 155 = 320 (three would need 3 × 150 + 20).
    /// Items at x 0 and 165, 155 × 50; groups 50 long with 5 between: a section is 105 long, sections start at 0,
    /// 105 and 210 (no inter-section spacing).
    func testProviderReturningNewButEqualObjectsSolvesAsOneSharedObject() throws {
        let context = LayoutContext(containerSize: view, itemCounts: [4, 4, 4])
        let provided = try UICollectionViewCompositionalLayout(sectionProvider: { _, _ in Shape().section() }).solve(context)
        let shared = try UICollectionViewCompositionalLayout(section: Shape().section()).solve(context)
        for section in 0..<3 {
            let top = CGFloat(section) * 105
            let expected = [CGRect(x: 0, y: top, width: 155, height: 50), CGRect(x: 165, y: top, width: 155, height: 50),
                            CGRect(x: 0, y: top + 55, width: 155, height: 50), CGRect(x: 165, y: top + 55, width: 155, height: 50)]
            XCTAssertEqual(cells(provided, section: section), expected, "section \(section)")
            XCTAssertEqual(cells(shared, section: section), expected, "section \(section)")
        }
        XCTAssertEqual(provided.contentSize, CGSize(width: 320, height: 315))
        XCTAssertEqual(Array(provided.frames), Array(shared.frames))
    }

    /// Sections that differ from the first in one value each, two items a section (one group), and a last section equal
    /// to the first again: each gets the frames of its own shape.
    func testSectionsDifferingInOneValueGetTheirOwnFrames() throws {
        let shapes = [
            Shape(),                                    // 0: 155 wide at 0 and 165 (above), 50 tall.
            Shape(spacing: 20),                         // 1: against 320 − 20 = 300: 150 wide at 0 and 170.
            Shape(height: 60),                          // 2: 60 tall.
            Shape(itemInsets: .init(top: 0, leading: 4, bottom: 0, trailing: 0)),  // 3: cells 4 in from their 155-wide boxes: 151 wide at 4 and 169.
            Shape(sectionInsets: .init(top: 0, leading: 10, bottom: 0, trailing: 10)),  // 4: a 300-wide container: against 290, 145 wide at 10 and 165.
            Shape(),                                    // 5: as section 0.
        ]
        let context = LayoutContext(containerSize: view, itemCounts: Array(repeating: 2, count: shapes.count))
        let solution = try UICollectionViewCompositionalLayout(sectionProvider: { index, _ in shapes[index].section() }).solve(context)
        // Sections start where the one before ends: 0, 50, 100, 160, 210, 260.
        let expected: [[CGRect]] = [
            [CGRect(x: 0, y: 0, width: 155, height: 50), CGRect(x: 165, y: 0, width: 155, height: 50)],
            [CGRect(x: 0, y: 50, width: 150, height: 50), CGRect(x: 170, y: 50, width: 150, height: 50)],
            [CGRect(x: 0, y: 100, width: 155, height: 60), CGRect(x: 165, y: 100, width: 155, height: 60)],
            [CGRect(x: 4, y: 160, width: 151, height: 50), CGRect(x: 169, y: 160, width: 151, height: 50)],
            [CGRect(x: 10, y: 210, width: 145, height: 50), CGRect(x: 165, y: 210, width: 145, height: 50)],
            [CGRect(x: 0, y: 260, width: 155, height: 50), CGRect(x: 165, y: 260, width: 155, height: 50)],
        ]
        for (section, frames) in expected.enumerated() {
            XCTAssertEqual(cells(solution, section: section), frames, "section \(section)")
        }
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 310))
    }

    /// Sections 0-2 arrange a group that holds a nested group with 100-pt insets on each side (320 − 200 leaves 120);
    /// section 3 has the same group in a container 200 narrower (its own insets), where the nested group has no room:
    /// the error names section 3 and the nested group, not the section that first arranged that shape.
    func testAnArrangementErrorNamesItsOwnSectionAfterSectionsOfTheSameShape() {
        func section(_ index: Int) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let nested = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                            subitems: [item])
            nested.contentInsets = .init(top: 0, leading: 100, bottom: 0, trailing: 100)
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                         subitems: [nested])
            let section = NSCollectionLayoutSection(group: group)
            if index == 3 { section.contentInsets = .init(top: 0, leading: 100, bottom: 0, trailing: 100) }
            return section
        }
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in section(index) })
        XCTAssertThrowsError(try layout.solve(LayoutContext(containerSize: view, itemCounts: [2, 2, 2, 2]))) { error in
            XCTAssertEqual((error as? LayoutError)?.path, "section 3 > group > subitems[0]")
            XCTAssertTrue("\(error)".contains("room"), "\(error)")
        }
    }

    /// Headers that are equal from one section to the next share one description (`describeBoundaryItems(like:)`);
    /// any that differs gets its own. One 50-tall cell a section, a 320-wide view, top headers that extend the section
    /// (the content starts below them) and a bottom footer after the content:
    /// 0: header 44 at 0, cell at 44, ends 94; 1: header 44 at 94, cell 138, ends 188; 2: header 30 at 188, cell 218,
    /// ends 268; 3: header 44 at 268, cell 312, footer 20 at 362, ends 382; 4: no header, cell 382, ends 432;
    /// 5: header 44 at 432, cell 476, ends 526.
    func testEqualHeadersShareADescriptionAndDifferentOnesKeepTheirOwn() throws {
        let headers: [[(kind: String, height: CGFloat, alignment: NSRectAlignment)]] = [
            [("header", 44, .top)], [("header", 44, .top)], [("header", 30, .top)],
            [("header", 44, .top), ("footer", 20, .bottom)], [], [("header", 44, .top)],
        ]
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = headers[index].map {
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute($0.height)),
                                                            elementKind: $0.kind, alignment: $0.alignment)
            }
            return section
        })
        let context = LayoutContext(containerSize: view, itemCounts: Array(repeating: 1, count: headers.count))
        let solution = try layout.solve(context)
        let expected: [(section: Int, kind: String, frame: CGRect)] = [
            (0, "header", CGRect(x: 0, y: 0, width: 320, height: 44)), (1, "header", CGRect(x: 0, y: 94, width: 320, height: 44)),
            (2, "header", CGRect(x: 0, y: 188, width: 320, height: 30)), (3, "header", CGRect(x: 0, y: 268, width: 320, height: 44)),
            (3, "footer", CGRect(x: 0, y: 362, width: 320, height: 20)), (5, "header", CGRect(x: 0, y: 432, width: 320, height: 44)),
        ]
        for (section, kind, frame) in expected {
            XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame, frame,
                           "section \(section) \(kind)")
        }
        XCTAssertNil(solution.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 4)))
        XCTAssertEqual(cells(solution, section: 4), [CGRect(x: 0, y: 382, width: 320, height: 50)])
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 526))

        // The descriptions: sections 0 and 1 share one array; 2, 3 and 5 have their own.
        let sections = try LayoutSolver(context: context).description(of: layout).sections
        func storage(_ index: Int) -> UnsafeRawPointer? {
            sections[index]?.boundaryItems.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        }
        XCTAssertEqual(storage(0), storage(1))
        XCTAssertNotEqual(storage(1), storage(2))
        XCTAssertNotEqual(storage(2), storage(3))
        XCTAssertEqual(sections[5]?.boundaryItems.map(\.size.height.value), [44])
    }

    // MARK: The key

    private func group(of section: NSCollectionLayoutSection, index: Int) throws -> SectionDescription {
        try LayoutSolver(context: LayoutContext(containerSize: view, itemCounts: [1])).describer.describe(section, index: index)
    }

    /// Whether two sections' groups have one shape: what arranging them reads (`ShapeKey.Scope.group`).
    private func sameShape(_ a: SectionDescription, _ b: SectionDescription) -> Bool { a.key.same(b.key, .group) }

    /// New objects of one shape, in different sections (different paths), are the same shape; one value changed is not;
    /// 0 and −0 are not (lengths compare by their bits: they need not give the same frames).
    func testGroupShapeIgnoresOnlyThePath() throws {
        let first = try group(of: Shape().section(), index: 0)
        XCTAssertTrue(sameShape(first, try group(of: Shape().section(), index: 7)))
        XCTAssertFalse(sameShape(first, try group(of: Shape(spacing: 11).section(), index: 0)))
        XCTAssertFalse(sameShape(first, try group(of: Shape(height: 51).section(), index: 0)))
        XCTAssertFalse(sameShape(first, try group(of: Shape(itemInsets: .init(top: 1, leading: 0, bottom: 0, trailing: 0)).section(), index: 0)))
        XCTAssertTrue(sameShape(try group(of: Shape(spacing: 0).section(), index: 0), try group(of: Shape(spacing: 0).section(), index: 3)))
        XCTAssertFalse(sameShape(try group(of: Shape(spacing: 0).section(), index: 0), try group(of: Shape(spacing: -0.0).section(), index: 0)))
    }

    /// Groups of several subitems are compared subitem by subitem (`ShapeKey`): two groups whose
    /// first subitems agree and whose second differ (FW(0.5) and FW(0.25)) are not the same shape, and a change in the
    /// second subitem's insets alone is seen too; equal ones are the same shape.
    func testGroupShapeComparesEverySubitemNotOnlyTheFirst() throws {
        func section(second width: CGFloat, insets: CGFloat = 0) -> NSCollectionLayoutSection {
            let first = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let second = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(1)))
            second.contentInsets = .init(top: insets, leading: 0, bottom: 0, trailing: 0)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                           subitems: [first, second])
            return NSCollectionLayoutSection(group: group)
        }
        let base = try group(of: section(second: 0.5), index: 0)
        XCTAssertTrue(sameShape(base, try group(of: section(second: 0.5), index: 4)))
        XCTAssertFalse(sameShape(base, try group(of: section(second: 0.25), index: 0)))
        XCTAssertFalse(sameShape(base, try group(of: section(second: 0.5, insets: 2), index: 0)))

        // Solved from a provider, alternating the two shapes: section 1's second cell is 80 wide (FW(0.25) of 320),
        // not the 160 of section 0's shape; one 50-tall group a section, sections 50 apart.
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in section(second: index % 2 == 0 ? 0.5 : 0.25) })
        let solution = try layout.solve(LayoutContext(containerSize: view, itemCounts: [2, 2, 2]))
        XCTAssertEqual(cells(solution, section: 0), [CGRect(x: 0, y: 0, width: 160, height: 50), CGRect(x: 160, y: 0, width: 160, height: 50)])
        XCTAssertEqual(cells(solution, section: 1), [CGRect(x: 0, y: 50, width: 160, height: 50), CGRect(x: 160, y: 50, width: 80, height: 50)])
        XCTAssertEqual(cells(solution, section: 2), [CGRect(x: 0, y: 100, width: 160, height: 50), CGRect(x: 160, y: 100, width: 160, height: 50)])
    }

    /// The stored properties of the descriptions the key's list (`ShapeKey.add`) reads: adding one without adding it to
    /// the list would let two different groups share an arrangement.
    func testGroupShapeComparesEveryStoredProperty() throws {
        let item = try group(of: Shape().section(), index: 0).group
        XCTAssertEqual(Mirror(reflecting: item).children.compactMap(\.label),
                       ["size", "contentInsets", "edgeSpacing", "group", "path", "supplementaries"])
        let group = try XCTUnwrap(item.group)
        XCTAssertEqual(Mirror(reflecting: group).children.compactMap(\.label), ["axis", "arrangement", "subitems", "spacing"])
    }
}
