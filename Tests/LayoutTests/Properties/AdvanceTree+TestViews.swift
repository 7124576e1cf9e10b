import Foundation
@testable import LayoutKitLinux

/// Test-only views of `AdvanceTree`: a tree from its leaves' lists, and equality of trees.
extension AdvanceTree: Equatable {
    init(advances: [CGFloat], across: [CGFloat]) {
        self.init(count: min(advances.count, across.count)) { (advances[$0], across[$0]) }
    }

    /// Trees of the same leaves are equal, whether or not their shared edge has been spread into nodes.
    public static func == (lhs: AdvanceTree, rhs: AdvanceTree) -> Bool {
        guard lhs.count == rhs.count, lhs.sums == rhs.sums else { return false }
        return (0..<lhs.count).allSatisfy { lhs.reach(ofLeaf: $0) == rhs.reach(ofLeaf: $0) }
    }

    private func reach(ofLeaf i: Int) -> CGFloat { reach.isEmpty ? sharedReach : reach[width + i] }
}
