import Foundation

/// A line diff in unified "hunk" form, for snapshot failures: only changed lines and up to `context` unchanged
/// lines around them are shown; longer unchanged runs are collapsed into the next `@@ -a,b +c,d @@` header.
public enum TextDiff {
    /// The largest (lines of A) x (lines of B), after the common prefix and suffix are cut, diffed line by line;
    /// beyond it the middle is shown as removed-then-added (still a correct diff, only a less minimal one).
    static let maximumCells = 4_000_000

    enum Edit: Equatable { case same(String), removed(String), added(String) }

    public static func unified(_ a: String, _ b: String, context: Int = 3, labels: (String, String) = ("reference", "actual")) -> String {
        let old = lines(a), new = lines(b)
        let edits = diff(old, new)
        guard edits.contains(where: { if case .same = $0 { return false } else { return true } }) else { return "" }
        var out = ["--- \(labels.0)", "+++ \(labels.1)"]
        // Positions (1-based line numbers) before each edit.
        var oldLine = 1, newLine = 1
        var positions: [(Int, Int)] = []
        for edit in edits {
            positions.append((oldLine, newLine))
            switch edit {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        var index = 0
        while index < changed.count {
            var start = max(0, changed[index] - context)
            var end = min(edits.count, changed[index] + context + 1)
            index += 1
            while index < changed.count, changed[index] - context <= end {
                end = min(edits.count, changed[index] + context + 1)
                index += 1
            }
            start = max(0, start)
            var oldCount = 0, newCount = 0
            var body: [String] = []
            for edit in edits[start..<end] {
                switch edit {
                case .same(let line): body.append(" " + line); oldCount += 1; newCount += 1
                case .removed(let line): body.append("-" + line); oldCount += 1
                case .added(let line): body.append("+" + line); newCount += 1
                }
            }
            let (o, n) = positions[start]
            out.append("@@ -\(oldCount == 0 ? o - 1 : o),\(oldCount) +\(newCount == 0 ? n - 1 : n),\(newCount) @@")
            out.append(contentsOf: body)
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// Common prefix and suffix, then a longest-common-subsequence table over the middle.
    static func diff(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
        var edits = a[..<prefix].map(Edit.same)
        if midA.count * midB.count > maximumCells || midA.isEmpty || midB.isEmpty {
            edits += midA.map(Edit.removed) + midB.map(Edit.added)
        } else {
            let n = midA.count, m = midB.count
            // lcs[i][j]: the longest common subsequence of midA[i...] and midB[j...], flattened.
            var lcs = [Int32](repeating: 0, count: (n + 1) * (m + 1))
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i * (m + 1) + j] = midA[i] == midB[j] ? lcs[(i + 1) * (m + 1) + j + 1] + 1
                        : max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1])
                }
            }
            var i = 0, j = 0
            while i < n || j < m {
                if i < n, j < m, midA[i] == midB[j] {
                    edits.append(.same(midA[i])); i += 1; j += 1
                } else if i < n, j == m || lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1] {
                    edits.append(.removed(midA[i])); i += 1
                } else {
                    edits.append(.added(midB[j])); j += 1
                }
            }
        }
        edits += a[(a.count - suffix)...].map(Edit.same)
        return edits
    }
}
