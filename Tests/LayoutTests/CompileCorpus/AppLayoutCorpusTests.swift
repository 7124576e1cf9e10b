import LayoutKitLinux
import XCTest

/// The app-style builder files of Tests/LayoutTests/Compile/ (each imports only LayoutKitLinux), solved, with the
/// frames worked out by hand from the rules of Docs/Solver.md (cited by its steps: "step 3c.8" is item 8 of step 3c) in each test's comments.
/// Contexts without a device are 2x, compact width (Docs/Devices.md).
final class AppLayoutCorpusTests: XCTestCase {
    private func solve(_ layout: UICollectionViewLayout, _ context: LayoutContext,
                       file: StaticString = #filePath, line: UInt = #line) throws -> LayoutSolution {
        let compositional = try XCTUnwrap(layout as? UICollectionViewCompositionalLayout, "not a compositional layout", file: file, line: line)
        return try compositional.solve(context)
    }

    private func context(_ width: CGFloat, _ height: CGFloat, _ counts: [Int]) -> LayoutContext {
        LayoutContext(containerSize: CGSize(width: width, height: height), itemCounts: counts)
    }

    private func cell(_ solution: LayoutSolution, _ item: Int, _ section: Int = 0) -> CGRect? {
        solution.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func supplementary(_ solution: LayoutSolution, _ kind: String, _ item: Int, _ section: Int = 0) -> UICollectionViewLayoutAttributes? {
        solution.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))
    }

    // MARK: Batch 1

    func testPhotoGridThreeSquaresARowWithInsetGutters() throws {
        // 390 wide: the group is FW(1) x FW(1/3) = 390 x 130 (step 3b); each slot 130 x 130, the cell the slot less
        // 2 on every side (step 3c.8): 126 x 126. Item 3 starts the second row at y 130. Seven items: three rows,
        // the last (one item) not trimmed, its item as tall as the row (step 3d): content 390 x 390.
        let solution = try solve(PhotoGridScreen().collectionViewLayout, context(390, 844, [7]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 2, y: 2, width: 126, height: 126))
        XCTAssertEqual(cell(solution, 1), CGRect(x: 132, y: 2, width: 126, height: 126))
        XCTAssertEqual(cell(solution, 3), CGRect(x: 2, y: 132, width: 126, height: 126))
        XCTAssertEqual(cell(solution, 6), CGRect(x: 2, y: 262, width: 126, height: 126))
        XCTAssertEqual(solution.contentSize, CGSize(width: 390, height: 390))
    }

    func testAdaptiveColumnsFiveOnAnIPadTwoOnAPhone() throws {
        // iPad Pro 13 portrait: the provider sees 1032 (the whole view, step 3a) → 5 columns. Across, 1032 − 16 − 16 =
        // 1000; five copies resolve against 1000 − 4 x 10 = 960 (step 3c.4): 192 each, at 16 + k x 202. Rows of 150,
        // 10 apart, from 16: item 5 at y 176; ten items end at 16 + 150 + 10 + 150 + 16 = 342.
        let pad = try solve(UICollectionViewLayout.adaptiveColumns(), LayoutContext(device: .iPadPro13, itemCounts: [10]))
        XCTAssertEqual(cell(pad, 0), CGRect(x: 16, y: 16, width: 192, height: 150))
        XCTAssertEqual(cell(pad, 4), CGRect(x: 824, y: 16, width: 192, height: 150))
        XCTAssertEqual(cell(pad, 5), CGRect(x: 16, y: 176, width: 192, height: 150))
        XCTAssertEqual(pad.contentSize, CGSize(width: 1032, height: 342))
        // iPhone SE portrait (375, 2x) → 2 columns: 375 − 32 = 343, copies against 343 − 10 = 333: 166.5 each,
        // the second at 16 + 166.5 + 10 = 192.5.
        let phone = try solve(UICollectionViewLayout.adaptiveColumns(), LayoutContext(device: .iPhoneSE3, itemCounts: [3]))
        XCTAssertEqual(cell(phone, 1), CGRect(x: 192.5, y: 16, width: 166.5, height: 150))
        XCTAssertEqual(cell(phone, 2), CGRect(x: 16, y: 176, width: 166.5, height: 150))
    }

    func testPinnedHeadersHeaderStaysAtTheTopWhileItsSectionScrolls() throws {
        // 320 wide, [5, 5], scrolled to y 100. Section 0: the header (estimate 44, no sizer) extends the section at
        // y 0 and follows the 10-pt side insets: (10, 0, 300, 44); rows 44 tall, 5 apart, from 44: 44, 93, 142,
        // 191, 240; the section ends at 284 (step 3d, step 3e). Section 1 from 284: header (10, 284), rows from 328.
        // Pinned (step 4): header 0 at max(0, min(100, 284 − 44)) = 100, zIndex 1,000,000,000 + 2; header 1 stays.
        var context = context(320, 480, [5, 5])
        context.contentOffset = CGPoint(x: 0, y: 100)
        let solution = try solve(makePinnedHeaderListLayout(), context)
        let header0 = try XCTUnwrap(supplementary(solution, UICollectionView.elementKindSectionHeader, 0, 0))
        XCTAssertEqual(header0.frame, CGRect(x: 10, y: 100, width: 300, height: 44))
        XCTAssertEqual(header0.zIndex, 1_000_000_002)
        XCTAssertEqual(supplementary(solution, UICollectionView.elementKindSectionHeader, 0, 1)?.frame,
                       CGRect(x: 10, y: 284, width: 300, height: 44))
        XCTAssertEqual(cell(solution, 4, 0), CGRect(x: 10, y: 240, width: 300, height: 44))
        XCTAssertEqual(cell(solution, 0, 1), CGRect(x: 10, y: 328, width: 300, height: 44))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 568))
    }

    func testAppStoreFeedPagingBannersThenChartColumns() throws {
        // 390 wide, [3, 6]. Section 0 (orthogonal): groups FW(0.9) of the whole view = 351 x 240 (step 3d′), from the
        // leading inset 16, 10 apart: 16, 377. The section is 240 tall.
        // Section 1: its header (44, following the insets: x 16, width 358) at 240; columns 351 x 210 of three
        // 70-pt rows from 284: item 2 at 424, item 3 starts the second column at x 377. Content 240 + 44 + 210 = 494.
        let solution = try solve(AppStoreFeedLayout(), context(390, 844, [3, 6]))
        XCTAssertEqual(cell(solution, 0, 0), CGRect(x: 16, y: 0, width: 351, height: 240))
        XCTAssertEqual(cell(solution, 1, 0), CGRect(x: 377, y: 0, width: 351, height: 240))
        XCTAssertEqual(supplementary(solution, AppStoreFeedLayout.headerKind, 0, 1)?.frame, CGRect(x: 16, y: 240, width: 358, height: 44))
        XCTAssertEqual(cell(solution, 0, 1), CGRect(x: 16, y: 284, width: 351, height: 70))
        XCTAssertEqual(cell(solution, 2, 1), CGRect(x: 16, y: 424, width: 351, height: 70))
        XCTAssertEqual(cell(solution, 3, 1), CGRect(x: 377, y: 284, width: 351, height: 70))
        XCTAssertEqual(solution.contentSize, CGSize(width: 390, height: 494))
        // A provider returning nil for a section with items is UIKit's "Invalid section definition": an error
        // naming the section; an empty third section is fine (step 3d: no size).
        XCTAssertThrowsError(try solve(AppStoreFeedLayout(), context(390, 844, [3, 6, 2]))) { error in
            XCTAssertEqual((error as? LayoutError)?.path, "section 2")
        }
        XCTAssertEqual(try solve(AppStoreFeedLayout(), context(390, 844, [3, 6, 0])).contentSize.height, 494)
    }

    func testCoverFlowMiddleCardFullSizeOthersShrinkAndFade() throws {
        // 390 wide, cards 250 x 300, 20 apart, at rest: card 0 at x 0 (center 125), card 1 at 270 (center 395),
        // card 2 at 540 is not visible. The handler's container is the row's, 390 wide (Model.md), offset 0, so
        // the middle is 195. Card 0: distance 70 → scale max(0.75, 1 − 70/390) = 320/390, on top (70 < 125).
        // Card 1: distance 200 → 1 − 200/390 = 0.487 → 0.75, zIndex 0.
        let solution = try solve(CoverFlowCarousel.createLayout(), context(390, 844, [3]))
        let card0 = try XCTUnwrap(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(card0.frame, CGRect(x: 0, y: 0, width: 250, height: 300), "the frame stays untransformed")
        XCTAssertEqual(card0.transform.a, 320.0 / 390.0, accuracy: 1e-9)
        XCTAssertEqual(card0.alpha, 320.0 / 390.0, accuracy: 1e-9)
        XCTAssertEqual(card0.zIndex, 10)
        let card1 = try XCTUnwrap(solution.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(card1.transform, CGAffineTransform(scaleX: 0.75, y: 0.75))
        XCTAssertEqual(card1.zIndex, 0)
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.transform, .identity)
    }

    func testItemBadgesOnEachIconsTopTrailingCorner() throws {
        // 320 wide, section insets 20: the group is 280 wide, FW(0.2) of 280 = 56 tall; items 70 x 56; the cell
        // is the slot less 5 all round: (25, 25, 60, 46). The badge (20 x 20) anchors [.top, .trailing] with a
        // fractional offset (0.3, −0.3) of its own size (step 3d″): x = 25 + 60 − 20 + 6 = 71, y = 25 − 6 = 19.
        // Item 4 starts row 2 at y 20 + 56 = 76: cell y 81, badge y 75. Eight items: 20 + 112 + 20 = 152.
        let solution = try solve(NotificationBadgeGrid().makeLayout(), context(320, 480, [8]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 25, y: 25, width: 60, height: 46))
        XCTAssertEqual(supplementary(solution, NotificationBadgeGrid.badgeKind, 0)?.frame, CGRect(x: 71, y: 19, width: 20, height: 20))
        XCTAssertEqual(supplementary(solution, NotificationBadgeGrid.badgeKind, 1)?.frame, CGRect(x: 141, y: 19, width: 20, height: 20))
        XCTAssertEqual(supplementary(solution, NotificationBadgeGrid.badgeKind, 4)?.frame, CGRect(x: 71, y: 75, width: 20, height: 20))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 152))
    }

    func testMagazineLargeStoryBesideTwoSmallOnes() throws {
        // 320 x 480: the row is FH(0.4) of 480 = 192 tall. The large slot is 0.7 x 320 = 224 wide, its cell less
        // 10 all round: (10, 10, 204, 172). The column is 0.3 x 320 = 96 wide at x 224; its two slots 96 x 96
        // (FH(0.5) of 192), cells (234, 10, 76, 76) and (234, 106, 76, 76) (step 3c.9). Item 3 starts row 2 at 192.
        let solution = try solve(MagazineScreen().createLayout(), context(320, 480, [4]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 10, y: 10, width: 204, height: 172))
        XCTAssertEqual(cell(solution, 1), CGRect(x: 234, y: 10, width: 76, height: 76))
        XCTAssertEqual(cell(solution, 2), CGRect(x: 234, y: 106, width: 76, height: 76))
        XCTAssertEqual(cell(solution, 3), CGRect(x: 10, y: 202, width: 204, height: 172))
    }

    func testSectionBackgroundACardBehindEachSection() throws {
        // 320 wide, [3, 2], section insets 10: rows 300 x 44 at x 10 from y 10; section 0 ends at 10 + 132 + 10 =
        // 152, section 1 at 152 + 10 + 88 + 10 = 260. Each background is its section's rectangle, the whole content
        // wide, less 5 (step 4): (5, 5, 310, 142) and (5, 157, 310, 98); zIndex 0, the cells promoted to 1.
        let layout = SectionBackgroundLayout.make()
        XCTAssertNotNil(layout.registeredDecorationViewKinds[SectionBackgroundLayout.backgroundKind] as Any?)
        let solution = try solve(layout, context(320, 480, [3, 2]))
        let kind = SectionBackgroundLayout.backgroundKind
        let background0 = try XCTUnwrap(solution.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(background0.frame, CGRect(x: 5, y: 5, width: 310, height: 142))
        XCTAssertEqual(background0.zIndex, 0)
        XCTAssertEqual(solution.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 5, y: 157, width: 310, height: 98))
        XCTAssertEqual(cell(solution, 2, 0), CGRect(x: 10, y: 98, width: 300, height: 44))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.zIndex, 1)
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 260))
    }

    func testProfileLayoutHeaderAndFooterAroundSpacedSections() throws {
        // 320 wide, [4, 2]: the layout header (0, 0, 320, 60) pushes every section (step 3e); section 0's two rows of
        // 100 at 60 and 160 end at 260; 20 pt, then section 1's row at 280, ending 380 (step 3f: spacing between
        // sections only); the layout footer (0, 380, 320, 50). Content 430.
        let solution = try solve(ProfileLayout.createLayout(), context(320, 480, [4, 2]))
        let header = solution.attributes.first { $0.representedElementKind == ProfileLayout.profileHeaderKind }
        let footer = solution.attributes.first { $0.representedElementKind == ProfileLayout.profileFooterKind }
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 320, height: 60))
        XCTAssertEqual(footer?.frame, CGRect(x: 0, y: 380, width: 320, height: 50))
        XCTAssertEqual(cell(solution, 3, 0), CGRect(x: 160, y: 160, width: 160, height: 100))
        XCTAssertEqual(cell(solution, 0, 1), CGRect(x: 0, y: 280, width: 160, height: 100))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 430))
    }

    func testHorizontalShelfColumnsOfTwoScrollingSideways() throws {
        // Scrolling sideways in 320 x 480: columns 150 wide, the whole 480 tall; the two tiles resolve FH(0.5)
        // against 480 − 10 = 470 (step 3c.4): 235, at y 0 and 245. Columns 10 apart: x 0, 160, 320. Five items:
        // content 150 + 10 + 150 + 10 + 150 = 470 wide (the last column not trimmed: both slots reach x 150).
        let solution = try solve(makeHorizontalShelfLayout(), context(320, 480, [5]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 0, y: 0, width: 150, height: 235))
        XCTAssertEqual(cell(solution, 1), CGRect(x: 0, y: 245, width: 150, height: 235))
        XCTAssertEqual(cell(solution, 4), CGRect(x: 320, y: 0, width: 150, height: 235))
        XCTAssertEqual(solution.contentSize, CGSize(width: 470, height: 480))
    }

    func testSelfSizingFeedMeasuredPostsAndTitle() throws {
        // 390 wide, 3 posts. The title (estimate 30) measures 36; posts 0 and 1 measure 200 and 80, post 2 keeps
        // its estimate 120 (Solver.md "Self-sizing"; step 3e for the header). Rows 358 wide at x 16 from 36:
        // 36, 36 + 200 + 8 = 244, 244 + 80 + 8 = 332; content 332 + 120 = 452.
        var context = context(390, 844, [3])
        let heights: [Int: CGFloat] = [0: 200, 1: 80]
        context.sizing = { request in
            if request.category == .supplementaryView { return CGSize(width: request.proposedSize.width, height: 36) }
            return CGSize(width: request.proposedSize.width, height: heights[request.indexPath.item] ?? request.proposedSize.height)
        }
        let solution = try solve(FeedViewLayoutFactory().makeLayout(), context)
        XCTAssertEqual(supplementary(solution, FeedViewLayoutFactory.titleKind, 0)?.frame, CGRect(x: 16, y: 0, width: 358, height: 36))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 16, y: 36, width: 358, height: 200))
        XCTAssertEqual(cell(solution, 1), CGRect(x: 16, y: 244, width: 358, height: 80))
        XCTAssertEqual(cell(solution, 2), CGRect(x: 16, y: 332, width: 358, height: 120))
        XCTAssertEqual(solution.contentSize, CGSize(width: 390, height: 452))
    }

    func testArticleListMarginsOnAPhoneReadableColumnsOnAnIPad() throws {
        // iPhone 16 portrait: compact → one column inside the layout margins, 393 − 16 − 16 = 361 at x 16 (step 3a).
        let phone = try solve(ArticleListLayout.make(), LayoutContext(device: .iPhone16, itemCounts: [2]))
        XCTAssertEqual(cell(phone, 1), CGRect(x: 16, y: 80, width: 361, height: 80))
        // iPad Pro 13 landscape: regular → two columns in the readable width, 1376 − 356 − 356 = 664 at x 356
        // (Devices.md): 332 each, at 356 and 688.
        let pad = try solve(ArticleListLayout.make(), LayoutContext(device: .iPadPro13, orientation: .landscapeLeft, itemCounts: [3]))
        XCTAssertEqual(cell(pad, 0), CGRect(x: 356, y: 0, width: 332, height: 80))
        XCTAssertEqual(cell(pad, 1), CGRect(x: 688, y: 0, width: 332, height: 80))
        XCTAssertEqual(cell(pad, 2), CGRect(x: 356, y: 80, width: 332, height: 80))
        // Without a device the context is a phone (Devices.md): the compact branch, inside a plain view's default
        // 8-pt margins (Devices.md, "A context without a device") → 320 − 8 − 8 = 304 at x 8.
        let plain = try solve(ArticleListLayout.make(), context(320, 480, [1]))
        XCTAssertEqual(cell(plain, 0), CGRect(x: 8, y: 0, width: 304, height: 80))
    }

    // MARK: Batch 2

    func testMosaicGalleryLargeTileBesideAColumnOfTwo() throws {
        // 320 x 200 rows, gutter 4: [large, column] resolve against 320 − 4 = 316 (step 3c.2): 2/3 → 210.67, floored
        // to the half point: 210.5; 1/3 → 105.33 → 105; the column at 210.5 + 4 = 214.5. Its two tiles against
        // 200 − 4 = 196: 98 each, at y 0 and 102. The next row 4 below, at 204; two rows: content 404.
        let screen = MosaicGalleryViewController()
        screen.viewDidLoad()
        let solution = try solve(try XCTUnwrap(screen.layout), context(320, 480, [6]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 0, y: 0, width: 210.5, height: 200))
        XCTAssertEqual(cell(solution, 1), CGRect(x: 214.5, y: 0, width: 105, height: 98))
        XCTAssertEqual(cell(solution, 2), CGRect(x: 214.5, y: 102, width: 105, height: 98))
        XCTAssertEqual(cell(solution, 3), CGRect(x: 0, y: 204, width: 210.5, height: 200))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 404))
    }

    func testCalendarMonthSevenSquareDaysAWeekUnderPinnedWeekdays() throws {
        // iPhone 16 (393 wide, 3x): 393 / 7 = 56.14, floored to the third of a point: 56; the week is FW(1/7) =
        // 56 tall; day k at x 56k. Under the 30-pt weekday header: day 7 at y 86; five weeks: content 310.
        let solution = try solve(CalendarMonthLayout.make(), LayoutContext(device: .iPhone16, itemCounts: [35]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 0, y: 30, width: 56, height: 56))
        XCTAssertEqual(cell(solution, 6), CGRect(x: 336, y: 30, width: 56, height: 56))
        XCTAssertEqual(cell(solution, 7), CGRect(x: 0, y: 86, width: 56, height: 56))
        XCTAssertEqual(solution.contentSize, CGSize(width: 393, height: 310))
        // Scrolled to 100, the weekdays stay on top: min(100, 310 − 30) = 100 (step 4, pinning).
        var scrolled = LayoutContext(device: .iPhone16, itemCounts: [35])
        scrolled.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(supplementary(try solve(CalendarMonthLayout.make(), scrolled), CalendarMonthLayout.weekdayHeaderKind, 0)?.frame,
                       CGRect(x: 0, y: 100, width: 393, height: 30))
    }

    func testHomeFeedStoryBubblesRowThenPosts() throws {
        // 390 wide, [6, 2]. Stories: 80 x 96 groups from x 12, y 8; each bubble is its slot less (4, 4, 20, 4):
        // (16, 12, 72, 72), the next at 96. The section is 8 + 96 + 8 = 112 tall; posts of 60 from 112.
        // The row ends at 12 + 6 x 80 = 492, + 12 = 504: it scrolls 504 − 390 = 114 (step 3d′).
        let solution = try solve(HomeFeedLayout(), context(390, 844, [6, 2]))
        XCTAssertEqual(cell(solution, 0, 0), CGRect(x: 16, y: 12, width: 72, height: 72))
        XCTAssertEqual(cell(solution, 1, 0), CGRect(x: 96, y: 12, width: 72, height: 72))
        XCTAssertEqual(cell(solution, 1, 1), CGRect(x: 0, y: 172, width: 390, height: 60))
        XCTAssertEqual(solution.orthogonalScrollRange(inSection: 0), 0...114)
        XCTAssertEqual(solution.contentSize, CGSize(width: 390, height: 232))
    }

    func testWaterfallCustomGroupFramesRepeatPerBlock() throws {
        // 320 wide: the provider's container is the group, 320 x 300: columns (320 − 10) / 2 = 155, the right one
        // at 165. Items 4 and 5 start the second block at y 300; custom groups are never trimmed (step 3d): 600.
        let solution = try solve(WaterfallLayout.make(), context(320, 480, [6]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 0, y: 0, width: 155, height: 200))
        XCTAssertEqual(cell(solution, 1), CGRect(x: 165, y: 0, width: 155, height: 140))
        XCTAssertEqual(cell(solution, 2), CGRect(x: 0, y: 210, width: 155, height: 90))
        XCTAssertEqual(cell(solution, 3), CGRect(x: 165, y: 150, width: 155, height: 150))
        XCTAssertEqual(cell(solution, 5), CGRect(x: 165, y: 300, width: 155, height: 140))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 600))
    }

    func testAlbumRowsARibbonOnEveryRowGroup() throws {
        // 330 wide: covers 110 x 120. The ribbon anchors to each row's top-leading corner (step 3d″): (0, 0, 60, 20)
        // and, numbered per kind, (0, 120, 60, 20) on the partly filled second row.
        let solution = try solve(AlbumRowsLayout().layout, context(330, 600, [5]))
        XCTAssertEqual(cell(solution, 4), CGRect(x: 110, y: 120, width: 110, height: 120))
        XCTAssertEqual(supplementary(solution, AlbumRowsLayout.ribbonKind, 0)?.frame, CGRect(x: 0, y: 0, width: 60, height: 20))
        XCTAssertEqual(supplementary(solution, AlbumRowsLayout.ribbonKind, 1)?.frame, CGRect(x: 0, y: 120, width: 60, height: 20))
        XCTAssertNil(supplementary(solution, AlbumRowsLayout.ribbonKind, 2))
        XCTAssertEqual(solution.contentSize, CGSize(width: 330, height: 240))
    }

    func testOnboardingBannersSnapAPageAtATime() throws {
        // Three 320-wide pages: the row scrolls 960 − 320 = 640. `.paging` snaps to multiples of the page,
        // 320 (step 3d′): 200 rests at 320; 700, past the end, at 640. Solved at 320, page 1 is on screen at x 0.
        let solution = try solve(UICollectionViewLayout.onboardingBanners, context(320, 480, [3]))
        XCTAssertEqual(solution.orthogonalScrollRange(inSection: 0), 0...640)
        XCTAssertEqual(solution.orthogonalRestingOffset(forProposedOffset: CGPoint(x: 200, y: 0), inSection: 0), CGPoint(x: 320, y: 0))
        XCTAssertEqual(solution.orthogonalRestingOffset(forProposedOffset: CGPoint(x: 700, y: 0), inSection: 0), CGPoint(x: 640, y: 0))
        var scrolled = context(320, 480, [3])
        scrolled.orthogonalOffsets = [0: CGPoint(x: 320, y: 0)]
        let paged = try solve(UICollectionViewLayout.onboardingBanners, scrolled)
        XCTAssertEqual(cell(paged, 1), CGRect(x: 0, y: 0, width: 320, height: 180))
        XCTAssertEqual(cell(paged, 0), CGRect(x: -320, y: 0, width: 320, height: 180))
    }

    func testDashboardSectionKindsInsideTheMarginsSixteenApart() throws {
        // iPhone 16 Pro (402 wide, margins 16): the .layoutMargins reference leaves 370 at x 16 (step 3a). Tiles:
        // 0.5 of 370 − 10 = 180, at 16 and 206; rows 110 apart; section 0 ends at 210. 16 pt, the chart
        // (16, 226, 370, 220), ending 446; 16 pt, activity rows of 56 from 462: 462, 518, 574; content 630.
        // The provider captures its owner weakly, as apps write it: keep the owner alive while solving.
        let dashboard = DashboardLayout()
        let solution = try withExtendedLifetime(dashboard) {
            try solve(dashboard.createLayout(), LayoutContext(device: .iPhone16Pro, itemCounts: [4, 1, 3]))
        }
        XCTAssertEqual(cell(solution, 1, 0), CGRect(x: 206, y: 0, width: 180, height: 100))
        XCTAssertEqual(cell(solution, 2, 0), CGRect(x: 16, y: 110, width: 180, height: 100))
        XCTAssertEqual(cell(solution, 0, 1), CGRect(x: 16, y: 226, width: 370, height: 220))
        XCTAssertEqual(cell(solution, 2, 2), CGRect(x: 16, y: 574, width: 370, height: 56))
        XCTAssertEqual(solution.contentSize, CGSize(width: 402, height: 630))
    }

    func testFilterChipsWrapAtTheEstimateAndMirrorRightToLeft() throws {
        // 320 wide, no sizer: each chip keeps its 80-pt estimate; three fit a line (3 x 80 + 2 x 8 = 256; four
        // need 344, step 3c.2): x 0, 88, 176; the next line 8 below, at 40. Content 320 x 72.
        let solution = try solve(FilterChipsLayout.make(), context(320, 480, [5]))
        XCTAssertEqual(cell(solution, 2), CGRect(x: 176, y: 0, width: 80, height: 32))
        XCTAssertEqual(cell(solution, 3), CGRect(x: 0, y: 40, width: 80, height: 32))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 72))
        // Right to left, mirrored in the 320-wide content (step 5): x' = 320 − x − 80.
        var rtl = context(320, 480, [5])
        rtl.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        let mirrored = try solve(FilterChipsLayout.make(), rtl)
        XCTAssertEqual(cell(mirrored, 0), CGRect(x: 240, y: 0, width: 80, height: 32))
        XCTAssertEqual(cell(mirrored, 2), CGRect(x: 64, y: 0, width: 80, height: 32))
    }

    func testLoadingFooterSpansTheWidthWhileRowsAreInset() throws {
        // 320 wide, rows (20, 44i, 280, 44); the footer keeps its 50-pt estimate and, not following the
        // insets (step 3e), is the whole 320 wide, extending the section at 132. Content 182.
        let solution = try solve(makeLoadingFooterLayout(), context(320, 480, [3]))
        XCTAssertEqual(cell(solution, 2), CGRect(x: 20, y: 88, width: 280, height: 44))
        XCTAssertEqual(supplementary(solution, UICollectionView.elementKindSectionFooter, 0)?.frame, CGRect(x: 0, y: 132, width: 320, height: 50))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 182))
    }

    func testEmojiPickerCategoryLabelsLeadEachSectionSideways() throws {
        // Sideways in 320 x 200, [8, 4]: the leading label (30 wide, FH(1) = 200) extends the section along x
        // (step 3e); columns 44 wide from x 30, emoji FH(0.25) of 200 = 50 tall: item 3 at y 150, item 4 in the
        // next column at x 74. Section 0 ends at 118; section 1's label at 118, its first emoji at 148.
        let solution = try solve(EmojiPickerLayout.make(), context(320, 200, [8, 4]))
        XCTAssertEqual(supplementary(solution, EmojiPickerLayout.categoryLabelKind, 0, 0)?.frame, CGRect(x: 0, y: 0, width: 30, height: 200))
        XCTAssertEqual(cell(solution, 3, 0), CGRect(x: 30, y: 150, width: 44, height: 50))
        XCTAssertEqual(cell(solution, 4, 0), CGRect(x: 74, y: 0, width: 44, height: 50))
        XCTAssertEqual(supplementary(solution, EmojiPickerLayout.categoryLabelKind, 0, 1)?.frame, CGRect(x: 118, y: 0, width: 30, height: 200))
        XCTAssertEqual(cell(solution, 0, 1), CGRect(x: 148, y: 0, width: 44, height: 50))
        XCTAssertEqual(solution.contentSize, CGSize(width: 192, height: 200))
    }

    func testTimelineEdgeSpacingLeavesTheTimeGutter() throws {
        // 320 wide: the 200-pt card after its 60-pt leading edge spacing (step 3c.7): (60, 0, 200, 70); one fits a
        // row (two would need 520). Rows 12 apart: the second at 82; content 152.
        let solution = try solve(TimelineLayout.make(), context(320, 480, [2]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 60, y: 0, width: 200, height: 70))
        XCTAssertEqual(cell(solution, 1), CGRect(x: 60, y: 82, width: 200, height: 70))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 152))
    }

    func testMovieDetailPosterUnderTheHousingCastInsideTheSafeArea() throws {
        // iPhone 16 in landscape (852 wide, safe area 59 each side): the poster's section has no reference
        // (step 3a), so it spans 0…852; the cast's default .safeArea reference leaves 852 − 118 = 734 at x 59.
        let solution = try solve(MovieDetailLayout.make(), LayoutContext(device: .iPhone16, orientation: .landscapeRight, itemCounts: [1, 2]))
        XCTAssertEqual(cell(solution, 0, 0), CGRect(x: 0, y: 0, width: 852, height: 200))
        XCTAssertEqual(cell(solution, 1, 1), CGRect(x: 59, y: 260, width: 734, height: 60))
        XCTAssertEqual(solution.contentSize, CGSize(width: 852, height: 320))
    }
}
