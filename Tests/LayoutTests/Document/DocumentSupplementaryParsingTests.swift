import Foundation
import XCTest
@testable import LayoutKitLinux

/// Layout documents: supplementary items, decorations, orthogonal behaviours and offsets (issue #4 item 7),
/// and the lenient spellings of issue #5 item 1, parsed into the description and then into the UIKit-named classes.
final class DocumentSupplementaryParsingTests: XCTestCase {
    typealias Doc = LayoutDocument

    private let item = #"{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "fractionalHeight(1)"}}"#
    private let size = #"{"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}"#

    private func document(section extra: String = "", root: String = "", itemExtra: String = "", groupExtra: String = "") -> String {
        let item = #"{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "fractionalHeight(1)"} \#(itemExtra)}"#
        return #"{\#(root) "sections": [{"items": 3, \#(extra) "group": {"group": "horizontal", "layoutSize": \#(size), \#(groupExtra) "subitems": [\#(item)]}}]}"#
    }

    /// `assertDocumentRejects` (DocumentTestSupport.swift), which also checks the error's line and column.
    private func assertRejects(_ json: String, path: String, message: String, file: StaticString = #filePath, line: UInt = #line) {
        assertDocumentRejects(json, path: path, message: message, file: file, line: line)
    }

    // MARK: Supplementary items, decorations, orthogonal scrolling

