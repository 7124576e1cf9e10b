import Foundation

/// One finding of `LayoutLint`: where, what, why, and how to fix it.
public struct LayoutLintWarning: Equatable, Sendable {
    public var rule: LayoutLint.Rule
    /// The document path of the value at fault (`sections[0].group.subitems[1].layoutSize.heightDimension`).
    public var path: String
    /// One line: what is wrong.
    public var summary: String
    /// One paragraph: what UIKit does with it, and why that surprises.
    public var explanation: String
    public var fix: String
    /// Where the rule is documented (its paragraph in Docs/Lint.md, then the public source, tagged as in Docs/Sources.md).
    public var reference: String
}

/// The known compositional-layout pitfalls, found in a layout document (`layout-dump lint`, Docs/Lint.md).
///
/// Each rule is something UIKit accepts silently but does not do what the code seems to say. The checks look
/// at the description (sizes, spacings, insets) and, where the answer depends on the numbers, solve the layout
/// in the document's container (how many groups a section has, whether a group fits its first item).
public enum LayoutLint {
    public enum Rule: String, CaseIterable, Sendable {
        case fractionalSizeInEstimatedGroup = "fractional-size-in-estimated-group"
        case countGroupWithEstimatedItems = "count-group-with-estimated-items"
        case contentInsetsOnEstimatedAxis = "content-insets-on-estimated-axis"
        case interGroupSpacingWithoutGroups = "inter-group-spacing-without-groups"
        case groupCannotFitFirstItem = "group-cannot-fit-first-item"
        case flexibleSpacingWithoutRoom = "flexible-spacing-without-room"
        case estimatedAbsoluteMix = "estimated-absolute-mix"
        case nestedGroupSupplementaryFraction = "nested-group-supplementary-fraction"
        case boundaryItemsDoNotStack = "boundary-items-do-not-stack"
        /// Any other layout the solver rejects.
        case invalidLayout = "invalid-layout"
    }

    public static func check(_ document: LayoutDocument) -> [LayoutLintWarning] {
        var warnings: [LayoutLintWarning] = []
        let scrollsVertically = document.configuration.scrollDirection == .vertical
        for (index, section) in document.sections.enumerated() {
            let path = "sections[\(index)].group"
            walk(.group(section.group), path: path, parent: nil, scrollsVertically: scrollsVertically, into: &warnings)
            sameSide(section.boundarySupplementaryItems, path: "sections[\(index)].boundarySupplementaryItems",
                     scrollsVertically: scrollsVertically, into: &warnings)
        }
        sameSide(document.configuration.boundarySupplementaryItems, path: "configuration.boundarySupplementaryItems",
                 scrollsVertically: scrollsVertically, into: &warnings)
        solvedChecks(document, into: &warnings)
        return warnings
    }

    // MARK: Rules on the description

    enum Axis { case width, height }

    static func dimension(_ size: LayoutDocument.Size, _ axis: Axis) -> LayoutDocument.Dimension {
        axis == .width ? size.widthDimension : size.heightDimension
    }

    static func isEstimated(_ d: LayoutDocument.Dimension) -> Bool { if case .estimated = d { return true } else { return false } }
    static func isAbsolute(_ d: LayoutDocument.Dimension) -> Bool { if case .absolute = d { return true } else { return false } }

    /// A fraction of the container's length on `axis` (`fractionalHeight` for the height).
    static func isFraction(of axis: Axis, _ d: LayoutDocument.Dimension) -> Bool {
        switch d {
        case .fractionalWidth: return axis == .width
        case .fractionalHeight: return axis == .height
        default: return false
        }
    }

    static func name(_ axis: Axis) -> String { axis == .width ? "width" : "height" }
    static func dimensionKey(_ axis: Axis) -> String { axis == .width ? "widthDimension" : "heightDimension" }

