import Foundation

/// A section's own values, beyond its group and its supplementaries: each named once, here. This one list is read from
/// the builder and validated (`init(of:index:)`), compared with a builder's when a description is reused
/// (`isRead(from:)`, RecentSectionDescriptions.swift), put in the key of the section's shape (`addKey(of:to:)`, which
/// the solve's memo compares), and read by the rules in place (`section.values.spacingBefore`).
///
/// A new section-level value is a property of the builder (`Model/NSCollectionLayoutSection.swift`), a line in each of
/// the four lists below, and the rule that reads it (Docs/Architecture.md, "Adding a section value").
struct SectionValues: Sendable {
    var contentInsets: NSDirectionalEdgeInsets
    var contentInsetsReference: UIContentInsetsReference
    var interGroupSpacing: CGFloat
    var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Room before the section (a list's header top padding; NSCollectionLayoutSection.spacingBefore).
    var spacingBefore: CGFloat
    var supplementariesFollowContentInsets: Bool

    /// Section `index`'s values, validated (Docs/Solver.md, step 2; error paths start `section \(index)`). Not inlined:
    /// a section described anew is the describe step's slow path, and its size kept the reuse check out of line.
    @inline(never)
    init(of section: NSCollectionLayoutSection, index: Int) throws {
        try LayoutLimits.checkInsets(section.contentInsets, path: "section \(index) > contentInsets")
        try LayoutLimits.checkLength(section.interGroupSpacing, path: "section \(index) > interGroupSpacing")
        try LayoutLimits.checkLength(section.spacingBefore, path: "section \(index) > headerTopPadding")
        contentInsets = section.contentInsets
        contentInsetsReference = section.contentInsetsReference
        interGroupSpacing = section.interGroupSpacing
        orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
        spacingBefore = section.spacingBefore
        supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
    }

    /// Whether `section` holds these values, lengths compared by their bits (0 and −0 are equal numbers but need not
    /// place an element alike): what reusing a description requires (RecentSectionDescriptions.swift).
    @inline(__always)
    func isRead(from section: NSCollectionLayoutSection) -> Bool {
        Self.same(section.contentInsets, contentInsets) && section.contentInsetsReference == contentInsetsReference
            && Self.same(section.interGroupSpacing, interGroupSpacing) && section.orthogonalScrollingBehavior == orthogonalScrollingBehavior
            && Self.same(section.spacingBefore, spacingBefore) && section.supplementariesFollowContentInsets == supplementariesFollowContentInsets
    }

    static func same(_ a: NSDirectionalEdgeInsets, _ b: NSDirectionalEdgeInsets) -> Bool {
        same(a.top, b.top) && same(a.leading, b.leading) && same(a.bottom, b.bottom) && same(a.trailing, b.trailing)
    }

    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a.bitPattern == b.bitPattern }

    /// `section`'s values in the key of its shape (ShapeKey.swift), as the builder holds them: what the solve's memo
    /// compares.
    static func addKey(of section: NSCollectionLayoutSection, to key: inout ShapeKey) {
        key.add(section.contentInsets)
        key.add(section.contentInsetsReference.rawValue)
        key.add(section.interGroupSpacing)
        key.add(section.orthogonalScrollingBehavior.rawValue)
        key.add(section.spacingBefore)
        key.add(section.supplementariesFollowContentInsets)
    }
}
