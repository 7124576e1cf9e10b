import Foundation

/// Whether two item or group descriptions have the same shape: every value they hold is the same, bit for bit,
/// except where they sit (`path`, which names a section and differs from one section to the next). Arranging a group
/// (`SectionTemplate.Arrangement`) reads nothing else of the description, so two groups of one shape arranged in one
/// container give the same arrangement: what lets `TemplateCache` reuse one for the new-but-equal objects a section
/// provider returns for every section.
///
/// Lengths are compared by their bits, not as numbers: 0 and −0 are equal numbers but need not give the same frames.
/// Every stored property of `ItemDescription` and `GroupDescription` is compared (`GroupShapeTests` fails when one is
/// added and not named here); badges (`supplementaries`), which arranging does not read, as values.
///
/// Descriptions are borrowed, never copied: the cache compares a section's group with its entries once a section, and
/// each copy of a description retained and released its references (Docs/Performance.md, "Placing a section").
enum GroupShape {
    /// Inlined, so that a description held by a section is compared field by field where it lies (passed to a call,
    /// it was copied out first).
    @inline(__always)
    static func same(_ a: borrowing ItemDescription, _ b: borrowing ItemDescription) -> Bool {
        same(a.size, b.size) && same(a.contentInsets, b.contentInsets) && same(a.edgeSpacing, b.edgeSpacing)
            && (a.supplementaries.isEmpty ? b.supplementaries.isEmpty : a.supplementaries == b.supplementaries) && same(a.group, b.group)
    }

    private static func same(_ a: GroupDescription?, _ b: GroupDescription?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return same(a, b)
    }

    private static func same(_ a: GroupDescription, _ b: GroupDescription) -> Bool {
        if a === b { return true }
        guard a.axis == b.axis, same(a.spacing, b.spacing), a.subitems.count == b.subitems.count else { return false }
        switch (a.arrangement, b.arrangement) {
        case (.subitems, .subitems): break
        case (.count(let m), .count(let n)), (.repeating(let m), .repeating(let n)): guard m == n else { return false }
        case (.custom(let m), .custom(let n)):
            guard m.count == n.count else { return false }
            for k in m.indices where !(same(m[k].frame, n[k].frame) && m[k].zIndex == n[k].zIndex) { return false }
        default: return false
        }
        // Through pointers to the arrays' storage (read in place): an element read by an array's or a buffer's subscript
        // was copied to be passed on.
        return a.subitems.withUnsafeBufferPointer { left in
            b.subitems.withUnsafeBufferPointer { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return left.count == right.count }
                for k in 0..<min(left.count, right.count) where !same(l[k], r[k]) { return false }
                return true
            }
        }
    }

    static func same(_ a: CGSize, _ b: CGSize) -> Bool { same(a.width, b.width) && same(a.height, b.height) }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a.bitPattern == b.bitPattern }

    private static func same(_ a: SizeDescription, _ b: SizeDescription) -> Bool {
        a.width.kind == b.width.kind && a.height.kind == b.height.kind && same(a.width.value, b.width.value)
            && same(a.height.value, b.height.value)
    }

    private static func same(_ a: NSDirectionalEdgeInsets, _ b: NSDirectionalEdgeInsets) -> Bool {
        same(a.top, b.top) && same(a.leading, b.leading) && same(a.bottom, b.bottom) && same(a.trailing, b.trailing)
    }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        same(a.origin.x, b.origin.x) && same(a.origin.y, b.origin.y) && same(a.size.width, b.size.width) && same(a.size.height, b.size.height)
    }

    private static func same(_ a: SpacingDescription?, _ b: SpacingDescription?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.isFlexible == b.isFlexible && same(a.value, b.value)
    }

    private static func same(_ a: EdgeSpacingDescription?, _ b: EdgeSpacingDescription?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return same(a.leading, b.leading) && same(a.top, b.top) && same(a.trailing, b.trailing) && same(a.bottom, b.bottom)
    }
}
