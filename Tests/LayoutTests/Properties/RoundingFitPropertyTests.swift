import Foundation
import XCTest
@testable import LayoutKitLinux

/// Pixel rounding never changes how many items a group holds (Docs/Solver.md, step 3b, "Rounding and the count"):
/// the count is found with the sizes unrounded, and only then are the sizes rounded.
final class RoundingFitPropertyTests: XCTestCase {
    /// n items of `fractionalWidth(1/n)` in a horizontal group `length` long, with `spacing` between them, each mode
    /// and scale: `GroupSolver.fit` counts exactly the unrounded count, worked out here with exact arithmetic:
    /// the largest m for which m × (length − (m−1)·spacing) / n + (m−1)·spacing ≤ length (Docs/Solver.md, step 3c, 2).
    /// For n = 1…12, every length from 100 to 1000 in 0.5-pt steps, scales 1, 2 and 3, both rounding modes, spacing 0
    /// and 8. Before, `.nearestPixel` rounded two halves of 367 at @3x up to 183.6667 (367.3333 together, so only one
    /// fitted) and `.floorToPixel` at @1x let 13 twelfths of 107 fit (8 each, 104).
    func testRoundingNeverChangesHowManyItemsFit() throws {
        var failures: [String] = []
        for n in 1...12 {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(n)),
                                                                                 heightDimension: .absolute(10)))
            for scale: CGFloat in [1, 2, 3] {
                for rounding in LayoutContext.SizeRounding.allCases {
                    let grid = PixelGrid(scale: scale, rounding: rounding)
                    let describer = LayoutDescriber(context: LayoutContext(containerSize: .zero, itemCounts: []), grid: grid)
                    let subitem = try describer.describe(item, path: LayoutPath(section: 0), depth: 1)
                    for halfPoints in 200...2000 {
                        let length = CGFloat(halfPoints) / 2
                        for spacing: CGFloat in [0, 8] {
                            let expected = Self.unroundedCount(n: n, length: length, spacing: spacing)
                            let (count, _) = try GroupSolver(grid: grid).fit([subitem], inner: CGSize(width: length, height: 10),
                                                                               main: .horizontal, spacing: spacing, path: LayoutPath(section: 0))
                            if count != expected, failures.count < 20 {
                                failures.append("1/\(n) of \(length) at @\(Int(scale))x, \(rounding), spacing \(spacing): \(count) fit, unrounded \(expected)")
                            }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(failures, [])
    }

    /// The count with no rounding at all, in rational arithmetic on half points (every length and spacing here is a
    /// multiple of 0.5): m fit when m × (L − (m−1)·s) ≤ n × (L − (m−1)·s), i.e. while the lengths left are ≥ 0 and m ≤ n,
    /// or, with spacing, m × (L − (m−1)s) + n(m−1)s ≤ n L.
    static func unroundedCount(n: Int, length: CGFloat, spacing: CGFloat) -> Int {
        let l = Int(length * 2), s = Int(spacing * 2)
        var m = 0
        while true {
            let next = m + 1
            let left = l - (next - 1) * s
            if left < 0 && next > 1 { return m }
            if next * left + n * (next - 1) * s > n * l { return m }
            m = next
        }
    }

    /// The example, by hand: two `fractionalWidth(0.5)` items in a 375-wide view with 4-pt section insets at
    /// @3x under `.nearestPixel`: 0.5 × 367 = 183.5 → 183.6667 each (550.5 px rounds to 551), 367.3333 together. Both
    /// still share the first row (the count is found unrounded): x 4 and 4 + 183.5 = 187.5 (562.5 px → 563 → 187.6667),
    /// each 183.6667 wide, one row 50 tall. Before, the second item wrapped to y 50.
    func testTwoHalvesShareARowUnderNearestPixelRounding() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        var context = LayoutContext(containerSize: CGSize(width: 375, height: 667), itemCounts: [2])
        context.traitCollection = UITraitCollection(displayScale: 3)
        context.sizeRounding = .nearestPixel
        let solution = try UICollectionViewCompositionalLayout(section: section).solve(context)
        let frames = (0..<2).map { solution.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
        let expected = [CGRect(x: 4, y: 0, width: 551.0 / 3, height: 50), CGRect(x: 563.0 / 3, y: 0, width: 551.0 / 3, height: 50)]
        for (frame, want) in zip(frames, expected) {
            XCTAssertEqual(frame.minX, want.minX, accuracy: 1e-9)
            XCTAssertEqual(frame.minY, want.minY, accuracy: 1e-9)
            XCTAssertEqual(frame.width, want.width, accuracy: 1e-9)
            XCTAssertEqual(frame.height, want.height, accuracy: 1e-9)
        }
        XCTAssertEqual(solution.contentSize.height, 50, accuracy: 1e-9)
    }
}
