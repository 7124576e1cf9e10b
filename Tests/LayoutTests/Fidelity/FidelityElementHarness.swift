import Foundation
import XCTest
@testable import LayoutKitLinux

/// Helpers for the fidelity tests of elements beyond cells: boundary items, badges, decorations, pinning and
/// orthogonal sections (Docs/Solver.md, steps 3d′, 3d″, 3e, 4 and 6). Same rules as FidelityHarness: every expected number
/// is a published measurement or derived by hand in the test's comment.
extension FidelityTestCase {
    /// One expected element: what it is, its index path and its frame (and, when given, its zIndex).
    struct Element {
        var category: UICollectionView.ElementCategory
        var kind: String?
        var section: Int
        var item: Int
        var frame: Frame
        var zIndex: Int?
    }

    func cell(_ section: Int, _ item: Int, _ frame: Frame, z: Int? = nil) -> Element {
        Element(category: .cell, kind: nil, section: section, item: item, frame: frame, zIndex: z)
    }
    func supp(_ kind: String, _ section: Int, _ item: Int, _ frame: Frame, z: Int? = nil) -> Element {
        Element(category: .supplementaryView, kind: kind, section: section, item: item, frame: frame, zIndex: z)
    }
    func deco(_ kind: String, _ section: Int, _ item: Int, _ frame: Frame, z: Int? = nil) -> Element {
        Element(category: .decorationView, kind: kind, section: section, item: item, frame: frame, zIndex: z)
    }

    /// charon's `BND(kind, w, h, alignment, dx, dy, extends, pin)`.
    func bnd(_ kind: String, _ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension, _ alignment: NSRectAlignment,
             _ dx: CGFloat = 0, _ dy: CGFloat = 0, extends: Bool = true, pin: Bool = false) -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(w, h), elementKind: kind, alignment: alignment,
                                                               absoluteOffset: CGPoint(x: dx, y: dy))
        item.extendsBoundary = extends
        item.pinToVisibleBounds = pin
        return item
    }

    /// charon's `SUP(kind, w, h, containerAnchor, itemAnchor)`.
    func sup(_ kind: String, _ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension,
             _ container: NSCollectionLayoutAnchor, _ itemAnchor: NSCollectionLayoutAnchor? = nil) -> NSCollectionLayoutSupplementaryItem {
        NSCollectionLayoutSupplementaryItem(layoutSize: size(w, h), elementKind: kind, containerAnchor: container, itemAnchor: itemAnchor)
    }

    func attributes(_ solution: LayoutSolution, _ element: Element) -> UICollectionViewLayoutAttributes? {
        let path = IndexPath(item: element.item, section: element.section)
        switch element.category {
        case .cell: return solution.layoutAttributesForItem(at: path)
        case .supplementaryView: return solution.layoutAttributesForSupplementaryView(ofKind: element.kind ?? "", at: path)
        case .decorationView: return solution.layoutAttributesForDecorationView(ofKind: element.kind ?? "", at: path)
        }
    }

    /// Checks each expected element's frame (and zIndex when given), naming it on failure.
    func assertElements(_ solution: LayoutSolution, _ expected: [Element], label: String = "",
                        file: StaticString = #filePath, line: UInt = #line) {
        for element in expected {
            let name = "\(label)\(element.kind ?? "cell") [\(element.section), \(element.item == Int.max ? "MAX" : String(element.item))]"
            guard let got = attributes(solution, element) else {
                XCTFail("\(name): no attributes", file: file, line: line)
                continue
            }
            let want = element.frame
            let pairs: [(String, CGFloat, CGFloat)] = [("x", want.x, got.frame.minX), ("y", want.y, got.frame.minY),
                                                       ("width", want.w, got.frame.width), ("height", want.h, got.frame.height)]
            for (component, expected, actual) in pairs where !(abs(expected - actual) <= Self.accuracy) {
                XCTFail("\(name) \(component): expected \(fmt(expected)), got \(fmt(actual)) (frame \(fmt(got.frame.minX)) "
                        + "\(fmt(got.frame.minY)) \(fmt(got.frame.width)) \(fmt(got.frame.height)))", file: file, line: line)
            }
            if let z = element.zIndex {
                XCTAssertEqual(got.zIndex, z, "\(name) zIndex", file: file, line: line)
            }
            XCTAssertEqual(got.representedElementCategory, element.category, "\(name) category", file: file, line: line)
        }
    }

    /// Solves left-to-right and checks `expected` and the content size; then right-to-left and checks the mirror
    /// image of the same hand-derived frames across the content width (Docs/Solver.md, step 5).
    func assertLayoutElements(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, _ expected: [Element],
                              content: (CGFloat, CGFloat), rtl: Bool = true,
                              file: StaticString = #filePath, line: UInt = #line) {
        var ltr = context
        ltr.traitCollection = UITraitCollection(displayScale: context.traitCollection.displayScale, layoutDirection: .leftToRight)
        if let solution = solve(layout, ltr, file: file, line: line) {
            assertElements(solution, expected, label: "LTR ", file: file, line: line)
            assertContentSize(solution, content.0, content.1, label: "LTR ", file: file, line: line)
        }
        guard rtl else { return }
        var mirroredContext = context
        mirroredContext.traitCollection = UITraitCollection(displayScale: context.traitCollection.displayScale, layoutDirection: .rightToLeft)
        if let solution = solve(layout, mirroredContext, file: file, line: line) {
            let mirrored = expected.map { element -> Element in
                var copy = element
                copy.frame = (content.0 - element.frame.x - element.frame.w, element.frame.y, element.frame.w, element.frame.h)
                return copy
            }
            assertElements(solution, mirrored, label: "RTL ", file: file, line: line)
            assertContentSize(solution, content.0, content.1, label: "RTL ", file: file, line: line)
        }
    }

    /// What `layoutAttributesForElements(in:)` answers, as sorted "category kind section.item" keys (charon's dump
    /// format; the order is undocumented, so sorted, Docs/Solver.md, step 6).
    func answered(_ solution: LayoutSolution, _ rect: CGRect) -> [String] {
        solution.layoutAttributesForElements(in: rect).map { attributes in
            let item = attributes.indexPath.item == Int.max ? "MAX" : String(attributes.indexPath.item)
            return "\(attributes.representedElementCategory.rawValue) \(attributes.representedElementKind ?? "-") \(attributes.indexPath.section).\(item)"
        }.sorted()
    }
}
