import Foundation
import XCTest
@testable import LayoutKitLinux

/// `LayoutContext.pixelRounding` over generated layouts (Docs/Solver.md, step 3b; Docs/Testing-Properties.md).
///
/// Under `.iOS14` a layout is solved with every size and position unrounded, and only then is each frame's origin and
/// size rounded to the nearest pixel. Nothing before that last step depends on the display scale, so the solves at
/// @1x, @2x and @3x are roundings of one and the same unrounded frame: each coordinate at scale s lies within half a
/// pixel (1/2s) of it. That pins the unrounded solve between them without a second engine: the three half-pixel
/// intervals around a coordinate must overlap. Badges (item supplementaries) are held to whole pixels only: they anchor
/// to their cell as placed, its origin and size already rounded (Docs/Solver.md, step 3b; Docs/Differences.md).
final class PixelRoundingPropertyTests: XCTestCase {
    private struct Key: Hashable { let category: UInt; let kind: String; let indexPath: IndexPath }

    private static func frames(_ solution: LayoutSolution) -> [Key: CGRect] {
        var result: [Key: CGRect] = [:]
        for attributes in solution.attributes {
            result[Key(category: attributes.representedElementCategory.rawValue, kind: attributes.representedElementKind ?? "",
                       indexPath: attributes.indexPath)] = attributes.frame
        }
        return result
    }

    private static func values(_ rect: CGRect) -> [(String, CGFloat)] {
        [("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height)]
    }

    func testIOS14FramesAreWholePixelsWithinHalfAPixelOfOneUnroundedSolve() {
        let scales: [CGFloat] = [1, 2, 3]
        PropertyHarness.forAll("iOS 14 rounding: whole pixels, within half a pixel of the unrounded frame", mode: .wellFormed) { entry, _ in
            var solved: [[Key: CGRect]] = []
            for scale in scales {
                var context = entry.spec.makeContext()
                context.traitCollection = UITraitCollection(displayScale: scale, layoutDirection: .leftToRight)
                context.pixelRounding = .iOS14
                // A layout rejected at one scale is rejected at all (the count of a group is found unrounded).
                guard let solution = try? entry.layout.solve(context) else {
                    return scale == 1 ? [] : ["solved at @1x, refused at @\(Int(scale))x"]
                }
                solved.append(Self.frames(solution))
            }
            var problems: [String] = []
            guard Set(solved[0].keys) == Set(solved[1].keys), Set(solved[0].keys) == Set(solved[2].keys) else {
                return ["the elements differ between scales: \(solved.map(\.count))"]
            }
            let badgeKinds = Set(entry.spec.sections.flatMap { ($0.extras.itemBadges + $0.extras.groupBadges + $0.extras.nestedGroupBadges).map(\.kind) })
            for (key, frame) in solved[0] {
                let all = [frame, solved[1][key]!, solved[2][key]!]
                for (index, (name, _)) in Self.values(frame).enumerated() {
                    var low = -CGFloat.infinity, high = CGFloat.infinity
                    for (s, rect) in zip(scales, all) {
                        let value = Self.values(rect)[index].1
                        let pixels = value * s
                        if abs(pixels - pixels.rounded()) > 1e-6 {
                            problems.append("\(key.indexPath) \(key.kind) \(name) \(value) is not a whole pixel at @\(Int(s))x")
                        }
                        low = max(low, value - 0.5 / s)
                        high = min(high, value + 0.5 / s)
                    }
                    if low > high + 1e-6 && !badgeKinds.contains(key.kind) {
                        problems.append("\(key.indexPath) \(key.kind) \(name) \(all.map { Self.values($0)[index].1 }) at @1x/@2x/@3x: no one value "
                                        + "lies within half a pixel of all three")
                    }
                }
                if problems.count > 8 { break }
            }
            return problems
        }
    }

    func testCurrentIsTheDefaultAndChangesNothing() {
        XCTAssertEqual(LayoutContext(containerSize: .zero, itemCounts: []).pixelRounding, .current)
        PropertyHarness.forAll("pixelRounding .current is the default solve", mode: .general) { entry, solution in
            var context = entry.spec.makeContext()
            context.pixelRounding = .current
            let explicit = try entry.layout.solve(context)
            return explicit.contentSize == solution.contentSize && Self.frames(explicit) == Self.frames(solution)
                ? [] : ["an explicit .current solve differs from the default one"]
        }
    }
}
