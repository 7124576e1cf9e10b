import Foundation
import LayoutKitLinux

// The values options take, read from their text. Each throws `InvalidValue` saying what would be valid; the parser
// adds the option's name (ArgumentParser.swift).

/// Render's formats, comma-separated, each once, in the order given.
func outputFormats(_ text: String) throws -> [OutputFormat] {
    try list(text, of: OutputFormat.self, expecting: "expected a comma-separated list of")
}

/// Update's formats, comma-separated.
func updateFormats(_ text: String) throws -> [UpdateFormat] {
    try list(text, of: UpdateFormat.self, expecting: "update prints a comma-separated list of")
}

private func list<Format: RawRepresentable & CaseIterable & Equatable>(_ text: String, of _: Format.Type,
                                                                     expecting: String) throws -> [Format] where Format.RawValue == String {
    var result: [Format] = []
    let names = Format.allCases.map(\.rawValue)
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let name = part.trimmingCharacters(in: .whitespaces)
        guard let format = Format(rawValue: name) else {
            throw InvalidValue(reason: "unknown format '\(name)'; \(expecting) \(names.joined(separator: ", "))" + suggestion(for: name, among: names))
        }
        if !result.contains(format) { result.append(format) }
    }
    return result
}

func colorChoice(_ text: String) throws -> ColorChoice {
    guard let choice = ColorChoice(rawValue: text) else {
        throw InvalidValue(reason: "expected auto, always or never" + suggestion(for: text, among: ColorChoice.allCases.map(\.rawValue)))
    }
    return choice
}

/// A device preset by name (`LayoutDevice.named`: case, spaces and punctuation do not matter).
func deviceNamed(_ text: String) throws -> LayoutDevice {
    if let device = LayoutDevice.named(text) { return device }
    // Suggest by the same normalised form the lookup compares.
    func key(_ name: String) -> String { String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }
    let names = LayoutDevice.all.map(\.name)
    var message = "unknown device '\(text)'"
    // A name the typed text begins ("iPhone SE" for "iPhone SE (3rd generation)"), the shortest such; else, of equally
    // close names, the one nearest in length ("iphone61" means the iPhone 16, not the 16e).
    let typed = key(text)
    let candidates = names.sorted { abs(key($0).count - typed.count) < abs(key($1).count - typed.count) }
    let completed = typed.count >= 3 ? candidates.first { key($0).hasPrefix(typed) } : nil
    if let guess = completed ?? closest(typed, among: candidates.map(key)).flatMap({ guess in candidates.first { key($0) == guess } }) {
        message += " (did you mean '\(guess)'?)"
    }
    throw InvalidValue(reason: message + "; expected one of: \(names.joined(separator: ", "))"
                           + " (case, spaces and punctuation do not matter, e.g. iphone16pro)", standsAlone: true)
}

/// `all`, or device names separated by commas.
func deviceList(_ text: String) throws -> [LayoutDevice] {
    if text.trimmingCharacters(in: .whitespaces).lowercased() == "all" { return LayoutDevice.all }
    return try text.split(separator: ",", omittingEmptySubsequences: false).map { try deviceNamed($0.trimmingCharacters(in: .whitespaces)) }
}

func containerSize(_ text: String) throws -> CGSize {
    let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
    guard parts.count == 2, let width = positiveNumber(parts[0]), let height = positiveNumber(parts[1]),
          width <= LayoutDocument.maximumLength, height <= LayoutDocument.maximumLength else {
        throw InvalidValue(reason: "expected WIDTHxHEIGHT in points, two positive numbers up to \(Int(LayoutDocument.maximumLength)), e.g. 390x844")
    }
    return CGSize(width: width, height: height)
}

/// `X,Y` in points, each a plain decimal number that may be negative.
func point(_ text: String) throws -> CGPoint {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, parts.allSatisfy(isPlainNumber), let x = Double(parts[0]), let y = Double(parts[1]),
          abs(x) <= Double(LayoutDocument.maximumLength), abs(y) <= Double(LayoutDocument.maximumLength) else {
        throw InvalidValue(reason: "expected X,Y in points, two numbers from -1000000 to 1000000, e.g. 0,300")
    }
    return CGPoint(x: x, y: y)
}

