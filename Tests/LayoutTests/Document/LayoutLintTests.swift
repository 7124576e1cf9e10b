import Foundation
import XCTest
@testable import LayoutKitLinux

/// Each pitfall of `LayoutLint` fires on the layout it describes, at the right path, and not on its fixed version.
final class LayoutLintTests: XCTestCase {
    private func lint(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> [LayoutLintWarning] {
        try LayoutLint.check(LayoutDocument.parse(json))
    }

    /// A one-section document; `group` is the section's group.
    private func doc(_ group: String, section: String = "", root: String = "") -> String {
        #"{\#(root) "container": {"width": 320, "height": 480}, "sections": [{"items": 6, \#(section) "group": \#(group)}]}"#
    }

    private func size(_ w: String, _ h: String) -> String { #"{"widthDimension": "\#(w)", "heightDimension": "\#(h)"}"# }

    private func rules(_ warnings: [LayoutLintWarning]) -> [LayoutLint.Rule] { warnings.map(\.rule) }

    func testFractionalHeightItemInAnEstimatedGroup() throws {
        let json = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "estimated(44)")), "subitems": [{"layoutSize": \#(size("fractionalWidth(1)", "fractionalHeight(1)"))}]}"#)
        let warnings = try lint(json)
        XCTAssertEqual(rules(warnings), [.fractionalSizeInEstimatedGroup])
        XCTAssertEqual(warnings.first?.path, "sections[0].group.subitems[0].layoutSize.heightDimension")
        XCTAssertEqual(warnings.first?.summary, "fractionalHeight(1) inside a group with an estimated height (estimated(44)) will not self-size")
        XCTAssertTrue(warnings.first?.fix.contains("\"heightDimension\": \"estimated(44)\"") ?? false)
        XCTAssertEqual(warnings.first?.reference,
                       "Docs/Lint.md, \"fractional-size-in-estimated-group\"; [LOG] Apple Developer Forums 719750; [CHARON] case 57")
        // Fixed: the item estimated too.
        XCTAssertEqual(try lint(json.replacingOccurrences(of: "fractionalHeight(1)", with: "estimated(44)")), [])
    }

    func testCountGroupAlongTheScrollAxisWithEstimatedItems() throws {
        let json = doc(#"{"group": "vertical", "layoutSize": \#(size("fractionalWidth(1)", "estimated(88)")), "interItemSpacing": "fixed(5)", "subitem": {"layoutSize": \#(size("fractionalWidth(1)", "estimated(44)"))}, "count": 2}"#)
        let warnings = try lint(json)
        XCTAssertEqual(rules(warnings), [.countGroupWithEstimatedItems])
        XCTAssertEqual(warnings.first?.path, "sections[0].group.subitem")
        // Across the scroll axis (a horizontal count group in a vertical layout) it self-sizes (sized case 3): no warning.
        let across = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "estimated(50)")), "subitem": {"layoutSize": \#(size("fractionalWidth(1)", "estimated(50)"))}, "count": 2}"#)
        XCTAssertEqual(try lint(across), [])
        // In a horizontally scrolling layout the horizontal one is along the axis.
        let sideways = across.replacingOccurrences(of: #""container""#, with: #""configuration": {"scrollDirection": "horizontal"}, "container""#)
            .replacingOccurrences(of: "estimated(50)\"}, \"subitem\"", with: "absolute(50)\"}, \"subitem\"")
            .replacingOccurrences(of: #"{"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(50)"}"#,
                                  with: #"{"widthDimension": "estimated(100)", "heightDimension": "absolute(50)"}"#)
            .replacingOccurrences(of: #""subitem": {"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "estimated(50)"}}"#,
                                  with: #""subitem": {"layoutSize": {"widthDimension": "estimated(50)", "heightDimension": "fractionalHeight(1)"}}"#)
        XCTAssertEqual(rules(try lint(sideways)), [.countGroupWithEstimatedItems], sideways)
    }

    func testContentInsetsOnAnEstimatedAxis() throws {
        let json = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "estimated(44)")), "subitems": [{"layoutSize": \#(size("fractionalWidth(1)", "estimated(44)")), "contentInsets": {"top": 4, "leading": 16, "bottom": 4, "trailing": 16}}]}"#)
        let warnings = try lint(json)
        XCTAssertEqual(rules(warnings), [.contentInsetsOnEstimatedAxis])
        XCTAssertEqual(warnings.first?.path, "sections[0].group.subitems[0].contentInsets")
        XCTAssertEqual(warnings.first?.summary, "top/bottom content insets on an estimated height are ignored")
        // Leading/trailing insets on the fixed width are honoured: no warning without top/bottom.
        XCTAssertEqual(try lint(json.replacingOccurrences(of: #""top": 4, "#, with: "").replacingOccurrences(of: #", "bottom": 4"#, with: "")), [])
    }

    func testInterGroupSpacingWithOnlyNestedGroupsToSpace() throws {
        // A full-height group holding two vertical groups: 6 items fit in one instance (3 + 3), so there is one top-level group.
        let inner = #"{"group": "vertical", "layoutSize": \#(size("fractionalWidth(0.5)", "fractionalHeight(1)")), "subitem": {"layoutSize": \#(size("fractionalWidth(1)", "fractionalHeight(1)"))}, "count": 3}"#
        let json = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(300)")), "subitems": [\#(inner)]}"#,
                       section: #""interGroupSpacing": 10,"#)
        let warnings = try lint(json)
        XCTAssertEqual(rules(warnings), [.interGroupSpacingWithoutGroups])
        XCTAssertEqual(warnings.first?.path, "sections[0].interGroupSpacing")
        XCTAssertEqual(warnings.first?.summary, "interGroupSpacing 10 has nothing to space: the section's 6 items fill a single top-level group")
        XCTAssertTrue(warnings.first?.explanation.contains("spaced by that group's interItemSpacing") ?? false)
        // With 7 items a second group appears, and the spacing separates the two.
        XCTAssertEqual(try lint(json.replacingOccurrences(of: #""items": 6"#, with: #""items": 7"#)), [])
    }

    func testGroupThatCannotFitItsFirstItem() throws {
        let json = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(44)")), "subitems": [{"layoutSize": \#(size("absolute(400)", "fractionalHeight(1)"))}]}"#)
        let warnings = try lint(json)
        XCTAssertEqual(rules(warnings), [.groupCannotFitFirstItem])
        XCTAssertEqual(warnings.first?.path, "sections[0].group")
        XCTAssertTrue(warnings.first?.explanation.contains("This group cannot fit even a single item") ?? false)
        // At 420 wide it fits.
        XCTAssertEqual(try lint(json.replacingOccurrences(of: #""width": 320"#, with: #""width": 420"#)), [])
    }

    func testFlexibleSpacingThatLeavesNoRoom() throws {
        // Two halves with flexible(10): the fractions resolve against 320 - 10 (Docs/Solver.md, step 3c) and add up to the whole, so the share is 0.
        let halves = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(44)")), "interItemSpacing": "flexible(10)", "subitems": [{"layoutSize": \#(size("fractionalWidth(0.5)", "fractionalHeight(1)"))}]}"#)
        let warnings = try lint(halves)
        XCTAssertEqual(rules(warnings), [.flexibleSpacingWithoutRoom])
        XCTAssertEqual(warnings.first?.path, "sections[0].group.interItemSpacing")
        XCTAssertTrue(warnings.first?.explanation.contains("the 2 slots' fractions add up to exactly 1") ?? false)
        // 0.3 each: three fit, 0.9 of the length, 10% left to share: fine (charon case 12 spreads them to 0/115/230).
        XCTAssertEqual(try lint(halves.replacingOccurrences(of: "fractionalWidth(0.5)", with: "fractionalWidth(0.3)")), [])
        // Absolute: three 100-pt items with flexible(10) in 320 take 100 * 3 + 10 * 2 = 320, all of it.
        let tiles = doc(#"{"group": "horizontal", "layoutSize": \#(size("absolute(320)", "absolute(44)")), "interItemSpacing": "flexible(10)", "subitems": [{"layoutSize": \#(size("absolute(100)", "fractionalHeight(1)"))}]}"#)
        XCTAssertEqual(rules(try lint(tiles)), [.flexibleSpacingWithoutRoom])
        // A count group always divides its whole length.
        let count = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(44)")), "interItemSpacing": "flexible(10)", "subitem": {"layoutSize": \#(size("absolute(30)", "fractionalHeight(1)"))}, "count": 3}"#)
        XCTAssertEqual(rules(try lint(count)), [.flexibleSpacingWithoutRoom])
    }

    func testEstimatedAndAbsoluteMixesThatSurprise() throws {
        // An estimated item in a fixed-height group: measured, but the group stays 60 (sized case 7).
        let fixedGroup = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(60)")), "subitems": [{"layoutSize": \#(size("fractionalWidth(1)", "estimated(44)"))}]}"#)
        let warnings = try lint(fixedGroup)
        XCTAssertEqual(rules(warnings), [.estimatedAbsoluteMix])
        XCTAssertEqual(warnings.first?.path, "sections[0].group.subitems[0].layoutSize.heightDimension")
        XCTAssertEqual(warnings.first?.summary, "estimated(44) inside a group with an absolute height (absolute(60)): the group will not grow")
        // An estimated group over absolute items: the estimate is never used (Docs/Solver.md, step 3c, case 56).
        let estimatedGroup = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "estimated(100)")), "subitems": [{"layoutSize": \#(size("fractionalWidth(1)", "absolute(44)"))}]}"#)
        let second = try lint(estimatedGroup)
        XCTAssertEqual(rules(second), [.estimatedAbsoluteMix])
        XCTAssertEqual(second.first?.path, "sections[0].group.layoutSize.heightDimension")
    }

    func testFractionalSupplementaryOnANestedGroup() throws {
        // Charon case 154: a fractionalWidth(1) group supplementary on a nested 160-wide group comes out 320 wide.
        let line = #"{"elementKind": "line", "layoutSize": \#(size("fractionalWidth(1)", "absolute(4)")), "containerAnchor": {"edges": ["bottom"]}}"#
        let inner = #"{"group": "vertical", "layoutSize": \#(size("fractionalWidth(0.5)", "fractionalHeight(1)")), "supplementaryItems": [\#(line)], "subitems": [{"layoutSize": \#(size("fractionalWidth(1)", "fractionalHeight(0.5)"))}]}"#
        let json = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(100)")), "subitems": [\#(inner)]}"#)
        let warnings = try lint(json)
        XCTAssertEqual(rules(warnings), [.nestedGroupSupplementaryFraction])
        XCTAssertEqual(warnings.first?.path, "sections[0].group.subitems[0].supplementaryItems[0].layoutSize.widthDimension")
        // On the section's own group the fraction is of the group's container as expected (case 155): no warning.
        let top = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(60)")), "supplementaryItems": [\#(line)], "subitems": [{"layoutSize": \#(size("fractionalWidth(0.5)", "fractionalHeight(1)"))}]}"#)
        XCTAssertEqual(try lint(top), [])
    }

    func testBoundaryItemsWithTheSameAlignmentDoNotStack() throws {
        let group = #"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(40)")), "subitems": [{"layoutSize": \#(size("fractionalWidth(0.5)", "fractionalHeight(1)"))}]}"#
        func header(_ kind: String, _ alignment: String, _ height: Int) -> String {
            #"{"elementKind": "\#(kind)", "layoutSize": \#(size("fractionalWidth(1)", "absolute(\(height))")), "alignment": "\#(alignment)"}"#
        }
        // Case 136: h (30) and t (10) both top-aligned overlap.
        let json = doc(group, section: #""boundarySupplementaryItems": [\#(header("h", "top", 30)), \#(header("t", "top", 10))],"#)
        let warnings = try lint(json)
        XCTAssertEqual(rules(warnings), [.boundaryItemsDoNotStack])
        XCTAssertEqual(warnings.first?.path, "sections[0].boundarySupplementaryItems[1]")
        XCTAssertEqual(warnings.first?.summary, "\"t\" and \"h\" (section boundary items [0] and [1]) are both aligned top: they overlap instead of stacking")
        // topLeading beside topTrailing is the intended way to have two: no warning; nor a header and a footer.
        XCTAssertEqual(try lint(doc(group, section: #""boundarySupplementaryItems": [\#(header("a", "topLeading", 30)), \#(header("b", "topTrailing", 30)), \#(header("f", "bottom", 30))],"#)), [])
        // Layout-level items are checked too.
        let layout = doc(group, root: #""configuration": {"boundarySupplementaryItems": [\#(header("a", "bottom", 20)), \#(header("b", "bottom", 20))]},"#)
        XCTAssertEqual(try lint(layout).map(\.path), ["configuration.boundarySupplementaryItems[1]"])
    }

    func testCleanLayoutsAndTheReportFormat() throws {
        let clean = doc(#"{"group": "horizontal", "layoutSize": \#(size("fractionalWidth(1)", "absolute(44)")), "subitems": [{"layoutSize": \#(size("fractionalWidth(0.5)", "fractionalHeight(1)"))}]}"#)
        XCTAssertEqual(try lint(clean), [])
        XCTAssertEqual(LayoutLint.report([], file: "a.json"), "a.json: no problems found\n")
        let warning = LayoutLintWarning(rule: .contentInsetsOnEstimatedAxis, path: "sections[0].group", summary: "s",
                                        explanation: "one two three", fix: "do it", reference: "Docs/Lint.md, \"content-insets-on-estimated-axis\"")
        XCTAssertEqual(LayoutLint.report([warning], file: "a.json"), """
            a.json: sections[0].group: warning: s [content-insets-on-estimated-axis]
                one two three
                Fix: do it
                See: Docs/Lint.md, "content-insets-on-estimated-axis"

            1 warning

            """)
        XCTAssertEqual(LayoutLint.documentPath("section 2 > group > subitems[1]"), "sections[2].group.subitems[1]")
    }
}