    static func walk(_ element: LayoutDocument.Element, path: String, parent: LayoutDocument.Group?, scrollsVertically: Bool,
                     into warnings: inout [LayoutLintWarning]) {
        let size: LayoutDocument.Size
        let insets: NSDirectionalEdgeInsets
        switch element {
        case .item(let item): size = item.layoutSize; insets = item.contentInsets
        case .group(let group): size = group.layoutSize; insets = group.contentInsets
        }
        // Content insets on an estimated axis are ignored (Docs/Solver.md, step 3c).
        for axis in [Axis.width, .height] where isEstimated(dimension(size, axis)) {
            let (lead, trail) = axis == .width ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
            guard lead != 0 || trail != 0 else { continue }
            let sides = axis == .width ? "leading/trailing" : "top/bottom"
            warnings.append(LayoutLintWarning(
                rule: .contentInsetsOnEstimatedAxis, path: path + ".contentInsets",
                summary: "\(sides) content insets on an estimated \(name(axis)) are ignored",
                explanation: "UIKit ignores contentInsets on any axis whose dimension is .estimated (the header comment of "
                    + "NSCollectionLayoutItem.contentInsets says so, and the measured self-sizing lists confirm it): the cell takes "
                    + "its measured \(name(axis)) and the \(formatPoints(lead))/\(formatPoints(trail)) pt on that axis never appear.",
                fix: "Put the space where it is honoured: interItemSpacing or edgeSpacing of the group, the section's contentInsets or "
                    + "interGroupSpacing, or margins inside the cell's own content.",
                reference: "Docs/Lint.md, \"content-insets-on-estimated-axis\"; [HDR] NSCollectionLayoutItem.contentInsets"))
        }
        guard case .group(let group) = element else { return }
        let children: [(LayoutDocument.Element, String)]
        switch group.arrangement {
        case .subitems(let list): children = list.enumerated().map { ($1, "\(path).subitems[\($0)]") }
        case .count(let e, _): children = [(e, "\(path).subitem")]
        case .repeatingSubitem(let e, _): children = [(e, "\(path).repeatingSubitem")]
        case .custom: children = []
        }
        let mainAxis: Axis? = group.direction == .horizontal ? .width : group.direction == .vertical ? .height : nil

        // A fractional supplementary on a nested group resolves in the container the group is laid out in (Docs/Solver.md, step 3d″, case 154).
        if parent != nil {
            for (index, supplementary) in group.supplementaryItems.enumerated() {
                for axis in [Axis.width, .height] {
                    let d = dimension(supplementary.layoutSize, axis)
                    guard isFraction(of: .width, d) || isFraction(of: .height, d) else { continue }
                    warnings.append(nestedSupplementaryWarning(
                        path: "\(path).supplementaryItems[\(index)].layoutSize.\(dimensionKey(axis))", d, axis))
                }
            }
        }

        for axis in [Axis.width, .height] {
            let own = dimension(group.layoutSize, axis)
            if isEstimated(own) {
                // Rule 1: a child sized as a fraction of an estimated length takes the estimate and never self-sizes.
                for (child, childPath) in children where isFraction(of: axis, dimension(child.layoutSize, axis)) {
                    let d = dimension(child.layoutSize, axis)
                    warnings.append(LayoutLintWarning(
                        rule: .fractionalSizeInEstimatedGroup, path: "\(childPath).layoutSize.\(dimensionKey(axis))",
                        summary: "\(d) inside a group with an estimated \(name(axis)) (\(own)) will not self-size",
                        explanation: "A fraction of the group's \(name(axis)) is resolved against the group's estimate, so the "
                            + "\(child.isGroup ? "group" : "item") is exactly that fraction of \(own) and its cell is never measured "
                            + "on that axis: text that needs more room is clipped, and the row does not grow. This is the most "
                            + "reported self-sizing pitfall (Apple Developer Forums 719750; Charon case 57: a fractionalHeight(1) item "
                            + "in an estimated(44) group is 44 tall).",
                        fix: "Give the \(child.isGroup ? "group" : "item") an estimated \(name(axis)) too, e.g. "
                            + "\"\(dimensionKey(axis))\": \"estimated(\(estimateHint(own)))\"; the group then grows to its tallest measured item.",
                        reference: "Docs/Lint.md, \"fractional-size-in-estimated-group\"; [LOG] Apple Developer Forums 719750; [CHARON] case 57"))
                }
                // Rule 7b: an estimate over children that are all fixed on that axis is never used.
                let childDims = children.map { dimension($0.0.layoutSize, axis) }
                if !childDims.isEmpty, childDims.allSatisfy(isAbsolute) {
                    warnings.append(LayoutLintWarning(
                        rule: .estimatedAbsoluteMix, path: "\(path).layoutSize.\(dimensionKey(axis))",
                        summary: "the group's estimated \(name(axis)) is never used: every subitem has an absolute \(name(axis))",
                        explanation: "A group with an estimated length whose items are not estimated is as long as its contents "
                            + "(as tall as its tallest item, or the sum of a run along its own axis), not as the estimate says: "
                            + "the estimate \(own) has no effect, so changing it changes nothing, and the layout looks fixed although "
                            + "it reads as self-sizing.",
                        fix: "Either make the group absolute (the size the items give it), or make the items estimated if they "
                            + "should size themselves.",
                        reference: "Docs/Lint.md, \"estimated-absolute-mix\"; [CHARON] case 56"))
                }
            } else if isAbsolute(own) {
                // Rule 7a: estimated children in a fixed group are measured but the group keeps its length.
                for (child, childPath) in children where isEstimated(dimension(child.layoutSize, axis)) {
                    let d = dimension(child.layoutSize, axis)
                    warnings.append(LayoutLintWarning(
                        rule: .estimatedAbsoluteMix, path: "\(childPath).layoutSize.\(dimensionKey(axis))",
                        summary: "\(d) inside a group with an absolute \(name(axis)) (\(own)): the group will not grow",
                        explanation: "The item is measured and takes its own \(name(axis)), but a group with an absolute length keeps "
                            + "it: a taller cell overflows into the next group and a shorter one leaves a gap, because groups are "
                            + "still placed \(own) apart (Charon sized case 7: rows every 60 with item heights 31/50/69).",
                        fix: "Make the group estimated on that axis too (\"\(dimensionKey(axis))\": \"estimated(\(estimateHint(own)))\") "
                            + "so it grows with its items, or make the item absolute if it must not size itself.",
                        reference: "Docs/Lint.md, \"estimated-absolute-mix\"; [CHARON] sized case 7"))
                }
            }
        }

        if let main = mainAxis {
            // Rule 2: a count group along the scroll axis with estimated items does not self-size.
            if case .count(let child, let count) = group.arrangement, (main == .height) == scrollsVertically,
               isEstimated(dimension(child.layoutSize, main)) || isEstimated(dimension(group.layoutSize, main)) {
                warnings.append(LayoutLintWarning(
                    rule: .countGroupWithEstimatedItems, path: path + ".subitem",
                    summary: "a \(group.direction.rawValue) subitem:count: group along the scroll axis will not self-size its \(count) items",
                    explanation: "The deprecated subitem:count: form divides the group's \(name(main)) equally among its slots and "
                        + "overrides the item's own \(name(main)); along the scroll axis that share is taken from the estimate and the "
                        + "items are never measured (Charon sized case 8: a vertical count-2 group estimated(88) with spacing 5 gives "
                        + "items 41.5 tall whatever their content). Across the axis, the same group does self-size.",
                    fix: "Use \"subitems\": [item] (or \"repeatingSubitem\" with \"count\") so each item keeps its estimated \(name(main)), "
                        + "or one group per item.",
                    reference: "Docs/Lint.md, \"count-group-with-estimated-items\"; [CHARON] sized cases 3 and 8"))
            }
            // Rule 6: flexible spacing that has nothing left to share.
            if case .flexible(let minimum)? = group.interItemSpacing, let reason = noRoomReason(group, main: main, minimum: minimum) {
                warnings.append(LayoutLintWarning(
                    rule: .flexibleSpacingWithoutRoom, path: path + ".interItemSpacing",
                    summary: "flexible(\(formatPoints(minimum))) spacing has no room to share: it acts as fixed(\(formatPoints(minimum)))",
                    explanation: "Flexible spacing is a minimum plus an equal share of what is left along the group's axis once the "
                        + "slots and the minimums are placed. \(reason) so the share is 0 and the items sit exactly "
                        + "\(formatPoints(minimum)) pt apart, as with fixed spacing; fractions are resolved after the minimum spacings "
                        + "are taken off, which is why fractions that add up to 1 always fill the group.",
                    fix: "If the items should spread out, make them smaller than their share (an absolute size, or fractions that add "
                        + "up to less than 1); otherwise say what happens: \"interItemSpacing\": \"fixed(\(formatPoints(minimum)))\".",
                    reference: "Docs/Lint.md, \"flexible-spacing-without-room\"; Docs/Solver.md, step 3c"))
            }
        }
        for (child, childPath) in children {
            walk(child, path: childPath, parent: group, scrollsVertically: scrollsVertically, into: &warnings)
        }
    }

