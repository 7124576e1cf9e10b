import Foundation
import LayoutKitLinux

/// The data-source workload of Docs/DataSource.md ("Performance"): a collection view of 44-pt rows, 390 × 844, fed by
/// a diffable data source holding `SnapshotDiffBench`'s 100,000 items; timed: `apply` of the snapshot after 1,000
/// changes, then `layoutIfNeeded()` and reading `visibleCells`. Between runs the first snapshot is applied again
/// (not timed), so every run applies the same update.
@MainActor
enum DataSourceBench {
    final class Cell: UICollectionViewListCell {
        nonisolated(unsafe) static var made = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            Cell.made += 1
        }
        required init?(coder: NSCoder) { nil }
    }

    struct Result {
        var items: Int
        var nanoseconds: Double
        var visible: Int
        var cellsMade: Int
    }

    static func run(items: Int, changes: Int, runs: Int = 10) -> Result {
        let (old, new) = SnapshotDiffBench.snapshots(items: items, changes: changes, sections: 1)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let registration = UICollectionView.CellRegistration<Cell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        Cell.made = 0
        var visible = 0
        var best = Double.infinity
        for _ in 0..<runs {
            dataSource.apply(old, animatingDifferences: false)
            view.layoutIfNeeded()
            let start = Clock.now()
            dataSource.apply(new)
            view.layoutIfNeeded()
            visible = view.visibleCells.count
            best = min(best, Double(Clock.now() - start))
        }
        return Result(items: items, nanoseconds: best, visible: visible, cellsMade: Cell.made)
    }
}
