import Foundation
import XCTest
@testable import LayoutKitLinux

/// `LayoutDocument.parse`: what each key becomes, the defaults, and the error (path + message) for each kind of mistake.
final class DocumentParsingTests: XCTestCase {
    typealias Doc = LayoutDocument

    private func parse(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> LayoutDocument {
        do {
            return try LayoutDocument.parse(json)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            throw error
        }
    }

    /// `assertDocumentRejects` (DocumentTestSupport.swift).
    private func assertRejects(_ json: String, path: String, message: String, file: StaticString = #filePath, line: UInt = #line) {
        assertDocumentRejects(json, path: path, message: message, file: file, line: line)
    }

    private let item = #"{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "fractionalHeight(1)"}}"#
    private let size = #"{"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}"#

    /// A document with one section whose group is `group`.
    private func section(group: String, extra: String = "", root: String = "") -> String {
        #"{\#(root) "sections": [{"items": 3, \#(extra) "group": \#(group)}]}"#
    }

    private func horizontal(_ body: String) -> String {
        #"{"group": "horizontal", "layoutSize": \#(size), \#(body)}"#
    }

    // MARK: What parses, and into what

    func testMinimalDocumentTakesUIKitDefaults() throws {
        let document = try parse(section(group: horizontal(#""subitems": [\#(item)]"#)))
        // No "container": the default device, an iPhone 16 in portrait (Docs/Devices.md): 393 x 852 @3x, the
        // Dynamic Island's 59-pt status bar and the 34-pt home indicator, 16-pt side margins.
        XCTAssertEqual(document.device, LayoutDevice.iPhone16)
        XCTAssertEqual(document.containerSize, CGSize(width: 393, height: 852))
        XCTAssertEqual(document.displayScale, 3)
        XCTAssertEqual(document.layoutDirection, .leftToRight)
        XCTAssertEqual(document.sizeRounding, .floorToPixel)
        XCTAssertEqual(document.safeAreaInsets, NSDirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(document.layoutMargins, NSDirectionalEdgeInsets(top: 59, leading: 16, bottom: 34, trailing: 16))
        XCTAssertEqual(document.configuration, Doc.Configuration(scrollDirection: .vertical, interSectionSpacing: 0,
                                                                 contentInsetsReference: .safeArea))
        XCTAssertEqual(document.itemCounts, [3])
        let section = try XCTUnwrap(document.sections.first)
        XCTAssertEqual(section.contentInsetsReference, .automatic)
        XCTAssertEqual(section.interGroupSpacing, 0)
        XCTAssertEqual(section.group, Doc.Group(
            direction: .horizontal,
            layoutSize: Doc.Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            arrangement: .subitems([.item(Doc.Item(layoutSize: Doc.Size(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .fractionalHeight(1))))])))
    }

    func testEveryKeyIsRead() throws {
        let json = """
        {
          "$schema": "../Docs/layout-schema.json",
          "description": "all keys",
          "container": {"width": 390, "height": 844},
          "displayScale": 3,
          "layoutDirection": "rightToLeft",
          "sizeRounding": ".nearestPixel",
          "safeAreaInsets": {"top": 47, "bottom": 34},
          "layoutMargins": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
          "readableContentInsets": {"leading": 5},
          "configuration": {"scrollDirection": "horizontal", "interSectionSpacing": 12, "contentInsetsReference": "layoutMargins"},
          "sections": [
            {"items": 20, "contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
             "contentInsetsReference": "none", "interGroupSpacing": 8, "orthogonalScrollingBehavior": "none",
             "group": {"group": "vertical",
               "layoutSize": {"widthDimension": ".absolute(100)", "heightDimension": "fractionalHeight(1)"},
               "interItemSpacing": ".flexible(2)",
               "contentInsets": {"top": 6},
               "edgeSpacing": {"leading": "fixed(1)", "top": null, "trailing": "flexible(0)"},
               "subitems": [
                 {"layoutSize": {"widthDimension": "fractionalWidth(1/3)", "heightDimension": " estimated( 50 ) "},
                  "contentInsets": {"trailing": 7}, "edgeSpacing": {"bottom": "fixed(3)"}},
                 {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalHeight(0.25)", "heightDimension": "absolute(1e2)"},
                  "subitem": \(item), "count": 3},
                 {"group": "vertical", "layoutSize": {"widthDimension": "absolute(0)", "heightDimension": "absolute(10.5)"},
                  "repeatingSubitem": \(item), "count": 2.0},
                 {"group": "custom", "layoutSize": {"widthDimension": "absolute(50)", "heightDimension": "absolute(50)"},
                  "customItems": [{"frame": [-5, -5.5, 10, 20]}, {"frame": [0, 0, 1, 1], "zIndex": -3}]}
               ]}}
          ]
        }
        """
        let document = try parse(json)
        XCTAssertEqual(document.containerSize, CGSize(width: 390, height: 844))
        XCTAssertEqual(document.displayScale, 3)
        XCTAssertEqual(document.layoutDirection, .rightToLeft)
        XCTAssertEqual(document.sizeRounding, .nearestPixel)
        XCTAssertEqual(document.safeAreaInsets, NSDirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(document.layoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(document.readableContentInsets, NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
        XCTAssertEqual(document.configuration, Doc.Configuration(scrollDirection: .horizontal, interSectionSpacing: 12,
                                                                 contentInsetsReference: .layoutMargins))
        let section = try XCTUnwrap(document.sections.first)
        XCTAssertEqual(section.items, 20)
        XCTAssertEqual(section.contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(section.contentInsetsReference, UIContentInsetsReference.none)
        XCTAssertEqual(section.interGroupSpacing, 8)

        let group = section.group
        XCTAssertEqual(group.direction, .vertical)
        XCTAssertEqual(group.layoutSize, Doc.Size(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        XCTAssertEqual(group.interItemSpacing, .flexible(2))
        XCTAssertEqual(group.contentInsets, NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(group.edgeSpacing, Doc.EdgeSpacing(leading: .fixed(1), top: nil, trailing: .flexible(0), bottom: nil))
        guard case .subitems(let subitems) = group.arrangement else { return XCTFail("\(group.arrangement)") }
        XCTAssertEqual(subitems.count, 4)
        let full = Doc.Item(layoutSize: Doc.Size(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        XCTAssertEqual(subitems[0], .item(Doc.Item(layoutSize: Doc.Size(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .estimated(50)),
                                                   contentInsets: NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 7),
                                                   edgeSpacing: Doc.EdgeSpacing(bottom: .fixed(3)))))
        XCTAssertEqual(subitems[1], .group(Doc.Group(direction: .horizontal,
                                                     layoutSize: Doc.Size(widthDimension: .fractionalHeight(0.25), heightDimension: .absolute(100)),
                                                     arrangement: .count(.item(full), 3))))
        XCTAssertEqual(subitems[2], .group(Doc.Group(direction: .vertical,
                                                     layoutSize: Doc.Size(widthDimension: .absolute(0), heightDimension: .absolute(10.5)),
                                                     arrangement: .repeatingSubitem(.item(full), 2))))
        XCTAssertEqual(subitems[3], .group(Doc.Group(direction: .custom,
                                                     layoutSize: Doc.Size(widthDimension: .absolute(50), heightDimension: .absolute(50)),
                                                     arrangement: .custom([Doc.CustomItem(frame: CGRect(x: -5, y: -5.5, width: 10, height: 20)),
                                                                           Doc.CustomItem(frame: CGRect(x: 0, y: 0, width: 1, height: 1), zIndex: -3)]))))
    }

    func testMakeContextCarriesContainerCountsInsetsAndTraits() throws {
        let json = #"""
        {"container": {"width": 390, "height": 844}, "displayScale": 3, "layoutDirection": "rightToLeft",
         "sizeRounding": "nearestPixel", "safeAreaInsets": {"top": 47}, "layoutMargins": {"leading": 16}, "readableContentInsets": {"trailing": 9},
         "sections": [{"items": 4, "group": \#(horizontal(#""subitems": [\#(item)]"#))},
                      {"items": 0, "group": \#(horizontal(#""subitems": [\#(item)]"#))}]}
        """#
        let context = try parse(json).makeContext()
        XCTAssertEqual(context.containerSize, CGSize(width: 390, height: 844))
        XCTAssertEqual(context.itemCounts, [4, 0])
        XCTAssertEqual(context.traitCollection.displayScale, 3)
        XCTAssertEqual(context.traitCollection.layoutDirection, .rightToLeft)
        XCTAssertEqual(context.sizeRounding, .nearestPixel)
        XCTAssertEqual(context.safeAreaInsets.top, 47)
        XCTAssertEqual(context.layoutMargins.leading, 16)
        XCTAssertEqual(context.readableContentInsets.trailing, 9)
    }

    func testMakeLayoutBuildsTheUIKitObjects() throws {
        let json = section(group: horizontal(#"""
            "interItemSpacing": "fixed(8)", "contentInsets": {"leading": 4}, "edgeSpacing": {"top": "flexible(1)"},
            "subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(0.5)", "heightDimension": "estimated(30)"},
                          "contentInsets": {"top": 2}}]
            """#), extra: #""interGroupSpacing": 6, "contentInsets": {"bottom": 5}, "contentInsetsReference": "layoutMargins","#,
            root: #""configuration": {"interSectionSpacing": 3, "contentInsetsReference": "none"},"#)
        let layout = try parse(json).makeLayout()
        XCTAssertEqual(layout.configuration.scrollDirection, .vertical)
        XCTAssertEqual(layout.configuration.interSectionSpacing, 3)
        XCTAssertEqual(layout.configuration.contentInsetsReference, UIContentInsetsReference.none)
        guard case .fixed(let section) = layout.source else { return XCTFail("one section: a fixed section, not a provider") }
        XCTAssertEqual(section.interGroupSpacing, 6)
        XCTAssertEqual(section.contentInsets.bottom, 5)
        XCTAssertEqual(section.contentInsetsReference, .layoutMargins)
        let group = section.group
        XCTAssertTrue(group.layoutSize.widthDimension.isFractionalWidth)
        XCTAssertEqual(group.layoutSize.heightDimension.dimension, 44)
        XCTAssertTrue(group.layoutSize.heightDimension.isAbsolute)
        XCTAssertEqual(group.interItemSpacing?.spacing, 8)
        XCTAssertEqual(group.interItemSpacing?.isFixedSpacing, true)
        XCTAssertEqual(group.contentInsets.leading, 4)
        XCTAssertEqual(group.edgeSpacing?.top?.isFlexibleSpacing, true)
        XCTAssertNil(group.edgeSpacing?.leading)
        let subitem = try XCTUnwrap(group.subitems.first)
        XCTAssertFalse(subitem is NSCollectionLayoutGroup)
        XCTAssertEqual(subitem.layoutSize.widthDimension.dimension, 0.5)
        XCTAssertTrue(subitem.layoutSize.heightDimension.isEstimated)
        XCTAssertEqual(subitem.contentInsets.top, 2)
    }

    func testSeveralSectionsBecomeASectionProvider() throws {
        let one = horizontal(#""subitems": [\#(item)]"#)
        let json = #"{"sections": [{"items": 1, "group": \#(one)}, {"items": 2, "interGroupSpacing": 9, "group": \#(one)}]}"#
        let layout = try parse(json).makeLayout()
        guard case .provider(let provider) = layout.source else { return XCTFail("expected a section provider") }
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 320, height: 480)),
                                            traitCollection: UITraitCollection(displayScale: 2))
        XCTAssertEqual(provider(0, environment)?.interGroupSpacing, 0)
        XCTAssertEqual(provider(1, environment)?.interGroupSpacing, 9)
        XCTAssertNil(provider(2, environment))
    }

    func testCountFormsAndCustomGroupsBuildTheirFactories() throws {
        let json = section(group: #"""
            {"group": "vertical", "layoutSize": \#(size), "subitems": [
              {"group": "horizontal", "layoutSize": \#(size), "subitem": \#(item), "count": 3},
              {"group": "horizontal", "layoutSize": \#(size), "repeatingSubitem": \#(item), "count": 2},
              {"group": "custom", "layoutSize": \#(size), "customItems": [{"frame": [1, 2, 3, 4], "zIndex": 5}]}]}
            """#)
        let layout = try parse(json).makeLayout()
        guard case .fixed(let section) = layout.source else { return XCTFail() }
        let groups = section.group.subitems.compactMap { $0 as? NSCollectionLayoutGroup }
        XCTAssertEqual(groups.count, 3)
        guard case .count(3) = groups[0].arrangement, groups[0].direction == .horizontal else { return XCTFail("\(groups[0].arrangement)") }
        guard case .repeating(2) = groups[1].arrangement else { return XCTFail("\(groups[1].arrangement)") }
        guard case .custom(let provider) = groups[2].arrangement else { return XCTFail("\(groups[2].arrangement)") }
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 320, height: 44)),
                                            traitCollection: UITraitCollection(displayScale: 2))
        let frames = provider(environment)
        XCTAssertEqual(frames.map(\.frame), [CGRect(x: 1, y: 2, width: 3, height: 4)])
        XCTAssertEqual(frames.map(\.zIndex), [5])
    }

    func testWholeNumbersWrittenWithADecimalPointAreIntegers() throws {
        let document = try parse(section(group: horizontal(#""subitems": [\#(item)]"#)).replacingOccurrences(of: "\"items\": 3", with: "\"items\": 3.0"))
        XCTAssertEqual(document.itemCounts, [3])
    }

    func testNestingUpTo32GroupsIsAccepted() throws {
        XCTAssertNoThrow(try LayoutDocument.parse(nested(depth: 32)))
        assertRejects(nested(depth: 33), path: "sections[0].group" + String(repeating: ".subitems[0]", count: 32),
                      message: "groups are nested more than 32 levels deep")
    }

    /// A section whose group holds a group holding a group ..., `depth` groups in all, around one item.
    private func nested(depth: Int) -> String {
        var element = item
        for _ in 0..<depth { element = horizontal(#""subitems": [\#(element)]"#) }
        return section(group: element)
    }

    // MARK: Errors, each with its path

    func testUnknownDimensionKindNamesTheFullPath() {
        // The example error of the issue: the third section, second subitem.
        let sectionJSON = #"{"items": 1, "group": \#(horizontal(#""subitems": [\#(item)]"#))}"#
        let bad = #"{"group": "horizontal", "layoutSize": \#(size), "subitems": [\#(item), {"layoutSize": {"widthDimension": "fractional(0.5)", "heightDimension": "absolute(1)"}}]}"#
        let json = #"{"sections": [\#(sectionJSON), \#(sectionJSON), {"items": 1, "group": \#(bad)}]}"#
        do {
            _ = try LayoutDocument.parse(json)
            XCTFail("expected an error")
        } catch {
            // The place is the bad value itself: the column where its opening quote is (one line, ASCII only).
            let column = json.distance(from: json.startIndex, to: json.range(of: #""fractional(0.5)""#)!.lowerBound) + 1
            XCTAssertEqual("\(error)", "line 1, column \(column): "
                           + #"sections[2].group.subitems[1].layoutSize.widthDimension: unknown dimension kind "fractional(0.5)"; "#
                           + "expected one of fractionalWidth(f), fractionalHeight(f), absolute(pt), estimated(pt)")
        }
    }

    func testDimensionStrings() {
        func document(width: String) -> String {
            section(group: horizontal(#""subitems": [{"layoutSize": {"widthDimension": \#(width), "heightDimension": "absolute(1)"}}]"#))
        }
        let path = "sections[0].group.subitems[0].layoutSize.widthDimension"
        assertRejects(document(width: #""absolute(-1)""#), path: path, message: #""absolute(-1)": the length must be non-negative"#)
        assertRejects(document(width: #""fractionalWidth(-0.5)""#), path: path, message: "the fraction must be non-negative")
        assertRejects(document(width: #""absolute(inf)""#), path: path, message: #"invalid number "inf""#)
        assertRejects(document(width: #""estimated(nan)""#), path: path, message: #"invalid number "nan""#)
        assertRejects(document(width: #""absolute(0x10)""#), path: path, message: #"invalid number "0x10""#)
        assertRejects(document(width: #""absolute()""#), path: path, message: #"invalid number """#)
        assertRejects(document(width: #""absolute(1/2)""#), path: path, message: "expected a finite number such as 8")
        assertRejects(document(width: #""fractionalWidth(1/0)""#), path: path, message: "division by zero")
        assertRejects(document(width: #""absolute(2000000)""#), path: path, message: "the length must be at most 1000000")
        assertRejects(document(width: #""absolute 44""#), path: path, message: "unknown dimension kind \"absolute 44\"")
        assertRejects(document(width: #""uniformAcrossSiblings(44)""#), path: path, message: "not supported yet")
        assertRejects(document(width: "44"), path: path,
                      message: "expected a dimension such as \"absolute(44)\", \"fractionalWidth(0.5)\" or {\"fractionalWidth\": 0.5}, found a number (44)")
        assertRejects(document(width: "true"), path: path, message: "found a boolean (true)")
    }

    func testARepeatedDimensionOrSpacingStringReadsAlikeAndAnErrorNamesItsOwnPlace() throws {
        // The reader reads each distinct spelling once; every use still gets its own value.
        let quarter = #"{"layoutSize": {"widthDimension": "fractionalWidth(0.25)", "heightDimension": "fractionalHeight(1)"}}"#
        let sections = (0..<3).map { _ in
            #"{"items": 4, "group": {"group": "horizontal", "layoutSize": \#(size), "interItemSpacing": "fixed(8)", "subitems": [\#(quarter)]}}"#
        }
        let document = try parse(#"{"sections": [\#(sections.joined(separator: ", "))]}"#)
        XCTAssertEqual(document.sections.count, 3)
        for section in document.sections {
            XCTAssertEqual(section.group.layoutSize, Doc.Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            XCTAssertEqual(section.group.interItemSpacing, .fixed(8))
            guard case .subitems(let subitems) = section.group.arrangement, case .item(let item) = subitems.first else {
                return XCTFail("\(section.group.arrangement)")
            }
            XCTAssertEqual(item.layoutSize, Doc.Size(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        }
        // A bad spelling after good ones fails at its own path; a spacing spelling read before is still no dimension.
        let bad = #"{"items": 1, "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fixed(8)", "heightDimension": "absolute(44)"}, "subitems": [\#(quarter)]}}"#
        assertRejects(#"{"sections": [\#(sections[0]), \#(sections[1]), \#(bad)]}"#, path: "sections[2].group.layoutSize.widthDimension",
                      message: #"unknown dimension kind "fixed(8)""#)
        let negative = #"{"items": 1, "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(-0.25)", "heightDimension": "absolute(44)"}, "subitems": [\#(quarter)]}}"#
        assertRejects(#"{"sections": [\#(sections[0]), \#(negative)]}"#, path: "sections[1].group.layoutSize.widthDimension",
                      message: #""fractionalWidth(-0.25)": the fraction must be non-negative"#)
    }

    func testSpacingStrings() {
        let path = "sections[0].group.interItemSpacing"
        assertRejects(section(group: horizontal(#""interItemSpacing": "fix(8)", "subitems": [\#(item)]"#)), path: path,
                      message: #"unknown spacing kind "fix(8)"; expected one of fixed(pt), flexible(pt)"#)
        assertRejects(section(group: horizontal(#""interItemSpacing": 8, "subitems": [\#(item)]"#)), path: path,
                      message: "expected a spacing such as \"fixed(8)\", \"flexible(0)\" or {\"fixed\": 8}, found a number (8)")
        assertRejects(section(group: horizontal(#""interItemSpacing": "flexible(-1)", "subitems": [\#(item)]"#)), path: path,
                      message: "the spacing must be non-negative")
        assertRejects(section(group: horizontal(#""edgeSpacing": {"left": "fixed(1)"}, "subitems": [\#(item)]"#)),
                      path: "sections[0].group.edgeSpacing.left", message: "say \"leading\", not \"left\"")
    }

    func testMissingRequiredKeys() {
        assertRejects("{}", path: "sections", message: "missing required key")
        assertRejects(#"{"sections": [{"group": \#(horizontal(#""subitems": [\#(item)]"#))}]}"#, path: "sections[0].items", message: "missing required key")
        assertRejects(#"{"sections": [{"items": 1}]}"#, path: "sections[0].group", message: "missing required key")
        assertRejects(section(group: #"{"group": "horizontal", "subitems": [\#(item)]}"#), path: "sections[0].group.layoutSize",
                      message: "missing required key")
        assertRejects(section(group: horizontal(#""subitems": [{"layoutSize": {"widthDimension": "absolute(1)"}}]"#)),
                      path: "sections[0].group.subitems[0].layoutSize.heightDimension", message: "missing required key")
        assertRejects(section(group: horizontal("")
                        .replacingOccurrences(of: ", }", with: "}")), path: "sections[0].group",
                      message: "a horizontal group needs \"subitems\": [...], or \"subitem\" or \"repeatingSubitem\" with \"count\"")
        assertRejects(#"{"container": {"width": 320}, "sections": []}"#, path: "container.height", message: "missing required key")
    }

    func testWrongTypes() {
        assertRejects("[]", path: "", message: "expected a JSON object (the layout document), found an array")
        assertRejects(#"{"sections": {}}"#, path: "sections", message: "expected an array of sections, found an object")
        assertRejects(#"{"sections": [3]}"#, path: "sections[0]", message: "expected a section object, found a number (3)")
        let good = section(group: horizontal(#""subitems": [\#(item)]"#))
        for (value, found) in [(#""three""#, #"found a string ("three") that is not a number"#), ("true", "found a boolean (true)"),
                               ("-1", "found -1"), ("2.5", "found 2.5"), ("null", "missing required key"),
                               ("20000000", "(at most 10000000)")] {
            assertRejects(good.replacingOccurrences(of: "\"items\": 3", with: "\"items\": \(value)"), path: "sections[0].items",
                          message: found)
        }
        assertRejects(section(group: horizontal(#""contentInsets": {"top": "4pt"}, "subitems": [\#(item)]"#)),
                      path: "sections[0].group.contentInsets.top",
                      message: "expected a non-negative number of points, found a string (\"4pt\") that is not a number")
        assertRejects(section(group: horizontal(#""contentInsets": {"top": -4}, "subitems": [\#(item)]"#)),
                      path: "sections[0].group.contentInsets.top", message: "must be non-negative, found -4")
        assertRejects(section(group: #"{"group": "horizontal", "layoutSize": "big", "subitems": []}"#),
                      path: "sections[0].group.layoutSize", message: "found a string (\"big\")")
        assertRejects(section(group: horizontal(#""subitems": \#(item)"#)), path: "sections[0].group.subitems",
                      message: "expected an array of items and groups, found an object")
        assertRejects(#"{"displayScale": 0, "sections": []}"#, path: "displayScale", message: "must be greater than 0, found 0")
        assertRejects(#"{"container": {"width": 0, "height": 10}, "sections": []}"#, path: "container.width", message: "must be greater than 0")
        assertRejects(#"{"description": 5, "sections": []}"#, path: "description", message: "expected a string")
    }

    func testUnknownKeysAndValues() {
        assertRejects(#"{"sectons": []}"#, path: "sectons", message: #"unknown key "sectons"; expected one of description, container"#)
        assertRejects(#"{"sectons": []}"#, path: "sectons", message: #"(did you mean "sections"?)"#)
        assertRejects(section(group: horizontal(#""subitems": [{"layoutSize": \#(size), "subitems": []}]"#)),
                      path: "sections[0].group.subitems[0].subitems",
                      message: #""subitems" belongs to groups; an object without a "group" key is an item"#)
        assertRejects(section(group: horizontal(#""subitems": [\#(item)], "contentInsets": {"right": 1}"#)),
                      path: "sections[0].group.contentInsets.right", message: "not \"right\"")
        assertRejects(#"{"configuration": {"scrollDirection": "diagonal"}, "sections": []}"#, path: "configuration.scrollDirection",
                      message: #"unknown scroll direction "diagonal"; expected one of vertical, horizontal"#)
        assertRejects(#"{"layoutDirection": "rightToleft", "sections": []}"#, path: "layoutDirection",
                      message: #"(did you mean "rightToLeft"?)"#)
        assertRejects(#"{"configuration": {"contentInsetsReference": "automatic"}, "sections": []}"#,
                      path: "configuration.contentInsetsReference", message: "\"automatic\" is only for sections")
        assertRejects(section(group: #"{"group": "grid", "layoutSize": \#(size), "subitems": [\#(item)]}"#), path: "sections[0].group.group",
                      message: #"unknown group kind "grid"; expected one of horizontal, vertical, custom"#)
        assertRejects(section(group: item), path: "sections[0].group", message: "a section's group must be a group")
    }

    /// A key written short (`width` for `widthDimension`, `kind` for `elementKind`) is matched to the one key that starts
    /// or ends with it; a configuration key at the top level is sent to `configuration`.
    func testShortenedAndMisplacedKeysAreNamed() {
        assertRejects(section(group: #"{"group": "horizontal", "layoutSize": {"width": "fractionalWidth(1)", "heightDimension": "absolute(44)"}, "subitems": [\#(item)]}"#),
                      path: "sections[0].group.layoutSize.width", message: #"(did you mean "widthDimension"?)"#)
        assertRejects(#"{"sections": [{"items": 1, "boundarySupplementaryItems": [{"kind": "header", "alignment": "top", "layoutSize": \#(size)}], "group": \#(horizontal(#""subitems": [\#(item)]"#))}]}"#,
                      path: "sections[0].boundarySupplementaryItems[0].kind", message: #"(did you mean "elementKind"?)"#)
        assertRejects(#"{"scrollDirection": "horizontal", "sections": []}"#, path: "scrollDirection",
                      message: #"it belongs in "configuration""#)
        assertRejects(#"{"interSectionSpacing": 8, "sections": []}"#, path: "interSectionSpacing",
                      message: #"e.g. "configuration": {"interSectionSpacing": ...}"#)
    }

    func testGroupFormsAreExclusive() {
        let base = "sections[0].group"
        assertRejects(section(group: horizontal(#""subitems": [\#(item)], "subitem": \#(item), "count": 2"#)),
                      path: "\(base).subitem", message: #"conflicts with "subitems""#)
        assertRejects(section(group: horizontal(#""subitem": \#(item)"#)), path: "\(base).count", message: #""subitem" needs "count": n"#)
        assertRejects(section(group: horizontal(#""subitems": [\#(item)], "count": 2"#)), path: "\(base).count",
                      message: #""count" goes with "subitem" or "repeatingSubitem""#)
        assertRejects(section(group: horizontal(#""repeatingSubitem": \#(item), "count": 0"#)), path: "\(base).count",
                      message: "expected an integer from 1 to 10000, found 0")
        assertRejects(section(group: horizontal(#""subitems": []"#)), path: "\(base).subitems",
                      message: "at least 1 subitem is required for a group")
        assertRejects(section(group: horizontal(#""customItems": [{"frame": [0, 0, 1, 1]}]"#)), path: "\(base).customItems",
                      message: "only a custom group takes \"customItems\"")
        let custom = #"{"group": "custom", "layoutSize": \#(size), "#
        assertRejects(section(group: custom + #""subitems": [\#(item)]}"#), path: "\(base).subitems", message: "a custom group takes \"customItems\"")
        assertRejects(section(group: custom + #""customItems": []}"#), path: "\(base).customItems", message: "at least 1 custom item")
        assertRejects(section(group: custom + #""customItems": [{"frame": [0, 0, 1]}]}"#), path: "\(base).customItems[0].frame",
                      message: "expected 4 numbers [x, y, width, height], found 3")
        assertRejects(section(group: custom + #""customItems": [{"frame": [0, 0, -1, 1]}]}"#), path: "\(base).customItems[0].frame[2]",
                      message: "must be non-negative")
        assertRejects(section(group: custom + #""customItems": [{"frame": [0, 0, 1, 1], "zIndex": 0.5}]}"#),
                      path: "\(base).customItems[0].zIndex", message: "found 0.5")
        assertRejects(section(group: custom + #""interItemSpacing": "fixed(1)", "customItems": [{"frame": [0, 0, 1, 1]}]}"#),
                      path: "\(base).interItemSpacing", message: "has no meaning in a custom group")
        assertRejects(section(group: custom + #""layoutSize2": 1}"#), path: "\(base).layoutSize2", message: "unknown key")
    }

    func testKeysWithoutAMeasuredRuleAreRejectedAsNotSupportedYet() {
        let group = horizontal(#""subitems": [\#(item)]"#)
        assertRejects(section(group: group, extra: #""supplementaryContentInsetsReference": "none","#),
                      path: "sections[0].supplementaryContentInsetsReference", message: "not supported yet")
        assertRejects(section(group: group, extra: #""orthogonalScrollingProperties": {},"#),
                      path: "sections[0].orthogonalScrollingProperties", message: "not supported")
    }

    func testNestedCountsAreCapped() {
        // 10000 x 10000 x 10000 copies would be 10^12 slots in one group: rejected before solving.
        var element = item
        for _ in 0..<3 { element = #"{"group": "horizontal", "layoutSize": \#(size), "repeatingSubitem": \#(element), "count": 10000}"# }
        assertRejects(section(group: element), path: "sections[0].group",
                      message: "one instance of this group would hold at least 1000000000000 items (nested counts multiply)")
        // 10 x 10000 = 10^5 is the limit (the solver's, Docs/Reliability.md), and allowed; 11 x 10000 is not.
        let inner = #"{"group": "vertical", "layoutSize": \#(size), "subitem": \#(item), "count": 10000}"#
        XCTAssertNoThrow(try LayoutDocument.parse(section(group: #"{"group": "horizontal", "layoutSize": \#(size), "subitem": \#(inner), "count": 10}"#)))
        assertRejects(section(group: #"{"group": "horizontal", "layoutSize": \#(size), "subitem": \#(inner), "count": 11}"#), path: "sections[0].group",
                      message: "at least 110000 items")
    }

    func testTotalItemCountIsCapped() {
        let group = horizontal(#""subitems": [\#(item)]"#)
        let json = #"{"sections": [{"items": 6000000, "group": \#(group)}, {"items": 6000000, "group": \#(group)}]}"#
        assertRejects(json, path: "sections[1].items", message: "more than 10000000 items in all")
    }

    func testMalformedJSONGivesLineAndColumn() throws {
        // `[,]`: the comma is byte 17 of the input, the 16th character of line 2, where element 0 of "sections" was due.
        assertRejects("{\n  \"sections\": [,]\n}", path: "sections[0]", message: "malformed JSON: expected a value")
        XCTAssertEqual(place(of: "{\n  \"sections\": [,]\n}"), "2:16")
        // Columns count characters, not bytes: "é" is two bytes in UTF-8 but one column.
        assertRejects("{\"description\": \"é\", x}", path: "", message: "malformed JSON: expected a key in double quotes, found 'x'")
        XCTAssertEqual(place(of: "{\"description\": \"é\", x}"), "1:22")
        assertRejects("{\"sections\": [", path: "sections[0]", message: "malformed JSON: the input ends where a value was expected")
        assertRejects("  \n ", path: "", message: "malformed JSON: the input is empty")
        // 1e400 is valid JSON but no Double: named as out of range, at its place (was "malformed JSON" with no place).
        assertRejects("{\"a\": 1e400}", path: "a", message: "number out of range: 1e400")
        XCTAssertEqual(place(of: "{\"a\": 1e400}"), "1:7")
    }

    /// `line:column` of the error `json` is rejected with.
    private func place(of json: String) -> String? {
        do {
            _ = try LayoutDocument.parse(json)
            return nil
        } catch let error as LayoutDocumentError {
            return error.line.flatMap { line in error.column.map { "\(line):\($0)" } }
        } catch {
            return nil
        }
    }

    func testTypoSuggestions() {
        XCTAssertEqual(suggestion(for: "itemz", among: ["items", "group"]), "items")
        XCTAssertEqual(suggestion(for: "LAYOUTSIZE", among: ["layoutSize"]), "layoutSize")
        XCTAssertNil(suggestion(for: "zzz", among: ["items", "group"]))
        XCTAssertEqual(editDistance("kitten", "sitting"), 3)
    }
}
