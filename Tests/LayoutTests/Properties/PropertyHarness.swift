import Foundation
import XCTest
@testable import LayoutKitLinux

/// Runs a property over many seeded random layouts and reports failing seeds with a full description.
///
/// Environment (all optional):
/// - `LAYOUT_PROPERTY_SEED=0x…`   run only this seed (replay a reported failure);
/// - `LAYOUT_PROPERTY_COUNT=n`    layouts per property (default 1000; raise it for a soak run);
/// - `LAYOUT_PROPERTY_BASE=0x…`   first seed (default below; change it to explore new layouts);
/// - `LAYOUT_PROPERTY_TRACE=1`    print every seed before it is solved (to find the seed of a crash).
enum PropertyHarness {
    static let defaultBase: UInt64 = 0x00C0_FFEE_0000
    static let defaultCount = 1000
    /// Failing seeds reported per property before it stops looking.
    static let maximumReported = 3

    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    static func parse(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }

    static var seeds: [UInt64] {
        if let text = environment["LAYOUT_PROPERTY_SEED"], let seed = parse(text) { return [seed] }
        let count = environment["LAYOUT_PROPERTY_COUNT"].flatMap { Int($0) } ?? defaultCount
        let base = environment["LAYOUT_PROPERTY_BASE"].flatMap(parse) ?? defaultBase
        return (0..<count).map { base &+ UInt64($0) }
    }

    static var tracing: Bool { environment["LAYOUT_PROPERTY_TRACE"] == "1" }

    struct Tally: CustomStringConvertible {
        var layouts = 0
        var solved = 0
        var rejected = 0
        var cells = 0
        var failing = 0
        var description: String {
            "\(layouts) layouts: \(solved) solved (\(cells) cells), \(rejected) rejected with a LayoutError, \(failing) failing"
        }
    }

    /// Generates a layout per seed, solves it, and hands valid solutions to `check`, which returns the problems
    /// it found (empty when the property holds). Layouts the engine rejects with a `LayoutError` are skipped;
    /// any other error is a failure. `minimumSolved` guards against a property that holds only vacuously.
    @discardableResult
    static func forAll(_ property: String, mode: GeneratorMode, minimumSolved: Double = 0.5,
                       file: StaticString = #filePath, line: UInt = #line,
                       _ check: (SolvedLayout, LayoutSolution) throws -> [String]) -> Tally {
        var tally = Tally()
        layouts: for entry in SolvedCorpus.entries(mode) {
            tally.layouts += 1
            let solution: LayoutSolution
            switch entry.ltr {
            case .success(let value): solution = value
            case .failure(let error):
                if error is LayoutError {
                    tally.rejected += 1
                    continue
                }
                tally.failing += 1
                report(property, spec: entry.spec, problems: ["solve threw \(type(of: error)), not a LayoutError: \(error)"], file: file, line: line)
                if tally.failing >= maximumReported { break layouts }
                continue layouts
            }
            tally.solved += 1
            tally.cells += solution.attributes.count
            let problems: [String]
            do { problems = try check(entry, solution) } catch { problems = ["the check threw \(error)"] }
            if !problems.isEmpty {
                tally.failing += 1
                report(property, spec: entry.spec, problems: problems, file: file, line: line)
                if tally.failing >= maximumReported { break }
            }
        }
        print("[\(property)] \(tally)")
        if tally.layouts > 1 && tally.failing == 0 {
            XCTAssertGreaterThanOrEqual(Double(tally.solved), minimumSolved * Double(tally.layouts),
                                        "[\(property)] too few valid layouts for the property to mean much: \(tally)", file: file, line: line)
        }
        return tally
    }

    static func report(_ property: String, spec: LayoutSpec, problems: [String], file: StaticString, line: UInt) {
        let shown = problems.prefix(8).map { "  - " + $0 }.joined(separator: "\n")
        let more = problems.count > 8 ? "\n  … and \(problems.count - 8) more" : ""
        XCTFail("[\(property)] property violated\n\(shown)\(more)\nlayout:\n\(spec.text)", file: file, line: line)
    }
}

