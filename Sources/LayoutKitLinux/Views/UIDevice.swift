import Foundation

/// The device the app runs on (UIKit: `UIDevice`), headless: `UIDevice.current` answers the idiom and orientation of
/// the device a collection view was last made for (`UICollectionView(device:orientation:collectionViewLayout:)`),
/// a phone in portrait until then (Docs/DataSource.md, "Devices and traits"). Readable from any thread — layout
/// code asks it inside section providers — hence not `@MainActor` here.
public final class UIDevice: @unchecked Sendable {
    // @unchecked: the mutable state is behind `lock`.
    private let lock = NSLock()
    private var device: LayoutDevice = .default
    private var interfaceOrientation: UIInterfaceOrientation = .portrait

    private init() {}

    /// The one device.
    public static let current = UIDevice()

    public var userInterfaceIdiom: UIUserInterfaceIdiom { lock.withLock { device.userInterfaceIdiom } }
    /// The physical orientation matching the interface orientation (UIKit's landscape sides are swapped between the two).
    public var orientation: UIDeviceOrientation {
        switch lock.withLock({ interfaceOrientation }) {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        case .unknown: return .unknown
        }
    }
    public var name: String { lock.withLock { device.name } }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The iOS version whose layout rules the library follows by default (Docs/Lists.md, `UICollectionLayoutListMetrics.iOS18`).
    public var systemVersion: String { "18.0" }
    public var isMultitaskingSupported: Bool { true }
    public var isBatteryMonitoringEnabled = false
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}

    /// Not a UIKit name: makes `current` answer for `device` in `orientation` (the collection view's device
    /// initialiser calls it).
    public func simulate(_ device: LayoutDevice, orientation: UIInterfaceOrientation = .portrait) {
        lock.withLock {
            self.device = device
            interfaceOrientation = orientation
        }
    }
}

/// (UIKit: `UIDeviceOrientation`, with its raw values.)
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
