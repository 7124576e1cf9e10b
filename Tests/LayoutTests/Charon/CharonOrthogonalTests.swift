import Foundation
import XCTest
@testable import LayoutKitLinux

/// The Charon sweep's orthogonal rows (Docs/Fidelity.md, "The Charon sweep"): charon's
/// `compositional-orthogonal-expectations.h` (github.com/kern0x1b/charon) recorded, for five behaviours × four
/// variants × seven offsets, the cells on screen and what each section's `visibleItemsInvalidationHandler` saw. Every
/// state is checked: the on-screen cells (frame, alpha, hidden, transform) and the handler's offset and items (frame,
/// center, alpha, zIndex), charon's own filter applied to the items (cells entirely outside 0…320 after the offset are
/// left out).
final class CharonOrthogonalTests: XCTestCase {
    /// What a section's handler saw: the offset and charon's spelling of each item it kept.
    final class Seen: @unchecked Sendable {
        var handled: [Int: (offset: CGFloat, items: [String])] = [:]
    }

    /// The row layouts, one section object per document section, each with a handler that records what it sees.
    static func layout(_ document: LayoutDocument, seen: Seen,
                       modify: ((NSCollectionLayoutVisibleItem, CGPoint) -> Void)? = nil) -> UICollectionViewCompositionalLayout {
        let sections = document.sections.map { $0.makeSection() }
        for section in sections {
            section.visibleItemsInvalidationHandler = { items, offset, _ in
                var kept: [String] = []
                for item in items {
                    modify?(item, offset)
                    let f = item.frame
                    if item.representedElementCategory == .cell && (f.minX - offset.x + f.width <= 0 || f.minX - offset.x >= 320) { continue }
                    let kind = item.representedElementCategory == .cell ? "cell -" : "supplementary \(item.representedElementKind ?? "-")"
                    kept.append("\(kind) \(item.indexPath.section).\(item.indexPath.item) \(CharonCase.text([f.minX, f.minY, f.width, f.height])) "
                                + "c\(formatPoints(item.center.x)),\(formatPoints(item.center.y)) a\(formatPoints(item.alpha)) z\(item.zIndex)")
                }
                if let section = items.first?.indexPath.section { seen.handled[section] = (offset.x, kept) }
            }
        }
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            sections.indices.contains(index) ? sections[index] : nil
        })
    }

    /// A cell as it shows on screen: its frame transformed about its center (a view's `frame` under a transform).
    static func onScreen(_ attributes: UICollectionViewLayoutAttributes) -> CGRect {
        let f = attributes.frame, c = CGPoint(x: f.midX, y: f.midY)
        return f.offsetBy(dx: -c.x, dy: -c.y).applying(attributes.transform).offsetBy(dx: c.x, dy: c.y)
    }

    /// A recorded line's numbers, whatever letters precede them ("c54,48", "a1", "t1,0,0,1,0,0").
    static func numbers(_ line: String) -> (key: String, numbers: [CGFloat]) {
        var tokens = line.split(separator: " ").map(String.init)
        let keyLength = tokens.first == "cell" || tokens.first == "supplementary" ? 3 : 1
        let key = tokens.prefix(keyLength).joined(separator: " ")
        tokens.removeFirst(min(keyLength, tokens.count))
        let values = tokens.flatMap { token in
            token.drop { $0.isLetter }.split(separator: ",").compactMap { Double($0).map { CGFloat($0) } }
        }
        return (key, values)
    }

    static func compare(_ expected: [String], _ actual: [String], what: String) -> [String] {
        let want = Dictionary(expected.map(numbers), uniquingKeysWith: { a, _ in a })
        let got = Dictionary(actual.map(numbers), uniquingKeysWith: { a, _ in a })
        var problems: [String] = []
        for key in want.keys.sorted() {
            guard let g = got[key] else { problems.append("  \(what): \(key) missing"); continue }
            if !CharonCase.same(want[key] ?? [], g) {
                problems.append("  \(what): \(key) is \(CharonCase.text(g)), UIKit \(CharonCase.text(want[key] ?? []))")
            }
        }
        for key in got.keys.sorted() where want[key] == nil { problems.append("  \(what): \(key) is not in UIKit's answer") }
        return problems
    }

    func testOrthogonalExpectationsEveryRowStateMatchesUIKit() throws {
        let files = CharonSweepTests.files("orthogonal").filter { $0.lastPathComponent != "modified.json" }
        XCTAssertEqual(files.count, 20, "five behaviours × four variants")
        var states = 0
        for file in files {
            let charon = try CharonCase(file)
            for state in charon.object["states"] as? [[String: Any]] ?? [] {
                let step = CGFloat(state["offset"] as? Double ?? 0)
                let seen = Seen()
                var context = charon.document.makeContext()
                context.orthogonalOffsets = [0: CGPoint(x: step, y: 0), 1: CGPoint(x: step, y: 0)]
                let solution: LayoutSolution
                do { solution = try Self.layout(charon.document, seen: seen).solve(context) } catch {
                    XCTFail("\(charon.title) at \(step): solve threw \(error)"); continue
                }
                var problems: [String] = []
                let screen = CGRect(origin: .zero, size: charon.document.containerSize)
                let cells = solution.attributes.filter { $0.representedElementCategory == .cell }.compactMap { a -> String? in
                    let f = Self.onScreen(a), t = a.transform
                    guard Geometry.overlaps(f, screen) else { return nil }
                    return "\(a.indexPath.section).\(a.indexPath.item) \(CharonCase.text([f.minX, f.minY, f.width, f.height])) "
                        + "a\(formatPoints(a.alpha)) h\(a.isHidden ? 1 : 0) t\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatPoints).joined(separator: ","))"
                }
                problems += Self.compare(state["cells"] as? [String] ?? [], cells, what: "on screen")
                for (section, recorded) in (state["handler"] as? [[String: Any]] ?? []).enumerated() {
                    guard let handled = seen.handled[section] else { problems.append("  handler of section \(section) not called"); continue }
                    let offset = CGFloat(recorded["offset"] as? Double ?? .nan)
                    if abs(handled.offset - offset) > 0.001 {
                        problems.append("  handler of section \(section): offset \(formatPoints(handled.offset)), UIKit \(formatPoints(offset))")
                    }
                    problems += Self.compare(recorded["items"] as? [String] ?? [], handled.items, what: "handler \(section)")
                }
                states += 1
                if !problems.isEmpty { XCTFail((["\(charon.title) at \(formatPoints(step)):"] + problems).joined(separator: "\n")) }
            }
        }
        XCTAssertEqual(states, 140, "seven offsets per row file")
    }

    /// charon's `modified_lines` handler, less `transform3D` (not modelled, Docs/Differences.md).
    static func modifiedHandler(_ item: NSCollectionLayoutVisibleItem, _ offset: CGPoint) {
        let distance = abs(CGFloat(item.indexPath.item) * 155 + 4 - offset.x) / 300
        item.alpha = max(0.2, 1 - distance)
        item.zIndex = 10 - item.indexPath.item
        if item.indexPath.item == 1 { item.center = CGPoint(x: CGFloat(item.indexPath.item) * 40 + 110 + offset.x, y: 60) }
        if item.indexPath.item == 3 { item.transform = CGAffineTransform(rotationAngle: 0.3) }
    }

    func testModifiedFixtureAlphaCenterAndTransformMatchTransform3DScaleIsNotModelled() throws {
        // The recorded frames are the cells' on-screen boxes: scaled by transform3D about their centers for items 0-2,
        // rotated by the 2D transform for item 3 (setting transform replaces transform3D). Checked: the cells on
        // screen, each one's alpha and center (a scale about the center keeps it), and item 3's whole frame and
        // transform; not checked: the scaled items' sizes and scale (Docs/Differences.md).
        let charon = try CharonCase(CharonSweepTests.directory.appendingPathComponent("orthogonal/modified.json"))
        for state in charon.object["states"] as? [[String: Any]] ?? [] {
            let step = CGFloat(state["offset"] as? Double ?? 0)
            var context = charon.document.makeContext()
            context.orthogonalOffsets = [0: CGPoint(x: step, y: 0)]
            let solution = try Self.layout(charon.document, seen: Seen(), modify: Self.modifiedHandler).solve(context)
            let screen = CGRect(origin: .zero, size: charon.document.containerSize)
            var shown: [String: UICollectionViewLayoutAttributes] = [:]
            for a in solution.attributes where a.representedElementCategory == .cell && Geometry.overlaps(Self.onScreen(a), screen) {
                shown["\(a.indexPath.section).\(a.indexPath.item)"] = a
            }
            let recorded = (state["cells"] as? [String] ?? []).map(Self.numbers)
            XCTAssertEqual(Set(shown.keys), Set(recorded.map(\.key)), "modified at \(step): cells on screen")
            for (key, values) in recorded {
                guard let a = shown[key], values.count == 12 else { continue }
                let f = Self.onScreen(a)
                XCTAssertEqual(a.alpha, values[4], accuracy: 0.0001, "modified at \(step): \(key) alpha")
                XCTAssertEqual(f.midX, values[0] + values[2] / 2, accuracy: 0.005, "modified at \(step): \(key) center x")
                XCTAssertEqual(f.midY, values[1] + values[3] / 2, accuracy: 0.005, "modified at \(step): \(key) center y")
                if key == "0.3" {
                    // Recorded with six significant digits (%g): compared to 0.005 pt.
                    XCTAssertTrue(zip([f.minX, f.minY, f.width, f.height], values[0..<4]).allSatisfy { abs($0 - $1) <= 0.005 },
                                  "modified at \(step): \(key) frame \(f)")
                    let t = a.transform
                    XCTAssertTrue(zip([t.a, t.b, t.c, t.d, t.tx, t.ty], values[6..<12]).allSatisfy { abs($0 - $1) <= 0.0001 },
                                  "modified at \(step): \(key) transform \(t)")
                }
            }
        }
    }
}
