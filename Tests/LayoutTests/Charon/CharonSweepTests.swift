import Foundation
import XCTest
@testable import LayoutKitLinux

/// The Charon sweep (Docs/Fidelity.md, "The Charon sweep"): every case whose real-UIKit answers the charon project
/// recorded (github.com/kern0x1b/charon, tests/backports/device/compositional-*-expectations.h, built in
/// compositional-cases.m) is one data file here — the layout as a layout document (Docs/Schema.md) and the recorded
/// answers in our frame-dump spelling — and is checked element by element: the content size, every element the host
/// listed, every recorded rect query and every single look-up.
final class CharonSweepTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The data files of `folder`, in name order.
    static func files(_ folder: String) -> [URL] {
        let url = directory.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { url.appendingPathComponent($0) }
    }

    func testCompositionalExpectationsEveryCaseMatchesUIKit() throws {
        let files = Self.files("compositional")
        XCTAssertEqual(files.count, 182, "compositional-expectations.h records 182 layouts")
        var passed = 0
        for file in files {
            let problems = try CharonCase(file).checkCompositional()
            if problems.isEmpty { passed += 1 } else { XCTFail(problems.joined(separator: "\n")) }
        }
        XCTAssertEqual(passed, files.count)
    }

    func testSizedExpectationsEveryCaseMatchesUIKit() throws {
        let files = Self.files("sized")
        XCTAssertEqual(files.count, 25, "compositional-sized-expectations.h records 25 layouts")
        for file in files {
            let problems = try CharonCase(file).checkSized()
            if !problems.isEmpty { XCTFail(problems.joined(separator: "\n")) }
        }
    }
}

/// One recorded case: its layout document and UIKit's answers.
struct CharonCase {
    let title: String
    let object: [String: Any]
    let expected: [String: Any]
    let document: LayoutDocument

