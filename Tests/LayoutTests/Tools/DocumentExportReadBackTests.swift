import Foundation
import XCTest
@testable import LayoutKitLinux

/// Export keeps what it was given and never writes a document that does not read back (issues #28 item 4 and #29
/// item 4): every export either parses and solves to the frames of the layout it came from, or throws a `LayoutError`
/// naming the place in the document and the reader's limit.
final class DocumentExportReadBackTests: XCTestCase {
    private func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Rows of `columns` equal items, 44 pt high.
    private func rows(columns: Int = 2, configure: (NSCollectionLayoutSection) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        configure(section)
        return UICollectionViewCompositionalLayout(section: section)
    }

    enum Outcome: Equatable {
        case readsBack
        case refused(path: String, message: String)
    }

    /// Exports, and checks the contract: a document that parses, equal to the export, solving to the same frames (or
    /// failing to solve as the layout does); or a `LayoutError` with a place.
    @discardableResult
    private func export(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, _ label: String,
                        file: StaticString = #filePath, line: UInt = #line) -> Outcome? {
        let document: LayoutDocument
        do {
            document = try LayoutDocument(layout: layout, context: context)
        } catch let error as LayoutError {
            XCTAssertFalse(error.path.isEmpty, "\(label): no place in \(error)", file: file, line: line)
            return .refused(path: error.path, message: error.message)
        } catch {
            XCTFail("\(label): \(error)", file: file, line: line)
            return nil
        }
        let text = document.jsonText()
        let parsed: LayoutDocument
        do {
            parsed = try LayoutDocument.parse(text)
        } catch {
            XCTFail("\(label): the export does not read back: \(error)", file: file, line: line)
            return nil
        }
        XCTAssertEqual(parsed, document, label, file: file, line: line)
        let direct = try? FrameDump.render(layout.solve(context))
        let again = try? FrameDump.render(parsed.makeLayout().solve(parsed.makeContext()))
        XCTAssertEqual(again, direct, "\(label): different frames after reading back", file: file, line: line)
        return .readsBack
    }

    private func context(_ counts: [Int], width: CGFloat = 320, height: CGFloat = 480) -> LayoutContext {
        LayoutContext(containerSize: CGSize(width: width, height: height), itemCounts: counts)
    }

    // MARK: Issue #28, item 4

