import LayoutKitLinux
import XCTest

/// `layout-dump --device NAME [--landscape]`, `--devices all|LIST`, and the default device of a document without
/// a container (Docs/CLI.md, Docs/Devices.md).
final class CLIDeviceTests: XCTestCase {
    /// Examples/two-column-grid.json: section insets 16, columns 0.5 wide with fixed(8) between them, 120 tall.
    private let grid = "Examples/two-column-grid.json"

    func testDeviceOptionLaysTheDocumentOutOnThatScreen() throws {
        // iPhone 16 Pro, 402 wide: the group is 402 - 16 - 16 = 370; two columns resolve 0.5 against 370 - 8 = 362
        // (Docs/Solver.md, step 3c): 181 wide, at x 16 and 16 + 181 + 8 = 205.
        let result = try LayoutDumpRunner.run(["--format", "frames", "--device", "iPhone 16 Pro", grid])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("# layout-dump frames v1\ncontent 402 792\ncell - 0.0 16 16 181 120 0\ncell - 0.1 205 16 181 120 0\n"),
                      result.stdout)
    }

    func testLandscapeTurnsTheDevice() throws {
        // iPhone 16 in landscape: 852 wide, the safe area 59 at each side (the default .safeArea reference insets
        // across the scroll axis): 852 - 118 = 734, less the section's 16 + 16 = 702; columns (702 - 8) / 2 = 347,
        // at x 59 + 16 = 75 and 75 + 347 + 8 = 430.
        let result = try LayoutDumpRunner.run(["--format", "frames", "--device=iphone16", "--landscape", grid])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("content 852 792\ncell - 0.0 75 16 347 120 0\ncell - 0.1 430 16 347 120 0\n"), result.stdout)
    }

    func testDocumentWithoutContainerIsOnTheDefaultDevice() throws {
        // No "container": the iPhone 16, 393 wide; two 0.5 cells of 393 / 2 = 196.5, floored to the 1/3-pt grid of
        // scale 3: 589 / 3 = 196.33; the second at 196.33.
        let json = LayoutJSON.row(items: 2)
        let result = try LayoutDumpRunner.run(["--format", "frames", "-"], stdin: Data(json.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        let frames = try FrameDumpDiff.parse(result.stdout)
        XCTAssertEqual(frames.contentSize, CGSize(width: 393, height: 44))
        XCTAssertEqual(frames.attributes.last?.frame.minX ?? 0, 589.0 / 3, accuracy: 0.001)
        // --landscape turns that default device: 852 wide, 852 - 59 - 59 = 734 across; each 367.
        let turned = try LayoutDumpRunner.run(["--format", "frames", "--landscape", "-"], stdin: Data(json.utf8))
        XCTAssertEqual(turned.status, 0, turned.stderr)
        XCTAssertTrue(turned.stdout.contains("content 852 44\ncell - 0.0 59 0 367 44 0\ncell - 0.1 426 0 367 44 0\n"), turned.stdout)
        // An explicit --container still gives any size.
        let explicit = try LayoutDumpRunner.run(["--format", "frames", "--container", "320x480", "-"], stdin: Data(json.utf8))
        XCTAssertTrue(explicit.stdout.contains("content 320 44\n"), explicit.stdout)
    }

    func testDevicesAllPrintsOneHeadedOutputPerDevice() throws {
        let result = try LayoutDumpRunner.run(["--format", "frames", "--devices", "all", grid])
        XCTAssertEqual(result.status, 0, result.stderr)
        let headings = result.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }
        XCTAssertEqual(headings.count, LayoutDevice.all.count)
        XCTAssertEqual(headings.first, "== iPhone SE (3rd generation), portrait: 375 x 667 pt @2x ==")
        XCTAssertEqual(headings.last, "== iPad Pro 13-inch (M4), portrait: 1032 x 1376 pt @2x ==")
        XCTAssertEqual(result.stdout.components(separatedBy: FrameDump.header).count - 1, LayoutDevice.all.count)
        // A list, in landscape.
        let two = try LayoutDumpRunner.run(["--format", "frames", "--devices", "ipadmini, iPhone16ProMax", "--landscape", grid])
        XCTAssertEqual(two.status, 0, two.stderr)
        XCTAssertTrue(two.stdout.hasPrefix("== iPad mini (A17 Pro), landscape: 1133 x 744 pt @2x ==\n# layout-dump frames v1\n"), two.stdout)
        XCTAssertTrue(two.stdout.contains("\n\n== iPhone 16 Pro Max, landscape: 956 x 440 pt @3x ==\n"), two.stdout)
    }

    func testDevicesWithHTMLMakeOnePageWithATabPerDevice() throws {
        let result = try LayoutDumpRunner.run(["--format", "frames,html", "--devices", "iPhone16,iPadPro13", grid])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("== iPhone 16, portrait: 393 x 852 pt @3x ==\n# layout-dump frames v1\n"), result.stdout)
        XCTAssertEqual(result.stdout.components(separatedBy: "<html").count - 1, 1, "one page")
        XCTAssertTrue(result.stdout.contains("iPad Pro 13-inch (M4), portrait: 1032 x 1376 pt @2x"))
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }.count, 2, "a heading per device for the frames")
    }

    func testUnknownDeviceListsTheValidNamesAndSuggestsOne() throws {
        let result = try LayoutDumpRunner.run(["--device", "iPhone 16 Prox", grid])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("Error: unknown device 'iPhone 16 Prox' (did you mean 'iPhone 16 Pro'?); expected one of: "
                                              + "iPhone SE (3rd generation), iPhone 16e,"), result.stderr)
        XCTAssertTrue(result.stderr.contains("iPad Pro 13-inch (M4)"), result.stderr)
        XCTAssertEqual(result.stdout, "")
        let swapped = try LayoutDumpRunner.run(["--device", "iphone61", grid])
        XCTAssertTrue(swapped.stderr.hasPrefix("Error: unknown device 'iphone61' (did you mean 'iPhone 16'?)"), swapped.stderr)
        let list = try LayoutDumpRunner.run(["--devices", "iphone16,nokia", grid])
        XCTAssertEqual(list.status, 2)
        XCTAssertTrue(list.stderr.hasPrefix("Error: unknown device 'nokia'; expected one of:"), list.stderr)
    }

    func testDeviceMisuseIsABadUsage() throws {
        let both = try LayoutDumpRunner.run(["--device", "iPhone16", "--devices", "all", grid])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("--device and --devices cannot be combined"), both.stderr)
        // A document with a container is a plain view: --landscape alone has no device to turn.
        let plain = try LayoutDumpRunner.run(["--landscape", grid])
        XCTAssertEqual(plain.status, 2)
        XCTAssertTrue(plain.stderr.contains("--landscape turns a device on its side"), plain.stderr)
        // A frame dump is already solved.
        let dump = "# layout-dump frames v1\ncontent 100 44\ncell - 0.0 0 0 100 44 0\n"
        let frames = try LayoutDumpRunner.run(["--device", "iPhone16", "-"], stdin: Data(dump.utf8))
        XCTAssertEqual(frames.status, 2)
        XCTAssertTrue(frames.stderr.contains("need a layout document"), frames.stderr)
        let flag = try LayoutDumpRunner.run(["--landscape=yes", grid])
        XCTAssertEqual(flag.status, 2)
    }

    func testDiffAndLintTakeADevice() throws {
        // The same document on two devices differs; on one device it equals itself.
        let same = try LayoutDumpRunner.run(["diff", "--device", "iPadPro11", grid, grid])
        XCTAssertEqual(same.status, 0, same.stderr)
        let lint = try LayoutDumpRunner.run(["lint", "--device", "iPhoneSE3", "--landscape", grid])
        XCTAssertEqual(lint.status, 0, lint.stderr + lint.stdout)
    }
}
