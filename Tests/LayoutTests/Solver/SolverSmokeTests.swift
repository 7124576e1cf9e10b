import Foundation
import XCTest
@testable import LayoutKitLinux

/// A few measured cases checked directly while the solver is built; the full corpus is in Fidelity/.
final class SolverSmokeTests: XCTestCase {
    private func frames(_ s: LayoutSolution, section: Int = 0) -> [CGRect] {
        s.attributes.filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }.map(\.frame)
    }

    /// Charon case 6: FW(0.3) items with fixed(10) in 320: (320-20)*0.3 = 90 at 0/100/200.
    func testCase6FractionsResolveAgainstLengthLessSpacing() throws {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .absolute(10)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let s = try UICollectionViewCompositionalLayout(section: .init(group: group)).solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [8]))
        XCTAssertEqual(frames(s).prefix(3).map(\.minX), [0, 100, 200])
        XCTAssertEqual(frames(s)[0].width, 90)
        XCTAssertEqual(s.contentSize, CGSize(width: 320, height: 30))
    }

    /// Charon case 19: FW(0.25), flexible(1): 79 wide at 0/80.5/160.5/241.
    func testCase19FlexibleShareRoundsPositionsToNearestPixel() throws {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(10)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [item])
        group.interItemSpacing = .flexible(1)
        let s = try UICollectionViewCompositionalLayout(section: .init(group: group)).solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [8]))
        XCTAssertEqual(frames(s).prefix(4).map(\.minX), [0, 80.5, 160.5, 241])
        XCTAssertEqual(frames(s)[0].width, 79)
    }

    /// Charon cases 36/38/40: VG(FW1,AB100) of 30-pt items, 5 items: contents 170 / 260 / 230.
    func testCases363840LastGroupTrimmed() throws {
        for (spacing, content, ys) in [(nil, 170.0, [0.0, 30, 60, 100, 130]), (NSCollectionLayoutSpacing.fixed(10), 260, [0, 40, 100, 140, 200]),
                                       (NSCollectionLayoutSpacing.flexible(10), 230, [0, 70, 100, 170, 200])] {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            group.interItemSpacing = spacing
            let s = try UICollectionViewCompositionalLayout(section: .init(group: group)).solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [5]))
            XCTAssertEqual(frames(s).map { Double($0.minY) }, ys)
            XCTAssertEqual(Double(s.contentSize.height), content)
        }
    }

    /// Charon case 45: group insets (1,2,3,4), item insets (5,6,7,8): 143x84 at (8,6), (165,6), (8,106); content 200.
    func testCase45GroupAndItemInsets() throws {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = .init(top: 5, leading: 6, bottom: 7, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        group.contentInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)
        let s = try UICollectionViewCompositionalLayout(section: .init(group: group)).solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [3]))
        XCTAssertEqual(frames(s), [CGRect(x: 8, y: 6, width: 143, height: 84), CGRect(x: 165, y: 6, width: 143, height: 84), CGRect(x: 8, y: 106, width: 143, height: 84)])
        XCTAssertEqual(s.contentSize.height, 200)
    }

    /// Charon case 60: custom group frames offset by the section insets, repeated, never trimmed; content 320x256.
    func testCase60CustomGroup() throws {
        let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))) { _ in
            [.init(frame: CGRect(x: 1, y: 2, width: 30, height: 40)), .init(frame: CGRect(x: 50, y: 10, width: 60, height: 30), zIndex: 4),
             .init(frame: CGRect(x: -5, y: -5, width: 400, height: 20))]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 3, leading: 4, bottom: 5, trailing: 6)
        let s = try UICollectionViewCompositionalLayout(section: section).solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [4, 2]))
        XCTAssertEqual(frames(s), [CGRect(x: 5, y: 5, width: 30, height: 40), CGRect(x: 54, y: 13, width: 60, height: 30),
                                   CGRect(x: -1, y: -2, width: 400, height: 20), CGRect(x: 5, y: 85, width: 30, height: 40)])
        XCTAssertEqual(s.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex, 4)
        XCTAssertEqual(frames(s, section: 1).first?.minY, 173)
        XCTAssertEqual(s.contentSize, CGSize(width: 320, height: 256))
    }

    /// Charon case 54: nested groups with spacing at both levels: 157 = 0.5*(320-6), inner items 48 at y 0 and 52.
    func testCase54NestedGroupsSubtractSpacingAtEachLevel() throws {
        let leading = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let inner = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let trailing = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [inner])
        trailing.interItemSpacing = .fixed(4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [leading, trailing])
        group.interItemSpacing = .fixed(6)
        let s = try UICollectionViewCompositionalLayout(section: .init(group: group)).solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [3]))
        XCTAssertEqual(frames(s), [CGRect(x: 0, y: 0, width: 157, height: 100), CGRect(x: 163, y: 0, width: 157, height: 48), CGRect(x: 163, y: 52, width: 157, height: 48)])
    }
}
