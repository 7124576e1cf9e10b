import LayoutKitLinux
import XCTest

final class CollectionViewOutputTests: XCTestCase {
    func testEveryOutputShowsEachCellsIdentifierAndContent() throws {
        try MainActor.assumeIsolated {
            let screen = FeedScreen()
            screen.show(["news-7", "news-8"])
            // Rows of 44 from y 0; the registration sets the text "Title of <item>".
            let frames = try FrameDump.render(screen.collectionView)
            XCTAssertEqual(frames, """
                # layout-dump frames v1
                content 320 88
                cell - @news-7 0 0 320 44 0 "text=Title of news-7"
                cell - @news-8 0 44 320 44 0 "text=Title of news-8"

                """)
            XCTAssertNoThrow(try FrameDumpDiff.parse(frames))
            let json = try JSONDump.render(screen.collectionView)
            XCTAssertTrue(json.contains("\"id\": \"news-8\", \"text\": \"Title of news-8\", \"frame\": {\"x\": 0, \"y\": 44"), json)
            XCTAssertTrue(try ASCIIDiagram.render(screen.collectionView).contains("news-7"))
            XCTAssertTrue(try SVGDiagram.render(screen.collectionView).contains("Title of news-8"))
            XCTAssertTrue(try HTMLPage.render(screen.collectionView).contains("Title of news-7"))
        }
    }

    func testContentIsQuotedAndEscaped() throws {
        try MainActor.assumeIsolated {
            let source = ClassicSource([["say \"hi\"\nthen go"]])
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FeedScreen.rowsLayout())
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
            view.dataSource = source
            // A classic data source has no identifiers: the cell keeps its index path; its accessibility label is the content.
            let frames = try FrameDump.render(view)
            XCTAssertTrue(frames.contains(#"cell - 0.0 0 0 320 44 0 "text=say \"hi\"\nthen go""#), frames)
            let parsed = try FrameDumpDiff.parse(frames)
            XCTAssertEqual(parsed.elements.first?.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        }
    }

    func testContentFollowsAQuotedKeyInOnePassInBothDumps() throws {
        try MainActor.assumeIsolated {
            let screen = FeedScreen()
            screen.show(["top story", "b"])
            // A key with a space is written in quotes (Docs/Diffable.md); the content is still the line's last field.
            let frames = try FrameDump.render(screen.collectionView)
            XCTAssertEqual(frames, """
                # layout-dump frames v1
                content 320 88
                cell - "@top story" 0 0 320 44 0 "text=Title of top story"
                cell - @b 0 44 320 44 0 "text=Title of b"

                """)
            let json = try JSONDump.render(screen.collectionView)
            XCTAssertTrue(json.contains(#"{"category": "cell", "kind": null, "section": 0, "item": 0, "id": "top story", "text": "Title of top story", "frame": {"x": 0, "y": 0, "width": 320, "height": 44}, "zIndex": 0}"#), json)
        }
    }

    func testASnapshotOfACollectionViewFailsOnItsMisuse() {
        MainActor.assumeIsolated {
            let screen = FeedScreen()
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["a", "a"])
            screen.dataSource.apply(snapshot)
            let failure = verifyLayoutSnapshot(of: screen.collectionView, record: .never, snapshotDirectory: NSTemporaryDirectory())
            XCTAssertTrue(failure?.contains("invalidSnapshot") == true || failure?.contains("not unique") == true, failure ?? "")
        }
    }
}

/// A cell built from a label pinned with Auto Layout, as apps write them; the constraints are kept, not solved.
final class LabelCell: UICollectionViewCell {
    let titleLabel = UILabel()
    var constraints: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        constraints = [titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                       titleLabel.heightAnchor.constraint(equalToConstant: 20)]
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

extension CollectionViewOutputTests {
    func testACellMadeOfLabelsShowsItsFirstLabelsText() throws {
        try MainActor.assumeIsolated {
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FeedScreen.rowsLayout())
            let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.titleLabel.text = item.uppercased() }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["inbox"])
            dataSource.apply(snapshot)
            XCTAssertTrue(try FrameDump.render(view).contains("cell - @inbox 0 0 320 44 0 \"text=INBOX\""))
            let cell = try XCTUnwrap(view.visibleCells.first as? LabelCell)
            XCTAssertEqual(cell.constraints.map(\.isActive), [true, true])
            XCTAssertEqual(cell.constraints.map(\.constant), [8, 20])
        }
    }
}
