import Synchronization

/// A process-wide count of the changes made to builder objects: every write of a builder's settable value after its
/// `init` adds one (the stored values behind the public setters of sections, items, groups, supplementary, boundary
/// and decoration items, and a section's `spacingBefore` and `listConfiguration`, each observed where it is stored,
/// so no write can miss it). Every other value the describer reads is a constant (a section's group, a group's
/// subitems, direction and arrangement, sizes, dimensions, anchors, spacings, edge spacings, element kinds, offsets,
/// alignments).
///
/// Why: a builder object read while the count was `c`, the count still `c`, holds the values read. A section provider
/// that hands out the same section object again is given its kept description without its values being read again
/// (RecentSectionDescriptions.swift; Docs/Performance.md, "Describing many sections").
///
/// Atomic, so that builders set on several threads at once never race; relaxed, as the count orders no other memory: a
/// reader only compares it with a count it read before, on its own thread.
enum BuilderChanges {
    private static let count = Atomic<UInt64>(0)

    /// The count now.
    static var current: UInt64 { count.load(ordering: .relaxed) }

    /// Counts one change.
    @inline(__always)
    static func note() { count.wrappingAdd(1, ordering: .relaxed) }
}
