import Foundation

/// `visualDescription()` of groups and sections: an ASCII rendering of one instance of a group's slots.
///
/// UIKit only says its `visualDescription()` "will print an ASCII art rendering"; no sample of its output is
/// public ([HDR]; Docs/Differences.md), so the format is ours, documented in Docs/VisualDescription.md:
///
/// ```
/// NSCollectionLayoutGroup horizontal, size={.containerWidthFactor(1), .absolute(44)}, interItemSpacing=.fixed(8)
/// one instance in a 320 x 480 container: 320 x 44 pt, 2 slots
/// content 320 x 44 pt; 1 column = 5.3333 pt, 1 row = 10.6667 pt
/// +----------------------------+ +---------------------------+
/// |            [0]             | |            [1]            |
/// ...
/// [0] x 0, y 0, 156 x 44
/// [1] x 164, y 0, 156 x 44
/// ```
///
/// The group is solved by the real solver, as the only group of a section with exactly as many items as one
/// instance holds, in a reference container (320 x 480 points, scale 2, left to right, unless told otherwise),
/// so the slots are the frames UIKit's rules give. A group that cannot be laid out there says why instead.
public enum VisualDescription {
    /// The container `visualDescription()` lays groups out in: Charon's 320 x 480 test view ([CHARON]).
    public static let referenceContainer = CGSize(width: 320, height: 480)
    public static let defaultWidth = 61
    /// At most this many slots are listed (a count group may hold many); the drawing shows them all.
    public static let maximumListedSlots = 64
    /// At most this many slots of one instance are laid out and drawn (a count group may hold many more).
    static let probeItems = 10_000

    public static func render(group: NSCollectionLayoutGroup, containerSize: CGSize = referenceContainer,
                              scrollDirection: UICollectionView.ScrollDirection = .vertical, width: Int = defaultWidth) -> String {
        var header = "NSCollectionLayoutGroup \(name(of: group)), size=\(group.layoutSize)"
        if let spacing = group.interItemSpacing { header += ", interItemSpacing=\(spacing)" }
        if !group.contentInsets.isZero { header += ", contentInsets=\(group.contentInsets)" }
        let section = NSCollectionLayoutSection(group: group)
        return header + "\n" + body(section: section, configuration: configuration(scrollDirection),
                                    context: LayoutContext(containerSize: containerSize, itemCounts: []), width: width)
    }

    public static func render(section: NSCollectionLayoutSection, containerSize: CGSize = referenceContainer,
                              scrollDirection: UICollectionView.ScrollDirection = .vertical, width: Int = defaultWidth) -> String {
        headerLines(of: section) + body(section: section, configuration: configuration(scrollDirection),
                                                      context: LayoutContext(containerSize: containerSize, itemCounts: []), width: width)
    }

    /// The section's header lines. Written into one string (it was an array of lines joined), with the enumerations'
    /// case names from a switch: `"\(value)"` of an enumeration finds its case name by reflection, the slowest part of
    /// the header (Docs/Performance.md).
    static func headerLines(of section: NSCollectionLayoutSection) -> String {
        var header = "NSCollectionLayoutSection contentInsets="
        header += section.contentInsets.description
        header += ", interGroupSpacing="
        header += formatPoints(section.interGroupSpacing)
        if section.orthogonalScrollingBehavior != .none {
            header += ", orthogonalScrollingBehavior="
            header += caseName(section.orthogonalScrollingBehavior)
        }
        if !section.boundarySupplementaryItems.isEmpty {
            header += ", boundarySupplementaryItems=["
            for (index, item) in section.boundarySupplementaryItems.enumerated() {
                if index > 0 { header += ", " }
                header += TerminalText.escaped(item.elementKind)
                header += " "
                header += caseName(item.alignment)
            }
            header += "]"
        }
        if !section.decorationItems.isEmpty {
            header += ", decorationItems=["
            for (index, item) in section.decorationItems.enumerated() {
                if index > 0 { header += ", " }
                header += TerminalText.escaped(item.elementKind)
            }
            header += "]"
        }
        header += "\n"
        tree(section.group, depth: 1, into: &header)
        return header
    }

