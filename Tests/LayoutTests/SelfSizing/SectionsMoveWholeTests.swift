import Foundation
import XCTest
@testable import LayoutKitLinux

/// Layouts whose sections move whole (Docs/Solver.md, "Incremental re-layout"): each section's elements are kept
/// relative to its start, the starts in a tree of the sections' advances, so one change moves every later section
/// without placing it again. The frames must be those of a full solve, exactly.
final class SectionsMoveWholeTests: XCTestCase {
    /// Three sections of two self-sized rows under a 30-pt header, 5-pt insets above and below, 10 pt between
    /// sections, and a 25-pt layout footer.
    private func listWithHeaders(scrollDirection: UICollectionView.ScrollDirection = .vertical,
                                 pinnedHeader: Bool = false) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(25)),
                                                        elementKind: "layout-footer", alignment: .bottom),
        ]
        return UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                         subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = pinnedHeader
            section.boundarySupplementaryItems = [header]
            return section
        }, configuration: configuration)
    }

    func testOneRowGrowingMovesEveryLaterSectionAndTheLayoutFooter() throws {
        // A section: header 0…30, inset 5, rows of 20 at 35 and 55, inset 5: 80 long; sections at 0, 90 and 180
        // (80 + 10 spacing each); the footer at 260, the content 285 (Docs/Solver.md, steps 3e and 3f).
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [2, 2, 2])
        context.sizing = { $0.category == .cell ? CGSize(width: $0.proposedSize.width, height: 20) : $0.proposedSize }
        let layout = listWithHeaders()
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertNotNil(try incremental.solution.store.origins, "a layout of plain sections keeps them relative to their starts")
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 285))
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                         at: IndexPath(item: 0, section: 2))?.frame,
                       CGRect(x: 0, y: 180, width: 200, height: 30))

        // Row 1 of section 0 becomes 50: section 0 is 110 long; sections 1 and 2 start at 120 and 210; section 2's rows
        // at 210 + 35 = 245 and 265; the footer at 210 + 80 = 290; the content 315.
        try incremental.update(sizes: [IndexPath(item: 1, section: 0): CGSize(width: 200, height: 50)])
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 315))
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                         at: IndexPath(item: 0, section: 2))?.frame,
                       CGRect(x: 0, y: 210, width: 200, height: 30))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame, CGRect(x: 0, y: 265, width: 200, height: 20))
        XCTAssertEqual(incremental.layoutAttributesForSupplementaryView(ofKind: "layout-footer", at: IndexPath(index: 0))?.frame,
                       CGRect(x: 0, y: 290, width: 200, height: 25))
        // y 250…255 meets section 2's first row only; y 200…215 the gap after section 1 (it ends at 200) and section 2's
        // header.
        XCTAssertEqual(incremental.layoutAttributesForElements(in: CGRect(x: 0, y: 250, width: 10, height: 5)).map(\.indexPath),
                       [IndexPath(item: 0, section: 2)])
        XCTAssertEqual(incremental.layoutAttributesForElements(in: CGRect(x: 0, y: 200, width: 10, height: 15)).map(\.representedElementKind),
                       [UICollectionView.elementKindSectionHeader])
        XCTAssertEqual(try incremental.solution.sections.map(\.frame.minY), [0, 120, 210])

        var sized = context
        sized.sizing = { request in
            guard request.category == .cell else { return request.proposedSize }
            return CGSize(width: request.proposedSize.width, height: request.indexPath == IndexPath(item: 1, section: 0) ? 50 : 20)
        }
        XCTAssertEqual(try incremental.solution, try layout.solve(sized))
        // An update that throws leaves every section where it was.
        let before = try incremental.solution
        XCTAssertThrowsError(try incremental.update(sizes: [IndexPath(item: 0, section: 1): CGSize(width: 200, height: 1e308)]))
        XCTAssertEqual(try incremental.solution, before)
    }

    func testPinnedHeadersArepinnedWhereTheirSectionsNowAre() throws {
        // The list above with pinned headers, scrolled to y 100 (visible 100…500). A start-side pinned header stands at
        // max(natural, min(100, inner end − 30)) (Docs/Solver.md, step 4, "Pinning"): section 0 (0…80, inner end 80) at
        // max(0, min(100, 50)) = 50; section 1 (90…170) at max(90, min(100, 140)) = 100; section 2 at its natural 180.
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [2, 2, 2])
        context.contentOffset = CGPoint(x: 0, y: 100)
        context.sizing = { $0.category == .cell ? CGSize(width: $0.proposedSize.width, height: 20) : $0.proposedSize }
        let layout = listWithHeaders(pinnedHeader: true)
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertNotNil(try incremental.solution.store.origins)
        func header(_ section: Int) -> UICollectionViewLayoutAttributes? {
            incremental.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        }
        XCTAssertEqual([0, 1, 2].map { header($0)?.frame.minY }, [50, 100, 180])
        // In the visible bounds a pinned item's zIndex is lifted by 1,000,000,000.
        XCTAssertGreaterThan(header(1)?.zIndex ?? 0, 1_000_000_000)
        // Row 1 of section 0 becomes 50: section 0 is 0…110 (inner end 110): its header at max(0, min(100, 80)) = 80;
        // section 1 starts at 120: its header at max(120, min(100, 170)) = 120.
        try incremental.update(sizes: [IndexPath(item: 1, section: 0): CGSize(width: 200, height: 50)])
        XCTAssertEqual([0, 1, 2].map { header($0)?.frame.minY }, [80, 120, 210])
        XCTAssertEqual(incremental.layoutAttributesForElements(in: CGRect(x: 0, y: 85, width: 10, height: 5)).compactMap(\.representedElementKind),
                       [UICollectionView.elementKindSectionHeader])
        var sized = context
        sized.sizing = { request in
            guard request.category == .cell else { return request.proposedSize }
            return CGSize(width: request.proposedSize.width, height: request.indexPath == IndexPath(item: 1, section: 0) ? 50 : 20)
        }
        XCTAssertEqual(try incremental.solution, try layout.solve(sized))
    }

    func testAnOrthogonalRowGrowingMovesTheSectionsAfterIt() throws {
        // Sections 0 and 2: two 30-pt rows. Section 1 scrolls orthogonally (.continuous): three 80-wide cards of
        // estimated height, 10 apart, 5-pt insets above and below; scrolled to x 40 (the row is 3 × 80 + 2 × 10 = 260
        // long in a 200-wide view: offsets 0…60). 10 pt between sections.
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            if index == 1 {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(80), heightDimension: .estimated(50)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(80), heightDimension: .estimated(50)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
                return section
            }
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                              subitems: [item]))
        }, configuration: configuration)
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [2, 3, 2])
        context.orthogonalOffsets = [1: CGPoint(x: 40, y: 0)]
        context.sizing = { $0.category == .cell ? CGSize(width: $0.proposedSize.width, height: 50) : $0.proposedSize }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertNotNil(try incremental.solution.store.origins, "an orthogonal row moves whole with its section")
        // Section 0: 0…60. Section 1 from 70, every card 50 tall: the row 75…125, the section 70…130. Section 2 from
        // 140: rows at 140 and 170; the content 200.
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 200))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame, CGRect(x: 50, y: 75, width: 80, height: 50))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame, CGRect(x: 0, y: 170, width: 200, height: 30))

        // Card 1 becomes 90 tall: the row is as tall as its tallest group (Docs/Solver.md, step 3d′): 75…165, section 1
        // 70…170; section 2 from 180: rows at 180 and 210; the content 240. The cards keep their places along the row,
        // scrolled by 40: x −40, 50, 140.
        try incremental.update(sizes: [IndexPath(item: 1, section: 1): CGSize(width: 80, height: 90)])
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 240))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: -40, y: 75, width: 80, height: 50))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame, CGRect(x: 50, y: 75, width: 80, height: 90))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame, CGRect(x: 140, y: 75, width: 80, height: 50))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame, CGRect(x: 0, y: 180, width: 200, height: 30))
        XCTAssertEqual(incremental.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame, CGRect(x: 0, y: 210, width: 200, height: 30))
        XCTAssertEqual(try incremental.solution.sections.map(\.frame.minY), [0, 70, 180])
        XCTAssertEqual(try incremental.solution.orthogonalOffset(inSection: 1), CGPoint(x: 40, y: 0))
        // y 130…135 meets only card 1 (75…165); y 182…185 only section 2's first row.
        XCTAssertEqual(incremental.layoutAttributesForElements(in: CGRect(x: 0, y: 130, width: 200, height: 5)).map(\.indexPath),
                       [IndexPath(item: 1, section: 1)])
        XCTAssertEqual(incremental.layoutAttributesForElements(in: CGRect(x: 0, y: 182, width: 200, height: 3)).map(\.indexPath),
                       [IndexPath(item: 0, section: 2)])
        var sized = context
        sized.sizing = { request in
            guard request.category == .cell else { return request.proposedSize }
            return CGSize(width: request.proposedSize.width, height: request.indexPath == IndexPath(item: 1, section: 1) ? 90 : 50)
        }
        XCTAssertEqual(try incremental.solution, try layout.solve(sized))
        // The cells made on demand stand where the eager reference places the row (its own placement of each group).
        assertAnswersEqualEagerReference(try incremental.solution)
    }

    func testBadgesMoveWithTheirSections() throws {
        // Three sections of two self-sized rows, 10 pt apart; each cell carries a 10×10 badge anchored [.top, .trailing]
        // with no offset: flush in its cell's top-trailing corner, x = 0 + 200 − 10 = 190, y = the cell's top
        // (Docs/Solver.md, step 3d″). The badges follow their anchors: made on demand with their cells.
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                                                            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                              supplementaryItems: [badge])
            return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                              subitems: [item]))
        }, configuration: configuration)
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [2, 2, 2])
        context.sizing = { $0.category == .cell ? CGSize(width: $0.proposedSize.width, height: 20) : $0.proposedSize }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertNotNil(try incremental.solution.store.origins, "badges that follow their anchors move with their sections")
        func badge(_ item: Int, _ section: Int) -> CGRect? {
            incremental.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: item, section: section))?.frame
        }
        // Rows of 20: sections at 0, 50 and 100 (40 long, 10 apart); section 2's second cell at 120.
        XCTAssertEqual(badge(1, 2), CGRect(x: 190, y: 120, width: 10, height: 10))
        // Section 0's first cell becomes 50 tall: section 0 is 70 long; sections 1 and 2 start at 80 and 130; section 2's
        // second cell at 150, section 0's at 50; the content 170.
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 200, height: 50)])
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 170))
        XCTAssertEqual(badge(1, 0), CGRect(x: 190, y: 50, width: 10, height: 10))
        XCTAssertEqual(badge(0, 1), CGRect(x: 190, y: 80, width: 10, height: 10))
        XCTAssertEqual(badge(1, 2), CGRect(x: 190, y: 150, width: 10, height: 10))
        // y 152…155 meets section 2's second cell and its badge; y 132…135 section 2's first cell and its badge.
        XCTAssertEqual(incremental.layoutAttributesForElements(in: CGRect(x: 0, y: 152, width: 200, height: 3)).map { "\($0.indexPath) \($0.representedElementKind ?? "cell")" },
                       ["[2, 1] cell", "[2, 1] badge"])
        XCTAssertEqual(incremental.layoutAttributesForElements(in: CGRect(x: 0, y: 132, width: 200, height: 3)).map { "\($0.indexPath) \($0.representedElementKind ?? "cell")" },
                       ["[2, 0] cell", "[2, 0] badge"])
        // Every badge in order, as `attributes` reads them: after the cells, section by section.
        XCTAssertEqual(try incremental.solution.attributes.filter { $0.representedElementKind == "badge" }.map(\.frame.minY), [0, 50, 80, 100, 130, 150])
        var sized = context
        sized.sizing = { request in
            guard request.category == .cell else { return request.proposedSize }
            return CGSize(width: request.proposedSize.width, height: request.indexPath == IndexPath(item: 0, section: 0) ? 50 : 20)
        }
        XCTAssertEqual(try incremental.solution, try layout.solve(sized))
        // The eager reference places the badges from its own cells, where their sections start: the same frames, and the
        // same rect answers.
        assertAnswersEqualEagerReference(try incremental.solution)
        // The index answers each group's cells, then their badges: y 132…162 meets section 2's two rows (130…150,
        // 150…170) and their badges.
        XCTAssertEqual(incremental.layoutAttributesForElements(in: CGRect(x: 0, y: 132, width: 200, height: 30)).map { "\($0.indexPath) \($0.representedElementKind ?? "cell")" },
                       ["[2, 0] cell", "[2, 0] badge", "[2, 1] cell", "[2, 1] badge"])
    }

    func testTheLayoutsPinnedHeaderIsPinnedAgainstTheLayoutsNewEnd() throws {
        // The list above with a 20-pt layout header at the top, pinned: it pushes the sections by 20 (Docs/Solver.md,
        // step 3e): sections at 20, 110 and 200 (80 long, 10 apart), the layout's inner end 280, its footer at 280, the
        // content 305. Scrolled to y 280 (visible 280…680), a start-side pinned item stands at
        // max(natural, min(visible start, inner end − its length)) (step 4, "Pinning"): max(0, min(280, 260)) = 260.
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [2, 2, 2])
        context.contentOffset = CGPoint(x: 0, y: 280)
        context.sizing = { $0.category == .cell ? CGSize(width: $0.proposedSize.width, height: 20) : $0.proposedSize }
        let layout = listWithHeaders()
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                                                                 elementKind: "layout-header", alignment: .top)
        header.pinToVisibleBounds = true
        layout.configuration.boundarySupplementaryItems.insert(header, at: 0)
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertNotNil(try incremental.solution.store.origins, "the layout's pinned header is pinned as it is read")
        func layoutItem(_ kind: String) -> UICollectionViewLayoutAttributes? {
            incremental.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(index: 0))
        }
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 305))
        XCTAssertEqual(layoutItem("layout-header")?.frame, CGRect(x: 0, y: 260, width: 200, height: 20))
        // Row 1 of section 0 becomes 50: every later section and the inner end move by 30 (310): the header stands at
        // max(0, min(280, 290)) = 280, the footer at 310, the content 335; pinned in the visible bounds, its zIndex is
        // lifted by 1,000,000,000.
        try incremental.update(sizes: [IndexPath(item: 1, section: 0): CGSize(width: 200, height: 50)])
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 335))
        XCTAssertEqual(layoutItem("layout-header")?.frame, CGRect(x: 0, y: 280, width: 200, height: 20))
        XCTAssertGreaterThan(layoutItem("layout-header")?.zIndex ?? 0, 1_000_000_000)
        XCTAssertEqual(layoutItem("layout-footer")?.frame, CGRect(x: 0, y: 310, width: 200, height: 25))
        XCTAssertEqual(incremental.layoutAttributesForElements(in: CGRect(x: 0, y: 285, width: 10, height: 5)).compactMap(\.representedElementKind),
                       ["layout-header"])
        var sized = context
        sized.sizing = { request in
            guard request.category == .cell else { return request.proposedSize }
            return CGSize(width: request.proposedSize.width, height: request.indexPath == IndexPath(item: 1, section: 0) ? 50 : 20)
        }
        XCTAssertEqual(try incremental.solution, try layout.solve(sized))
    }

    /// A visible-items handler's changes are kept where the handler put them (before the mirror), in a layout whose
    /// sections are kept relative to their starts like any other. Two sections of a 30-pt header and two 44-pt rows in a
    /// 200 × 400 view: section 1 starts at 30 + 88 = 118, its header 118-148, its rows at 148 and 192. Its handler sees
    /// them there and moves each 10 pt right.
    func testAVisibleItemsHandlersChangesStandWhereItPutThemInBothDirections() throws {
        for rightToLeft in [false, true] {
            var seen: [CGRect] = []
            let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                                           heightDimension: .absolute(44)), subitems: [item]))
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
                if index == 1 {
                    section.visibleItemsInvalidationHandler = { items, _, _ in
                        for item in items {
                            seen.append(item.frame)
                            item.center.x += 10
                        }
                    }
                }
                return section
            })
            var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [2, 2])
            context.traitCollection = UITraitCollection(displayScale: 2, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
            let solution = try layout.solve(context)
            XCTAssertNotNil(solution.store.origins)
            XCTAssertEqual(Set(seen.map(\.minY)), [118, 148, 192])
            // Left to right x 10; mirrored in a 200-wide content: 200 − (10 + 200) = −10.
            let x: CGFloat = rightToLeft ? -10 : 10
            XCTAssertEqual(solution.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                         at: IndexPath(item: 0, section: 1))?.frame,
                           CGRect(x: x, y: 118, width: 200, height: 30))
            XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame, CGRect(x: x, y: 192, width: 200, height: 44))
            XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 0, y: 74, width: 200, height: 44))
        }
    }

    /// The scrolled-through scope's limit is an input of each section, relative to its start: the sections move whole.
    /// Two sections of 3 rows (FW1 × ES50, measured 100) in a 200 × 400 view at offset 0: the limit is y 400.
    func testTheScrolledThroughLimitIsGivenToEachSectionFromItsStart() throws {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                                                     subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [3, 3])
        context.selfSizingScope = .scrolledThrough
        var heights: [IndexPath: CGFloat] = [:]
        context.sizing = { CGSize(width: $0.proposedSize.width, height: heights[$0.indexPath] ?? 100) }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertNotNil(try incremental.solution.store.origins)
        func rows() -> [CGRect] {
            (0..<2).flatMap { s in (0..<3).compactMap { incremental.layoutAttributesForItem(at: IndexPath(item: $0, section: s))?.frame } }
        }
        func row(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 200, height: height) }
        // Section 0's rows start at 0, 100, 200 (< 400: measured). Section 1 starts at 300, its limit 400 − 300 = 100:
        // its row 0 starts at 0 (measured, 300-400), its row 1 at 100 (not: 50, 400-450), its row 2 (450-500).
        XCTAssertEqual(rows(), [row(0, 100), row(100, 100), row(200, 100), row(300, 100), row(400, 50), row(450, 50)])
        // Section 0's row 0 becomes 20: section 1 starts at 220, its limit 180: its rows 0 and 1 (at 0 and 100) are
        // measured (220-320, 320-420), its row 2 (at 200) keeps its estimate (420-470); content 470.
        heights[IndexPath(item: 0, section: 0)] = 20
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 200, height: 20)])
        XCTAssertEqual(rows(), [row(0, 20), row(20, 100), row(120, 100), row(220, 100), row(320, 100), row(420, 50)])
        XCTAssertEqual(incremental.contentSize, CGSize(width: 200, height: 470))
        XCTAssertEqual(try incremental.solution, try layout.solve(context))
        // Back to 100: section 1 starts at 300 again, its row 1 past its limit gives its estimate back.
        heights[IndexPath(item: 0, section: 0)] = 100
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 200, height: 100)])
        XCTAssertEqual(rows(), [row(0, 100), row(100, 100), row(200, 100), row(300, 100), row(400, 50), row(450, 50)])
        XCTAssertEqual(try incremental.solution, try layout.solve(context))
    }

    /// Random layouts of many sections with headers and footers, badges, some sections scrolling orthogonally, both
    /// scroll directions and both layout directions:
    /// after each of many changes the layout equals a full solve, and answers the same elements for random rects.
    func testUpdatesOfManySectionsEqualAFullSolve() throws {
        var rng = SplitMix64(seed: 0xC0FFEE)
        for round in 0..<24 {
            let vertical = round % 2 == 0
            let rightToLeft = round % 4 >= 2
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = vertical ? .vertical : .horizontal
            configuration.interSectionSpacing = CGFloat(rng.int(0...3)) * 3.5
            if rng.chance(0.5) {
                let pinsLayoutItems = rng.chance(0.5)
                defer { for item in configuration.boundarySupplementaryItems { item.pinToVisibleBounds = pinsLayoutItems } }
                configuration.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .absolute(33), heightDimension: .absolute(33)),
                                                                elementKind: "layout-header", alignment: vertical ? .top : .leading),
                    NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .absolute(21), heightDimension: .absolute(21)),
                                                                elementKind: "layout-footer", alignment: vertical ? .bottom : .trailing),
                ]
            }
            let columns = rng.int(1...3)
            let inset = CGFloat(rng.int(0...4)) * 2.5
            let footer = rng.chance(0.5)
            let decorated = rng.chance(0.5)
            let pinned = rng.chance(0.5)
            // Every third section from the second scrolls orthogonally: cards of estimated length along the row and
            // across it, so that a change moves the sections after the row.
            let orthogonal = rng.chance(0.5)
            let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [.continuous, .continuousGroupLeadingBoundary, .paging,
                                                                                      .groupPaging, .groupPagingCentered]
            func scrollsOrthogonally(_ index: Int) -> Bool { orthogonal && index % 3 == 1 }
            // Badges on the other sections' cells, offset by a fraction of their size so that their positions round.
            let badged = rng.chance(0.5)
            let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
                if scrollsOrthogonally(index) {
                    let card = NSCollectionLayoutSize(widthDimension: .estimated(40), heightDimension: .estimated(40))
                    let item = NSCollectionLayoutItem(layoutSize: card)
                    let group = vertical ? NSCollectionLayoutGroup.horizontal(layoutSize: card, subitems: [item])
                        : NSCollectionLayoutGroup.vertical(layoutSize: card, subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = behaviors[index % behaviors.count]
                    section.interGroupSpacing = 3
                    section.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: 2, bottom: inset + 1, trailing: 2)
                    return section
                }
                let fraction = 1 / CGFloat(columns + index % 2)
                let badge = NSCollectionLayoutSupplementaryItem(
                    layoutSize: .init(widthDimension: .absolute(11), heightDimension: .absolute(7)), elementKind: "badge",
                    containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
                let item = NSCollectionLayoutItem(layoutSize: vertical
                    ? .init(widthDimension: .fractionalWidth(fraction), heightDimension: .estimated(40))
                    : .init(widthDimension: .estimated(40), heightDimension: .fractionalHeight(fraction)),
                    supplementaryItems: badged ? [badge] : [])
                let group = vertical
                    ? NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)), subitems: [item])
                    : NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .estimated(40), heightDimension: .fractionalHeight(1)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 2
                section.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset + 1, bottom: inset, trailing: 1)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: .init(widthDimension: vertical ? .fractionalWidth(1) : .absolute(24), heightDimension: vertical ? .absolute(24) : .fractionalHeight(1)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: vertical ? .top : .leading)
                header.pinToVisibleBounds = pinned
                var items = [header]
                if footer {
                    let item = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: .init(widthDimension: vertical ? .fractionalWidth(1) : .estimated(18), heightDimension: vertical ? .estimated(18) : .fractionalHeight(1)),
                        elementKind: UICollectionView.elementKindSectionFooter, alignment: vertical ? .bottom : .trailing)
                    item.zIndex = 0   // promoted to 1 in a decorated section (Docs/Solver.md, step 4)
                    items.append(item)
                }
                section.boundarySupplementaryItems = items
                if decorated {
                    // A background inset by a fraction of a point, so that both its edges are rounded.
                    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
                    background.contentInsets = NSDirectionalEdgeInsets(top: 2.25, leading: 3.5, bottom: 1.75, trailing: 0.5)
                    section.decorationItems = [background]
                }
                return section
            }, configuration: configuration)
            let counts = (0..<rng.int(2...40)).map { _ in rng.int(0...12) }
            var table: [IndexPath: CGSize] = [:]
            func random() -> CGSize { CGSize(width: CGFloat(rng.int(8...90)) + (rng.chance(0.3) ? 1.0 / 3 : 0),
                                             height: CGFloat(rng.int(8...90)) + (rng.chance(0.3) ? 0.25 : 0)) }
            var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: counts)
            context.traitCollection = UITraitCollection(displayScale: CGFloat(rng.int(1...3)), layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
            context.sizing = { request in request.category == .cell ? table[request.indexPath] ?? request.proposedSize : request.proposedSize }
            let offset = CGFloat(rng.int(0...60)) * 25.5
            context.contentOffset = vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
            // A third of the rounds measure only what is scrolled through: each section's limit relative to its start.
            let scrolledThrough = round % 3 == 1
            if scrolledThrough { context.selfSizingScope = .scrolledThrough }
            for section in counts.indices where scrollsOrthogonally(section) && rng.chance(0.5) {
                let rowOffset = CGFloat(rng.int(0...20)) * 7.5
                context.orthogonalOffsets[section] = vertical ? CGPoint(x: rowOffset, y: 0) : CGPoint(x: 0, y: rowOffset)
            }
            let incremental = try IncrementalLayout(layout: layout, context: context)
            XCTAssertNotNil(try incremental.solution.store.origins)
            let filled = counts.enumerated().filter { $0.element > 0 }
            guard !filled.isEmpty else { continue }
            for change in 0..<12 {
                var sizes: [IndexPath: CGSize] = [:]
                for _ in 0..<rng.int(1...3) {
                    let (section, count) = filled[rng.int(0...(filled.count - 1))]
                    sizes[IndexPath(item: rng.int(0...(count - 1)), section: section)] = random()
                }
                for (path, size) in sizes { table[path] = size }
                // One path for every change: the content's length across changing in a decorated layout, and a
                // scrolled-through section's limit moving, included.
                try incremental.update(sizes: sizes)
                let full = try layout.solve(context)
                XCTAssertTrue(try incremental.solution == full, "round \(round) change \(change)")
                // The cells made on demand where the eager reference places them (its own placement of each row and section).
                if change % 4 == 0 { assertAnswersEqualEagerReference(try incremental.solution, "round \(round) change \(change)") }
                for _ in 0..<3 {
                    let rect = CGRect(x: CGFloat(rng.unit()) * full.contentSize.width, y: CGFloat(rng.unit()) * full.contentSize.height,
                                      width: CGFloat(rng.int(1...400)), height: CGFloat(rng.int(1...400)))
                    XCTAssertEqual(incremental.layoutAttributesForElements(in: rect).map { "\($0.indexPath) \($0.representedElementKind ?? "") \($0.frame)" },
                                   full.layoutAttributesForElements(in: rect).map { "\($0.indexPath) \($0.representedElementKind ?? "") \($0.frame)" },
                                   "round \(round) change \(change) rect \(rect)")
                }
            }
        }
    }
}
