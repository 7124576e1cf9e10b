// layout-bench: the performance workloads of Docs/Performance.md, timed in one run against the floor of
// shared/bench/limit.c (writing N grid frames): limit.c itself, built and run by this benchmark, and the same loop
// in Swift, in process. Build and run in release:
//     swift build -c release && .build/release/layout-bench [--quick] [--sizes 10000,100000] [--limit PATH]
// Prints a Markdown table: nanoseconds per item and the ratios to both floors measured in the same run.
import Foundation
import LayoutKitLinux

struct Options {
    var sizes = [10_000, 100_000, 1_000_000]
    /// Only the workloads whose name contains this text (for profiling one of them).
    var only: String?
    /// shared/bench/limit.c, from the package root in this repository's layout.
    var limit = "../shared/bench/limit.c"

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": sizes = [10_000, 100_000]
            case "--sizes":
                guard let list = rest.popFirst() else { throw BenchError("--sizes needs a list such as 10000,100000") }
                let parsed = list.split(separator: ",").compactMap { Int($0) }
                guard !parsed.isEmpty, parsed.count == list.split(separator: ",").count, parsed.allSatisfy({ $0 > 0 && $0 <= 5_000_000 }) else {
                    throw BenchError("--sizes takes positive whole numbers up to 5000000, comma-separated; got '\(list)'")
                }
                sizes = parsed
            case "--limit":
                guard let path = rest.popFirst() else { throw BenchError("--limit needs the path of shared/bench/limit.c") }
                limit = path
            case "--only":
                guard let text = rest.popFirst() else { throw BenchError("--only needs part of a workload's name, such as 'fixed heights'") }
                only = text
            case "-h", "--help":
                print("Usage: layout-bench [--quick] [--sizes N,N,...] [--only TEXT] [--limit PATH]\nTimes the workloads of Docs/Performance.md against the floor of shared/bench/limit.c (default path: ../shared/bench/limit.c).")
                exit(0)
            default: throw BenchError("unknown argument '\(argument)'. See 'layout-bench --help'.")
            }
        }
    }
}

struct BenchError: Error { let message: String; init(_ message: String) { self.message = message } }

let options: Options
do { options = try Options(Array(CommandLine.arguments.dropFirst())) } catch let error as BenchError {
    FileHandle.standardError.write(Data("Error: \(error.message)\n".utf8)); exit(2)
} catch { exit(2) }

func runs(for n: Int) -> Int { n >= 1_000_000 ? 5 : (n >= 100_000 ? 10 : 40) }
func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

var rows: [String] = []
@MainActor func row(_ cells: String...) { rows.append("| " + cells.joined(separator: " | ") + " |") }

print("layout-bench: \(ProcessInfo.processInfo.processorCount) cores; sizes \(options.sizes.map(String.init).joined(separator: ", "))")
row("workload", "items", "ns/item", "× limit.c", "× Swift loop", "notes")
row("---", "---:", "---:", "---:", "---:", "---")

// layout-dump printing every element of the largest size (Docs/Performance.md, "layout-dump"), run first: the kernel
// counts the parent's resident memory at the spawn into the child's peak (posix_spawn shares its memory until exec), so
// the children are spawned while this process is small.
let dumpPath = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layout-dump").path
var dumpRuns: [(name: String, items: Int, result: DumpBench.Result)] = []
if let n = options.sizes.last, FileManager.default.isExecutableFile(atPath: dumpPath) {
    // Each document is made just before its runs and let go once written: held here, the 26 MB of the smallest
    // sections' text would count into the children's peaks.
    let documents: [(String, () -> String)] = [("4-column grid", { DumpBench.gridDocument(items: n, columns: 4) }),
                                               ("100 items and a header a section", { DumpBench.sectionsDocument(items: n, perSection: 100) }),
                                               ("20 items and a header a section", { DumpBench.sectionsDocument(items: n, perSection: 20) })]
    for (shape, document) in documents {
        let outputs = ["frames", "json"].filter { enabled("layout-dump --format \($0), \(shape)") }
        guard !outputs.isEmpty else { continue }
        let file = DumpBench.write(document(), name: "layout-bench-dump-\(n).json")
        defer { try? FileManager.default.removeItem(at: file) }
        for output in outputs {
            dumpRuns.append(("layout-dump --format \(output), \(shape), start to exit", n,
                             DumpBench.run(dumpPath, file: file, arguments: ["--format", output], runs: DumpBench.runs(for: n))))
        }
    }
}

