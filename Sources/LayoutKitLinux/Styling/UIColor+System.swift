import Foundation

// The named colours of UIKit, as class properties (UIKit: `class var systemBlue: UIColor { get }`), so that
// `config.backgroundColor = .systemGroupedBackground` compiles unchanged. Docs/Lists.md, "Colours", lists the sources.
//
// * The fixed colours (`.red`, `.gray`, ...) are UIKit's documented component values ("A color object whose RGB
//   values are 1.0, 0.0, and 0.0", "... grayscale value is 0.5"; developer.apple.com/documentation/uikit/uicolor,
//   "Fixed colors").
// * The system and semantic colours are their light-mode ("Default (light)") values in the colour tables of Apple's
//   Human Interface Guidelines, Color (developer.apple.com/design/human-interface-guidelines/color), as published for
//   iOS 13-18. The June 2025 edition (iOS 26) retunes the hues (blue 0,136,255, for instance); the neutral
//   backgrounds, labels, fills and separators are unchanged. Two values are measured in real UIKit pixels as well:
//   `systemGroupedBackground` (242,242,247) and the separator over white (198,198,200), the screenshots of
//   Docs/Lists.md, sources S1 and S2.
extension UIColor {
    /// 8-bit sRGB components, as the HIG tables give them.
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    // MARK: Fixed colours

    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    // MARK: System colours (HIG, light)

    public class var systemRed: UIColor { rgb(255, 59, 48) }
    public class var systemOrange: UIColor { rgb(255, 149, 0) }
    public class var systemYellow: UIColor { rgb(255, 204, 0) }
    public class var systemGreen: UIColor { rgb(52, 199, 89) }
    public class var systemMint: UIColor { rgb(0, 199, 190) }
    public class var systemTeal: UIColor { rgb(48, 176, 199) }
    public class var systemCyan: UIColor { rgb(50, 173, 230) }
    public class var systemBlue: UIColor { rgb(0, 122, 255) }
    public class var systemIndigo: UIColor { rgb(88, 86, 214) }
    public class var systemPurple: UIColor { rgb(175, 82, 222) }
    public class var systemPink: UIColor { rgb(255, 45, 85) }
    public class var systemBrown: UIColor { rgb(162, 132, 94) }
    public class var systemGray: UIColor { rgb(142, 142, 147) }
    public class var systemGray2: UIColor { rgb(174, 174, 178) }
    public class var systemGray3: UIColor { rgb(199, 199, 204) }
    public class var systemGray4: UIColor { rgb(209, 209, 214) }
    public class var systemGray5: UIColor { rgb(229, 229, 234) }
    public class var systemGray6: UIColor { rgb(242, 242, 247) }

    // MARK: Backgrounds (HIG, light)

    public class var systemBackground: UIColor { rgb(255, 255, 255) }
    public class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    public class var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    public class var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    public class var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    public class var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }

    // MARK: Labels, fills, separators, links (HIG, light)

    public class var label: UIColor { rgb(0, 0, 0) }
    public class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    public class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    public class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    public class var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    public class var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    public class var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
    public class var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
    public class var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08) }
    /// Translucent: over white it is (198,198,200), the separator measured in S1 and S2.
    public class var separator: UIColor { rgb(60, 60, 67, 0.29) }
    public class var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    public class var link: UIColor { rgb(0, 122, 255) }
    /// The app's tint, unless it sets one: the system blue.
    public class var tintColor: UIColor { systemBlue }
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
}
