import Foundation
import XCTest
@testable import LayoutKitLinux

/// `.insetGrouped` lists (Docs/Lists.md): cards inset by the view's layout margins, rows abutting at their self-sized
/// heights, the supplementary header at the section's top with no padding (iOS 18 metrics, the default).
final class ListInsetGroupedTests: ListTestCase {

    func testRealUIKitRenderHeaderAndThreeSelfSizedRows375At3xMargins20() {
        // Grade A (Docs/Lists.md, S1): 375 wide, scale 3, layout margins 20. The header self-sizes to
        // 6 + 61/3 + 6 = 97/3 (32.33: a 17-pt label is 61 px at @3x), each row to 8 + 61/3 + 8 = 109/3 (36.33).
        // Across: the card follows the layout margins: x 20, width 375 − 20 − 20 = 335; the header spans the card.
        // Along: header top padding 0 → header [20, 0, 335, 97/3]; rows abut from the header's end:
        //   y 97/3 = 32.33, 97/3 + 109/3 = 206/3 = 68.67, 206/3 + 109/3 = 315/3 = 105 — every one on the @3x grid.
        // Content: 105 + 109/3 = 424/3 = 141.33 (no bottom padding). RTL mirrors across 375 (symmetric margins).
        var context = listContext([3], width: 375, margins: 20, scale: 3)
        context.sizing = sizing(rows: [109.0 / 3], header: 97.0 / 3)
        let layout = listLayout(.insetGrouped) { $0.headerMode = .supplementary; $0.backgroundColor = .systemGroupedBackground }
        let expected = [supp(Self.header, 0, 0, (20, 0, 335, 97.0 / 3))]
            + rows(section: 0, from: 97.0 / 3, x: 20, width: 335, heights: [109.0 / 3, 109.0 / 3, 109.0 / 3])
        assertLayoutElements(layout, context, expected, content: (375, 424.0 / 3))
    }

    func testRealUIKitRenderSizerIsAskedForTheCardWidthAndTheEstimates() {
        // The header and rows are estimated (44 in the iOS 18 metrics) and fill the card: each is asked with width
        // 335 and height 44, for its height only; the header is asked as item 0 of its section.
        var requests: [SizingRequest] = []
        var context = listContext([3], width: 375, margins: 20, scale: 3)
        let answer = sizing(rows: [109.0 / 3], header: 97.0 / 3)
        context.sizing = { requests.append($0); return answer($0) }
        _ = solve(listLayout(.insetGrouped) { $0.headerMode = .supplementary }, context)
        XCTAssertEqual(requests.filter { $0.elementKind == nil }.map { $0.indexPath.item }, [0, 1, 2])
        XCTAssertEqual(requests.filter { $0.elementKind == Self.header }.map { $0.indexPath }, [IndexPath(item: 0, section: 0)])
        for request in requests {
            XCTAssertEqual(request.proposedSize, CGSize(width: 335, height: 44))
            XCTAssertEqual(request.estimatedAxes, .vertical)
        }
    }

    func testWithoutHeaderFirstRowSitsBelowTheTopPadding() {
        // No header: the section's top padding (35) comes before the first row. 375 @2x, margins 16 → x 16, width 343;
        // rows keep the 44 estimate (no sizer): y 35, 79; content 35 + 88 = 123.
        let expected = rows(section: 0, from: 35, x: 16, width: 343, heights: [44, 44])
        assertLayoutElements(listLayout(.insetGrouped), listContext([2], width: 375, margins: 16), expected, content: (375, 123))
    }

    func testSectionsWithoutHeadersAreSeparatedByTheTopPadding() {
        // [2, 1]: section 0 ends at 35 + 88 = 123 (bottom padding 0); section 1's row at 123 + 35 = 158; content 202.
        let expected = rows(section: 0, from: 35, x: 16, width: 343, heights: [44, 44])
            + rows(section: 1, from: 158, x: 16, width: 343, heights: [44])
        assertLayoutElements(listLayout(.insetGrouped), listContext([2, 1], width: 375, margins: 16), expected, content: (375, 202))
    }

    func testCardFollowsTheLayoutMarginsAcrossWidths() {
        // The side inset is the layout margin at every width (phone 16/20, iPad 20): header [m, 0, w − 2m, 44],
        // rows at 44 and 88, content 132.
        for (width, margin) in [(320, 16), (375, 16), (390, 20), (414, 20), (820, 20)] as [(CGFloat, CGFloat)] {
            let expected = [supp(Self.header, 0, 0, (margin, 0, width - 2 * margin, 44))]
                + rows(section: 0, from: 44, x: margin, width: width - 2 * margin, heights: [44, 44])
            assertLayoutElements(listLayout(.insetGrouped) { $0.headerMode = .supplementary },
                                 listContext([2], width: width, margins: margin), expected, content: (width, 132))
        }
    }

