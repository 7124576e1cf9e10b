import Foundation
import XCTest
@testable import LayoutKitLinux

/// Orthogonal rows of one shape share their facts along the row (`PageMemo.row`: the record's group starts and
/// lengths, scroll range, resting offset, and the row's reach along it), made once per solve. These pin that the
/// sharing is invisible: the frames and records worked out by hand, a row that differs in any one value the facts are
/// made from gets its own (the eager reference, `EagerReference`, places every row's groups itself and checks each
/// row's record and cells against them), and an incremental update of one row leaves a row of the same shape as it was.
final class OrthogonalRowSharingTests: XCTestCase {
    private let view = CGSize(width: 320, height: 480)

    /// A row's shape: groups `width` × `height` (50) of cells (FW(1) when one, else the fractions given), `spacing` apart,
    /// the section's top, leading and trailing insets, the group's edge spacing along the row.
    private struct Row {
        var width: CGFloat = 100
        var fractions: [CGFloat] = [1]
        var spacing: CGFloat = 10
        var leading: CGFloat = 16
        var trailing: CGFloat = 16
        var top: CGFloat = 0
        var height = NSCollectionLayoutDimension.absolute(50)
        var leadEdge: CGFloat = 0
        var trailEdge: CGFloat = 0
        var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
        var estimated = false

