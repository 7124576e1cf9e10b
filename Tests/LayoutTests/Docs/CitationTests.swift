import Foundation
import XCTest

/// Every citation in code, tests and Docs must be something a reader can open: a public source (tagged in
/// Docs/Sources.md) or a section of our own Docs/. Notes kept outside the repository were once cited by path
/// or by section number; this test fails, listing file:line, if any such citation comes back.
final class CitationTests: XCTestCase {
    /// Ways of naming files outside this repository. A pattern written alone inside quotes (a list of patterns,
    /// as in this test) is not a citation and is skipped.
    static let privatePatterns = ["uikit-semantics", "shared/reference", "/work/shared", "list-metrics.md", "api-contract"]

    /// The folders and files users read: code, tests, Docs, examples and scripts.
    static let scanned = ["Sources", "Tests", "Docs", "Examples", "Scripts", "Fuzz", "README.md"]

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `file:line: text` for every line that cites a file outside the repository.
    static func privateCitations(in text: String, file: String) -> [String] {
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = String(line)
            for pattern in privatePatterns {
                rest = rest.replacingOccurrences(of: "\"\(pattern)\"", with: "")
            }
            if privatePatterns.contains(where: { rest.contains($0) }) {
                found.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    func testNoCitationNamesAFileOutsideTheRepository() throws {
        let root = Self.repositoryRoot
        let manager = FileManager.default
        var files: [String] = []
        for entry in Self.scanned {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(entry)
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue { files.append(entry); continue }
            guard let walker = manager.enumerator(atPath: url.path) else { continue }
            while let relative = walker.nextObject() as? String {
                files.append(entry + "/" + relative)
            }
        }
        XCTAssertTrue(files.contains("Docs/Sources.md"), "the scan must see the repository (root \(root.path))")
        var found: [String] = []
        for file in files.sorted() {
            // Binary files (fuzz corpora, images) are not text a reader cites from.
            guard let data = manager.contents(atPath: root.appendingPathComponent(file).path),
                  let text = String(data: data, encoding: .utf8) else { continue }
            found += Self.privateCitations(in: text, file: file)
        }
        XCTAssertEqual(found, [], """
            These lines cite files outside the repository; cite the public source (Docs/Sources.md) or the \
            section of our Docs that states the rule instead:
            \(found.joined(separator: "\n"))
            """)
    }

    func testTheScanFindsACitationAndSkipsAQuotedPattern() {
        let text = "a\n// see uikit" + "-semantics §8.1\nlet banned = [\"uikit" + "-semantics\"]\n"
        XCTAssertEqual(Self.privateCitations(in: text, file: "x.swift"), ["x.swift:2: // see uikit" + "-semantics §8.1"])
    }

    /// Every tag the code and Docs cite is defined in Docs/Sources.md.
    func testEverySourceTagIsDefinedInSources() throws {
        let sources = try String(contentsOf: Self.repositoryRoot.appendingPathComponent("Docs/Sources.md"), encoding: .utf8)
        for tag in ["[CHARON]", "[CHARON facts]", "[CHARON layout-values]", "[HDR]", "[DOC]", "[WWDC]", "[LOG]", "[SO]", "[IBP]",
                    "F1", "F7", "S1", "S4"] {
            XCTAssertTrue(sources.contains("**\(tag)**") || sources.contains("| \(tag) |") || sources.contains("**\(tag)** ("),
                          "\(tag) is not defined in Docs/Sources.md")
        }
    }
}
