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

    /// Lines longer than this are not read for declarations (a declaration's line is short): with the header limit
    /// below, the scan is linear in the file's length whatever it holds.
    static let maximumLineLength = 1_000

    static func builders(in source: String) -> [SwiftBuilder] {
        let text = blankingCommentsAndStrings(source)
        let (scopes, lineScopes) = scopes(in: text)
        let types = layoutTypes.joined(separator: "|")
        // The modifiers before the keyword are on the same line (attributes too); `private(set)` keeps the getter visible.
        let modifiers = "^[ \\t]*((?:[@\\w]+(?:\\([\\w ]*\\))?[ \\t]+)*)"
        let patterns = [
            ("func", modifiers + "func[ \\t]+(\\w+)[ \\t]*\\([ \\t]*\\)[ \\t]*(?:throws[ \\t]*)?->[ \\t]*(?:\(types))[ \\t]*(?:\\{|$)"),
            ("property", modifiers + "(?:var|let)[ \\t]+(\\w+)[ \\t]*:[ \\t]*(?:\(types))[ \\t]*(?:[{=]|$)"),
            ("subclass", modifiers + "class[ \\t]+(\\w+)[ \\t]*:[ \\t]*UICollectionViewCompositionalLayout\\b"),
        ].compactMap { kind, pattern in (try? NSRegularExpression(pattern: pattern)).map { (kind, $0) } }
        var found: [SwiftBuilder] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        // Every pattern names a layout type: other lines are passed over without a regular expression.
        where line.utf16.count <= maximumLineLength && index < lineScopes.count && line.contains("Collection") {
            let scope = scopes[lineScopes[index]]
            guard scope.isOpen else { continue }
            let ns = String(line) as NSString
            for (kind, expression) in patterns {
                guard let match = expression.firstMatch(in: ns as String, range: NSRange(location: 0, length: ns.length)) else { continue }
                let words = ns.substring(with: match.range(at: 1)).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard !words.contains("private"), !words.contains("fileprivate") else { continue }
                let name = ns.substring(with: match.range(at: 2))
                let call = kind == "func" ? "\(name)()" : name
                if kind == "subclass" {
                    found.append(SwiftBuilder(call: (scope.typeName.map { "\($0)." } ?? "") + "\(name)()", owner: nil, member: nil, line: index + 1))
                } else if let type = scope.typeName {
                    let isStatic = words.contains("static") || words.contains("class")
                    found.append(isStatic ? SwiftBuilder(call: "\(type).\(call)", owner: nil, member: nil, line: index + 1)
                        : SwiftBuilder(call: "\(type)().\(call)", owner: type, member: call, line: index + 1))
                } else {
                    found.append(SwiftBuilder(call: call, owner: nil, member: nil, line: index + 1))
                }
            }
        }
        return found
    }

    /// A brace-delimited region: a type (or extension) body whose members the scan reads, or any other block.
    struct Scope {
        /// The dotted name of the type (`Outer.Inner`); nil at file level.
        let typeName: String?
        /// Whether its members can be builders: file level, or a non-generic, non-private type or extension.
        let isOpen: Bool
    }

    /// File level, then every `{ ... }` region with what it opens, in order of their opening brace; and the
    /// innermost region at the start of each line (by index into the regions).
    static func scopes(in text: String) -> (scopes: [Scope], lineScopes: [Int]) {
        let ns = text as NSString
        var all = [Scope(typeName: nil, isOpen: true)]
        var stack = [0]
        var lineScopes = [0]
        var headerStart = 0
        let typeHeader = try? NSRegularExpression(
            pattern: "((?:[@\\w]+(?:\\([\\w ]*\\))?\\s+)*)\\b(class|struct|enum|actor|extension|protocol)\\s+([\\w.]+)\\s*(<)?[^{}]*$")
        let memberHeader = try? NSRegularExpression(pattern: "\\b(func|var|let|init|subscript|case|if|for|while|switch|guard|do|catch|else|repeat|defer)\\b|[=(]")
        for index in 0..<ns.length {
            let character = ns.character(at: index)
            if character == 0x0A { // a new line starts in the innermost open region
                lineScopes.append(stack[stack.count - 1])
            } else if character == 0x7B { // {
                // A type's header is short: only its last characters are read.
                let from = max(headerStart, index - maximumLineLength)
                let header = ns.substring(with: NSRange(location: from, length: index - from))
                let parent = all[stack[stack.count - 1]]
                let range = NSRange(location: 0, length: (header as NSString).length)
                var scope = Scope(typeName: nil, isOpen: false)
                if parent.isOpen, ["class", "struct", "enum", "actor", "extension", "protocol"].contains(where: { header.contains($0) }),
                   let match = typeHeader?.firstMatch(in: header, range: range),
                   memberHeader?.firstMatch(in: header, range: NSRange(location: match.range(at: 2).location,
                                                                       length: range.length - match.range(at: 2).location)) == nil {
                    let nsHeader = header as NSString
                    let modifiers = nsHeader.substring(with: match.range(at: 1))
                    let keyword = nsHeader.substring(with: match.range(at: 2))
                    let name = nsHeader.substring(with: match.range(at: 3))
                    let qualified = keyword == "extension" ? name : (parent.typeName.map { "\($0).\(name)" } ?? name)
                    let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
                    scope = Scope(typeName: qualified,
                                  isOpen: parent.isOpen && keyword != "protocol" && !isPrivate && match.range(at: 4).location == NSNotFound)
                }
                all.append(scope)
                stack.append(all.count - 1)
                headerStart = index + 1
            } else if character == 0x7D { // }
                if stack.count > 1 { stack.removeLast() }
                headerStart = index + 1
            } else if character == 0x3B { // ;
                headerStart = index + 1
            }
        }
        return (all, lineScopes)
    }

    /// The source with every comment and string literal replaced by spaces (line breaks kept, so lines still count),
    /// so that braces and declarations are only the code's.
    static func blankingCommentsAndStrings(_ source: String) -> String {
        var bytes = Array(source.utf8)
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where bytes[position] != 0x0A { bytes[position] = 0x20 }
        }
        func starts(_ text: StaticString, at position: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { bytes[position + $0] == pattern[$0] } }
        }
        /// Whether `quotes` quotation marks and then `hashes` `#`s start at `position`: a string's closing delimiter.
        func isClosing(at position: Int, quotes: Int, hashes: Int) -> Bool {
            guard position + quotes + hashes <= bytes.count else { return false }
            return (0..<quotes).allSatisfy { bytes[position + $0] == 0x22 } && (0..<hashes).allSatisfy { bytes[position + quotes + $0] == 0x23 }
        }
        /// The end of a string literal opened at `position` (after any `#`s and its quotes), skipping interpolations.
        func endOfString(from position: Int, hashes: Int, multiline: Bool) -> Int {
            let quotes = multiline ? 3 : 1
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
                if isClosing(at: cursor, quotes: quotes, hashes: hashes) { return cursor + quotes + hashes }
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
