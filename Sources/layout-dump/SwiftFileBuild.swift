import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A user's Swift layout file compiled with the generated caller (`SwiftRunnerSource`) against this package's
/// already-built LayoutKitLinux, by the installed toolchain's `swiftc` (Docs/CLI.md, "Swift layout files").
/// Builds are cached, keyed by the file's bytes, the generated caller, the compiler and the library build.
struct SwiftLayoutBuild {
    /// The compiled caller.
    let executable: String
    /// The builders it can call, by index: the scanned ones that compiled, and any `--call` expressions.
    let builders: [SwiftBuilder]

    /// The compiler, the library it links and where builds are kept.
    struct Toolchain {
        let swiftc: String
        /// The folder holding `LayoutKitLinux.swiftmodule`.
        let modules: String
        /// The library's object files.
        let objects: [String]
        let cache: String

        /// Found from the environment: `swiftc` on `PATH` (else /opt/swift), the library next to this binary (SwiftPM's
        /// `.build/debug`: `Modules/` and the objects of `LayoutKitLinux.build`, `libraryObjects`) unless `LAYOUTKIT_BUILD_DIR` names another build
        /// folder, and the cache in `LAYOUTKIT_CACHE_DIR`, else `$XDG_CACHE_HOME/layoutkit`, else `~/.cache/layoutkit`.
        static func find() throws -> Toolchain {
            let environment = ProcessInfo.processInfo.environment
            let fileManager = FileManager.default
            let searchPath = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
            guard let swiftc = searchPath.map({ $0 + "/swiftc" }).first(where: { fileManager.isExecutableFile(atPath: $0) }) else {
                throw InputError(message: "a Swift layout file is compiled with the Swift toolchain, and swiftc is not on PATH")
            }
            let binary = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
            let build = environment["LAYOUTKIT_BUILD_DIR"].map { URL(fileURLWithPath: $0) } ?? binary.deletingLastPathComponent()
            let modules = build.appendingPathComponent("Modules").path
            let objectFolder = build.appendingPathComponent("LayoutKitLinux.build").path
            let objects = libraryObjects(build: build, objectFolder: objectFolder)
            guard fileManager.fileExists(atPath: modules + "/LayoutKitLinux.swiftmodule"), !objects.isEmpty else {
                throw InputError(message: "a Swift layout file is compiled against the LayoutKitLinux build this layout-dump was built with, "
                    + "and \(build.path) has none (Modules/LayoutKitLinux.swiftmodule and LayoutKitLinux.build/*.o); "
                    + "run the layout-dump of a `swift build` of the package, or set LAYOUTKIT_BUILD_DIR to its .build/debug")
            }
            let home = environment["HOME"] ?? NSHomeDirectory()
            let cache = environment["LAYOUTKIT_CACHE_DIR"] ?? ((environment["XDG_CACHE_HOME"].map { $0 + "/layoutkit" }) ?? home + "/.cache/layoutkit")
            return Toolchain(swiftc: swiftc, modules: modules, objects: objects, cache: cache)
        }

        /// The library's objects as this layout-dump was linked with them: the `LayoutKitLinux.build` lines of SwiftPM's
        /// link list for the `layout-dump` product. A folder listing would also pick up the object of a source that was
        /// renamed or deleted since (SwiftPM leaves it there), and link its symbols twice. Without the list (another
        /// build tool), every object in the folder.
        static func libraryObjects(build: URL, objectFolder: String) -> [String] {
            let list = build.appendingPathComponent("layout-dump.product/Objects.LinkFileList").path
            if let text = try? String(contentsOfFile: list, encoding: .utf8) {
                let listed = text.split(whereSeparator: \.isNewline).map { line -> String in
                    let path = line.trimmingCharacters(in: .whitespaces)
                    return path.hasPrefix("\"") && path.hasSuffix("\"") && path.count >= 2 ? String(path.dropFirst().dropLast()) : path
                }.filter { $0.hasSuffix(".o") && $0.contains("/LayoutKitLinux.build/") }
                if !listed.isEmpty { return listed.sorted() }
            }
            return ((try? FileManager.default.contentsOfDirectory(atPath: objectFolder)) ?? []).filter { $0.hasSuffix(".o") }.sorted()
                .map { objectFolder + "/" + $0 }
        }

        /// A library built under a sanitizer (Scripts/sanitize.sh) links only into a program built under the same
        /// one: told by the runtime's entry point named in its objects.
        var sanitizerArguments: [String] {
            guard let first = objects.first, let data = FileManager.default.contents(atPath: first) else { return [] }
            for (marker, name) in [("__asan_init", "address"), ("__tsan_init", "thread")] where data.range(of: Data(marker.utf8)) != nil {
                return ["-sanitize=\(name)"]
            }
            return []
        }

