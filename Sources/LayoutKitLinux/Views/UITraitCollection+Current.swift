import Foundation

/// The traits of the code running now (UIKit: `UITraitCollection.current`, iOS 13): UIKit sets it to a view's traits
/// before it calls that view's layout and update methods, and `UIFontMetrics.scaledValue(for:)` without traits reads
/// it (https://developer.apple.com/documentation/uikit/uitraitcollection/current). Here the collection view sets it
/// to its own traits around its layout pass (the layout's `prepare()`, so section providers) and around each call to
/// its data source's providers, and restores the previous value after (Docs/DataSource.md, "Dynamic Type"). Kept per
/// thread, so a layout solved on another thread does not see it; outside those calls it is the default traits
/// (the text size `.large`).
extension UITraitCollection {
    private static let threadKey = "LayoutKitLinux.UITraitCollection.current"

    public static var current: UITraitCollection {
        get { Thread.current.threadDictionary[threadKey] as? UITraitCollection ?? LayoutContext.defaultTraitCollection }
        set { Thread.current.threadDictionary[threadKey] = newValue }
    }

    /// Runs `actions` with this collection as `current`, then restores the previous one (UIKit: `performAsCurrent(_:)`).
    public func performAsCurrent(_ actions: () -> Void) {
        withCurrent(actions)
    }

    /// `performAsCurrent(_:)` returning the body's value: how the collection view wraps its layout pass and providers.
    func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = Thread.current.threadDictionary[Self.threadKey]
        Thread.current.threadDictionary[Self.threadKey] = self
        defer { Thread.current.threadDictionary[Self.threadKey] = previous }
        return try body()
    }
}
