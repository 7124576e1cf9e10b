import Foundation

/// Text that came from a document or an app (identifiers, element kinds, file names) made safe to print on a
/// terminal: every control character is written as a visible escape, so a document cannot send the terminal an
/// escape sequence (recolour, clear the screen, retitle the window), a bell, a NUL or a backspace that rubs out what
/// was printed before it (issue #29, item 6; Docs/Reliability.md, "Terminal safety").
///
/// The one place that decides what is a control character and how it is written: ASCII drawings (their labels),
/// `visualDescription()` and `describe`, the `update` drawings, lint reports, `layout-dump`'s error messages on
/// standard error, and the quoted fields of frame dumps (`quoted`, which writes the same `\uXXXX` form) all use it.
/// Our own colour escapes (`--color`) are added after the text is escaped, so they still work.
public enum TerminalText {
    /// C0 controls (U+0000…U+001F: NUL, BEL, BS, TAB, LF, ESC, …), DEL (U+007F) and the C1 controls
    /// (U+0080…U+009F, among them U+009B, which some terminals take as the start of a control sequence, as ESC [).
    /// The C0 and C1 sets are ECMA-48's (https://ecma-international.org/publications-and-standards/standards/ecma-48/).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }

    /// `text` with each control character written as `\n`, `\t`, `\r`, or `\uXXXX` (four hex digits, as JSON writes
    /// them); a newline is kept as it is when `keepingNewlines` (a message of several lines). Text without control
    /// characters is returned unchanged.
    public static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) && !(keepingNewlines && scalar == "\n") {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The visible form of one control character.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: return String(format: "\\u%04X", scalar.value)
        }
    }
}
