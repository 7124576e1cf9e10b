import Foundation

/// Where an index path of two indexes keeps its item, so the measure pass rewrites a request's item with one store
/// instead of Foundation's setter (Docs/Performance.md, "The rows at the edge"). Foundation does not say where: it is
/// found once among a probe's bytes, then checked to give exactly `IndexPath(item:section:)` for other items (equal,
/// same hash, same indexes). When either step fails there is no slot and the setter is used: the same result, slower.
struct IndexPathItemSlot {
    let offset: Int
    static let found: IndexPathItemSlot? = find()

    /// Writes `item` as the second index of `path`, made by `IndexPath(item:section:)` and changed since only by `write`.
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
