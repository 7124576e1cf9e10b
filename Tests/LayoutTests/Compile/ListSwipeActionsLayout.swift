import LayoutKitLinux

// A mailbox: a plain list whose rows delete on a trailing swipe and pin on a leading one.
final class ListSwipeActionsMailbox {
    private(set) var deleted: [IndexPath] = []

    func delete(at indexPath: IndexPath) { deleted.append(indexPath) }

    func createLayout() -> UICollectionViewLayout {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                self?.delete(at: indexPath)
                completion(true)
            }
            delete.image = UIImage(systemName: "trash")
            return UISwipeActionsConfiguration(actions: [delete])
        }
        config.leadingSwipeActionsConfigurationProvider = { indexPath in
            guard indexPath.item > 0 else { return nil }
            let pin = UIContextualAction(style: .normal, title: "Pin") { action, sourceView, completion in
                completion(false)
            }
            pin.backgroundColor = .systemOrange
            let configuration = UISwipeActionsConfiguration(actions: [pin])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        return UICollectionViewCompositionalLayout.list(using: config)
    }
}
