import Foundation

/// A colour, as layout code sets it on a list's background or a contextual action (UIKit: `UIColor`).
///
/// Colours never change a frame; LayoutKitLinux keeps them so that code which sets one compiles and so that tests can
/// read back what was set. A colour is four components in the extended sRGB colour space, each usually 0…1, and is
/// compared by value (UIKit's `isEqual:` compares components in the same colour space). The system colours
/// (`UIColor+System.swift`) are their light-mode values: there is no dark mode or increased contrast on Linux, so
/// `resolvedColor(with:)` returns the colour itself.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    // Immutable after init, hence @unchecked Sendable (UIKit's UIColor is Sendable too). Not public: UIKit reads
    // components out through `getRed(_:green:blue:alpha:)`, and so do users here.
    let redComponent: CGFloat
    let greenComponent: CGFloat
    let blueComponent: CGFloat
    let alphaComponent: CGFloat

    /// Components in the extended sRGB space, as UIKit takes them (not clamped; alpha is clamped to 0…1 as UIKit does).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        redComponent = red
        greenComponent = green
        blueComponent = blue
        alphaComponent = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    }

    /// A grey: the same value in every component.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Hue, saturation and brightness (HSB), each 0…1, converted to sRGB components with the usual hexcone formula
    /// (hue × 6 picks the sector; UIKit documents the same model).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        // A hue that is not a number reads as 0 (red) rather than trapping on the sector's conversion to Int.
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0, s = saturation, v = brightness
        let sector = min(Int(h), 5), f = h - CGFloat(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A colour from the app's asset catalogue. There is none on Linux, so, as UIKit does for a name it cannot find,
    /// this is nil: `config.backgroundColor = UIColor(named: "Background")` compiles and leaves the default.
    public convenience init?(named name: String) {
        return nil
    }

    /// A colour that UIKit resolves per trait collection. There is one appearance here (light), so the provider is
    /// asked once, with a trait collection that specifies nothing, and its answer is kept.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection())
        self.init(red: resolved.redComponent, green: resolved.greenComponent, blue: resolved.blueComponent,
                  alpha: resolved.alphaComponent)
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
    }

    /// The colour itself: LayoutKitLinux has one appearance, light.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// UIKit's component read-out: writes each component a pointer is given for and answers true.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = redComponent
        green?.pointee = greenComponent
        blue?.pointee = blueComponent
        alpha?.pointee = alphaComponent
        return true
    }

    /// UIKit answers false for a colour that is not a grey; so does this.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard redComponent == greenComponent, greenComponent == blueComponent else { return false }
        white?.pointee = redComponent
        alpha?.pointee = alphaComponent
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.redComponent == rhs.redComponent && lhs.greenComponent == rhs.greenComponent
            && lhs.blueComponent == rhs.blueComponent && lhs.alphaComponent == rhs.alphaComponent
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
    }

    /// UIKit's shape for an sRGB colour: `UIExtendedSRGBColorSpace 1 0 0 1`.
    open var description: String {
        "UIExtendedSRGBColorSpace \(Self.format(redComponent)) \(Self.format(greenComponent)) "
            + "\(Self.format(blueComponent)) \(Self.format(alphaComponent))"
    }

    /// Up to six significant decimals, no trailing zeros (`0.5`, `0.239216`), as `%g` prints.
    private static func format(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
