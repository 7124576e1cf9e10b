import LayoutKitLinux
import XCTest

/// A section background view, as apps register on the layout; counts how many were made.
final class SectionBackgroundView: UICollectionReusableView {
    nonisolated(unsafe) static var made = 0
    var applied: [UICollectionViewLayoutAttributes] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        SectionBackgroundView.made += 1
    }
    required init?(coder: NSCoder) { nil }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied.append(layoutAttributes)
    }
}

final class DecorationViewTests: XCTestCase {
    static let backgroundKind = "section-background"

    /// Rows 44 tall and full width; each section has a background decoration (the section's rectangle: no insets here).
    @MainActor
    static func backgroundLayout(declaredAt line: inout UInt) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        line = #line + 1
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)]
        return UICollectionViewCompositionalLayout(section: section)
    }

    @MainActor
    static func view(sections: Int, register viewClass: AnyClass?, line: inout UInt) -> (UICollectionView, ClassicSource) {
        let layout = backgroundLayout(declaredAt: &line)
        if let viewClass { layout.register(viewClass, forDecorationViewOfKind: backgroundKind) }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let source = ClassicSource(Array(repeating: ["a", "b", "c", "d", "e"], count: sections))
        view.dataSource = source
        return (view, source)
    }

    func testEachVisibleSectionBackgroundIsAViewOfTheRegisteredClassWithTheSectionsFrame() {
        MainActor.assumeIsolated {
            var line: UInt = 0
            let (view, source) = Self.view(sections: 2, register: SectionBackgroundView.self, line: &line)
            view.layoutIfNeeded()
            XCTAssertNil(view.firstMisuse)
            // Five 44-pt rows a section: section 0 spans y 0…220, section 1 y 220…440, both within the 480-pt bounds.
            let backgrounds = view.subviews.compactMap { $0 as? SectionBackgroundView }.sorted { $0.frame.minY < $1.frame.minY }
            XCTAssertEqual(backgrounds.map(\.frame), [CGRect(x: 0, y: 0, width: 320, height: 220), CGRect(x: 0, y: 220, width: 320, height: 220)])
            // Attributes applied as UIKit applies them: the decoration's kind and index path (its place in decorationItems).
            let applied = backgrounds.compactMap(\.appliedLayoutAttributes)
            XCTAssertEqual(applied.map(\.representedElementCategory), [.decorationView, .decorationView])
            XCTAssertEqual(applied.map(\.representedElementKind), [Self.backgroundKind, Self.backgroundKind])
            XCTAssertEqual(applied.map(\.indexPath), [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
            // A decoration's zIndex defaults to 0, below its section's cells (promoted to 1).
            XCTAssertEqual(backgrounds.map(\.layer.zPosition), [0, 0])
            XCTAssertEqual(backgrounds.map(\.reuseIdentifier), [Self.backgroundKind, Self.backgroundKind])
            // Laying out again with nothing changed applies nothing again (attributes are applied only when they change).
            view.layoutIfNeeded()
            XCTAssertEqual(backgrounds.map(\.applied.count), [1, 1])
            withExtendedLifetime(source) {}
        }
    }

    func testDecorationViewsLeavingTheBoundsAreReusedForTheOnesEntering() {
        MainActor.assumeIsolated {
            SectionBackgroundView.made = 0
            var line: UInt = 0
            let (view, source) = Self.view(sections: 10, register: SectionBackgroundView.self, line: &line)
            view.layoutIfNeeded()
            // Sections are 220 tall: 0 (0…220), 1 (220…440), 2 (440…660) meet the bounds 0…480.
            XCTAssertEqual(SectionBackgroundView.made, 3)
            // At offset 1000 the bounds are 1000…1480: sections 4 (880…1100), 5 (1100…1320), 6 (1320…1540); section 3
            // ends at 880. The three views that left are reused, after prepareForReuse(); none is made.
            view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
            let backgrounds = view.subviews.compactMap { $0 as? SectionBackgroundView }.sorted { $0.frame.minY < $1.frame.minY }
            XCTAssertEqual(backgrounds.map(\.frame.minY), [880, 1100, 1320])
            XCTAssertEqual(SectionBackgroundView.made, 3)
            XCTAssertEqual(backgrounds.map(\.reuseCount), [1, 1, 1])
            XCTAssertEqual(backgrounds.compactMap(\.appliedLayoutAttributes?.indexPath.section), [4, 5, 6])
            XCTAssertNil(view.firstMisuse)
            withExtendedLifetime(source) {}
        }
    }

    func testADecorationClassThatIsNotAReusableViewIsAMisuse() {
        MainActor.assumeIsolated {
            var line: UInt = 0
            let (view, source) = Self.view(sections: 1, register: NSObject.self, line: &line)
            view.layoutIfNeeded()
            XCTAssertEqual(view.firstMisuse?.problem, .unregisteredReuseIdentifier)
            XCTAssertTrue(view.firstMisuse?.details.contains("NSObject") == true, view.firstMisuse?.details ?? "")
            withExtendedLifetime(source) {}
        }
    }
}
