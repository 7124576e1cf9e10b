import Foundation

/// What the visible-items handlers changed, by element (InvalidationCall.swift): an element's frame (left to right,
/// where the handler put it), zIndex and look. Keyed by what names the element (its category, kind, section and item),
/// not by where the store keeps it, so that a cell made on demand and a written boundary item are overlaid alike.
/// Laid over every reader's record by `Finish.overlaid`, after pinning and before the mirror (Docs/Architecture.md,
/// "Finishing"), and over its attributes by `ElementAppearance.overlay`.
struct HandlerOverlay: Equatable, Sendable {
    struct Key: Hashable, Sendable {
        let category: UICollectionView.ElementCategory
        let kind: UInt16
        let section: Int32
        let item: Int
        init(_ record: ElementRecord) {
            category = record.category
            kind = record.kind
            section = record.section
            item = record.item
        }
    }

    struct Change: Equatable, Sendable {
        /// Left to right, as the handler left it (an orthogonal row's element in its scrolled place).
        var frame: CGRect
        var zIndex: Int32
        /// nil when the handler left the element's alpha, hidden state and transform as solved.
        var appearance: ElementAppearance?
    }

    private var changes: [Key: Change] = [:]

    var isEmpty: Bool { changes.isEmpty }

    /// What a handler changed of `record`'s element; nil when none did.
    @inline(__always)
    func change(of record: ElementRecord) -> Change? {
        changes.isEmpty ? nil : changes[Key(record)]
    }

    mutating func set(_ change: Change, of record: ElementRecord) { changes[Key(record)] = change }

    /// A right-to-left layout: the transforms a handler gave are mirrored once (the frames as they are read).
    mutating func mirrorTransforms() {
        for (key, change) in changes {
            guard let look = change.appearance, !look.transform.isIdentity else { continue }
            changes[key]?.appearance?.transform = look.transform.mirroredHorizontally()
        }
    }
}
