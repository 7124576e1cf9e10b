import Foundation
import LayoutKitLinux

/// `layout-dump --format describe` of a document of many sections (`VisualDescription.write(document:)`): issue #29's
/// bound is 100,000 sections in under 2 s. Each section of `DumpBench.sectionsDocument` is one row group of 20 items
/// with a header, so every section is solved and drawn once.
enum DescribeBench {
    /// Counts the text without keeping it, as writing to /dev/null would.
    struct CountingSink: TextOutputStream {
        var bytes = 0
        mutating func write(_ string: String) { bytes += string.utf8.count }
    }

    struct Result {
        var nanoseconds: Double
        var bytes: Int
    }

    /// `distinct`: every section's `interGroupSpacing` differs from the last 96 sections' (0…96 pt, by index), so no
    /// section's description is reused and every one is solved and drawn.
    static func run(sections: Int, distinct: Bool, runs: Int) throws -> Result {
        var document = try LayoutDocument.parse(DumpBench.sectionsDocument(items: sections * 20, perSection: 20))
        if distinct {
            for index in document.sections.indices { document.sections[index].interGroupSpacing = CGFloat(index % 97) }
        }
        var bytes = 0
        let ns = Clock.best(runs: runs) {
            var sink = CountingSink()
            VisualDescription.write(document: document, to: &sink)
            bytes = sink.bytes
        }
        return Result(nanoseconds: ns, bytes: bytes)
    }
}
