import LayoutKitLinux
import XCTest

/// UIKit's crashes on data-source misuse, met through the app-style files of Tests/LayoutTests/DataCompile/ and
/// through code written here as apps write it: each is recorded, not raised, and its message names the file and
/// line of the call that misused the API — the app's file when the app's code made the call — so the failing test
/// points at the app's bug.
final class DataCorpusMisuseTests: XCTestCase {
    /// The line (1-based) of the first `fragment` after line `after` in the corpus file `name`, read from the source
    /// tree, so that the expected line follows the file when it is edited.
    private func line(of fragment: String, inCorpusFile name: String, after: Int = 0,
                      file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("DataCompile")
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.indices.first { $0 >= after && lines[$0].contains(fragment) }, "\(fragment) not in \(name)",
                                  file: file, line: line)
        return index + 1
    }

    @MainActor
    private static func recordedMisuse(_ collectionView: UICollectionView) -> String? {
        collectionView.firstMisuse?.description
    }

    func testDuplicateContactsInTheAppsSnapshotNameTheAppsFileAndLine() throws {
        let appendLine = try line(of: "snapshot.appendItems(byLetter", inCorpusFile: "ContactsSubtitleList.swift")
        let applyLine = try line(of: "dataSource.apply(snapshot", inCorpusFile: "ContactsSubtitleList.swift", after: appendLine)
        try MainActor.assumeIsolated {
            // The same contact twice: UIKit raises "Fatal: supplied item identifiers are not unique" in appendItems.
            let picker = ContactsPickerController(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let ana = ContactEntry(handle: "ana", fullName: "Ana Lima", phone: "555-0101")
            picker.show([ana, ana])
            picker.collectionView.layoutIfNeeded()
            let message = try XCTUnwrap(Self.recordedMisuse(picker.collectionView))
            // Both of the app's lines: the apply that UIKit would crash in, and the append that made the duplicate.
            XCTAssertTrue(message.hasPrefix("LayoutTests/ContactsSubtitleList.swift:\(applyLine): apply(_:animatingDifferences:completion:)"), message)
            XCTAssertTrue(message.contains("LayoutTests/ContactsSubtitleList.swift:\(appendLine): appendItems(_:toSection:)"), message)
            XCTAssertTrue(message.contains("not unique"), message)
            XCTAssertEqual(picker.collectionView.firstMisuse?.problem, .invalidSnapshot)
        }
    }

    func testDuplicateIdentifiersAppliedToTheDataSourceNameTheLineThatAddedThem() throws {
        try MainActor.assumeIsolated {
            let screen = NumberedListScreen()
            screen.loadView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), count: 3)
            var snapshot = NSDiffableDataSourceSnapshot<NumberedListScreen.Section, Int>()
            snapshot.appendSections([.main])
            let appendLine = #line + 1
            snapshot.appendItems([7, 8, 7])
            screen.dataSource.apply(snapshot, animatingDifferences: false)
            screen.collectionView.layoutIfNeeded()
            let message = try XCTUnwrap(Self.recordedMisuse(screen.collectionView))
            XCTAssertTrue(message.contains("DataCorpusMisuseTests.swift:\(appendLine): "), message)
            XCTAssertTrue(message.contains("not unique"), message)
            XCTAssertThrowsError(try screen.collectionView.validate())
        }
    }

    func testDequeuingAnUnregisteredReuseIdentifierNamesTheDataSourcesLine() throws {
        try MainActor.assumeIsolated {
            // A classic data source that dequeues an identifier nobody registered, as after renaming a cell class:
            // UIKit raises "could not dequeue a view of kind: UICollectionElementKindCell with identifier …".
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
            collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
            let dataSource = MisspelledReuseIdentifierDataSource()
            collectionView.dataSource = dataSource
            collectionView.layoutIfNeeded()
            let message = try XCTUnwrap(Self.recordedMisuse(collectionView))
            XCTAssertTrue(message.contains("DataCorpusMisuseTests.swift:\(dataSource.dequeueLine): "), message)
            XCTAssertTrue(message.contains("SwatchCel"), message)
            XCTAssertEqual(collectionView.firstMisuse?.problem, .unregisteredReuseIdentifier)
        }
    }

    func testARegistrationMadeInsideTheCellProviderNamesItsLine() throws {
        try MainActor.assumeIsolated {
            // UIKit asserts (iOS 15) when a registration is created inside the cell provider: it must be made once.
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            var registrationLine = 0
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
                registrationLine = #line + 1
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                    var content = cell.defaultContentConfiguration()
                    content.text = name
                    cell.contentConfiguration = content
                }
                return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            let message = try XCTUnwrap(Self.recordedMisuse(collectionView))
            XCTAssertTrue(message.contains("DataCorpusMisuseTests.swift:\(registrationLine): "), message)
            XCTAssertEqual(collectionView.firstMisuse?.problem, .registrationInsideProvider)
        }
    }
}

/// A classic data source whose cell identifier has a typo ("SwatchCel"), the misuse the test above makes.
private final class MisspelledReuseIdentifierDataSource: NSObject, UICollectionViewDataSource {
    private(set) var dequeueLine = 0

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        dequeueLine = #line + 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "SwatchCel", for: indexPath)
    }
}