    /// The Swift case name, as `"\(value)"` prints it.
    static func caseName(_ value: NSRectAlignment) -> String {
        switch value {
        case .none: return "none"
        case .top: return "top"
        case .topLeading: return "topLeading"
        case .leading: return "leading"
        case .bottomLeading: return "bottomLeading"
        case .bottom: return "bottom"
        case .bottomTrailing: return "bottomTrailing"
        case .trailing: return "trailing"
        case .topTrailing: return "topTrailing"
        }
    }

    /// The Swift case name, as `"\(value)"` prints it.
    static func caseName(_ value: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> String {
        switch value {
        case .none: return "none"
        case .continuous: return "continuous"
        case .continuousGroupLeadingBoundary: return "continuousGroupLeadingBoundary"
        case .paging: return "paging"
        case .groupPaging: return "groupPaging"
        case .groupPagingCentered: return "groupPagingCentered"
        }
    }

    /// The kinds of the supplementaries of `item` and everything in it (badges), drawn apart from boundary items.
    static func badgeKinds(_ item: NSCollectionLayoutItem, depth: Int = 0) -> Set<String> {
        var kinds = Set(item.supplementaryItems.map(\.elementKind))
        if let group = item as? NSCollectionLayoutGroup, depth < 32 {
            for subitem in group.subitems { kinds.formUnion(badgeKinds(subitem, depth: depth + 1)) }
        }
        return kinds
    }

    /// The group and everything in it, one line each (each ending in a newline), indented two spaces a level: every
    /// nested group is described here, and drawn as part of its section's drawing below (a nested group has no
    /// container of its own to be drawn in).
    static func tree(_ item: NSCollectionLayoutItem, depth: Int, into text: inout String) {
        for _ in 0..<depth { text += "  " }
        if let group = item as? NSCollectionLayoutGroup {
            text += "group "
            text += name(of: group)
            text += ", size="
            text += group.layoutSize.description
            if let spacing = group.interItemSpacing {
                text += ", interItemSpacing="
                text += spacing.description
            }
        } else {
            text += "item size="
            text += item.layoutSize.description
        }
        if !item.contentInsets.isZero {
            text += ", contentInsets="
            text += item.contentInsets.description
        }
        if let edgeSpacing = item.edgeSpacing {
            text += ", edgeSpacing="
            text += edgeSpacing.description
        }
        if !item.supplementaryItems.isEmpty {
            text += ", supplementaryItems=["
            for (index, supplementary) in item.supplementaryItems.enumerated() {
                if index > 0 { text += ", " }
                text += TerminalText.escaped(supplementary.elementKind)
            }
            text += "]"
        }
        text += "\n"
        if let group = item as? NSCollectionLayoutGroup, depth < 32 {
            for subitem in group.subitems { tree(subitem, depth: depth + 1, into: &text) }
        }
    }

    /// `visualDescription()` of every section of a document, in its container, traits and configuration.
    public static func render(document: LayoutDocument, width: Int = defaultWidth) -> String {
        var text = ""
        write(document: document, width: width, to: &text)
        return text
    }

    /// Writes `render(document:width:)` a section at a time (`layout-dump --format describe` streams it). The
    /// document's context is made once for all sections, so the time is linear in the number of sections (it was
    /// made again for every section, each time as large as the document: 100,000 sections took minutes).
    public static func write<Target: TextOutputStream>(document: LayoutDocument, width: Int = defaultWidth, to output: inout Target) {
        guard !document.sections.isEmpty else { return output.write("the document has no sections\n") }
        let configuration = configuration(document.configuration.scrollDirection)
        configuration.contentInsetsReference = document.configuration.contentInsetsReference
        // One section's group is drawn alone, with its own item counts: the document's identifiers and measured sizes
        // (keyed by the document's index paths) do not apply to it.
        var context = document.makeContext()
        context.identifiers = nil
        context.sizing = nil
        context.itemCounts = []
        // Generated documents repeat a few section shapes many times: a section equal to one of the last few (but for
        // its items, which the description does not depend on) is described by the same text, not solved again.
        var recent: [(section: LayoutDocument.Section, text: String)] = []
        for index in document.sections.indices {
            let section = document.sections[index]
            if index > 0 { output.write("\n") }
            output.write("section \(index) (\(section.items) item\(section.items == 1 ? "" : "s")): ")
            var shape = section
            (shape.items, shape.itemIdentifiers, shape.identifier, shape.cellSizing) = (0, nil, nil, nil)
            if let known = recent.first(where: { $0.section == shape }) {
                output.write(known.text)
                continue
            }
            let built = section.makeSection()
            let text = headerLines(of: built) + body(section: built, configuration: configuration, context: context, width: width)
            output.write(text)
            if recent.count == recentShapes { recent.removeFirst() }
            recent.append((shape, text))
        }
    }

    /// How many section shapes `write(document:)` remembers.
    static let recentShapes = 8

    static func configuration(_ scrollDirection: UICollectionView.ScrollDirection) -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        return configuration
    }

