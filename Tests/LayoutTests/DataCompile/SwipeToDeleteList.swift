import LayoutKitLinux

// A reminders list with swipe actions: the list configuration's `trailingSwipeActionsConfigurationProvider` finds
// the swiped reminder with `dataSource.itemIdentifier(for:)` and offers Delete (removing it from a copy of the
// current snapshot and applying it) and Flag; in edit mode the same delete is a `.delete()` accessory, and a
// multiselect accessory shows for bulk actions.
struct Reminder: Hashable, Sendable {
    let id: UUID
    var title: String
    var isFlagged = false
}

@MainActor
final class RemindersListController {
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Reminder>!
    private(set) var flagged: [String] = []

    init(frame: CGRect) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let reminder = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                self?.delete(reminder)
                completion(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
                self?.flagged.append(reminder.title)
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))

        let reminderCell = UICollectionView.CellRegistration<UICollectionViewListCell, Reminder> { [weak self] cell, _, reminder in
            var content = cell.defaultContentConfiguration()
            content.text = reminder.title
            cell.contentConfiguration = content
            cell.accessories = [
                .multiselect(displayed: .whenEditing),
                .delete(displayed: .whenEditing) { self?.delete(reminder) },
            ]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, reminder in
            collectionView.dequeueConfiguredReusableCell(using: reminderCell, for: indexPath, item: reminder)
        }
    }

    func show(_ reminders: [Reminder]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Reminder>()
        snapshot.appendSections([0])
        snapshot.appendItems(reminders)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func delete(_ reminder: Reminder) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([reminder])
        dataSource.apply(snapshot)
    }
}