    func testBoundaryItemsDecorationsAndSectionFlagsAreRead() throws {
        let json = document(section: #"""
            "orthogonalScrollingBehavior": "groupPagingCentered", "supplementariesFollowContentInsets": false,
            "boundarySupplementaryItems": [
              {"elementKind": "header", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "estimated(44)"},
               "alignment": "top", "absoluteOffset": {"x": 5, "y": -7}, "extendsBoundary": false, "pinToVisibleBounds": true, "zIndex": 2},
              {"elementKind": "UICollectionElementKindSectionFooter", "layoutSize": \#(size), "alignment": ".bottomTrailing"}
            ],
            "decorationItems": [{"elementKind": "background", "contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}, "zIndex": -3}],
            """#)
        let section = try XCTUnwrap(try LayoutDocument.parse(json).sections.first)
        XCTAssertEqual(section.orthogonalScrollingBehavior, .groupPagingCentered)
        XCTAssertFalse(section.supplementariesFollowContentInsets)
        XCTAssertEqual(section.boundarySupplementaryItems, [
            Doc.BoundarySupplementaryItem(elementKind: "header", layoutSize: Doc.Size(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                          alignment: .top, absoluteOffset: CGPoint(x: 5, y: -7), extendsBoundary: false,
                                          pinToVisibleBounds: true, zIndex: 2),
            Doc.BoundarySupplementaryItem(elementKind: "UICollectionElementKindSectionFooter",
                                          layoutSize: Doc.Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                          alignment: .bottomTrailing),
        ])
        XCTAssertEqual(section.decorationItems, [Doc.DecorationItem(elementKind: "background",
                                                                    contentInsets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
                                                                    zIndex: -3)])

        // makeSection() builds the UIKit-named objects with exactly these values; unset ones keep UIKit's defaults
        // (extendsBoundary true, pinToVisibleBounds false, zIndex 1 for boundary items; 0 for decorations: Docs/Solver.md, steps 3e and 4).
        let built = section.makeSection()
        XCTAssertEqual(built.orthogonalScrollingBehavior, .groupPagingCentered)
        XCTAssertFalse(built.supplementariesFollowContentInsets)
        XCTAssertEqual(built.boundarySupplementaryItems.count, 2)
        let header = built.boundarySupplementaryItems[0]
        XCTAssertEqual(header.elementKind, "header")
        XCTAssertEqual(header.alignment, .top)
        XCTAssertEqual(header.offset, CGPoint(x: 5, y: -7))
        XCTAssertFalse(header.extendsBoundary)
        XCTAssertTrue(header.pinToVisibleBounds)
        XCTAssertEqual(header.zIndex, 2)
        XCTAssertTrue(header.layoutSize.heightDimension.isEstimated)
        let footer = built.boundarySupplementaryItems[1]
        XCTAssertEqual(footer.alignment, .bottomTrailing)
        XCTAssertTrue(footer.extendsBoundary)
        XCTAssertFalse(footer.pinToVisibleBounds)
        XCTAssertEqual(footer.zIndex, 1)
        XCTAssertEqual(built.decorationItems.count, 1)
        XCTAssertEqual(built.decorationItems[0].elementKind, "background")
        XCTAssertEqual(built.decorationItems[0].contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(built.decorationItems[0].zIndex, -3)
        XCTAssertEqual(NSCollectionLayoutDecorationItem.background(elementKind: "x").zIndex, 0)
    }

    func testEveryOrthogonalBehaviourIsAccepted() throws {
        let names = ["none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
        for (name, behaviour) in zip(names, UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases) {
            let section = try XCTUnwrap(try LayoutDocument.parse(document(section: #""orthogonalScrollingBehavior": "\#(name)","#)).sections.first)
            XCTAssertEqual(section.orthogonalScrollingBehavior, behaviour, name)
            XCTAssertEqual(section.makeSection().orthogonalScrollingBehavior, behaviour, name)
        }
        assertRejects(document(section: #""orthogonalScrollingBehavior": "pagingCentered","#), path: "sections[0].orthogonalScrollingBehavior",
                      message: #"unknown orthogonal scrolling behavior "pagingCentered"; expected one of none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered"#)
    }

    func testItemAndGroupSupplementariesWithAnchors() throws {
        let badge = #"""
            "supplementaryItems": [{"elementKind": "badge", "layoutSize": {"widthDimension": "absolute(20)", "heightDimension": "absolute(20)"},
              "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}},
              "itemAnchor": {"edges": ["bottom", "leading"], "absoluteOffset": {"x": 3, "y": 4}}, "zIndex": 5}]
            """#
        let groupBadge = #""supplementaryItems": [{"elementKind": "line", "layoutSize": \#(size), "containerAnchor": {"edges": "bottom"}}],"#
        let document = try LayoutDocument.parse(document(itemExtra: ", " + badge, groupExtra: groupBadge))
        let group = try XCTUnwrap(document.sections.first?.group)
        XCTAssertEqual(group.supplementaryItems, [Doc.SupplementaryItem(elementKind: "line",
                                                                        layoutSize: Doc.Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                                        containerAnchor: Doc.Anchor(edges: .bottom))])
        guard case .subitems(let list) = group.arrangement, case .item(let item)? = list.first else { return XCTFail() }
        XCTAssertEqual(item.supplementaryItems, [Doc.SupplementaryItem(
            elementKind: "badge", layoutSize: Doc.Size(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            containerAnchor: Doc.Anchor(edges: [.top, .trailing], offset: CGPoint(x: 0.3, y: -0.3), isFractionalOffset: true),
            itemAnchor: Doc.Anchor(edges: [.bottom, .leading], offset: CGPoint(x: 3, y: 4)), zIndex: 5)])

        XCTAssertEqual(document.badgeKinds, ["line", "badge"])
        let built = group.makeGroup()
        XCTAssertEqual(built.supplementaryItems.map(\.elementKind), ["line"])
        XCTAssertEqual(built.supplementaryItems[0].containerAnchor.edges, .bottom)
        XCTAssertEqual(built.supplementaryItems[0].zIndex, 1)   // UIKit's default (Docs/Solver.md, step 6)
        let builtBadge = try XCTUnwrap(built.subitems.first?.supplementaryItems.first)
        XCTAssertEqual(builtBadge.elementKind, "badge")
        XCTAssertEqual(builtBadge.containerAnchor.edges, [.top, .trailing])
        XCTAssertTrue(builtBadge.containerAnchor.isFractionalOffset)
        XCTAssertEqual(builtBadge.containerAnchor.offset, CGPoint(x: 0.3, y: -0.3))
        XCTAssertEqual(builtBadge.itemAnchor?.edges, [.bottom, .leading])
        XCTAssertEqual(builtBadge.itemAnchor?.isAbsoluteOffset, true)
        XCTAssertEqual(builtBadge.itemAnchor?.offset, CGPoint(x: 3, y: 4))
        XCTAssertEqual(builtBadge.zIndex, 5)
    }

    func testLayoutBoundaryItemsContentOffsetAndOrthogonalOffsetsReachTheLayoutAndContext() throws {
        let json = #"""
            {"contentOffset": {"y": 120}, "orthogonalOffsets": {"1": {"x": 40}},
             "configuration": {"boundarySupplementaryItems": [{"elementKind": "banner", "layoutSize": \#(size), "alignment": "top"}]},
             "sections": [{"items": 1, "group": {"group": "horizontal", "layoutSize": \#(size), "subitems": [\#(item)]}},
                          {"items": 1, "group": {"group": "horizontal", "layoutSize": \#(size), "subitems": [\#(item)]}}]}
            """#
        let document = try LayoutDocument.parse(json)
        XCTAssertEqual(document.contentOffset, CGPoint(x: 0, y: 120))
        XCTAssertEqual(document.orthogonalOffsets, [1: CGPoint(x: 40, y: 0)])
        let context = document.makeContext()
        XCTAssertEqual(context.contentOffset, CGPoint(x: 0, y: 120))
        XCTAssertEqual(context.orthogonalOffsets, [1: CGPoint(x: 40, y: 0)])
        XCTAssertEqual(document.configuration.boundarySupplementaryItems.map(\.elementKind), ["banner"])
        XCTAssertEqual(document.makeLayout().configuration.boundarySupplementaryItems.map(\.elementKind), ["banner"])
    }

    // MARK: Lenient spellings (issue #5 item 1)

    func testDimensionsInEveryDocumentedSpelling() throws {
        func json(_ spelling: String) -> String {
            #"{"sections": [{"items": 1, "group": {"group": "horizontal", "layoutSize": {"widthDimension": \#(spelling), "heightDimension": "absolute(44)"}, "subitems": [\#(item)]}}]}"#
        }
        func width(_ spelling: String) throws -> Doc.Dimension? {
            try LayoutDocument.parse(json(spelling)).sections.first?.group.layoutSize.widthDimension
        }
        XCTAssertEqual(try width(#""fractionalWidth(0.5)""#), .fractionalWidth(0.5))
        XCTAssertEqual(try width(#"".estimated(100)""#), .estimated(100))
        XCTAssertEqual(try width(#"{"fractionalWidth": 0.5}"#), .fractionalWidth(0.5))
        XCTAssertEqual(try width(#"{"absolute": "44"}"#), .absolute(44))
        XCTAssertEqual(try width(#"{"fractionalHeight": "1/4"}"#), .fractionalHeight(0.25))
        XCTAssertEqual(try width(#"{"estimated": 100, "absolute": null}"#), .estimated(100))
        let path = "sections[0].group.layoutSize.widthDimension"
        assertRejects(json(#"{"fractionalWidht": 1}"#), path: path + ".fractionalWidht",
                      message: #"unknown dimension kind "fractionalWidht"; expected one of fractionalWidth(f), fractionalHeight(f), absolute(pt), estimated(pt) (did you mean "fractionalWidth"?)"#)
        assertRejects(json(#"{"absolute": 1, "estimated": 2}"#), path: path,
                      message: #"a dimension object has exactly one key, one of fractionalWidth, fractionalHeight, absolute, estimated; found "absolute", "estimated""#)
        assertRejects(json(#"{"absolute": -1}"#), path: path, message: #"{"absolute": ...}: the length must be non-negative"#)
    }

    func testSpacingObjectsNumbersAsStringsAndNullAsAbsent() throws {
        let json = #"""
            {"container": {"width": "390", "height": 844}, "displayScale": null,
             "sections": [{"items": "4", "interGroupSpacing": "8", "contentInsets": {"top": "1.5", "leading": null},
               "group": {"group": "horizontal", "layoutSize": \#(size), "interItemSpacing": {"flexible": "2"}, "edgeSpacing": null,
                         "subitems": [\#(item)]}}]}
            """#
        let document = try LayoutDocument.parse(json)
        XCTAssertEqual(document.containerSize, CGSize(width: 390, height: 844))
        XCTAssertEqual(document.displayScale, 2)   // null: absent, so the default
        let section = try XCTUnwrap(document.sections.first)
        XCTAssertEqual(section.items, 4)
        XCTAssertEqual(section.interGroupSpacing, 8)
        XCTAssertEqual(section.contentInsets, NSDirectionalEdgeInsets(top: 1.5, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(section.group.interItemSpacing, .flexible(2))
        XCTAssertNil(section.group.edgeSpacing)
    }

    func testSubitemsMixItemsAndGroupsDecidedByTheirKeys() throws {
        // The second element has a "group" key, so it is a group; its mistake is reported as a group's mistake
        // (the count), not as "unknown key group" of an item, which trial decoding would give.
        let json = #"""
            {"sections": [{"items": 3, "group": {"group": "horizontal", "layoutSize": \#(size), "subitems": [
              \#(item),
              {"group": "vertical", "layoutSize": {"widthDimension": "fractionalWidth(0.5)", "heightDimension": "fractionalHeight(1)"}, "subitem": \#(item), "count": 2}
            ]}}]}
            """#
        let group = try XCTUnwrap(try LayoutDocument.parse(json).sections.first?.group)
        guard case .subitems(let list) = group.arrangement else { return XCTFail() }
        XCTAssertFalse(list[0].isGroup)
        XCTAssertTrue(list[1].isGroup)
        assertRejects(json.replacingOccurrences(of: #""count": 2"#, with: #""count": 0"#), path: "sections[0].group.subitems[1].count",
                      message: "expected an integer from 1 to 10000, found 0")
    }

    // MARK: Errors name the path and the valid values

    func testSupplementaryMistakesNameThePathAndTheValidValues() {
        func boundary(_ body: String) -> String { document(section: #""boundarySupplementaryItems": [\#(body)],"#) }
        let hs = #""layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(20)"}"#
        assertRejects(boundary(#"{"elementKind": "h", \#(hs), "alignment": "center"}"#), path: "sections[0].boundarySupplementaryItems[0].alignment",
                      message: #"unknown alignment "center"; expected one of none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing"#)
        assertRejects(boundary(#"{"elementKind": "h", \#(hs)}"#), path: "sections[0].boundarySupplementaryItems[0].alignment", message: "missing required key")
        assertRejects(boundary(#"{"elementKind": "", \#(hs), "alignment": "top"}"#), path: "sections[0].boundarySupplementaryItems[0].elementKind",
                      message: "an element kind must not be empty")
        assertRejects(boundary(#"{"elementKind": "h", \#(hs), "alignment": "top", "pinToVisibleBounds": "yes"}"#),
                      path: "sections[0].boundarySupplementaryItems[0].pinToVisibleBounds", message: #"expected true or false, found a string ("yes")"#)
        assertRejects(boundary(#"{"elementKind": "h", \#(hs), "alignment": "top", "offset": {"x": 1}}"#),
                      path: "sections[0].boundarySupplementaryItems[0].offset", message: #"boundary items take "absoluteOffset""#)
        assertRejects(document(itemExtra: #", "supplementaryItems": [{"elementKind": "b", \#(hs), "containerAnchor": {"edges": ["top", "left"]}}]"#),
                      path: "sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges[1]",
                      message: #"unknown edge "left"; expected one of top, leading, bottom, trailing, all"#)
        assertRejects(document(itemExtra: #", "supplementaryItems": [{"elementKind": "b", \#(hs), "containerAnchor": {"edges": [], "absoluteOffset": {}, "fractionalOffset": {}}}]"#),
                      path: "sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.fractionalOffset", message: #"conflicts with "absoluteOffset""#)
        assertRejects(document(itemExtra: #", "supplementaryItems": [{"elementKind": "b", \#(hs), "alignment": "top"}]"#),
                      path: "sections[0].group.subitems[0].supplementaryItems[0].alignment", message: "only boundary supplementary items")
        assertRejects(document(section: #""decorationItems": [{"elementKind": "bg", "layoutSize": {}}],"#),
                      path: "sections[0].decorationItems[0].layoutSize", message: "always covers its section")
        assertRejects(document(root: #""orthogonalOffsets": {"3": {"x": 1}},"#), path: "orthogonalOffsets[\"3\"]",
                      message: "expected a section index from 0 to 0 as the key")
        assertRejects(document(root: #""contentOffset": {"x": 1, "z": 2},"#), path: "contentOffset.z", message: #"unknown key "z"; expected one of x, y"#)
    }
}
