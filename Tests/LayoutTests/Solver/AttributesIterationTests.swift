import Foundation
import XCTest
@testable import LayoutKitLinux

/// Iterating `attributes` (`LayoutAttributesCollection.Iterator`): an object the loop lets go is filled again in place
/// for the next element (`FrameStore.refill`, `Values.reset`), an object kept never changes, and either way every
/// element reads as the subscript's freshly made object does.
final class AttributesIterationTests: XCTestCase {
    /// Two sections of a 200-wide grid of FW(0.5) × 50 cells, each cell with a 20 × 20 badge at its top trailing
    /// corner, under a 30-pt header (frames worked out in the tests).
    private func badgedGrid() -> UICollectionViewCompositionalLayout {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Every field a loop body can change, changed, as a careless (or a `visibleItemsInvalidationHandler`-like) body
    /// would before letting the object go: a three-index path (kept in an array, not in two words), the dump key too.
    private func scribble(on attributes: UICollectionViewLayoutAttributes) {
        attributes.indexPath = IndexPath(indexes: [7, 8, 9])
        attributes.frame = CGRect(x: -1, y: -2, width: 3, height: 4)
        attributes.zIndex = 99
        attributes.alpha = 0.25
        attributes.isHidden = true
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        attributes.identifier = "scribbled"
    }

    private func text(_ a: UICollectionViewLayoutAttributes) -> String {
        "\(a.representedElementCategory) \(a.representedElementKind ?? "-") \(a.indexPath) \(a.frame) z\(a.zIndex) "
            + "alpha \(a.alpha) hidden \(a.isHidden) \(a.transform) id \(a.identifier ?? "-")"
    }

    func testAnObjectLetGoIsFilledAgainWithEveryFieldOfTheNextElement() throws {
        // 3 and 2 cells. Section 0: header (0, 0, 200, 30); cell i at (100 · (i % 2), 30 + 50 · (i / 2)), 100 × 50;
        // its rows end at 30 + 100 = 130. Section 1 starts there: header (0, 130, 200, 30), cells at y 160.
        // Badges at (cell.maxX − 20, cell.minY), 20 × 20; supplementaries at zIndex 1, cells at 0. Order: every cell, then every badge, then the headers
        // (each section's badges and header in the order of its section).
        let solution = try badgedGrid().solve(LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [3, 2]))
        XCTAssertNotEqual(solution.store.sections[0].page, -1, "the cells are made on demand")
        var seen: [String] = []
        var objects: Set<ObjectIdentifier> = []
        for attributes in solution.attributes {
            seen.append("\(attributes.representedElementKind ?? "cell") \(attributes.indexPath.section).\(attributes.indexPath.item) "
                        + "\(attributes.frame.minX) \(attributes.frame.minY) \(attributes.frame.width) \(attributes.frame.height) "
                        + "z\(attributes.zIndex) a\(attributes.alpha) h\(attributes.isHidden) t\(attributes.transform.isIdentity) "
                        + "id \(attributes.identifier ?? "-")")
            objects.insert(ObjectIdentifier(attributes))
            scribble(on: attributes)
        }
        XCTAssertEqual(objects.count, 1, "every element after the first refills the one object the loop let go")
        let header = UICollectionView.elementKindSectionHeader
        let plain = "a1.0 hfalse ttrue id -"
        XCTAssertEqual(seen, [
            "cell 0.0 0.0 30.0 100.0 50.0 z0 \(plain)", "cell 0.1 100.0 30.0 100.0 50.0 z0 \(plain)",
            "cell 0.2 0.0 80.0 100.0 50.0 z0 \(plain)",
            "cell 1.0 0.0 160.0 100.0 50.0 z0 \(plain)", "cell 1.1 100.0 160.0 100.0 50.0 z0 \(plain)",
            "badge 0.0 80.0 30.0 20.0 20.0 z1 \(plain)", "badge 0.1 180.0 30.0 20.0 20.0 z1 \(plain)",
            "badge 0.2 80.0 80.0 20.0 20.0 z1 \(plain)", "\(header) 0.0 0.0 0.0 200.0 30.0 z1 \(plain)",
            "badge 1.0 80.0 160.0 20.0 20.0 z1 \(plain)", "badge 1.1 180.0 160.0 20.0 20.0 z1 \(plain)",
            "\(header) 1.0 0.0 130.0 200.0 30.0 z1 \(plain)",
        ])
    }

