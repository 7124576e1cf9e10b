import Foundation
import XCTest
@testable import LayoutKitLinux

/// Base class of the fidelity corpus (Docs/Fidelity.md).
///
/// Every expected number in the subclasses is either a measurement published in
/// a public source (Docs/Sources.md; mostly charon's recorded host-UIKit answers) or derived by
/// hand from the rules in Docs/Solver.md; the derivation is written next to the assertion. Nothing is copied from the
/// engine's output.
///
/// The helpers live on this class (not at file scope) so that their short names (`fw`, `item`, `frames`...)
/// cannot collide with helpers of other test files in the same target.
class FidelityTestCase: XCTestCase {
    /// An expected frame: (x, y, width, height).
    typealias Frame = (x: CGFloat, y: CGFloat, w: CGFloat, h: CGFloat)

    /// Frames are compared to a thousandth of a point: every expected value is on a 1/2, 1/3 or 1 pt grid, or an
    /// absolute length kept exactly, so anything further off than float noise is a real difference.
    static let accuracy: CGFloat = 0.001

    // MARK: Building layouts with the UIKit names, tersely

    func fw(_ f: CGFloat) -> NSCollectionLayoutDimension { .fractionalWidth(f) }
    func fh(_ f: CGFloat) -> NSCollectionLayoutDimension { .fractionalHeight(f) }
    func ab(_ v: CGFloat) -> NSCollectionLayoutDimension { .absolute(v) }
    func es(_ v: CGFloat) -> NSCollectionLayoutDimension { .estimated(v) }

