import Foundation
import XCTest
@testable import LayoutKitLinux

/// The list files of the compile corpus (Tests/LayoutTests/Compile/List*.swift), each written as apps write it with
/// `import LayoutKitLinux` only, solved here with hand-derived frames (rules and iOS 18 metrics: Docs/Lists.md).
final class ListCompileCorpusTests: ListTestCase {
    private func compositional(_ layout: UICollectionViewLayout, file: StaticString = #filePath, line: UInt = #line)
        -> UICollectionViewCompositionalLayout {
        guard let layout = layout as? UICollectionViewCompositionalLayout else {
            XCTFail("not a compositional layout", file: file, line: line)
            return listLayout(.plain)
        }
        return layout
    }

    func testSettingsScreenInsetGroupedCardsWithHeaders() {
        // 390 wide, margins 20, [2, 1], no sizer: card x 20, width 350; estimates 44. Section 0: header 0, rows 44,
        // 88; ends 132. Section 1: header at 132 (automatic padding 0), row 176; content 220.
        let layout = compositional(ListSettingsScreen().collectionViewLayout)
        let expected = [supp(Self.header, 0, 0, (20, 0, 350, 44))] + rows(section: 0, from: 44, x: 20, width: 350, heights: [44, 44])
            + [supp(Self.header, 1, 0, (20, 132, 350, 44))] + rows(section: 1, from: 176, x: 20, width: 350, heights: [44])
        assertLayoutElements(layout, listContext([2, 1], width: 390, margins: 20), expected, content: (390, 220))
    }

    func testSettingsScreenRealUIKitRender() {
        // The same builder in S1's context (Docs/Lists.md): the grade-A frames of ListInsetGroupedTests.
        var context = listContext([3], width: 375, margins: 20, scale: 3)
        context.sizing = sizing(rows: [109.0 / 3], header: 97.0 / 3)
        let expected = [supp(Self.header, 0, 0, (20, 0, 335, 97.0 / 3))]
            + rows(section: 0, from: 97.0 / 3, x: 20, width: 335, heights: [109.0 / 3, 109.0 / 3, 109.0 / 3])
        assertLayoutElements(compositional(ListSettingsScreen().createLayout()), context, expected, content: (375, 424.0 / 3))
    }

    func testSidebarDestinationsThenFolders() {
        // A 320-wide sidebar column, [2, 3]: side inset 8 → x 8, width 304; no top or header padding. Section 0
        // rows 0, 44; section 1 (first item = header, a row) 88, 132, 176; content 220; no supplementaries.
        let layout = compositional(ListSidebarLayout.make())
        let context = listContext([2, 3], width: 320, margins: 20)
        let expected = rows(section: 0, from: 0, x: 8, width: 304, heights: [44, 44])
            + rows(section: 1, from: 88, x: 8, width: 304, heights: [44, 44, 44])
        assertLayoutElements(layout, context, expected, content: (320, 220))
        XCTAssertEqual(solve(layout, context)?.attributes.count, 5)
    }

    func testMixedWithGridCardsRowThenList() {
        // 375 wide, margins 16, [4, 2]. Section 0: an orthogonal row of 150×100 cards 10 apart from x 16:
        // 16, 176, 336, 496; ends at 100. Section 1: inset-grouped list, header [16, 100, 343, 44], rows 144, 188;
        // content 232 (the row does not widen the content).
        let layout = ListMixedWithGridLayout.make()
        let expected = [cell(0, 0, (16, 0, 150, 100)), cell(0, 1, (176, 0, 150, 100)), cell(0, 2, (336, 0, 150, 100)),
                        cell(0, 3, (496, 0, 150, 100)), supp(Self.header, 1, 0, (16, 100, 343, 44))]
            + rows(section: 1, from: 144, x: 16, width: 343, heights: [44, 44])
        assertLayoutElements(layout, listContext([4, 2], width: 375, margins: 16), expected, content: (375, 232), rtl: false)
    }

    func testSwipeActionsRowsAreAPlainListAndTheActionsAreKept() throws {
        // Plain, 320 wide, [3]: rows [0, 44·i, 320, 44]; content 132. The providers are kept and answer as written.
        let mailbox = ListSwipeActionsMailbox()
        let layout = compositional(mailbox.createLayout())
        assertLayoutElements(layout, listContext([3], width: 320), rows(section: 0, from: 0, x: 0, width: 320, heights: [44, 44, 44]),
                             content: (320, 132))
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 320, height: 480)),
                                            traitCollection: UITraitCollection())
        guard case .provider(let provider) = layout.source else { return XCTFail("a list layout has a section provider") }
        let configuration = try XCTUnwrap(provider(0, environment)?.listConfiguration)
        let path = IndexPath(item: 2, section: 0)
        let trailing = try XCTUnwrap(configuration.trailingSwipeActionsConfigurationProvider?(path))
        XCTAssertEqual(trailing.actions.map(\.style), [.destructive])
        XCTAssertEqual(trailing.actions.first?.image, UIImage(systemName: "trash"))
        // UIView is @MainActor, as in UIKit: the test makes the source view on the main actor (it runs on the main thread).
        let sourceView = MainActor.assumeIsolated { UIView() }
        trailing.actions[0].handler(trailing.actions[0], sourceView) { XCTAssertTrue($0) }
        XCTAssertEqual(mailbox.deleted, [path])
        XCTAssertNil(configuration.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0)))
        let pin = try XCTUnwrap(configuration.leadingSwipeActionsConfigurationProvider?(path))
        XCTAssertFalse(pin.performsFirstActionWithFullSwipe)
        XCTAssertEqual(pin.actions.first?.backgroundColor, .systemOrange)
    }

    func testInsetSeparatorsPlaceNothingAndTheHandlerIsKept() throws {
        // Plain, 414 wide, [2]: rows [0, 0, 414, 44], [0, 44, 414, 44]; content 88; two elements only.
        let layout = compositional(UICollectionViewLayout.listWithInsetSeparators())
        let context = listContext([2], width: 414)
        assertLayoutElements(layout, context, rows(section: 0, from: 0, x: 0, width: 414, heights: [44, 44]), content: (414, 88))
        XCTAssertEqual(solve(layout, context)?.attributes.count, 2)
        guard case .provider(let provider) = layout.source else { return XCTFail("a list layout has a section provider") }
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 414, height: 800)),
                                            traitCollection: UITraitCollection())
        let configuration = try XCTUnwrap(provider(0, environment)?.listConfiguration)
        XCTAssertEqual(configuration.separatorConfiguration.color, .tertiarySystemFill)
        let first = try XCTUnwrap(configuration.itemSeparatorHandler?(IndexPath(item: 0, section: 0), configuration.separatorConfiguration))
        XCTAssertEqual(first.topSeparatorVisibility, .hidden)
        XCTAssertEqual(first.bottomSeparatorInsets, NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
    }

    func testGroupedFormHeadersAndFootersWithoutHeaderPadding() {
        // Grouped, 390 wide, [1, 2], headers 38 and footers 17.5 (sized, @2x), header padding 0, edge to edge.
        // Section 0: header 0, row 38, footer 82; ends 99.5. Section 1: header 99.5, rows 137.5, 181.5, footer 225.5;
        // content 243.
        var context = listContext([1, 2], width: 390)
        context.sizing = sizing(header: 38, footer: 17.5)
        let expected = [supp(Self.header, 0, 0, (0, 0, 390, 38)), cell(0, 0, (0, 38, 390, 44)), supp(Self.footer, 0, 0, (0, 82, 390, 17.5)),
                        supp(Self.header, 1, 0, (0, 99.5, 390, 38))]
            + rows(section: 1, from: 137.5, x: 0, width: 390, heights: [44, 44]) + [supp(Self.footer, 1, 0, (0, 225.5, 390, 17.5))]
        assertLayoutElements(ListGroupedFooterForm().layout, context, expected, content: (390, 243))
    }

    func testAdaptivePhoneTakesCardsRegularWidthTakesTheSidebar() {
        // Compact (phone, 375, margins 16): inset-grouped, no header: rows [16, 35, 343, 44], [16, 79, …]; content 123.
        // Regular (iPad, 1024, margins 20): sidebar: rows [8, 0, 1008, 44], [8, 44, …]; content 88.
        // (Solved directly: assertLayoutElements replaces the trait collection, size classes included.)
        let layout = compositional(ListAdaptiveLayout.make())
        var phone = listContext([2], width: 375, margins: 16)
        phone.traitCollection = UITraitCollection(displayScale: 3, layoutDirection: .leftToRight, horizontalSizeClass: .compact)
        var pad = listContext([2], width: 1024, margins: 20)
        pad.traitCollection = UITraitCollection(displayScale: 2, layoutDirection: .leftToRight, horizontalSizeClass: .regular)
        let cases = [(phone, rows(section: 0, from: 35, x: 16, width: 343, heights: [44, 44]), 123),
                     (pad, rows(section: 0, from: 0, x: 8, width: 1008, heights: [44, 44]), 88)] as [(LayoutContext, [Element], CGFloat)]
        for (context, expected, height) in cases {
            guard let solution = solve(layout, context) else { continue }
            assertElements(solution, expected, label: "\(context.traitCollection.horizontalSizeClass) ")
            assertContentSize(solution, context.containerSize.width, height)
        }
    }

    func testCustomInsetsReplaceTheListsPaddingAndKeepTheMarginReference() {
        // The section's insets set after list(using:) replace the top padding 35 and side insets; the margins
        // reference stays: 375, margins 16, [2]: rows [16, 8, 343, 44], [16, 8 + 44 + 8 = 60, 343, 44]; content
        // 60 + 44 + 8 = 112.
        let layout = compositional(makeListCustomInsetsLayout())
        assertLayoutElements(layout, listContext([2], width: 375, margins: 16),
                             [cell(0, 0, (16, 8, 343, 44)), cell(0, 1, (16, 60, 343, 44))], content: (375, 112))
    }

    func testOutlineFoldersSpacedByTheLayoutsInterSectionSpacing() {
        // sidebarPlain, 320 wide, [2, 3]: side inset 8 → x 8, width 304; first items are headers laid out as rows,
        // automatic header padding 0. Section 0: rows 0, 44, ends 88; + interSectionSpacing 12 → section 1 rows 100,
        // 144, 188; content 232.
        let expected = rows(section: 0, from: 0, x: 8, width: 304, heights: [44, 44])
            + rows(section: 1, from: 100, x: 8, width: 304, heights: [44, 44, 44])
        assertLayoutElements(ListOutlineLayout.make(), listContext([2, 3], width: 320, margins: 20), expected, content: (320, 232))
    }

    func testProfileBannerSpansTheLayoutAndTheCardsFollowBelowIt() {
        // The layout's banner spans the whole view, no insets: [0, 0, 375, 120] (item Int.max of section 0). The
        // inset-grouped section without a header starts after it: top padding 35 → rows 155, 199 at x 16, width 343;
        // content 243.
        let layout = compositional(ListProfileHeaderLayout().makeLayout())
        let expected = [supp(ListProfileHeaderLayout.bannerKind, 0, Int.max, (0, 0, 375, 120))]
            + rows(section: 0, from: 155, x: 16, width: 343, heights: [44, 44])
        assertLayoutElements(layout, listContext([2], width: 375, margins: 16), expected, content: (375, 243))
    }

    func testSearchResultsHeaderPaddingChosenFromTheContainerWidth() {
        // Plain, [1, 1]. 375 wide: padding 0 → header 0, row 44; header 88, row 132; content 176.
        // 768 wide: padding 16 → header 16, row 60 (ends 104); header 120, row 164; content 208.
        let layout = UICollectionViewCompositionalLayout.searchResultsList()
        for (width, padding) in [(375, 0), (768, 16)] as [(CGFloat, CGFloat)] {
            let step = padding + 88
            let expected = [supp(Self.header, 0, 0, (0, padding, width, 44)), cell(0, 0, (0, padding + 44, width, 44)),
                            supp(Self.header, 1, 0, (0, step + padding, width, 44)), cell(1, 0, (0, step + padding + 44, width, 44))]
            assertLayoutElements(layout, listContext([1, 1], width: width, margins: 16), expected, content: (width, 2 * step))
        }
    }
}

