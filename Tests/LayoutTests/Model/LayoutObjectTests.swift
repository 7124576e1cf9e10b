import LayoutKitLinux
import XCTest

/// `UICollectionViewLayout` and the compositional layout as an object a collection view asks (Docs/Model.md,
/// "The layout object"): prepared in a context, answering UIKit's queries, overrides honoured in dumps.
final class LayoutObjectTests: XCTestCase {
    private func context(offsetY: CGFloat = 0) -> LayoutContext {
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [3])
        context.contentOffset = CGPoint(x: 0, y: offsetY)
        return context
    }

    func testPreparedCompositionalLayoutAnswersUIKitsQueries() throws {
        let layout: UICollectionViewLayout = StretchyHeaderLayout()
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)), "nothing before prepare(in:)")
        XCTAssertEqual(layout.collectionViewContentSize, .zero)
        try layout.prepare(in: context())
        // Header 200 at the top, then three 60-pt rows: content 320 x (200 + 3 x 60 = 380).
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 380))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 0, y: 260, width: 320, height: 60))
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 320, height: 200))
        XCTAssertEqual(layout.collectionView?.numberOfSections, 1)
        XCTAssertEqual(layout.collectionView?.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(layout.collectionView?.bounds, CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    func testSubclassOverrideStretchesHeaderWhenPulledDown() throws {
        let layout = StretchyHeaderLayout()
        try layout.prepare(in: context(offsetY: -50))
        // Pulled down 50: the override moves the header to y -50 and makes it 200 + 50 = 250 tall.
        let header = layout.layoutAttributesForElements(in: CGRect(x: 0, y: -50, width: 320, height: 480))?
            .first { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: -50, width: 320, height: 250))
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: .zero))
    }

    func testFrameDumpOfPreparedLayoutShowsTheOverride() throws {
        let layout = StretchyHeaderLayout()
        try layout.prepare(in: context(offsetY: -50))
        let dump = FrameDump.render(layout)
        XCTAssertTrue(dump.contains("supplementary UICollectionElementKindSectionHeader 0.0 0 -50 320 250 "), dump)
        XCTAssertTrue(dump.contains("cell - 0.2 0 320 320 60 0"), dump)   // 200 + 2 x 60 = 320
        // Unprepared layouts dump as empty, and the solution's own dump is the unmodified UIKit answer.
        let solution = try layout.solve(context(offsetY: -50))
        XCTAssertTrue(FrameDump.render(solution).contains("supplementary UICollectionElementKindSectionHeader 0.0 0 0 320 200 "))
    }

    func testSnapshotOfLayoutObjectGoesThroughTheOverride() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutobject-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = StretchyHeaderLayout()
        XCTAssertNotNil(verifyLayoutSnapshot(of: layout, in: context(offsetY: -50), record: .all, snapshotDirectory: directory),
                        "recording reports a failure")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        let text = try String(contentsOfFile: directory + "/" + files[0], encoding: .utf8)
        XCTAssertTrue(text.contains(" 0.0 0 -50 320 250 "), text)
        XCTAssertNil(verifyLayoutSnapshot(of: layout, in: context(offsetY: -50), record: .never, snapshotDirectory: directory))
    }

    func testPrepareThrowsTheSolversErrorAndInvalidateForgets() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(400), heightDimension: .absolute(10)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(10)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        XCTAssertThrowsError(try layout.prepare(in: context())) { error in
            XCTAssertTrue(error is LayoutError, "\(error)")
        }
        XCTAssertNil(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)))
    }

    func testRegisterKeepsDecorationKindsAndFactoriesReturnTheBaseType() throws {
        final class BackgroundView {}
        let layout: UICollectionViewLayout = CarouselLayout.make()
        layout.register(BackgroundView.self, forDecorationViewOfKind: "background")
        XCTAssertEqual(layout.registeredDecorationViewKinds.keys.sorted(), ["background"])
        XCTAssertTrue(layout is UICollectionViewCompositionalLayout)
    }
}