/// `X,Y,W,H` in points: an origin that may be negative and a positive size.
func rectangle(_ text: String) throws -> CGRect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    let numbers = parts.compactMap { isPlainNumber($0) ? Double($0) : nil }
    guard parts.count == 4, numbers.count == 4, numbers.allSatisfy({ abs($0) <= 1e12 }), numbers[2] > 0, numbers[3] > 0 else {
        throw InvalidValue(reason: "expected X,Y,WIDTH,HEIGHT in points, a positive width and height, e.g. 0,5000,390,844")
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
}

/// A start along the scroll axis, in points.
func scrollOffset(_ text: String) throws -> CGFloat {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard isPlainNumber(trimmed), let number = Double(trimmed), abs(number) <= 1e12 else {
        throw InvalidValue(reason: "expected a number of points along the scroll axis, e.g. 5000")
    }
    return CGFloat(number)
}

/// The largest difference, in points, that still counts as equal.
func tolerance(_ text: String) throws -> CGFloat {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard isPlainNumber(trimmed), !trimmed.hasPrefix("-"), let number = Double(trimmed), number <= 1_000_000 else {
        throw InvalidValue(reason: "expected a number of points from 0 to 1000000, e.g. 0.5")
    }
    return CGFloat(number)
}

/// A picture's width in pixels (`--fit-width`): a finite number greater than zero, at most the document limit.
func pixelWidth(_ text: String) throws -> CGFloat {
    guard let value = positiveNumber(text), value <= LayoutDocument.maximumLength else {
        throw InvalidValue(reason: "expected a number of pixels greater than 0 and at most \(Int(LayoutDocument.maximumLength)), e.g. 800")
    }
    return value
}

func displayScale(_ text: String) throws -> CGFloat {
    guard let value = positiveNumber(text), LayoutContext.supportedDisplayScales.contains(value) else {
        throw InvalidValue(reason: "expected 1, 2 or 3 (the scales of UIKit's displays)")
    }
    return value
}

/// `--uikit`: a UIKit version by its number (14, 15) or `current`; the `LayoutContext.PixelRounding` names are accepted too.
func pixelRounding(_ text: String) throws -> LayoutContext.PixelRounding {
    let versions: [String: LayoutContext.PixelRounding] = ["14": .iOS14, "15": .iOS15, "current": .current]
    if let rounding = versions[text] ?? LayoutContext.PixelRounding(rawValue: text) { return rounding }
    throw InvalidValue(reason: "expected 14, 15 or current (the UIKit version whose pixel rounding the frames follow)")
}

/// A builder of a Swift layout file, as a call: one line of Swift (it is compiled on a line of its own).
func builderCall(_ text: String) throws -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline), trimmed.count <= 1_000 else {
        throw InvalidValue(reason: "expected a Swift expression on one line that makes a layout or a section, e.g. 'FeedLayout.make()'")
    }
    return trimmed
}

func integer(_ text: String, in range: ClosedRange<Int>) throws -> Int {
    guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
        throw InvalidValue(reason: "expected an integer from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
}

/// A plain decimal number greater than zero (no `inf`, `nan` or hexadecimal).
func positiveNumber(_ text: String) -> CGFloat? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard isPlainNumber(trimmed), !trimmed.hasPrefix("-"), let value = Double(trimmed), value.isFinite, value > 0 else { return nil }
    return CGFloat(value)
}

/// A decimal number with an optional sign, digits and at most one point: `12`, `-0.5`, `.5`, `3.` (never `inf`,
/// `nan`, `1e3` or hexadecimal, which `Double(_:)` would accept).
private func isPlainNumber(_ text: String) -> Bool {
    text.range(of: #"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)$"#, options: .regularExpression) != nil
}
