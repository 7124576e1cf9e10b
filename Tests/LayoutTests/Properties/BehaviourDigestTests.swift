import Foundation
import XCTest
@testable import LayoutKitLinux

/// One number for "what the engine does" over many generated layouts: a 64-bit FNV-1a digest of the bit patterns of
/// every frame, content size, zIndex, kind and index path, of left-to-right and right-to-left solves, self-sized
/// solves, incremental updates, and of every error's text. A change that should not move anything (a refactor of the
/// storage, a speed-up) must leave it unchanged: record the digest before the change and check it after
/// (Docs/Testing-Properties.md, "The behaviour digest").
///
/// Environment: `LAYOUTKIT_DIGEST_COUNT=n` layouts (default 300; use several thousand for a refactor),
/// `LAYOUTKIT_DIGEST=0x…` the digest to expect (the test fails when it differs and prints the new one).
final class BehaviourDigestTests: XCTestCase {
    struct Digest {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ word: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                value ^= (word >> UInt64(shift)) & 0xff
                value = value &* 0x0000_0100_0000_01b3
            }
        }
        mutating func add(_ v: CGFloat) { add(Double(v).bitPattern) }
        mutating func add(_ v: Int) { add(UInt64(bitPattern: Int64(v))) }
        mutating func add(_ text: String) {
            add(text.utf8.count)
            for byte in text.utf8 { add(UInt64(byte)) }
        }
        mutating func add(_ rect: CGRect) { add(rect.minX); add(rect.minY); add(rect.width); add(rect.height) }

        mutating func add(_ solution: LayoutSolution) {
            add(solution.contentSize.width)
            add(solution.contentSize.height)
            for attributes in solution.attributes {
                add(attributes.frame)
                add(attributes.zIndex)
                add(Int(attributes.representedElementCategory.rawValue))
                add(attributes.representedElementKind ?? "")
                for index in attributes.indexPath { add(index) }
                add(attributes.alpha)
            }
        }

        mutating func add(_ result: () throws -> LayoutSolution) {
            do { add(try result()) } catch { add("error: \(error)") }
        }
    }

    /// A sizer that answers differently per cell, so self-sizing moves frames.
    static func sizer(_ request: SizingRequest) -> CGSize {
        guard request.category == .cell else { return request.proposedSize }
        let bump = CGFloat((request.indexPath.item * 7 + request.indexPath.section * 3) % 5) * 6
        return CGSize(width: request.proposedSize.width + bump / 2, height: request.proposedSize.height + bump)
    }

    func testBehaviourDigest() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["LAYOUTKIT_DIGEST_COUNT"].flatMap { Int($0) } ?? 300
        var digest = Digest()
        for seed in (0..<count).map({ PropertyHarness.defaultBase &+ UInt64($0) }) {
            let spec = LayoutGenerator.make(seed: seed, mode: .general)
            let layout = spec.makeLayout()
            digest.add { try layout.solve(spec.makeContext(direction: .leftToRight)) }
            digest.add { try layout.solve(spec.makeContext(direction: .rightToLeft)) }
            var sized = spec.makeContext(direction: seed % 2 == 0 ? .leftToRight : .rightToLeft)
            sized.sizing = Self.sizer
            digest.add { try layout.solve(sized) }
            digest.add {
                let incremental = try IncrementalLayout(layout: layout, context: sized)
                var sizes: [IndexPath: CGSize] = [:]
                for (section, items) in spec.itemCounts.enumerated() where items > 0 {
                    sizes[IndexPath(item: items / 2, section: section)] = CGSize(width: 40, height: CGFloat(20 + section * 9))
                }
                try incremental.update(sizes: sizes)
                return try incremental.solution
            }
        }
        let text = "0x" + String(digest.value, radix: 16)
        print("Behaviour digest over \(count) layouts: \(text)")
        if let expected = environment["LAYOUTKIT_DIGEST"].flatMap(PropertyHarness.parse) {
            XCTAssertEqual(digest.value, expected, "the behaviour digest changed: \(text)")
        }
    }
}
