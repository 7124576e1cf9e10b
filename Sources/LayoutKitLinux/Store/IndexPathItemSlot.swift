import Foundation

/// Where an index path of two indexes (`IndexPath(item:section:)`) keeps its item, so that the measure pass can
/// rewrite a request's item with one store instead of Foundation's subscript setter (two calls into
/// FoundationEssentials, about 40 instructions a measured cell; Docs/Performance.md).
///
/// Foundation keeps two indexes inline, as two integers, but says nothing of where: the place is found once per process
/// by looking for a probe's item among the value's bytes, and then checked, by writing other items there, to give exactly
/// Foundation's own `IndexPath(item:section:)` of each (equal, same hash, same indexes). When either step fails (another
/// Foundation), there is no slot and the setter is used: the result is the same either way, only slower.
struct IndexPathItemSlot {
    /// The item's byte offset in an `IndexPath` of two indexes.
    let offset: Int

    /// Found and checked once.
    static let found: IndexPathItemSlot? = find()

    /// Writes `item` as the second index of `path`, which must be an index path of two indexes (made by
    /// `IndexPath(item:section:)`, changed since only by `write`).
    @inline(__always)
    func write(_ item: Int, into path: inout IndexPath) {
        withUnsafeMutableBytes(of: &path) { $0.storeBytes(of: item, toByteOffset: offset, as: Int.self) }
    }

    private static func find() -> IndexPathItemSlot? {
        let section = 0x5EC7_1011, item = 0x17E3_0C0D
        var probe = IndexPath(item: item, section: section)
        let size = MemoryLayout<IndexPath>.size
        var offsets: [Int] = []
        withUnsafeBytes(of: &probe) { bytes in
            for k in stride(from: 0, through: size - MemoryLayout<Int>.size, by: MemoryLayout<Int>.alignment)
            where bytes.loadUnaligned(fromByteOffset: k, as: Int.self) == item {
                offsets.append(k)
            }
        }
        guard offsets.count == 1 else { return nil }
        let slot = IndexPathItemSlot(offset: offsets[0])
        for other in [0, 1, -1, 2, 1_000_003, Int(Int32.max), Int.max, Int.min, item] {
            var written = probe
            slot.write(other, into: &written)
            let expected = IndexPath(item: other, section: section)
            guard written == expected, written.hashValue == expected.hashValue, written.count == 2,
                  written[0] == section, written[1] == other else { return nil }
        }
        return slot
    }
}
