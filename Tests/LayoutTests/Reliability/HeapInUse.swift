import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bytes this process has allocated and not freed, from glibc's `malloc_info` report (its arenas' current size less
/// their free chunks, plus the blocks it maps on their own): a small instrument for tests of what a computation keeps
/// per element, which resident memory cannot tell (freed memory stays resident). nil where glibc is not.
enum HeapInUse {
    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    // `malloc_info` is in <malloc.h>, which the Glibc module does not import: found by name.
    nonisolated(unsafe) private static let mallocInfo: MallocInfo? = {
        #if canImport(Glibc)
        return dlsym(dlopen(nil, RTLD_NOW), "malloc_info").map { unsafeBitCast($0, to: MallocInfo.self) }
        #else
        return nil
        #endif
    }()

    static func bytes() -> Int? {
        #if canImport(Glibc)
        guard let mallocInfo else { return nil }
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let file = open_memstream(&buffer, &length) else { return nil }
        _ = mallocInfo(0, file)
        fclose(file)
        defer { free(buffer) }
        guard let buffer else { return nil }
        let report = String(cString: buffer)
        // The totals over all arenas, after the per-heap sections.
        func size(_ tag: String) -> Int {
            guard let start = report.range(of: tag, options: .backwards), let field = report[start.upperBound...].range(of: "size=\"") else { return 0 }
            return Int(report[field.upperBound...].prefix { $0.isNumber }) ?? 0
        }
        return size("<system type=\"current\"") - size("<total type=\"fast\"") - size("<total type=\"rest\"") + size("<total type=\"mmap\"")
        #else
        return nil
        #endif
    }

    /// A text stream that keeps nothing and samples `bytes()` on every `every`-th write: the most in use while a report
    /// is written, whatever the writer holds.
    struct PeakWhileWriting: TextOutputStream {
        var every = 1
        private(set) var writes = 0
        private(set) var peak = 0

        init(every: Int) { self.every = every }

        mutating func write(_ string: String) {
            if writes % every == 0, let bytes = HeapInUse.bytes() { peak = max(peak, bytes) }
            writes += 1
        }
    }
}
