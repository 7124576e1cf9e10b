import Foundation

/// A layout UIKit would reject, or input no layout can be made from. `path` names the place
/// (`section 1 > group > subitems[0]`), `message` the cause and what would be valid.
public struct LayoutError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
    public var errorDescription: String? { description }
}
