import LayoutKitLinux

// An app's settings screen: grouped sections of value cells (`UIListContentConfiguration.valueCell()`, the title
// on the leading side and the current value on the trailing side) with the accessories settings rows carry — a
// disclosure indicator where a row opens a page, a label accessory for a count, and a custom-view accessory (a
// small coloured dot) for the theme — and a grouped footer under the last section.
enum SettingsSection: Int, CaseIterable, Hashable, Sendable {
    case account
    case appearance
    case about
}

enum SettingsRow: Hashable, Sendable {
    case signedInAs(String)
    case notifications(count: Int)
    case theme(name: String)
    case textSize
    case version(String)
}

@MainActor
final class SettingsScreen {
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<SettingsSection, SettingsRow>!

    init(frame: CGRect) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.footerMode = .supplementary
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        makeDataSource()
    }

    private func makeDataSource() {
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SettingsRow> { cell, _, row in
            var content = UIListContentConfiguration.valueCell()
            switch row {
            case .signedInAs(let email):
                content.text = "Account"
                content.secondaryText = email
                cell.accessories = [.disclosureIndicator()]
            case .notifications(let count):
                content.text = "Notifications"
                cell.accessories = [.label(text: "\(count)"), .disclosureIndicator()]
            case .theme(let name):
                content.text = "Theme"
                content.secondaryText = name
                let dot = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
                dot.backgroundColor = .systemBlue
                dot.layer.cornerRadius = 6
                let placement = UICellAccessory.Placement.trailing(displayed: .always)
                cell.accessories = [.customView(configuration: .init(customView: dot, placement: placement))]
            case .textSize:
                content.text = "Text Size"
                content.image = UIImage(systemName: "textformat.size")
                cell.accessories = [.disclosureIndicator()]
            case .version(let version):
                content.text = "Version"
                content.secondaryText = version
                cell.accessories = []
            }
            content.textProperties.font = .preferredFont(forTextStyle: .body)
            cell.contentConfiguration = content
        }

        let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { footer, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = indexPath.section == SettingsSection.about.rawValue ? "Made with care." : nil
            footer.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            guard kind == UICollectionView.elementKindSectionFooter else { return nil }
            return collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }
    }

    func reload(email: String, unread: Int, theme: String, version: String) {
        var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, SettingsRow>()
        snapshot.appendSections(SettingsSection.allCases)
        snapshot.appendItems([.signedInAs(email), .notifications(count: unread)], toSection: .account)
        snapshot.appendItems([.theme(name: theme), .textSize], toSection: .appearance)
        snapshot.appendItems([.version(version)], toSection: .about)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