// `layout-dump diff` (a document against itself, and against its own dump), the dumps keyed by identifier and
// `update`, at the largest size (Docs/Reliability.md, "Memory on millions of items"); also spawned while this process
// is small.
if let n = options.sizes.last, FileManager.default.isExecutableFile(atPath: dumpPath) {
    let grid = DumpBench.write(DumpBench.gridDocument(items: n, columns: 4), name: "layout-bench-diff-\(n).json")
    let frames = FileManager.default.temporaryDirectory.appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)-layout-bench-diff-\(n).frames")
    defer {
        try? FileManager.default.removeItem(at: grid)
        try? FileManager.default.removeItem(at: frames)
    }
    if enabled("layout-dump diff") {
        _ = Spawn.run(dumpPath, ["--format", "frames", grid.path], output: frames.path)
        dumpRuns.append(("layout-dump diff, 4-column grid, the document against itself, start to exit", n,
                         DumpBench.run(dumpPath, file: grid, arguments: ["diff", grid.path], runs: DumpBench.runs(for: n))))
        dumpRuns.append(("layout-dump diff, 4-column grid, its frame dump against the document, start to exit", n,
                         DumpBench.run(dumpPath, file: grid, arguments: ["diff", frames.path], runs: DumpBench.runs(for: n))))
    }
    let keyedOutputs = ["frames", "json"].filter { enabled("layout-dump --format \($0), 4-column grid with identifiers") }
    let keyedDiff = enabled("layout-dump diff, 4-column grid with identifiers")
    if !keyedOutputs.isEmpty || enabled("layout-dump update") || keyedDiff {
        let keyed = DumpBench.write(DumpBench.identifiedGridDocument(items: n, columns: 4), name: "layout-bench-keyed-\(n).json")
        defer { try? FileManager.default.removeItem(at: keyed) }
        for output in keyedOutputs {
            dumpRuns.append(("layout-dump --format \(output), 4-column grid with identifiers, start to exit", n,
                             DumpBench.run(dumpPath, file: keyed, arguments: ["--format", output], runs: DumpBench.runs(for: n))))
        }
        if enabled("layout-dump update") || keyedDiff {
            let after = DumpBench.write(DumpBench.identifiedGridDocument(items: n, columns: 4, inserted: true), name: "layout-bench-keyed-after-\(n).json")
            defer { try? FileManager.default.removeItem(at: after) }
            if enabled("layout-dump update") {
                dumpRuns.append(("layout-dump update, 4-column grid with identifiers, one item inserted, start to exit", n,
                                 DumpBench.run(dumpPath, file: after, arguments: ["update", keyed.path], runs: DumpBench.runs(for: n))))
            }
            // Matched by identifier (Docs/Reliability.md): every cell after the insertion moves, a line each.
            if keyedDiff {
                dumpRuns.append(("layout-dump diff, 4-column grid with identifiers, one item inserted, start to exit", n,
                                 DumpBench.run(dumpPath, file: after, arguments: ["diff", keyed.path], runs: DumpBench.runs(for: n))))
            }
        }
    }
}

var memoryRow: (String, Int, Double)?
// Memory kept by a solved layout, measured first, before other workloads leave freed memory resident, so the
// resident-memory difference is an upper bound on what the solution keeps. Only one layout a process can be measured
// so: the first enabled of these (`--only "self-sized grid: resident"` picks the second). The same layout is solved
// once at 1,000 items first, so that the code and library pages a solve touches are resident before: they were about
// 1.4 MB whatever the item count (1.4 B/item at 1M, 0.35 at 4M), not memory kept per item (Docs/Performance.md).
let memoryWorkloads: [(name: String, selfSized: Bool)] = [("grid: resident memory kept by the solution", false),
                                                          ("self-sized grid: resident memory kept by the solution", true)]
if let n = options.sizes.last, let workload = memoryWorkloads.first(where: { enabled($0.name) }) {
    func context(_ total: Int) -> LayoutContext {
        var context = Workloads.context(total: total)
        if workload.selfSized { context.sizing = Workloads.variedHeights }
        return context
    }
    blackHole((try? Workloads.grid(selfSized: workload.selfSized).solve(context(min(n, 1000))))?.contentSize.height ?? 0)
    if let before = Memory.residentBytes() {
        let solution = try? Workloads.grid(selfSized: workload.selfSized).solve(context(n))
        withExtendedLifetime(solution) {
            if let after = Memory.residentBytes() {
                memoryRow = (workload.name, n, Double(after - before) / Double(n))
            }
        }
    }
}

