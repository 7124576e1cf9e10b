import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with its output sent to /dev/null and waits for it; returns its exit status (-1 when it
/// could not be started). Used to time `layout-dump` start to output.
enum Spawn {
    static func run(_ path: String, _ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return -1 }
        return (status >> 8) & 0xff
    }
}
