import LayoutKitLinux
import XCTest

/// The app-style data-side files of Tests/LayoutTests/DataCompile/ (each imports only LayoutKitLinux), driven as a
/// test drives an app's screen: make it, apply its snapshot, `layoutIfNeeded()`, then read which identifier sits in
/// which cell at which frame, what the supplementary provider returned and what the content configuration says.
/// Every expected frame is worked out by hand in the comments from Docs/Solver.md (cited by step: "step 3c.8" is
/// item 8 of step 3c) and, for lists, from Docs/Lists.md's construction and its `.iOS18` metrics (rows estimated
/// 44, plain headers 22 below the previous section, sidebars 8 in from each side). A collection view made from a
/// bare frame solves in a phone-like context at 2x with no insets (Docs/Devices.md, "A context without a device").
///
/// UIKit's views are main-actor types; an `@MainActor` XCTest method traps under Linux's test discovery, so each
/// test stays nonisolated and enters the main actor with `MainActor.assumeIsolated` (tests run on the main thread).
final class DataCorpusTests: XCTestCase {
    // MARK: Reading the collection view as a test does

    @MainActor
    private static func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @MainActor
    private static func text(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> String? {
        (collectionView.cellForItem(at: IndexPath(item: item, section: section))?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @MainActor
    private static func listContent(_ view: UICollectionReusableView?) -> UIListContentConfiguration? {
        (view as? UICollectionViewCell)?.contentConfiguration as? UIListContentConfiguration
    }

    /// The file tree both outline tests browse: / holding the folder Docs (one file, a.txt) and readme.md, shown
    /// with the root expanded.
    @MainActor
    private static func fileTree() -> FileTreeBrowser {
        let browser = FileTreeBrowser(frame: CGRect(x: 0, y: 0, width: 320, height: 480), listing: [
            "/": [FileNode(path: "/Docs", isFolder: true), FileNode(path: "/readme.md", isFolder: false)],
            "/Docs": [FileNode(path: "/Docs/a.txt", isFolder: false)],
        ])
        browser.showRoot()
        return browser
    }

    // MARK: Diffable data sources with cell registrations

    func testNumberedListRowsFortyFourApartAndOnlyTheVisibleCellsAreMade() {
        MainActor.assumeIsolated {
            // 320 x 480, plain list of 94 rows: each row FW(1) x estimated 44 (Lists.md step 1), no side insets
            // (step 2: reference .none, side inset 0), no header and no top padding (step 5): row i at (0, 44i,
            // 320, 44); no sizer and list cells that do not size themselves keep the estimate (Solver.md,
            // "Self-sizing"). Content 94 x 44 = 4136 tall.
            let screen = NumberedListScreen()
            screen.loadView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let collectionView = screen.collectionView!
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.numberOfSections, 1)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 94)
            XCTAssertEqual(Self.frame(collectionView, 0), CGRect(x: 0, y: 0, width: 320, height: 44))
            XCTAssertEqual(Self.frame(collectionView, 3), CGRect(x: 0, y: 132, width: 320, height: 44))
            XCTAssertEqual(Self.text(collectionView, 3), "3")
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 4136))
            // Visible: the rows meeting 0…480, rows 0 to 10 (row 10 spans 440…484): 11 cells, none for row 50.
            XCTAssertEqual(collectionView.indexPathsForVisibleItems.sorted(), (0...10).map { IndexPath(item: $0, section: 0) })
            XCTAssertEqual(collectionView.visibleCells.count, 11)
            XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 50, section: 0)))
            // Scrolled to 1000: rows 22 (968…1012) to 33 (1452…1496); row 34 starts at 1496, past 1480.
            collectionView.contentOffset = CGPoint(x: 0, y: 1000)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.indexPathsForVisibleItems.sorted(), (22...33).map { IndexPath(item: $0, section: 0) })
            XCTAssertEqual(Self.text(collectionView, 22), "22")
            XCTAssertEqual(Self.frame(collectionView, 33), CGRect(x: 0, y: 1452, width: 320, height: 44))
            XCTAssertEqual(screen.dataSource.itemIdentifier(for: IndexPath(item: 33, section: 0)), 33)
            XCTAssertEqual(screen.dataSource.indexPath(for: 40), IndexPath(item: 40, section: 0))
        }
    }

    func testStoreFrontHeaderProviderTitlesTheGridWhileBannersPageSideways() {
        MainActor.assumeIsolated {
            // 390 wide. Featured (orthogonal, step 3d′): groups FW(0.9) of the whole view = 351 x 200 from the
            // leading inset 16, 10 apart: 16, 377 (both meet the 390-wide view). The section is 0 + 200 + 20 = 220.
            // Top Free: the 44-pt header follows the side insets (step 3e): (16, 220, 358, 44); rows of two FW(0.5)
            // items, fixed spacing 10, resolve against 358 − 10 = 348 (step 3c.2): 174 wide at x 16 and 200; rows
            // 70 tall from 264: app 2 at (16, 334). Content 334 + 70 = 404.
            let store = StoreFrontController(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            store.show(banners: ["Spring Sale", "New Games"], apps: [("com.a", "Alpha"), ("com.b", "Beta"), ("com.c", "Gamma")])
            let collectionView = store.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 0, 0), CGRect(x: 16, y: 0, width: 351, height: 200))
            XCTAssertEqual(Self.frame(collectionView, 1, 0), CGRect(x: 377, y: 0, width: 351, height: 200))
            XCTAssertEqual(Self.text(collectionView, 1, 0), "New Games")
            XCTAssertEqual(Self.frame(collectionView, 0, 1), CGRect(x: 16, y: 264, width: 174, height: 70))
            XCTAssertEqual(Self.frame(collectionView, 1, 1), CGRect(x: 200, y: 264, width: 174, height: 70))
            XCTAssertEqual(Self.frame(collectionView, 2, 1), CGRect(x: 16, y: 334, width: 174, height: 70))
            let app = collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? UICollectionViewListCell
            XCTAssertEqual((app?.contentConfiguration as? UIListContentConfiguration)?.text, "Beta")
            XCTAssertEqual((app?.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "com.b")
            XCTAssertEqual(app?.accessories.count, 1)
            // The provider's header for the grid, titled from `sectionIdentifier(for:)`; the banners have none.
            let header = collectionView.supplementaryView(forElementKind: StoreFrontController.headerKind,
                                                          at: IndexPath(item: 0, section: 1)) as? StoreHeaderView
            XCTAssertEqual(header?.title, "Top Free")
            XCTAssertEqual(header?.frame, CGRect(x: 16, y: 220, width: 358, height: 44))
            XCTAssertNil(collectionView.supplementaryView(forElementKind: StoreFrontController.headerKind, at: IndexPath(item: 0, section: 0)))
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 404))
        }
    }

    func testSpringboardBadgesFollowEachIconsCornerWithTheProvidersCount() {
        MainActor.assumeIsolated {
            // 320 wide: slots FW(0.25) = 80 x 80 (the row FW(0.25) of 320); each icon is its slot less 10 all round
            // (step 3c.8): (10, 10, 60, 60), the next at x 90, icon 4 on the second row at y 90. The 20 x 20 badge
            // anchors [.top, .trailing] with an absolute offset (6, −6) on the icon's frame (step 3d″):
            // x = 10 + 60 − 20 + 6 = 56, y = 10 − 6 = 4; badge 1 at x 136; badge 4 at (56, 84).
            let grid = SpringboardGrid(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            grid.show([AppIcon(name: "Mail", unreadCount: 3), AppIcon(name: "Maps", unreadCount: 0), AppIcon(name: "Notes", unreadCount: 120),
                       AppIcon(name: "Music", unreadCount: 1), AppIcon(name: "Photos", unreadCount: 5)])
            let collectionView = grid.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 0), CGRect(x: 10, y: 10, width: 60, height: 60))
            XCTAssertEqual(Self.frame(collectionView, 4), CGRect(x: 10, y: 90, width: 60, height: 60))
            XCTAssertEqual(Self.text(collectionView, 2), "Notes")
            @MainActor func badge(_ item: Int) -> UnreadBadgeView? {
                collectionView.supplementaryView(forElementKind: UnreadBadgeView.elementKind, at: IndexPath(item: item, section: 0)) as? UnreadBadgeView
            }
            XCTAssertEqual(badge(0)?.frame, CGRect(x: 56, y: 4, width: 20, height: 20))
            XCTAssertEqual(badge(1)?.frame, CGRect(x: 136, y: 4, width: 20, height: 20))
            XCTAssertEqual(badge(4)?.frame, CGRect(x: 56, y: 84, width: 20, height: 20))
            // What the provider made of each item: the count, hidden at zero, capped at 99+.
            XCTAssertEqual(badge(0)?.text, "3")
            XCTAssertEqual(badge(0)?.accessibilityLabel, "3 unread")
            XCTAssertEqual(badge(0)?.isHidden, false)
            XCTAssertEqual(badge(1)?.text, "0")
            XCTAssertEqual(badge(2)?.text, "99+")
            // The file hides a zero badge in its registration handler, as Apple's "Implementing Modern Collection
            // Views" sample does (ItemBadgeSupplementaryViewController): UIKit applies the layout attributes before
            // the handler, so the badge stays hidden, and again after another layout pass with the same attributes.
            XCTAssertEqual(badge(1)?.isHidden, true)
            collectionView.setNeedsLayout()
            collectionView.layoutIfNeeded()
            XCTAssertEqual(badge(1)?.isHidden, true)
            XCTAssertEqual(badge(0)?.isHidden, false)
        }
    }

    func testSectionBackgroundsAreViewsOfTheRegisteredClassAndTheListRestsBelowTheSafeArea() {
        MainActor.assumeIsolated {
            // iPhone 16e, 390 × 844, safe area 47 top / 34 bottom. Six sections of four tiles: two 100-pt rows plus
            // insets 12 + 12, so 224 pt a section (section k at y 224k) and 1,344 in all, taller than the screen:
            // `.automatic` takes the safe area, adjustedContentInset (47, 0, 34, 0), and the list rests at −47.
            let screen = SectionBackgroundCardsScreen(device: .iPhone16e)
            screen.show(sections: 6, tilesPerSection: 4)
            let collectionView = screen.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertNil(collectionView.firstMisuse)
            XCTAssertEqual(collectionView.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: -47))
            XCTAssertEqual(screen.floatingButtonBottomInset, 50)
            // Tiles: (390 − 16 − 16) / 2 = 179 wide, from x 16, the first row at y 12.
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 195, y: 12, width: 179, height: 100))
            // Backgrounds: the section's rectangle, the whole width across, less the decoration's insets (4, 8, 4, 8):
            // (8, 224k + 4, 374, 216); zIndex −1. The bounds −47 … 797 meet sections 0 … 3 (section 3 is 672 … 896).
            @MainActor func backgrounds() -> [CardSectionBackgroundView] {
                collectionView.subviews.compactMap { $0 as? CardSectionBackgroundView }.sorted { $0.frame.minY < $1.frame.minY }
            }
            XCTAssertEqual(backgrounds().map(\.frame), [0, 1, 2, 3].map { CGRect(x: 8, y: 224 * CGFloat($0) + 4, width: 374, height: 216) })
            XCTAssertEqual(backgrounds().map(\.layer.zPosition), [-1, -1, -1, -1])
            XCTAssertEqual(backgrounds().first?.layer.cornerRadius, 12)
            // Section 5's first tile at the top would be offset 224 × 5 + 12 − 47 = 1,085; the largest offset is
            // 1,344 + 34 − 844 = 534. There the bounds are 534 … 1,378: sections 2 … 5. Sections 0 and 1 left, and
            // their two views were reused for sections 4 and 5.
            collectionView.scrollToItem(at: IndexPath(item: 0, section: 5), at: .top, animated: false)
            XCTAssertEqual(collectionView.contentOffset.y, 534)
            XCTAssertEqual(backgrounds().map(\.frame.minY), [452, 676, 900, 1124])
            XCTAssertEqual(backgrounds().map(\.reuseCount).reduce(0, +), 2)
        }
    }

    func testMailboxSidebarShowsOnlyTheExpandedAccountsMailboxes() {
        MainActor.assumeIsolated {
            // Sidebar list, 320 wide: rows 8 in from each side (Lists.md step 2: side inset 8), 304 x 44; the
            // account row is the section's first item (step 4), with no padding above it (sidebar header padding 0).
            // Account a@ is expanded: its row and three mailboxes at y 0, 44, 88, 132, ending 176. Account b@ is
            // collapsed: only its row shows, at 176 (its mailbox is in the section snapshot but not visible).
            let sidebar = MailboxSidebar(frame: CGRect(x: 0, y: 0, width: 320, height: 700))
            let a = MailAccount(address: "a@example.com"), b = MailAccount(address: "b@example.com")
            sidebar.show(accounts: [(a, [("Inbox", "tray", 12), ("Sent", "paperplane", 0), ("Archive", "archivebox", 0)]),
                                    (b, [("Inbox", "tray", 3)])],
                         collapsed: [b.address])
            let collectionView = sidebar.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 1)
            XCTAssertEqual(Self.frame(collectionView, 0, 0), CGRect(x: 8, y: 0, width: 304, height: 44))
            XCTAssertEqual(Self.frame(collectionView, 3, 0), CGRect(x: 8, y: 132, width: 304, height: 44))
            XCTAssertEqual(Self.frame(collectionView, 0, 1), CGRect(x: 8, y: 176, width: 304, height: 44))
            XCTAssertEqual(Self.text(collectionView, 0, 0), "a@example.com")
            XCTAssertEqual(Self.text(collectionView, 1, 0), "Inbox")
            XCTAssertEqual(Self.text(collectionView, 0, 1), "b@example.com")
            XCTAssertEqual(sidebar.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)),
                           .mailbox(account: a.address, name: "Archive", symbol: "archivebox", unread: 0))
            let collapsed = sidebar.dataSource.snapshot(for: b)
            XCTAssertEqual(collapsed.items.count, 2)
            XCTAssertEqual(collapsed.visibleItems, [.account(b)])
            XCTAssertEqual(collectionView.contentSize.height, 220)
        }
    }

    func testPagedStoriesCopyTheSectionSnapshotAndLeaveTheOriginal() {
        MainActor.assumeIsolated {
            // Rows of 50 in one section layout for both sections, back to back: the banner (0, 0, 320, 50), the
            // feed from y 50. After the first page: stories 0-4 at 50, 100, …, 250 and the loading row at 300.
            let feed = PagedStoriesController(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            feed.start()
            let before = feed.appendNextPage(hasMore: true)
            XCTAssertEqual(before.items, [.loadingIndicator], "the copy was changed, not the snapshot it was made from")
            let collectionView = feed.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 0, 0), CGRect(x: 0, y: 0, width: 320, height: 50))
            XCTAssertEqual(Self.text(collectionView, 4, 1), "Story 4")
            XCTAssertEqual(Self.frame(collectionView, 4, 1), CGRect(x: 0, y: 250, width: 320, height: 50))
            XCTAssertEqual(Self.text(collectionView, 5, 1), "Loading…")
            XCTAssertEqual(Self.frame(collectionView, 5, 1), CGRect(x: 0, y: 300, width: 320, height: 50))
            // The second and last page: ten stories, no loading row; story 9 at 50 + 9 x 50 = 500 is below the
            // 480-tall view, so no cell is made for it. Content 50 + 500 = 550.
            feed.appendNextPage(hasMore: false)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(feed.dataSource.snapshot(for: .feed).items, (0..<10).map(PagedFeedItem.story))
            XCTAssertEqual(Self.text(collectionView, 5, 1), "Story 5")
            XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 9, section: 1)))
            XCTAssertEqual(collectionView.contentSize.height, 550)
        }
    }

    func testStatementMigratedFromRxDataSourcesKeepsDayHeadersAndReconfiguresRows() {
        MainActor.assumeIsolated {
            // Plain list with headers, 320 wide: 22 pt of header padding before each section (Lists.md step 3,
            // plain headerTopPadding 22), the header estimated 44 directly above the rows (44 each). Mon: header
            // (0, 22, 320, 44), rows at 66 and 110, the section ends 154; Tue: header at 154 + 22 = 176, row at 220.
            let screen = StatementScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
            var model = StatementViewModel(days: [
                (day: "Mon", rows: [TransactionRow(transactionID: "t1", merchant: "Cafe", amount: "-3.50"),
                                    TransactionRow(transactionID: "t2", merchant: "Books", amount: "-12.00")]),
                (day: "Tue", rows: [TransactionRow(transactionID: "t3", merchant: "Salary", amount: "+900.00")]),
            ])
            screen.bind(model.sections, animated: false)
            let collectionView = screen.collectionView
            collectionView.layoutIfNeeded()
            let monday = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(monday?.frame, CGRect(x: 0, y: 22, width: 320, height: 44))
            XCTAssertEqual(Self.listContent(monday)?.text, "MON")
            let tuesday = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            XCTAssertEqual(tuesday?.frame, CGRect(x: 0, y: 176, width: 320, height: 44))
            XCTAssertEqual(Self.listContent(tuesday)?.text, "TUE")
            XCTAssertEqual(Self.frame(collectionView, 1, 0), CGRect(x: 0, y: 110, width: 320, height: 44))
            XCTAssertEqual(Self.frame(collectionView, 0, 1), CGRect(x: 0, y: 220, width: 320, height: 44))
            let cafe = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            XCTAssertEqual((cafe?.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "-3.50")
            // A new amount under the same identity is the same item, reconfigured in place (the same cell).
            model.days[0].rows[0].amount = "-4.00"
            screen.bind(model.sections, animated: false)
            collectionView.layoutIfNeeded()
            let reconfigured = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            XCTAssertTrue(reconfigured === cafe)
            XCTAssertEqual((reconfigured?.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "-4.00")
            XCTAssertEqual(collectionView.contentSize.height, 264)
        }
    }

    func testCommentCellsSizeTheirRowsThroughPreferredLayoutAttributes() {
        MainActor.assumeIsolated {
            // 320 wide, section insets 8/16/8/16, rows 8 apart: cells 288 wide at x 16. Each cell answers
            // 2 x 12 + 20 per 40-character line (the file's rule): 50 characters → 2 lines → 64; 10 → 44;
            // 100 → 3 lines → 84. Measured rows stack (Solver.md, "Self-sizing"): y 8, 8 + 64 + 8 = 80,
            // 80 + 44 + 8 = 132; content 132 + 84 + 8 = 224.
            let thread = CommentThreadView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
            thread.show([ThreadComment(id: 1, author: "ana", body: String(repeating: "a", count: 50)),
                         ThreadComment(id: 2, author: "ben", body: "short note"),
                         ThreadComment(id: 3, author: "cy", body: String(repeating: "c", count: 100))])
            let collectionView = thread.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 0), CGRect(x: 16, y: 8, width: 288, height: 64))
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 16, y: 80, width: 288, height: 44))
            XCTAssertEqual(Self.frame(collectionView, 2), CGRect(x: 16, y: 132, width: 288, height: 84))
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CommentCell)?.comment?.author, "ben")
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 224))
        }
    }

    func testRecipeFavouriteReconfiguresItsCellInPlaceAndAPhotoReloadsIt() {
        MainActor.assumeIsolated {
            // 320 wide: slots FW(0.5) = 160 x 150, cells the slot less 5 (step 3c.8): (5, 5, 150, 140),
            // (165, 5, 150, 140), the third on the second row at (5, 155, 150, 140).
            let store = RecipeStore([Recipe(id: 1, name: "Soup", isFavorite: false, photoName: "soup"),
                                     Recipe(id: 2, name: "Salad", isFavorite: false, photoName: "salad"),
                                     Recipe(id: 3, name: "Pie", isFavorite: true, photoName: "pie")])
            let grid = RecipeGridController(frame: CGRect(x: 0, y: 0, width: 320, height: 480), store: store)
            grid.showAll(sortedBy: [3, 1, 2])
            let collectionView = grid.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.text(collectionView, 0), "Pie")
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 165, y: 5, width: 150, height: 140))
            XCTAssertEqual(Self.frame(collectionView, 2), CGRect(x: 5, y: 155, width: 150, height: 140))
            let soup = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
            XCTAssertEqual(soup?.accessories.count, 0)
            // Reconfiguring runs the registration again for that one item, on the cell it already has.
            let configuredBefore = grid.configuredCount
            grid.toggleFavorite(1)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(grid.configuredCount, configuredBefore + 1)
            let favourite = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
            XCTAssertTrue(favourite === soup)
            XCTAssertEqual(favourite?.accessories.count, 1)
            // Reloading dequeues a cell for it again: the new photo shows; the item does not move.
            grid.replacePhoto(of: 2, with: "salad-2")
            collectionView.layoutIfNeeded()
            let salad = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
            XCTAssertEqual((salad?.contentConfiguration as? UIListContentConfiguration)?.image, UIImage(named: "salad-2"))
            XCTAssertEqual(salad?.frame, CGRect(x: 5, y: 155, width: 150, height: 140))
        }
    }

    func testSearchAppliesEachQueryByReloadingDataAndClearsWithoutAnimation() {
        MainActor.assumeIsolated {
            // Plain list rows of 44 from y 0 (Lists.md steps 1, 5): the three matches of "pen" at 0, 44, 88.
            let search = ProductSearchController(frame: CGRect(x: 0, y: 0, width: 320, height: 480), catalogue: [
                CatalogueProduct(sku: "P-1", title: "Pen"), CatalogueProduct(sku: "N-1", title: "Notebook"),
                CatalogueProduct(sku: "P-2", title: "Pencil"), CatalogueProduct(sku: "E-1", title: "Eraser"),
                CatalogueProduct(sku: "P-3", title: "Open Pen Case"),
            ])
            search.updateSearchResults(for: " pen ")
            let collectionView = search.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(search.appliedQueries, ["pen"], "the reload's completion ran")
            XCTAssertEqual(search.resultCount, 3)
            XCTAssertEqual(Self.text(collectionView, 2), "Open Pen Case")
            XCTAssertEqual(Self.frame(collectionView, 2), CGRect(x: 0, y: 88, width: 320, height: 44))
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "P-2")
            // Clearing deletes every item and section (deleteAllItems), so nothing is shown.
            search.updateSearchResults(for: "")
            collectionView.layoutIfNeeded()
            XCTAssertEqual(search.resultCount, 0)
            XCTAssertEqual(collectionView.numberOfSections, 0)
            XCTAssertEqual(collectionView.visibleCells.count, 0)
        }
    }

    func testGroceryAislesHeadersFromTheSupplementaryRegistrationAboveSubtitleRows() {
        MainActor.assumeIsolated {
            // Inset-grouped with supplementary headers, 390 wide in a bare context: the card follows the layout
            // margins, 8 here (Lists.md step 2; Devices.md, "A context without a device"): x 8, 390 − 16 = 374 wide,
            // no padding above a header (inset-grouped header padding 0), headers and rows estimated 44 (steps 1, 3). Produce: header (8, 0, 374, 44), rows at 44 and 88, the
            // section ends 132; Bakery: header at 132, its row at 176. Dairy has no items and is not appended.
            let list = GroceryListController(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            list.show([.produce: [GroceryItem(name: "Apples", quantity: "2 kg", inBasket: true), GroceryItem(name: "Kale", quantity: "1 bunch")],
                       .bakery: [GroceryItem(name: "Rye bread", quantity: "1 loaf")],
                       .dairy: []])
            let collectionView = list.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.numberOfSections, 2)
            let produce = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(Self.listContent(produce)?.text, "Produce")
            XCTAssertEqual(produce?.frame, CGRect(x: 8, y: 0, width: 374, height: 44))
            let bakery = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            XCTAssertEqual(Self.listContent(bakery)?.text, "Bakery")
            XCTAssertEqual(bakery?.frame, CGRect(x: 8, y: 132, width: 374, height: 44))
            let apples = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
            XCTAssertEqual(apples?.frame, CGRect(x: 8, y: 44, width: 374, height: 44))
            XCTAssertEqual(Self.listContent(apples)?.secondaryText, "2 kg")
            XCTAssertEqual(apples?.accessories.count, 1, "in the basket: a checkmark")
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)?.accessories.count, 0)
            XCTAssertEqual(Self.text(collectionView, 0, 1), "Rye bread")
            XCTAssertEqual(Self.frame(collectionView, 0, 1), CGRect(x: 8, y: 176, width: 374, height: 44))
            XCTAssertEqual(collectionView.contentSize.height, 220)
        }
    }

    func testSettingsValueRowsWithAccessoriesAndAFooterUnderEachGroup() {
        MainActor.assumeIsolated {
            // Grouped list, footers, no headers, 320 wide: each section starts with 35 of top padding (Lists.md
            // step 5, grouped), rows of 44 edge to edge (steps 1, 2), the footer estimated 44 right after the last row
            // (step 6), no bottom padding (step 7). Account: rows 35, 79, footer 123, the section ends 167.
            // Appearance: rows 202, 246, footer 290, ends 334. About: row 369, footer 413, content 457.
            let settings = SettingsScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 700))
            settings.reload(email: "me@example.com", unread: 4, theme: "Ocean", version: "2.1")
            let collectionView = settings.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 1, 0), CGRect(x: 0, y: 79, width: 320, height: 44))
            XCTAssertEqual(Self.frame(collectionView, 1, 1), CGRect(x: 0, y: 246, width: 320, height: 44))
            XCTAssertEqual(Self.frame(collectionView, 0, 2), CGRect(x: 0, y: 369, width: 320, height: 44))
            let account = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
            XCTAssertEqual(Self.listContent(account)?.text, "Account")
            XCTAssertEqual(Self.listContent(account)?.secondaryText, "me@example.com")
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)?.accessories.count, 2)
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell)?.accessories.count, 1)
            XCTAssertEqual(Self.listContent(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)))?.image, UIImage(systemName: "textformat.size"))
            let aboutFooter = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 2))
            XCTAssertEqual(aboutFooter?.frame, CGRect(x: 0, y: 413, width: 320, height: 44))
            XCTAssertEqual(Self.listContent(aboutFooter)?.text, "Made with care.")
            let accountFooter = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(accountFooter?.frame, CGRect(x: 0, y: 123, width: 320, height: 44))
            XCTAssertNil(Self.listContent(accountFooter)?.text)
            XCTAssertEqual(collectionView.contentSize.height, 457)
        }
    }

    func testFileTreeDisclosureTapsGoThroughTheSectionSnapshotHandlersAndLoadAFolderOnce() {
        MainActor.assumeIsolated {
            // The user's taps on the outline disclosures (tapOutlineDisclosure(at:), Docs/Model.md): UIKit asks
            // shouldExpandItem / shouldCollapseItem, calls willExpandItem / willCollapseItem, and on expanding takes
            // the children from snapshotForExpandingParent. Rows as in the test above: 304 x 44 from x 8.
            let browser = Self.fileTree()
            let collectionView = browser.collectionView
            collectionView.layoutIfNeeded()
            guard let dataSource = collectionView.dataSource as? UICollectionViewDiffableDataSource<FileTreeBrowser.Section, FileNode> else {
                return XCTFail("the browser's diffable data source")
            }
            // Docs (row 1): loaded on first expansion; its file is the third row, at y 88; readme.md moves to 132.
            dataSource.tapOutlineDisclosure(at: IndexPath(item: 1, section: 0))
            collectionView.layoutIfNeeded()
            XCTAssertEqual(browser.openFolders, ["/Docs"])
            XCTAssertEqual(browser.loadedFolders, ["/Docs"])
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
            XCTAssertEqual(Self.text(collectionView, 2), "a.txt")
            XCTAssertEqual(Self.frame(collectionView, 3), CGRect(x: 8, y: 132, width: 304, height: 44))
            // The root refuses to collapse (shouldCollapseItem is false for "/"): nothing changes.
            dataSource.tapOutlineDisclosure(at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
            // Docs collapses, then expands again from its kept children: not loaded a second time.
            dataSource.tapOutlineDisclosure(at: IndexPath(item: 1, section: 0))
            XCTAssertEqual(browser.openFolders, [])
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
            dataSource.tapOutlineDisclosure(at: IndexPath(item: 1, section: 0))
            XCTAssertEqual(browser.openFolders, ["/Docs"])
            XCTAssertEqual(browser.loadedFolders, ["/Docs"])
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
            XCTAssertNil(collectionView.firstMisuse)
        }
    }

    func testFileTreeShowsTheExpandedRootAndCollapsesItThroughItsSectionSnapshot() {
        MainActor.assumeIsolated {
            // Plain sidebar list, 320 wide: rows 8 in from each side, 304 x 44, from y 0 (Lists.md steps 2, 5). The
            // root is expanded: /, Docs, readme.md at 0, 44, 88; Docs's own files are not loaded yet.
            let browser = Self.fileTree()
            let collectionView = browser.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
            XCTAssertEqual(Self.text(collectionView, 1), "Docs")
            XCTAssertEqual(Self.frame(collectionView, 2), CGRect(x: 8, y: 88, width: 304, height: 44))
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)?.accessories.count, 1)
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)?.accessories.count, 0)
            // Collapsing the root through the app's own section snapshot leaves one row; the content is one row tall.
            browser.toggle(FileNode(path: "/", isFolder: true))
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1)
            XCTAssertEqual(collectionView.visibleCells.count, 1)
            XCTAssertEqual(collectionView.contentSize.height, 44)
            // The handlers answer for the user's taps on the disclosure, which UIKit routes through them; applying a
            // section snapshot in code does not consult them, here as in UIKit.
            XCTAssertEqual(browser.openFolders, [])
            XCTAssertEqual(browser.loadedFolders, [])
        }
    }

    func testInsetGridViewControllerLoadsItsCollectionViewIntoItsRootView() {
        MainActor.assumeIsolated {
            // The root view is the default device's screen, 393 x 852 (Docs/Devices.md: the iPhone 16); the collection
            // view made from its bounds has no device of its own, so it lays out on the 2x grid with no insets
            // (Devices.md, "A context without a device"). Slots FW(0.25) of 393 = 98.25, floored to the half point:
            // 98 (step 3b), at 0, 98, 196, 294; rows FW(0.25) = 98 tall; each cell the slot less 5 (step 3c.8):
            // (5, 5, 88, 88), (103, 5, 88, 88); item 4 at (5, 103). 94 items: 24 rows, 2352 tall. Rows 0-8 meet the
            // 852-pt view (row 8 spans 784…882): 36 cells.
            let controller = InsetGridViewController()
            controller.loadViewIfNeeded()
            XCTAssertEqual(controller.title, "Inset Items Grid")
            let collectionView = controller.collectionView!
            XCTAssertTrue(collectionView.superview === controller.view)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 103, y: 5, width: 88, height: 88))
            XCTAssertEqual(Self.frame(collectionView, 3), CGRect(x: 299, y: 5, width: 88, height: 88))
            XCTAssertEqual(Self.frame(collectionView, 4), CGRect(x: 5, y: 103, width: 88, height: 88))
            XCTAssertEqual(Self.text(collectionView, 4), "4")
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 393, height: 2352))
            XCTAssertEqual(collectionView.visibleCells.count, 36)
            // A tap as UIKit delivers it: the item is selected, then the delegate hears of it and deselects it.
            let tapped = IndexPath(item: 6, section: 0)
            collectionView.selectItem(at: tapped, animated: false, scrollPosition: [])
            controller.collectionView(collectionView, didSelectItemAt: tapped)
            XCTAssertEqual(controller.chosen, [6])
            XCTAssertEqual(collectionView.indexPathsForSelectedItems ?? [], [])
            XCTAssertEqual(collectionView.cellForItem(at: tapped)?.isSelected, false)
        }
    }

    func testPlanetsCollectionViewControllerIsItsViewsDataSourceAndDelegateThroughItsOverrides() {
        MainActor.assumeIsolated {
            // Xcode's "Collection View Controller" template: the controller's overrides answer the collection view it
            // made, being its data source and delegate (UIKit's UICollectionViewController). The default device is
            // the iPhone 16, 393 wide with 16-pt layout margins (Docs/Devices.md); an inset-grouped card follows the
            // margins (Docs/Lists.md): rows x 16, 393 − 2 × 16 = 361 wide, estimated 44 tall and abutting.
            let controller = PlanetsCollectionViewController()
            controller.loadViewIfNeeded()
            XCTAssertEqual(controller.navigationItem.title, "Planets")
            let collectionView = controller.collectionView!
            XCTAssertTrue(collectionView.dataSource === controller)
            XCTAssertTrue(collectionView.delegate === controller)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.numberOfSections, 1)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 8)
            XCTAssertEqual(Self.text(collectionView, 3), "Mars")
            let mercury = try? XCTUnwrap(Self.frame(collectionView, 0))
            let venus = try? XCTUnwrap(Self.frame(collectionView, 1))
            XCTAssertEqual(mercury?.minX, 16)
            XCTAssertEqual(mercury?.width, 361)
            XCTAssertEqual(mercury?.height, 44)
            XCTAssertEqual(venus.map { $0.minY - (mercury?.minY ?? 0) }, 44)
            let earth = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PlanetCell
            XCTAssertEqual(earth?.accessories.count, 1, "a disclosure indicator")
            XCTAssertEqual(earth?.reuseIdentifier, PlanetCell.reuseIdentifier)
            XCTAssertNil(collectionView.firstMisuse)
            // A tap as UIKit delivers it: selected, then the delegate (the controller's override) hears of it.
            let tapped = IndexPath(item: 2, section: 0)
            collectionView.selectItem(at: tapped, animated: false, scrollPosition: [])
            collectionView.delegate?.collectionView(collectionView, didSelectItemAt: tapped)
            XCTAssertEqual(controller.visited, ["Earth"])
        }
    }

    // MARK: The classic data source

    func testSwatchGridClassicDataSourceDequeuesRegisteredCellsUnderItsHeaders() {
        MainActor.assumeIsolated {
            // 300 wide: squares FW(1/3) = 100 in rows FW(1/3) = 100 (step 3b); the 40-pt header on top of each
            // section (step 3e). Warm: header (0, 0, 300, 40), swatches at y 40, the section ends 140. Cool: header
            // at 140, swatches at y 180 and, the fourth, (0, 280); the last row keeps its height (step 3d): 380.
            let screen = SwatchGridScreen(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            screen.show([Palette(name: "Warm", colors: [("red", 1, 0, 0), ("orange", 1, 0.5, 0), ("yellow", 1, 1, 0)]),
                         Palette(name: "Cool", colors: [("blue", 0, 0, 1), ("teal", 0, 0.5, 0.5), ("sky", 0.5, 0.8, 1), ("navy", 0, 0, 0.5)])])
            let collectionView = screen.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.numberOfSections, 2)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 4)
            let sky = collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) as? SwatchCell
            XCTAssertEqual(sky?.colorName, "sky")
            XCTAssertEqual(sky?.accessibilityLabel, "sky")
            XCTAssertEqual(sky?.frame, CGRect(x: 200, y: 180, width: 100, height: 100))
            XCTAssertEqual(sky?.swatchView.backgroundColor, UIColor(red: 0.5, green: 0.8, blue: 1, alpha: 1))
            XCTAssertEqual(Self.frame(collectionView, 3, 1), CGRect(x: 0, y: 280, width: 100, height: 100))
            XCTAssertEqual(Self.frame(collectionView, 1, 0), CGRect(x: 100, y: 40, width: 100, height: 100))
            let cool = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                        at: IndexPath(item: 0, section: 1)) as? PaletteHeaderView
            XCTAssertEqual(cool?.title, "Cool")
            XCTAssertEqual(cool?.frame, CGRect(x: 0, y: 140, width: 300, height: 40))
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 300, height: 380))
        }
    }

    func testInboxBatchUpdateDeletesReloadsInsertsAndMovesAsUIKitOrdersThem() {
        MainActor.assumeIsolated {
            // Rows of 60 from y 0. Before: 1 2 3 4 5. The batch deletes 2 (old index 1), reloads 3 (old index 2),
            // inserts 6 at new index 1 and moves 5 from old index 4 to new index 0: after, 5 6 1 3 4 — row k at 60k.
            let inbox = InboxMessagesController(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                            messages: (1...5).map { InboxMessage(id: $0, subject: "m\($0)", isRead: false) })
            let collectionView = inbox.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.text(collectionView, 4), "m5")
            inbox.receive(InboxMessage(id: 6, subject: "m6", isRead: false), deleting: 2, markingRead: 3, pinning: 5)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 5)
            XCTAssertEqual(inbox.finishedBatches, 1)
            XCTAssertEqual((0..<5).map { Self.text(collectionView, $0) }, ["m5", "m6", "m1", "m3", "m4"])
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? InboxMessageCell)?.messageID, 5)
            XCTAssertEqual(Self.frame(collectionView, 3), CGRect(x: 0, y: 180, width: 320, height: 60))
            let read = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.contentConfiguration as? UIListContentConfiguration
            XCTAssertEqual(read?.textProperties.color, .secondaryLabel)
            XCTAssertEqual(collectionView.contentSize.height, 300)
        }
    }

    // MARK: Subclassed data sources, devices, asynchronous apply

    func testTodoDataSourceSubclassRefusesToMoveFinishedTasks() {
        MainActor.assumeIsolated {
            // Inset-grouped, no header: 35 above the rows (Lists.md step 5, inset-grouped top padding), the card
            // inside the layout margins, 8 in a bare context (Devices.md, "A context without a device"): rows
            // (8, 35 + 44i, 320 − 16 = 304, 44).
            let list = TodoListController(frame: CGRect(x: 0, y: 0, width: 320, height: 480), tasks: [
                TodoTask(id: 1, title: "Buy milk", isDone: false), TodoTask(id: 2, title: "Call mom", isDone: true),
                TodoTask(id: 3, title: "Write report", isDone: false),
            ])
            list.reload()
            let collectionView = list.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 8, y: 79, width: 304, height: 44))
            // The override answers for the collection view, as UIKit asks the data source before a move.
            XCTAssertTrue(list.dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
            XCTAssertFalse(list.dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 1, section: 0)))
            XCTAssertEqual(list.dataSource.reorderingHandlers.canReorderItem?(3), true)
            XCTAssertEqual(list.dataSource.reorderingHandlers.canReorderItem?(2), false)
            // Deleting through the snapshot: Write report moves up a row.
            list.delete(2)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.text(collectionView, 1), "Write report")
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 8, y: 79, width: 304, height: 44))
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
        }
    }

    func testKanbanLongPressMovesACardAndTheDataSourceReportsTheReorder() {
        MainActor.assumeIsolated {
            // Cards 72 tall, 8 apart, 320 wide: card i at (0, 80i, 320, 72). Pressing at y 10 picks card 0 (A);
            // dragging to y 170 targets the slot of the card there, index 2 (160…232); ending commits A at index 2:
            // B, C, A, D, A now at (0, 160, 320, 72).
            let column = KanbanColumnController(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let cards = ["A", "B", "C", "D"].enumerated().map { BoardCard(id: $0.offset, title: $0.element) }
            column.show(cards)
            let collectionView = column.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 3), CGRect(x: 0, y: 240, width: 320, height: 72))
            column.handleLongPress(.began, at: CGPoint(x: 100, y: 10))
            column.handleLongPress(.changed, at: CGPoint(x: 100, y: 170))
            column.handleLongPress(.ended, at: CGPoint(x: 100, y: 170))
            collectionView.layoutIfNeeded()
            XCTAssertEqual(column.dataSource.snapshot().itemIdentifiers.map(\.title), ["B", "C", "A", "D"])
            XCTAssertEqual(column.savedMoves.count, 1, "didReorder ran once")
            XCTAssertEqual(column.savedMoves.first?.insertions.count, 1)
            XCTAssertEqual(Self.text(collectionView, 2), "A")
            XCTAssertEqual(Self.frame(collectionView, 2), CGRect(x: 0, y: 160, width: 320, height: 72))
            XCTAssertEqual(Self.text(collectionView, 0), "B")
        }
    }

    func testFeedAppliedOnTheMainQueueShowsItsPostsOnceTheWaitReturns() {
        MainActor.assumeIsolated {
            // Rows 88 tall, 12 apart, inside 12-pt insets, 320 wide: (12, 12 + 100i, 296, 88).
            let posts = [FeedPost(id: 1, headline: "First"), FeedPost(id: 2, headline: "Second"), FeedPost(id: 3, headline: "Third")]
            let feed = NewsFeedViewModelController(frame: CGRect(x: 0, y: 0, width: 320, height: 480), service: CannedFeedService(posts: posts))
            let shown = XCTestExpectation(description: "the apply's completion ran")
            feed.loadFirstPage { shown.fulfill() }
            XCTAssertTrue(feed.isLoading)
            XCTAssertEqual(feed.collectionView.numberOfSections, 0, "nothing is applied before the main queue runs the block")
            // The documented wait: XCTWaiter runs the main queue until the completion has run.
            XCTAssertEqual(XCTWaiter.wait(for: [shown], timeout: 5), .completed)
            let collectionView = feed.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertFalse(feed.isLoading)
            XCTAssertEqual(Self.text(collectionView, 1), "Second")
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 12, y: 112, width: 296, height: 88))
            XCTAssertEqual(Self.frame(collectionView, 2), CGRect(x: 12, y: 212, width: 296, height: 88))
            XCTAssertEqual(collectionView.contentSize.height, 312)
        }
    }

    // MARK: Devices, Dynamic Type, selection, configuration state

    func testShortcutsGridFourColumnsOnAnIPadTwoOnAPhoneOneAtAccessibilitySizes() {
        MainActor.assumeIsolated {
            // `UIDevice.current` answers the device a collection view was made for (Docs/DataSource.md): the app's
            // own view is made from a frame, so the test names the device with the library's `simulate`, and puts
            // the view on that device's screen with its context. Restored afterwards: the device is process-wide.
            defer { UIDevice.current.simulate(.default) }
            // iPad Pro 13 portrait, 1032 wide, no side safe area (Devices.md): the section's 12-pt insets leave
            // 1008 (step 3a); four columns FW(0.25) = 252 (step 3b), tiles 60 tall (UIFontMetrics at Large: 60 x
            // 17/17), each cell its slot less 4 (step 3c.8): (16, 12, 244, 52), the next at x 12 + 252 + 4 = 268,
            // the fifth tile on the second row at y 8 + 60 + 4 = 72.
            UIDevice.current.simulate(.iPadPro13)
            let pad = ShortcutsGridController(frame: CGRect(x: 0, y: 0, width: 1032, height: 1376))
            pad.collectionView.layoutContext = LayoutContext(device: .iPadPro13, itemCounts: [])
            let tiles = (0..<6).map { ShortcutTile(title: "Shortcut \($0)", symbolName: "bolt") }
            pad.show(tiles)
            pad.collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(pad.collectionView, 0), CGRect(x: 16, y: 12, width: 244, height: 52))
            XCTAssertEqual(Self.frame(pad.collectionView, 1), CGRect(x: 268, y: 12, width: 244, height: 52))
            XCTAssertEqual(Self.frame(pad.collectionView, 4), CGRect(x: 16, y: 72, width: 244, height: 52))
            XCTAssertEqual(Self.text(pad.collectionView, 4), "Shortcut 4")
            // A phone, 320 wide with no device context: two columns of 148 in 296: (16, 12, 140, 52), (164, 12).
            UIDevice.current.simulate(.iPhone16)
            let phone = ShortcutsGridController(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            phone.show(tiles)
            phone.collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(phone.collectionView, 1), CGRect(x: 164, y: 12, width: 140, height: 52))
            XCTAssertEqual(Self.frame(phone.collectionView, 2), CGRect(x: 16, y: 72, width: 140, height: 52))
            // At an accessibility text size the provider sees the category in its environment: one column, the tile
            // the whole 296 less 4 each side, 288 wide at x 16; the second tile below the first. UIFontMetrics'
            // scaledValue(for:) reads UITraitCollection.current, the view's traits while it lays out: Body is 17 at
            // Large and 28 at AX1 (accessibilityMedium; Docs/DataSource.md, "Dynamic Type"), so rows are
            // 60 × 28 / 17 = 98.8235… tall. The tile is that less 8, 90.8235…, floored to the 2x pixel: 90.5 (step
            // 3b); the second tile starts at 8 + 98.8235… + 4 = 110.8235…, to the nearest pixel: 111.
            var large = phone.collectionView.layoutContext
            large.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
            phone.collectionView.layoutContext = large
            phone.collectionView.layoutIfNeeded()
            let first = try? XCTUnwrap(Self.frame(phone.collectionView, 0))
            let second = try? XCTUnwrap(Self.frame(phone.collectionView, 1))
            XCTAssertEqual(first?.minX, 16)
            XCTAssertEqual(first?.width, 288)
            XCTAssertEqual(second?.minX, 16)
            XCTAssertGreaterThan(second?.minY ?? 0, first?.maxY ?? .infinity)
            XCTAssertEqual(first, CGRect(x: 16, y: 12, width: 288, height: 90.5))
            XCTAssertEqual(second, CGRect(x: 16, y: 111, width: 288, height: 90.5))
        }
    }

    func testPhotoLibraryRevealScrollsTheAssetToTheMiddleAndSelectionMapsBackToIt() {
        MainActor.assumeIsolated {
            // 320 x 480, four columns: slots FW(0.25) = 80 square, cells the slot less 1 (step 3c.8); asset k in row
            // k / 4 at y 80 (k / 4) + 1. 100 assets: 25 rows, content 2000 tall.
            let grid = PhotoLibraryGrid(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let assets = (0..<100).map { LibraryAsset(localIdentifier: "asset-\($0)") }
            grid.show(assets)
            let collectionView = grid.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 5), CGRect(x: 81, y: 81, width: 78, height: 78))
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 2000))
            // Asset 60 is row 15, column 0: (1, 1201, 78, 78), its middle at y 1240. Centred vertically, the view's
            // middle (240 below its top) meets it: offset 1240 − 240 = 1000, inside 0…2000 − 480.
            let revealed = grid.reveal(assets[60])
            XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 1000))
            XCTAssertEqual(revealed?.assetIdentifier, "asset-60")
            XCTAssertEqual(revealed?.frame, CGRect(x: 1, y: 1201, width: 78, height: 78))
            XCTAssertEqual(revealed?.isHighlighted, true)
            XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 100, y: 1250)), IndexPath(item: 61, section: 0))
            // A tap: the delegate maps the index path back to the asset; the cell shows its selection on its layer.
            grid.collectionView(collectionView, didSelectItemAt: IndexPath(item: 61, section: 0))
            XCTAssertEqual(grid.openedAssets, [assets[61]])
            collectionView.selectItem(at: IndexPath(item: 61, section: 0), animated: false, scrollPosition: [])
            let selected = collectionView.cellForItem(at: IndexPath(item: 61, section: 0))
            XCTAssertEqual(selected?.contentView.layer.borderWidth, 3)
            XCTAssertEqual(selected?.contentView.layer.borderColor, UIColor.systemBlue.cgColor)
        }
    }

    func testContactsPickedContactGetsACheckmarkOnTheSameCell() {
        MainActor.assumeIsolated {
            // Plain list with letter headers, 320 wide: 22 pt of padding then the header, estimated 44 (Lists.md
            // step 3), rows of 44. A: header (0, 22), Alex at 66, Ana at 110, the section ends 154; B: header at
            // 154 + 22 = 176, Ben at 220.
            let picker = ContactsPickerController(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            picker.show([ContactEntry(handle: "ana", fullName: "Ana Lima", phone: "555-0101"),
                         ContactEntry(handle: "ben", fullName: "Ben Cho", phone: "555-0102"),
                         ContactEntry(handle: "alex", fullName: "Alex Rey", phone: "555-0103")])
            let collectionView = picker.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.text(collectionView, 0, 0), "Alex Rey")
            XCTAssertEqual(Self.frame(collectionView, 1, 0), CGRect(x: 0, y: 110, width: 320, height: 44))
            XCTAssertEqual(Self.frame(collectionView, 0, 1), CGRect(x: 0, y: 220, width: 320, height: 44))
            let b = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            XCTAssertEqual(Self.listContent(b)?.text, "B")
            XCTAssertEqual(b?.frame, CGRect(x: 0, y: 176, width: 320, height: 44))
            let ana = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
            XCTAssertEqual(Self.listContent(ana)?.secondaryText, "555-0101")
            XCTAssertEqual(ana?.accessories.count, 0)
            picker.togglePick(at: IndexPath(item: 1, section: 0))
            collectionView.layoutIfNeeded()
            let picked = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
            XCTAssertTrue(picked === ana, "reconfigured in place")
            XCTAssertEqual(picked?.accessories.count, 1)
            XCTAssertEqual(picker.picked, ["ana"])
        }
    }

    func testEmojiExplorerRecentsRowOutlineAndListStackInOneView() {
        MainActor.assumeIsolated {
            // 390 wide. Recents (orthogonal): 60 x 60 groups from the 8-pt inset, 8 apart (step 3d′): emoji k at
            // (8 + 68k, 8); the section is 8 + 60 + 8 = 76. Outline (sidebar list): rows 8 in from each side, 374 x 44,
            // no padding without a header (Lists.md steps 2, 5): the expanded Smileys, its two emoji, then the
            // collapsed Animals, at 76, 120, 164, 208; the section ends 252. List (inset-grouped, no header): 35 of
            // top padding (step 5), rows inside the 8-pt margins of a bare context (Devices.md, "A context without a
            // device"): (8, 287, 374, 44) and (8, 331). Content 375.
            let explorer = EmojiExplorerController(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            explorer.applyInitialSnapshots(recents: ["🔥", "🎉", "🍕"], categories: [("Smileys", ["😀", "😂"]), ("Animals", ["🐶"])],
                                           expanded: ["Smileys"], rows: ["Settings", "About"])
            let collectionView = explorer.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 2, 0), CGRect(x: 144, y: 8, width: 60, height: 60))
            XCTAssertEqual(Self.text(collectionView, 2, 0), "🍕")
            XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 4)
            XCTAssertEqual(Self.text(collectionView, 2, 1), "😂")
            XCTAssertEqual(Self.frame(collectionView, 2, 1), CGRect(x: 8, y: 164, width: 374, height: 44))
            XCTAssertEqual(Self.text(collectionView, 3, 1), "Animals")
            XCTAssertEqual(Self.frame(collectionView, 3, 1), CGRect(x: 8, y: 208, width: 374, height: 44))
            XCTAssertEqual(Self.text(collectionView, 1, 2), "About")
            XCTAssertEqual(Self.frame(collectionView, 1, 2), CGRect(x: 8, y: 331, width: 374, height: 44))
            XCTAssertEqual(collectionView.contentSize.height, 375)
            XCTAssertEqual(explorer.dataSource.snapshot(for: .outline).visibleItems.count, 4)
        }
    }

    func testWorkoutCardsRestyleTheirBackgroundFromTheirConfigurationState() {
        MainActor.assumeIsolated {
            // Cards 96 tall, 16 apart inside insets of 16 (top, bottom) and 20 (sides), 320 wide: (20, 16 + 112i, 280, 96).
            let cards = WorkoutCardsController(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
            cards.show([WorkoutCard(id: 1, title: "Run", minutes: 30), WorkoutCard(id: 2, title: "Swim", minutes: 45)])
            let collectionView = cards.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 20, y: 128, width: 280, height: 96))
            XCTAssertEqual(Self.text(collectionView, 1), "Swim")
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.secondaryText,
                           "45 min")
            // UIKit runs the handler before a cell first displays (UIKit's Tyler Fox,
            // https://threadreaderapp.com/thread/1402503136594391043.html: "guaranteed to run before the cell/view
            // first displays"), so the unselected card 0 shows the handler's background already: corner radius 16,
            // no stroke, inset 2 all round.
            let run = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(run?.backgroundConfiguration?.cornerRadius, 16)
            XCTAssertEqual(run?.backgroundConfiguration?.strokeWidth, 0)
            XCTAssertEqual(run?.backgroundConfiguration?.backgroundInsets, NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
            // Selecting runs the handler with the selected state: a 2-pt stroke, and the corner radius it sets.
            collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            let swim = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
            XCTAssertEqual(swim?.backgroundConfiguration?.strokeWidth, 2)
            XCTAssertEqual(swim?.backgroundConfiguration?.cornerRadius, 16)
            XCTAssertEqual(swim?.backgroundConfiguration?.backgroundInsets, NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
            collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
            XCTAssertEqual(swim?.backgroundConfiguration?.strokeWidth, 0)
        }
    }

    func testBookshelfAwaitsTheAsyncApplyBeforeReadingTheSnapshot() async {
        // An `async` test on the main actor's terms: the screen is made and driven inside `MainActor.run`.
        // Shelves as sections, thirds of 320 (106.5 after flooring to the half pixel, step 3b) in 160-pt rows:
        // Fiction's two books at x 0 and 106.5, History's book at y 160.
        let catalogue = BookCatalogue(books: [LibraryBook(isbn: "1", title: "Dune", shelf: "Fiction"),
                                              LibraryBook(isbn: "2", title: "SPQR", shelf: "History")])
        let screen = await MainActor.run { BookshelfScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 480), catalogue: catalogue) }
        await screen.reload()
        await screen.add(LibraryBook(isbn: "3", title: "Emma", shelf: "Fiction"))
        await MainActor.run {
            XCTAssertEqual(screen.appliedTitles, ["Dune", "Emma", "SPQR"])
            let collectionView = screen.collectionView
            collectionView.layoutIfNeeded()
            XCTAssertEqual(Self.frame(collectionView, 1, 0), CGRect(x: 106.5, y: 0, width: 106.5, height: 160))
            XCTAssertEqual(Self.text(collectionView, 1, 0), "Emma")
            XCTAssertEqual(Self.frame(collectionView, 0, 1), CGRect(x: 0, y: 160, width: 106.5, height: 160))
        }
    }
}
