import Foundation
import XCTest

/// The suite's own conventions (Docs/Testing-Properties.md, "Test naming and folders"), checked by reading the test
/// sources, so a newcomer finds a test by what it pins and where it belongs:
/// * XCTest methods are `testCamelCase` named for the behaviour they pin, never `test_with_underscores`;
/// * Swift Testing `@Test` functions are plain camelCase, with no `test` prefix (the attribute already says so);
/// * a test class (a `final` subclass of `XCTestCase` or of a shared `…TestCase` base) ends in `Tests` and lives in
///   the file of its name; a shared base ends in `TestCase`;
/// * `Tests/LayoutTests/CLI/` holds only tests of the `layout-dump` command line: each file there runs the built
///   binary (or imports its module), except the runner itself; library tests go in the folder named for what they test.
final class TestNamingTests: XCTestCase {
    /// One test source: its path below the package root and its lines.
    struct Source {
        var path: String
        var lines: [String]

        var fileName: String { (path as NSString).lastPathComponent }
        var typeName: String { (fileName as NSString).deletingPathExtension }
    }

    /// `Tests/LayoutTests`, found from this file's path (Tests/LayoutTests/Docs/).
    static var testsRoot: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent() }

    /// What a file in `CLI/` mentions when it exercises the command line: it runs the binary, or reaches its parser
    /// through the executable's module.
    static let commandLineMarkers = ["LayoutDumpRunner.run(", "LayoutDumpRunner.binaryURL(", "import layout_dump"]

    /// The one file in `CLI/` that runs nothing itself: the runner the CLI tests share.
    static let commandLineSupportFile = "CLITestSupport.swift"

    /// A function declaration: attributes and modifiers, `func`, the name.
    static var functionDeclaration: Regex<(Substring, Substring)> {
        #/^\s*(?:@[\w.]+(?:\([^)]*\))?\s+|(?:override|private|fileprivate|internal|public|static|final|nonisolated|mutating)\s+)*func\s+(\w+)/#
    }
    /// A class declaration: `final` or not, the name, the first supertype.
    static var classDeclaration: Regex<(Substring, Substring?, Substring, Substring)> {
        #/^\s*(?:(?:public|internal|open)\s+)?(final\s+)?class\s+(\w+)\s*:\s*(\w+)/#
    }
    /// A struct declaration (for `@Suite` types), after any attributes.
    static var structDeclaration: Regex<(Substring, Substring)> {
        #/^\s*(?:@[\w.]+(?:\([^)]*\))?\s+|(?:public|internal)\s+)*struct\s+(\w+)/#
    }

    /// Every Swift file below `Tests/LayoutTests`, sorted by path.
    static func sources() throws -> [Source] {
        let root = testsRoot
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [Source] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            found.append(Source(path: "Tests/LayoutTests/" + relative, lines: text.components(separatedBy: "\n")))
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The name a declaration `regex` captures at the start of `line`, or nil.
    private static func name(_ regex: Regex<(Substring, Substring)>, in line: String) -> String? {
        line.prefixMatch(of: regex).map { String($0.output.1) }
    }

    /// `path:line: problem` for each test function named against the convention; `count` is the test functions seen.
    static func functionNameProblems(in source: Source) -> (problems: [String], count: Int) {
        var problems: [String] = []
        var count = 0
        var swiftTesting = false
        for (index, line) in source.lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") { swiftTesting = true }
            guard line.contains("func "), let name = name(functionDeclaration, in: line) else { continue }
            defer { swiftTesting = false }
            let place = "\(source.path):\(index + 1)"
            if swiftTesting {
                count += 1
                let prefixed = name.hasPrefix("test") && name.dropFirst(4).first.map { $0.isUppercase || $0 == "_" } == true
                if prefixed || name.contains("_") {
                    problems.append("\(place): @Test func \(name): Swift Testing functions are plain camelCase, without a test prefix or underscores")
                }
            } else if name.hasPrefix("test") {
                count += 1
                if name.contains("_") {
                    problems.append("\(place): func \(name): XCTest methods are testCamelCase without underscores (\(camelCased(name)))")
                }
            }
        }
        return (problems, count)
    }

    /// `test_a_b` → `testAB`: the name the convention asks for, shown in the failure.
    static func camelCased(_ name: String) -> String {
        let parts = name.split(separator: "_")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
            .joined()
    }

    /// `path:line: problem` for each test type named against the convention or living in a file of another name.
    static func typeNameProblems(in source: Source) -> [String] {
        var problems: [String] = []
        var suite = false
        for (index, line) in source.lines.enumerated() {
            let place = "\(source.path):\(index + 1)"
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("@Suite") { suite = true }
            if suite, line.contains("struct "), let name = name(structDeclaration, in: line) {
                suite = false
                if !name.hasSuffix("Tests") || name != source.typeName {
                    problems.append("\(place): @Suite struct \(name): a suite ends in Tests and lives in \(name).swift")
                }
            }
            guard line.contains("class "), let (_, final, name, supertype) = line.prefixMatch(of: classDeclaration)?.output,
                  supertype == "XCTestCase" || supertype.hasSuffix("TestCase") else { continue }
            if final != nil {
                if !name.hasSuffix("Tests") || name != source.typeName {
                    problems.append("\(place): class \(name): a test class ends in Tests and lives in \(name).swift")
                }
            } else if !name.hasSuffix("TestCase") {
                problems.append("\(place): class \(name): a test class is final and ends in Tests; a shared base ends in TestCase")
            }
        }
        return problems
    }

    /// The problem with a file in `Tests/LayoutTests/CLI/` that does not exercise the command line, or nil.
    static func folderProblem(of source: Source) -> String? {
        guard source.path.hasPrefix("Tests/LayoutTests/CLI/"), source.fileName != commandLineSupportFile else { return nil }
        let text = source.lines.joined(separator: "\n")
        if commandLineMarkers.contains(where: { text.contains($0) }) { return nil }
        return "\(source.path): runs no layout-dump binary (none of \(commandLineMarkers)): "
            + "a library test belongs in the folder named for what it tests (Document/, Output/, Snapshots/, ...)"
    }

    // MARK: The suite

    func testTestFunctionsAreCamelCaseWithoutUnderscores() throws {
        let sources = try Self.sources()
        let results = sources.map(Self.functionNameProblems)
        // The scan must see the suite: hundreds of test functions (652 when this test was written).
        let count = results.reduce(0) { $0 + $1.count }
        XCTAssertGreaterThan(count, 600, "test functions found below \(Self.testsRoot.path)")
        let problems = results.flatMap(\.problems)
        XCTAssertEqual(problems, [], "Docs/Testing-Properties.md, \"Test naming and folders\":\n" + problems.joined(separator: "\n"))
    }

    func testTestClassesEndInTestsAndLiveInTheFileOfTheirName() throws {
        let sources = try Self.sources()
        XCTAssertGreaterThan(sources.count, 100, "test files found below \(Self.testsRoot.path)")
        let problems = sources.flatMap(Self.typeNameProblems)
        XCTAssertEqual(problems, [], "Docs/Testing-Properties.md, \"Test naming and folders\":\n" + problems.joined(separator: "\n"))
    }

    func testTheCLIFolderHoldsOnlyCommandLineTests() throws {
        let cli = try Self.sources().filter { $0.path.hasPrefix("Tests/LayoutTests/CLI/") }
        XCTAssertTrue(cli.contains { $0.fileName == Self.commandLineSupportFile }, "the scan must see Tests/LayoutTests/CLI/")
        let problems = cli.compactMap(Self.folderProblem)
        XCTAssertEqual(problems, [], "Docs/Testing-Properties.md, \"Test naming and folders\":\n" + problems.joined(separator: "\n"))
    }

    /// The checks above pass only if they can fail: each catches a hand-written breach of its rule.
    func testTheChecksCatchEachBreach() {
        let methods = Source(path: "Tests/LayoutTests/Model/ExampleTests.swift", lines: [
            "    func test_headerAndFooter_useUIKitsElementKinds() {}",
            "    override func testCellsLieInsideTheContent() throws {}",
            "    @Test func testFixturesLoad() {}",
            "    @Test(arguments: [1, 2])",
            "    func fixtureMatchesItsFrames(_ index: Int) {}",
            "    private func makeLayout() {}",
        ])
        let (problems, count) = Self.functionNameProblems(in: methods)
        XCTAssertEqual(count, 4, "two XCTest methods and two @Test functions; makeLayout is a helper")
        XCTAssertEqual(problems.count, 2, problems.joined(separator: "\n"))
        XCTAssertTrue(problems[0].hasPrefix("Tests/LayoutTests/Model/ExampleTests.swift:1: func test_headerAndFooter_useUIKitsElementKinds"))
        XCTAssertTrue(problems[0].hasSuffix("(testHeaderAndFooterUseUIKitsElementKinds)"), problems[0])
        XCTAssertTrue(problems[1].hasPrefix("Tests/LayoutTests/Model/ExampleTests.swift:3: @Test func testFixturesLoad"))

        let types = Source(path: "Tests/LayoutTests/Model/ExampleTests.swift", lines: [
            "final class ExampleTests: XCTestCase {}",
            "final class OtherTests: XCTestCase {}",
            "final class ExampleCheck: FidelityTestCase {}",
            "class SharedTestCase: XCTestCase {}",
            "class SharedHarness: XCTestCase {}",
            "final class Recorder: @unchecked Sendable {}",
            "@Suite struct ExampleSuite {}",
        ])
        XCTAssertEqual(Self.typeNameProblems(in: types).map { $0.components(separatedBy: ": ")[1] },
                       ["class OtherTests", "class ExampleCheck", "class SharedHarness", "@Suite struct ExampleSuite"])

        let library = Source(path: "Tests/LayoutTests/CLI/JSONReaderTests.swift", lines: ["let url = LayoutDumpRunner.examplesDirectory"])
        XCTAssertNotNil(Self.folderProblem(of: library), "mentioning the runner's folders is not running the binary")
        let endToEnd = Source(path: "Tests/LayoutTests/CLI/CLIExampleTests.swift", lines: ["let result = try LayoutDumpRunner.run([\"lint\", \"-\"])"])
        XCTAssertNil(Self.folderProblem(of: endToEnd))
        XCTAssertNil(Self.folderProblem(of: Source(path: "Tests/LayoutTests/Output/JSONReaderTests.swift", lines: [])))
    }
}
