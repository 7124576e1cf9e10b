import Foundation

/// Not a UIKit name: the first misuse of a collection view or its data source (Docs/DataSource.md, "UIKit's crashes").
///
/// Where UIKit raises an exception and the app crashes, ours records the misuse — what was called, what was wrong,
/// the caller's file and line — as `UICollectionView.firstMisuse`, keeps going as sensibly as it can, and makes
/// `validate()`, the collection view's dumps and `verifyLayoutSnapshot(of: collectionView)` throw or fail with it.
/// The same style as `DiffableSnapshotError` (Docs/Diffable.md, "Misuse").
public struct DataSourceMisuseError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong.
    public enum Problem: String, Equatable, Sendable, CaseIterable {
        /// A snapshot applied with a misuse of its own (duplicate identifiers…): the snapshot's error is in `details`.
        case invalidSnapshot
        /// A cell or supplementary registration created inside the cell provider (UIKit asserts from iOS 15).
        case registrationInsideProvider
        /// A reuse identifier dequeued that no class was registered for.
        case unregisteredReuseIdentifier
        /// The cell provider, `cellForItemAt` or the supplementary provider returned nil, or a view that was not dequeued.
        case providerReturnedNoView
        /// A supplementary view dequeued for one element kind and used for another.
        case supplementaryKindMismatch
        /// Counts from the data source that disagree with a batch update.
        case invalidUpdate
        /// `apply` entered while another `apply` on the same data source was still running (from another thread, or
        /// from inside a provider or completion of the first).
        case concurrentApply
        /// The layout could not be solved (the `LayoutError` is in `details`).
        case layoutFailed
        /// An index path or section the collection view does not have.
        case invalidIndexPath
    }

    /// The call, as UIKit spells it: `dequeueReusableCell(withReuseIdentifier:for:)`.
    public let operation: String
    public let problem: Problem
    /// What was involved: identifiers, kinds, counts, UIKit's own message where it has one.
    public let details: String
    /// Where the call was made (`#fileID`, `#line` of the caller).
    public let file: String
    public let line: UInt

    public init(operation: String, problem: Problem, details: String, file: String, line: UInt) {
        self.operation = operation
        self.problem = problem
        self.details = details
        self.file = file
        self.line = line
    }

    /// `file:line: operation: details. UIKit: …`
    public var description: String { "\(file):\(line): \(operation): \(details). \(uikitReaction)" }
    public var errorDescription: String? { description }

    /// What UIKit does with the same call.
    public var uikitReaction: String {
        switch problem {
        case .invalidSnapshot:
            return "UIKit raises NSInternalInconsistencyException while the snapshot is built or applied, and the app crashes"
        case .registrationInsideProvider:
            return "UIKit (iOS 15 and later) raises NSInternalInconsistencyException: \"Attempted to dequeue a cell using a registration "
                + "that was created inside -collectionView:cellForItemAtIndexPath: or inside the UICollectionViewDiffableDataSource cell "
                + "provider. Creating a new registration each time a cell is requested will prevent reuse\"; create registrations once, "
                + "before the data source"
        case .unregisteredReuseIdentifier:
            return "UIKit raises NSInternalInconsistencyException (\"could not dequeue a view of kind: … with identifier … - must register "
                + "a nib or a class for the identifier\") and the app crashes"
        case .providerReturnedNoView:
            return "UIKit raises NSInternalInconsistencyException (the data source must return a view dequeued with "
                + "dequeueReusableCell(withReuseIdentifier:for:) or a registration) and the app crashes"
        case .supplementaryKindMismatch:
            return "UIKit raises NSInternalInconsistencyException (\"the view returned from -collectionView:viewForSupplementaryElementOfKind:"
                + "atIndexPath: does not match the element kind it is being used for\") and the app crashes"
        case .invalidUpdate:
            return "UIKit raises NSInternalInconsistencyException with this message and the app crashes; update the data source inside "
                + "performBatchUpdates, matching the inserts and deletes, or call reloadData()"
        case .concurrentApply:
            return "UIKit requires every apply to come from the same queue, one at a time (its documentation of "
                + "apply(_:animatingDifferences:)); interleaved applies raise or corrupt the collection view"
        case .layoutFailed:
            return "UIKit raises or draws nothing for this layout"
        case .invalidIndexPath:
            return "UIKit raises NSInternalInconsistencyException or NSRangeException and the app crashes"
        }
    }
}

/// The first misuse a collection view met (the `SnapshotMisuseRecord` pattern of Diffable/).
struct DataSourceMisuseRecord: Sendable {
    private(set) var first: DataSourceMisuseError?

    mutating func record(_ operation: String, _ problem: DataSourceMisuseError.Problem, _ details: String,
                         file: StaticString, line: UInt) {
        record(operation, problem, details, file: "\(file)", line: line)
    }

    mutating func record(_ operation: String, _ problem: DataSourceMisuseError.Problem, _ details: String, file: String, line: UInt) {
        guard first == nil else { return }
        first = DataSourceMisuseError(operation: operation, problem: problem, details: details, file: file, line: line)
    }

    mutating func reset() { first = nil }
}
