import Foundation
import XCTest
@testable import LayoutKitLinux

/// `LayoutContext.listMetrics`: the default, the presets, and numbers a user overrides (Docs/Lists.md).
final class ListMetricsTests: ListTestCase {

    func testContextDefaultsToTheIOS18Preset() {
        let context = LayoutContext(containerSize: CGSize(width: 375, height: 800), itemCounts: [1])
        XCTAssertEqual(context.listMetrics, .iOS18)
        XCTAssertEqual(UICollectionLayoutListMetrics.default, .iOS18)
        XCTAssertEqual(UICollectionLayoutListMetrics.iOS18[.insetGrouped].contentInsetsReference, .layoutMargins)
        XCTAssertEqual(UICollectionLayoutListMetrics.iOS18[.insetGrouped].headerTopPadding, 0)
        XCTAssertEqual(UICollectionLayoutListMetrics.iOS26[.plain].estimatedRowHeight, 52)
    }

    func testSubscriptWritesTheNamedAppearance() {
        var metrics = UICollectionLayoutListMetrics.iOS18
        metrics[.sidebarPlain].sideInset = 3
        XCTAssertEqual(metrics.sidebarPlain.sideInset, 3)
        XCTAssertEqual(metrics.sidebar.sideInset, 8)
    }

    func testOverriddenMetricsChangeEverySectionOfTheSolve() {
        // Measured-on-device numbers: rows estimated 60, top padding 20, bottom padding 10, no margins reference but a
        // side inset 12. [2, 1] in 375: section 0 rows [12, 20, 351, 60], [12, 80, …]; ends 140 + 10 = 150;
        // section 1 row at 150 + 20 = 170; content 170 + 60 + 10 = 240.
        var context = listContext([2, 1], width: 375, margins: 16)
        context.listMetrics.insetGrouped.estimatedRowHeight = 60
        context.listMetrics.insetGrouped.topPadding = 20
        context.listMetrics.insetGrouped.bottomPadding = 10
        context.listMetrics.insetGrouped.contentInsetsReference = .none
        context.listMetrics.insetGrouped.sideInset = 12
        let expected = rows(section: 0, from: 20, x: 12, width: 351, heights: [60, 60]) + rows(section: 1, from: 170, x: 12, width: 351, heights: [60])
        assertLayoutElements(listLayout(.insetGrouped), context, expected, content: (375, 240))
    }

    func testIOS26InsetGroupedWithoutHeadersThirdPartyMeasurement() {
        // Grade C (Docs/Lists.md, F4, iOS 26.1, 375 @2x, margins 16): rows estimated 52; item (0, 1) self-sizes to 68.5.
        // First row [16, 35, 343, 52]; section 0 ends 35 + 52 + 68.5 + 52 = 207.5; section 1's row at 207.5 + 35 = 242.5.
        var context = listContext([3, 1], width: 375, margins: 16)
        context.listMetrics = .iOS26
        context.sizing = { request in
            let tall = request.indexPath == IndexPath(item: 1, section: 0)
            return CGSize(width: request.proposedSize.width, height: tall ? 68.5 : request.proposedSize.height)
        }
        let expected = rows(section: 0, from: 35, x: 16, width: 343, heights: [52, 68.5, 52])
            + rows(section: 1, from: 242.5, x: 16, width: 343, heights: [52])
        assertLayoutElements(listLayout(.insetGrouped), context, expected, content: (375, 294.5))
    }

    func testIOS26InsetGroupedFirstSectionWithHeaderThirdPartyMeasurement() {
        // Grade C (F3, section 0 only; iOS 26.1, 393 @3x, margins 16): header 8 + 61/3 + 8 = 109/3 (36.33), rows
        // 15 + 61/3 + 15 = 151/3 (50.33). Header [16, 0, 361, 109/3]; rows from 109/3: 109/3, 260/3, 411/3; the last
        // ends at 562/3 = 187.33 as measured. (F3's second header, 17.67 lower than our bottom padding 0 puts it, is
        // listed in Docs/Differences.md.)
        var context = listContext([3], width: 393, margins: 16, scale: 3)
        context.listMetrics = .iOS26
        context.sizing = sizing(rows: [151.0 / 3], header: 109.0 / 3)
        let expected = [supp(Self.header, 0, 0, (16, 0, 361, 109.0 / 3))]
            + rows(section: 0, from: 109.0 / 3, x: 16, width: 361, heights: [151.0 / 3, 151.0 / 3, 151.0 / 3])
        assertLayoutElements(listLayout(.insetGrouped) { $0.headerMode = .supplementary }, context, expected, content: (393, 562.0 / 3))
    }