    func testUnequalMarginsMirrorInRightToLeft() {
        // Leading 24, trailing 8 at 375: x 24, width 343 left-to-right; right-to-left the leading margin is on the
        // right: x = 375 − 24 − 343 = 8 (assertLayoutElements checks the mirror image).
        var context = listContext([1], width: 375)
        context.layoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 8)
        assertLayoutElements(listLayout(.insetGrouped), context, [cell(0, 0, (24, 35, 343, 44))], content: (375, 79))
    }

    func testSupplementaryFooterFollowsTheLastRow() {
        // Footer 30 (sized): rows at 35 and 79 (no header → top padding 35), footer at 123 across the card; content 153.
        var context = listContext([2], width: 375, margins: 16)
        context.sizing = sizing(footer: 30)
        let expected = rows(section: 0, from: 35, x: 16, width: 343, heights: [44, 44])
            + [supp(Self.footer, 0, 0, (16, 123, 343, 30))]
        assertLayoutElements(listLayout(.insetGrouped) { $0.footerMode = .supplementary }, context, expected, content: (375, 153))
    }

    func testHeaderTopPaddingPutsRoomAboveEveryHeader() {
        // headerTopPadding 10, [1, 1], header 30 (sized): section 0: header [16, 10, 343, 30], row at 40, ends 84;
        // section 1: header at 84 + 10 = 94, row at 124; content 168.
        var context = listContext([1, 1], width: 375, margins: 16)
        context.sizing = sizing(header: 30)
        let layout = listLayout(.insetGrouped) { $0.headerMode = .supplementary; $0.headerTopPadding = 10 }
        let expected = [supp(Self.header, 0, 0, (16, 10, 343, 30)), cell(0, 0, (16, 40, 343, 44)),
                        supp(Self.header, 1, 0, (16, 94, 343, 30)), cell(1, 0, (16, 124, 343, 44))]
        assertLayoutElements(layout, context, expected, content: (375, 168))
    }

    func testFirstItemInSectionIsARowAndNoSupplementaryIsMade() {
        // `.firstItemInSection`: item 0 is the header, laid out as a row; the automatic header padding (0) replaces
        // the top padding: rows at 0, 44, 88; no header supplementary.
        let layout = listLayout(.insetGrouped) { $0.headerMode = .firstItemInSection }
        let context = listContext([3], width: 375, margins: 16)
        assertLayoutElements(layout, context, rows(section: 0, from: 0, x: 16, width: 343, heights: [44, 44, 44]), content: (375, 132))
        let solution = solve(layout, context)
        XCTAssertNil(solution?.layoutAttributesForSupplementaryView(ofKind: Self.header, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(solution?.attributes.count, 3)
    }

    func testFirstItemInSectionHeaderTopPaddingGoesAboveTheFirstItem() {
        // headerTopPadding 12 with `.firstItemInSection`: the first item (the header) at 12.
        let layout = listLayout(.insetGrouped) { $0.headerMode = .firstItemInSection; $0.headerTopPadding = 12 }
        assertLayoutElements(layout, listContext([2], width: 375, margins: 16),
                             rows(section: 0, from: 12, x: 16, width: 343, heights: [44, 44]), content: (375, 100))
    }
}

extension ListInsetGroupedTests {
    func testOnDevicePresetsTheCardFollowsThePresetsLayoutMargins() {
        // Device contexts (Docs/Devices.md) carry the root view's layout margins: iPhone 16 portrait 16 (393 wide),
        // iPhone 16 Plus 20 (430), iPad Air 13-inch 20 (1024). No header → rows at 35 and 79, x = margin,
        // width = screen − 2·margin; content 123. (Content coordinates: the safe area is not a content inset here.)
        for (device, width, margin) in [(LayoutDevice.iPhone16, 393, 16), (.iPhone16Plus, 430, 20), (.iPadAir13, 1024, 20)]
            as [(LayoutDevice, CGFloat, CGFloat)] {
            let context = LayoutContext(device: device, itemCounts: [2])
            XCTAssertEqual(context.containerSize.width, width, device.name)
            assertLayoutElements(listLayout(.insetGrouped), context,
                                 rows(section: 0, from: 35, x: margin, width: width - 2 * margin, heights: [44, 44]), content: (width, 123))
        }
    }
}
