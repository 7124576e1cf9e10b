import Foundation
import XCTest

/// Runs the built `layout-dump` binary, for the end-to-end tests.
enum LayoutDumpRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, found from this file's path (Tests/LayoutTests/CLI/ is three folders down).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let examplesDirectory = packageRoot.appendingPathComponent("Examples")

    struct BinaryNotFound: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The binary built with this test bundle. On Linux `Bundle.main.bundleURL` is the products directory
    /// (e.g. `.build/debug`); on macOS the bundle sits in it. Failing both, the newest `.build*/debug/layout-dump`.
    static func binaryURL() throws -> URL {
        let fileManager = FileManager.default
        var candidates = [Bundle.main.bundleURL.appendingPathComponent("layout-dump"),
                          Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("layout-dump")]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("layout-dump"))
        }
        if let found = candidates.first(where: { fileManager.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        let builds = (try? fileManager.contentsOfDirectory(atPath: packageRoot.path))?.filter { $0.hasPrefix(".build") } ?? []
        var newest: (URL, Date)?
        for build in builds {
            for configuration in ["debug", "release"] {
                let url = packageRoot.appendingPathComponent(build).appendingPathComponent(configuration).appendingPathComponent("layout-dump")
                guard fileManager.isExecutableFile(atPath: url.path) else { continue }
                let date = ((try? fileManager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
                if let current = newest, current.1 >= date { continue }
                newest = (url, date)
            }
        }
        guard let binary = newest?.0 else {
            // A failure, not a skip: the test target depends on layout-dump, so `swift test` always builds it.
            throw BinaryNotFound(message: "layout-dump was not found next to the test bundle (\(Bundle.main.bundleURL.path)) nor under .build*/debug")
        }
        return binary
    }

    /// Runs `layout-dump arguments` in `directory` (the package root when nil), with `stdin` as standard input (empty
    /// when nil). Output goes through temporary files, so large outputs cannot fill a pipe and stall the child.
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil,
                    directory: URL? = nil) throws -> Result {
        let binary = try binaryURL()
        let buffers = FileManager.default.temporaryDirectory.appendingPathComponent("layout-dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: buffers, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: buffers) }
        let inURL = buffers.appendingPathComponent("stdin")
        let outURL = buffers.appendingPathComponent("stdout")
        let errURL = buffers.appendingPathComponent("stderr")
        try (stdin ?? Data()).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = environment ?? ProcessInfo.processInfo.environment
        if environment == nil { env["COLUMNS"] = nil }
        // Under Scripts/sanitize.sh address, layout-dump's leaks are checked with options of its own: a leak fails the
        // test that ran it, whatever the test process itself is told (Docs/Reliability.md, "Sanitizer runs").
        if let options = env["LAYOUT_DUMP_LSAN_OPTIONS"] { env["LSAN_OPTIONS"] = options }
        process.environment = env
        let input = try FileHandle(forReadingFrom: inURL)
        let output = try FileHandle(forWritingTo: outURL)
        let error = try FileHandle(forWritingTo: errURL)
        defer {
            try? input.close()
            try? output.close()
            try? error.close()
        }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Writes `text` to a temporary file for one test; removed by the returned cleanup.
    static func temporaryFile(_ text: String, name: String = "layout.json") throws -> (URL, () -> Void) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-dump-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return (url, { try? FileManager.default.removeItem(at: directory) })
    }
}

/// Small JSON builders shared by the CLI and document tests.
enum LayoutJSON {
    /// `{"sections": [{"items": n, "group": {horizontal FW(1) x AB(height) of one FW(fraction) x FH(1) item}}]}`.
    static func row(items: Int, itemWidth: String = "fractionalWidth(0.5)", height: String = "absolute(44)",
                    extraRoot: String = "") -> String {
        """
        {\(extraRoot)
          "sections": [{"items": \(items), "group": {"group": "horizontal",
            "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "\(height)"},
            "subitems": [{"layoutSize": {"widthDimension": "\(itemWidth)", "heightDimension": "fractionalHeight(1)"}}]}}]
        }
        """
    }
}
