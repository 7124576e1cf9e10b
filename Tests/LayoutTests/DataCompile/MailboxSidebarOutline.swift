import LayoutKitLinux

// An iPad mail sidebar: one section per account, each an outline built as an
// `NSDiffableDataSourceSectionSnapshot` — the account is a root item with an outline-disclosure accessory in the
// header style, its mailboxes are children appended with `append(_:to:)`, and the account is expanded so the
// mailboxes show. Headers use `.sidebarHeader()`, mailboxes `.sidebarCell()` with a symbol and an unread count
// as a label accessory; backgrounds are `UIBackgroundConfiguration.listSidebarCell()`.
struct MailAccount: Hashable, Sendable {
    let address: String
}

enum MailboxItem: Hashable, Sendable {
    case account(MailAccount)
    case mailbox(account: String, name: String, symbol: String, unread: Int)
}

@MainActor
final class MailboxSidebar {
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<MailAccount, MailboxItem>!

    init(frame: CGRect) {
        let layout = UICollectionViewCompositionalLayout { _, layoutEnvironment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.showsSeparators = false
            configuration.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        configureDataSource()
    }

    private func configureDataSource() {
        let accountRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, MailAccount> { cell, _, account in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = account.address
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
        }
        let mailboxRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, MailboxItem> { cell, _, item in
            guard case let .mailbox(_, name, symbol, unread) = item else { return }
            var content = UIListContentConfiguration.sidebarCell()
            content.text = name
            content.image = UIImage(systemName: symbol)
            cell.contentConfiguration = content
            cell.backgroundConfiguration = UIBackgroundConfiguration.listSidebarCell()
            cell.accessories = unread > 0 ? [.label(text: "\(unread)")] : []
        }

        dataSource = UICollectionViewDiffableDataSource<MailAccount, MailboxItem>(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .account(let account):
                return collectionView.dequeueConfiguredReusableCell(using: accountRegistration, for: indexPath, item: account)
            case .mailbox:
                return collectionView.dequeueConfiguredReusableCell(using: mailboxRegistration, for: indexPath, item: item)
            }
        }
    }

    func show(accounts: [(MailAccount, [(name: String, symbol: String, unread: Int)])], collapsed: Set<String> = []) {
        var snapshot = NSDiffableDataSourceSnapshot<MailAccount, MailboxItem>()
        snapshot.appendSections(accounts.map { $0.0 })
        dataSource.apply(snapshot, animatingDifferences: false)

        for (account, mailboxes) in accounts {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<MailboxItem>()
            let root = MailboxItem.account(account)
            sectionSnapshot.append([root])
            sectionSnapshot.append(mailboxes.map { .mailbox(account: account.address, name: $0.name, symbol: $0.symbol, unread: $0.unread) },
                                   to: root)
            if !collapsed.contains(account.address) {
                sectionSnapshot.expand([root])
            }
            dataSource.apply(sectionSnapshot, to: account, animatingDifferences: false)
        }
    }
}