    static func name(of group: NSCollectionLayoutGroup) -> String {
        let direction: String
        switch group.direction {
        case .horizontal: direction = "horizontal"
        case .vertical: direction = "vertical"
        case .custom: return "custom"
        }
        switch group.arrangement {
        case .subitems: return "\(direction), \(group.subitems.count) subitem\(group.subitems.count == 1 ? "" : "s") repeated while they fit"
        case .count(let count): return "\(direction), subitem count \(count)"
        case .repeating(let count): return "\(direction), repeatingSubitem count \(count)"
        case .custom: return "custom"
        }
    }

    /// Solves one instance of the section's group and draws it; slots are labelled `[k]` in the order items fill them.
    static func body(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration,
                     context: LayoutContext, width: Int) -> String {
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let containerSize = context.containerSize
        let where_ = "in a \(formatPoints(containerSize.width)) x \(formatPoints(containerSize.height)) container"
        var context = context
        do {
            // How many items one instance holds: the group's capacity is its template's (SectionRunBuilder.swift), the same
            // for any item count, so the probe lays out one item, and when one item is an instance it is the instance.
            // (It laid out `probeItems` and then the instance: two solves a section, the first the longer, most of
            // `--format describe`'s time.)
            context.itemCounts = [1]
            let probe = try layout.solve(context)
            let capacity = probe.sections.first?.groupCapacity ?? 0
            guard capacity > 0 else { return "one instance \(where_): no slots\n" }
            let shown = min(capacity, probeItems)
            context.itemCounts = [shown]
            let solution = shown == 1 ? probe : try layout.solve(context)
            // The elements made once (the solution makes an attributes object for each element it is asked for), and the
            // text written into one string: it was an array of lines joined, with the drawing copied into it.
            let elements = Array(solution.attributes)
            let cells = elements.filter { $0.representedElementCategory == .cell }
            var text = "one instance \(where_): \(formatPoints(solution.contentSize.width)) x \(formatPoints(solution.contentSize.height)) pt, "
                + "\(cells.count) slot\(cells.count == 1 ? "" : "s")"
                + (capacity > probeItems ? " shown of \(capacity)" : "") + "\n"
            ASCIIDiagram.draw(contentSize: solution.contentSize, elements: elements, width: width, maxRows: 60, color: false,
                              badgeKinds: badgeKinds(section.group), labels: { element in
                element.representedElementCategory == .cell ? "[\(element.indexPath.item)]" : ASCIIDiagram.label(for: element)
            }, to: &text)
            if !text.hasSuffix("\n") { text += "\n" }
            for cell in cells.prefix(maximumListedSlots) {
                let f = cell.frame
                text += "[\(cell.indexPath.item)] x \(formatPoints(f.minX)), y \(formatPoints(f.minY)), "
                text += "\(formatPoints(f.width)) x \(formatPoints(f.height))"
                if cell.zIndex != 0 { text += ", z \(cell.zIndex)" }
                text += "\n"
            }
            if cells.count > maximumListedSlots { text += "... \(cells.count - maximumListedSlots) more slots\n" }
            return text
        } catch {
            return "cannot be laid out \(where_): \(error)\n"
        }
    }
}

extension NSDirectionalEdgeInsets {
    var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}
