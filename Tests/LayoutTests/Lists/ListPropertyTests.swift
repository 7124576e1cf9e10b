import Foundation
import XCTest
@testable import LayoutKitLinux

/// Seeded random list layouts against an oracle written from Docs/Lists.md ("How a list section is built") alone:
/// each section is [header padding, header | top padding], rows stacked at their sized heights, [footer], bottom
/// padding; across, the appearance's reference insets plus its side inset. Every length is on the @2x grid, so the
/// comparison is exact; each failure prints its seed.
final class ListPropertyTests: ListTestCase {
    private struct Case: CustomStringConvertible {
        var seed: UInt64
        var configuration: UICollectionLayoutListConfiguration
        var width: CGFloat
        var margins: NSDirectionalEdgeInsets
        var counts: [Int]
        var description: String {
            "seed \(seed): \(configuration.appearance) header \(configuration.headerMode) footer \(configuration.footerMode) "
                + "padding \(configuration.headerTopPadding.map(formatPoints) ?? "auto") width \(formatPoints(width)) margins \(margins) counts \(counts)"
        }
    }

    /// A length on the @2x grid, 20…80, fixed by the seed and the element (so the sizer and the oracle agree).
    private func height(_ seed: UInt64, _ salt: Int, _ path: IndexPath) -> CGFloat {
        var random = SplitMix64(seed: seed &+ UInt64(salt &* 1_000_003 &+ path.section &* 1009 &+ path.item))
        return CGFloat(random.int(40...160)) / 2
    }

    private func randomCase(_ seed: UInt64) -> Case {
        var random = SplitMix64(seed: seed)
        var configuration = UICollectionLayoutListConfiguration(appearance: random.pick(Array(UICollectionLayoutListConfiguration.Appearance.allCases)))
        configuration.headerMode = random.pick(Array(UICollectionLayoutListConfiguration.HeaderMode.allCases))
        configuration.footerMode = random.pick(Array(UICollectionLayoutListConfiguration.FooterMode.allCases))
        configuration.headerTopPadding = random.chance(0.5) ? nil : CGFloat(random.int(0...60)) / 2
        let margins = NSDirectionalEdgeInsets(top: 0, leading: CGFloat(random.pick([0, 8, 16, 20, 24])), bottom: 0,
                                              trailing: CGFloat(random.pick([0, 8, 16, 20])))
        let counts = (0..<random.int(1...4)).map { _ in random.int(1...5) }
        return Case(seed: seed, configuration: configuration, width: CGFloat(random.pick([320, 375, 390, 414, 768, 1024])),
                    margins: margins, counts: counts)
    }

    /// The frames Docs/Lists.md says the case has, left to right, and the content height.
    private func oracle(_ test: Case) -> ([Element], CGFloat) {
        let configuration = test.configuration
        let m = UICollectionLayoutListMetrics.default[configuration.appearance]
        let reference = m.contentInsetsReference == .layoutMargins ? test.margins : .zero
        let x = reference.leading + m.sideInset
        let width = test.width - reference.leading - reference.trailing - 2 * m.sideInset
        let padding = configuration.headerTopPadding ?? m.headerTopPadding
        var elements: [Element] = []
        var y: CGFloat = 0
        for (section, count) in test.counts.enumerated() {
            switch configuration.headerMode {
            case .supplementary:
                y += padding
                let h = height(test.seed, 1, IndexPath(item: 0, section: section))
                elements.append(supp(Self.header, section, 0, (x, y, width, h)))
                y += h
            case .firstItemInSection: y += padding
            case .none: y += m.topPadding
            }
            for item in 0..<count {
                let h = height(test.seed, 0, IndexPath(item: item, section: section))
                elements.append(cell(section, item, (x, y, width, h)))
                y += h
            }
            if configuration.footerMode == .supplementary {
                let h = height(test.seed, 2, IndexPath(item: 0, section: section))
                elements.append(supp(Self.footer, section, 0, (x, y, width, h)))
                y += h
            }
            y += m.bottomPadding
        }
        return (elements, y)
    }

    func testRandomListsMatchTheDocumentedConstructionInBothDirections() {
        for seed in UInt64(0)..<300 {
            let test = randomCase(seed)
            var context = listContext(test.counts, width: test.width)
            context.layoutMargins = test.margins
            context.sizing = { [self] request in
                let salt = request.elementKind == nil ? 0 : request.elementKind == Self.header ? 1 : 2
                return CGSize(width: request.proposedSize.width, height: height(test.seed, salt, request.indexPath))
            }
            let (expected, contentHeight) = oracle(test)
            let layout = UICollectionViewCompositionalLayout.list(using: test.configuration)
            let failures = testRun?.failureCount ?? 0
            assertLayoutElements(layout, context, expected, content: (test.width, contentHeight))
            if let solution = solve(layout, context) {
                XCTAssertEqual(solution.attributes.count, expected.count, "\(test): element count")
            }
            if (testRun?.failureCount ?? 0) > failures {
                XCTFail("failing case: \(test)")
                return
            }
        }
    }
}
