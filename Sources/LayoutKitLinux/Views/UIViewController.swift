import Foundation

/// A view controller (UIKit: `UIViewController`), headless: it makes its view on first access (`loadView()` then
/// `viewDidLoad()`, as UIKit does) so that an app's screen class builds its collection view and data source in a
/// test; the appearance methods are called only when a test calls them (Docs/DataSource.md, "What is headless").
@MainActor
open class UIViewController {
    private var loadedView: UIView?
    private var madeNavigationItem: UINavigationItem?

    /// Setting it also titles the navigation item, as UIKit's documentation of `title` says ("assigning a value to
    /// this property updates the title text of those objects").
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The item a navigation bar would show for this controller (UIKit: `navigationItem`), made on first access.
    /// Held state only: there is no navigation bar here.
    open var navigationItem: UINavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        madeNavigationItem = item
        return item
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public convenience init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) {}

    /// The root view, loaded on first access: a view the size of the default device's screen (Docs/Devices.md).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: CGRect(origin: .zero, size: LayoutDevice.default.portrait.size)) }
        viewDidLoad()
    }

    /// Makes the root view; subclasses set `view` here.
    open func loadView() {
        loadedView = UIView(frame: CGRect(origin: .zero, size: LayoutDevice.default.portrait.size))
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? LayoutContext.defaultTraitCollection }
}

extension UIView {
    /// (UIKit: `UIView.AutoresizingMask`.) Kept; nothing is resized here.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
