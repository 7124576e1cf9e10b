import Foundation

/// A section's own values, beyond its group and its supplementaries: each named once, here. This one list is read from
/// the builder and validated (`init(of:index:)`), put in the key of the section's shape (`addKey(of:to:)`, which
/// reusing a description and the solve's memo compare), and read by the rules in place (`section.values.spacingBefore`).
///
/// A new section-level value is a property of the builder (`Model/NSCollectionLayoutSection.swift`), a line in each of
/// the three lists below, and the rule that reads it (Docs/Architecture.md, "Adding a section value").
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

    /// `section`'s values in the key of its shape (ShapeKey.swift), as the builder holds them: what reusing a
    /// description and the solve's memo compare.
    static func addKey(of section: NSCollectionLayoutSection, to key: inout ShapeKey) {
        key.add(section.contentInsets)
        key.add(section.contentInsetsReference.rawValue)
        key.add(section.interGroupSpacing)
        key.add(section.orthogonalScrollingBehavior.rawValue)
        key.add(section.spacingBefore)
        key.add(section.supplementariesFollowContentInsets)
    }
}
