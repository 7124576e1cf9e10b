import Foundation
import LayoutKitLinux

/// One command-line option, declared once (DeclaredOptions.swift): its names, its value, its help and what it does.
/// The parser, the help pages, the usage lines and the "did you mean" suggestions all read these declarations, as
/// swift-argument-parser derives them from one `@Option` (its `ArgumentDefinition`), so an option cannot be parsed
/// without being documented, or documented under a name the parser does not know.
struct OptionDeclaration: Sendable {
    /// What the option does when it is given.
    enum Action: Sendable {
        /// A flag: it takes no value (`--rtl`).
        case flag(@Sendable (inout OptionValues) -> Void)
        /// An option with a value, shown as `placeholder` (`--width N`); `apply` reads the value and throws
        /// `InvalidValue` when it is not one the option takes.
        case value(placeholder: String, apply: @Sendable (inout OptionValues, String) throws -> Void)
        /// Ends parsing with the command's help page.
        case help
        /// Ends parsing with the version.
        case version
    }

    /// The long name, dashes included (`--format`).
    let name: String
    /// The one-letter alias, dash included (`-h`), if any.
    let shortName: String?
    /// The commands that accept it. One name may be declared twice for different commands (`--format` of `render`
    /// and of `update` take different values); a command never has two declarations of one name.
    let commands: [Subcommand]
    /// The help text; each line after the first is indented under the first by the help page.
    let help: String
    let action: Action

    init(_ name: String, short shortName: String? = nil, for commands: [Subcommand], help: String, action: Action) {
        self.name = name
        self.shortName = shortName
        self.commands = commands
        self.help = help
        self.action = action
    }

    /// The value's placeholder (`N`), nil for an option without a value.
    var placeholder: String? {
        if case .value(let placeholder, _) = action { return placeholder }
        return nil
    }

    /// Every name the option answers to.
    var names: [String] { [name] + (shortName.map { [$0] } ?? []) }

    /// `--width N`, as the usage line and the help page show it.
    var synopsis: String { placeholder.map { "\(name) \($0)" } ?? name }

    /// Whether the usage line lists it: help and version end the command line rather than shape it.
    var isInUsage: Bool {
        switch action {
        case .help, .version: return false
        case .flag, .value: return true
        }
    }

    /// The options `command` accepts, in declaration order.
    static func accepted(by command: Subcommand) -> [OptionDeclaration] {
        all.filter { $0.commands.contains(command) }
    }

    /// The option of `command` answering to `name` (long or short).
    static func named(_ name: String, for command: Subcommand) -> OptionDeclaration? {
        accepted(by: command).first { $0.names.contains(name) }
    }
}

/// Everything options set, before the parser assembles the command: each declaration's action writes here, and the
/// parser copies what its command uses into the command's options.
struct OptionValues {
    var render = Options()
    var diff = DiffOptions()
    var check = CheckOptions()
    var update = UpdateOptions()
    /// The options that change the layout, shared by render, diff, lint and update.
    var overrides = LayoutOverrides()
}

/// A value an option does not take: why, and what would be valid. The parser adds the option's name and the value
/// (`invalid --width 'abc': expected an integer from 10 to 10000`), so the name is spelled only in the declaration.
struct InvalidValue: Error {
    let reason: String
    /// The reason is the whole message (`unknown device 'x' (did you mean ...)`): it names the value itself.
    var standsAlone = false
}
