import LayoutKitLinux

// A Swift concurrency screen: the model is loaded in a `Task`, and the snapshot applied with the `async`
// overloads UIKit added in iOS 15 — `await dataSource.apply(snapshot, animatingDifferences:)` and
// `await dataSource.applySnapshotUsingReloadData(_:)` — so the code after the await runs once the collection view
// shows the data. Books are grouped by shelf in sections.
struct LibraryBook: Hashable, Sendable {
    let isbn: String
    let title: String
    let shelf: String
}

actor BookCatalogue {
    private var books: [LibraryBook]

    init(books: [LibraryBook]) { self.books = books }

    func allBooks() -> [LibraryBook] { books }
    func add(_ book: LibraryBook) { books.append(book) }
}

@MainActor
final class BookshelfScreen {
    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<String, LibraryBook>!
    private let catalogue: BookCatalogue
    private(set) var appliedTitles: [String] = []

    init(frame: CGRect, catalogue: BookCatalogue) {
        self.catalogue = catalogue
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)),
                                                       subitems: [item])
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let cover = UICollectionView.CellRegistration<UICollectionViewCell, LibraryBook> { cell, _, book in
            var content = UIListContentConfiguration.cell()
            content.text = book.title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, book in
            collectionView.dequeueConfiguredReusableCell(using: cover, for: indexPath, item: book)
        }
    }

    private func snapshot(of books: [LibraryBook]) -> NSDiffableDataSourceSnapshot<String, LibraryBook> {
        var snapshot = NSDiffableDataSourceSnapshot<String, LibraryBook>()
        for shelf in Set(books.map(\.shelf)).sorted() {
            snapshot.appendSections([shelf])
            snapshot.appendItems(books.filter { $0.shelf == shelf }, toSection: shelf)
        }
        return snapshot
    }

    func reload() async {
        let books = await catalogue.allBooks()
        await dataSource.applySnapshotUsingReloadData(snapshot(of: books))
        appliedTitles = dataSource.snapshot().itemIdentifiers.map(\.title)
    }

    func add(_ book: LibraryBook) async {
        await catalogue.add(book)
        let books = await catalogue.allBooks()
        await dataSource.apply(snapshot(of: books), animatingDifferences: true)
        appliedTitles = dataSource.snapshot().itemIdentifiers.map(\.title)
    }
}
