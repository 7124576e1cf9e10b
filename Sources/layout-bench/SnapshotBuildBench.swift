import Foundation
import LayoutKitLinux

/// Building and describing snapshots at scale (Docs/Diffable.md; issue #29's bounds): sections appended one call at a
/// time, the pattern Docs/Diffable.md shows, and the description of an outline nested `levels` deep.
enum SnapshotBuildBench {
    /// Nanoseconds to append `sections` sections with one `appendSections` call each (best of 3).
    static func appendSectionsOneAtATime(_ sections: Int) -> Double {
        Clock.best(runs: 3) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            for section in 0..<sections { snapshot.appendSections([section]) }
            blackHole(snapshot.numberOfSections)
        }
    }

    /// Nanoseconds for `visualDescription()` of a chain of `levels` nested items, every one expanded (best of 3), and
    /// the length of the text.
    static func describeOutline(levels: Int) -> (nanoseconds: Double, characters: Int) {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([0])
        for level in 1..<max(1, levels) { outline.append([level], to: level - 1) }
        outline.expand(Array(0..<levels))
        var characters = 0
        let time = Clock.best(runs: 3) { characters = outline.visualDescription().utf8.count }
        return (time, characters)
    }
}
