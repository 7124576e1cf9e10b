import Foundation

/// The smallest unit of a layout: one cell (UIKit: `NSCollectionLayoutItem`).
///
/// A builder object only: the solver reads it once, through `ItemDescription`, and never keeps it.
public class NSCollectionLayoutItem: CustomStringConvertible {
    public let layoutSize: NSCollectionLayoutSize
    /// Subtracted from the item's slot as the last step of layout ("last-stage subtraction", WWDC19 215),
    /// except on an axis whose dimension is estimated, where UIKit ignores it ([HDR]).
    public var contentInsets: NSDirectionalEdgeInsets {
        get { contentInsetsStorage }
        set { contentInsetsStorage = newValue }
    }
    /// Room outside the item; see `NSCollectionLayoutEdgeSpacing`.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
        get { edgeSpacingStorage }
        set { edgeSpacingStorage = newValue }
    }
    // The values behind the public properties above, internal so that the whole-module optimizer sees every access
    // and drops the run-time exclusivity check each read of a public stored property of a class makes (about 75
    // instructions: the describe step reads a section's properties for every section; Docs/Performance.md,
    // "Describing many sections"). Each write after `init` is counted (BuilderChanges.swift).
    var contentInsetsStorage = NSDirectionalEdgeInsets.zero { didSet { BuilderChanges.note() } }
    var edgeSpacingStorage: NSCollectionLayoutEdgeSpacing? { didSet { BuilderChanges.note() } }
    var supplementaryStorage: [NSCollectionLayoutSupplementaryItem] { didSet { BuilderChanges.note() } }
    /// Supplementary items anchored to this item (badges). Read-only on items, settable on groups, as in UIKit.
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { supplementaryStorage }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryStorage = supplementaryItems
    }

    /// The shape UIKit prints: `<NSCollectionLayoutItem size={...}>` ([LOG] LiveContainer#1414), without the address.
    public var description: String {
        var text = ""
        appendDescription(to: &text, prefix: "", depth: 0)
        return text
    }

    /// Appends the description, every line after `prefix`; groups override it to describe their subitems.
    func appendDescription(to text: inout String, prefix: String, depth: Int) {
        text += prefix + "<NSCollectionLayoutItem size=\(layoutSize)>"
        if let edgeSpacing { text += "\n" + prefix + "\tedgeSpacing=\(edgeSpacing)" }
    }
}
