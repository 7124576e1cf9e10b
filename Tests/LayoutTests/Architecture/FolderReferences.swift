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
        // A type nested in an extension (`extension UICollectionView { enum ScrollDirection }` in Model/, while the
        // class itself is a view in Views/) belongs to the extension's folder, and a qualified use of it
        // (`UICollectionView.ScrollDirection`) refers to that folder, not the outer type's.
        var owner: [String: Set<String>] = [:]
        for (folder, text) in code {
            var extended: String?
            for line in text.split(separator: "\n") {
                let words = Self.words(line)
                if !(line.first?.isWhitespace ?? true) {
                    extended = words.first == "extension" && words.count > 1 ? words[1] : nil
                    let declared = words.drop { !Self.declarers.contains($0) }
                    if declared.count > 1 { owner[declared[declared.startIndex + 1], default: []].insert(folder) }
                } else if let extended, line.prefix(while: \.isWhitespace).count == 4 {
                    let declared = words.drop { !Self.declarers.contains($0) }
                    if declared.count > 1 { owner[Self.qualified(extended, declared[declared.startIndex + 1]), default: []].insert(folder) }
                }
            }
        }
        var graph: [String: [String: Set<String>]] = [:]
        for (folder, text) in code {
            for word in Self.words(Substring(Self.joiningQualifiedNames(text, known: owner))) {
                for other in owner[word] ?? [] where !(owner[word]?.contains(folder) ?? false) {
                    graph[folder, default: [:]][other, default: []].insert(word)
                }
            }
        }
        self.graph = graph
    }

    static let declarers: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "actor"]

    /// One identifier standing for `Outer.Nested`, so that `words` keeps it whole.
    static func qualified(_ outer: String, _ nested: String) -> String { outer + "__" + nested }

    /// `text` with every `Outer.Nested` that `known` lists written as one identifier (`qualified`).
    static func joiningQualifiedNames(_ text: String, known: [String: Set<String>]) -> String {
        var result = text
        for name in known.keys where name.contains("__") {
            result = result.replacingOccurrences(of: name.replacingOccurrences(of: "__", with: "."), with: name)
        }
        return result
    }

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
