import Foundation
@testable import LayoutKitLinux

// A view of the solver that only white-box tests read, kept in the test target so that production types carry no
// member a solve never calls.

extension LayoutSolver {
    /// Step 2 alone: the layout's description in this solver's context.
    func description(of layout: UICollectionViewCompositionalLayout) throws -> LayoutDescription {
        try describer.describe(layout)
    }
}
