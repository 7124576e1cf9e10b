import Foundation

/// The last few entries a solve kept, at most `capacity`, the oldest replaced by the next one kept: what the describer's
/// recent descriptions and each kind of the solve's memo (`PageMemo`) hold. A layout's sections cycle through a few
/// shapes (a list, grids of 2 and 3, a banner…), so 8 covers them; which entry a search meets first does not matter,
/// as only entries that give what computing again would are kept.
///
/// The entries are read in place (`entries`, a stored array): a search by subscript of a wrapper would copy each entry.
struct RecentEntries<Entry> {
    static var capacity: Int { 8 }
    private(set) var entries: [Entry] = []
    /// Where the next entry goes once `entries` is full.
    private var next = 0

    /// Changes the entry at `index` (of `entries`) in place.
    mutating func update(at index: Int, _ change: (inout Entry) -> Void) { change(&entries[index]) }

    mutating func keep(_ entry: Entry) {
        if entries.count < Self.capacity {
            if entries.isEmpty { entries.reserveCapacity(Self.capacity) }
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }
}