    /// Boundary items with the same alignment on a scroll-axis side are each placed against the content edge, so they
    /// overlap instead of stacking (Docs/Solver.md, step 3e, Charon case 136). Different alignments (topLeading beside topTrailing) are fine.
    static func sameSide(_ items: [LayoutDocument.BoundarySupplementaryItem], path: String, scrollsVertically: Bool,
                         into warnings: inout [LayoutLintWarning]) {
        let startSide: [NSRectAlignment] = scrollsVertically ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading]
        let endSide: [NSRectAlignment] = scrollsVertically ? [.bottom, .bottomLeading, .bottomTrailing] : [.trailing, .topTrailing, .bottomTrailing]
        var first: [NSRectAlignment: Int] = [:]
        for (index, item) in items.enumerated() where startSide.contains(item.alignment) || endSide.contains(item.alignment) {
            guard let earlier = first[item.alignment] else {
                first[item.alignment] = index
                continue
            }
            warnings.append(LayoutLintWarning(
                rule: .boundaryItemsDoNotStack, path: "\(path)[\(index)]",
                summary: "\"\(item.elementKind)\" and \"\(items[earlier].elementKind)\" (\(path.hasPrefix("configuration") ? "layout" : "section") "
                    + "boundary items [\(earlier)] and [\(index)]) are both aligned \(item.alignment): they overlap instead of stacking",
                explanation: "Boundary items on the same side of a section are not stacked: each is placed against the edge of the "
                    + "content, and the section grows only by the longest of them. Charon case 136 measured two top headers, 30 and "
                    + "10 tall: the first at y 0 and the second at y 20, over it, with the items starting at 30.",
                fix: "Make them one supplementary view, give them different alignments (topLeading and topTrailing sit side by side), "
                    + "or move one with \"absoluteOffset\".",
                reference: "Docs/Lint.md, \"boundary-items-do-not-stack\"; [CHARON] case 136"))
        }
    }

    static func nestedSupplementaryWarning(path: String, _ d: LayoutDocument.Dimension, _ axis: Axis) -> LayoutLintWarning {
        LayoutLintWarning(
            rule: .nestedGroupSupplementaryFraction, path: path,
            summary: "\(d) on a nested group's supplementary is a fraction of the parent's container, not of the group",
            explanation: "A supplementary item of a group that sits inside another group resolves its fractional size in the "
                + "container that group is laid out in, not in the group's own frame: Charon case 154 measured a fractionalWidth(1) "
                + "supplementary on a 160-wide nested group as 320 wide, centred on the group, so it overhangs both its edges.",
            fix: "Give the supplementary an absolute \(name(axis)) (the nested group's length), or attach it to the items instead, "
                + "whose supplementaries resolve fractions in the item's own frame.",
            reference: "Docs/Lint.md, \"nested-group-supplementary-fraction\"; [CHARON] case 154")
    }

    static func estimateHint(_ d: LayoutDocument.Dimension) -> String {
        switch d {
        case .estimated(let v), .absolute(let v): return formatPoints(v)
        default: return "44"
        }
    }

    /// Why flexible spacing in `group` leaves nothing to share, when it can be told from the description alone.
    static func noRoomReason(_ group: LayoutDocument.Group, main: Axis, minimum: CGFloat) -> String? {
        switch group.arrangement {
        case .count(_, let count):
            return "A subitem:count: group sizes its \(count) slots to share the group's whole length less the spacings,"
        case .subitems(let list):
            guard list.allSatisfy({ child in
                if case .item(let item) = child { return item.edgeSpacing == nil } else { if case .group(let g) = child { return g.edgeSpacing == nil } }
                return false
            }) else { return nil }
            let dims = list.map { dimension($0.layoutSize, main) }
            if dims.allSatisfy({ isFraction(of: main, $0) }) {
                let fractions = dims.map { d -> CGFloat in
                    switch d { case .fractionalWidth(let f), .fractionalHeight(let f): return f; default: return 0 }
                }
                guard fractions.allSatisfy({ $0 > 0 }) else { return nil }
                // Slots cycle through the subitems while their fractions add up to at most 1 (Docs/Solver.md, step 3c).
                var sum: CGFloat = 0
                var n = 0
                while n < 10_000, sum + fractions[n % fractions.count] <= 1 + 1e-9 {
                    sum += fractions[n % fractions.count]
                    n += 1
                }
                guard n >= 2, abs(sum - 1) < 1e-6 else { return nil }
                return "Here the \(n) slots' fractions add up to exactly 1 of the group's \(name(main)),"
            }
            if case .absolute(let length) = dimension(group.layoutSize, main), dims.allSatisfy(isAbsolute) {
                let inner = length - (main == .width ? group.contentInsets.leading + group.contentInsets.trailing
                                                      : group.contentInsets.top + group.contentInsets.bottom)
                let lengths = dims.map { d -> CGFloat in if case .absolute(let v) = d { return v } else { return 0 } }
                guard lengths.allSatisfy({ $0 > 0 }) else { return nil }
                var used: CGFloat = 0
                var n = 0
                while n < 10_000 {
                    let next = used + lengths[n % lengths.count] + (n > 0 ? minimum : 0)
                    guard next <= inner + 1e-9 else { break }
                    used = next
                    n += 1
                }
                guard n >= 2, inner - used < 0.5 else { return nil }
                return "Here \(n) slots and their minimum spacings take the group's whole \(formatPoints(inner)) pt,"
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: Rules that need the solved layout

    static func solvedChecks(_ document: LayoutDocument, into warnings: inout [LayoutLintWarning]) {
        let solution: LayoutSolution
        do {
            solution = try document.makeLayout().solve(document.makeContext())
        } catch let error as LayoutError {
            let fits = error.message.contains("cannot fit") || error.message.contains("no room")
            warnings.append(LayoutLintWarning(
                rule: fits ? .groupCannotFitFirstItem : .invalidLayout, path: documentPath(error.path),
                summary: fits ? "the group cannot fit its first item; UIKit rejects this layout" : "UIKit rejects this layout",
                explanation: (fits
                    ? "A group repeats its subitems while they fit, and must fit at least the first one (with its edge spacing and "
                        + "the group's content insets). When even the first does not fit, real iOS raises or logs \"This group cannot "
                        + "fit even a single item\" / \"There is no room for this NSCollectionLayoutGroup\" and lays nothing out for the "
                        + "section. "
                    : "") + "The solver says: \(error.description)",
                fix: fits ? "Make the group larger or the first subitem smaller (mind fractions of the container, spacings and insets), "
                    + "or check the container size the layout is solved in (--container)." : "See the message above.",
                reference: fits ? "Docs/Lint.md, \"group-cannot-fit-first-item\"; [LOG] SideStore#1340" : "Docs/Lint.md, \"The rules\"; Docs/Solver.md, step 3c"))
            return
        } catch {
            return
        }
        // `solution.sections` makes every section's summary: made once, not once per section (30,000 sections took
        // minutes; Docs/Reliability.md, "Outputs on millions of elements").
        let solved = solution.sections
        for (index, section) in document.sections.enumerated() where section.interGroupSpacing > 0 {
            guard index < solved.count else { continue }
            let capacity = solved[index].groupCapacity
            guard section.items > 0, capacity > 0 else { continue }
            let groups = (section.items + capacity - 1) / capacity
            guard groups <= 1 else { continue }
            var nested = false
            if case .subitems(let list) = section.group.arrangement { nested = list.contains { $0.isGroup } }
            if case .count(let e, _) = section.group.arrangement { nested = e.isGroup }
            if case .repeatingSubitem(let e, _) = section.group.arrangement { nested = e.isGroup }
            warnings.append(LayoutLintWarning(
                rule: .interGroupSpacingWithoutGroups, path: "sections[\(index)].interGroupSpacing",
                summary: "interGroupSpacing \(formatPoints(section.interGroupSpacing)) has nothing to space: "
                    + "the section's \(section.items) item\(section.items == 1 ? "" : "s") fill a single top-level group",
                explanation: "interGroupSpacing only separates the section's top-level groups, the repetitions of the section's "
                    + "group along the scroll axis. "
                    + (nested ? "The groups nested inside the section's group are its subitems and are spaced by that group's "
                        + "interItemSpacing, never by interGroupSpacing. " : "")
                    + "With one top-level group (one instance holds \(capacity) items) the value has no effect.",
                fix: nested ? "Set \"interItemSpacing\" on the section's group to space its nested groups, and drop interGroupSpacing."
                    : "Drop interGroupSpacing, or use the group's interItemSpacing to space the items inside it.",
                reference: "Docs/Lint.md, \"inter-group-spacing-without-groups\"; Docs/Solver.md, step 3d"))
        }
    }

    /// The solver's `section 2 > group > subitems[1]` as a document path `sections[2].group.subitems[1]`.
    static func documentPath(_ solverPath: String) -> String {
        var parts = solverPath.components(separatedBy: " > ")
        if let first = parts.first, first.hasPrefix("section ") {
            parts[0] = "sections[\(first.dropFirst("section ".count))]"
        }
        return parts.joined(separator: ".")
    }

    // MARK: Text

    /// The findings as `layout-dump lint` prints them, ending with a count.
    public static func report(_ warnings: [LayoutLintWarning], file: String, width: Int = 100) -> String {
        guard !warnings.isEmpty else { return "\(file): no problems found\n" }
        var lines: [String] = []
        for warning in warnings {
            lines.append("\(file): \(warning.path.isEmpty ? "" : warning.path + ": ")warning: \(warning.summary) [\(warning.rule.rawValue)]")
            lines.append(contentsOf: wrap(warning.explanation, width: width, indent: "    "))
            lines.append(contentsOf: wrap("Fix: " + warning.fix, width: width, indent: "    "))
            lines.append("    See: \(warning.reference)")
            lines.append("")
        }
        lines.append("\(warnings.count) warning\(warnings.count == 1 ? "" : "s")")
        // Paths and summaries can quote a document's kinds: printed on a terminal, their control characters escaped.
        return TerminalText.escaped(lines.joined(separator: "\n") + "\n", keepingNewlines: true)
    }

    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        if line.count > indent.count { lines.append(line) }
        return lines
    }
}

extension LayoutDocument.Element {
    var layoutSize: LayoutDocument.Size {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.layoutSize
        }
    }

    var isGroup: Bool { if case .group = self { return true } else { return false } }
}
