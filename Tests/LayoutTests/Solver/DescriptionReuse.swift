import Foundation
@testable import LayoutKitLinux

/// A layout solved with the reuse of descriptions on or off (`LayoutDescriber.reusesDescriptions`), and the two results
/// compared: what the tests of the reuse check (DescriptionReuseTests, ChangedSectionObjectTests,
/// UnchangedSectionObjectTests).
enum DescriptionReuse {
    /// Solved with the reuse on (or off): `Result`, so that an error is compared too.
    static func solve(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, reusing: Bool) -> Result<LayoutSolution, LayoutError> {
        Result {
            let solver = try LayoutSolver(context: context)
            var describer = solver.describer
            describer.reusesDescriptions = reusing
            return try solver.solve(describer.describe(layout))
        }.mapError { $0 as! LayoutError }
    }

    /// The same solution, or the same error (path and message).
    static func same(_ a: Result<LayoutSolution, LayoutError>, _ b: Result<LayoutSolution, LayoutError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): return x == y
        case (.failure(let x), .failure(let y)): return x.path == y.path && x.message == y.message
        default: return false
        }
    }
}
