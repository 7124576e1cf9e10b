import Foundation
import XCTest
@testable import LayoutKitLinux

/// A layout built in Swift, exported to a layout document (Docs/Schema.md, "From Swift to a document"): the JSON reads
/// back into an equal document, and solving it gives the frames the Swift layout gives.
final class DocumentExportTests: XCTestCase {
    private func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// A two-column grid with a pinned header and a badge, written as an app writes it.
    private func gridLayout() -> UICollectionViewCompositionalLayout {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "background")]
        return UICollectionViewCompositionalLayout(section: section)
    }

    func testExportedGridReadsAsTheDocumentAppWouldWrite() throws {
        let context = LayoutContext(containerSize: CGSize(width: 375, height: 667), itemCounts: [4, 2])
        let document = try LayoutDocument(layout: gridLayout(), context: context)
        XCTAssertEqual(document.containerSize, CGSize(width: 375, height: 667))
        XCTAssertEqual(document.itemCounts, [4, 2])
        let section = try XCTUnwrap(document.sections.first)
        XCTAssertEqual(section.interGroupSpacing, 10)
        XCTAssertEqual(section.contentInsets.leading, 16)
        XCTAssertEqual(section.boundarySupplementaryItems.first?.pinToVisibleBounds, true)
        XCTAssertEqual(section.decorationItems.map(\.elementKind), ["background"])
        XCTAssertEqual(section.group.layoutSize, LayoutDocument.Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        XCTAssertEqual(section.group.interItemSpacing, .fixed(8))
        guard case .subitems(let subitems) = section.group.arrangement, case .item(let item)? = subitems.first else {
            return XCTFail("expected one item subitem, got \(section.group.arrangement)")
        }
        XCTAssertEqual(item.layoutSize.widthDimension, .fractionalWidth(0.5))
        XCTAssertEqual(item.supplementaryItems.first?.containerAnchor,
                       LayoutDocument.Anchor(edges: [.top, .trailing], offset: CGPoint(x: 0.5, y: -0.5), isFractionalOffset: true))

        let text = document.jsonText()
        XCTAssertTrue(text.contains(#""widthDimension": {"fractionalWidth": 0.5}"#), text)
        XCTAssertEqual(try LayoutDocument.parse(text), document)
    }

    /// The exported document solves to the frames of the Swift layout: header 0…44 (x 16…359), cells in rows of
    /// 100 with 10 between them below the header: row 0 at y 44, row 1 at y 154; column 1 at 16 + (343 − 8) / 2 + 8.
    func testExportedDocumentSolvesToTheSameFrames() throws {
        let context = LayoutContext(containerSize: CGSize(width: 375, height: 667), itemCounts: [4])
        let layout = gridLayout()
        let document = try LayoutDocument(layout: layout, context: context)
        let direct = try layout.solve(context)
        let viaJSON = try LayoutDocument.parse(document.jsonText())
        let solved = try viaJSON.makeLayout().solve(viaJSON.makeContext())
        XCTAssertEqual(FrameDump.render(solved), FrameDump.render(direct))
        // Column width (343 − 8) / 2 = 167.5; the cell is inset 4 on each side.
        XCTAssertEqual(direct.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 16 + 167.5 + 8 + 4, y: 44 + 4, width: 167.5 - 8, height: 92))
        XCTAssertEqual(direct.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY, 44 + 100 + 10 + 4)
    }

    /// A section provider is asked with the environment a solve gives it; a custom group's frames are its answer in
    /// this context; a sizer's answers become the section's measured `sizes`.
    func testProviderCustomGroupAndSizerAreRecorded() throws {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                let width = environment.container.effectiveContentSize.width
                let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))) { _ in
                    [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 4, height: 50)),
                     NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 0, width: width / 4, height: 50), zIndex: 3)]
                }
                return NSCollectionLayoutSection(group: group)
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        var context = LayoutContext(containerSize: CGSize(width: 400, height: 800), itemCounts: [2, 3])
        context.sizing = { request in
            CGSize(width: request.proposedSize.width, height: request.indexPath.section == 1 ? CGFloat(30 + 10 * request.indexPath.item) : request.proposedSize.height)
        }
        let document = try LayoutDocument(layout: layout, context: context)
        guard case .custom(let items) = document.sections[0].group.arrangement else { return XCTFail("custom group expected") }
        XCTAssertEqual(items, [LayoutDocument.CustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 50)),
                               LayoutDocument.CustomItem(frame: CGRect(x: 200, y: 0, width: 100, height: 50), zIndex: 3)])
        XCTAssertEqual(document.sections[1].cellSizing?.sizes.map { $0?.height }, [30, 40, 50])
        let viaJSON = try LayoutDocument.parse(document.jsonText())
        let solved = try viaJSON.makeLayout().solve(viaJSON.makeContext())
        // Section 1 starts below section 0's 50-pt group; its cells are 30, 40 and 50 tall, stacked.
        XCTAssertEqual(solved.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame, CGRect(x: 0, y: 50 + 30 + 40, width: 400, height: 50))
        XCTAssertEqual(FrameDump.render(solved), FrameDump.render(try layout.solve(context)))
    }

    func testWhatADocumentCannotHoldIsRefusedWithItsPlace() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [2])
        XCTAssertThrowsError(try LayoutDocument(layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), context: context)) { error in
            XCTAssertEqual((error as? LayoutError)?.path, "section 0 > group > subitems[0] > layoutSize.heightDimension")
            XCTAssertTrue("\(error)".contains("uniformAcrossSiblings"), "\(error)")
        }

        let plain = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])
        let section = NSCollectionLayoutSection(group: plain)
        section.visibleItemsInvalidationHandler = { _, _, _ in }
        let layout = UICollectionViewCompositionalLayout(section: section)
        XCTAssertThrowsError(try LayoutDocument(layout: layout, context: context)) { error in
            XCTAssertEqual((error as? LayoutError)?.path, "section 0 > visibleItemsInvalidationHandler")
        }
        XCTAssertNoThrow(try LayoutDocument(layout: layout, context: context, droppingInvalidationHandlers: true))

        let declining = UICollectionViewCompositionalLayout { index, _ in index == 0 ? NSCollectionLayoutSection(group: plain) : nil }
        XCTAssertThrowsError(try LayoutDocument(layout: declining, context: LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [1, 0]))) { error in
            XCTAssertEqual((error as? LayoutError)?.path, "section 1")
        }
    }

    /// Over many generated layouts (non-negative and well-formed, left to right and right to left, with and without a
    /// sizer): the JSON reads back into an equal document, and solving it gives exactly the Swift layout's frames.
    func testRoundTripThroughJSONGivesIdenticalFramesOverGeneratedLayouts() throws {
        var compared = 0, refused = 0
        for mode in [GeneratorMode.wellFormed, .nonNegative] {
            for seed in PropertyHarness.seeds.prefix(150) {
                let spec = LayoutGenerator.make(seed: seed, mode: mode)
                let layout = spec.makeLayout()
                var context = spec.makeContext(direction: seed % 3 == 0 ? .rightToLeft : .leftToRight)
                if seed % 2 == 0 {
                    context.sizing = { request in
                        request.category == .cell
                            ? CGSize(width: request.proposedSize.width + CGFloat(request.indexPath.item % 3),
                                     height: request.proposedSize.height + CGFloat(7 * (request.indexPath.item % 4)))
                            : request.proposedSize
                    }
                }
                guard let direct = try? layout.solve(context) else { continue }
                let document: LayoutDocument
                do {
                    document = try LayoutDocument(layout: layout, context: context)
                } catch let error as LayoutError {
                    // A document has no closures, and no place for a section the provider leaves out; nothing else is refused.
                    XCTAssertTrue(error.path.hasSuffix("visibleItemsInvalidationHandler") || !spec.providerNil.isEmpty, "seed \(seed): \(error)")
                    refused += 1
                    continue
                }
                let text = document.jsonText()
                let parsed: LayoutDocument
                do { parsed = try LayoutDocument.parse(text) } catch {
                    XCTFail("seed \(seed) [\(mode)]: the exported JSON does not read back: \(error)\n\(text)")
                    continue
                }
                XCTAssertEqual(parsed, document, "seed \(seed) [\(mode)]")
                let solved = try parsed.makeLayout().solve(parsed.makeContext())
                XCTAssertEqual(FrameDump.render(solved), FrameDump.render(direct), "seed \(seed) [\(mode)]\n\(text)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 100, "too few layouts compared (\(refused) refused)")
    }
}
