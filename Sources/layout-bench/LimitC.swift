import Foundation

/// The floor exactly as issue #6 defines it: `shared/bench/limit.c` itself, built with `cc -O2` as its header says
/// and run during the benchmark run. The Swift port of its loop (`FloorLoop`) runs in-process as well and is the
/// stricter of the two (faster at 10k and 100k frames here), so both ratios are printed.
struct LimitC {
    let binary: String

    /// Builds limit.c, or says why it cannot (no such file, no C compiler, a failed build).
    static func build(source: String) -> Result<LimitC, BenchError> {
        guard FileManager.default.fileExists(atPath: source) else {
            return .failure(BenchError("no \(source); pass --limit PATH to shared/bench/limit.c"))
        }
        guard let compiler = Spawn.find("cc") ?? Spawn.find("clang") else { return .failure(BenchError("no C compiler (cc or clang) on PATH")) }
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("layout-bench-limit").path
        guard Spawn.run(compiler, ["-O2", "-o", binary, source]) == 0 else { return .failure(BenchError("\(compiler) could not build \(source)")) }
        return .success(LimitC(binary: binary))
    }

    /// limit.c's best-of-5 nanoseconds per frame for `n` frames; nil if the run fails.
    func nanosecondsPerFrame(_ n: Int) -> Double? {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("layout-bench-limit.out").path
        // limit.c prints "frames=N ns_per_frame=X bytes_per_frame=32 checksum=C".
        guard Spawn.run(binary, [String(n)], output: output) == 0, let text = try? String(contentsOfFile: output, encoding: .utf8),
              let field = text.split(separator: " ").first(where: { $0.hasPrefix("ns_per_frame=") }),
              let value = Double(field.dropFirst("ns_per_frame=".count)), value > 0 else { return nil }
        return value
    }
}
