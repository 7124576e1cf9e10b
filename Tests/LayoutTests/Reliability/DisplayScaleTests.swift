import Foundation
import XCTest
@testable import LayoutKitLinux

/// Display scales are 1, 2 or 3 (0: unspecified, meaning 2), refused otherwise by the library, the document reader
/// and `layout-dump --scale`; and every frame stays on the pixel grid, even when a count divides a group into slots
/// near a pixel (Docs/Reliability.md, "Display scale").
final class DisplayScaleTests: XCTestCase {
    private func layout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func context(scale: CGFloat) -> LayoutContext {
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [3])
        context.traitCollection = UITraitCollection(displayScale: scale, layoutDirection: .leftToRight)
        return context
    }

    /// 0.0001 made a pixel 10,000 points: thirds of 320 floored to 0, and the error quoted a negative size.
    func testScalesOtherThanOneTwoOrThreeAreRefused() {
        for scale: CGFloat in [0.0001, 0.5, 1.5, 2.5, 2.608, 4, 16, 1000, -1, .nan, .infinity] {
            XCTAssertThrowsError(try layout().solve(context(scale: scale)), "scale \(scale)") { error in
                XCTAssertEqual((error as? LayoutError)?.path, "context.traitCollection.displayScale", "\(error)")
                XCTAssertTrue("\(error)".contains("use 1, 2 or 3"), "\(error)")
            }
        }
    }

    /// Thirds of 320 (Docs/Solver.md, step 3b, case 3): floored to the pixel, 106 at @1x, 106.5 at @2x, 106.6667 at @3x; 0 means 2.
    func testSupportedScalesFloorThirdsToTheirPixel() throws {
        // 106.666… at @3x is 320 pixels: 320 / 3, exactly on the grid.
        for (scale, expected) in [(CGFloat(0), CGFloat(106.5)), (1, 106), (2, 106.5), (3, CGFloat(320) / 3)] {
            let frames = try layout().solve(context(scale: scale)).attributes.map(\.frame.width)
            XCTAssertEqual(frames.count, 3)
            for w in frames { XCTAssertEqual(w, expected, accuracy: 1e-9, "scale \(scale)") }
        }
    }

    func testDocumentDisplayScaleMustBeOneTwoOrThree() {
        for scale in ["1.5", "4", "0.0001"] {
            let json = #"{"displayScale": \#(scale), "sections": [{"items": 1, "group": {"group": "horizontal", "layoutSize": "#
                + #"{"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(50)"}, "subitems": [{"layoutSize": "#
                + #"{"widthDimension": "fractionalWidth(1)", "heightDimension": "fractionalHeight(1)"}}]}}]}"#
            XCTAssertThrowsError(try LayoutDocument.parse(Data(json.utf8)), scale) { error in
                XCTAssertTrue("\(error)".contains("displayScale"), "\(error)")
            }
        }
    }

    func testCliScaleOptionAcceptsOnlyOneTwoOrThree() throws {
        let document = #"{"sections": [{"items": 2, "group": {"group": "horizontal", "layoutSize": "#
            + #"{"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(50)"}, "subitems": [{"layoutSize": "#
            + #"{"widthDimension": "fractionalWidth(0.5)", "heightDimension": "fractionalHeight(1)"}}]}}]}"#
        for scale in ["0.0001", "4", "1.5", "0", "-2", "nan"] {
            let result = try LayoutDumpRunner.run(["--scale", scale, "--format", "frames", "-"], stdin: Data(document.utf8))
            XCTAssertEqual(result.status, 2, "--scale \(scale): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("invalid --scale '\(scale)': expected 1, 2 or 3"), result.stderr)
        }
        for scale in ["1", "2", "3"] {
            let result = try LayoutDumpRunner.run(["--scale", scale, "--format", "frames", "-"], stdin: Data(document.utf8))
            XCTAssertEqual(result.status, 0, "--scale \(scale): \(result.stderr)")
        }
    }

    // MARK: Count shares stay on the grid and within their group

    /// The largest pixel multiple of which n fit: thirds of 320 at @2x are 106.5 (3 × 106.5 = 319.5), thirds of 301
    /// are 100 (case 24); 4,999 shares of 2,500 are half a pixel (2,499.5); 5,001 would take 2,500.5 at half a pixel,
    /// so they get 0 — before, the hair rounded each 0.4999 up to 0.5 and the last slot left its group.
    func testCountSharesNeverExceedTheLength() {
        let grid = PixelGrid(scale: 2, rounding: .floorToPixel)
        XCTAssertEqual(grid.share(of: 320, among: 3), 106.5)
        XCTAssertEqual(grid.share(of: 301, among: 3), 100)
        XCTAssertEqual(grid.share(of: 95.99999 * 3, among: 3), 96, "the hair still absorbs noise")
        XCTAssertEqual(grid.share(of: 2500, among: 4999), 0.5)
        XCTAssertEqual(grid.share(of: 2500, among: 5001), 0)
        var rng = SplitMix64(seed: 0x5CA1E)
        for _ in 0..<20_000 {
            let scale = CGFloat(rng.pick([1, 2, 3]))
            let grid = PixelGrid(scale: scale, rounding: rng.chance(0.5) ? .floorToPixel : .nearestPixel)
            let length = CGFloat(rng.int(0...30_000)) / scale, count = rng.int(1...10_000)
            let share = grid.share(of: length, among: count)
            XCTAssertLessThanOrEqual(CGFloat(count) * share, length + PixelGrid.hair, "\(count) shares of \(length) at \(scale)")
            XCTAssertEqual((share * scale).rounded(), share * scale, accuracy: 1e-6, "on the grid")
        }
    }

    /// Seeded random nested count groups whose slots are near a pixel (a column of up to 5 rows, each divided into up
    /// to 8,000 slots, the column about one pixel per slot tall, lengths on the grid, at @1x, @2x and @3x): every cell
    /// is on the pixel grid, no two cells overlap (count slots follow one another, and so do the groups), and every
    /// cell lies inside the content size. Before, past 1 / (scale × hair) slots a row could take a pixel more than
    /// its length and its last cell overlapped the next row's first.
    @available(*, deprecated, message: "exercises the deprecated count form")
    func testNestedSubPixelCountsStayOnTheGridWithoutOverlap() throws {
        var rng = SplitMix64(seed: 0xD15_95CA1E)
        var checked = 0
        var problems: [String] = []
        for layoutIndex in 0..<30 {
            let scale = CGFloat(rng.pick([1, 2, 3]))
            func onGrid(_ pixels: Int) -> CGFloat { CGFloat(pixels) / scale }
            let inner = rng.int(1...8000), outer = rng.int(1...5)
            let height = onGrid(max(1, inner * outer + rng.int(-20...20)))
            let width = onGrid(rng.int(Int(scale) * 100...Int(scale) * 320))
            let spacing = onGrid(rng.pick([0, 0, 1]))
            let leaf = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .fractionalHeight(1.0 / CGFloat(outer))),
                                                       subitem: leaf, count: inner)
            let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width),
                                                                                             heightDimension: .absolute(height)),
                                                          subitem: row, count: outer)
            column.interItemSpacing = .fixed(spacing)
            var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [inner * outer * 2 + rng.int(0...inner)])
            context.traitCollection = UITraitCollection(displayScale: scale, layoutDirection: .leftToRight)
            let solution: LayoutSolution
            do { solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: column)).solve(context) } catch is LayoutError { continue }
            let content = solution.contentSize
            var previous: CGRect?
            func onTheGrid(_ v: CGFloat) -> Bool { abs((v * scale).rounded() - v * scale) <= 1e-6 }
            for frame in solution.frames {
                checked += 1
                var problem: String?
                if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(onTheGrid) {
                    problem = "off the grid"
                } else if frame.minY < 0 || frame.maxY > content.height + 1e-9 || frame.maxX > content.width + 1e-9 {
                    problem = "outside the content \(content)"
                } else if let previous, frame.height > 0, frame.minY < previous.maxY - 1e-9 {
                    // Cells are in data order, in one column: each starts where the one before it ends, or later.
                    problem = "overlapping the cell before it \(previous)"
                }
                if frame.height > 0 { previous = frame }
                if let problem, problems.count < 5 {
                    problems.append("layout \(layoutIndex) (scale \(scale), \(outer) rows of \(inner) in \(height), spacing \(spacing)): \(frame) \(problem)")
                }
            }
        }
        XCTAssertEqual(problems, [])
        XCTAssertGreaterThan(checked, 100_000)
    }
}