        /// What a build depends on besides the sources: the compiler's and the library files' paths, sizes and dates.
        var identity: String {
            let frontend = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swift-frontend").path
            return ([URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path, frontend, modules + "/LayoutKitLinux.swiftmodule"] + objects)
                .map { path -> String in
                    let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
                    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                    return "\(path) \(attributes[.size] as? Int ?? -1) \(date)"
                }.joined(separator: "\n")
        }
    }

    /// The cached build of `source` (read from `name`) with `builders`, compiling it when there is none. A scanned
    /// builder the compiler rejects in the generated caller (a type without `init()`, say) is left out; an error in the
    /// user's file, or in a `--call` expression, is reported with the compiler's diagnostics at the user's file:line.
    static func make(name: String, source: Data, builders: [SwiftBuilder], toolchain: Toolchain) throws -> SwiftLayoutBuild {
        let fileManager = FileManager.default
        let root = toolchain.cache + "/swift-layouts"
        let key = stableHash([String(decoding: source, as: UTF8.self), builders.map(\.call).joined(separator: "\n"), toolchain.identity,
                              SwiftRunnerSource(builders: builders).text])
        let entry = root + "/" + key
        if let cached = fileText(entry + "/builders"), fileManager.isExecutableFile(atPath: entry + "/runner") {
            try? fileManager.setAttributes([.modificationDate: Date()], ofItemAtPath: entry)
            return SwiftLayoutBuild(executable: entry + "/runner", builders: decode(cached))
        }
        do {
            try fileManager.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw InputError(message: "cannot create the build cache \(root): \(error.localizedDescription) (LAYOUTKIT_CACHE_DIR chooses another folder)")
        }
        let work = root + "/building-\(UUID().uuidString)"
        try? fileManager.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(atPath: work) }
        // A file named main.swift would be a second main file: it is compiled under another name, and its diagnostics renamed back.
        var userPath = name
        if (name as NSString).lastPathComponent == "main.swift" {
            userPath = work + "/UserLayout.swift"
            _ = fileManager.createFile(atPath: userPath, contents: source)
        }
        var kept = builders
        while true {
            let runner = SwiftRunnerSource(builders: kept)
            let main = work + "/main.swift"
            _ = fileManager.createFile(atPath: main, contents: Data(runner.text.utf8))
            // Swift 5 mode, as most app code is; no warnings (the tool draws, it does not review); plain `file:line:col: error:`
            // diagnostics; the joined `-I`/`-o` forms. Unoptimised: it compiles fastest, and a layout is built once.
            let arguments = ["-swift-version", "5", "-Onone", "-suppress-warnings", "-diagnostic-style", "llvm",
                             "-module-name", "SwiftLayoutFile", "-I\(toolchain.modules)", userPath, main] + toolchain.objects + ["-o\(work)/runner"]
            let result = try runProcess(toolchain.swiftc, arguments + toolchain.sanitizerArguments, in: work, timeout: nil)
            if result.status == 0 { break }
            let diagnostics = result.output.components(separatedBy: "\n")
            func errors(in path: String) -> [(line: Int, text: String)] {
                diagnostics.compactMap { text in
                    guard text.hasPrefix(path + ":"), text.contains(": error: ") else { return nil }
                    let line = Int(text.dropFirst(path.count + 1).prefix { $0.isNumber }) ?? 0
                    return (line, text)
                }
            }
            let userErrors = errors(in: userPath)
            if !userErrors.isEmpty {
                // The compiler's own lines about the user's file (errors and their notes), with the user's name.
                let shown = diagnostics.filter { $0.hasPrefix(userPath + ":") || ($0.hasPrefix(" ") && !$0.isEmpty) }
                    .map { userPath == name ? $0 : $0.replacingOccurrences(of: userPath, with: name) }
                throw InputError(message: "\(name) does not compile:\n" + shown.joined(separator: "\n"))
            }
            let mainErrors = errors(in: main)
            let failing = Set(mainErrors.compactMap { error in runner.lines.firstIndex(of: error.line) })
            if let given = failing.first(where: { kept[$0].line == 0 }) {
                let messages = mainErrors.filter { runner.lines.firstIndex(of: $0.line) == given }
                    .map { $0.text.components(separatedBy: ": error: ").dropFirst().joined(separator: ": error: ") }
                throw InputError(message: "\(name): \(OptionDeclaration.call.name) '\(kept[given].call)' does not compile with \(name): "
                                     + messages.joined(separator: "; "))
            }
            guard !failing.isEmpty else {
                throw InputError(message: "\(name) could not be compiled with LayoutKitLinux:\n" + result.output)
            }
            kept = kept.enumerated().filter { !failing.contains($0.offset) }.map(\.element)
            if kept.isEmpty { return SwiftLayoutBuild(executable: "", builders: []) }
        }
        _ = fileManager.createFile(atPath: work + "/builders", contents: Data(encode(kept).utf8))
        try? fileManager.removeItem(atPath: work + "/main.swift")
        pruneEntries(in: root, olderThanDays: 30)
        // Another layout-dump may have built the same entry meanwhile: either copy is the same build.
        if (try? fileManager.moveItem(atPath: work, toPath: entry)) == nil, !fileManager.isExecutableFile(atPath: entry + "/runner") {
            throw InputError(message: "cannot store the build of \(name) in the cache \(entry)")
        }
        return SwiftLayoutBuild(executable: entry + "/runner", builders: kept)
    }

    /// Builds not used for `days` are removed when a new one is stored, so the cache holds what is in use.
    private static func pruneEntries(in root: String, olderThanDays days: Double) {
        let fileManager = FileManager.default
        let limit = Date().addingTimeInterval(-days * 86_400)
        for entry in (try? fileManager.contentsOfDirectory(atPath: root)) ?? [] {
            let path = root + "/" + entry
            if let date = (try? fileManager.attributesOfItem(atPath: path))?[.modificationDate] as? Date, date < limit {
                try? fileManager.removeItem(atPath: path)
            }
        }
    }

    private static func encode(_ builders: [SwiftBuilder]) -> String {
        builders.map { "\($0.line)\t\($0.call)\t\($0.owner ?? "")\t\($0.member ?? "")\n" }.joined()
    }

    private static func decode(_ text: String) -> [SwiftBuilder] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let number = Int(fields[0]) else { return nil }
            return SwiftBuilder(call: fields[1], owner: fields[2].isEmpty ? nil : fields[2], member: fields[3].isEmpty ? nil : fields[3], line: number)
        }
    }

    /// 128 bits of FNV-1a (two 64-bit passes with different offsets) over the parts, as 32 hex digits: a cache key,
    /// not a defence against a crafted collision.
    static func stableHash(_ parts: [String]) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        for part in parts {
            for byte in part.utf8 + [0] {
                first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                second = (second &+ UInt64(byte)) &* 0x0000_0100_0000_01B3
                second ^= second >> 29
            }
        }
        return String(first, radix: 16).leftPadded(to: 16) + String(second, radix: 16).leftPadded(to: 16)
    }
}

