import Foundation

/// Resident memory of this process, from `/proc/self/statm` (Linux). Large arrays are mmapped by glibc and
/// given back on release, so the difference across a solve whose result is still alive is what the solution keeps.
enum Memory {
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
