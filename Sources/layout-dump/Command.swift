import Foundation
import LayoutKitLinux

/// The version `--version` prints.
let toolVersion = "0.2.0"

/// The subcommands; `render` is the default when the first argument names no command.
enum Subcommand: String, CaseIterable, Sendable {
    case render, diff, lint, check, update, help
}

/// What the command line asks for: the parser's answer (ArgumentParser.swift), made without reading the disk.
indirect enum Command: Equatable {
    case render(Options)
    case diff(DiffOptions)
    case lint(LintOptions)
    case check(CheckOptions)
    case update(UpdateOptions)
    case help(Subcommand?)
    case version
    /// A first argument close to a command's name that could also be a file (`layout-dump lnt`): which one it is
    /// only the disk can say, so the run decides (`CommandOrFile.resolved`).
    case commandOrFile(CommandOrFile)
}

/// `layout-dump WORD ...` where WORD names no command but is close to one and looks like no path (no `.` or `/`):
/// a mistyped command unless a file of that name exists, in which case the command line renders it.
struct CommandOrFile: Equatable {
    /// The first argument as typed.
    let word: String
    /// The command it most likely meant.
    let suggestion: Subcommand
    /// The command line read as `render WORD ...`, or why that reading is bad usage.
    let asFile: Result<Command, UsageError>

    /// The unknown-command error the run reports when no file is named `word`.
    var unknownCommand: UsageError {
        UsageError(message: "unknown command '\(word)' (did you mean '\(suggestion.rawValue)'?)")
    }

    /// The command to run: the file reading when `word` names a file (`fileExists` asks the disk), else the error.
    func resolved(fileExists: (String) -> Bool) throws -> Command {
        guard fileExists(word) else { throw unknownCommand }
        return try asFile.get()
    }
}

enum OutputFormat: String, CaseIterable, Sendable {
    case ascii, frames, json, svg, html, describe
}

enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}

/// Options that change the layout a document describes (render, diff of a layout file, lint, update).
struct LayoutOverrides: Equatable {
    /// The device the document is laid out on (Docs/Devices.md), applied before the other overrides.
    var device: LayoutDevice?
    /// The device (given, or the document's default device) turned on its side.
    var landscape = false
    var container: CGSize?
    var contentOffset: CGPoint?
    var rightToLeft = false
    var scale: CGFloat?
    /// `--uikit`: the UIKit version whose pixel rounding the frames follow (Docs/Solver.md, step 3b).
    var pixelRounding: LayoutContext.PixelRounding?
    /// The builders of a Swift layout file to draw (`--call`), as calls (`FeedLayout.make()`); empty: all it declares.
    var calls: [String] = []
}

/// What `render` prints.
struct Options: Equatable {
    var formats: [OutputFormat] = [.ascii, .frames]
    /// The output once per device, each headed by its name.
    var devices: [LayoutDevice] = []
    var overrides = LayoutOverrides()
    var width: Int?
    var maxRows: Int = ASCIIDiagram.defaultMaxRows
    /// The diagram's window: its start along the scroll axis, or a rectangle of the content.
    var windowOffset: CGFloat?
    var windowRect: CGRect?
    var color: ColorChoice = .auto
    /// The `svg` and `html` pictures drawn this many pixels wide (`--fit-width`); nil: one point a pixel.
    var fitWidth: CGFloat?
    /// A path, or `-` for standard input.
    var file: String = ""
}

struct DiffOptions: Equatable {
    var old = ""
    var new = ""
    var tolerance: CGFloat = 0
    var overrides = LayoutOverrides()
}

struct LintOptions: Equatable {
    var file = ""
    var overrides = LayoutOverrides()
}

/// Bad command-line usage: printed as `Error: ...` with the command's usage line, exit status 2.
struct UsageError: Error, Equatable {
    let message: String
    var command: Subcommand = .render
}
