import LayoutKitLinux
import XCTest

/// The app-style builder files of Tests/LayoutTests/Compile/ (each imports only LayoutKitLinux), solved, with the
/// frames worked out by hand from the rules of Docs/Solver.md (section numbers there) in each test's comments.
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

    func testPhotoGrid_threeSquaresARowWithInsetGutters() throws {
        // 390 wide: the group is FW(1) x FW(1/3) = 390 x 130 (§3b); each slot 130 x 130, the cell the slot less
        // 2 on every side (§3c.8): 126 x 126. Item 3 starts the second row at y 130. Seven items: three rows,
        // the last (one item) not trimmed, its item as tall as the row (§3d): content 390 x 390.
        let solution = try solve(PhotoGridScreen().collectionViewLayout, context(390, 844, [7]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 2, y: 2, width: 126, height: 126))
        XCTAssertEqual(cell(solution, 1), CGRect(x: 132, y: 2, width: 126, height: 126))
        XCTAssertEqual(cell(solution, 3), CGRect(x: 2, y: 132, width: 126, height: 126))
        XCTAssertEqual(cell(solution, 6), CGRect(x: 2, y: 262, width: 126, height: 126))
        XCTAssertEqual(solution.contentSize, CGSize(width: 390, height: 390))
    }

    func testAdaptiveColumns_fiveOnAnIPadTwoOnAPhone() throws {
        // iPad Pro 13 portrait: the provider sees 1032 (the whole view, §3a) → 5 columns. Across, 1032 − 16 − 16 =
        // 1000; five copies resolve against 1000 − 4 x 10 = 960 (§3c.4): 192 each, at 16 + k x 202. Rows of 150,
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

    func testPinnedHeaders_headerStaysAtTheTopWhileItsSectionScrolls() throws {
        // 320 wide, [5, 5], scrolled to y 100. Section 0: the header (estimate 44, no sizer) extends the section at
        // y 0 and follows the 10-pt side insets: (10, 0, 300, 44); rows 44 tall, 5 apart, from 44: 44, 93, 142,
        // 191, 240; the section ends at 284 (§3d, §3e). Section 1 from 284: header (10, 284), rows from 328.
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

    func testAppStoreFeed_pagingBannersThenChartColumns() throws {
        // 390 wide, [3, 6]. Section 0 (orthogonal): groups FW(0.9) of the whole view = 351 x 240 (§3d′), from the
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
        // naming the section; an empty third section is fine (§3d: no size).
        XCTAssertThrowsError(try solve(AppStoreFeedLayout(), context(390, 844, [3, 6, 2]))) { error in
            XCTAssertEqual((error as? LayoutError)?.path, "section 2")
        }
        XCTAssertEqual(try solve(AppStoreFeedLayout(), context(390, 844, [3, 6, 0])).contentSize.height, 494)
    }

    func testCoverFlow_middleCardFullSizeOthersShrinkAndFade() throws {
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

    func testItemBadges_onEachIconsTopTrailingCorner() throws {
        // 320 wide, section insets 20: the group is 280 wide, FW(0.2) of 280 = 56 tall; items 70 x 56; the cell
        // is the slot less 5 all round: (25, 25, 60, 46). The badge (20 x 20) anchors [.top, .trailing] with a
        // fractional offset (0.3, −0.3) of its own size (§3d″): x = 25 + 60 − 20 + 6 = 71, y = 25 − 6 = 19.
        // Item 4 starts row 2 at y 20 + 56 = 76: cell y 81, badge y 75. Eight items: 20 + 112 + 20 = 152.
        let solution = try solve(NotificationBadgeGrid().makeLayout(), context(320, 480, [8]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 25, y: 25, width: 60, height: 46))
        XCTAssertEqual(supplementary(solution, NotificationBadgeGrid.badgeKind, 0)?.frame, CGRect(x: 71, y: 19, width: 20, height: 20))
        XCTAssertEqual(supplementary(solution, NotificationBadgeGrid.badgeKind, 1)?.frame, CGRect(x: 141, y: 19, width: 20, height: 20))
        XCTAssertEqual(supplementary(solution, NotificationBadgeGrid.badgeKind, 4)?.frame, CGRect(x: 71, y: 75, width: 20, height: 20))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 152))
    }

    func testMagazine_largeStoryBesideTwoSmallOnes() throws {
        // 320 x 480: the row is FH(0.4) of 480 = 192 tall. The large slot is 0.7 x 320 = 224 wide, its cell less
        // 10 all round: (10, 10, 204, 172). The column is 0.3 x 320 = 96 wide at x 224; its two slots 96 x 96
        // (FH(0.5) of 192), cells (234, 10, 76, 76) and (234, 106, 76, 76) (§3c.9). Item 3 starts row 2 at 192.
        let solution = try solve(MagazineScreen().createLayout(), context(320, 480, [4]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 10, y: 10, width: 204, height: 172))
        XCTAssertEqual(cell(solution, 1), CGRect(x: 234, y: 10, width: 76, height: 76))
        XCTAssertEqual(cell(solution, 2), CGRect(x: 234, y: 106, width: 76, height: 76))
        XCTAssertEqual(cell(solution, 3), CGRect(x: 10, y: 202, width: 204, height: 172))
    }

    func testSectionBackground_aCardBehindEachSection() throws {
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

    func testProfile_layoutHeaderAndFooterAroundSpacedSections() throws {
        // 320 wide, [4, 2]: the layout header (0, 0, 320, 60) pushes every section (§3e); section 0's two rows of
        // 100 at 60 and 160 end at 260; 20 pt, then section 1's row at 280, ending 380 (§3f: spacing between
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

    func testHorizontalShelf_columnsOfTwoScrollingSideways() throws {
        // Scrolling sideways in 320 x 480: columns 150 wide, the whole 480 tall; the two tiles resolve FH(0.5)
        // against 480 − 10 = 470 (§3c.4): 235, at y 0 and 245. Columns 10 apart: x 0, 160, 320. Five items:
        // content 150 + 10 + 150 + 10 + 150 = 470 wide (the last column not trimmed: both slots reach x 150).
        let solution = try solve(makeHorizontalShelfLayout(), context(320, 480, [5]))
        XCTAssertEqual(cell(solution, 0), CGRect(x: 0, y: 0, width: 150, height: 235))
        XCTAssertEqual(cell(solution, 1), CGRect(x: 0, y: 245, width: 150, height: 235))
        XCTAssertEqual(cell(solution, 4), CGRect(x: 320, y: 0, width: 150, height: 235))
        XCTAssertEqual(solution.contentSize, CGSize(width: 470, height: 480))
    }

    func testSelfSizingFeed_measuredPostsAndTitle() throws {
        // 390 wide, 3 posts. The title (estimate 30) measures 36; posts 0 and 1 measure 200 and 80, post 2 keeps
        // its estimate 120 (Solver.md "Self-sizing"; §3e for the header). Rows 358 wide at x 16 from 36:
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

    func testArticleList_marginsOnAPhoneReadableColumnsOnAnIPad() throws {
        // iPhone 16 portrait: compact → one column inside the layout margins, 393 − 16 − 16 = 361 at x 16 (§3a).
        let phone = try solve(ArticleListLayout.make(), LayoutContext(device: .iPhone16, itemCounts: [2]))
        XCTAssertEqual(cell(phone, 1), CGRect(x: 16, y: 80, width: 361, height: 80))
        // iPad Pro 13 landscape: regular → two columns in the readable width, 1376 − 356 − 356 = 664 at x 356
        // (Devices.md): 332 each, at 356 and 688.
        let pad = try solve(ArticleListLayout.make(), LayoutContext(device: .iPadPro13, orientation: .landscapeLeft, itemCounts: [3]))
        XCTAssertEqual(cell(pad, 0), CGRect(x: 356, y: 0, width: 332, height: 80))
        XCTAssertEqual(cell(pad, 1), CGRect(x: 688, y: 0, width: 332, height: 80))
        XCTAssertEqual(cell(pad, 2), CGRect(x: 356, y: 80, width: 332, height: 80))
        // Without a device the context is a phone (Devices.md): the compact branch, margins zero → full width.
        let plain = try solve(ArticleListLayout.make(), context(320, 480, [1]))
        XCTAssertEqual(cell(plain, 0), CGRect(x: 0, y: 0, width: 320, height: 80))
    }
}
