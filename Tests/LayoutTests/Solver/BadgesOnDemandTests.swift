import Foundation
import XCTest
@testable import LayoutKitLinux

/// Item badges made on demand with their cells (OnDemandBadges.swift; Docs/Solver.md, steps 3d″ and 6): the frames,
/// numbering and `attributes` order the written badges have, and an incremental update that moves them.
final class BadgesOnDemandTests: XCTestCase {
    /// A 200-wide list of rows of two FW(0.5) cells, each with a 20 × 20 badge anchored [.top, .trailing] (no offset:
    /// x = cell.maxX − 20, y = cell.minY, Docs/Solver.md step 3d″), under a 30-pt header. `height` is the rows'.
    private func layout(height: NSCollectionLayoutDimension) -> UICollectionViewCompositionalLayout {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: height), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return UICollectionViewCompositionalLayout(section: section)
    }

    func testBadgesFollowTheirCellsInTheWrittenOrderAndNumbering() throws {
        // 5 cells in rows of 50 under the header: cell i at (100 · (i % 2), 30 + 50 · (i / 2)); its badge at
        // (100 · (i % 2) + 80, 30 + 50 · (i / 2)). The badges come after the cells, before the header (placed after them).
        let solution = try layout(height: .absolute(50)).solve(LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [5]))
        XCTAssertNotEqual(solution.store.sections[0].page, -1, "the cells are made on demand")
        let elements = solution.attributes.map { "\($0.representedElementKind ?? "cell") \($0.indexPath.item)" }
        XCTAssertEqual(elements, ["cell 0", "cell 1", "cell 2", "cell 3", "cell 4",
                                  "badge 0", "badge 1", "badge 2", "badge 3", "badge 4", "\(UICollectionView.elementKindSectionHeader) 0"])
        let badges: [CGRect] = [CGRect(x: 80, y: 30, width: 20, height: 20), CGRect(x: 180, y: 30, width: 20, height: 20),
                                CGRect(x: 80, y: 80, width: 20, height: 20), CGRect(x: 180, y: 80, width: 20, height: 20),
                                CGRect(x: 80, y: 130, width: 20, height: 20)]
        XCTAssertEqual(solution.attributes.filter { $0.representedElementKind == "badge" }.map(\.frame), badges)
        XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 4, section: 0))?.frame, badges[4])
        XCTAssertNil(solution.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 5, section: 0)))
        XCTAssertEqual(Array(solution.frames)[7], badges[2])
        // A rect over the second row only: its two cells and their badges (y 80…130).
        let answered = solution.layoutAttributesForElements(in: CGRect(x: 0, y: 90, width: 200, height: 10))
        XCTAssertEqual(Set(answered.map { "\($0.representedElementKind ?? "cell") \($0.indexPath.item)" }), ["cell 2", "cell 3", "badge 2", "badge 3"])
    }

    func testAnUpdateMovesTheLaterBadgesWithoutASolveInFull() throws {
        // Estimated rows; the sizer answers 40: cell i at y 30 + 40 · (i / 2). Cell 0 becomes 70 tall: row 0 is 70, so
        // badge 2 (row 1) moves from y 70 to 30 + 70 = 100, and badge 4 from 110 to 140.
        let layout = self.layout(height: .estimated(50))
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [5])
        context.sizing = { CGSize(width: $0.proposedSize.width, height: 40) }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 80, y: 70, width: 20, height: 20))
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 100, height: 70)])
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 80, y: 100, width: 20, height: 20))
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 4, section: 0))?.frame,
                       CGRect(x: 80, y: 140, width: 20, height: 20))
        context.sizing = { CGSize(width: $0.proposedSize.width, height: $0.indexPath.item == 0 ? 70 : 40) }
        XCTAssertEqual(try incremental.solution, try layout.solve(context))
    }

    func testAnOrthogonalRowsBadgesAreMadeWithItsCellsScrolledAndMoveWithTheirSection() throws {
        // Section 0: one self-sized full-width row (answers 20, then 70). Section 1: a `.continuous` row of five 150 × 100
        // cards, each with a 20 × 20 badge anchored [.top, .trailing], at the proposed offset 40: the row is 750 long in a
        // 390 view, its range 0…360, so it rests at 40 (Docs/Solver.md, step 3d′). Card j is at x 150 · j − 40, its badge
        // at x 150 · j − 40 + 130 = 150 · j + 90, both at the section's start, y 20.
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            if index == 0 {
                let row = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                                  subitems: [row]))
            }
            let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
            let card = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                                              supplementaryItems: [badge])
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                                                       subitems: [card]))
            section.orthogonalScrollingBehavior = .continuous
            return section
        }, configuration: UICollectionViewCompositionalLayoutConfiguration())
        var context = LayoutContext(containerSize: CGSize(width: 390, height: 800), itemCounts: [1, 5])
        context.orthogonalOffsets = [1: CGPoint(x: 40, y: 0)]
        var height: CGFloat = 20
        context.sizing = { $0.category == .cell ? CGSize(width: 390, height: height) : $0.proposedSize }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertNotEqual(try incremental.solution.store.sections[1].page, -1, "the row's cells and badges are made on demand")
        let badge1 = IndexPath(item: 1, section: 1)
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: badge1)?.frame, CGRect(x: 240, y: 20, width: 20, height: 20))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: -40, y: 20, width: 150, height: 100))

        // The row above grows to 70: the row and its badges move down 50 with their section, the row still at rest at 40.
        height = 70
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 390, height: 70)])
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: badge1)?.frame, CGRect(x: 240, y: 70, width: 20, height: 20))
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 4, section: 1))?.frame,
                       CGRect(x: 690, y: 70, width: 20, height: 20))
        // A rect inside badge 1 (x 240…260, y 70…90): card 1 (x 110…260) and its badge; card 2 starts at 260.
        let answered = incremental.layoutAttributesForElements(in: CGRect(x: 245, y: 75, width: 10, height: 10))
        XCTAssertEqual(Set(answered.map { "\($0.representedElementKind ?? "cell") \($0.indexPath.item)" }), ["cell 1", "badge 1"])
        XCTAssertTrue(try incremental.solution == layout.solve(context), "the update differs from a full solve")
    }

    func testANestedGroupsBadgeIsMadeOnDemandFromTheTemplatesBoxes() throws {
        // Rows 100 tall of a half-width cell beside a half-width column of two half-height cells; the column carries a
        // 20 × 20 badge at its bottom-trailing corner. In row g the column's box is x 195…390, y 100 · g … 100 · g + 100
        // (the template's, placed at the row's corner, Docs/Solver.md, step 3b), so its badge is at (370, 100 · g + 80).
        func layout(height: NSCollectionLayoutDimension) -> UICollectionViewCompositionalLayout {
            let half = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                                          repeatingSubitem: half, count: 2)
            column.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
                layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "columnBadge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))]
            let lead = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: height))
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                         subitems: [lead, column])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        }
        let context = LayoutContext(containerSize: CGSize(width: 390, height: 800), itemCounts: [6])
        let solution = try layout(height: .fractionalHeight(1)).solve(context)
        XCTAssertNotEqual(solution.store.sections[0].page, -1, "the cells and the column's badges are made on demand")
        XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: "columnBadge", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 370, y: 80, width: 20, height: 20))
        XCTAssertEqual(solution.attributes.filter { $0.representedElementKind == "columnBadge" }.map(\.frame),
                       [CGRect(x: 370, y: 80, width: 20, height: 20), CGRect(x: 370, y: 180, width: 20, height: 20)])
        // A rect inside row 1's badge: the column's second cell (item 5, y 150…200) and the badge.
        let answered = solution.layoutAttributesForElements(in: CGRect(x: 375, y: 185, width: 5, height: 5))
        XCTAssertEqual(Set(answered.map { "\($0.representedElementKind ?? "cell") \($0.indexPath.item)" }), ["cell 5", "columnBadge 1"])
    }

    func testAMeasuredNestedGroupsBadgeFollowsItsInstancesOwnCells() throws {
        // A row of A (item 0, half width) beside a column holding B (item 1), every height estimated; the column carries
        // a 20 × 20 badge at its bottom-trailing corner. A answers 100, B 40: the column is as long as its cell
        // (Docs/Solver.md, step 3c), 195…390 × 0…40, so the badge is at (370, 20); the row is A's 100.
        let a = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(100)))
        let b = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(100)),
                                                      repeatingSubitem: b, count: 1)
        column.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))]
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
                                                     subitems: [a, column])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        var context = LayoutContext(containerSize: CGSize(width: 390, height: 800), itemCounts: [2])
        var answers = [IndexPath(item: 0, section: 0): CGSize(width: 195, height: 100), IndexPath(item: 1, section: 0): CGSize(width: 195, height: 40)]
        context.sizing = { request in request.category == .cell ? answers[request.indexPath] ?? request.proposedSize : request.proposedSize }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertNotEqual(try incremental.solution.store.sections[0].page, -1, "the cells and the column's badge are made on demand")
        let badge = IndexPath(item: 0, section: 0)
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: badge)?.frame, CGRect(x: 370, y: 20, width: 20, height: 20))

        // B becomes 60: the column 0…60, its badge at y 60 − 20 = 40, read from the instance arranged again from its kept
        // boxes; the row stays A's 100: the section is placed again, its advance unchanged.
        answers[IndexPath(item: 1, section: 0)] = CGSize(width: 195, height: 60)
        try incremental.update(sizes: [IndexPath(item: 1, section: 0): CGSize(width: 195, height: 60)])
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: badge)?.frame, CGRect(x: 370, y: 40, width: 20, height: 20))
        XCTAssertEqual(try incremental.solution.attributes.filter { $0.representedElementKind == "badge" }.map(\.frame),
                       [CGRect(x: 370, y: 40, width: 20, height: 20)])
        XCTAssertEqual(Array(try incremental.solution.frames).last, CGRect(x: 370, y: 40, width: 20, height: 20))
        XCTAssertTrue(try incremental.solution == layout.solve(context), "the update differs from a full solve")
    }

    func testRightToLeftMirrorsTheBadgesMadeOnDemand() throws {
        // Mirrored in 200: badge 1 at x 180 → 200 − 200 = 0; badge 0 at x 80 → 200 − 100 = 100.
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [2])
        context.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        let solution = try layout(height: .absolute(50)).solve(context)
        XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 0, y: 30, width: 20, height: 20))
        XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 100, y: 30, width: 20, height: 20))
    }

    /// Self-sized rows of one 200-wide cell (the sizer answers 40, 60, 80), each with a badge sized in its cell's own size
    /// (FW(0.25) × FH(0.5), [.top, .trailing]) and a 10 × 10 badge on the row's group ([.bottom, .leading]). Read in
    /// order (`frames`, a group at a time, and `attributes`), each badge resolves in its own cell's size, not in the first
    /// row's: the badge of cell i is 50 × h/2 at (150, y), the group's at (0, y + h − 10).
    func testReadingEveryBadgeResolvesEachInItsOwnCellsSize() throws {
        let cellBadge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(0.5)),
                                                            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let groupBadge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                                                             elementKind: "row", containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), supplementaryItems: [cellBadge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                                                       subitems: [item])
        group.supplementaryItems = [groupBadge]
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [3])
        context.sizing = { CGSize(width: $0.proposedSize.width, height: 40 + 20 * CGFloat($0.indexPath.item)) }
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)).solve(context)
        XCTAssertNotNil(solution.store.pages.first?.badges, "the badges are made on demand")
        let cells = [CGRect(x: 0, y: 0, width: 200, height: 40), CGRect(x: 0, y: 40, width: 200, height: 60), CGRect(x: 0, y: 100, width: 200, height: 80)]
        // Each group's badge first, then its cell's.
        let badges = [CGRect(x: 0, y: 30, width: 10, height: 10), CGRect(x: 150, y: 0, width: 50, height: 20),
                      CGRect(x: 0, y: 90, width: 10, height: 10), CGRect(x: 150, y: 40, width: 50, height: 30),
                      CGRect(x: 0, y: 170, width: 10, height: 10), CGRect(x: 150, y: 100, width: 50, height: 40)]
        XCTAssertEqual(Array(solution.frames), cells + badges)
        XCTAssertEqual(solution.attributes.map { $0.frame }, cells + badges)
        XCTAssertEqual(solution.attributes.map { "\($0.representedElementKind ?? "cell") \($0.indexPath.item)" },
                       ["cell 0", "cell 1", "cell 2", "row 0", "badge 0", "row 1", "badge 1", "row 2", "badge 2"])
    }

    /// An update places a changed section again and is handed the badges its run made (`PageMemo.badges`) only for a
    /// section of the same group shape, in the same container (the 200 × 400 view: no insets) and with the same number
    /// of cells; a new description of the same shape (the layout described again) is handed them too.
    func testKeptBadgesStandOnlyForTheirOwnGroupContainerAndCount() throws {
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [5])
        context.sizing = { CGSize(width: $0.proposedSize.width, height: 40) }
        let layout = self.layout(height: .estimated(50))
        let badges = try XCTUnwrap(try layout.solve(context).store.pages.first?.badges)
        let memo = PageMemo()
        memo.keep(badges)
        let again = try XCTUnwrap(try LayoutSolver(context: context).description(of: layout).sections[0])
        XCTAssertFalse(again === badges.madeFrom.section)
        XCTAssertNotNil(memo.badges(of: again, count: 5, container: CGSize(width: 200, height: 400)))
        XCTAssertNil(memo.badges(of: again, count: 5, container: CGSize(width: 200, height: 401)))
        XCTAssertNil(memo.badges(of: again, count: 4, container: CGSize(width: 200, height: 400)))
        let taller = try XCTUnwrap(try LayoutSolver(context: context).description(of: self.layout(height: .estimated(60))).sections[0])
        XCTAssertNil(memo.badges(of: taller, count: 5, container: CGSize(width: 200, height: 400)))
    }
}
