import Foundation

/// The magnitudes a layout's numbers may have, checked once, where each number enters the solve: the description
/// step (builder values, custom frames), the context (`LayoutSolver.init`) and the sizer's answers (`MeasurePass`).
///
/// Why: finite but absurd numbers (`.greatestFiniteMagnitude`, 1e300) make sums that overflow to ±∞ or ∞ − ∞ = NaN.
/// With every length within ±1e9 points and every fraction within 1,000, no frame can leave the finite range: sizes
/// grow at most 1,000-fold a level over at most 64 levels (10¹⁹² × 10⁹), times at most 100,000 cells an instance and
/// 50,000,000 items, below 10²²⁰ ≪ 1.8 × 10³⁰⁸ (Docs/Reliability.md, "Finite frames"). The solve's stored frames are
/// checked once more at the end (`LayoutSolver.checkFinite`), as a backstop.
enum LayoutLimits {
    /// Lengths, offsets, insets and spacings, in points: a thousand times the longest content a real list reaches
    /// (10 million items of 100 points).
    static let maximumLength: CGFloat = 1_000_000_000
    /// `fractionalWidth`/`fractionalHeight` and fractional anchor offsets.
    static let maximumFraction: CGFloat = 1_000

    /// A length that may be negative (insets, spacings, offsets, frame origins): finite and within ±`maximumLength`.
    static func checkLength(_ value: CGFloat, path: @autoclosure () -> String) throws {
        guard value.magnitude <= maximumLength else {   // false for NaN too
            throw LayoutError(path: path(), message: "\(formatPoints(value)) is not a usable number of points; "
                + "lengths, offsets, insets and spacings must be finite and within ±\(formatPoints(maximumLength))")
        }
    }

    static func checkInsets(_ insets: NSDirectionalEdgeInsets, path: @autoclosure () -> String) throws {
        guard !(insets.top.magnitude <= maximumLength && insets.leading.magnitude <= maximumLength
                && insets.bottom.magnitude <= maximumLength && insets.trailing.magnitude <= maximumLength) else { return }
        for (name, value) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
            where !(value.magnitude <= maximumLength) {
            try checkLength(value, path: path() + ".\(name)")
        }
    }

    /// Whether `value` is a size: finite, 0 or more, at most `maximumLength`.
    static func isSize(_ value: CGFloat) -> Bool { value >= 0 && value <= maximumLength }
}
