import LayoutKitLinux

// A screen migrated from RxDataSources: the view model still produces an array of section models (the
// `AnimatableSectionModelType` shape — an identity, a header title and items, each item with its own identity),
// and one function turns them into a diffable snapshot. The old `configureCell` closure became a cell
// registration and the old `configureSupplementaryView` the `supplementaryViewProvider`, which finds the section
// model by `sectionIdentifier(for:)`.
protocol MigratedIdentifiable {
    associatedtype Identity: Hashable & Sendable
    var identity: Identity { get }
}

struct MigratedSectionModel<Item: MigratedIdentifiable>: MigratedIdentifiable {
    var identity: String
    var header: String
    var items: [Item]
}

struct TransactionRow: MigratedIdentifiable, Sendable {
    let transactionID: String
    var merchant: String
    var amount: String

    var identity: String { transactionID }
}

/// What the Rx view model's `sections` observable emitted; now a plain function of the model.
struct StatementViewModel {
    var days: [(day: String, rows: [TransactionRow])]

    var sections: [MigratedSectionModel<TransactionRow>] {
        days.map { MigratedSectionModel(identity: $0.day, header: $0.day.uppercased(), items: $0.rows) }
    }
}

@MainActor
final class StatementScreen {
    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<String, String>!
    private var rowsByID: [String: TransactionRow] = [:]
    private var headersByID: [String: String] = [:]

    init(frame: CGRect) {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.headerMode = .supplementary
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))

        let rowCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, rowID in
            guard let row = self?.rowsByID[rowID] else { return }
            var content = UIListContentConfiguration.valueCell()
            content.text = row.merchant
            content.secondaryText = row.amount
            cell.contentConfiguration = content
        }
        let dayHeader = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            if let self, let day = self.dataSource.sectionIdentifier(for: indexPath.section) {
                content.text = self.headersByID[day]
            }
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, rowID in
            collectionView.dequeueConfiguredReusableCell(using: rowCell, for: indexPath, item: rowID)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: dayHeader, for: indexPath)
                : nil
        }
    }

    /// Replaces `Observable.just(sections).bind(to: collectionView.rx.items(dataSource: dataSource))`.
    func bind(_ sections: [MigratedSectionModel<TransactionRow>], animated: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for section in sections {
            headersByID[section.identity] = section.header
            snapshot.appendSections([section.identity])
            for row in section.items { rowsByID[row.identity] = row }
            snapshot.appendItems(section.items.map(\.identity), toSection: section.identity)
        }
        // RxDataSources reloaded rows whose Equatable content changed; with identities as identifiers the rows
        // that stay must be reconfigured explicitly.
        let previous = Set(dataSource.snapshot().itemIdentifiers)
        snapshot.reconfigureItems(snapshot.itemIdentifiers.filter { previous.contains($0) })
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}
