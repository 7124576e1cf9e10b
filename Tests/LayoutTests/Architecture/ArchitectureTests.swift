import Foundation
import XCTest

/// The line between the rules and the frame store (Docs/Architecture.md), checked by reading the sources, so that it
/// stays drawn: the kernel (`Rules/`), the steps (`Solver/`) and the input types (`Input/`) hold no unsafe code, never
/// snap a position to the pixel and never mirror; the store (`Store/`) is where all three live. And the direction of
/// the folders, read from the types each one names: the kernel names no store or solver type, the store no solver
/// type, and no engine folder depends on itself through another.
final class ArchitectureTests: XCTestCase {
    /// `Sources/LayoutKitLinux`, found from this file's path (Tests/LayoutTests/Architecture/).
    static var moduleRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LayoutKitLinux")
    }

    /// Each Swift file of `folder` (below the module root) with its lines that are code, not comments.
    static func code(in folder: String) throws -> [(file: String, lines: [(number: Int, text: String)])] {
        let directory = moduleRoot.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line -> (Int, String)? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.hasPrefix("//") ? nil : (index + 1, String(line))
            }
            return ("\(folder)/\(name)", lines)
        }
    }

    /// Lines of `folders` containing any of `needles`, as `file:line: text`.
    static func offenders(in folders: [String], containing needles: [String]) throws -> [String] {
        var found: [String] = []
        for folder in folders {
            for (file, lines) in try code(in: folder) {
                for (number, text) in lines where needles.contains(where: { text.contains($0) }) {
                    found.append("\(file):\(number): \(text.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    static let outsideTheStore = ["Rules", "Solver", "Input"]

    func testTheKernelStepsAndInputsHoldNoUnsafeCode() throws {
        let found = try Self.offenders(in: Self.outsideTheStore, containing: ["Unsafe", "unsafe", "@unchecked"])
            // The handler box holds the user's closure, which UIKit's API does not mark Sendable.
            .filter { !$0.contains("struct InvalidationHandlerBox: @unchecked Sendable") }
        XCTAssertEqual(found, [], "unsafe code belongs in Store/ (Docs/Architecture.md)")
    }

    func testOnlyTheStoreSnapsPositionsToThePixel() throws {
        let found = try Self.offenders(in: Self.outsideTheStore, containing: ["grid.position(", "grid.place(", "grid.snapped(", ".roundHalfAway("])
        XCTAssertEqual(found, [], "positions are snapped once, by the frame store (Docs/Solver.md, step 3b; Docs/Architecture.md)")
    }

    func testOnlyTheStoreMirrorsForRightToLeft() throws {
        let found = try Self.offenders(in: Self.outsideTheStore, containing: ["mirrored(inWidth", "RightToLeftMirror("])
            // The solver hands the store the mirror once (step 5); it applies none itself.
            .filter { !$0.contains("store.mirror(RightToLeftMirror(") }
        XCTAssertEqual(found, [], "the right-to-left mirror is applied by the frame store only (Docs/Solver.md, step 5)")
    }

    // MARK: Direction, by type references (FolderReferences.swift)

    static let references = Result { try FolderReferences(moduleRoot: moduleRoot) }

    /// The folders `folder` names types of, with the names, as `Folder: A, B`.
    static func referred(by folder: String) throws -> [String: Set<String>] { try references.get().graph[folder] ?? [:] }

    func testTheKernelNamesOnlyInputGeometryAndModelTypes() throws {
        // The kernel is functions from values to values: it never names how results are kept (Store/) or the order of
        // the steps (Solver/), so a rule can be read, and changed, without them (Docs/Architecture.md).
        let outside = try Self.referred(by: "Rules").filter { !["Input", "Geometry", "Model"].contains($0.key) }
        XCTAssertEqual(outside.mapValues { $0.sorted() }, [:], "Rules/ refers to these folders' types")
    }

    func testTheStoreNamesNoSolverType() throws {
        XCTAssertEqual(try Self.referred(by: "Store")["Solver"]?.sorted() ?? [], [], "Store/ refers to these Solver/ types")
    }

    func testTheEngineFoldersReferToOneAnotherWithoutACycle() throws {
        // Rules ← Store ← Solver, all three reading Input and Geometry: each folder can be read knowing only those it names.
        let engine: Set<String> = ["Geometry", "Input", "Rules", "Store", "Solver"]
        XCTAssertNil(try Self.references.get().cycle(among: engine))
    }

    func testFolderReferencesAreReadFromCodeNotCommentsOrStrings() throws {
        let text = "struct A { let b: B } // C\n/* D */ let e = \"F \\(G.h) I\"\n"
        XCTAssertEqual(FolderReferences.words(Substring(FolderReferences.code(of: text))), ["struct", "A", "let", "b", "B", "let", "e", "G", "h"])
        // The reading sees the references that are there: the store is built on the kernel, the steps on the store.
        XCTAssertTrue(try Self.referred(by: "Store")["Rules"]?.contains("GroupSolver") ?? false)
        XCTAssertTrue(try Self.referred(by: "Solver")["Store"]?.contains("FrameStore") ?? false)
    }

    // MARK: Finishing rules, each applied by one function (Store/Finish.swift)

    func testPinningIsAppliedByOneFunction() throws {
        XCTAssertEqual(try FolderReferences.callers(of: "Pinning.position(", moduleRoot: Self.moduleRoot), ["Store/Finish.swift: pinned"])
        XCTAssertEqual(try FolderReferences.callers(of: "Pinning.zIndex(", moduleRoot: Self.moduleRoot), ["Store/Finish.swift: pinned"])
    }

    func testTheHandlerOverlayIsAppliedByOneFunction() throws {
        // What a visible-items handler gave an element is laid over its attributes in one place, wherever they are made.
        XCTAssertEqual(try FolderReferences.callers(of: "isHidden = look.isHidden", moduleRoot: Self.moduleRoot),
                       ["Store/ElementAppearance.swift: overlay"])
        // Its frame and zIndex are laid over the record a reader made in one function, before the mirror; and only the
        // handler call writes the overlay.
        XCTAssertEqual(try FolderReferences.callers(of: "mirrored(change.frame", moduleRoot: Self.moduleRoot), ["Store/Finish.swift: overlaid"])
        XCTAssertEqual(try FolderReferences.callers(of: "HandlerOverlay.Change(", moduleRoot: Self.moduleRoot), ["Solver/InvalidationCall.swift: run"])
    }

    func testDecorationEdgesAreSnappedByOneFunction() throws {
        XCTAssertEqual(try FolderReferences.callers(of: "grid.position(high", moduleRoot: Self.moduleRoot), ["Store/Finish.swift: edges"])
    }

    func testFramesAreMirroredByOneFunction() throws {
        // Every frame, written or made on demand, is mirrored for right to left as it is read, in one place.
        XCTAssertEqual(try FolderReferences.callers(of: "mirror.apply(", moduleRoot: Self.moduleRoot), ["Store/Finish.swift: mirrored"])
        XCTAssertEqual(try FolderReferences.callers(of: "mirror?.apply(", moduleRoot: Self.moduleRoot), [])
    }

    func testCellsAndBadgesMadeOnDemandAreFinishedByFinish() throws {
        // A cell or badge made on demand is scrolled with its row (and snapped again) in one function; the cursors copy
        // no finishing of their own (they hold a `Finish`).
        XCTAssertEqual(try FolderReferences.callers(of: "] - scroll.offset", moduleRoot: Self.moduleRoot), ["Store/Finish.swift: scrolled"])
    }

    func testPositionsAreSnappedOnlyByFinish() throws {
        // Where an element's position is rounded to the pixel: only `Finish` calls the grid's position functions
        // (`PixelGrid.place`, `position`, `snapped`; PixelSnapping.swift), and `Finish.edges` is called only by the one
        // reader of a decoration (`FrameStore.resolved`). The rounding of *sizes* in the kernel (`PixelGrid.size`, Rules/)
        // is another function.
        XCTAssertEqual(try FolderReferences.callers(of: "grid.place(", moduleRoot: Self.moduleRoot), ["Store/Finish.swift: placed"])
        XCTAssertEqual(try FolderReferences.callers(of: "grid.snapped(", moduleRoot: Self.moduleRoot),
                       ["Store/Finish.swift: placed", "Store/Finish.swift: edges"])
        XCTAssertEqual(try FolderReferences.callers(of: "grid.position(", moduleRoot: Self.moduleRoot),
                       ["Store/Finish.swift: position", "Store/Finish.swift: scrolled", "Store/Finish.swift: edges", "Store/Finish.swift: pinned"])
        XCTAssertEqual(try FolderReferences.callers(of: "Finish.edges(", moduleRoot: Self.moduleRoot), ["Store/FrameStore+SectionOrigins.swift: resolved"])
    }

    func testTheStoreFolderHoldsTheSolversUnsafeCode() throws {
        // The check above would pass on an empty tree; the store must really be where the unsafe code went.
        XCTAssertFalse(try Self.offenders(in: ["Store"], containing: ["Unsafe"]).isEmpty)
        XCTAssertGreaterThan(try Self.code(in: "Rules").count, 15)
    }
}