    init(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any], let layout = object["layout"] else {
            throw CharonCaseError(message: "\(url.lastPathComponent): not a case (expected a \"layout\")")
        }
        self.object = object
        expected = object["expected"] as? [String: Any] ?? [:]
        title = "Charon/\(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent) (\(object["source"] as? String ?? "?"))"
        document = try LayoutDocument.parse(try JSONSerialization.data(withJSONObject: layout))
    }

    /// Solves the case in its context, with the harness's extra keys: the self-sizing scope and the sizes of
    /// estimated supplementaries, which documents do not describe.
    func solve() throws -> LayoutSolution {
        var context = document.makeContext()
        if object["selfSizingScope"] as? String == "scrolledThrough" { context.selfSizingScope = .scrolledThrough }
        if let sizes = object["supplementarySizes"] as? [String: [String: Double]] {
            let cells = context.sizing
            context.sizing = { request in
                if let kind = request.elementKind, let size = sizes[kind] {
                    return CGSize(width: size["width"].map { CGFloat($0) } ?? request.proposedSize.width,
                                  height: size["height"].map { CGFloat($0) } ?? request.proposedSize.height)
                }
                return cells?(request) ?? request.proposedSize
            }
        }
        return try document.makeLayout().solve(context)
    }

    /// `category kind section.item`, as the data files spell an element.
    static func key(_ attributes: UICollectionViewLayoutAttributes) -> String {
        let item = attributes.indexPath.item == Int.max ? "layout" : String(attributes.indexPath.item)
        return "\(FrameDump.name(of: attributes.representedElementCategory)) \(attributes.representedElementKind ?? "-") "
            + "\(attributes.indexPath.section).\(item)"
    }

    /// A recorded element line, `category kind s.i x y w h [z]`, as its key and numbers.
    static func parse(_ line: String) -> (key: String, numbers: [CGFloat]) {
        let parts = line.split(separator: " ").map(String.init)
        return (parts.prefix(3).joined(separator: " "), parts.dropFirst(3).compactMap { Double($0).map { CGFloat($0) } })
    }

    static func numbers(_ value: Any?) -> [CGFloat] { (value as? [Double] ?? []).map { CGFloat($0) } }

    static func same(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 0.001 }
    }

    static func text(_ numbers: [CGFloat]) -> String { numbers.map(formatPoints).joined(separator: " ") }

    /// Compares elements by key: each expected one present with the same numbers, no other.
    static func compare(expected lines: [String], actual: [String: [CGFloat]], what: String) -> [String] {
        var problems: [String] = []
        var seen = Set<String>()
        for line in lines {
            let (key, want) = parse(line)
            seen.insert(key)
            guard let got = actual[key] else { problems.append("  \(what): \(key) missing (UIKit: \(text(want)))"); continue }
            if !same(want, got) { problems.append("  \(what): \(key) is \(text(got)), UIKit \(text(want))") }
        }
        for key in actual.keys.sorted() where !seen.contains(key) {
            problems.append("  \(what): \(key) \(text(actual[key] ?? [])) is not in UIKit's answer")
        }
        return problems
    }

    func contentProblems(_ solution: LayoutSolution) -> [String] {
        let want = Self.numbers(expected["content"])
        let got = [solution.contentSize.width, solution.contentSize.height]
        return Self.same(want, got) ? [] : ["  content \(Self.text(got)), UIKit \(Self.text(want))"]
    }

    /// compositional-expectations.h: the elements the host listed (every element, or those meeting the visible
    /// bounds once scrolled), the six rect queries and the single look-ups of each section's first three items.
    func checkCompositional() throws -> [String] {
        let solution: LayoutSolution
        do { solution = try solve() } catch { return ["\(title): solve threw \(error)"] }
        var problems = contentProblems(solution)
        let offset = Self.numbers(expected["offset"])
        let bounds = CGRect(origin: CGPoint(x: offset.first ?? 0, y: offset.last ?? 0), size: document.containerSize)
        let scrolled = bounds.origin != .zero
        var listed: [String: [CGFloat]] = [:]
        for attributes in solution.layoutAttributesForElements(in: CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)) {
            if scrolled && !Geometry.overlaps(attributes.frame, bounds) { continue }
            let f = attributes.frame
            listed[Self.key(attributes)] = [f.minX, f.minY, f.width, f.height, CGFloat(attributes.zIndex)]
        }
        problems += Self.compare(expected: expected["elements"] as? [String] ?? [], actual: listed, what: "elements")
        for query in expected["rects"] as? [[String: Any]] ?? [] {
            let r = Self.numbers(query["rect"])
            guard r.count == 4 else { continue }
            let rect = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
            let got = solution.layoutAttributesForElements(in: rect).map(Self.key).sorted()
            let want = (query["answers"] as? [String] ?? []).sorted()
            if got != want {
                problems.append("  rect \(Self.text(r)): answered \(got.filter { !want.contains($0) }) too many, \(want.filter { !got.contains($0) }) missing")
            }
        }
        var singles: [IndexPath] = []
        for section in 0..<document.sections.count {
            for item in 0..<min(document.sections[section].items, 3) { singles.append(IndexPath(item: item, section: section)) }
        }
        let recorded = expected["single"] as? [Any] ?? []
        if recorded.count != singles.count { problems.append("  single: \(recorded.count) recorded, \(singles.count) asked") }
        for (path, value) in zip(singles, recorded) {
            let want = Self.numbers(value)
            let got = solution.layoutAttributesForItem(at: path).map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] } ?? []
            if !Self.same(want, got) { problems.append("  single \(path.section).\(path.item): \(Self.text(got)), UIKit \(Self.text(want))") }
        }
        return problems.isEmpty ? [] : ["\(title):"] + problems
    }

    /// compositional-sized-expectations.h: the content size, the visible cells (those meeting the bounds at the
    /// content offset) and every boundary supplementary.
    func checkSized() throws -> [String] {
        let solution: LayoutSolution
        do { solution = try solve() } catch { return ["\(title): solve threw \(error)"] }
        var problems = contentProblems(solution)
        let bounds = CGRect(origin: document.contentOffset, size: document.containerSize)
        var cells: [String: [CGFloat]] = [:], supplementaries: [String: [CGFloat]] = [:]
        for attributes in solution.attributes {
            let f = attributes.frame, numbers = [f.minX, f.minY, f.width, f.height]
            switch attributes.representedElementCategory {
            case .cell: if Geometry.overlaps(f, bounds) { cells[Self.key(attributes)] = numbers }
            case .supplementaryView: supplementaries[Self.key(attributes)] = numbers
            case .decorationView: break
            }
        }
        problems += Self.compare(expected: expected["cells"] as? [String] ?? [], actual: cells, what: "visible cells")
        problems += Self.compare(expected: expected["supplementaries"] as? [String] ?? [], actual: supplementaries, what: "supplementaries")
        return problems.isEmpty ? [] : ["\(title):"] + problems
    }
}

struct CharonCaseError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
