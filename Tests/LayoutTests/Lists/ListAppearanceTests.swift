import Foundation
import XCTest
@testable import LayoutKitLinux

/// `.plain`, `.grouped`, `.sidebar` and `.sidebarPlain` lists with the default (iOS 18) metrics (Docs/Lists.md).
final class ListAppearanceTests: ListTestCase {

    func testPlainRowsSpanTheWholeWidthEvenWithMarginsAndSafeArea() {
        // Plain rows are edge to edge (reference .none, as a plain table's rows): [0, 44·i, 375, 44]; content 132.
        // Margins 16 and a 44-pt safe area on each side change nothing.
        var context = listContext([3], width: 375, margins: 16)
        context.safeAreaInsets = NSDirectionalEdgeInsets(top: 0, leading: 44, bottom: 0, trailing: 44)
        assertLayoutElements(listLayout(.plain), context, rows(section: 0, from: 0, x: 0, width: 375, heights: [44, 44, 44]),
                             content: (375, 132))
    }

    func testPlainRowsWithoutASizerKeepTheTablePitchOf44At3x() {
        // Grade A for tables (Docs/Lists.md, S2: a plain UITableView, 320 wide @3x, rows every 132 px = 44 pt): the
        // iOS 18 row estimate is that 44, so unsized plain rows are [0, 44·i, 320, 44]; ten rows → content 440.
        let expected = rows(section: 0, from: 0, x: 0, width: 320, heights: Array(repeating: 44, count: 10))
        assertLayoutElements(listLayout(.plain), listContext([10], width: 320, margins: 16, scale: 3), expected, content: (320, 440))
    }

    func testPlainSupplementaryHeaderHasTheAutomaticTopPadding() {
        // Plain automatic header top padding 22 (UITableView since iOS 15): header [0, 22, 375, 44], rows 66, 110;
        // content 154.
        let layout = listLayout(.plain) { $0.headerMode = .supplementary }
        let expected = [supp(Self.header, 0, 0, (0, 22, 375, 44))] + rows(section: 0, from: 66, x: 0, width: 375, heights: [44, 44])
        assertLayoutElements(layout, listContext([2], width: 375), expected, content: (375, 154))
    }

    func testPlainHeaderTopPaddingZeroRemovesThePadding() {
        // The common iOS 15 fix: headerTopPadding = 0 → header at 0, rows 44, 88; content 132.
        let layout = listLayout(.plain) { $0.headerMode = .supplementary; $0.headerTopPadding = 0 }
        let expected = [supp(Self.header, 0, 0, (0, 0, 375, 44))] + rows(section: 0, from: 44, x: 0, width: 375, heights: [44, 44])
        assertLayoutElements(layout, listContext([2], width: 375), expected, content: (375, 132))
    }

    func testPlainHeadersPinWhileTheirSectionScrollsBy() {
        // Plain headers float (UITableView.Style.plain). [3, 3], padding 0: section 0 = header 0…44, rows to 176;
        // section 1 = header 176…220, rows to 352. Scrolled to y 100: header 0 pins at 100 (100 ≤ 176 − 44 = 132);
        // header 1 stays at 176. Scrolled to y 150: header 0 stops at 132, its section's end less its height.
        let layout = listLayout(.plain) { $0.headerMode = .supplementary; $0.headerTopPadding = 0 }
        for (offset, pinnedY) in [(100, 100), (150, 132)] as [(CGFloat, CGFloat)] {
            var context = listContext([3, 3], width: 375)
            context.contentOffset = CGPoint(x: 0, y: offset)
            guard let solution = solve(layout, context) else { return }
            assertElements(solution, [supp(Self.header, 0, 0, (0, pinnedY, 375, 44)), supp(Self.header, 1, 0, (0, 176, 375, 44))],
                           label: "offset \(fmt(offset)) ")
        }
    }

    func testGroupedRowsEdgeToEdgeBelowTheTopPadding() {
        // Grouped: full width (reference .none), top padding 35 without a header: rows [0, 35 + 44·i, 320, 44];
        // content 35 + 88 = 123.
        assertLayoutElements(listLayout(.grouped), listContext([2], width: 320, margins: 16),
                             rows(section: 0, from: 35, x: 0, width: 320, heights: [44, 44]), content: (320, 123))
    }

    func testGroupedHeaderAndFooter() {
        // Header 28 and footer 20 (sized), automatic header padding 0: header [0, 0, 320, 28], rows 28, 72, footer 116;
        // content 136.
        var context = listContext([2], width: 320)
        context.sizing = sizing(header: 28, footer: 20)
        let layout = listLayout(.grouped) { $0.headerMode = .supplementary; $0.footerMode = .supplementary }
        let expected = [supp(Self.header, 0, 0, (0, 0, 320, 28))] + rows(section: 0, from: 28, x: 0, width: 320, heights: [44, 44])
            + [supp(Self.footer, 0, 0, (0, 116, 320, 20))]
        assertLayoutElements(layout, context, expected, content: (320, 136))
    }

    func testSidebarRowsInsetByEightEachSide() {
        // Sidebar: side inset 8, no top padding: [8, 44·i, 320 − 16 = 304, 44] in a 320 column; content 88.
        for appearance in [UICollectionLayoutListConfiguration.Appearance.sidebar, .sidebarPlain] {
            assertLayoutElements(listLayout(appearance), listContext([2], width: 320, margins: 20),
                                 rows(section: 0, from: 0, x: 8, width: 304, heights: [44, 44]), content: (320, 88))
        }
    }

    func testSelfSizedRowsOfDifferentHeightsAbut() {
        // Rows 30, 61, 44.5 (sized) in a plain list at @2x: y 0, 30, 91; content 135.5.
        var context = listContext([3], width: 375)
        context.sizing = sizing(rows: [30, 61, 44.5])
        assertLayoutElements(listLayout(.plain), context, rows(section: 0, from: 0, x: 0, width: 375, heights: [30, 61, 44.5]),
                             content: (375, 135.5))
    }
}
