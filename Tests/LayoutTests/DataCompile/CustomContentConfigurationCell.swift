import LayoutKitLinux

// A custom content configuration, as Apple's "custom configurations" sample teaches: a value type conforming to
// `UIContentConfiguration` whose `makeContentView()` returns a `UIView` subclass conforming to `UIContentView`,
// and `updated(for:)` reacting to the cell's state. Any cell takes it as its `contentConfiguration`, so the
// same rendering serves plain `UICollectionViewCell`s in a diffable data source.
struct StockQuoteConfiguration: UIContentConfiguration, Hashable {
    var symbol = ""
    var price = ""
    var isHighlighted = false

    func makeContentView() -> UIView & UIContentView {
        StockQuoteContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> StockQuoteConfiguration {
        var updated = self
        if let cellState = state as? UICellConfigurationState {
            updated.isHighlighted = cellState.isHighlighted || cellState.isSelected
        }
        return updated
    }
}

final class StockQuoteContentView: UIView, UIContentView {
    private var appliedConfiguration: StockQuoteConfiguration

    var configuration: UIContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let newConfiguration = newValue as? StockQuoteConfiguration else { return }
            apply(newConfiguration)
        }
    }

    init(configuration: StockQuoteConfiguration) {
        appliedConfiguration = configuration
        super.init(frame: .zero)
        apply(configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply(_ configuration: StockQuoteConfiguration) {
        appliedConfiguration = configuration
        accessibilityLabel = "\(configuration.symbol) \(configuration.price)"
        backgroundColor = configuration.isHighlighted ? .systemGray5 : .clear
    }
}

@MainActor
final class WatchlistController {
    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var prices: [String: String] = [:]

    init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let quoteCell = UICollectionView.CellRegistration<UICollectionViewCell, String> { [weak self] cell, _, symbol in
            var configuration = StockQuoteConfiguration()
            configuration.symbol = symbol
            configuration.price = self?.prices[symbol] ?? "—"
            cell.contentConfiguration = configuration
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, symbol in
            collectionView.dequeueConfiguredReusableCell(using: quoteCell, for: indexPath, item: symbol)
        }
    }

    func show(symbols: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(symbols)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
