import LayoutKitLinux
import XCTest

/// A cell that answers its own height, as apps' self-sizing cells do through Auto Layout.
final class TallCell: UICollectionViewCell {
    var height: CGFloat = 60
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: layoutAttributes.size.width, height: height)
        return attributes
    }
}

/// A cell that answers through systemLayoutSizeFitting, the other way UIKit asks.
final class FittingCell: UICollectionViewCell {
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: 30)
    }
}

final class SelfSizingCellTests: XCTestCase {
    @MainActor
    private static func estimatedRows<Cell: UICollectionViewCell>(_ cell: Cell.Type, configure: @escaping (Cell, Int) -> Void)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<Cell, Int> { cell, _, item in configure(cell, item) }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        dataSource.apply(snapshot)
        return (view, dataSource)
    }

    func testCellsThatOverridePreferredLayoutAttributesSizeTheirEstimatedRows() {
        MainActor.assumeIsolated {
            // Docs/Solver.md, "Self-sizing": an estimated item in a group with an estimated height takes the height the
            // cell answers; rows follow each other: 60 + 60 + 90 → y 0, 60, 120, content 210.
            let (view, dataSource) = Self.estimatedRows(TallCell.self) { cell, item in cell.height = item == 3 ? 90 : 60 }
            XCTAssertEqual(view.visibleCells.map(\.frame), [CGRect(x: 0, y: 0, width: 320, height: 60), CGRect(x: 0, y: 60, width: 320, height: 60),
                                                            CGRect(x: 0, y: 120, width: 320, height: 90)])
            XCTAssertEqual(view.contentSize.height, 210)
            XCTAssertNil(view.firstMisuse)
            _ = dataSource
        }
    }

    func testCellsThatAnswerSystemLayoutSizeFittingSizeTheirRows() {
        MainActor.assumeIsolated {
            let (view, dataSource) = Self.estimatedRows(FittingCell.self) { _, _ in }
            XCTAssertEqual(view.visibleCells.map(\.frame.minY), [0, 30, 60])
            XCTAssertEqual(view.contentSize.height, 90)
            _ = dataSource
        }
    }

    func testAContextSizingFunctionStillWinsOverTheCells() {
        MainActor.assumeIsolated {
            let (view, dataSource) = Self.estimatedRows(TallCell.self) { _, _ in }
            var context = view.layoutContext
            context.sizing = { request in CGSize(width: request.proposedSize.width, height: 20) }
            view.layoutContext = context
            view.layoutIfNeeded()
            XCTAssertEqual(view.visibleCells.map(\.frame.minY), [0, 20, 40])
            _ = dataSource
        }
    }
}
