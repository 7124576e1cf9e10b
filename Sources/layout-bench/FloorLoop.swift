/// The physical floor, as in `shared/bench/limit.c`: the least work any engine must do to emit N frames
/// (x, y, width, height as doubles) for a 2-column grid, 390 wide, 16-pt insets, 8-pt spacing, 100-pt rows.
/// Run in the same process and the same run as the workloads, so ratios compare like with like.
enum FloorLoop {
    struct Frame { var x, y, w, h: Double }

    /// Best-of-5 nanoseconds per frame for `n` frames.
    static func nanosecondsPerFrame(_ n: Int) -> Double {
        let width = 390.0, inset = 16.0, spacing = 8.0, height = 100.0
        let columns = 2
        let cell = (width - 2 * inset - spacing * Double(columns - 1)) / Double(columns)
        let frames = UnsafeMutablePointer<Frame>.allocate(capacity: n)
        defer { frames.deallocate() }
        var checksum = 0.0
        let best = Clock.best(runs: 5) {
            for i in 0..<n {
                let row = i / columns, col = i % columns
                frames[i] = Frame(x: inset + Double(col) * (cell + spacing), y: inset + Double(row) * (height + spacing),
                                  w: cell, h: height)
            }
            checksum += frames[n - 1].y
        }
        blackHole(checksum)
        return best / Double(n)
    }
}
