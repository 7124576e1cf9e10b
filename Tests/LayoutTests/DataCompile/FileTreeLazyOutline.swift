import LayoutKitLinux

// A file browser whose folders load their contents when expanded: an outline list in one section driven by
// `sectionSnapshotHandlers` — `shouldExpandItem` only for folders, `snapshotForExpandingParent` supplying the
// folder's children on first expansion, `willExpandItem`/`willCollapseItem` remembering which folders are open,
// and `shouldCollapseItem` keeping the root open. Folder rows carry an outline-disclosure accessory, files none.
struct FileNode: Hashable, Sendable {
    let path: String
    let isFolder: Bool

    var name: String { String(path.split(separator: "/").last ?? Substring(path)) }
}

@MainActor
final class FileTreeBrowser {
    enum Section: Hashable, Sendable { case tree }

    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, FileNode>!
    private let listing: [String: [FileNode]]
    private(set) var openFolders: [String] = []
    private(set) var loadedFolders: [String] = []

    /// `listing` maps a folder's path to its children, as a file provider would answer.
    init(frame: CGRect, listing: [String: [FileNode]]) {
        self.listing = listing
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebarPlain))
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        configureDataSource()
    }

    private func configureDataSource() {
        let nodeRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, FileNode> { cell, _, node in
            var content = cell.defaultContentConfiguration()
            content.text = node.name
            content.image = UIImage(systemName: node.isFolder ? "folder" : "doc")
            cell.contentConfiguration = content
            cell.accessories = node.isFolder ? [.outlineDisclosure()] : []
        }
        dataSource = UICollectionViewDiffableDataSource<Section, FileNode>(collectionView: collectionView) { collectionView, indexPath, node in
            collectionView.dequeueConfiguredReusableCell(using: nodeRegistration, for: indexPath, item: node)
        }

        var handlers = UICollectionViewDiffableDataSource<Section, FileNode>.SectionSnapshotHandlers<FileNode>()
        handlers.shouldExpandItem = { node in node.isFolder }
        handlers.shouldCollapseItem = { node in node.path != "/" }
        handlers.willExpandItem = { [weak self] node in self?.openFolders.append(node.path) }
        handlers.willCollapseItem = { [weak self] node in self?.openFolders.removeAll { $0 == node.path } }
        handlers.snapshotForExpandingParent = { [weak self] parent, currentChildren in
            guard let self, currentChildren.items.isEmpty else { return currentChildren }
            self.loadedFolders.append(parent.path)
            var children = NSDiffableDataSourceSectionSnapshot<FileNode>()
            children.append([parent])
            children.append(self.listing[parent.path] ?? [], to: parent)
            return children
        }
        dataSource.sectionSnapshotHandlers = handlers
    }

    func showRoot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, FileNode>()
        snapshot.appendSections([.tree])
        dataSource.apply(snapshot, animatingDifferences: false)

        let root = FileNode(path: "/", isFolder: true)
        var tree = NSDiffableDataSourceSectionSnapshot<FileNode>()
        tree.append([root])
        tree.append(listing["/"] ?? [], to: root)
        tree.expand([root])
        dataSource.apply(tree, to: .tree, animatingDifferences: false)
    }

    /// What tapping a folder's disclosure does in the app: expand or collapse it in the current section snapshot.
    func toggle(_ folder: FileNode) {
        var tree = dataSource.snapshot(for: .tree)
        if tree.isExpanded(folder) {
            tree.collapse([folder])
        } else {
            tree.expand([folder])
        }
        dataSource.apply(tree, to: .tree, animatingDifferences: true)
    }
}
