import Foundation

/// A view's layer (Core Animation's `CALayer`), headless: the properties cells set for their look — corner radius,
/// border, shadow, masking — kept so that a test can read them. Nothing is drawn.
open class CALayer {
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    /// Opaque black, as Core Animation's default.
    open var borderColor: CGColor? = UIColor(white: 0, alpha: 1).cgColor
    open var shadowColor: CGColor? = UIColor(white: 0, alpha: 1).cgColor
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var opacity: Float = 1
    open var zPosition: CGFloat = 0
    open var name: String?

    public init() {}
}

/// Which corners `cornerRadius` rounds (Core Animation: `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// (Core Animation: `CALayerCornerCurve`.)
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Core Graphics' colour, which a layer's `borderColor` and `shadowColor` take (`UIColor.red.cgColor`). Foundation
/// on Linux has none; here it is the `UIColor` itself.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour as a layer takes it (UIKit: `cgColor`): the same colour here.
    public var cgColor: CGColor { self }
}