/// A finished child process: its exit status (or the signal that ended it) and its standard output and error together.
struct ProcessResult {
    var status: Int32
    var signalled: Bool
    /// Stopped after its time ran out.
    var timedOut: Bool
    var output: String
}

/// Runs `executable` with standard output and error going to one file (a pipe could fill and stall the child), in
/// the current directory, with this process's environment plus `environment`; past `timeout` seconds the child is
/// killed and the result is `timedOut`. Spawned with `posix_spawn` and reaped with `waitpid` rather than Foundation's
/// `Process`, which leaks on Linux (LeakSanitizer reports it under Scripts/sanitize.sh).
func runProcess(_ executable: String, _ arguments: [String], in directory: String, timeout: Double?,
                environment: [String: String] = [:]) throws -> ProcessResult {
    let log = directory + "/output-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: log) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else {
        throw InputError(message: "cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var timedOut = false
    let deadline = timeout.map { Date().addingTimeInterval($0) }
    while true {
        // Without a deadline, or once the child is killed, wait; before it, look every 5 ms.
        let waiting = deadline == nil || timedOut
        let reaped = waitpid(pid, &status, waiting ? 0 : WNOHANG)
        if reaped == pid { break }
        if reaped == -1 && errno != EINTR { break }
        if let deadline, !timedOut, Date() >= deadline {
            kill(pid, SIGKILL)
            timedOut = true
        } else if !waiting {
            usleep(5_000)
        }
    }
    // The wait status: the low 7 bits are the signal that ended the child (0 when it exited), the next 8 its exit code.
    let signal = status & 0x7f
    return ProcessResult(status: signal == 0 ? (status >> 8) & 0xff : signal, signalled: signal != 0, timedOut: timedOut,
                         output: fileText(log) ?? "")
}

/// The text of a file, nil when it cannot be read. An empty file (a child's output, usually) is "" without asking
/// Foundation, whose reading of an empty file leaks a buffer that LeakSanitizer reports (Scripts/sanitize.sh).
func fileText(_ path: String) -> String? {
    guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else { return nil }
    guard size > 0 else { return "" }
    return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

private extension String {
    func leftPadded(to count: Int) -> String { String(repeating: "0", count: max(0, count - self.count)) + self }
}
