import Foundation
import Testing
@testable import LayoutKitLinux

/// The snapshot helper from Swift Testing, as Docs/Snapshots.md shows it: the failure message goes to `Issue.record`.
@Suite struct LayoutSnapshotSwiftTestingTests {
    @Test func halvesMatchTheirRecordedReference() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [2]))
        // First run: recorded, and reported as a failure (recording never passes).
        let recorded = verifyLayoutSnapshot(of: solution, record: .missing, snapshotDirectory: directory.path)
        #expect(recorded?.hasPrefix("No reference snapshot existed.") == true)
        // The test function's name, without "()", names the file.
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("halvesMatchTheirRecordedReference.frames").path))
        // Second run: the documented idiom passes.
        if let message = verifyLayoutSnapshot(of: solution, record: .missing, snapshotDirectory: directory.path) {
            Issue.record(Comment(rawValue: message))
        }
    }
}
