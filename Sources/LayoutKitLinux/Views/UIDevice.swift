import Foundation

/// The device the app runs on (UIKit: `UIDevice`), headless: `UIDevice.current` answers the idiom and orientation of
/// the device of the most recently made device view still alive (`UICollectionView(device:orientation:collectionViewLayout:)`),
/// else of the last `simulate(_:orientation:)`, a phone in portrait until then (Docs/DataSource.md, "Devices and
/// traits"). A device view's claim ends when the view is released, so a test that made an iPad view does not leave
/// later tests on an iPad. Readable from any thread — layout code asks it inside section providers — hence not
/// `@MainActor` here.
public final class UIDevice: @unchecked Sendable {
    // @unchecked: the mutable state is behind `lock`.
    private let lock = NSLock()
    /// What `simulate` set: the answer when no device view is alive.
    private var simulated: (device: LayoutDevice, orientation: UIInterfaceOrientation) = (.default, .portrait)
    /// The live device views' devices, oldest first, each under the number its view keeps.
    private var claims: [(id: Int, device: LayoutDevice, orientation: UIInterfaceOrientation)] = []
    private var nextClaim = 0

    private var device: LayoutDevice { claims.last?.device ?? simulated.device }
    private var interfaceOrientation: UIInterfaceOrientation { claims.last?.orientation ?? simulated.orientation }

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

    /// Not a UIKit name: makes `current` answer for `device` in `orientation` from now on, in place of any device
    /// view's claim; process-wide, so a test that calls it restores it (`simulate(.default)`) when it ends.
    public func simulate(_ device: LayoutDevice, orientation: UIInterfaceOrientation = .portrait) {
        lock.withLock {
            simulated = (device, orientation)
            claims = []
        }
    }

    /// A device view's claim: `current` answers for `device` until `endClaim` with the returned number.
    func claim(_ device: LayoutDevice, orientation: UIInterfaceOrientation) -> Int {
        lock.withLock {
            nextClaim += 1
            claims.append((nextClaim, device, orientation))
            return nextClaim
        }
    }

    /// Ends a claim (its view was released); `current` answers for the latest claim left, or what was simulated.
    func endClaim(_ id: Int) {
        lock.withLock { claims.removeAll { $0.id == id } }
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
