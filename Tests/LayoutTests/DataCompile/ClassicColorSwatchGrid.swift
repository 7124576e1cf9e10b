import LayoutKitLinux

// The pre-iOS 13 path many apps still ship: a `UICollectionViewDataSource` object (an NSObject subclass) that
// registers a custom cell class and a header class by reuse identifier, answers `numberOfSections(in:)` and
// `collectionView(_:numberOfItemsInSection:)`, and dequeues with `dequeueReusableCell(withReuseIdentifier:for:)`
// and `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, casting to its own classes. The cell
// lays out a swatch subview in `layoutSubviews` and clears it in `prepareForReuse`; the grid is three squares
// across with a header per palette.
final class SwatchCell: UICollectionViewCell {
    static let reuseIdentifier = "SwatchCell"

    let swatchView = UIView()
    private(set) var colorName: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(swatchView)
        contentView.layer.cornerRadius = 8
        contentView.layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        swatchView.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        colorName = nil
        swatchView.backgroundColor = nil
        accessibilityLabel = nil
    }

    func configure(name: String, color: UIColor) {
        colorName = name
        swatchView.backgroundColor = color
        accessibilityLabel = name
    }
}

final class PaletteHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "PaletteHeaderView"
    var title: String? {
        didSet { accessibilityLabel = title }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title = nil
    }
}

struct Palette: Sendable {
    var name: String
    var colors: [(name: String, red: CGFloat, green: CGFloat, blue: CGFloat)]
}

final class SwatchGridDataSource: NSObject, UICollectionViewDataSource {
    var palettes: [Palette] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        palettes.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        palettes[section].colors.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SwatchCell.reuseIdentifier, for: indexPath)
        guard let swatchCell = cell as? SwatchCell else { return cell }
        let swatch = palettes[indexPath.section].colors[indexPath.item]
        swatchCell.configure(name: swatch.name, color: UIColor(red: swatch.red, green: swatch.green, blue: swatch.blue, alpha: 1))
        return swatchCell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: PaletteHeaderView.reuseIdentifier,
                                                                   for: indexPath)
        (view as? PaletteHeaderView)?.title = palettes[indexPath.section].name
        return view
    }
}

@MainActor
final class SwatchGridScreen {
    let collectionView: UICollectionView
    let gridDataSource = SwatchGridDataSource()

    init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: SwatchGridScreen.makeLayout())
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
        collectionView.register(PaletteHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: PaletteHeaderView.reuseIdentifier)
        collectionView.dataSource = gridDataSource
    }

    static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                          heightDimension: .fractionalWidth(1.0 / 3.0)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                                    heightDimension: .absolute(40)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    func show(_ palettes: [Palette]) {
        gridDataSource.palettes = palettes
        collectionView.reloadData()
    }
}
