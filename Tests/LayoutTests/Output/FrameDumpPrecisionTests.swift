import Foundation
import XCTest
@testable import LayoutKitLinux

/// `diff` compares at the precision a frame dump prints (4 decimals, Docs/Snapshots.md, "Precision"): a layout
/// compared with its own dump is equal at every scale, in both directions; a one-pixel change is still a difference.
final class FrameDumpPrecisionTests: XCTestCase {
    /// The dump text read back, and the solution compared directly, both ways round: no differences.
    private func assertDumpMatchesItsLayout(_ solution: LayoutSolution, _ label: @autoclosure () -> String,
                                            file: StaticString = #filePath, line: UInt = #line) throws {
        let printed = try FrameDumpDiff.parse(FrameDump.render(solution))
        let direct = FrameDumpDiff.Dump(solution)
        let forward = FrameDumpDiff.compare(printed, direct), backward = FrameDumpDiff.compare(direct, printed)
        XCTAssertTrue(forward.isEqual, "\(label()) dump -> layout:\n\(forward.report)", file: file, line: line)
        XCTAssertTrue(backward.isEqual, "\(label()) layout -> dump:\n\(backward.report)", file: file, line: line)
    }

    /// Three columns of `fractionalWidth(1/3)` in the device's portrait width less 10-pt insets: on an iPhone 16 at
    /// @3x, 373 / 3 = 124.333…, which the dump prints `124.3333`.
    private func threeColumns(in device: LayoutDevice, direction: UITraitEnvironmentLayoutDirection) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120.5)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        var context = LayoutContext(containerSize: device.screen(in: .portrait).size, itemCounts: [12])
        context.traitCollection = UITraitCollection(displayScale: device.displayScale, layoutDirection: direction)
        return try UICollectionViewCompositionalLayout(section: section).solve(context)
    }

    func testADumpEqualsItsLayoutOnEveryDevicePresetInBothDirections() throws {
        for device in LayoutDevice.all {
            for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
                try assertDumpMatchesItsLayout(try threeColumns(in: device, direction: direction), "\(device.name) \(direction)")
            }
        }
    }

    func testTheIssuesIPhone16ExampleHasNoDifferences() throws {
        // 373 / 3 = 124.333… at @3x: 124.3333 printed, 124.33333… solved (issue #28's "resized cell 0.0: 176.3333 x 120
        // -> 176.3333 x 120" came from exactly this).
        let solution = try threeColumns(in: .iPhone16, direction: .leftToRight)
        XCTAssertEqual(FrameDump.number(solution.attributes[0].frame.width), "124.3333")
        try assertDumpMatchesItsLayout(solution, "iPhone 16")
    }

    func testADumpEqualsItsLayoutAtScalesOneTwoAndThreeOverGeneratedLayouts() throws {
        var compared = 0
        for seed in UInt64(0)..<1_000 {
            var spec = LayoutGenerator.make(seed: seed &* 0x9E37_79B9 &+ 17, mode: seed % 2 == 0 ? .general : .nonNegative)
            spec.scale = [1.0, 2, 3][Int(seed % 3)]
            guard let solution = try? spec.makeLayout().solve(spec.makeContext(direction: seed % 5 == 0 ? .rightToLeft : .leftToRight)) else { continue }
            try assertDumpMatchesItsLayout(solution, "seed \(seed) @\(spec.scale)x")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 800)
    }

    func testAOnePixelChangeIsReportedAtEveryScale() throws {
        for scale in [1.0, 2, 3] {
            let pixel = CGFloat(1 / scale)
            let base = FrameDumpDiff.Element(category: .cell, kind: nil, section: 0, item: 0,
                                             frame: CGRect(x: 1.0 / 3.0, y: 0, width: 124 + 1.0 / 3.0, height: 44), zIndex: 0)
            var moved = base
            moved.frame.origin.x += pixel
            var resized = base
            resized.frame.size.width += pixel
            let before = try FrameDumpDiff.parse(FrameDump.render(contentSize: CGSize(width: 200, height: 44),
                                                                  elements: FrameDumpDiff.Dump(contentSize: .zero, elements: [base]).attributes))
            for (changed, word) in [(moved, "moved"), (resized, "resized")] {
                let after = FrameDumpDiff.Dump(contentSize: CGSize(width: 200, height: 44), elements: [changed])
                let result = FrameDumpDiff.compare(before, after)
                XCTAssertEqual(result.changes.count, 1, "@\(scale)x \(word)")
                XCTAssertTrue(result.report.hasPrefix(word), "@\(scale)x: \(result.report)")
                XCTAssertEqual(FrameDumpDiff.compare(after, before).changes.count, 1, "@\(scale)x \(word), reversed")
            }
        }
    }

    func testAValueIsComparedAsTheDumpPrintsIt() {
        XCTAssertEqual(FrameDumpDiff.printed(124 + 1.0 / 3.0), 124.3333)
        XCTAssertEqual(FrameDumpDiff.printed(-(2.0 / 3.0)), -0.6667)
        XCTAssertEqual(FrameDumpDiff.printed(106.5), 106.5)
        XCTAssertEqual(FrameDumpDiff.printed(320), 320)
        XCTAssertTrue(FrameDumpDiff.close(.infinity, .infinity, tolerance: 0))
        XCTAssertFalse(FrameDumpDiff.close(0.3333, 0.3334, tolerance: 0))
    }
}
