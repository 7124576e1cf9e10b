import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output as a `TextOutputStream` with a 64 KiB buffer: the renderers write a line at a time, and the text
/// reaches the file descriptor in large writes, so no format is ever held whole in memory (Docs/CLI.md, "Output").
struct StandardOutput: TextOutputStream {
    static let capacity = 1 << 16
    private var buffer: [UInt8] = []

    init() {
        buffer.reserveCapacity(Self.capacity)
    }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            if buffer.count + bytes.count > Self.capacity { flush() }
            if bytes.count >= Self.capacity {
                Self.writeAll(bytes)
            } else {
                buffer.append(contentsOf: bytes)
            }
        }
    }

    mutating func flush() {
        buffer.withUnsafeBufferPointer { Self.writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
        writeToStandardOutput(bytes)
    }
}

/// Writes every byte, retrying after interruptions. A failed write (a full disk) ends the program with status 3
/// and says so on standard error.
private func writeToStandardOutput(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard var pointer = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
        let written = write(STDOUT_FILENO, pointer, remaining)
        if written < 0 {
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            FileHandle.standardError.write(Data("Error: cannot write to standard output: \(reason)\n".utf8))
            exit(3)
        }
        pointer += written
        remaining -= written
    }
}