    func testSectionBuiltOutsideASolveUsesTheDefaultMetrics() {
        // An environment that is not the solver's (a user's own, in a unit test of a section provider) gets
        // `.default`: rows estimated 44, inset-grouped reference .layoutMargins, top padding 35.
        final class Container: NSCollectionLayoutContainer {
            var contentSize: CGSize { CGSize(width: 375, height: 800) }
            var effectiveContentSize: CGSize { contentSize }
            var contentInsets: NSDirectionalEdgeInsets { .zero }
            var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
        }
        final class Environment: NSCollectionLayoutEnvironment {
            let container: NSCollectionLayoutContainer = Container()
            let traitCollection = UITraitCollection()
        }
        let section = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                                     layoutEnvironment: Environment())
        XCTAssertEqual(section.group.layoutSize.heightDimension.dimension, 44)
        XCTAssertTrue(section.group.layoutSize.heightDimension.isEstimated)
        XCTAssertEqual(section.contentInsetsReference, .layoutMargins)
        XCTAssertEqual(section.contentInsets, NSDirectionalEdgeInsets(top: 35, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(section.interGroupSpacing, 0)
        XCTAssertTrue(section.boundarySupplementaryItems.isEmpty)
    }

    func testNonFiniteHeaderTopPaddingIsALayoutErrorNamingIt() {
        let layout = listLayout(.plain) { $0.headerMode = .supplementary; $0.headerTopPadding = .nan }
        assertLayoutError(layout, listContext([1], width: 375), path: "section 0 > headerTopPadding", keywords: ["finite"])
    }

    func testNonFiniteMetricIsALayoutErrorNotACrash() {
        var context = listContext([1], width: 375)
        context.listMetrics.plain.estimatedRowHeight = .infinity
        assertLayoutError(listLayout(.plain), context, path: "section 0", keywords: ["finite", "estimate", "positive", "dimension"])
    }
}

extension ListMetricsTests {
    func testListLayoutsBecomeDocumentsThatSolveToTheSameFramesHeaderPaddingIncluded() throws {
        // A list section is an ordinary section plus its header padding, which a document keeps as the section's
        // "headerTopPadding": the plain list's automatic 22 survives export, JSON text and parsing; the document
        // solves to the layout's own frames (header at 22).
        for (layout, context) in [(listLayout(.plain) { $0.headerMode = .supplementary }, listContext([2, 3], width: 375)),
                                  (listLayout(.insetGrouped) { $0.headerMode = .supplementary; $0.footerMode = .supplementary },
                                   listContext([2], width: 375, margins: 16))] {
            let document = try LayoutDocument(layout: layout, context: context)
            let reread = try LayoutDocument.parse(document.jsonText())
            XCTAssertEqual(reread, document)
            XCTAssertEqual(try reread.makeLayout().solve(reread.makeContext()), try layout.solve(context))
        }
        let plain = try LayoutDocument(layout: listLayout(.plain) { $0.headerMode = .supplementary }, context: listContext([1], width: 375))
        XCTAssertEqual(plain.sections.map(\.headerTopPadding), [22])
        let negative = listLayout(.plain) { $0.headerMode = .supplementary; $0.headerTopPadding = -4 }
        XCTAssertThrowsError(try LayoutDocument(layout: negative, context: listContext([1], width: 375))) { error in
            XCTAssertEqual((error as? LayoutError)?.path, "section 0 > headerTopPadding")
        }
    }
}

extension ListMetricsTests {
    func testListLayoutsLintClean() {
        // Lint reads a Swift layout as a document; every appearance and header/footer mode of a list reads and
        // raises no warning.
        for appearance in UICollectionLayoutListConfiguration.Appearance.allCases {
            for header in UICollectionLayoutListConfiguration.HeaderMode.allCases {
                let layout = listLayout(appearance) { $0.headerMode = header; $0.footerMode = .supplementary }
                let warnings = LayoutLint.check(layout, listContext([3, 2], width: 375, margins: 16))
                XCTAssertEqual(warnings.map(\.rule.rawValue), [], "\(appearance) \(header)")
            }
        }
    }
}