/// One generated layout, solved left-to-right and right-to-left.
struct SolvedLayout {
    let spec: LayoutSpec
    let layout: UICollectionViewCompositionalLayout
    let ltr: Result<LayoutSolution, any Error>
    /// Solved for the general mode only (the properties that need it run there).
    let rtl: Result<LayoutSolution, any Error>?
}

/// The layouts of each generator mode, solved once per test run and shared by the properties, so that the
/// whole file stays well under 20 s in a debug build (each property still sees every layout).
enum SolvedCorpus {
    nonisolated(unsafe) private static var cache: [String: [SolvedLayout]] = [:]
    private static let lock = NSLock()

    static func entries(_ mode: GeneratorMode) -> [SolvedLayout] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[mode.name] { return cached }
        var result: [SolvedLayout] = []
        for seed in PropertyHarness.seeds {
            let spec = LayoutGenerator.make(seed: seed, mode: mode)
            if PropertyHarness.tracing { print("[\(mode)] solving seed 0x\(String(seed, radix: 16))") }
            let layout = spec.makeLayout()
            let ltr = Result { try layout.solve(spec.makeContext(direction: .leftToRight)) }
            // The right-to-left scene that mirrors the left-to-right one: its content offset is in mirrored
            // coordinates, x' = contentWidth − x − viewWidth (pinning and plain-section handlers depend on it).
            var rtlContext = spec.makeContext(direction: .rightToLeft)
            if case .success(let solution) = ltr {
                rtlContext.contentOffset.x = solution.contentSize.width - rtlContext.contentOffset.x - rtlContext.containerSize.width
            }
            let rtl = mode == .general ? Result { try layout.solve(rtlContext) } : nil
            result.append(SolvedLayout(spec: spec, layout: layout, ltr: ltr, rtl: rtl))
        }
        cache[mode.name] = result
        return result
    }
}

// MARK: - Small geometry helpers, written independently of the engine's

enum PropertyGeometry {
    /// |v − round(v·s)/s| ≤ 1e-6: `v` is a whole number of pixels.
    static func onGrid(_ v: CGFloat, scale: Double) -> Bool {
        let s = CGFloat(scale)
        return abs(v - (v * s).rounded() / s) <= 1e-6
    }

    /// Positive-area overlap of two rectangles, each overlap length having to exceed `tolerance`.
    static func overlap(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > tolerance && min(a.maxY, b.maxY) - max(a.minY, b.minY) > tolerance
    }

    /// The common part of two rectangles, edges included (a zero-area result when they only touch); nil if disjoint.
    static func closedIntersection(_ a: CGRect, _ b: CGRect) -> CGRect? {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        guard x0 <= x1, y0 <= y1 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Docs/Solver.md, step 3c: a cell is its slot less its insets, or, when the insets (total t along an axis) exceed the slot
    /// (length s ≥ 0), a frame of the difference t − s taken positive, which may lie outside the slot. So a cell
    /// that left its slot along an axis is at most t long there; `insetTotal` is the layout's largest t.
    static func mayHaveLeftItsSlot(_ length: CGFloat, insetTotal: Double) -> Bool {
        insetTotal > 0 && Double(length) <= insetTotal + 1e-9
    }

    static func text(_ r: CGRect) -> String {
        "(\(pfmt(Double(r.minX))), \(pfmt(Double(r.minY))), \(pfmt(Double(r.width))), \(pfmt(Double(r.height))))"
    }
}

extension UICollectionViewLayoutAttributes {
    /// Category, kind and index path: what identifies an element across two solutions.
    var propertyIdentity: String { "\(representedElementCategory.rawValue)|\(representedElementKind ?? "")|\(indexPath.section)|\(indexPath.item)" }
    var propertyLabel: String {
        representedElementCategory == .cell ? "cell [\(indexPath.section), \(indexPath.item)]"
            : "\(representedElementCategory) \(representedElementKind ?? "") [\(indexPath.section), \(indexPath.item)]"
    }
}
