import Foundation

/// One layout builder a Swift file declares, as the expression that calls it (`FeedLayout.make()`,
/// `PhotoGridScreen().collectionViewLayout`) and the line it is declared on.
struct SwiftBuilder: Equatable {
    /// The call as the user would write it: also the name `--call` selects it by and the heading it is drawn under.
    let call: String
    /// The type whose instance the builder needs (`PhotoGridScreen`), made with its no-argument `init()` and kept
    /// alive while the layout is read (a section provider that captures `[weak self]` needs its owner).
    let owner: String?
    /// The member after the owner instance (`.collectionViewLayout`), when `owner` is set.
    let member: String?
    /// 1-based line of the declaration in the user's file; 0 for an expression given with `--call`.
    let line: Int
}

/// A light scan of a Swift source for the declarations that build a layout (Docs/CLI.md, "Swift layout files"):
/// no-argument functions, and properties, whose type is `UICollectionViewLayout`, `UICollectionViewCompositionalLayout`
/// or `NSCollectionLayoutSection` — free, `static`/`class` members of a type or extension, instance members of a type
/// (called on `Type()`), `lazy var`s included — and subclasses of `UICollectionViewCompositionalLayout` (`Type()`).
/// It is not a parser: comments and string literals are blanked, braces are counted, and a declaration counts only
/// when it sits directly in a type or at file level. Private declarations are skipped (the generated caller cannot
/// reach them). A candidate the scan gets wrong (a type without `init()`) is dropped when the caller is compiled.
enum SwiftBuilderScan {
    static let layoutTypes = ["UICollectionViewLayout", "UICollectionViewCompositionalLayout", "NSCollectionLayoutSection"]

