import Foundation

/// The `layout-dump` workloads of Docs/Performance.md ("layout-dump"): the release binary beside `layout-bench`, run
/// on a document written to a temporary directory, timed start to exit with its peak memory (the child's `ru_maxrss`).
enum DumpBench {
    struct Result {
        var nanoseconds: Double
        var peakResidentBytes: Int
        var status: Int32
    }

    /// Runs of each dump: a million elements take about a second each.
    static func runs(for items: Int) -> Int { items >= 1_000_000 ? 3 : 5 }

    /// One section of `items` cells in `columns` columns, 390 wide, 16-pt insets, 8-pt spacing both ways, 100-pt rows
    /// (the benchmark's grid, Workloads.grid). Four columns make 83.5-pt cells at x = 16, 107.5, 199, 290.5, so the dump
    /// prints decimals as well as integers.
    static func gridDocument(items: Int, columns: Int) -> String {
        """
        {"container": {"width": 390, "height": 844}, "sections": [{"items": \(items),
          "contentInsets": {"top": 16, "leading": 16, "bottom": 16, "trailing": 16}, "interGroupSpacing": 8,
          "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(100)"},
            "interItemSpacing": "fixed(8)",
            "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(1/\(columns))", "heightDimension": "fractionalHeight(1)"}}]}}]}
        """
    }

    /// `gridDocument` with its items named (`"items": ["i0", "i1", …]`, Docs/Diffable.md), which `layout-dump` dumps
    /// keyed by identifier; `inserted` puts one more item, `"new"`, after the first thousand (the item after the
    /// `update`). Written a piece at a time: a million identifiers are 10 MB of text.
    static func identifiedGridDocument(items: Int, columns: Int, inserted: Bool = false) -> String {
        var names = (0..<items).lazy.map { "\"i\($0)\"" }.joined(separator: ",")
        if inserted, items > 1_000 {
            let position = names.index(names.startIndex, offsetBy: (0..<1_000).reduce(0) { $0 + "\"i\($1)\",".count })
            names.insert(contentsOf: "\"new\",", at: position)
        }
        return gridDocument(items: items, columns: columns).replacingOccurrences(of: "\"items\": \(items),", with: "\"items\": [\(names)],")
    }

    /// `items` cells in sections of `perSection` (a list of 44-pt rows with 10-pt side insets, 5-pt spacing and a 44-pt
    /// header each, Apple's Section Headers/Footers sample), every section written out: reading the document is part of
    /// the work.
    static func sectionsDocument(items: Int, perSection: Int) -> String {
        let section = """
        {"items": \(perSection), "interGroupSpacing": 5, "contentInsets": {"leading": 10, "trailing": 10},
          "boundarySupplementaryItems": [{"elementKind": "section-header-element-kind", "alignment": "top",
            "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}}],
          "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"},
            "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "fractionalHeight(1)"}}]}}
        """
        let sections = Array(repeating: section, count: max(1, items / perSection)).joined(separator: ",\n")
        return "{\"container\": {\"width\": 390, \"height\": 844}, \"sections\": [\n\(sections)]}"
    }

    /// Writes `document` to a temporary file and runs `layout-dump` on it `runs` times with `arguments` before the file,
    /// output to /dev/null: the best time and the largest peak memory of the runs.
    static func run(_ dump: String, document: String, name: String, arguments: [String] = [], runs: Int) -> Result {
        let file = write(document, name: name)
        defer { try? FileManager.default.removeItem(at: file) }
        return run(dump, file: file, arguments: arguments, runs: runs)
    }

    /// `document` in a temporary file named `name`, after this process's id (the caller removes it): two benchmarks
    /// running at once wrote and removed each other's documents under one name, and timed a failing `layout-dump`.
    static func write(_ document: String, name: String) -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? Data(document.utf8).write(to: file)
        return file
    }

    /// Runs `layout-dump` on `file` `runs` times with `arguments` before it, output to /dev/null: the best time and the
    /// largest peak memory of the runs.
    static func run(_ dump: String, file: URL, arguments: [String] = [], runs: Int) -> Result {
        var peak = 0
        var status: Int32 = 0
        // posix_spawn + wait4 rather than Foundation's Process, whose waitUntilExit polls a run loop in 50 ms steps.
        let ns = Clock.best(runs: runs) {
            let exit = Spawn.runMeasured(dump, arguments + [file.path])
            peak = max(peak, exit.peakResidentBytes)
            status = exit.status
        }
        return Result(nanoseconds: ns, peakResidentBytes: peak, status: status)
    }
}
