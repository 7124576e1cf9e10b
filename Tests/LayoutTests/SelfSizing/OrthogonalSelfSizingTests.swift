import Foundation
import XCTest
@testable import LayoutKitLinux

/// Cells of an orthogonally scrolling section self-size as any section's do (§7 applies to every cell; the row is
/// a group run along the orthogonal axis, §5.4).
final class OrthogonalSelfSizingTests: FidelityTestCase {
    func test_orthogonalRow_cellsTakeTheirMeasuredHeights_sectionAsTallAsTheTallestGroup() {
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
}