    func testObjectsKeptByTheLoopNeverChangeAndEqualTheSubscriptsObjects() throws {
        let solution = try badgedGrid().solve(LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [3, 2]))
        // Every other object kept; the others let go (and scribbled on), so that kept and refilled objects alternate.
        var kept: [(index: Int, object: UICollectionViewLayoutAttributes, text: String)] = []
        for (index, attributes) in solution.attributes.enumerated() {
            XCTAssertEqual(text(attributes), text(solution.attributes[index]), "element \(index) as iterated")
            if index % 2 == 0 {
                kept.append((index, attributes, text(attributes)))
            } else {
                scribble(on: attributes)
            }
        }
        XCTAssertEqual(kept.count, 6)
        for (index, object, before) in kept {
            XCTAssertEqual(text(object), before, "kept element \(index) changed")
            XCTAssertEqual(object, solution.attributes[index])
        }
    }

    /// `Values.reset` against the value `init` makes, from every kind of value before it: a supplementary's (its kind
    /// replaced by nil or another kind), one with a dump key, an appearance and a long index path.
    func testResetMakesTheValueInitMakesWhateverItHeldBefore() {
        typealias Values = UICollectionViewLayoutAttributes.Values
        var supplementary = Values(indexPath: IndexPath(indexes: [1, 2, 3]), frame: CGRect(x: 1, y: 2, width: 3, height: 4),
                                   category: .supplementaryView, kind: "badge")
        supplementary.alpha = 0.5
        supplementary.isHidden = true
        supplementary.transform = CGAffineTransform(rotationAngle: 1)
        supplementary.identifier = "feed#1"
        supplementary.zIndex = 5
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        for (category, kind) in [(UICollectionView.ElementCategory.cell, nil), (.supplementaryView, "header"), (.decorationView, "background")] as [(UICollectionView.ElementCategory, String?)] {
            for old in [supplementary, Values(indexPath: IndexPath(item: 0, section: 0), frame: .zero, category: .cell, kind: nil)] {
                var value = old
                value.reset(indexPath: IndexPath(item: 4, section: 2), frame: frame, zIndex: 1, category: category, kind: kind)
                let fresh = Values(indexPath: IndexPath(item: 4, section: 2), frame: frame, zIndex: 1, category: category, kind: kind)
                XCTAssertEqual(value, fresh, "from \(old) to \(category) \(kind ?? "-")")
                XCTAssertNil(value.identifier)
            }
        }
    }

    func testEachCellOfAGroupMadeOnDemandKeepsItsSlotsZIndexFromSectionToSection() throws {
        // Groups of three 50 × 50 cells side by side at zIndex 2, 0, 5; 5 cells then 4: the slots run 0 1 2 0 1, then
        // start again at 0 in the next section (0 1 2 0), whatever `frames` copied in between.
        let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50), zIndex: 2),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 50, y: 0, width: 50, height: 50), zIndex: 0),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 0, width: 50, height: 50), zIndex: 5)]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let solution = try layout.solve(LayoutContext(containerSize: CGSize(width: 200, height: 400), itemCounts: [5, 4]))
        XCTAssertNotEqual(solution.store.sections[0].page, -1, "the cells are made on demand")
        let expected = ["0.0 x0 y0 z2", "0.1 x50 y0 z0", "0.2 x100 y0 z5", "0.3 x0 y50 z2", "0.4 x50 y50 z0",
                        "1.0 x0 y100 z2", "1.1 x50 y100 z0", "1.2 x100 y100 z5", "1.3 x0 y150 z2"]
        // Iterated (`map` would subscript each element instead).
        var read: [String] = []
        for a in solution.attributes { read.append("\(a.indexPath.section).\(a.indexPath.item) x\(Int(a.frame.minX)) y\(Int(a.frame.minY)) z\(a.zIndex)") }
        XCTAssertEqual(read, expected)
        XCTAssertEqual(solution.attributes.indices.map { solution.attributes[$0].zIndex }, [2, 0, 5, 2, 0, 2, 0, 5, 2])
    }

    func testItemIndexPathsAreTheIndexPathsOfItemAndSectionAsSectionsComeAndGo() {
        var paths = ItemIndexPaths()
        for (item, section) in [(0, 0), (1, 0), (0, 3), (Int.max, 3), (5, 0), (2, -1), (2, 0)] {
            let path = paths.indexPath(item: item, section: Int32(section))
            XCTAssertEqual(path, IndexPath(item: item, section: section))
            XCTAssertEqual(path.count, 2)
        }
    }
}
