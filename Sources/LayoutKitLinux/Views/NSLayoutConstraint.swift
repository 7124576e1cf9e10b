import Foundation

/// Auto Layout's constraints (UIKit: `NSLayoutConstraint` and the anchors), kept and never solved: a cell's
/// constraints compile and a test can read them, but they size nothing (Docs/DataSource.md, "What is headless"). A
/// cell sizes its estimated items by overriding `preferredLayoutAttributesFitting(_:)` or `systemLayoutSizeFitting`.
@MainActor
open class NSLayoutConstraint {
    /// The relation between the two sides (UIKit: `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    public let firstAnchor: AnyObject
    public let secondAnchor: AnyObject?
    public let relation: Relation
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var isActive = false

    init(_ first: AnyObject, _ relation: Relation, _ second: AnyObject?, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        firstAnchor = first
        secondAnchor = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}

/// An edge, centre or dimension of a view or layout guide (UIKit: `NSLayoutAnchor`).
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide it belongs to.
    public private(set) weak var item: AnyObject?
    public let name: String

    init(_ item: AnyObject, _ name: String) {
        self.item = item
        self.name = name
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint(self, .equal, anchor) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .greaterThanOrEqual, anchor)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .lessThanOrEqual, anchor)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .greaterThanOrEqual, anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .lessThanOrEqual, anchor, constant: c)
    }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(self, .equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .greaterThanOrEqual, nil, constant: c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(self, .lessThanOrEqual, nil, constant: c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, multiplier: m)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, multiplier: m, constant: c)
    }
}

/// The anchors of a view, made on demand.
extension UIView {
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "top") }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "bottom") }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "centerY") }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "firstBaseline") }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "lastBaseline") }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "leading") }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "trailing") }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "left") }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "right") }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "centerX") }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, "width") }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, "height") }
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owner: self, identifier: "UIViewLayoutMarginsGuide") }
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owner: self, identifier: "UIViewSafeAreaLayoutGuide") }
    public var readableContentGuide: UILayoutGuide { UILayoutGuide(owner: self, identifier: "UIViewReadableContentGuide") }
}

/// The anchors of a layout guide, made on demand.
extension UILayoutGuide {
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "top") }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "bottom") }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "centerY") }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "leading") }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "trailing") }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "left") }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "right") }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "centerX") }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, "width") }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, "height") }
}