// The floors: limit.c itself (the issue's definition) and its loop in Swift, in process (the stricter). Both are
// measured at the start, and again right after each workload at its size, so that a ratio compares two timings
// taken moments apart on this shared machine (its speed drifts by ±30 % over minutes).
let limitC: LimitC?
switch LimitC.build(source: options.limit) {
case .success(let built): limitC = built
case .failure(let error):
    limitC = nil
    row("floor: limit.c", "—", "—", "—", "—", "not run: \(error.message); ratios to it are left out")
}
/// Every limit.c timing of this run, by number of frames: it varies from one process to the next (Docs/Performance.md),
/// so the spread is printed at the end, beside the ratios each taken against one of them.
var limitTimings: [Int: [Double]] = [:]

@MainActor func timeLimitC(_ n: Int) -> Double? {
    guard let limit = limitC?.nanosecondsPerFrame(n) else { return nil }
    limitTimings[n, default: []].append(limit)
    return limit
}

for n in options.sizes {
    let limit = timeLimitC(n)
    if let limit { row("floor: limit.c (cc -O2)", "\(n)", format(limit, 2), "1.0", "—", "writing N frames, best of 5") }
    let floor = FloorLoop.nanosecondsPerFrame(n)
    row("floor: the same loop in Swift", "\(n)", format(floor, 2), limit.map { format(floor / $0, 2) } ?? "—", "1.0",
        "writing N frames, best of 5")
}

/// The two ratio cells of a row: ns per item against limit.c and against the Swift loop, both measured now for the
/// same number of frames.
@MainActor func ratios(_ perItem: Double, _ n: Int) -> (String, String) {
    let limit = timeLimitC(n), swift = FloorLoop.nanosecondsPerFrame(n)
    return (limit.map { format(perItem / $0) } ?? "—", format(perItem / swift))
}

/// Times `layout.solve(context)`; returns ns per item, and keeps nothing alive.
@MainActor func enabled(_ name: String) -> Bool { options.only.map { name.contains($0) } ?? true }

@MainActor func timeSolve(_ name: String, _ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, notes: String = "") {
    guard enabled(name) else { return }
    let n = context.itemCounts.reduce(0, +)
    do {
        var kept: LayoutSolution?
        let ns = try Clock.best(runs: runs(for: n)) { kept = try layout.solve(context) }
        blackHole(kept?.contentSize)
        let perItem = ns / Double(n)
        let (limit, swift) = ratios(perItem, n)
        row(name, "\(n)", format(perItem), limit, swift, notes)
    } catch {
        row(name, "\(n)", "—", "—", "—", "error: \(error)")
    }
}

for n in options.sizes {
    timeSolve("grid, fixed heights: solve", Workloads.grid(selfSized: false), Workloads.context(total: n))
}
/// A solve, then every element's frame written into an array (`LayoutSolution.frames`): for layouts whose elements
/// are made on demand, the work a caller who wants every frame pays. ns an item (a cell; other elements ride along).
@MainActor func timeSolveAndFrames(_ name: String, _ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, notes: String) {
    guard enabled(name) else { return }
    let n = context.itemCounts.reduce(0, +)
    do {
        // The array is reused from run to run, as the floor loop reuses its buffer.
        var frames: [CGRect] = []
        let ns = try Clock.best(runs: runs(for: n)) {
            let solution = try layout.solve(context)
            frames.removeAll(keepingCapacity: true)
            frames.append(contentsOf: solution.frames)
        }
        blackHole(frames.last)
        let (limit, swift) = ratios(ns / Double(n), n)
        row(name, "\(n)", format(ns / Double(n)), limit, swift, notes)
    } catch {
        row(name, "\(n)", "—", "—", "—", "error: \(error)")
    }
}

