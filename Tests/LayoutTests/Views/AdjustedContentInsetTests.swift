import LayoutKitLinux
import XCTest

/// `adjustedContentInset` on a phone preset: the iPhone 16e is 390 × 844 with a 47-pt top and 34-pt bottom safe area in
/// portrait, 844 × 390 with 47 at each side and 21 below in landscape (Docs/Devices.md). Rows are 44 tall, full width.
final class AdjustedContentInsetTests: XCTestCase {
    @MainActor
    static func phoneList(rows: Int, orientation: UIInterfaceOrientation = .portrait, behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic,
                          layout: UICollectionViewLayout = FeedScreen.rowsLayout()) -> (UICollectionView, ClassicSource) {
        let view = UICollectionView(device: .iPhone16e, orientation: orientation, collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = behavior
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let source = ClassicSource([(0..<rows).map { "row \($0)" }])
        view.dataSource = source
        return (view, source)
    }

    func testAListTallerThanThePhoneTakesTheSafeAreaAtTopAndBottomAndRestsBelowIt() {
        MainActor.assumeIsolated {
            // 30 rows: 1,320 pt of content in an 844-pt view, so the vertical axis scrolls and `.automatic` insets it.
            let (view, source) = Self.phoneList(rows: 30)
            view.layoutIfNeeded()
            XCTAssertEqual(view.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            XCTAssertEqual(view.contentInset, .zero)
            // At rest the offset is −adjustedContentInset.top: the bounds are y −47 … 797, rows 0 … 18 (row 18 is
            // 792 … 836); row 19 starts at 836.
            XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: -47))
            XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), Array(0...18))
            // The frames do not move: the layout's container is the view's bounds, not the inset area.
            XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
            withExtendedLifetime(source) {}
        }
    }

    /// 44-pt full-width rows, under a 30-pt header pinned to the visible bounds when `pinnedHeader`.
    @MainActor
    static func rowsSection(pinnedHeader: Bool = false) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        if pinnedHeader {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                                     elementKind: "header", alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
        }
        return section
    }

    /// Counts the layout's preparations.
    final class CountingLayout: UICollectionViewCompositionalLayout {
        nonisolated(unsafe) var preparations = 0
        override func prepare() {
            super.prepare()
            preparations += 1
        }
    }

    func testComingToRestBelowTheSafeAreaDoesNotPrepareTheLayoutAgain() {
        MainActor.assumeIsolated {
            // The first preparation sees offset 0 and no inset (no content size yet); at rest, −47 + 47 is 0 again.
            let layout = CountingLayout(section: Self.rowsSection())
            let (view, source) = Self.phoneList(rows: 30, layout: layout)
            view.layoutIfNeeded()
            view.layoutIfNeeded()
            XCTAssertEqual(view.contentOffset.y, -47)
            XCTAssertEqual(layout.preparations, 1)
            // Scrolling moves the visible area's start: prepared again.
            view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
            XCTAssertEqual(layout.preparations, 2)
            withExtendedLifetime(source) {}
        }
    }

    func testAViewScrolledBeforeItsFirstLayoutSolvesWithTheInsetItThenHas() {
        MainActor.assumeIsolated {
            // Scrolled to 100 before anything is laid out: the first solve sees no inset yet (no content size); once
            // the content is known the inset is 47, the offset stays 100 (not at rest), and the pinned header is
            // solved again at 100 + 47 = 147.
            let (view, source) = Self.phoneList(rows: 30, layout: UICollectionViewCompositionalLayout(section: Self.rowsSection(pinnedHeader: true)))
            view.contentOffset = CGPoint(x: 0, y: 100)
            view.layoutIfNeeded()
            XCTAssertEqual(view.contentOffset.y, 100)
            XCTAssertEqual(view.adjustedContentInset.top, 47)
            XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame.minY, 147)
            withExtendedLifetime(source) {}
        }
    }

    func testNeverLeavesTheSafeAreaOutOfTheInset() {
        MainActor.assumeIsolated {
            let (view, source) = Self.phoneList(rows: 30, behavior: .never)
            view.layoutIfNeeded()
            XCTAssertEqual(view.adjustedContentInset, .zero)
            // The bounds are 0 … 844: rows 0 … 19 (row 19 is 836 … 880).
            XCTAssertEqual(view.contentOffset, .zero)
            XCTAssertEqual(view.indexPathsForVisibleItems.count, 20)
            withExtendedLifetime(source) {}
        }
    }

    func testAShortListIsInsetOnlyWhenItBouncesOrAlways() {
        MainActor.assumeIsolated {
            // 5 rows: 220 pt of content in 844, not scrollable, so `.automatic` (as `.scrollableAxes`) adds nothing…
            let (short, shortSource) = Self.phoneList(rows: 5)
            short.layoutIfNeeded()
            XCTAssertEqual(short.adjustedContentInset, .zero)
            XCTAssertEqual(short.contentOffset, .zero)
            // …unless it always bounces vertically, which makes the vertical axis scrollable…
            let (bouncing, bouncingSource) = Self.phoneList(rows: 5)
            bouncing.alwaysBounceVertical = true
            bouncing.layoutIfNeeded()
            XCTAssertEqual(bouncing.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            XCTAssertEqual(bouncing.contentOffset, CGPoint(x: 0, y: -47))
            // …or the behaviour is `.always`.
            let (always, alwaysSource) = Self.phoneList(rows: 5, behavior: .always)
            always.layoutIfNeeded()
            XCTAssertEqual(always.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            withExtendedLifetime((shortSource, bouncingSource, alwaysSource)) {}
        }
    }

    func testInLandscapeOnlyTheScrollingAxisTakesTheSideSafeArea() {
        MainActor.assumeIsolated {
            // 844 × 390, safe area 0 top, 47 left and right, 21 bottom. The content is as wide as the view (not
            // horizontally scrollable) and 1,320 tall: `.automatic` adjusts top and bottom only; `.always` all four.
            let (automatic, automaticSource) = Self.phoneList(rows: 30, orientation: .landscapeLeft)
            automatic.layoutIfNeeded()
            XCTAssertEqual(automatic.adjustedContentInset, UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
            XCTAssertEqual(automatic.contentOffset, .zero)
            let (always, alwaysSource) = Self.phoneList(rows: 30, orientation: .landscapeLeft, behavior: .always)
            always.layoutIfNeeded()
            XCTAssertEqual(always.adjustedContentInset, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            XCTAssertEqual(always.contentOffset, CGPoint(x: -47, y: 0))
            withExtendedLifetime((automaticSource, alwaysSource)) {}
        }
    }

    func testScrollToItemPlacesItemsInTheAreaTheInsetLeavesAndClampsToTheRestingOffset() {
        MainActor.assumeIsolated {
            // Inset 47 / 34: the area seen is 844 − 81 = 763 tall, from offset + 47. Offsets run from −47 to
            // 1,320 + 34 − 844 = 510.
            let (view, source) = Self.phoneList(rows: 30)
            view.layoutIfNeeded()
            // Row 10 (440 … 484) at the top: 440 − 47 = 393.
            view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
            XCTAssertEqual(view.contentOffset.y, 393)
            // Row 15 (660 … 704) centred: 682 − 763 / 2 − 47 = 253.5.
            view.scrollToItem(at: IndexPath(item: 15, section: 0), at: .centeredVertically, animated: false)
            XCTAssertEqual(view.contentOffset.y, 253.5)
            // Row 29 (1,276 … 1,320) at the bottom: 1,320 − 763 − 47 = 510, the largest offset.
            view.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
            XCTAssertEqual(view.contentOffset.y, 510)
            // Row 29 at the top would be 1,229: clamped to 510.
            view.scrollToItem(at: IndexPath(item: 29, section: 0), at: .top, animated: false)
            XCTAssertEqual(view.contentOffset.y, 510)
            // Row 0 at the top: 0 − 47 = −47, the resting offset (not 0, where row 0 would sit under the top inset).
            view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
            XCTAssertEqual(view.contentOffset.y, -47)
            // No position: the least scroll. From −47 the area seen ends at −47 + 47 + 763 = 763; row 25 ends at
            // 1,144, so the offset becomes 1,144 − 763 − 47 = 334.
            view.scrollToItem(at: IndexPath(item: 25, section: 0), at: [], animated: false)
            XCTAssertEqual(view.contentOffset.y, 334)
            withExtendedLifetime(source) {}
        }
    }

    func testScrollRectToVisibleShowsTheRectInTheAreaTheInsetLeaves() {
        MainActor.assumeIsolated {
            let (view, source) = Self.phoneList(rows: 30)
            view.layoutIfNeeded()
            // From −47 the area seen is 0 … 763: 1,100 … 1,144 needs the offset 1,144 − 763 − 47 = 334.
            view.scrollRectToVisible(CGRect(x: 0, y: 1100, width: 390, height: 44), animated: false)
            XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 334))
            // Back to 0 … 44: its top must be 47 below the offset, so −47 (not 0, under the inset).
            view.scrollRectToVisible(CGRect(x: 0, y: 0, width: 390, height: 44), animated: false)
            XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: -47))
            // Already seen: no scroll.
            view.scrollRectToVisible(CGRect(x: 10, y: 300, width: 100, height: 44), animated: false)
            XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: -47))
            withExtendedLifetime(source) {}
        }
    }

    func testAPinnedHeaderStaysBelowTheTopInset() {
        MainActor.assumeIsolated {
            // A 30-pt pinned header above 30 rows. The solve's visible area starts at contentOffset + 47.
            let (view, source) = Self.phoneList(rows: 30, layout: UICollectionViewCompositionalLayout(section: Self.rowsSection(pinnedHeader: true)))
            view.layoutIfNeeded()
            let headerPath = IndexPath(item: 0, section: 0)
            // At rest (offset −47) the visible area starts at 0: the header is at its natural place, y 0.
            XCTAssertEqual(view.contentOffset.y, -47)
            XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: "header", at: headerPath)?.frame.minY, 0)
            // Scrolled to 100, the visible area starts at 147, and the header with it (not at 100, under the inset).
            view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
            XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: "header", at: headerPath)?.frame.minY, 147)
            withExtendedLifetime(source) {}
        }
    }
}
