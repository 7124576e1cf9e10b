import Foundation

/// `{w, h}`, UIKit's `NSStringFromCGSize` shape.
func describe(_ size: CGSize) -> String { "{\(formatPoints(size.width)), \(formatPoints(size.height))}" }

/// `{{x, y}, {w, h}}`, UIKit's `NSStringFromCGRect` shape.
func describe(_ rect: CGRect) -> String {
    "{{\(formatPoints(rect.origin.x)), \(formatPoints(rect.origin.y))}, \(describe(rect.size))}"
}

extension CGRect {
    /// `describe(self)`, for code inside a type with a `describe` method of its own (which hides the global one, and
    /// the module-qualified name does not resolve in every build: the fuzz target compiles the sources with swiftc).
    var pointsDescription: String { describe(self) }
}
