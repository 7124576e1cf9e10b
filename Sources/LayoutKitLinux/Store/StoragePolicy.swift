import Foundation

/// How the frame store keeps a solve's cells (Docs/Architecture.md, "Where the speed lives").
enum StoragePolicy: Sendable {
    /// What every solve uses: the cells of a section that depend on nothing but its group run are made on demand
    /// (OnDemandCells.swift); measured instances that keep the template's positions reuse them, and their frames are
    /// derived from the kept boxes (DerivedFrames.swift).
    case compact
    /// Every cell written, every measured instance arranged by `GroupSolver.placeSlots` and its frames stored as the
    /// rules made them: no fast path. The reference the property tests check `.compact` against, bit for bit.
    case plain
}
