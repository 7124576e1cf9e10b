import Foundation

/// Not a UIKit name: the first misuse of a diffable snapshot (Docs/Diffable.md, "Misuse").
///
/// UIKit's snapshot calls do not throw: on misuse they raise `NSInternalInconsistencyException` and the app
/// crashes. Ours keep UIKit's signatures, so they cannot throw either; instead the snapshot remembers the first
/// misuse — the operation, the identifiers involved and the caller's file and line — leaves itself as it was
/// before that call, and every solve, dump or comparison made from it throws this error.
public struct DiffableSnapshotError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong.
    public enum Problem: String, Equatable, Sendable, CaseIterable {
        /// The same identifier twice in one call (UIKit: "Fatal: supplied item identifiers are not unique").
        case duplicateIdentifiers
        /// Two identifiers that compare equal but hash differently: a `Hashable` that breaks its contract (UIKit:
        /// "Diffable data source detected item identifiers that are equal but have different hash values").
        case inconsistentHashing
        /// A section, or an item of a section snapshot, that the snapshot already holds.
        case identifierAlreadyInSnapshot
        /// An item identifier the snapshot does not hold.
        case unknownItem
        /// A section identifier the snapshot does not hold.
        case unknownSection
        /// `appendItems(_:)` before any section was appended.
        case noSection
        /// An item or section moved, or inserted, relative to itself.
        case relativeToItself
        /// An identifier for which `==` answers false when compared with itself (a `Double.nan` field, say): `Hashable`
        /// requires `a == a`, and every look-up, delete and difference finds identifiers by `==`.
        case notEqualToItself
    }

    /// The snapshot operation, as UIKit spells it: `appendItems(_:toSection:)`.
    public let operation: String
    public let problem: Problem
    /// The identifiers involved, as `String(describing:)` prints them.
    public let identifiers: [String]
    /// Where the operation was called (`#fileID` and `#line` of the caller).
    public let file: String
    public let line: UInt

    public init(operation: String, problem: Problem, identifiers: [String], file: String, line: UInt) {
        self.operation = operation
        self.problem = problem
        self.identifiers = identifiers
        self.file = file
        self.line = line
    }

    /// `file:line: operation: explanation`, with UIKit's reaction and, for duplicates, the usual cause.
    public var description: String { "\(file):\(line): \(operation): \(explanation)" }
    public var errorDescription: String? { description }

    /// Why the call is wrong and what UIKit does with it.
    public var explanation: String {
        let list = identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
        switch problem {
        case .duplicateIdentifiers:
            let uikit = "UIKit raises NSInternalInconsistencyException (\"Fatal: supplied identifiers are not unique\") and the app crashes"
            guard identifiers.count == 2, identifiers[0] != identifiers[1] else {
                return "the identifiers are not unique: \(list) occurs more than once in the call. \(uikit)"
            }
            return "the identifiers are not unique: \(list) compare equal (==) though they print differently. \(uikit). "
                + "This is usually an enum case whose == and hash(into:) leave out its associated value's id; "
                + "compare and hash the id too"
        case .inconsistentHashing:
            return "\(list) compare equal (==) but hash differently. UIKit raises NSInternalInconsistencyException (\"Diffable data source "
                + "detected item identifiers that are equal but have different hash values\") and the app crashes. Make == and "
                + "hash(into:) use the same fields: usually an enum case's == leaves out its associated value's id while its hash keeps it"
        case .identifierAlreadyInSnapshot:
            return "\(list) is already in the snapshot; UIKit raises NSInternalInconsistencyException and the app crashes. "
                + "Delete it first, or move it"
        case .unknownItem:
            return "the item \(list) is not in the snapshot; UIKit raises NSInternalInconsistencyException and the app crashes"
        case .unknownSection:
            return "the section \(list) is not in the snapshot; UIKit raises NSInternalInconsistencyException and the app crashes"
        case .noSection:
            return "the snapshot has no section to append \(list) to; UIKit raises NSInternalInconsistencyException "
                + "(\"There are currently no sections in the data source. Please add a section first.\"). Call appendSections(_:) first"
        case .relativeToItself:
            return "\(list) is placed relative to itself; UIKit raises NSInternalInconsistencyException and the app crashes"
        case .notEqualToItself:
            return "\(list) is not equal to itself (== answered false): Hashable requires every value to equal itself "
                + "(https://developer.apple.com/documentation/swift/equatable). A diffable data source finds identifiers by ==, "
                + "so UIKit could never find, delete, move or reload this one, and a snapshot compared with itself would "
                + "differ. This is usually a floating-point field holding NaN: leave it out of == and hash(into:), or "
                + "compare it by bit pattern"
        }
    }
}

/// The first misuse a snapshot met, and how to record one: shared by both snapshot types.
struct SnapshotMisuseRecord: Sendable, Equatable {
    private(set) var first: DiffableSnapshotError?

    /// Records the misuse unless an earlier one is kept.
    ///
    /// An identifier that is "unknown" only because it is not equal to itself is reported as that, the real cause.
    mutating func record<Identifier: Equatable>(_ operation: String, _ problem: DiffableSnapshotError.Problem,
                                                _ identifiers: [Identifier], file: StaticString, line: UInt) {
        guard first == nil else { return }
        let unknown = problem == .unknownItem || problem == .unknownSection
        let problem = unknown && identifiers.contains(where: { $0 != $0 }) ? .notEqualToItself : problem
        first = DiffableSnapshotError(operation: operation, problem: problem,
                                      identifiers: identifiers.map { String(describing: $0) },
                                      file: "\(file)", line: line)
    }

    mutating func reset() { first = nil }
}

/// The first identifier of `identifiers` equal to an earlier one, with that earlier one: the pair a duplicate-identifier
/// misuse reports (both printed, so that equal identifiers that print differently show the faulty `==`).
func firstRepeatedPair<T: Hashable>(_ identifiers: [T]) -> [T]? {
    var seen = [T: Int](minimumCapacity: identifiers.count)
    for (index, identifier) in identifiers.enumerated() {
        if let earlier = seen[identifier] { return [identifiers[earlier], identifier] }
        seen[identifier] = index
    }
    return nil
}

/// The first problem with identifiers added in one call: an identifier not equal to itself (no look-up could find it
/// again), neighbours that are equal but hash differently (a hash table
/// cannot see those: it compares only identifiers whose hashes meet; items of one enum case are usually appended
/// together, so the neighbours are where the mistake shows), or an identifier equal to an earlier one.
func firstClash<T: Hashable>(_ identifiers: [T]) -> (identifiers: [T], problem: DiffableSnapshotError.Problem)? {
    if let broken = identifiers.first(where: { $0 != $0 }) { return ([broken], .notEqualToItself) }
    // One identifier cannot clash with itself: the common call (`appendSections([section])` in a loop) skips the table.
    guard identifiers.count > 1 else { return nil }
    for (a, b) in zip(identifiers, identifiers.dropFirst()) where a == b && a.hashValue != b.hashValue {
        return ([a, b], .inconsistentHashing)
    }
    return firstRepeatedPair(identifiers).map { ($0, .duplicateIdentifiers) }
}
