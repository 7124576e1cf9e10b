import LayoutKitLinux
import XCTest

/// Each crash UIKit has for data-source misuse is recorded with the caller's file and line, and thrown by `validate()`.
final class DataSourceMisuseTests: XCTestCase {
    private static let file = "LayoutTests/DataSourceMisuseTests.swift"

    func testDuplicateIdentifiersInAnAppliedSnapshotAreReportedAtTheApply() throws {
        try MainActor.assumeIsolated {
            let screen = FeedScreen()
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["feed"])
            snapshot.appendItems(["news-7", "news-7"])
            let line: UInt = #line + 1
            screen.dataSource.apply(snapshot)
            let misuse = screen.collectionView.firstMisuse
            XCTAssertEqual(misuse?.problem, .invalidSnapshot)
            XCTAssertEqual(misuse?.file, Self.file)
            XCTAssertEqual(misuse?.line, line)
            XCTAssertTrue(misuse?.details.contains("not unique") == true, misuse?.description ?? "")
            XCTAssertTrue(misuse?.description.contains("UIKit raises NSInternalInconsistencyException") == true)
            XCTAssertThrowsError(try screen.collectionView.validate()) { error in
                XCTAssertEqual(error as? DataSourceMisuseError, misuse)
            }
            XCTAssertEqual(screen.collectionView.visibleCells.count, 0, "the snapshot was not applied")
        }
    }

    func testARegistrationCreatedInsideTheCellProviderIsReportedWhereItWasCreated() {
        MainActor.assumeIsolated {
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FeedScreen.rowsLayout())
            var line: UInt = 0
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
                line = #line + 1
                let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
                return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2])
            dataSource.apply(snapshot)
            XCTAssertEqual(view.firstMisuse?.problem, .registrationInsideProvider)
            XCTAssertEqual(view.firstMisuse?.line, line)
            XCTAssertEqual(view.firstMisuse?.file, Self.file)
            XCTAssertTrue(view.firstMisuse?.uikitReaction.contains("iOS 15") == true)
        }
    }

    func testDequeuingAnUnregisteredIdentifierIsReportedAtTheDequeue() {
        MainActor.assumeIsolated {
            let source = ClassicSource([["a"]])
            source.reuseIdentifier = "never-registered"
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FeedScreen.rowsLayout())
            view.dataSource = source
            view.layoutIfNeeded()
            XCTAssertEqual(view.firstMisuse?.problem, .unregisteredReuseIdentifier)
            XCTAssertEqual(view.firstMisuse?.line, source.dequeueLine)
            XCTAssertTrue(view.firstMisuse?.details.contains("\"never-registered\"") == true)
        }
    }

    func testACellProviderReturningNilIsReportedAtTheDataSource() {
        MainActor.assumeIsolated {
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FeedScreen.rowsLayout())
            let line: UInt = #line + 1
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            dataSource.apply(snapshot)
            XCTAssertEqual(view.firstMisuse?.problem, .providerReturnedNoView)
            XCTAssertEqual(view.firstMisuse?.line, line)
            XCTAssertEqual(view.visibleCells.count, 1, "a placeholder stands in, so the test goes on")
        }
    }

    func testASupplementaryOfTheWrongKindIsReported() {
        MainActor.assumeIsolated {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            let layout = FeedScreen.rowsLayout()
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                                     subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
            section.boundarySupplementaryItems = [header]
            _ = layout
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                        collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
            let line: UInt = #line + 1
            let footers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionFooter) { _, _, _ in }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { view, _, indexPath in
                view.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            dataSource.apply(snapshot)
            XCTAssertEqual(view.firstMisuse?.problem, .supplementaryKindMismatch)
            XCTAssertEqual(view.firstMisuse?.line, line)
        }
    }

    func testCountsThatDisagreeWithABatchUpdateAreReportedInUIKitsWords() {
        MainActor.assumeIsolated {
            let source = ClassicSource([["a", "b", "c"]])
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FeedScreen.rowsLayout())
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
            view.dataSource = source
            view.layoutIfNeeded()
            source.sections[0].append("d")
            let line: UInt = #line + 1
            view.performBatchUpdates({})
            XCTAssertEqual(view.firstMisuse?.problem, .invalidUpdate)
            XCTAssertEqual(view.firstMisuse?.line, line)
            XCTAssertEqual(view.firstMisuse?.details,
                           "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the "
                           + "update (4) must be equal to the number of items contained in that section before the update (3), plus or minus the "
                           + "number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items "
                           + "moved into or out of that section (0 moved in, 0 moved out).")
            XCTAssertEqual(view.visibleCells.count, 4, "after the misuse the view reloads from the data source")
        }
    }

    func testAnApplyWhileAnotherRunsIsReported() {
        MainActor.assumeIsolated {
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FeedScreen.rowsLayout())
            let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
            var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
            var line: UInt = 0
            dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
                if item == 1, let source = dataSource {
                    line = #line + 1
                    source.apply(NSDiffableDataSourceSnapshot<Int, Int>())
                }
                return view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2])
            dataSource?.apply(snapshot)
            XCTAssertEqual(view.firstMisuse?.problem, .concurrentApply)
            XCTAssertEqual(view.firstMisuse?.line, line)
            XCTAssertEqual(view.visibleCells.count, 2, "the inner apply was refused")
        }
    }

    func testADecorationKindWithNoRegisteredClassIsReportedWhereTheKindIsDeclared() {
        MainActor.assumeIsolated {
            // The layout (DecorationViewTests.backgroundLayout) declares the kind and registers no class for it.
            var line: UInt = 0
            let (view, source) = DecorationViewTests.view(sections: 1, register: nil, line: &line)
            // validate() lays out and throws the misuse.
            XCTAssertNil(try? view.validate())
            let misuse = view.firstMisuse
            XCTAssertEqual(misuse?.problem, .unregisteredReuseIdentifier)
            XCTAssertEqual(misuse?.file, "LayoutTests/DecorationViewTests.swift")
            XCTAssertEqual(misuse?.line, line)
            XCTAssertTrue(misuse?.details.contains("could not dequeue a view of kind \"section-background\"") == true, misuse?.details ?? "")
            // The cells are still shown, so that the test reaches its assertions; the decoration has no view.
            XCTAssertEqual(view.visibleCells.count, 5)
            XCTAssertFalse(view.subviews.contains { !($0 is UICollectionViewCell) })
            withExtendedLifetime(source) {}
        }
    }
}
