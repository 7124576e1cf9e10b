import Foundation
import LayoutKitLinux

/// Lints a layout document; 0 when it has no problems, 1 otherwise.
func lint(_ options: LintOptions) throws -> Int32 {
    let (name, data) = try readInput(options.file)
    let parsed: LayoutDocument
    do {
        parsed = try readDocument(from: data, name: name, overrides: options.overrides)
    } catch let error as InputError {
        throw InputError(message: error.message, command: .lint)
    }
    let warnings = LayoutLint.check(parsed)
    write(LayoutLint.report(warnings, file: name), to: .standardOutput)
    return warnings.isEmpty ? 0 : 1
}
