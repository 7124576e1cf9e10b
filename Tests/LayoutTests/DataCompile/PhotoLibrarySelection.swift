import LayoutKitLinux

// A photo library grid with selection handled by a `UICollectionViewDelegate`: `didSelectItemAt` maps the index
// path back to the asset with `dataSource.itemIdentifier(for:)`, and "reveal" maps an asset to its place with
// `indexPath(for:)`, scrolls there with `scrollToItem(at:at:animated:)` and highlights the visible cell found
// with `cellForItem(at:)`. The cell shows selection with a border on its layer when `isSelected` changes.
struct LibraryAsset: Hashable, Sendable {
    let localIdentifier: String
}

final class AssetThumbnailCell: UICollectionViewCell {
    let imageContainer = UIView()
    private(set) var assetIdentifier: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageContainer)
        imageContainer.backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isSelected: Bool {
        didSet {
            contentView.layer.borderWidth = isSelected ? 3 : 0
            contentView.layer.borderColor = isSelected ? UIColor.systemBlue.cgColor : nil
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageContainer.frame = contentView.bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        assetIdentifier = nil
        isHighlighted = false
    }

    func show(_ asset: LibraryAsset) {
        assetIdentifier = asset.localIdentifier
        accessibilityIdentifier = asset.localIdentifier
    }
}

@MainActor
final class PhotoLibraryGrid: NSObject, UICollectionViewDelegate {
    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, LibraryAsset>!
    private(set) var openedAssets: [LibraryAsset] = []

    init(frame: CGRect, columns: Int = 4) {
        let fraction = 1.0 / CGFloat(columns)
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
        item.contentInsets = .init(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
                                                       subitems: [item])
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        super.init()
        collectionView.delegate = self
        let thumbnail = UICollectionView.CellRegistration<AssetThumbnailCell, LibraryAsset> { cell, _, asset in
            cell.show(asset)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, asset in
            collectionView.dequeueConfiguredReusableCell(using: thumbnail, for: indexPath, item: asset)
        }
    }

    func show(_ assets: [LibraryAsset]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, LibraryAsset>()
        snapshot.appendSections([0])
        snapshot.appendItems(assets)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let asset = dataSource.itemIdentifier(for: indexPath) else { return }
        openedAssets.append(asset)
    }

    /// Scrolls the grid so the asset is in view and returns its cell, as "Show in All Photos" does.
    @discardableResult
    func reveal(_ asset: LibraryAsset) -> AssetThumbnailCell? {
        guard let indexPath = dataSource.indexPath(for: asset) else { return nil }
        collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: indexPath) as? AssetThumbnailCell
        cell?.isHighlighted = true
        return cell
    }
}