    func testALayoutSolvedFromASnapshotExportsItsItemAndSectionIdentifiers() throws {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["feed", "more"])
        snapshot.appendItems(["banner-1", "news-7", "news-8"], toSection: "feed")
        snapshot.appendItems(["ad-2"], toSection: "more")
        let context = LayoutContext(containerSize: CGSize(width: 320, height: 480), snapshot: snapshot)
        let document = try LayoutDocument(layout: rows(), context: context)
        let text = document.jsonText()
        XCTAssertTrue(text.contains(#""identifier": "feed""#), text)
        XCTAssertTrue(text.contains(#""items": ["banner-1", "news-7", "news-8"]"#), text)
        XCTAssertFalse(text.contains(#""items": 3"#), text)
        let parsed = try LayoutDocument.parse(text)
        XCTAssertEqual(parsed.identifiers, LayoutIdentifiers(sections: ["feed", "more"], items: [["banner-1", "news-7", "news-8"], ["ad-2"]]))
        XCTAssertEqual(export(rows(), context, "snapshot"), .readsBack)
        // Keyed by identifier, the read-back document dumps the same lines as the layout solved from the snapshot.
        XCTAssertEqual(try FrameDump.render(parsed.makeLayout().solve(parsed.makeContext()), keyedByIdentifier: true),
                       try FrameDump.render(rows().solve(context), keyedByIdentifier: true))
    }

    func testSectionsNamedByTheirIndexNeedNoIdentifierKey() throws {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([10, 11], toSection: 0)
        let text = try LayoutDocument(layout: rows(), context: LayoutContext(containerSize: CGSize(width: 320, height: 480), snapshot: snapshot)).jsonText()
        XCTAssertTrue(text.contains(#""items": ["10", "11"]"#), text)
        XCTAssertFalse(text.contains("\"identifier\""), text)
    }

    // MARK: Issue #29, item 4: the cases that wrote documents that did not read back

    func testRightToLeftTraitsWithUnspecifiedScaleExportTheScaleTheSolveUsed() throws {
        var context = context([3])
        context.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        let document = try LayoutDocument(layout: rows(columns: 3), context: context)
        // Scale 0 is "unspecified", solved at 2 (Docs/Reliability.md): 320 / 3 = 106.67 floors to 106.5 at @2x.
        XCTAssertEqual(document.displayScale, 2)
        XCTAssertEqual(document.layoutDirection, .rightToLeft)
        XCTAssertEqual(export(rows(columns: 3), context, "rtl, scale unspecified"), .readsBack)
    }

    func testEachExtremeTheSolverAcceptsEitherReadsBackOrIsRefusedAtItsPlace() throws {
        func refusal(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, _ label: String) -> (path: String, message: String)? {
            guard case .refused(let path, let message)? = export(layout, context, label) else { return nil }
            return (path, message)
        }
        var negative = context([2])
        negative.safeAreaInsets = NSDirectionalEdgeInsets(top: -10, leading: 0, bottom: 0, trailing: 0)
        let cases: [(String, UICollectionViewCompositionalLayout, LayoutContext)] = [
            ("negative content insets", rows { $0.contentInsets = NSDirectionalEdgeInsets(top: -8, leading: -4, bottom: 0, trailing: 0) }, context([2])),
            ("negative inter-group spacing", rows { $0.interGroupSpacing = -6 }, context([6])),
            ("negative safe area", rows(), negative),
            ("a container over the document's limit", rows(), context([2], width: 2_000_000)),
            ("a supplementary zIndex of 3e9", rows { section in
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: self.size(.fractionalWidth(1), .absolute(20)),
                                                                         elementKind: "header", alignment: .top)
                header.zIndex = 3_000_000_000
                section.boundarySupplementaryItems = [header]
            }, context([2])),
            ("an empty element kind", rows { section in
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: self.size(.fractionalWidth(1), .absolute(20)),
                                                                                                 elementKind: "", alignment: .top)]
            }, context([2])),
            ("100,001 sections", rows(), context(Array(repeating: 0, count: 100_001))),
            ("11M items", rows(), context([11_000_000])),
            ("a list with header top padding", UICollectionViewCompositionalLayout.list(using: {
                var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                list.headerMode = .supplementary
                list.headerTopPadding = 30
                return list
            }()), context([3, 2])),
        ]
        var refused: [String: (path: String, message: String)] = [:]
        for (label, layout, context) in cases {
            if let refusal = refusal(layout, context, label) { refused[label] = refusal }
        }
        // What the reader refuses is named where a document would hold it, with the reader's words and limit.
        XCTAssertEqual(refused["a container over the document's limit"]?.path, "container.width")
        XCTAssertTrue(refused["a container over the document's limit"]?.message.contains("1000000") == true)
        XCTAssertEqual(refused["11M items"]?.path, "sections[0].items")
        XCTAssertTrue(refused["11M items"]?.message.contains("10000000") == true)
        XCTAssertEqual(refused["100,001 sections"]?.path, "sections")
        XCTAssertTrue(refused["100,001 sections"]?.message.contains("100000") == true)
        for (label, refusal) in refused {
            XCTAssertTrue(refusal.message.contains("a layout document cannot hold this layout"), "\(label): \(refusal)")
        }
    }

    func testGroupsOverTheDocumentsLimitsAreRefusedAtTheirPlace() {
        // A count of 20,000 (the reader allows 10,000), 12,000 custom items, 40 levels of nesting (32).
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(1), .absolute(1)))
        let counted = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(20_000), .absolute(1)), repeatingSubitem: item, count: 20_000)
        if case .refused(let path, _)? = export(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: counted)),
                                                 context([1]), "count 20,000") {
            XCTAssertEqual(path, "sections[0].group.count")
        }
        let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(10))) { _ in
            (0..<12_000).map { _ in NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }
        }
        if case .refused(let path, _)? = export(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: custom)),
                                                 context([1]), "12,000 custom items") {
            XCTAssertEqual(path, "sections[0].group.customItems")
        }
        var nested: NSCollectionLayoutItem = item
        for _ in 0..<40 {
            nested = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(1), .absolute(1)), subitems: [nested])
        }
        guard let deep = nested as? NSCollectionLayoutGroup else { return XCTFail("not a group") }
        let outcome = export(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: deep)), context([1]), "40 levels")
        if case .refused(let path, let message)? = outcome {
            XCTAssertTrue(path.hasPrefix("sections[0].group.subitems[0]"), path)
            XCTAssertTrue(message.contains("32"), message)
        } else {
            XCTFail("40 levels read back: \(String(describing: outcome))")
        }
    }

    /// Over generated layouts, with the general generator (negative and overflowing values) and extremes mixed in
    /// by seed: huge and negative lengths, scale unspecified, right to left, big counts.
    func testEveryGeneratedExportReadsBackOrNamesItsPlace() {
        var readBack = 0, refused = 0
        for seed in UInt64(0)..<300 {
            var spec = LayoutGenerator.make(seed: seed &* 0x2545_F491 &+ 3, mode: seed % 3 == 0 ? .general : .nonNegative)
            switch seed % 6 {
            case 1: spec.containerWidth = [1e6 + 1, 999_999.5, 0.5][Int(seed / 6 % 3)]
            case 2: spec.safeArea.top = -Double(seed % 40)
            case 3: spec.itemCounts = spec.itemCounts.map { $0 * 50 }
            default: break
            }
            var context = spec.makeContext(direction: seed % 4 == 0 ? .rightToLeft : .leftToRight)
            if seed % 5 == 0 { context.traitCollection = UITraitCollection(layoutDirection: context.traitCollection.layoutDirection) }
            switch export(spec.makeLayout(), context, "seed \(seed)") {
            case .readsBack?: readBack += 1
            // A closure has no place in a document; that refusal has its own test (DocumentExportTests).
            case .refused(let path, _)? where path.hasSuffix("visibleItemsInvalidationHandler"): break
            case .refused?: refused += 1
            case nil: break
            }
        }
        XCTAssertGreaterThan(readBack, 100, "\(refused) refused")
        XCTAssertGreaterThan(refused, 20, "the extremes were not reached")
    }
}
