import LayoutKitLinux

// An inbox kept in an array and fed through the classic data source, updated with `performBatchUpdates` as apps
// did before diffable data sources: the model changes inside the updates block together with the matching
// `insertItems(at:)`, `deleteItems(at:)`, `moveItem(at:to:)` and `reloadItems(at:)` calls, and the completion
// handler learns when the batch is done. Rows are 60 pt; a new message arrives at the top.
struct InboxMessage: Sendable {
    let id: Int
    var subject: String
    var isRead: Bool
}

final class InboxMessageCell: UICollectionViewCell {
    private(set) var messageID: Int?

    override func prepareForReuse() {
        super.prepareForReuse()
        messageID = nil
        contentConfiguration = nil
    }

    func show(_ message: InboxMessage) {
        messageID = message.id
        var content = UIListContentConfiguration.cell()
        content.text = message.subject
        content.textProperties.color = message.isRead ? .secondaryLabel : .label
        contentConfiguration = content
    }
}

@MainActor
final class InboxMessagesController: NSObject, UICollectionViewDataSource {
    let collectionView: UICollectionView
    private(set) var messages: [InboxMessage]
    private(set) var finishedBatches = 0

    init(frame: CGRect, messages: [InboxMessage]) {
        self.messages = messages
        let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                     subitems: [row])
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        super.init()
        collectionView.register(InboxMessageCell.self, forCellWithReuseIdentifier: "message")
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        messages.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath) as! InboxMessageCell
        cell.show(messages[indexPath.item])
        return cell
    }

    /// A new message at the top, one deleted, one marked read, and the pinned one moved to the top: one batch.
    func receive(_ newMessage: InboxMessage, deleting deletedID: Int, markingRead readID: Int, pinning pinnedID: Int) {
        collectionView.performBatchUpdates({ [self] in
            // Deletes and reloads use the indexes before the batch, inserts and moves' targets the indexes after.
            guard let deleted = messages.firstIndex(where: { $0.id == deletedID }),
                  let read = messages.firstIndex(where: { $0.id == readID }),
                  let pinned = messages.firstIndex(where: { $0.id == pinnedID }) else { return }
            var updated = messages
            updated[read].isRead = true
            let pinnedMessage = updated[pinned]
            updated.removeAll { $0.id == deletedID || $0.id == pinnedID }
            updated.insert(newMessage, at: 0)
            updated.insert(pinnedMessage, at: 0)
            messages = updated
            collectionView.deleteItems(at: [IndexPath(item: deleted, section: 0)])
            collectionView.reloadItems(at: [IndexPath(item: read, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
            collectionView.moveItem(at: IndexPath(item: pinned, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: { [weak self] finished in
            if finished { self?.finishedBatches += 1 }
        })
    }

    func replaceAll(with messages: [InboxMessage]) {
        self.messages = messages
        collectionView.reloadData()
    }
}