// The floor's own work: solve, then every cell's frame written into an array.
for n in options.sizes {
    timeSolveAndFrames("grid, fixed heights: solve + every frame into an array", Workloads.grid(selfSized: false), Workloads.context(total: n),
                       notes: "the floor's work: N frames written")
}
for n in options.sizes {
    var context = Workloads.context(total: n)
    context.sizing = Workloads.variedHeights
    timeSolve("grid, self-sized heights: solve", Workloads.grid(selfSized: true), context, notes: "sizer: 40…119 pt by item")
}
for n in options.sizes {
    timeSolve("nested groups: solve", Workloads.nested(), Workloads.context(total: n))
}
for n in options.sizes {
    timeSolve("multi-section (20 items/section, headers): solve", Workloads.multiSection(), Workloads.context(total: n, perSection: 20))
}
// The multi-section workload's own share: its section provider alone, called for every section as the solve calls it,
// each section's objects let go at once. ns an item, so that it reads against the row above.
for n in options.sizes where enabled("many sections: the section provider alone") {
    let sections = Workloads.context(total: n, perSection: 20).itemCounts.count
    let ns = Clock.best(runs: runs(for: n)) {
        for index in 0..<sections { blackHole(Workloads.multiSectionSection(index, selfSized: false)) }
    }
    let perItem = ns / Double(n)
    let (limit, swift) = ratios(perItem, n)
    row("many sections: the section provider alone", "\(n)", format(perItem), limit, swift,
        "multiSection's provider, \(sections) sections of 20 items, objects freed")
}
// The engine's share of the multi-section solve: the same layout from a provider that hands out four sections made
// once. With "the section provider alone" above, it splits the multi-section row into the app's objects and the engine.
for n in options.sizes {
    timeSolve("many sections: the same solve, the app's sections made once", Workloads.multiSection(keepingSections: true),
              Workloads.context(total: n, perSection: 20), notes: "multi-section's layout; four section objects kept and handed out again")
}
for n in options.sizes {
    timeSolve("orthogonal rows (30 items/section): solve", Workloads.orthogonal(), Workloads.context(total: n, perSection: 30))
}

// Incremental re-layout: one item's measured height changes, then the content size and that item are read.
for n in options.sizes where enabled("one height change") {
    var context = Workloads.context(total: n)
    context.sizing = Workloads.variedHeights
    do {
        let setupStart = Clock.now()
        let incremental = try IncrementalLayout(layout: Workloads.grid(selfSized: true), context: context)
        let setup = Double(Clock.now() - setupStart)
        let changes = 50
        var version = 0
        var sum: CGFloat = 0
        let ns = try Clock.best(runs: 3) {
            for k in 0..<changes {
                version += 1
                let path = IndexPath(item: (n / 2 + k * 7919) % n, section: 0)
                try incremental.update(sizes: [path: CGSize(width: 100, height: CGFloat(40 + version % 90))])
                sum += incremental.contentSize.height + (incremental.layoutAttributesForItem(at: path)?.frame.maxY ?? 0)
            }
        }
        blackHole(sum)
        row("self-sized grid: one height change (IncrementalLayout.update)", "\(n)", "—", "—", "—",
            "\(format(ns / Double(changes) / 1000, 2)) µs per change (+ content size + the item's frame); setup \(format(setup / 1e6, 1)) ms")
    } catch {
        row("self-sized grid: one height change", "\(n)", "—", "—", "—", "error: \(error)")
    }
}

// Issue #16's layout kinds: nested groups with badges and decorations; one change in each kind.
timeLayoutKinds(sizes: options.sizes)

// Reading every frame through the public API (attributes objects made on demand).
if let n = options.sizes.last, enabled("read every frame"), let solution = try? Workloads.grid(selfSized: false).solve(Workloads.context(total: n)) {
    var sum: CGFloat = 0
    // Best of several runs, as every other row: one run at 1M items was at the mercy of a neighbour's build.
    let ns = Clock.best(runs: runs(for: n)) { for attributes in solution.attributes { sum += attributes.frame.minY } }
    blackHole(sum)
    let (limit, swift) = ratios(ns / Double(n), n)
    row("grid: read every frame via `attributes`", "\(n)", format(ns / Double(n)), limit, swift,
        "one UICollectionViewLayoutAttributes per element")
}

if let (name, n, bytes) = memoryRow { row(name, "\(n)", "—", "—", "—", "at most \(format(bytes)) bytes per item (resident-memory difference)") }

// A screen-sized rect query.
if let n = options.sizes.last, enabled("layoutAttributesForElements"), let solution = try? Workloads.grid(selfSized: false).solve(Workloads.context(total: n)) {
    let queries = 2_000
    var answered = 0
    let content = solution.contentSize
    let ns = Clock.best(runs: 3) {
        for q in 0..<queries {
            let y = (content.height - 844) * CGFloat(q) / CGFloat(queries)
            answered &+= solution.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 390, height: 844)).count
        }
    }
    row("grid: layoutAttributesForElements(in: 390×844)", "\(n)", "—", "—", "—",
        "\(format(ns / Double(queries) / 1000, 2)) µs per query, \(answered / (3 * queries)) elements each")
}

