import Foundation
import XCTest
@testable import LayoutKitLinux

/// A solve has finite frames everywhere or throws a `LayoutError` naming the number that is out of range
/// (Docs/Reliability.md, "Finite frames"). Each case below used to solve to frames at ±∞ or NaN, or to absurd
/// frames, for `.greatestFiniteMagnitude` or 1e300; every length is now limited to ±1e9 points and every fraction to
/// 1,000 where it is given, and a layout at those limits still solves to finite frames.
final class FiniteFramesTests: XCTestCase {
    private func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private func item(_ w: NSCollectionLayoutDimension = .fractionalWidth(0.5), _ h: NSCollectionLayoutDimension = .fractionalHeight(1),
                      badges: [NSCollectionLayoutSupplementaryItem] = []) -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(layoutSize: size(w, h), supplementaryItems: badges)
    }

    private func row(_ subitems: [NSCollectionLayoutItem]? = nil, height: NSCollectionLayoutDimension = .absolute(50)) -> NSCollectionLayoutGroup {
        .horizontal(layoutSize: size(.fractionalWidth(1), height), subitems: subitems ?? [item()])
    }

    /// A layout of two sections of 5 items (two 160×50 cells a row in a 320×480 view), changed by the case.
    private struct Case {
        var name: String
        var path: String
        var group: NSCollectionLayoutGroup?
        var section: (NSCollectionLayoutSection) -> Void = { _ in }
        var configuration: (UICollectionViewCompositionalLayoutConfiguration) -> Void = { _ in }
        var context: (inout LayoutContext) -> Void = { _ in }
    }

    private func cases(_ v: CGFloat) -> [Case] {
        let estimatedRow = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)),
                                                              subitems: [item(.fractionalWidth(0.5), .estimated(50))])
        let inset = item()
        inset.contentInsets = NSDirectionalEdgeInsets(top: -v, leading: 0, bottom: 0, trailing: 0)
        let spaced = item()
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(v), trailing: nil, bottom: nil)
        let spacedRow = row([item(.absolute(10))])
        spacedRow.interItemSpacing = .fixed(-v)
        let custom = { (frame: CGRect) in
            NSCollectionLayoutGroup.custom(layoutSize: self.size(.fractionalWidth(1), .absolute(50))) { _ in [NSCollectionLayoutGroupCustomItem(frame: frame)] }
        }
        let badge = { (w: CGFloat, anchor: NSCollectionLayoutAnchor) in
            NSCollectionLayoutSupplementaryItem(layoutSize: self.size(.absolute(w), .absolute(5)), elementKind: "badge", containerAnchor: anchor)
        }
        let header = { (h: CGFloat, offset: CGFloat) in
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: self.size(.fractionalWidth(1), .absolute(h)), elementKind: "header",
                                                        alignment: .top, absoluteOffset: CGPoint(x: 0, y: offset))
        }
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: v, bottom: 0, trailing: 0)
        return [
            Case(name: "orthogonal interGroupSpacing", path: "section 0 > interGroupSpacing",
                 section: { $0.orthogonalScrollingBehavior = .continuous; $0.interGroupSpacing = v }),
            Case(name: "interGroupSpacing", path: "section 0 > interGroupSpacing", section: { $0.interGroupSpacing = v }),
            Case(name: "interSectionSpacing", path: "configuration.interSectionSpacing", configuration: { $0.interSectionSpacing = v }),
            Case(name: "custom frame origin", path: "section 0 > group > itemProvider[0]", group: custom(CGRect(x: v, y: 0, width: 10, height: 10))),
            Case(name: "custom frame size", path: "section 0 > group > itemProvider[0]", group: custom(CGRect(x: 0, y: 0, width: 10, height: v))),
            Case(name: "sizer answer", path: "section 0 > item 0", group: estimatedRow,
                 context: { $0.sizing = { _ in CGSize(width: 10, height: v) } }),
            Case(name: "badge size", path: "section 0 > group > subitems[0] > supplementaryItems[0] > layoutSize.widthDimension",
                 group: row([item(badges: [badge(v, NSCollectionLayoutAnchor(edges: .top))])])),
            Case(name: "badge offset", path: "section 0 > group > subitems[0] > supplementaryItems[0] > containerAnchor > offset.x",
                 group: row([item(badges: [badge(5, NSCollectionLayoutAnchor(edges: .top, absoluteOffset: CGPoint(x: v, y: 0)))])])),
            Case(name: "badge fractional offset", path: "section 0 > group > subitems[0] > supplementaryItems[0] > containerAnchor > offset.x",
                 group: row([item(badges: [badge(5, NSCollectionLayoutAnchor(edges: .top, fractionalOffset: CGPoint(x: v, y: 0)))])])),
            Case(name: "header size", path: "section 0 > boundarySupplementaryItems[0] > layoutSize.heightDimension",
                 section: { $0.boundarySupplementaryItems = [header(v, 0)] }),
            Case(name: "header offset", path: "section 0 > boundarySupplementaryItems[0] > offset.y",
                 section: { $0.boundarySupplementaryItems = [header(10, v)] }),
            Case(name: "section insets", path: "section 0 > contentInsets.bottom",
                 section: { $0.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: v, trailing: 0) }),
            Case(name: "item insets", path: "section 0 > group > subitems[0] > contentInsets.top", group: row([inset])),
            Case(name: "edge spacing", path: "section 0 > group > subitems[0] > edgeSpacing.top", group: row([spaced])),
            Case(name: "interItemSpacing", path: "section 0 > group > interItemSpacing", group: spacedRow),
            Case(name: "estimate", path: "section 0 > group > layoutSize.heightDimension", group: row(height: .estimated(v))),
            Case(name: "absolute length", path: "section 0 > group > subitems[0] > layoutSize.widthDimension", group: row([item(.absolute(v))])),
            Case(name: "fraction", path: "section 0 > group > subitems[0] > layoutSize.heightDimension", group: row([item(.fractionalWidth(0.5), .fractionalHeight(v))])),
            Case(name: "decoration insets", path: "section 0 > decorationItems[0] > contentInsets.leading", section: { $0.decorationItems = [background] }),
            Case(name: "container size", path: "context.containerSize", context: { $0.containerSize.height = v }),
            Case(name: "safe area", path: "context.safeAreaInsets.leading", context: { $0.safeAreaInsets.leading = v }),
            Case(name: "content offset", path: "context.contentOffset.y", context: { $0.contentOffset.y = v }),
            Case(name: "orthogonal offset", path: "context.orthogonalOffsets[0].x",
                 section: { $0.orthogonalScrollingBehavior = .continuous }, context: { $0.orthogonalOffsets = [0: CGPoint(x: v, y: 0)] }),
        ]
    }

    private func layout(_ c: Case) -> (UICollectionViewCompositionalLayout, LayoutContext) {
        let section = NSCollectionLayoutSection(group: c.group ?? row())
        c.section(section)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        c.configuration(configuration)
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [5, 5])
        c.context(&context)
        return (UICollectionViewCompositionalLayout(section: section, configuration: configuration), context)
    }

    /// Each extreme number is refused where it is given, naming it.
    func testExtremeNumbersAreRefusedNamingThePlace() {
        for v in [CGFloat.greatestFiniteMagnitude, 1e300, 1e10, .infinity, .nan] {
            for c in cases(v) {
                let (layout, context) = layout(c)
                do {
                    let solution = try layout.solve(context)
                    XCTFail("\(c.name) = \(v): expected a LayoutError at \(c.path), got content \(solution.contentSize)")
                } catch let error as LayoutError {
                    XCTAssertEqual(error.path, c.path, "\(c.name) = \(v): \(error)")
                } catch {
                    XCTFail("\(c.name) = \(v): \(error)")
                }
            }
        }
    }

    /// The same places at the limit (1e9 points; −1e9 where a negative number is allowed) solve, and every frame,
    /// cells made on demand included, and the content size are finite.
    func testNumbersAtTheLimitSolveToFiniteFrames() throws {
        for v in [CGFloat(1e9), -1e9] {
            for c in cases(v) where v > 0 || !["sizer answer", "badge size", "header size", "estimate", "absolute length", "fraction",
                                               "container size", "custom frame size"].contains(c.name) {
                let (layout, context) = layout(c)
                do {
                    try assertFinite(try layout.solve(context), "\(c.name) = \(v)")
                } catch let error as LayoutError {
                    // A layout at the limit may still be one UIKit rejects (no room for a group); never a frame at ∞.
                    XCTAssertFalse(error.message.contains("not finite"), "\(c.name) = \(v): \(error)")
                }
            }
        }
    }

    /// The worst the limits allow: groups nested 64 deep (the deepest accepted: the cell is 64 levels down), each 1,000 times as wide as its container (a group's
    /// width across its vertical axis may exceed it), around a cell 1,000 times wider still, in a 1e9-point view with
    /// 1e9-point spacings and insets. The cell is 1e9 × 1000^65 = 1e204 points wide (65 fractions: 64 groups and the cell): absurd, but finite.
    func testDeepestLargestLayoutAllowedStaysFinite() throws {
        var inner: NSCollectionLayoutItem = item(.fractionalWidth(1000), .fractionalHeight(1))
        for _ in 0..<63 {
            inner = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1000), .fractionalHeight(1)), subitems: [inner])
        }
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1000), .absolute(1e9)), subitems: [inner])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1e9
        section.contentInsets = NSDirectionalEdgeInsets(top: 1e9, leading: 1e9, bottom: 1e9, trailing: -1e9)
        var context = LayoutContext(containerSize: CGSize(width: 1e9, height: 1e9), itemCounts: [1000, 1000])
        context.contentOffset = CGPoint(x: 0, y: 1e9)
        let solution = try UICollectionViewCompositionalLayout(section: section).solve(context)
        try assertFinite(solution, "nested 64 deep")
        XCTAssertGreaterThan(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width ?? 0, 1e200)
    }

    /// A `visibleItemsInvalidationHandler` may move items anywhere, past every limit: to ±`.greatestFiniteMagnitude`.
    /// Half a 160-point cell is lost in the rounding of a number that large, so the frame stays finite, and so does
    /// its mirror for right-to-left (the final check would name the item otherwise). Absurd, but finite.
    func testHandlerMovingAnItemToTheLargestDoubleKeepsFramesFinite() throws {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            for x in [CGFloat.greatestFiniteMagnitude, -CGFloat.greatestFiniteMagnitude] {
                let section = NSCollectionLayoutSection(group: row())
                section.orthogonalScrollingBehavior = .continuous
                section.visibleItemsInvalidationHandler = { items, _, _ in items.first?.center = CGPoint(x: x, y: x) }
                var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [3])
                context.traitCollection = UITraitCollection(displayScale: 2, layoutDirection: direction)
                try assertFinite(try UICollectionViewCompositionalLayout(section: section).solve(context), "\(direction), center \(x)")
            }
        }
    }

    private func assertFinite(_ solution: LayoutSolution, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(solution.contentSize.width.isFinite && solution.contentSize.height.isFinite, "\(label): content \(solution.contentSize)",
                      file: file, line: line)
        let bad = solution.frames.filter { ![$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }
        XCTAssertTrue(bad.isEmpty, "\(label): \(bad.count) frames not finite, first \(bad.first.map { "\($0)" } ?? "")", file: file, line: line)
        let everything = CGRect(origin: .zero, size: solution.contentSize)
        XCTAssertTrue(solution.layoutAttributesForElements(in: everything).allSatisfy { $0.frame.minX.isFinite && $0.frame.maxY.isFinite },
                      file: file, line: line)
    }
}
