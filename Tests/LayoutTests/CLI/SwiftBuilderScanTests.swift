import Foundation
import XCTest
@testable import layout_dump

/// What the light scan of a Swift layout file finds to call (Docs/CLI.md, "Swift layout files"), without compiling.
final class SwiftBuilderScanTests: XCTestCase {
    private func calls(_ source: String) -> [String] {
        SwiftBuilderScan.builders(in: source).map(\.call)
    }

    func testFindsFreeStaticInstanceLazyAndSubclassBuilders() {
        let source = """
        import LayoutKitLinux

        func makeShelf() -> UICollectionViewCompositionalLayout { fatalError() }

        enum Feed {
            static func make() -> UICollectionViewLayout { fatalError() }
            static var banner: NSCollectionLayoutSection { fatalError() }
            class func legacy() throws -> UICollectionViewLayout { fatalError() }
        }

        extension UICollectionViewLayout {
            static func adaptive() -> UICollectionViewLayout { fatalError() }
        }

        final class Screen {
            private(set) lazy var collectionViewLayout: UICollectionViewLayout = createLayout()
            func createLayout() -> UICollectionViewLayout { fatalError() }
            let form: UICollectionViewCompositionalLayout = {
                fatalError()
            }()
        }

        final class StoreLayout: UICollectionViewCompositionalLayout {
            convenience init() { fatalError() }
        }
        """
        XCTAssertEqual(calls(source), ["makeShelf()", "Feed.make()", "Feed.banner", "Feed.legacy()", "UICollectionViewLayout.adaptive()",
                                       "Screen().collectionViewLayout", "Screen().createLayout()", "Screen().form", "StoreLayout()"])
        let lazy = SwiftBuilderScan.builders(in: source).first { $0.call == "Screen().collectionViewLayout" }
        XCTAssertEqual(lazy?.owner, "Screen")
        XCTAssertEqual(lazy?.member, "collectionViewLayout")
        XCTAssertEqual(lazy?.line, 16)
    }

    func testNestedTypesAreCalledByTheirFullName() {
        let source = """
        enum Screens {
            enum Feed {
                static func make() -> UICollectionViewLayout { fatalError() }
            }
        }
        """
        XCTAssertEqual(calls(source), ["Screens.Feed.make()"])
    }

    /// What the generated caller cannot reach, or cannot call without arguments, is left out.
    func testSkipsPrivateGenericLocalAndArgumentTakingDeclarations() {
        let source = """
        enum Feed {
            private static func hidden() -> UICollectionViewLayout { fatalError() }
            fileprivate static var alsoHidden: UICollectionViewLayout { fatalError() }
            static func make(columns: Int) -> UICollectionViewLayout { fatalError() }
            static func section(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { fatalError() }
            static func make() -> UICollectionViewLayout {
                let local: UICollectionViewLayout = fatalError()
                func nested() -> UICollectionViewLayout { local }
                return nested()
            }
        }
        private enum Secret { static func make() -> UICollectionViewLayout { fatalError() } }
        struct Generic<T> { static func make() -> UICollectionViewLayout { fatalError() } }
        protocol Factory { static func make() -> UICollectionViewLayout }
        """
        XCTAssertEqual(calls(source), ["Feed.make()"])
    }

    /// Braces and declarations in comments and strings (interpolations and raw strings too) are not code.
    func testCommentsAndStringsAreNotCode() {
        let source = #"""
        // func commented() -> UICollectionViewLayout {
        /* enum Fake { static func make() -> UICollectionViewLayout { } /* nested */ } */
        let note = "} static func quoted() -> UICollectionViewLayout {"
        let raw = #"{ "\(note)" }"#
        let text = """
            func inText() -> UICollectionViewLayout {
            """
        enum Real {
            static let label = "\("{")"
            static func make() -> UICollectionViewLayout { fatalError() }
        }
        """#
        XCTAssertEqual(calls(source), ["Real.make()"])
        let blanked = SwiftBuilderScan.blankingCommentsAndStrings(source)
        XCTAssertEqual(blanked.utf8.count, source.utf8.count)
        XCTAssertEqual(blanked.filter { $0 == "\n" }.count, source.filter { $0 == "\n" }.count)
    }

    /// The scan reads each line once: a line over the limit is not read, and many builders are all found.
    func testLongLinesAreSkippedAndEveryBuilderOfALargeFileIsFound() {
        let long = "enum Wide { static func make() -> UICollectionViewLayout { fatalError() }" + String(repeating: " ", count: 1_000) + "}"
        XCTAssertEqual(calls(long), [])
        let many = (0..<5_000).map { "enum Layout\($0) { \n    static func make() -> UICollectionViewLayout { fatalError() }\n}" }
        let found = calls(many.joined(separator: "\n"))
        XCTAssertEqual(found.count, 5_000)
        XCTAssertEqual(found.last, "Layout4999.make()")
    }
}