        func section() -> NSCollectionLayoutSection {
            let items = fractions.map { fraction in
                NSCollectionLayoutItem(layoutSize: .init(widthDimension: estimated ? .estimated(width) : .fractionalWidth(fraction),
                                                         heightDimension: .fractionalHeight(1)))
            }
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: estimated ? .estimated(width) : .absolute(width), heightDimension: height), subitems: items)
            if leadEdge != 0 || trailEdge != 0 {
                group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: leadEdge == 0 ? nil : .fixed(leadEdge), top: nil,
                                                                  trailing: trailEdge == 0 ? nil : .fixed(trailEdge), bottom: nil)
            }
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = spacing
            section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: leading, bottom: 0, trailing: trailing)
            return section
        }
    }

    private func cells(_ solution: LayoutSolution, section: Int) -> [CGRect] {
        solution.attributes.filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }.map(\.frame)
    }

    private func buffer(_ values: [CGFloat]?) -> UnsafePointer<CGFloat>? { values?.withUnsafeBufferPointer { $0.baseAddress } }

    /// Three rows of four 100 × 50 cards, 10 apart, 16 in from each side of a 320-wide view: the cards at x 16, 126, 236
    /// and 346; the row ends at 446 + 16 = 462 and scrolls 462 − 320 = 142. Each row is 50 tall: rows at y 0, 50, 100.
    /// The rows share one record's arrays; a rect at x 250 in the middle row meets its third card only.
    func testRowsOfOneShapeShareOneRecordAndKeepTheirOwnPlaceAlongTheScrollAxis() throws {
        let context = LayoutContext(containerSize: view, itemCounts: [4, 4, 4])
        for layout in [UICollectionViewCompositionalLayout(section: Row().section()),
                       UICollectionViewCompositionalLayout(sectionProvider: { _, _ in Row().section() })] {
            let solution = try layout.solve(context)
            for section in 0..<3 {
                let y = CGFloat(section) * 50
                XCTAssertEqual(cells(solution, section: section), [16, 126, 236, 346].map { CGRect(x: $0, y: y, width: 100, height: 50) })
                let record = try XCTUnwrap(solution.sections[section].orthogonal)
                XCTAssertEqual(record.groupStarts, [16, 126, 236, 346])
                XCTAssertEqual(record.groupLengths, [100, 100, 100, 100])
                XCTAssertEqual(record.maximumOffset, 142)
                XCTAssertEqual(solution.orthogonalScrollRange(inSection: section), 0...142)
            }
            XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 150))
            XCTAssertEqual(solution.layoutAttributesForElements(in: CGRect(x: 250, y: 60, width: 10, height: 10)).map(\.indexPath),
                           [IndexPath(item: 2, section: 1)])
            // One shape, one record: the rows hold the same arrays (made once, `PageMemo.row`).
            XCTAssertEqual(buffer(solution.sections[0].orthogonal?.groupStarts), buffer(solution.sections[2].orthogonal?.groupStarts))
            XCTAssertEqual(buffer(solution.sections[0].orthogonal?.groupLengths), buffer(solution.sections[2].orthogonal?.groupLengths))
            assertAnswersEqualEagerReference(solution)
        }
    }

    /// Rows that differ from the first in one value the facts are made from, each right after one that differs only in
    /// that value (so a fact kept for the one before would be wrong), and a last row like the first. Each gets its own
    /// record, worked out by hand, and the whole solution is the eager reference's.
    func testRowsDifferingInOneValueGetTheirOwnFacts() throws {
        // (row, items, proposed offset, expected maximum offset, expected applied offset, expected group starts)
        let rows: [(Row, Int, CGFloat, CGFloat, CGFloat, [CGFloat])] = [
            (Row(), 4, 0, 142, 0, [16, 126, 236, 346]),
            // Three cards: the row ends at 16 + 300 + 20 + 16 = 352, 32 past the view.
            (Row(), 3, 0, 32, 0, [16, 126, 236]),
            // 90-wide groups: ends at 316 + 90 + 16 = 422.
            (Row(width: 90), 4, 0, 102, 0, [16, 116, 216, 316]),
            // A trailing inset of 30: 446 + 30 = 476.
            (Row(trailing: 30), 4, 0, 156, 0, [16, 126, 236, 346]),
            // A leading inset of 20: groups from 20, the row ends at 450 + 16 = 466.
            (Row(leading: 20), 4, 0, 146, 0, [20, 130, 240, 350]),
            // The same, its trailing inset 4 less: the same page (320 − 32), the row ends at 450 + 12 = 462.
            (Row(leading: 20, trailing: 12), 4, 0, 142, 0, [20, 130, 240, 350]),
            // Groups a fifth of their container tall: 96 in the whole 480; with a top inset of 100, 76 of 380.
            (Row(height: .fractionalHeight(0.2)), 4, 0, 142, 0, [16, 126, 236, 346]),
            (Row(top: 100, height: .fractionalHeight(0.2)), 4, 0, 142, 0, [16, 126, 236, 346]),
            // 20 between groups: 376 + 100 + 16 = 492.
            (Row(spacing: 20), 4, 0, 172, 0, [16, 136, 256, 376]),
            // Proposed 120: the nearest group leading edge from the row start is 110.
            (Row(), 4, 120, 142, 110, [16, 126, 236, 346]),
            // The same proposal, `.continuous`: clamped only.
            (Row(behavior: .continuous), 4, 120, 142, 120, [16, 126, 236, 346]),
            // 200-wide groups of a 60 and a 140 cell, three cells: the partial last group is trimmed to its first cell,
            // 60: the row ends at 226 + 60 + 16 = 302, inside the view.
            (Row(width: 200, fractions: [0.3, 0.7]), 3, 0, 0, 0, [16, 226]),
            // 100-wide groups of a 60 and a 40 cell: the last group is as long as the one before's (60), the others shorter.
            (Row(width: 100, fractions: [0.6, 0.4]), 3, 0, 0, 0, [16, 126]),
            // The cells the other way round: the last group is 140 long, the row ends at 226 + 140 + 16 = 382.
            (Row(width: 200, fractions: [0.7, 0.3]), 3, 0, 62, 0, [16, 226]),
            // A leading edge spacing of 8 along the row: groups 118 apart from 24; the row ends at 378 + 100 + 16 = 494.
            (Row(leadEdge: 8), 4, 0, 174, 0, [24, 142, 260, 378]),
            // A trailing one instead: groups 118 apart from 16, the last one's 8 after it: 370 + 100 + 8 + 16 = 494.
            (Row(trailEdge: 8), 4, 0, 174, 0, [16, 134, 252, 370]),
            // Insets wider than the view: no page (0) whichever they are, so where the row starts and its trailing inset
            // tell these apart. From 200: the row ends at 630 + 200 = 830; from 250, at 680 + 200 = 880; from 200 with a
            // trailing inset of 250, at 630 + 250 = 880.
            (Row(leading: 200, trailing: 200), 4, 0, 510, 0, [200, 310, 420, 530]),
            (Row(leading: 250, trailing: 200), 4, 0, 560, 0, [250, 360, 470, 580]),
            (Row(leading: 200, trailing: 250), 4, 0, 560, 0, [200, 310, 420, 530]),
            (Row(), 4, 0, 142, 0, [16, 126, 236, 346]),
        ]
        var context = LayoutContext(containerSize: view, itemCounts: rows.map(\.1))
        for (section, row) in rows.enumerated() where row.2 != 0 { context.orthogonalOffsets[section] = CGPoint(x: row.2, y: 0) }
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in rows[index].0.section() })
        let solution = try layout.solve(context)
        for (section, row) in rows.enumerated() {
            let record = try XCTUnwrap(solution.sections[section].orthogonal)
            XCTAssertEqual(record.maximumOffset, row.3, "section \(section)")
            XCTAssertEqual(record.appliedOffset, row.4, "section \(section)")
            XCTAssertEqual(record.groupStarts, row.5, "section \(section)")
            XCTAssertEqual(cells(solution, section: section).first?.minX, row.5[0] - row.4, "section \(section)")
        }
        XCTAssertEqual(cells(solution, section: 6).first?.height, 96)
        XCTAssertEqual(cells(solution, section: 7).first?.height, 76)
        assertAnswersEqualEagerReference(solution)
    }

    /// Two self-sized rows of one shape (cards 80 wide by the sizer, in a 200 × 400 view, `.continuous`): card 1 of the
    /// first row becomes 120 wide. The first row's later cards move (x 0, 80, 200, 280) and it scrolls 160; the second
    /// row, at y 50, keeps every frame and its record (scrolls 120), and the layout is a full solve's.
    func testUpdatingOneOfTwoRowsOfOneShapeLeavesTheOtherAsItWas() throws {
        let row = Row(width: 100, spacing: 0, leading: 0, trailing: 0, behavior: .continuous, estimated: true)
        let layout = UICollectionViewCompositionalLayout(section: row.section())
        var context = LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [4, 4])
        context.sizing = { CGSize(width: 80, height: $0.proposedSize.height) }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        let before = try incremental.solution
        XCTAssertEqual(cells(before, section: 1), [0, 80, 160, 240].map { CGRect(x: $0, y: 50, width: 80, height: 50) })
        try incremental.update(sizes: [IndexPath(item: 1, section: 0): CGSize(width: 120, height: 50)])
        let after = try incremental.solution
        XCTAssertEqual(cells(after, section: 0).map(\.minX), [0, 80, 200, 280])
        XCTAssertEqual(after.sections[0].orthogonal?.maximumOffset, 160)
        XCTAssertEqual(cells(after, section: 1), cells(before, section: 1))
        XCTAssertEqual(after.sections[1].orthogonal, before.sections[1].orthogonal)
        XCTAssertEqual(after.sections[1].orthogonal?.maximumOffset, 120)
        context.sizing = { CGSize(width: $0.indexPath == IndexPath(item: 1, section: 0) ? 120 : 80, height: $0.proposedSize.height) }
        XCTAssertEqual(after, try layout.solve(context))
    }

    /// Rows of fixed cards (one shape, sharing their facts) below a self-sized list row: the list row grows from 20 to
    /// 60, so the section chain is solved again, every run reused; the rows move down by 40, keep sharing one record,
    /// and the layout is a full solve's.
    func testRowsSharingTheirFactsMoveTogetherWhenAnEarlierSectionChanges() throws {
        let line = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let list = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                              subitems: [line]))
        let cards = Row().section()
        let layout = UICollectionViewCompositionalLayout { section, _ in section == 0 ? list : cards }
        var context = LayoutContext(containerSize: view, itemCounts: [1, 4, 4])
        context.sizing = { CGSize(width: $0.proposedSize.width, height: $0.indexPath.section == 0 ? 20 : $0.proposedSize.height) }
        let incremental = try IncrementalLayout(layout: layout, context: context)
        XCTAssertEqual(cells(try incremental.solution, section: 2).first, CGRect(x: 16, y: 70, width: 100, height: 50))
        try incremental.update(sizes: [IndexPath(item: 0, section: 0): CGSize(width: 320, height: 60)])
        let after = try incremental.solution
        XCTAssertEqual(cells(after, section: 1), [16, 126, 236, 346].map { CGRect(x: $0, y: 60, width: 100, height: 50) })
        XCTAssertEqual(cells(after, section: 2), [16, 126, 236, 346].map { CGRect(x: $0, y: 110, width: 100, height: 50) })
        XCTAssertEqual(buffer(after.sections[1].orthogonal?.groupStarts), buffer(after.sections[2].orthogonal?.groupStarts))
        XCTAssertEqual(after.sections[2].orthogonal?.maximumOffset, 142)
        context.sizing = { CGSize(width: $0.proposedSize.width, height: $0.indexPath.section == 0 ? 60 : $0.proposedSize.height) }
        XCTAssertEqual(after, try layout.solve(context))
    }
}
