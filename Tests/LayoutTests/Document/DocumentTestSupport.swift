import Foundation
import XCTest
@testable import LayoutKitLinux

extension XCTestCase {
    /// Asserts the document is rejected at `path`, with a message containing `message`, and that the error names its
    /// line and column (every document error has a place).
    func assertDocumentRejects(_ json: String, path: String, message: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try LayoutDocument.parse(json)
            XCTFail("expected an error at \(path)", file: file, line: line)
        } catch let error as LayoutDocumentError {
            XCTAssertEqual(error.path, path, "message: \(error.message)", file: file, line: line)
            XCTAssertTrue(error.message.contains(message), "\(error.message)\n  does not contain: \(message)", file: file, line: line)
            guard let errorLine = error.line, let errorColumn = error.column else {
                return XCTFail("no line and column in \(error)", file: file, line: line)
            }
            let place = "line \(errorLine), column \(errorColumn)"
            XCTAssertEqual(error.description, path.isEmpty ? "\(place): \(error.message)" : "\(place): \(path): \(error.message)",
                           file: file, line: line)
        } catch {
            XCTFail("expected LayoutDocumentError, got \(error)", file: file, line: line)
        }
    }
}
