import Foundation
import Testing
@testable import LayoutKitLinux

/// One fixture file under `Tests/LayoutTests/Fixtures/` (Docs/Fidelity.md), named by its path below that folder.
struct FixtureFile: Sendable, CustomTestStringConvertible {
    /// The folder, found from this file's path: Tests/LayoutTests/Fidelity/../Fixtures.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Every `.json` file below `directory`, in name order.
    static let all: [FixtureFile] = {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        let prefix = directory.standardizedFileURL.path + "/"
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
            .map { FixtureFile(name: String($0.standardizedFileURL.path.dropFirst(prefix.count))) }
            .sorted { $0.name < $1.name }
    }()

    /// `spacing/fraction-0.3-no-spacing-case0.json`.
    let name: String
    var url: URL { FixtureFile.directory.appendingPathComponent(name) }
    var testDescription: String { name }
}

/// The one harness that runs every fixture: it lays the case out (and, with `mirrorCheck`, its right-to-left
/// image), compares the frames with the expected ones to a thousandth of a point, and on a difference prints both
/// dumps, their line diff and the element-by-element account.
@Suite struct FixtureTests {
    @Test(arguments: FixtureFile.all)
    func fixtureMatchesItsExpectedFrames(_ file: FixtureFile) throws {
        let fixture: LayoutFixture
        do {
            fixture = try LayoutFixture.load(file.url)
        } catch {
            Issue.record(Comment(rawValue: "\(file.name): \(error)"))
            return
        }
        for outcome in fixture.check() where !outcome.passed {
            Issue.record(Comment(rawValue: "Fixtures/\(file.name) (\(fixture.description); source: \(fixture.source))\n" + outcome.report
                                 + "Run it alone: layout-dump check Tests/LayoutTests/Fixtures/\(file.name)"))
        }
    }

    /// The corpus keeps its size: issue 13 asks for at least 150 fixtures, at least 20 of them right to left with
    /// frames written out by hand (not checked against a mirror image).
    @Test func corpusHoldsAtLeast150FixturesAnd20RightToLeft() throws {
        let fixtures = try FixtureFile.all.map { try LayoutFixture.load($0.url) }
        #expect(fixtures.count >= 150, "\(fixtures.count) fixtures")
        #expect(fixtures.filter { $0.document.layoutDirection == .rightToLeft }.count >= 20)
    }

    /// A source a reader cannot open is no source: every fixture names a public source or a section of Docs/, never
    /// a file outside this repository.
    @Test(arguments: FixtureFile.all)
    func fixtureSourceCanBeOpenedByAReader(_ file: FixtureFile) throws {
        let fixture = try LayoutFixture.load(file.url)
        let text = ([fixture.source, fixture.description] + fixture.derivation).joined(separator: "\n")
        for private_ in CitationTests.privatePatterns {
            #expect(!text.contains(private_), "\(file.name) cites \"\(private_)\", which a reader cannot open")
        }
    }
}
