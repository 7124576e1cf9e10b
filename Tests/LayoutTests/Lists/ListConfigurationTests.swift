import Foundation
import XCTest
@testable import LayoutKitLinux

/// UIKit's defaults for the list configuration types, and what is accepted and kept without frames (Docs/Lists.md).
final class ListConfigurationTests: ListTestCase {

    func testConfigurationDefaultsAreUIKits() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        XCTAssertEqual(configuration.appearance, .insetGrouped)
        XCTAssertTrue(configuration.showsSeparators)
        XCTAssertEqual(configuration.headerMode, .none)
        XCTAssertEqual(configuration.footerMode, .none)
        XCTAssertNil(configuration.headerTopPadding)
        XCTAssertNil(configuration.backgroundColor)
        XCTAssertNil(configuration.itemSeparatorHandler)
        XCTAssertNil(configuration.leadingSwipeActionsConfigurationProvider)
        XCTAssertNil(configuration.trailingSwipeActionsConfigurationProvider)
        XCTAssertEqual(configuration.separatorConfiguration, UIListSeparatorConfiguration(listAppearance: .insetGrouped))
    }

    func testSeparatorConfigurationDefaultsAreUIKits() {
        let separators = UIListSeparatorConfiguration(listAppearance: .plain)
        XCTAssertEqual(separators.topSeparatorVisibility, .automatic)
        XCTAssertEqual(separators.bottomSeparatorVisibility, .automatic)
        XCTAssertEqual(separators.topSeparatorInsets, UIListSeparatorConfiguration.automaticInsets)
        XCTAssertEqual(separators.bottomSeparatorInsets, UIListSeparatorConfiguration.automaticInsets)
        XCTAssertEqual(separators.color, .separator)
        XCTAssertEqual(separators.multipleSelectionColor, .separator)
    }

    func testRawValuesMatchUIKitsEnumerations() {
        // UICollectionLayoutListAppearance / HeaderMode / FooterMode / UIListSeparatorVisibility in UIKit's headers.
        XCTAssertEqual(UICollectionLayoutListConfiguration.Appearance.allCases.map(\.rawValue), [0, 1, 2, 3, 4])
        XCTAssertEqual(UICollectionLayoutListConfiguration.HeaderMode.allCases.map(\.rawValue), [0, 1, 2])
        XCTAssertEqual(UICollectionLayoutListConfiguration.FooterMode.allCases.map(\.rawValue), [0, 1])
        XCTAssertEqual(UIListSeparatorConfiguration.Visibility.allCases.map(\.rawValue), [0, 1, 2])
    }

    func testSeparatorsSwipeActionsAndBackgroundAreKeptOnTheSectionAndPlaceNothing() throws {
        // Everything that places nothing is kept on the section for tests to read; the frames are those of the same
        // list without it (rows [0, 44·i, 320, 44]), and no other element appears.
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        configuration.separatorConfiguration.color = .systemRed
        configuration.backgroundColor = .systemBackground
        var handled: [IndexPath] = []
        configuration.itemSeparatorHandler = { indexPath, separators in handled.append(indexPath); return separators }
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let solution = try layout.solve(listContext([2], width: 320))
        XCTAssertEqual(solution.attributes.count, 2)
        assertElements(solution, rows(section: 0, from: 0, x: 0, width: 320, heights: [44, 44]))
        XCTAssertTrue(handled.isEmpty, "separators are not drawn, so the handler is not called")

        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 320, height: 480)),
                                            traitCollection: UITraitCollection())
        let kept = try XCTUnwrap(NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment).listConfiguration)
        XCTAssertFalse(kept.showsSeparators)
        XCTAssertEqual(kept.separatorConfiguration.color, .systemRed)
        XCTAssertEqual(kept.backgroundColor, .systemBackground)
        let actions = kept.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))?.actions
        XCTAssertEqual(actions?.map(\.title), ["Delete"])
        XCTAssertEqual(actions?.first?.style, .destructive)
        XCTAssertEqual(actions?.first?.backgroundColor, .systemRed)
    }

    func testSwipeActionDefaultsAreUIKits() {
        let action = UIContextualAction(style: .normal, title: nil) { _, _, _ in }
        XCTAssertEqual(action.backgroundColor, .systemGray)
        XCTAssertNil(action.title)
        let configuration = UISwipeActionsConfiguration(actions: [action])
        XCTAssertTrue(configuration.performsFirstActionWithFullSwipe)
        XCTAssertEqual(configuration.actions.count, 1)
    }

    func testHeaderAndFooterUseUIKitsElementKindsAndEstimatedHeights() {
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 320, height: 480)),
                                            traitCollection: UITraitCollection())
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let items = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment).boundarySupplementaryItems
        XCTAssertEqual(items.map(\.elementKind), [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter])
        XCTAssertEqual(items.map(\.alignment), [.top, .bottom])
        XCTAssertEqual(items.map { $0.layoutSize.heightDimension.isEstimated }, [true, true])
        XCTAssertEqual(items.map { $0.layoutSize.widthDimension.dimension }, [1, 1])
    }
}