// layout-dump on a 100-item layout, start to output, when the release binary sits beside this one.
if !enabled("layout-dump") {
} else if FileManager.default.isExecutableFile(atPath: dumpPath) {
    let start = DumpBench.run(dumpPath, document: DumpBench.gridDocument(items: 100, columns: 2), name: "layout-bench-100-\(ProcessInfo.processInfo.processIdentifier).json", runs: 10)
    row("layout-dump, 100 items, start to output", "100", "—", "—", "—",
        "\(format(start.nanoseconds / 1e6, 2)) ms (best of 10), exit \(start.status)")
} else {
    row("layout-dump, 100 items", "100", "—", "—", "—", "skipped: build it in release beside layout-bench (`swift build -c release`)")
}
// The dumps of the largest size (measured at the start).
for (name, n, result) in dumpRuns {
    row(name, "\(n)", format(result.nanoseconds / Double(n)), "—", "—",
        "\(format(result.nanoseconds / 1e9, 2)) s (best of \(DumpBench.runs(for: n))); peak memory "
        + "\(format(Double(result.peakResidentBytes) / 1_048_576)) MiB, \(format(Double(result.peakResidentBytes) / Double(n))) bytes an item; "
        + "exit \(result.status)")
}

// `--format describe` of 100,000 sections (issue #29: under 2 s; it was quadratic, 439 s): the sections of a generated
// document (one shape repeated), then every section different (each solved and drawn).
for distinct in [false, true] where enabled("describe") {
    let sections = 100_000
    let name = "describe (visualDescription) of every section" + (distinct ? ", every section different" : "")
    do {
        let result = try DescribeBench.run(sections: sections, distinct: distinct, runs: 3)
        row(name, "\(sections)", format(result.nanoseconds / Double(sections)), "—", "—",
            "\(format(result.nanoseconds / 1e9, 2)) s (best of 3) for \(sections) sections of 20 items and a header, "
            + "\(format(Double(result.bytes) / 1_048_576)) MiB of text" + (distinct ? "" : "; target < 2 s"))
    } catch {
        row(name, "\(sections)", "—", "—", "—", "error: \(error)")
    }
}

// Snapshot updates (Docs/Diffable.md): 100,000 items, 1,000 changes; ours against the standard library's.
for sections in [1, 100] where enabled("snapshot difference") {
    do {
        let result = try SnapshotDiffBench.run(items: 100_000, changes: 1_000, sections: sections)
        row("snapshot difference, \(sections) section\(sections == 1 ? "" : "s"), 1,000 changes", "\(result.items)",
            format(result.snapshotNanoseconds / Double(result.items)), "—", "—",
            "\(format(result.snapshotNanoseconds / 1e6, 2)) ms (best of 10), \(result.reported) changes reported; "
            + "CollectionDifference + inferringMoves on the same identifiers: \(format(result.collectionDifferenceNanoseconds / 1e6, 1)) ms (best of 3)")
    } catch {
        row("snapshot difference", "100000", "—", "—", "—", "error: \(error)")
    }
}

// Snapshots built and described at scale (Docs/Diffable.md): bounds of issue #29 (< 0.5 s and < 1 s).
if enabled("snapshot: appendSections one at a time") {
    let time = SnapshotBuildBench.appendSectionsOneAtATime(100_000)
    row("snapshot: appendSections one at a time", "100000", format(time / 100_000), "—", "—",
        "\(format(time / 1e9, 3)) s (best of 3; bound 0.5 s)")
}
if enabled("section snapshot: visualDescription") {
    let (time, characters) = SnapshotBuildBench.describeOutline(levels: 20_000)
    row("section snapshot: visualDescription of a 20,000-level outline", "20000", format(time / 20_000), "—", "—",
        "\(format(time / 1e9, 3)) s (best of 3; bound 1 s), \(characters) bytes of text")
}
// A diffable data source's apply (Docs/DataSource.md, "Performance"): 100,000 items, 1,000 changes, laid out, the
// visible cells read.
if enabled("data source apply") {
    let result = DataSourceBench.run(items: 100_000, changes: 1_000)
    row("data source apply + layoutIfNeeded + visibleCells, 1,000 changes", "\(result.items)",
        format(result.nanoseconds / Double(result.items)), "—", "—",
        "\(format(result.nanoseconds / 1e6, 2)) ms (best of 10); \(result.visible) visible cells, \(result.cellsMade) cells made in all")
}

for n in options.sizes {
    guard let timings = limitTimings[n], let fastest = timings.min(), let slowest = timings.max() else { continue }
    row("floor: limit.c, every run of it above", "\(n)", "\(format(fastest, 2))…\(format(slowest, 2))", "—", "—",
        "\(timings.count) runs; each ratio above is to the run taken right after its workload")
}

print(rows.joined(separator: "\n"))
