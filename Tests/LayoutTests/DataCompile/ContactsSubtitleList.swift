import LayoutKitLinux

// A contacts list: plain list sections by initial letter with supplementary headers (`.plainHeader()`), rows as
// subtitle cells with a person symbol, a tinted image, a headline font, and a checkmark on the contacts picked for
// a group message. Picking toggles the contact and re-applies the snapshot with the contact reconfigured.
struct ContactEntry: Hashable, Sendable {
    let handle: String
    var fullName: String
    var phone: String
}

@MainActor
final class ContactsPickerController {
    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<String, ContactEntry>!
    private(set) var picked: Set<String> = []

    init(frame: CGRect) {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .supplementary
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        configureDataSource()
    }

    private func configureDataSource() {
        let contactCell = UICollectionView.CellRegistration<UICollectionViewListCell, ContactEntry> { [weak self] cell, _, contact in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = contact.fullName
            content.secondaryText = contact.phone
            content.image = UIImage(systemName: "person.crop.circle")
            content.imageProperties.tintColor = .systemGray
            content.textProperties.font = UIFont.preferredFont(forTextStyle: .headline)
            content.secondaryTextProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            let isPicked = self?.picked.contains(contact.handle) ?? false
            cell.accessories = isPicked ? [.checkmark()] : []
        }
        let letterHeader = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            var content = UIListContentConfiguration.plainHeader()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<String, ContactEntry>(collectionView: collectionView) { collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: contactCell, for: indexPath, item: contact)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: letterHeader, for: indexPath)
        }
    }

    func show(_ contacts: [ContactEntry]) {
        let byLetter = Dictionary(grouping: contacts) { String($0.fullName.prefix(1)).uppercased() }
        var snapshot = NSDiffableDataSourceSnapshot<String, ContactEntry>()
        for letter in byLetter.keys.sorted() {
            snapshot.appendSections([letter])
            snapshot.appendItems(byLetter[letter, default: []].sorted { $0.fullName < $1.fullName }, toSection: letter)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func togglePick(at indexPath: IndexPath) {
        guard let contact = dataSource.itemIdentifier(for: indexPath) else { return }
        if picked.contains(contact.handle) {
            picked.remove(contact.handle)
        } else {
            picked.insert(contact.handle)
        }
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([contact])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
