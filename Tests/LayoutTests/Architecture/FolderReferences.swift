import Foundation

/// Which folders of `Sources/LayoutKitLinux` each folder refers to, read from the sources by type references: every
/// type declared at the top level of a file belongs to its folder, and a folder refers to another when its code (not
/// its comments or string literals) names one of the other's types. The same reading a reviewer does with grep, but
/// one that a signature, a stored property or an extension cannot slip past as a text needle can.
struct FolderReferences {
    /// Folder → the folders it refers to → the type names that make the reference.
    let graph: [String: [String: Set<String>]]

    init(moduleRoot: URL) throws {
        var code: [(folder: String, text: String)] = []
        let folders = try FileManager.default.contentsOfDirectory(atPath: moduleRoot.path).sorted()
        for folder in folders {
            let directory = moduleRoot.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                code.append((folder, Self.code(of: text)))
            }
        }
        var owner: [String: Set<String>] = [:]
        for (folder, text) in code {
            for line in text.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
                let words = Self.words(line).drop { !Self.declarers.contains($0) }
                if words.count > 1 { owner[words[words.startIndex + 1], default: []].insert(folder) }
            }
        }
        var graph: [String: [String: Set<String>]] = [:]
        for (folder, text) in code {
            for word in Self.words(Substring(text)) {
                for other in owner[word] ?? [] where !(owner[word]?.contains(folder) ?? false) {
                    graph[folder, default: [:]][other, default: []].insert(word)
                }
            }
        }
        self.graph = graph
    }

    static let declarers: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "actor"]

    /// The identifiers of `text`, in order (an attribute such as `@MainActor` keeps its `@`, so it names no type).
    static func words(_ text: Substring) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }.map(String.init)
    }

    /// `text` without its comments and the contents of its string literals (interpolations kept: they are code).
    static func code(of text: String) -> String {
        let chars = Array(text.utf8)
        var out: [UInt8] = [], i = 0
        var interpolations: [Int] = []   // for each open interpolation, its depth of parentheses
        var inString = false, multiline = false
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
        let backslash = UInt8(ascii: "\\"), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        func at(_ s: [UInt8]) -> Bool { chars.count >= i + s.count && Array(chars[i..<(i + s.count)]) == s }
        while i < chars.count {
            if inString {
                if chars[i] == backslash && i + 1 < chars.count && chars[i + 1] == open { interpolations.append(0); inString = false; out += [32, open]; i += 2 }
                else if chars[i] == backslash { i += 2 }
                else if multiline ? at([quote, quote, quote]) : chars[i] == quote || chars[i] == newline {
                    inString = false; out += [quote, quote]; i += multiline ? 3 : 1
                } else { i += 1 }
            } else if at([slash, slash]) { while i < chars.count && chars[i] != newline { i += 1 } }
            else if at([slash, star]) { i += 2; while i < chars.count && !at([star, slash]) { i += 1 }; i += 2 }
            else if chars[i] == quote { multiline = at([quote, quote, quote]); inString = true; i += multiline ? 3 : 1 }
            else {
                if !interpolations.isEmpty && chars[i] == open { interpolations[interpolations.count - 1] += 1 }
                if !interpolations.isEmpty && chars[i] == close {
                    if interpolations[interpolations.count - 1] == 0 { interpolations.removeLast(); inString = true }
                    else { interpolations[interpolations.count - 1] -= 1 }
                }
                out.append(chars[i]); i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The functions whose code contains `needle`, as `Folder/File.swift: name` (the function a line belongs to is the
    /// last one declared above it; `init` counts as a function).
    static func callers(of needle: String, moduleRoot: URL) throws -> Set<String> {
        var found: Set<String> = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: moduleRoot.path) {
            let directory = moduleRoot.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names where name.hasSuffix(".swift") {
                var function = "(top level)"
                for line in code(of: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)).split(separator: "\n") {
                    let words = Self.words(line)
                    if let at = words.firstIndex(where: { $0 == "func" || $0 == "init" }) {
                        function = words[at] == "init" ? "init" : words.indices.contains(at + 1) ? words[at + 1] : "func"
                    }
                    if line.contains(needle) { found.insert("\(folder)/\(name): \(function)") }
                }
            }
        }
        return found
    }

    /// Whether the folders `among` refer to one another in a cycle (a folder referring to itself through others).
    func cycle(among folders: Set<String>) -> [String]? {
        func path(from start: String, to goal: String, seen: inout Set<String>) -> [String]? {
            for next in (graph[start] ?? [:]).keys.sorted() where folders.contains(next) {
                if next == goal { return [start, next] }
                if seen.insert(next).inserted, let rest = path(from: next, to: goal, seen: &seen) { return [start] + rest }
            }
            return nil
        }
        for folder in folders.sorted() {
            var seen: Set<String> = []
            if let found = path(from: folder, to: folder, seen: &seen) { return found }
        }
        return nil
    }
}
