import Foundation

/// Wall-clock timing for the benchmark: best of several runs, in nanoseconds (the floor program,
/// shared/bench/limit.c, also reports its best of 5).
enum Clock {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The best (smallest) time of `runs` calls of `body`, in nanoseconds.
    static func best(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, runs) {
            let start = now()
            try body()
            best = min(best, Double(now() - start))
        }
        return best
    }
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never) func blackHole<T>(_ value: T) { _ = value }