extension ListCompileCorpusTests {
    func testExportedPlainListExampleSolvesThroughTheCLI() throws {
        // Examples/list-plain-headers.json is a plain list with headers exported from Swift, [3, 2], 390 wide, scrolled
        // to y 100. Section 0: padding 22, header 22…66, rows 66, 110, 154, ends 198. Section 1: 198 + 22 = 220,
        // header 220…264, rows 264, 308, ends 352 = content. At y 100 header 0 is pinned to the visible top (100 ≤
        // 198 − 44 = 154) with zIndex 1,000,000,000 + 1; header 1 stays at 220.
        let result = try LayoutDumpRunner.run(["--format", "frames", "Examples/list-plain-headers.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for expected in ["content 390 352", "cell - 0.0 0 66 390 44 0", "cell - 0.2 0 154 390 44 0", "cell - 1.0 0 264 390 44 0",
                         "cell - 1.1 0 308 390 44 0", "supplementary UICollectionElementKindSectionHeader 0.0 0 100 390 44 1000000001"] {
            XCTAssertTrue(lines.contains(expected), "missing \"\(expected)\" in:\n\(lines.joined(separator: "\n"))")
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("supplementary UICollectionElementKindSectionHeader 1.0 0 220 390 44 ") }, lines.joined(separator: "\n"))
    }
}
