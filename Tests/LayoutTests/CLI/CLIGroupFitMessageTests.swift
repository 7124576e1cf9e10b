import LayoutKitLinux
import XCTest

/// "This group cannot fit even a single item" says which subitem, its resolved length, the length the group has, and
/// where the group is in the file (issue #28, item 5; Docs/CLI.md, "Exit status and errors").
final class CLIGroupFitMessageTests: XCTestCase {
    /// The group on line 3, from column 11; its one subitem is 400 pt wide in a 320-pt group.
    private let document = """
    {"container": {"width": 320, "height": 480},
     "sections": [{"items": 3,
      "group": {"group": "horizontal", "layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"},
        "subitems": [{"layoutSize": {"widthDimension": "absolute(400)", "heightDimension": "fractionalHeight(1)"}}]}}]}
    """

    func testTheMessageNamesTheSubitemItsLengthTheRoomAndTheLine() throws {
        let result = try LayoutDumpRunner.run(["-"], stdin: Data(document.utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("Error: <stdin>: line 3, column 12: the layout cannot be solved: section 0 > group: "
            + "This group cannot fit even a single item: subitems[0] resolves to 400 pt along the group's width (with its edge spacing), "
            + "and the group has 320 pt."), result.stderr)
    }

    func testTheLibraryErrorNamesTheSubitemAndTheLocationIsFoundInTheText() throws {
        let parsed = try LayoutDocument.parse(document)
        XCTAssertThrowsError(try parsed.makeLayout().solve(parsed.makeContext())) { error in
            XCTAssertTrue(String(describing: error).contains("subitems[0] resolves to 400 pt along the group's width"), "\(error)")
        }
        // Line 4 holds the subitems, indented four spaces: "subitems" at column 5, its first element's "{" at column 18.
        let location = LayoutDocument.location(ofSolverPath: "section 0 > group > subitems[0]", in: Data(document.utf8))
        XCTAssertEqual(location?.line, 4)
        XCTAssertEqual(location?.column, 18)
        XCTAssertNil(LayoutDocument.location(ofSolverPath: "section 0", in: Data("not json".utf8)))
    }
}
