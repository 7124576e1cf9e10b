import Foundation
import XCTest
@testable import LayoutKitLinux

/// Cells of an orthogonally scrolling section self-size as any section's do (Docs/Solver.md, "Self-sizing" applies to every cell; the row is
/// a group run along the orthogonal axis, Docs/Solver.md, step 3d′).
final class OrthogonalSelfSizingTests: FidelityTestCase {
    func testOrthogonalRowCellsTakeTheirMeasuredHeightsSectionAsTallAsTheTallestGroup() {
        // Vertical layout, one `.continuous` section: HG(AB100, ES50) groups of one AB100 × ES50 item, spacing 8
        // between groups, 3 items. Heights answer 30, 80, 50: the groups are as tall as their item (estimated
        // across the row); the row is as tall as its tallest group, 80, so the content is 320 × 80.
        // x = 0, 108, 216 along the row (100 + 8).
        let group = hGroup(ab(100), es(50), [item(ab(100), es(50))])
        let section = section(group, interGroupSpacing: 8)
        section.orthogonalScrollingBehavior = .continuous
        var context = context([3])
        context.sizing = { request in CGSize(width: 0, height: [30, 80, 50][request.indexPath.item]) }
        assertLayout(layout(section), context, frames: [[(0, 0, 100, 30), (108, 0, 100, 80), (216, 0, 100, 50)]],
                     content: (320, 80), rtl: false)
    }

    func testOrthogonalRowNestedGroupBadgeFollowsTheNestedGroupsMeasuredBox() {
        // A `.continuous` row of HG(AB200, ES100) groups holding [IT(FW0.5, ES100), VG(FW0.5, ES100, [IT(FW1, ES50),
        // IT(FW1, ES50)])], the inner group carrying g (AB10 × AB4) at its bottom; 6 items answering 60, 30, 45 |
        // 40, 20, 70. As in a vertical section (Docs/Solver.md 3d″): the inner groups are 30 + 45 = 75 and
        // 20 + 70 = 90 tall, the groups max(60, 75) = 75 and max(40, 90) = 90, side by side at x 0 and 200; the
        // row is as tall as its tallest group, 90. g is centred on the inner group's measured box: x = 100 + 50 − 5
        // = 145, y = 75 − 4 = 71; then x = 345, y = 90 − 4 = 86.
        let heights: [CGFloat] = [60, 30, 45, 40, 20, 70]
        let inner = vGroup(fw(0.5), es(100), [item(fw(1), es(50)), item(fw(1), es(50))])
        inner.supplementaryItems = [sup("g", ab(10), ab(4), NSCollectionLayoutAnchor(edges: .bottom))]
        let section = section(hGroup(ab(200), es(100), [item(fw(0.5), es(100)), inner]))
        section.orthogonalScrollingBehavior = .continuous
        var context = context([6])
        context.sizing = { request in
            CGSize(width: request.proposedSize.width, height: heights.indices.contains(request.indexPath.item) ? heights[request.indexPath.item] : 0)
        }
        assertLayoutElements(layout(section), context,
                             [supp("g", 0, 0, (145, 71, 10, 4)), supp("g", 0, 1, (345, 86, 10, 4)),
                              cell(0, 0, (0, 0, 100, 60)), cell(0, 1, (100, 0, 100, 30)), cell(0, 2, (100, 30, 100, 45)),
                              cell(0, 3, (200, 0, 100, 40)), cell(0, 4, (300, 0, 100, 20)), cell(0, 5, (300, 20, 100, 70))],
                             content: (320, 90))
    }
}
