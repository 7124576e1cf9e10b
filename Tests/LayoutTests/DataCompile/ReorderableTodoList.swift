import LayoutKitLinux

// A to-do list the user reorders and edits: the app subclasses `UICollectionViewDiffableDataSource`, overriding
// `collectionView(_:canMoveItemAt:)` so that finished tasks stay put, and sets `reorderingHandlers` to write the
// new order back to its store from the transaction's final snapshot. In editing mode the rows show reorder and
// delete accessories; deleting goes through a snapshot.
struct TodoTask: Hashable, Sendable, Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

final class TodoDataSource: UICollectionViewDiffableDataSource<Int, TodoTask.ID> {
    var isDone: (TodoTask.ID) -> Bool = { _ in false }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let id = itemIdentifier(for: indexPath) else { return false }
        return !isDone(id)
    }
}

@MainActor
final class TodoListController {
    let collectionView: UICollectionView
    private(set) var dataSource: TodoDataSource!
    private(set) var tasks: [TodoTask]
    private(set) var savedOrders: [[TodoTask.ID]] = []

    init(frame: CGRect, tasks: [TodoTask]) {
        self.tasks = tasks
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        configureDataSource()
    }

    private func task(_ id: TodoTask.ID) -> TodoTask? { tasks.first { $0.id == id } }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, TodoTask.ID> { [weak self] cell, _, id in
            guard let self, let task = self.task(id) else { return }
            var content = cell.defaultContentConfiguration()
            content.text = task.title
            content.textProperties.color = task.isDone ? .secondaryLabel : .label
            cell.contentConfiguration = content
            cell.accessories = [
                .delete(displayed: .whenEditing, actionHandler: { [weak self] in self?.delete(id) }),
                .reorder(displayed: .whenEditing),
            ]
        }
        dataSource = TodoDataSource(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        dataSource.isDone = { [weak self] id in self?.task(id)?.isDone ?? false }
        dataSource.reorderingHandlers.canReorderItem = { [weak self] id in !(self?.task(id)?.isDone ?? true) }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            let order = transaction.finalSnapshot.itemIdentifiers
            self.tasks = order.compactMap { self.task($0) }
            self.savedOrders.append(order)
        }
    }

    func reload() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, TodoTask.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(tasks.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func setEditing(_ editing: Bool) {
        collectionView.isEditing = editing
    }

    func delete(_ id: TodoTask.ID) {
        tasks.removeAll { $0.id == id }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
