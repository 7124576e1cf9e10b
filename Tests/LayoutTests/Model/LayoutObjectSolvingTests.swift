import LayoutKitLinux
import XCTest

/// Apple's pattern `func createLayout() -> UICollectionViewLayout` taken by every call that takes a layout, with no
/// `as!` (issue #28, item 3; Docs/Model.md, "The layout object").
final class LayoutObjectSolvingTests: XCTestCase {
    /// Two 0.5-wide items in 100-pt rows, as an app's view controller returns it: typed as the base class.
    private func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// A layout of another kind (a hand-written subclass, as a flow layout would be): nothing to solve it by.
    private final class HandWrittenLayout: UICollectionViewLayout {}

    private let context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [3])

    func testLayoutTypedAsBaseClassSolvesWithItsFrames() throws {
        let solution = try createLayout().solve(context)
        // Halves of 320: 160 wide; item 2 starts the second row at y 100; content 320 x 200.
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 160, y: 0, width: 160, height: 100))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 0, y: 100, width: 160, height: 100))
        XCTAssertEqual(solution.contentSize, CGSize(width: 320, height: 200))
    }

    func testLayoutTypedAsBaseClassLintsExportsAndUpdatesIncrementally() throws {
        XCTAssertEqual(LayoutLint.check(createLayout(), context).map(\.rule), [])
        let document = try LayoutDocument(layout: createLayout(), context: context)
        XCTAssertEqual(document.sections.count, 1)
        XCTAssertEqual(try document.makeLayout().solve(document.makeContext()).contentSize, CGSize(width: 320, height: 200))
        let incremental = try IncrementalLayout(layout: createLayout(), context: context)
        XCTAssertEqual(incremental.contentSize, CGSize(width: 320, height: 200))
        let tab = try HTMLPage.Tab(name: "grid", layout: createLayout(), context: context)
        XCTAssertEqual(tab.name, "grid")
    }

    func testLayoutOfAnotherClassIsRefusedNamingTheClassAndTheCall() {
        let layout: UICollectionViewLayout = HandWrittenLayout()
        let line = #line + 1
        XCTAssertThrowsError(try layout.solve(context)) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("HandWrittenLayout"), text)
            XCTAssertTrue(text.contains("is not a UICollectionViewCompositionalLayout"), text)
            XCTAssertTrue(text.contains("LayoutObjectSolvingTests.swift:\(line)"), text)
        }
        XCTAssertThrowsError(try LayoutDocument(layout: layout, context: context)) { error in
            XCTAssertTrue(String(describing: error).contains("HandWrittenLayout"))
        }
        let warnings = LayoutLint.check(layout, context)
        XCTAssertEqual(warnings.map(\.rule), [.invalidLayout])
        XCTAssertTrue(warnings.first?.explanation.contains("HandWrittenLayout") ?? false)
    }
}
