import Foundation

/// Finds where a name is among millions, in 8 bytes a name (Docs/Reliability.md, "Memory on millions of items"): the
/// positions `0..<count` of a list, sorted by the hash value of what each holds. `layout-dump diff` matches elements
/// by identifier with it, and `update` pairs an item with its old self; a dictionary from names to positions took
/// several times the names' own size on millions of them.
///
/// Each entry is one `UInt64`: the hash value's high bits above the position, so sorting the entries sorts them by
/// hash and, for one hash, by position. Only part of each hash value is kept, so different names can share an entry's
/// hash bits (a few pairs in millions): a look-up gives the candidates, and the caller compares each exactly with what
/// it looks for. A wrong answer is never given, only a candidate more is compared.
struct HashedPositions {
    private var entries: [UInt64]
    private let positionBits: UInt64
    /// For `take`: per entry, the next entry at or after it not yet taken (`nextFree[i] == i` when `i` is not), with path
    /// halving; empty until the first `take`.
    private var nextFree: [UInt32] = []

    /// The positions `0..<count`, each under `hash(position)`.
    init(count: Int, hash: (Int) -> Int) {
        var bits: UInt64 = 1
        while bits < 63, (1 << bits) < count { bits += 1 }
        positionBits = bits
        entries = []
        entries.reserveCapacity(count)
        for position in 0..<count { entries.append(Self.prefix(hash(position), bits) | UInt64(position)) }
        entries.sort()
    }

    var count: Int { entries.count }

    private static func prefix(_ hash: Int, _ bits: UInt64) -> UInt64 { (UInt64(bitPattern: Int64(hash)) >> bits) << bits }

    private func position(ofEntry index: Int) -> Int { Int(entries[index] & ((1 << positionBits) - 1)) }

    /// The index of the first entry whose hash bits are `hash`'s.
    private func firstEntry(_ hash: Int) -> (index: Int, prefix: UInt64) {
        let prefix = Self.prefix(hash, positionBits)
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        return (low, prefix)
    }

    private func sharesPrefix(_ index: Int, _ prefix: UInt64) -> Bool {
        index < entries.count && (entries[index] >> positionBits) << positionBits == prefix
    }

    /// The first position (in ascending order) filed under `hash` for which `matches` is true; nil when there is none.
    func first(hash: Int, where matches: (Int) -> Bool) -> Int? {
        var (index, prefix) = firstEntry(hash)
        while sharesPrefix(index, prefix) {
            if matches(position(ofEntry: index)) { return position(ofEntry: index) }
            index += 1
        }
        return nil
    }

    /// Like `first(hash:where:)`, but each position is given once: the one found is taken, and later calls skip it
    /// (elements with one key are paired in order). Taken positions are skipped in amortised constant time, so a
    /// million elements under one key pair in linear time.
    mutating func take(hash: Int, where matches: (Int) -> Bool) -> Int? {
        if nextFree.isEmpty { nextFree = (0...UInt32(clamping: entries.count)).map { $0 } }
        var (index, prefix) = firstEntry(hash)
        index = free(from: index)
        while sharesPrefix(index, prefix) {
            let position = position(ofEntry: index)
            if matches(position) {
                nextFree[index] = UInt32(index + 1)
                return position
            }
            index = free(from: index + 1)
        }
        return nil
    }

    /// The first entry at or after `index` not taken.
    private mutating func free(from index: Int) -> Int {
        var i = index
        while Int(nextFree[i]) != i {
            let next = Int(nextFree[i])
            nextFree[i] = nextFree[next]
            i = next
        }
        return i
    }

    /// Per position, whether `take` gave it.
    var takenPositions: [Bool] {
        var taken = [Bool](repeating: false, count: entries.count)
        guard !nextFree.isEmpty else { return taken }
        for index in entries.indices where Int(nextFree[index]) != index { taken[position(ofEntry: index)] = true }
        return taken
    }
}
