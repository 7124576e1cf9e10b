import Foundation
import XCTest

/// Every ```swift sample in README.md and Docs/*.md compiles against the module as built for the tests, so a doc
/// sample can never again fail to compile (issue #12). Conventions (Docs/Samples.md):
/// * each block is type-checked as its own `main.swift` (top-level statements allowed); `import LayoutKitLinux` is
///   added when the block does not import it;
/// * an HTML comment `<!-- swift-sample-prelude … -->` right before a block (invisible when the Markdown is
///   rendered) supplies the declarations a fragment assumes, such as the app's own `FeedLayout`.
final class DocSampleCompileTests: XCTestCase {
    struct Sample {
        var file: String
        var line: Int
        var code: String
    }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The blocks of one Markdown text, each with its prelude.
    static func samples(in text: String, file: String) -> [Sample] {
        let lines = text.components(separatedBy: "\n")
        var samples: [Sample] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else { index += 1; continue }
            let start = index
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[index])
                index += 1
            }
            var prelude: [String] = []
            var back = start - 1
            while back >= 0, lines[back].trimmingCharacters(in: .whitespaces).isEmpty { back -= 1 }
            if back >= 0, lines[back].trimmingCharacters(in: .whitespaces).hasSuffix("-->") {
                var open = back
                while open >= 0, !lines[open].contains("<!--") { open -= 1 }
                if open >= 0, lines[open].contains("<!-- swift-sample-prelude") {
                    prelude = Array(lines[(open + 1)..<back])
                    let last = lines[back].replacingOccurrences(of: "-->", with: "")
                    if open != back, !last.trimmingCharacters(in: .whitespaces).isEmpty { prelude.append(last) }
                }
            }
            var code = prelude + body
            if !code.contains(where: { $0.trimmingCharacters(in: .whitespaces) == "import LayoutKitLinux" }) {
                code.insert("import LayoutKitLinux", at: 0)
            }
            samples.append(Sample(file: file, line: start + 1, code: code.joined(separator: "\n") + "\n"))
            index += 1
        }
        return samples
    }

    static func allSamples() throws -> [Sample] {
        let root = repositoryRoot
        var files = ["README.md"]
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
        files += docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        return try files.flatMap { file in
            samples(in: try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8), file: file)
        }
    }

    /// The directory holding `LayoutKitLinux.swiftmodule` for this test build.
    static func modulesDirectory() -> String? {
        let binary = URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL
        var candidates = [binary.deletingLastPathComponent().appendingPathComponent("Modules").path]
        var directory = binary.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("Modules").path)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/Modules").path)
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/LayoutKitLinux.swiftmodule") }
    }

    static func swiftc() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func testThePreludeConventionReadsTheCommentBeforeABlock() {
        let text = "intro\n<!-- swift-sample-prelude\nlet x = 1\n-->\n```swift\nprint(x)\n```\n"
        let samples = Self.samples(in: text, file: "T.md")
        XCTAssertEqual(samples.count, 1)
        XCTAssertEqual(samples.first?.line, 5)
        XCTAssertEqual(samples.first?.code, "import LayoutKitLinux\nlet x = 1\nprint(x)\n")
    }

    func testEverySwiftSampleInReadmeAndDocsCompiles() throws {
        let samples = try Self.allSamples()
        XCTAssertGreaterThan(samples.count, 5, "samples were found")
        guard let modules = Self.modulesDirectory(), let swiftc = Self.swiftc() else {
            return XCTFail("cannot find swiftc or the built LayoutKitLinux module (looked beside \(CommandLine.arguments.first ?? "?"))")
        }
        let buffers = FileManager.default.temporaryDirectory.appendingPathComponent("doc-samples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: buffers) }
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: samples.count) { index in
            let sample = samples[index]
            let directory = buffers.appendingPathComponent("\(index)")
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let file = directory.appendingPathComponent("main.swift")
                try sample.code.write(to: file, atomically: true, encoding: .utf8)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: swiftc)
                process.arguments = ["-typecheck", "-I", modules, "-module-cache-path", buffers.appendingPathComponent("cache").path, file.path]
                let pipe = Pipe()
                process.standardError = pipe
                process.standardOutput = pipe
                try process.run()
                let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                if process.terminationStatus != 0 {
                    failures.mutate { $0.append("\(sample.file):\(sample.line): the sample does not compile:\n\(output)\n--- sample as compiled:\n\(sample.code)") }
                }
            } catch {
                failures.mutate { $0.append("\(sample.file):\(sample.line): \(error)") }
            }
        }
        for failure in failures.value { XCTFail(failure) }
    }
}

/// A value shared by the concurrent compiles.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func mutate(_ body: (inout Value) -> Void) { lock.lock(); body(&stored); lock.unlock() }
}
