import Foundation
import XCTest
@testable import LayoutKitLinux

/// A context without a device is a plain collection view, not a view controller's root view, so its layout margins
/// are UIKit's default for such a view: "for most views, the default layout margins are 8 points on each side"
/// (developer.apple.com/documentation/uikit/uiview/directionallayoutmargins; Docs/Devices.md, "A context without a
/// device"). Before, they were zero, and an inset-grouped list there was drawn edge to edge, as no UIKit view is.
final class BareContextMarginsTests: ListTestCase {
    func testABareContextHasEightPointLayoutMarginsOnEachSide() {
        let eight = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        XCTAssertEqual(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [1]).layoutMargins, eight)
        // A layout document with a container is the same plain view (Docs/Schema.md), and writes no margins key for it.
        let document = LayoutDocument(containerSize: CGSize(width: 320, height: 480), sections: [])
        XCTAssertEqual(document.layoutMargins, eight)
        XCTAssertEqual(document.makeContext().layoutMargins, eight)
        XCTAssertFalse(document.jsonText().contains("layoutMargins"))
        // The other insets of a plain view stay zero: it has no safe area of its own.
        XCTAssertEqual(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [1]).safeAreaInsets, .zero)
    }

    func testADevicesContextKeepsItsRootViewsMargins() {
        // A device context is a view controller's root view: the system minimum (16 on an iPhone 16) plus the safe area.
        XCTAssertEqual(LayoutContext(device: .iPhone16, itemCounts: [1]).layoutMargins,
                       NSDirectionalEdgeInsets(top: 59, leading: 16, bottom: 34, trailing: 16))
    }

    func testABareContextsInsetGroupedCardsAreInsetByEightPoints() {
        // Docs/Lists.md: the inset-grouped card follows the layout margins across the scroll axis; a bare context's are 8.
        // 320 wide @2x, no header: the card is 320 − 8 − 8 = 304 wide at x 8; the top padding 35 comes first; rows keep
        // the 44 estimate (no sizer): y 35 and 79; content 35 + 88 = 123. The top margin does not apply along the scroll
        // axis (Docs/Solver.md, step 3a). Right to left mirrors across 320 (symmetric margins).
        let context = context([2], width: 320, height: 480)
        let expected = rows(section: 0, from: 35, x: 8, width: 304, heights: [44, 44])
        assertLayoutElements(listLayout(.insetGrouped), context, expected, content: (320, 123))
    }
}