    func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, the order charon's `EI(t,l,b,tr)` uses.
    func insets(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`, the order charon's `EDGES(...)` uses.
    func edges(_ leading: NSCollectionLayoutSpacing?, _ top: NSCollectionLayoutSpacing?,
               _ trailing: NSCollectionLayoutSpacing?, _ bottom: NSCollectionLayoutSpacing?) -> NSCollectionLayoutEdgeSpacing {
        NSCollectionLayoutEdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
    }

    func item(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension,
              insets: NSDirectionalEdgeInsets = .zero, edgeSpacing: NSCollectionLayoutEdgeSpacing? = nil) -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(layoutSize: size(w, h))
        item.contentInsets = insets
        item.edgeSpacing = edgeSpacing
        return item
    }

    /// charon's `HG(w, h, [subitems])`.
    func hGroup(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension, _ subitems: [NSCollectionLayoutItem],
                spacing: NSCollectionLayoutSpacing? = nil, insets: NSDirectionalEdgeInsets = .zero,
                edgeSpacing: NSCollectionLayoutEdgeSpacing? = nil) -> NSCollectionLayoutGroup {
        configured(.horizontal(layoutSize: size(w, h), subitems: subitems), spacing: spacing, insets: insets, edgeSpacing: edgeSpacing)
    }

    /// charon's `VG(w, h, [subitems])`.
    func vGroup(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension, _ subitems: [NSCollectionLayoutItem],
                spacing: NSCollectionLayoutSpacing? = nil, insets: NSDirectionalEdgeInsets = .zero,
                edgeSpacing: NSCollectionLayoutEdgeSpacing? = nil) -> NSCollectionLayoutGroup {
        configured(.vertical(layoutSize: size(w, h), subitems: subitems), spacing: spacing, insets: insets, edgeSpacing: edgeSpacing)
    }

    private func configured(_ group: NSCollectionLayoutGroup, spacing: NSCollectionLayoutSpacing?, insets: NSDirectionalEdgeInsets,
                            edgeSpacing: NSCollectionLayoutEdgeSpacing?) -> NSCollectionLayoutGroup {
        group.interItemSpacing = spacing
        group.contentInsets = insets
        group.edgeSpacing = edgeSpacing
        return group
    }

    func section(_ group: NSCollectionLayoutGroup, insets: NSDirectionalEdgeInsets = .zero,
                 interGroupSpacing: CGFloat = 0) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = insets
        section.interGroupSpacing = interGroupSpacing
        return section
    }

    func configuration(_ direction: UICollectionView.ScrollDirection = .vertical,
                       interSectionSpacing: CGFloat = 0) -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = direction
        configuration.interSectionSpacing = interSectionSpacing
        return configuration
    }

    /// A layout of one section definition used for every section.
    func layout(_ section: NSCollectionLayoutSection, _ direction: UICollectionView.ScrollDirection = .vertical,
                interSectionSpacing: CGFloat = 0) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: section,
                                            configuration: configuration(direction, interSectionSpacing: interSectionSpacing))
    }

    /// A `LayoutContext` for a `width`×`height` view (charon's `PHONE` is 320×480) at `scale`.
    func context(_ counts: [Int], width: CGFloat = 320, height: CGFloat = 480, scale: CGFloat = 2,
                 rtl: Bool = false) -> LayoutContext {
        var context = LayoutContext(containerSize: CGSize(width: width, height: height), itemCounts: counts)
        context.traitCollection = UITraitCollection(displayScale: scale, layoutDirection: rtl ? .rightToLeft : .leftToRight)
        return context
    }

    /// Solves, failing the test (and returning nil) if the engine throws.
    func solve(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext,
               file: StaticString = #filePath, line: UInt = #line) -> LayoutSolution? {
        do {
            return try layout.solve(context)
        } catch {
            XCTFail("solve threw \(error)", file: file, line: line)
            return nil
        }
    }

    // MARK: Assertions that name the failing index path and value

    /// Checks cells `firstItem..<firstItem + expected.count` of `section` against `expected`, one value at a time,
    /// naming the index path, the component and both values on failure.
    func assertFrames(_ solution: LayoutSolution, section: Int, _ expected: [Frame], firstItem: Int = 0, label: String = "",
                      file: StaticString = #filePath, line: UInt = #line) {
        for (offset, want) in expected.enumerated() {
            let item = firstItem + offset
            let path = "\(label)[section \(section), item \(item)]"
            guard let got = solution.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame else {
                XCTFail("\(path): no attributes", file: file, line: line)
                continue
            }
            let pairs: [(String, CGFloat, CGFloat)] = [("x", want.x, got.minX), ("y", want.y, got.minY),
                                                       ("width", want.w, got.width), ("height", want.h, got.height)]
            for (name, expected, actual) in pairs where !(abs(expected - actual) <= Self.accuracy) {
                XCTFail("\(path) \(name): expected \(fmt(expected)), got \(fmt(actual)) "
                        + "(frame \(fmt(got.minX)) \(fmt(got.minY)) \(fmt(got.width)) \(fmt(got.height)))",
                        file: file, line: line)
            }
        }
    }

    func assertContentSize(_ solution: LayoutSolution, _ width: CGFloat, _ height: CGFloat, label: String = "",
                           file: StaticString = #filePath, line: UInt = #line) {
        let got = solution.contentSize
        if !(abs(got.width - width) <= Self.accuracy) {
            XCTFail("\(label)content width: expected \(fmt(width)), got \(fmt(got.width))", file: file, line: line)
        }
        if !(abs(got.height - height) <= Self.accuracy) {
            XCTFail("\(label)content height: expected \(fmt(height)), got \(fmt(got.height))", file: file, line: line)
        }
    }

    func assertZIndex(_ solution: LayoutSolution, section: Int, _ expected: [Int],
                      file: StaticString = #filePath, line: UInt = #line) {
        for (item, want) in expected.enumerated() {
            let got = solution.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.zIndex
            XCTAssertEqual(got, want, "[section \(section), item \(item)] zIndex", file: file, line: line)
        }
    }

    /// The right-to-left image of an LTR frame in a content `contentWidth` wide: x' = contentWidth − x − w
    /// (Docs/Solver.md, step 5; the engine's rule: every frame mirrored across the content).
    func mirrored(_ frames: [Frame], contentWidth: CGFloat) -> [Frame] {
        frames.map { f -> Frame in (contentWidth - f.x - f.w, f.y, f.w, f.h) }
    }

    /// The workhorse: solves `layout` in left-to-right and checks `frames` (one list per section, each from item 0)
    /// and `content`; then, when `rtl` is true, solves it right-to-left and checks the mirror image of the same
    /// hand-derived frames (x' = contentWidth − x − w) and the same content size.
    ///
    /// `content` may be nil where the reference does not settle the content size; `rtlContentWidth` then gives the
    /// width to mirror across.
    func assertLayout(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext,
                      frames: [[Frame]], content: (CGFloat, CGFloat)?, rtl: Bool = true, rtlContentWidth: CGFloat? = nil,
                      file: StaticString = #filePath, line: UInt = #line) {
        var ltrContext = context
        ltrContext.traitCollection = UITraitCollection(displayScale: context.traitCollection.displayScale, layoutDirection: .leftToRight)
        if let solution = solve(layout, ltrContext, file: file, line: line) {
            for (section, list) in frames.enumerated() {
                assertFrames(solution, section: section, list, label: "LTR ", file: file, line: line)
            }
            if let content { assertContentSize(solution, content.0, content.1, label: "LTR ", file: file, line: line) }
        }
        guard rtl else { return }
        guard let width = rtlContentWidth ?? content?.0 else {
            XCTFail("an RTL check needs the content width", file: file, line: line)
            return
        }
        var rtlContext = context
        rtlContext.traitCollection = UITraitCollection(displayScale: context.traitCollection.displayScale, layoutDirection: .rightToLeft)
        if let solution = solve(layout, rtlContext, file: file, line: line) {
            for (section, list) in frames.enumerated() {
                assertFrames(solution, section: section, mirrored(list, contentWidth: width), label: "RTL ", file: file, line: line)
            }
            if let content { assertContentSize(solution, content.0, content.1, label: "RTL ", file: file, line: line) }
        }
    }

    /// Asserts that solving throws a `LayoutError` whose path contains `path` (or one of `orPaths`) and whose
    /// message contains, case-insensitively, at least one of `keywords`. Exact message text is not pinned.
    func assertLayoutError(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext,
                           path: String, orPaths: [String] = [], keywords: [String],
                           file: StaticString = #filePath, line: UInt = #line) {
        do {
            let solution = try layout.solve(context)
            XCTFail("expected a LayoutError at \"\(path)\", got a solution with content \(solution.contentSize)", file: file, line: line)
        } catch let error as LayoutError {
            let paths = [path] + orPaths
            XCTAssertTrue(paths.contains { error.path.contains($0) },
                          "error path \"\(error.path)\" does not name \(paths.map { "\"\($0)\"" }.joined(separator: " or ")) (message: \(error.message))",
                          file: file, line: line)
            let message = error.message.lowercased()
            XCTAssertTrue(keywords.contains { message.contains($0.lowercased()) },
                          "error message \"\(error.message)\" has none of \(keywords)", file: file, line: line)
        } catch {
            XCTFail("expected a LayoutError, got \(type(of: error)): \(error)", file: file, line: line)
        }
    }

    /// Every cell of an `n`-item, single-section layout laid out row by row: item i in slot i % perRow of line
    /// i / perRow, the line origins `lineStep` apart along `axis` (y for a vertical layout).
    func grid(count n: Int, slots: [CGFloat], slotLength: CGFloat, lineStep: CGFloat, cross: CGFloat,
              lineOrigin: CGFloat = 0, vertical: Bool = true) -> [Frame] {
        var frames: [Frame] = []
        for i in 0..<n {
            let slot: CGFloat = slots[i % slots.count]
            let lineStart: CGFloat = lineOrigin + lineStep * CGFloat(i / slots.count)
            frames.append(vertical ? (slot, lineStart, slotLength, cross) : (lineStart, slot, cross, slotLength))
        }
        return frames
    }

    /// Groups stacked along one axis, each holding `perGroup` slots stacked along the same axis: item i starts at
    /// origin + groupStep·(i / perGroup) + slotStep·(i % perGroup) along y (or along x when `vertical` is false).
    func stack(count n: Int, perGroup: Int, groupStep: CGFloat, slotStep: CGFloat, origin: CGFloat = 0,
               cross: CGFloat, length: CGFloat, crossLength: CGFloat, vertical: Bool = true) -> [Frame] {
        var frames: [Frame] = []
        for i in 0..<n {
            let start: CGFloat = origin + groupStep * CGFloat(i / perGroup) + slotStep * CGFloat(i % perGroup)
            frames.append(vertical ? (cross, start, crossLength, length) : (start, cross, length, crossLength))
        }
        return frames
    }

    /// Frames at the given y origins, all at `x` and `w`×`h`.
    func atYs(_ ys: [CGFloat], x: CGFloat, w: CGFloat, h: CGFloat) -> [Frame] {
        ys.map { y -> Frame in (x, y, w, h) }
    }

    /// Frames at the given x origins, all at `y` and `w`×`h`.
    func atXs(_ xs: [CGFloat], y: CGFloat, w: CGFloat, h: CGFloat) -> [Frame] {
        xs.map { x -> Frame in (x, y, w, h) }
    }

    func shifted(_ frames: [Frame], dx: CGFloat = 0, dy: CGFloat = 0) -> [Frame] {
        frames.map { f -> Frame in (f.x + dx, f.y + dy, f.w, f.h) }
    }

    func fmt(_ value: CGFloat) -> String { formatPoints(value) }
}

/// Records what a section provider or custom-group provider was told (the providers are escaping closures).
final class FidelityRecorder: @unchecked Sendable {
    var containerSizes: [CGSize] = []
    var effectiveSizes: [CGSize] = []
    var sections: [Int] = []
}
