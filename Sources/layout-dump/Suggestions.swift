/// The candidate a mistyped word most likely meant: the nearest by edit distance (Levenshtein), if it is near
/// enough (at most a third of the candidate's letters, or one) to be a typo rather than another word.
func closest(_ word: String, among candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
    let scored = candidates.map { ($0, distance(Array(word), Array($0))) }.sorted { $0.1 < $1.1 }
    guard let best = scored.first, best.1 <= max(1, best.0.count / 3) else { return nil }
    return best.0
}

/// ` (did you mean 'guess'?)` when a candidate is close to `word`, else nothing: the tail of an error message.
func suggestion(for word: String, among candidates: [String]) -> String {
    closest(word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}