    static func builders(in source: String) -> [SwiftBuilder] {
        let text = blankingCommentsAndStrings(source)
        let scopes = scopes(in: text)
        let ns = text as NSString
        let types = layoutTypes.joined(separator: "|")
        // The modifiers before the keyword are on the same line (attributes too); `private(set)` keeps the getter visible.
        let function = "^[ \\t]*((?:[@\\w]+(?:\\([\\w ]*\\))?[ \\t]+)*)func[ \\t]+(\\w+)[ \\t]*\\([ \\t]*\\)[ \\t]*(?:throws[ \\t]*)?->[ \\t]*(?:\(types))[ \\t]*(?:\\{|$)"
        let property = "^[ \\t]*((?:[@\\w]+(?:\\([\\w ]*\\))?[ \\t]+)*)(?:var|let)[ \\t]+(\\w+)[ \\t]*:[ \\t]*(?:\(types))[ \\t]*(?:[{=]|$)"
        let subclass = "^[ \\t]*((?:[@\\w]+(?:\\([\\w ]*\\))?[ \\t]+)*)class[ \\t]+(\\w+)[ \\t]*:[ \\t]*UICollectionViewCompositionalLayout\\b"
        var found: [(location: Int, builder: SwiftBuilder)] = []
        for (pattern, kind) in [(function, "func"), (property, "property"), (subclass, "subclass")] {
            guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { continue }
            for match in expression.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                let modifiers = ns.substring(with: match.range(at: 1)).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard !modifiers.contains("private"), !modifiers.contains("fileprivate") else { continue }
                let name = ns.substring(with: match.range(at: 2))
                guard let scope = innermost(scopes, at: match.range.location), scope.isOpen else { continue }
                let line = ns.substring(to: match.range.location).reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                let call = kind == "func" ? "\(name)()" : name
                let builder: SwiftBuilder
                if kind == "subclass" {
                    builder = SwiftBuilder(call: (scope.typeName.map { "\($0)." } ?? "") + "\(name)()", owner: nil, member: nil, line: line)
                } else if let type = scope.typeName {
                    let isStatic = modifiers.contains("static") || modifiers.contains("class")
                    builder = isStatic ? SwiftBuilder(call: "\(type).\(call)", owner: nil, member: nil, line: line)
                        : SwiftBuilder(call: "\(type)().\(call)", owner: type, member: call, line: line)
                } else {
                    builder = SwiftBuilder(call: call, owner: nil, member: nil, line: line)
                }
                found.append((match.range.location, builder))
            }
        }
        return found.sorted { $0.location < $1.location }.map(\.builder)
    }

    /// A brace-delimited region: a type (or extension) body whose members the scan reads, or any other block.
    struct Scope {
        let start: Int
        var end: Int
        /// The dotted name of the type (`Outer.Inner`); nil at file level.
        let typeName: String?
        /// Whether its members can be builders: file level, or a non-generic, non-private type or extension.
        let isOpen: Bool
    }

    /// File level, then every `{ ... }` region with what it opens, in order of their opening brace.
    static func scopes(in text: String) -> [Scope] {
        let ns = text as NSString
        var all = [Scope(start: 0, end: ns.length, typeName: nil, isOpen: true)]
        var stack = [0]
        var headerStart = 0
        let typeHeader = try? NSRegularExpression(
            pattern: "((?:[@\\w]+(?:\\([\\w ]*\\))?\\s+)*)\\b(class|struct|enum|actor|extension|protocol)\\s+([\\w.]+)\\s*(<)?[^{}]*$")
        let memberHeader = try? NSRegularExpression(pattern: "\\b(func|var|let|init|subscript|case|if|for|while|switch|guard|do|catch|else|repeat|defer)\\b|[=(]")
        for index in 0..<ns.length {
            let character = ns.character(at: index)
            if character == 0x7B { // {
                let header = ns.substring(with: NSRange(location: headerStart, length: index - headerStart))
                let parent = all[stack[stack.count - 1]]
                let range = NSRange(location: 0, length: (header as NSString).length)
                var scope = Scope(start: index, end: ns.length, typeName: nil, isOpen: false)
                if parent.isOpen,
                   let match = typeHeader?.firstMatch(in: header, range: range),
                   memberHeader?.firstMatch(in: header, range: NSRange(location: match.range(at: 2).location,
                                                                       length: range.length - match.range(at: 2).location)) == nil {
                    let nsHeader = header as NSString
                    let modifiers = nsHeader.substring(with: match.range(at: 1))
                    let keyword = nsHeader.substring(with: match.range(at: 2))
                    let name = nsHeader.substring(with: match.range(at: 3))
                    let qualified = keyword == "extension" ? name : (parent.typeName.map { "\($0).\(name)" } ?? name)
                    let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
                    scope = Scope(start: index, end: ns.length, typeName: qualified,
                                  isOpen: parent.isOpen && keyword != "protocol" && !isPrivate && match.range(at: 4).location == NSNotFound)
                }
                all.append(scope)
                stack.append(all.count - 1)
                headerStart = index + 1
            } else if character == 0x7D { // }
                if stack.count > 1 { all[stack.removeLast()].end = index }
                headerStart = index + 1
            } else if character == 0x3B { // ;
                headerStart = index + 1
            }
        }
        return all
    }

    /// The innermost scope holding `location`, if the scope's body (not its header) holds it.
    static func innermost(_ scopes: [Scope], at location: Int) -> Scope? {
        scopes.last { $0.start <= location && location < $0.end }
    }

    /// The source with every comment and string literal replaced by spaces (line breaks kept, so lines still count),
    /// so that braces and declarations are only the code's.
    static func blankingCommentsAndStrings(_ source: String) -> String {
        var bytes = Array(source.utf8)
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where bytes[position] != 0x0A { bytes[position] = 0x20 }
        }
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            return position + pattern.count <= bytes.count && Array(bytes[position..<(position + pattern.count)]) == pattern
        }
        /// The end of a string literal opened at `position` (after any `#`s and its quotes), skipping interpolations.
        func endOfString(from position: Int, hashes: Int, multiline: Bool) -> Int {
            let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            var cursor = position
            while cursor < bytes.count {
                if bytes[cursor] == 0x5C, cursor + 1 + hashes < bytes.count {   // \ (or \# in a raw string)
                    let marker = cursor + 1 + hashes
                    if hashes == 0 || bytes[(cursor + 1)..<marker].allSatisfy({ $0 == 0x23 }) {
                        if bytes[marker] == 0x28 {                               // \( interpolation: skip to its )
                            var depth = 1
                            cursor = marker + 1
                            while cursor < bytes.count, depth > 0 {
                                if bytes[cursor] == 0x28 { depth += 1 } else if bytes[cursor] == 0x29 { depth -= 1 }
                                cursor += 1
                            }
                            continue
                        }
                        cursor = marker + 1
                        continue
                    }
                }
                if !multiline && bytes[cursor] == 0x0A { return cursor }
                if starts(closing, at: cursor) { return cursor + closing.utf8.count }
                cursor += 1
            }
            return bytes.count
        }
        while index < bytes.count {
            if starts("//", at: index) {
                var end = index
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                blank(index..<end)
                index = end
            } else if starts("/*", at: index) {
                var depth = 0
                var end = index
                repeat {
                    if starts("/*", at: end) { depth += 1; end += 2 } else if starts("*/", at: end) { depth -= 1; end += 2 } else { end += 1 }
                } while depth > 0 && end < bytes.count
                blank(index..<min(end, bytes.count))
                index = end
            } else if bytes[index] == 0x22 || bytes[index] == 0x23 {        // " or #
                var hashes = 0
                while index + hashes < bytes.count, bytes[index + hashes] == 0x23 { hashes += 1 }
                guard index + hashes < bytes.count, bytes[index + hashes] == 0x22 else { index += max(hashes, 1); continue }
                let multiline = starts("\"\"\"", at: index + hashes)
                let end = endOfString(from: index + hashes + (multiline ? 3 : 1), hashes: hashes, multiline: multiline)
                blank(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
