import LayoutKitLinux

// The iOS 15 way Apple recommends: item identifiers are the model's IDs, not the models, and the registration
// looks the model up in a store. Marking a recipe favourite changes the store and reconfigures that identifier
// (`reconfigureItems`, the cell updated in place); replacing its photo reloads it (`reloadItems`, a new cell).
// Both apply without animation inside `UIView.performWithoutAnimation`, as apps do to avoid a flash.
struct Recipe: Identifiable, Sendable {
    let id: Int
    var name: String
    var isFavorite: Bool
    var photoName: String
}

@MainActor
final class RecipeStore {
    private(set) var recipes: [Recipe.ID: Recipe] = [:]

    init(_ recipes: [Recipe]) {
        for recipe in recipes { self.recipes[recipe.id] = recipe }
    }

    func recipe(with id: Recipe.ID) -> Recipe? { recipes[id] }
    func update(_ recipe: Recipe) { recipes[recipe.id] = recipe }
}

@MainActor
final class RecipeGridController {
    let collectionView: UICollectionView
    let store: RecipeStore
    var dataSource: UICollectionViewDiffableDataSource<Int, Recipe.ID>!
    private(set) var configuredCount = 0

    init(frame: CGRect, store: RecipeStore) {
        self.store = store
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
                                                       subitems: [item])
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: .init(group: group)))

        let recipeCell = UICollectionView.CellRegistration<UICollectionViewListCell, Recipe.ID> { [weak self] cell, _, recipeID in
            guard let self, let recipe = self.store.recipe(with: recipeID) else { return }
            self.configuredCount += 1
            var content = UIListContentConfiguration.cell()
            content.text = recipe.name
            content.image = UIImage(named: recipe.photoName)
            content.imageProperties.cornerRadius = 8
            cell.contentConfiguration = content
            cell.accessories = recipe.isFavorite
                ? [.customView(configuration: .init(customView: UIView(), placement: .leading(), tintColor: .systemYellow))]
                : []
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Recipe.ID>(collectionView: collectionView) { collectionView, indexPath, recipeID in
            collectionView.dequeueConfiguredReusableCell(using: recipeCell, for: indexPath, item: recipeID)
        }
    }

    func showAll(sortedBy order: [Recipe.ID]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Recipe.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(order, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func toggleFavorite(_ recipeID: Recipe.ID) {
        guard var recipe = store.recipe(with: recipeID) else { return }
        recipe.isFavorite.toggle()
        store.update(recipe)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([recipeID])
        UIView.performWithoutAnimation {
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    func replacePhoto(of recipeID: Recipe.ID, with photoName: String) {
        guard var recipe = store.recipe(with: recipeID) else { return }
        recipe.photoName = photoName
        store.update(recipe)
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems([recipeID])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
