import Foundation
import XCTest
@testable import layout_dump

/// Which library objects a Swift layout file's runner is linked with (Docs/CLI.md, "Swift layout files"): those
/// SwiftPM linked layout-dump with, never a stale object a renamed or deleted source left in the build folder.
final class SwiftFileLibraryObjectsTests: XCTestCase {
    private func scratchBuild() throws -> URL {
        let build = FileManager.default.temporaryDirectory.appendingPathComponent("objects-\(UUID().uuidString)")
        let folder = build.appendingPathComponent("LayoutKitLinux.build")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Finish.swift.o", "Stale.swift.o", "notes.txt"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: build) }
        return build
    }

    func testTheLinkListNamesTheObjectsAndAStaleObjectIsLeftOut() throws {
        let build = try scratchBuild()
        let product = build.appendingPathComponent("layout-dump.product")
        try FileManager.default.createDirectory(at: product, withIntermediateDirectories: true)
        let folder = build.appendingPathComponent("LayoutKitLinux.build").path
        // The list also names layout-dump's own objects (its main), which a runner must not link.
        let list = "\(folder)/Finish.swift.o\n\"\(build.path)/layout_dump.build/main.swift.o\"\n"
        try list.write(to: product.appendingPathComponent("Objects.LinkFileList"), atomically: true, encoding: .utf8)
        XCTAssertEqual(SwiftLayoutBuild.Toolchain.libraryObjects(build: build, objectFolder: folder), ["\(folder)/Finish.swift.o"])
    }

    func testWithoutALinkListEveryObjectInTheFolderIsTaken() throws {
        let build = try scratchBuild()
        let folder = build.appendingPathComponent("LayoutKitLinux.build").path
        XCTAssertEqual(SwiftLayoutBuild.Toolchain.libraryObjects(build: build, objectFolder: folder),
                       ["\(folder)/Finish.swift.o", "\(folder)/Stale.swift.o"])
    }
}
