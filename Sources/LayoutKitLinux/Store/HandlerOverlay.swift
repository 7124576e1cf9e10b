import Foundation

/// What the visible-items handlers changed (InvalidationCall.swift): an element's frame (left to right), zIndex and look,
/// keyed by what names the element, so a cell made on demand and a written item are overlaid alike. Laid over every
/// reader's record by `Finish.overlaid` and over its attributes by `ElementAppearance.overlay` (Docs/Architecture.md).
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
        /// Left to right, as the handler left it (an orthogonal row's element scrolled).
        var frame: CGRect
        var zIndex: Int32
        /// nil when the handler left the element's alpha, hidden state and transform as solved.
        var appearance: ElementAppearance?
    }

    private var changes: [Key: Change] = [:]

    var isEmpty: Bool { changes.isEmpty }

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
