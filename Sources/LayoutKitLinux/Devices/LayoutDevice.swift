import Foundation

/// A device a layout can be solved on: the full-screen collection view of a `UICollectionViewController` on that
/// device, in portrait and landscape (not a UIKit name; Docs/Devices.md gives every value's source and confidence).
///
/// ```swift
/// let context = LayoutContext(device: .iPhone16ProMax, orientation: .landscapeLeft, itemCounts: [20])
/// ```
public struct LayoutDevice: Hashable, Sendable, CustomStringConvertible {
    /// One orientation of the screen, as the view controller's root view reports it.
    public struct Screen: Hashable, Sendable {
        /// The screen's bounds size in points (`UIScreen.bounds.size` in this orientation).
        public var size: CGSize
        public var safeAreaInsets: NSDirectionalEdgeInsets
        /// The view's `directionalLayoutMargins`: the system minimum margins plus the safe area.
        public var layoutMargins: NSDirectionalEdgeInsets
        /// From the view's edges to its `readableContentGuide` (at the default text size).
        public var readableContentInsets: NSDirectionalEdgeInsets
        public var horizontalSizeClass: UIUserInterfaceSizeClass
        public var verticalSizeClass: UIUserInterfaceSizeClass

        public init(size: CGSize, safeAreaInsets: NSDirectionalEdgeInsets, layoutMargins: NSDirectionalEdgeInsets,
                    readableContentInsets: NSDirectionalEdgeInsets, horizontalSizeClass: UIUserInterfaceSizeClass,
                    verticalSizeClass: UIUserInterfaceSizeClass) {
            self.size = size
            self.safeAreaInsets = safeAreaInsets
            self.layoutMargins = layoutMargins
            self.readableContentInsets = readableContentInsets
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
        }
    }

    /// The marketing name, as in Xcode's simulator list ("iPhone 16 Pro").
    public var name: String
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// `UIScreen.scale`: 3 on current iPhones, 2 on iPads and the iPhone SE.
    public var displayScale: CGFloat
    public var portrait: Screen
    public var landscape: Screen

    public init(name: String, userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat, portrait: Screen, landscape: Screen) {
        self.name = name
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The screen in `orientation`; `.unknown` is read as portrait, as a device lying flat starts.
    public func screen(in orientation: UIInterfaceOrientation) -> Screen {
        orientation.isLandscape ? landscape : portrait
    }

    /// What the device's views report: size classes, idiom and display scale in `orientation`, left to right.
    public func traitCollection(in orientation: UIInterfaceOrientation) -> UITraitCollection {
        let screen = screen(in: orientation)
        return UITraitCollection(displayScale: displayScale, layoutDirection: .leftToRight,
                                 horizontalSizeClass: screen.horizontalSizeClass, verticalSizeClass: screen.verticalSizeClass,
                                 userInterfaceIdiom: userInterfaceIdiom)
    }

    public var description: String { name }

    /// The preset whose name, or the name of its static property, matches `name`, ignoring case, spaces,
    /// hyphens and parentheses ("iPhone 16 Pro", "iphone16pro", "iPhone-16-Pro" and "iPadPro13" all name a
    /// preset); nil when none does.
    public static func named(_ name: String) -> LayoutDevice? {
        let key = searchKey(name)
        return presets.first { searchKey($0.shortName) == key || searchKey($0.device.name) == key }?.device
    }

    /// The form `named(_:)` compares: lower case, letters and digits only.
    static func searchKey(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

extension LayoutContext {
    /// The full-screen collection view of a `UICollectionViewController` on `device`: the screen's size, safe
    /// area, layout margins, readable content insets, display scale, size classes and idiom in `orientation`.
    public init(device: LayoutDevice, orientation: UIInterfaceOrientation = .portrait, itemCounts: [Int]) {
        let screen = device.screen(in: orientation)
        self.init(containerSize: screen.size, itemCounts: itemCounts)
        safeAreaInsets = screen.safeAreaInsets
        layoutMargins = screen.layoutMargins
        readableContentInsets = screen.readableContentInsets
        traitCollection = device.traitCollection(in: orientation)
    }
}
