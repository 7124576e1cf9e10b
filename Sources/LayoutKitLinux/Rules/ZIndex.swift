import Foundation

/// Arithmetic on user zIndices, done in one place. A zIndex is any `Int` the user sets (UIKit's `NSInteger`), so
/// nothing may add to it unchecked: every sum saturates, and the stored value is clamped to the solution's compact
/// 32-bit field (Docs/Reliability.md, "Limits"). Ordering is kept: a larger zIndex is never stored below a smaller one.
enum ZIndex {
    /// What the solution stores and reports for `zIndex`: clamped to `Int32` (-2,147,483,648 … 2,147,483,647).
    @inline(__always)
    static func stored(_ zIndex: Int) -> Int32 { Int32(clamping: zIndex) }

    /// `zIndex + offset`, saturating at `Int.min`/`Int.max` instead of trapping.
    @inline(__always)
    static func adding(_ offset: Int, to zIndex: Int) -> Int {
        let (sum, overflow) = zIndex.addingReportingOverflow(offset)
        guard overflow else { return sum }
        return offset > 0 ? .max : .min
    }
}
