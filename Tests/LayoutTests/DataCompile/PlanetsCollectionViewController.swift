import LayoutKitLinux

// A `UICollectionViewController` subclass, the template Xcode's "Collection View Controller" file makes: the
// controller is its collection view's data source and delegate, so it overrides `numberOfSections(in:)`,
// `collectionView(_:numberOfItemsInSection:)`, `collectionView(_:cellForItemAt:)` and
// `collectionView(_:didSelectItemAt:)`; it registers its cell class in `viewDidLoad` and titles the navigation bar
// through `navigationItem`.
final class PlanetCell: UICollectionViewListCell {
    static let reuseIdentifier = "PlanetCell"
}

final class PlanetsCollectionViewController: UICollectionViewController {
    let planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
    private(set) var visited: [String] = []

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Planets"
        collectionView.register(PlanetCell.self, forCellWithReuseIdentifier: PlanetCell.reuseIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        planets.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PlanetCell.reuseIdentifier, for: indexPath) as! PlanetCell
        var content = cell.defaultContentConfiguration()
        content.text = planets[indexPath.item]
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        visited.append(planets[indexPath.item])
    }
}
