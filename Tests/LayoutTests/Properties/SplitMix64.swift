import Foundation

/// A tiny deterministic pseudo-random generator for the property tests (SplitMix64, Steele, Lea and Flood 2014).
///
/// Written here rather than using `SystemRandomNumberGenerator` or `Int.random(in:using:)` so that a seed
/// names the same layout on every toolchain and platform: the standard library does not promise that its
/// range-sampling algorithm stays the same between Swift versions, and these seeds are printed in failure
/// reports to be replayed later.
struct SplitMix64 {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range` (the modulo bias is below 2^-50 for the small ranges used here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// Uniform in [0, 1), 53 bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    mutating func pick<T>(_ values: [T]) -> T {
        precondition(!values.isEmpty)
        return values[int(0...(values.count - 1))]
    }

    /// A generator for an independent stream derived from this seed (for query rectangles and the like),
    /// so that adding draws to one stream never changes the layout another seed describes.
    static func derived(from seed: UInt64, salt: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (salt &* 0xD1B5_4A32_D192_ED03))
        return SplitMix64(seed: mixer.next())
    }
}
