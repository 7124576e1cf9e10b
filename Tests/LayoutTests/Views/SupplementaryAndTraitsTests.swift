import LayoutKitLinux
import XCTest

final class SupplementaryAndTraitsTests: XCTestCase {
    func testAHeaderRegistrationConfiguresTheHeaderAboveTheRows() {
        MainActor.assumeIsolated {
            let row = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                                     subitems: [row]))
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                        collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = "Section \(indexPath.section)"
                header.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { view, _, indexPath in
                view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Wi-Fi", "Bluetooth"])
            dataSource.apply(snapshot)
            // Docs/Solver.md 3e: a top header 30 tall that extends the boundary comes first; the rows follow it at 30, 74.
            let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
            XCTAssertEqual(((header as? UICollectionViewCell)?.contentConfiguration as? UIListContentConfiguration)?.text, "Section 0")
            XCTAssertEqual(view.visibleCells.map(\.frame.minY), [30, 74])
            XCTAssertEqual((view.visibleCells.first as? UICollectionViewListCell)?.accessories.map(\.kind), [.disclosureIndicator])
            XCTAssertNil(view.firstMisuse)
        }
    }

    func testADeviceViewHasTheScreensSizeTraitsAndSafeArea() {
        MainActor.assumeIsolated {
            let device = LayoutDevice.default
            let view = UICollectionView(device: device, orientation: .landscapeLeft, collectionViewLayout: FeedScreen.rowsLayout())
            let screen = device.screen(in: .landscapeLeft)
            XCTAssertEqual(view.bounds.size, screen.size)
            XCTAssertEqual(view.layoutContext.safeAreaInsets, screen.safeAreaInsets)
            XCTAssertEqual(view.traitCollection.verticalSizeClass, screen.verticalSizeClass)
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, device.userInterfaceIdiom)
            XCTAssertTrue(UIDevice.current.orientation.isLandscape)
            UIDevice.current.simulate(.default)
        }
    }

    func testFontMetricsScaleByApplesDynamicTypeTable() {
        // Body is 17 at Large and 23 at xxxLarge (Docs/DataSource.md, "Dynamic Type"): 10 × 23 / 17.
        let xxxLarge = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xxxLarge), 10 * 23 / 17, accuracy: 1e-9)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10), 10)
        // Caption 2 stays 11 from xSmall to Large, so nothing scales below Large.
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 20, compatibleWith: small), 20)
        // Headline: 17 at Large, 53 at AX5.
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: ax5).pointSize, 53)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertLessThan(UIContentSizeCategory.small, .large)
    }

    func testViewsHoldTheirStateForTests() {
        MainActor.assumeIsolated {
            let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            card.layer.cornerRadius = 12
            card.layer.borderColor = UIColor.red.cgColor
            card.backgroundColor = .systemBlue
            let badge = UIView()
            card.addSubview(badge)
            UIView.animate(withDuration: 0.3, animations: { card.alpha = 0.5 }, completion: { _ in card.tag = 7 })
            UIView.performWithoutAnimation { card.isHidden = true }
            XCTAssertEqual(card.center, CGPoint(x: 60, y: 45))
            XCTAssertEqual(card.alpha, 0.5, "animations apply at once")
            XCTAssertEqual(card.tag, 7, "and complete before the call returns")
            XCTAssertTrue(card.isHidden)
            XCTAssertTrue(badge.superview === card)
            badge.removeFromSuperview()
            XCTAssertTrue(card.subviews.isEmpty)
            XCTAssertEqual(card.layer.cornerRadius, 12)
        }
    }
}

/// A screen as apps write it: a collection view controller that builds its data source in `viewDidLoad()`.
final class InboxViewController: UICollectionViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    convenience init() {
        self.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Welcome", "Invoice"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension SupplementaryAndTraitsTests {
    func testACollectionViewControllerLoadsItsViewAndDataOnFirstAccess() {
        MainActor.assumeIsolated {
            let screen = InboxViewController()
            XCTAssertFalse(screen.isViewLoaded)
            screen.loadViewIfNeeded()
            // The default device's screen (Docs/Devices.md); one row a cell, in order.
            XCTAssertEqual(screen.collectionView.bounds.size, LayoutDevice.default.portrait.size)
            XCTAssertEqual(screen.collectionView.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text },
                           ["Welcome", "Invoice"])
            XCTAssertNil(screen.collectionView.firstMisuse)
        }
    }
}

extension SupplementaryAndTraitsTests {
    func testScaledValueFollowsTheCurrentTraitsAndPerformAsCurrentRestoresThem() {
        // Body is 17 at Large and 23 at xxxL (Docs/DataSource.md, "Dynamic Type"): 17 points scale to 23 while xxxL
        // traits are current, and back to 17 once performAsCurrent returns.
        let metrics = UIFontMetrics(forTextStyle: .body)
        XCTAssertEqual(metrics.scaledValue(for: 17), 17)
        var inside: CGFloat = 0
        UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge).performAsCurrent {
            inside = metrics.scaledValue(for: 17)
        }
        XCTAssertEqual(inside, 23)
        XCTAssertEqual(metrics.scaledValue(for: 17), 17)
    }
}

extension SupplementaryAndTraitsTests {
    func testADeviceViewsDeviceEndsWithTheViewSoLaterTestsSeeThePhone() {
        MainActor.assumeIsolated {
            // UIDevice.current answers the device of the latest device view still alive (Docs/DataSource.md,
            // "Devices and traits"): an iPad while the iPad view lives, the phone (LayoutDevice.default) after.
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
            do {
                let pad = UICollectionView(device: .iPadPro13, collectionViewLayout: FeedScreen.rowsLayout())
                XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
                XCTAssertEqual(UIDevice.current.model, "iPad")
                do {
                    let phone = UICollectionView(device: .iPhone16, orientation: .landscapeLeft, collectionViewLayout: FeedScreen.rowsLayout())
                    XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
                    XCTAssertTrue(UIDevice.current.orientation.isLandscape)
                    withExtendedLifetime(phone) {}
                }
                // The landscape phone view is gone: the iPad view, still alive, answers again.
                XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
                XCTAssertTrue(UIDevice.current.orientation.isPortrait)
                withExtendedLifetime(pad) {}
            }
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
            XCTAssertEqual(UIDevice.current.model, "iPhone")
        }
    }
}
