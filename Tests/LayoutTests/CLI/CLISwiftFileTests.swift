import Foundation
import XCTest

/// `layout-dump MyLayout.swift` (Docs/CLI.md, "Swift layout files"): the app-style builder files of
/// Tests/LayoutTests/Compile/ compiled against this package, run, and drawn, with the frames worked out by hand from
/// Docs/Solver.md (the same derivations as AppLayoutCorpusTests, for the 12 items a section the CLI gives); the
/// build cache; and the errors a user meets (a file that does not compile, no builder, a builder that crashes).
final class CLISwiftFileTests: XCTestCase {
    /// One cache for the class, so each file is compiled once however many tests draw it; removed at the end.
    private static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("layout-dump-swift-cache-\(UUID().uuidString)")

    override class func tearDown() {
        try? FileManager.default.removeItem(at: cache)
        super.tearDown()
    }

    private static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        environment["LAYOUTKIT_CACHE_DIR"] = cache.path
        return environment
    }

    private func run(_ arguments: [String], cache: URL = CLISwiftFileTests.cache) throws -> LayoutDumpRunner.Result {
        var environment = Self.environment
        environment["LAYOUTKIT_CACHE_DIR"] = cache.path
        return try LayoutDumpRunner.run(arguments, environment: environment)
    }

    private func corpus(_ name: String) -> String { "Tests/LayoutTests/Compile/\(name).swift" }

    /// The frame dump of `file` with `options`, which must succeed.
    private func frames(_ file: String, _ options: [String], line: UInt = #line) throws -> String {
        let result = try run(["--format", "frames"] + options + [file])
        XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)", line: line)
        return result.stdout
    }

    private func assertLines(_ dump: String, _ expected: [String], _ file: String, line: UInt = #line) {
        let lines = Set(dump.split(separator: "\n").map(String.init))
        for wanted in expected {
            XCTAssertTrue(lines.contains(wanted), "\(file): no line '\(wanted)' in\n\(dump)", line: line)
        }
    }

    private func temporarySwiftFile(_ source: String, name: String) throws -> (String, () -> Void) {
        let (url, cleanup) = try LayoutDumpRunner.temporaryFile(source, name: name)
        return (url.path, cleanup)
    }

    // MARK: The corpus, drawn

    /// Thirteen builder files of the compile corpus, one command line each. `--container` keeps the default device's
    /// safe area (top 59, bottom 34; Docs/CLI.md), which only a sideways layout feels; `--scale 2` as the corpus tests.
    func testCorpusBuilderFilesDrawTheFramesTheirRulesGive() throws {
        let plain = ["--container", "320x480", "--scale", "2"]
        let cases: [(file: String, options: [String], lines: [String])] = [
            // 390 wide: rows FW(1/3) = 130 tall, three 130 slots a row, cells inset 2 (step 3c.8): 126 x 126.
            // 12 items: 4 rows, 520 tall.
            ("PhotoGridLayout", ["--container", "390x844", "--scale", "2"],
             ["content 390 520", "cell - 0.0 2 2 126 126 0", "cell - 0.1 132 2 126 126 0", "cell - 0.3 2 132 126 126 0"]),
            // iPad Pro 13 (1032 wide) → 5 columns: (1000 − 40) / 5 = 192 at 16 + 202k; rows of 150, 10 apart, from 16.
            // 12 items: 3 rows, 16 + 3 x 150 + 2 x 10 + 16 = 502.
            ("AdaptiveColumnsLayout", ["--device", "iPadPro13"],
             ["content 1032 502", "cell - 0.0 16 16 192 150 0", "cell - 0.4 824 16 192 150 0", "cell - 0.5 16 176 192 150 0"]),
            // Rows FH(0.4) of 480 = 192: the 0.7 x 320 = 224 slot less 10 all round is (10, 10, 204, 172); the column of two
            // 96 x 96 slots at x 224 gives (234, 10, 76, 76) and (234, 106, 76, 76) (step 3c.9); item 3 starts row 2: y 202.
            ("MagazineNestedGroupsLayout", plain,
             ["cell - 0.0 10 10 204 172 0", "cell - 0.1 234 10 76 76 0", "cell - 0.2 234 106 76 76 0", "cell - 0.3 10 202 204 172 0"]),
            // Section insets 20: the group is 280 wide, FW(0.2) of 280 = 56 tall; slots 70 x 56, the cell the slot less 5
            // all round: (25, 25, 60, 46).
            ("ItemBadgesLayout", plain, ["cell - 0.0 25 25 60 46 0"]),
            // Columns of two sideways: the height within the safe area is 480 − 59 − 34 = 387; FH(0.5) resolves against
            // 387 − 10 (step 3c.4): 188.5 each, at y 59 and 59 + 188.5 + 10 = 257.5; columns 150 wide, 10 apart: x 0, 160, 320.
            ("HorizontalShelfLayout", plain,
             ["cell - 0.0 0 59 150 188.5 0", "cell - 0.1 0 257.5 150 188.5 0", "cell - 0.4 320 59 150 188.5 0"]),
            // The custom group's provider sees the group, 320 x 300: columns (320 − 10) / 2 = 155, the right one at 165
            // (step 2); the heights are the provider's own.
            ("WaterfallCustomGroupLayout", plain,
             ["cell - 0.0 0 0 155 200 0", "cell - 0.1 165 0 155 140 0", "cell - 0.2 0 210 155 90 0",
              "cell - 0.3 165 150 155 150 0", "cell - 0.5 165 300 155 140 0"]),
            // The 200-pt card after its 60-pt leading edge spacing (step 3c.7): (60, 0, 200, 70); rows 12 apart: y 82.
            ("TimelineLayout", plain, ["cell - 0.0 60 0 200 70 0", "cell - 0.1 60 82 200 70 0"]),
            // A 2/3 tile beside a column of two: (320 − 4) x 2/3 floored to the half point = 210.5; the column 105 wide
            // at 214.5, its tiles (200 − 4) / 2 = 98 tall.
            ("MosaicGalleryLayout", plain,
             ["cell - 0.0 0 0 210.5 200 0", "cell - 0.1 214.5 0 105 98 0", "cell - 0.2 214.5 102 105 98 0"]),
            // No sizer: each chip keeps its 80-pt estimate; three fit a line (3 x 80 + 2 x 8 = 256; four need 344, step
            // 3c.2): x 0, 88, 176; the next line 8 below, at 40.
            ("FilterChipsLayout", plain, ["cell - 0.0 0 0 80 32 0", "cell - 0.2 176 0 80 32 0", "cell - 0.3 0 40 80 32 0"]),
            // Right to left the row is mirrored (step 5): x' = 320 − x − 80.
            ("FilterChipsLayout", plain + ["--rtl"], ["cell - 0.0 240 0 80 32 0", "cell - 0.2 64 0 80 32 0"]),
            // Rows (20, 44i, 280, 44): the third at y 88.
            ("LoadingFooterLayout", plain, ["cell - 0.2 20 88 280 44 0"]),
            // Stories: 80 x 96 groups from x 12, y 8; each bubble is its slot less (4, 4, 20, 4): (16, 12, 72, 72), the
            // next at 96. The orthogonal section is 8 + 96 + 8 = 112 tall whatever its count; posts of 60 from 112.
            ("StoriesRowLayout", ["--container", "390x844", "--scale", "2", "--call", "HomeFeedLayout()"],
             ["cell - 0.0 16 12 72 72 0", "cell - 0.1 96 12 72 72 0", "cell - 1.0 0 112 390 60 0", "cell - 1.1 0 172 390 60 0"]),
            // iPhone 16 Pro (402 wide, margins 16): the .layoutMargins reference leaves 370 at x 16 (step 3a); tiles 0.5
            // of 370 − 10 = 180, at 16 and 206, rows 110 apart; 12 tiles are 6 rows, ending at 650; the chart 16 below: y 666.
            ("DashboardLayout", ["--device", "iPhone16Pro"],
             ["cell - 0.1 206 0 180 100 0", "cell - 0.2 16 110 180 100 0", "cell - 1.0 16 666 370 220 0"]),
        ]
        XCTAssertGreaterThanOrEqual(Set(cases.map(\.file)).count, 12)
        for (file, options, lines) in cases {
            assertLines(try frames(corpus(file), options), lines, file)
        }
    }

    /// Every builder a file declares is drawn, each under its call; a section builder is drawn as a layout of it.
    func testEveryBuilderOfAFileIsDrawnUnderItsCall() throws {
        let dump = try frames(corpus("StoriesRowLayout"), ["--container", "390x844", "--scale", "2"])
        let headings = dump.split(separator: "\n").filter { $0.hasPrefix("== ") }
        XCTAssertEqual(headings, ["== HomeFeedLayout() ==", "== HomeFeedLayout.storiesSection() ==", "== HomeFeedLayout.postsSection() =="])
        // Instance builders are called on a new instance: the lazy var, and the method it calls.
        let settings = try frames(corpus("ListSettingsLayout"), [])
        XCTAssertTrue(settings.contains("== ListSettingsScreen().collectionViewLayout =="), settings)
        XCTAssertTrue(settings.contains("== ListSettingsScreen().createLayout() =="), settings)
    }

    /// A section provider is asked section by section until it returns nil (the dashboard's three kinds); a layout
    /// whose sections all come out the same is drawn with one (the photo grid).
    func testSectionsAreThoseTheProviderAnswers() throws {
        let dashboard = try frames(corpus("DashboardLayout"), [])
        XCTAssertTrue(dashboard.contains("cell - 2.11 "), dashboard)
        XCTAssertFalse(dashboard.contains("cell - 3.0 "), dashboard)
        let grid = try frames(corpus("PhotoGridLayout"), [])
        XCTAssertTrue(grid.contains("cell - 0.11 ") && !grid.contains("cell - 1.0 "), grid)
    }

    /// `--devices` runs the builder once per device, so a provider that reads the environment answers each:
    /// an iPhone SE (375 @2x) gets two columns, (343 − 10) / 2 = 166.5, the second at 192.5.
    func testDevicesReachTheBuildersEnvironment() throws {
        let dump = try frames(corpus("AdaptiveColumnsLayout"), ["--devices", "iPhoneSE3,iPadPro13"])
        XCTAssertTrue(dump.contains("== iPhone SE (3rd generation), portrait: 375 x 667 pt @2x =="), dump)
        assertLines(dump, ["cell - 0.1 192.5 16 166.5 150 0", "cell - 0.4 824 16 192 150 0"], "AdaptiveColumnsLayout")
        // Landscape iPad Pro 13: 1376 wide.
        assertLines(try frames(corpus("AdaptiveColumnsLayout"), ["--device", "iPadPro13", "--landscape"]), ["content 1376 502"], "landscape")
    }

    func testEveryFormatAndTheHTMLPageHasATabPerBuilder() throws {
        for format in ["ascii", "json", "svg", "describe"] {
            let result = try run(["--format", format, corpus("CarouselLayout")])
            XCTAssertEqual(result.status, 0, "\(format): \(result.stderr)")
            XCTAssertFalse(result.stdout.isEmpty, format)
        }
        let page = try run(["--format", "html", corpus("StoriesRowLayout")])
        XCTAssertEqual(page.status, 0, page.stderr)
        XCTAssertEqual(page.stdout.components(separatedBy: "<!DOCTYPE html>").count, 2, "one page")
        for call in ["HomeFeedLayout()", "HomeFeedLayout.storiesSection()", "HomeFeedLayout.postsSection()"] {
            XCTAssertTrue(page.stdout.contains(call), call)
        }
    }

    /// The snapshot workflow: a recorded dump compared with the Swift file it came from has no differences; a file
    /// with several builders is compared through `--call`.
    func testDiffOfADumpWithItsSwiftFileFindsNoDifferences() throws {
        let (reference, cleanup) = try temporarySwiftFile(try frames(corpus("CarouselLayout"), []), name: "carousel.frames")
        defer { cleanup() }
        let same = try run(["diff", reference, corpus("CarouselLayout")])
        XCTAssertEqual(same.status, 0, same.stdout + same.stderr)
        XCTAssertTrue(same.stdout.contains("no differences"), same.stdout)
        let several = try run(["diff", reference, corpus("StoriesRowLayout")])
        XCTAssertEqual(several.status, 2)
        XCTAssertTrue(several.stderr.contains("declares 3 layout builders: HomeFeedLayout(), HomeFeedLayout.storiesSection(), "
                                              + "HomeFeedLayout.postsSection(); name the one to compare with --call"), several.stderr)
        let named = try run(["diff", "--call", "HomeFeedLayout.postsSection()", reference, corpus("StoriesRowLayout")])
        XCTAssertEqual(named.status, 1, named.stderr)
    }

    func testLintReportsEachBuilderByName() throws {
        let source = """
        import LayoutKitLinux

        enum Feed {
            static func list() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """
        let (file, cleanup) = try temporarySwiftFile(source, name: "Feed.swift")
        defer { cleanup() }
        let result = try run(["lint", file])
        XCTAssertEqual(result.status, 1, result.stderr)
        // Docs/Lint.md: a fractionalHeight(1) item in an estimated group never self-sizes.
        XCTAssertTrue(result.stdout.contains("\(file) (Feed.list())"), result.stdout)
        XCTAssertTrue(result.stdout.contains("fractional-size-in-estimated-group"), result.stdout)
    }

    // MARK: --call

    /// `--call` picks a declared builder (with or without its parentheses) or compiles any expression of a layout.
    func testCallNamesABuilderOrAnExpression() throws {
        let source = """
        import LayoutKitLinux

        enum Grid {
            static func make(columns: Int) -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            static var two: UICollectionViewLayout { make(columns: 2) }
        }
        """
        let (file, cleanup) = try temporarySwiftFile(source, name: "Grid.swift")
        defer { cleanup() }
        // 400 wide: four columns of 100, the second at x 100.
        assertLines(try frames(file, ["--container", "400x800", "--call", "Grid.make(columns: 4)"]), ["cell - 0.1 100 0 100 50 0"], "columns 4")
        // The declared property: two columns of 200.
        let two = try frames(file, ["--container", "400x800", "--call", "Grid.two"])
        assertLines(two, ["cell - 0.1 200 0 200 50 0"], "two")
        XCTAssertFalse(two.contains("== "), "one builder, no heading")
        let wrong = try run(["--call", "Grid.make(rows: 2)", file])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.hasPrefix("Error: \(file): --call 'Grid.make(rows: 2)' does not compile with \(file): "), wrong.stderr)
        let document = try run(["--call", "Grid.two", "Examples/two-column-grid.json"])
        XCTAssertEqual(document.status, 2)
        XCTAssertTrue(document.stderr.contains("--call names a builder of a Swift layout file"), document.stderr)
    }

    // MARK: Errors

    /// The compiler's errors, at the user's file and line, exit 2.
    func testAFileThatDoesNotCompileShowsTheCompilersErrorsAtTheUsersLine() throws {
        let source = """
        import LayoutKitLinux

        enum Feed {
            static func make() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(grup: item))
            }
        }
        """
        let (file, cleanup) = try temporarySwiftFile(source, name: "Broken.swift")
        defer { cleanup() }
        let result = try run([file])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("Error: \(file) does not compile:\n\(file):6:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("error: incorrect argument label in call (have 'grup:', expected 'group:')"), result.stderr)
        XCTAssertFalse(result.stderr.contains("main.swift"), "the generated caller is not the user's concern: \(result.stderr)")
        XCTAssertEqual(result.stdout, "")
    }

    func testAFileWithoutABuilderIsBadInput() throws {
        let (file, cleanup) = try temporarySwiftFile("import LayoutKitLinux\n\nlet spacing = 8.0\n", name: "Constants.swift")
        defer { cleanup() }
        let result = try run([file])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("Error: \(file): no layout builder found."), result.stderr)
        XCTAssertTrue(result.stderr.contains("--call 'EXPRESSION'"), result.stderr)
    }

    /// A builder that crashes, throws or returns another kind of layout is named with its line; layout-dump itself
    /// ends normally with exit 2. A provider that crashes past its last section is drawn with the sections it has.
    func testBuildersThatCrashOrThrowAreNamed() throws {
        let source = """
        import LayoutKitLinux

        struct Unfinished: Error {}
        enum Kind: Int { case list, grid }

        enum Screens {
            static func sections() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    guard let kind = Kind(rawValue: index) else { fatalError("no section \\(index)") }
                    let width: CGFloat = kind == .list ? 1 : 0.5
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
                }
            }
            static func crashes() -> NSCollectionLayoutSection { fatalError("not yet") }
            static func throwing() throws -> UICollectionViewLayout { throw Unfinished() }
            static var plain: UICollectionViewLayout { UICollectionViewLayout() }
        }
        """
        let (file, cleanup) = try temporarySwiftFile(source, name: "Screens.swift")
        defer { cleanup() }
        // Two sections: 12 rows of 40, then 6 rows of two, 40 tall: 480 + 240 = 720.
        let sections = try frames(file, ["--container", "400x800", "--call", "Screens.sections()"])
        assertLines(sections, ["content 400 720", "cell - 1.1 200 480 200 40 0"], "sections")
        let crash = try run(["--call", "Screens.crashes()", file])
        XCTAssertEqual(crash.status, 2)
        XCTAssertTrue(crash.stderr.hasPrefix("Error: \(file): Screens.crashes() (line 15) crashed:"), crash.stderr)
        XCTAssertTrue(crash.stderr.contains("Fatal error: not yet"), crash.stderr)
        let thrown = try run(["--call", "Screens.throwing()", file])
        XCTAssertEqual(thrown.status, 2)
        XCTAssertTrue(thrown.stderr.hasPrefix("Error: \(file): Screens.throwing() (line 16) threw an error: Unfinished()"), thrown.stderr)
        let plain = try run(["--call", "Screens.plain", file])
        XCTAssertEqual(plain.status, 2)
        XCTAssertTrue(plain.stderr.contains("Screens.plain (line 17) returned a UICollectionViewLayout, which is not a UICollectionViewCompositionalLayout"),
                      plain.stderr)
    }

    func testUpdateRefusesASwiftFile() throws {
        let result = try run(["update", corpus("CarouselLayout"), corpus("CarouselLayout")])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("a Swift layout file is read by render, diff and lint"), result.stderr)
    }

    // MARK: The cache

    /// The second run of an unchanged file uses the stored build (no new entry, the same executable); a change to the
    /// file makes a new one. (How long each takes is measured in Docs/CLI.md, not timed here.)
    func testASecondRunUsesTheCachedBuildAndAChangeBuildsAgain() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("layout-dump-swift-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let source = try String(contentsOfFile: LayoutDumpRunner.packageRoot.appendingPathComponent(corpus("TimelineLayout")).path, encoding: .utf8)
        let (file, cleanup) = try temporarySwiftFile(source, name: "Timeline.swift")
        defer { cleanup() }
        func entries() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("swift-layouts").path).sorted()
        }
        let first = try run(["--format", "frames", file], cache: cache)
        XCTAssertEqual(first.status, 0, first.stderr)
        let built = try entries()
        XCTAssertEqual(built.count, 1, "\(built)")
        let runner = cache.appendingPathComponent("swift-layouts/\(built[0])/runner").path
        let date = try FileManager.default.attributesOfItem(atPath: runner)[.modificationDate] as? Date
        let second = try run(["--format", "frames", file], cache: cache)
        XCTAssertEqual(second.stdout, first.stdout)
        XCTAssertEqual(try entries(), built)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: runner)[.modificationDate] as? Date, date)
        try Data((source + "\n// edited\n").utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(try run(["--format", "frames", file], cache: cache).status, 0)
        XCTAssertEqual(try entries().count, 2)
    }
}
