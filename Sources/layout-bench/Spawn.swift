import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with its output sent to `output` (/dev/null by default) and its errors to /dev/null, and waits
/// for it. Used to time `layout-dump` start to output, and to build and run limit.c.
enum Spawn {
    /// How a program ended: its exit status (-1 when it could not be started) and its peak resident memory (the
    /// kernel's `ru_maxrss`, in bytes; 0 when unknown).
    struct Exit {
        var status: Int32
        var peakResidentBytes: Int
    }

    static func run(_ path: String, _ arguments: [String], output: String = "/dev/null") -> Int32 {
        runMeasured(path, arguments, output: output).status
    }

    static func runMeasured(_ path: String, _ arguments: [String], output: String = "/dev/null") -> Exit {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return Exit(status: -1, peakResidentBytes: 0) }
        var status: Int32 = 0
        // wait4 rather than waitpid: the same wait, and the child's resource usage with it (ru_maxrss is in KiB on Linux).
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return Exit(status: -1, peakResidentBytes: 0) }
        return Exit(status: (status >> 8) & 0xff, peakResidentBytes: usage.ru_maxrss * 1024)
    }
}

extension Spawn {
    /// The first executable named `name` on PATH.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
