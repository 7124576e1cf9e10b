import Foundation

/// The collection view (UIKit: `UICollectionView`), headless (Docs/DataSource.md): it asks its data source for
/// counts, prepares its layout object with them, makes cells for the visible index paths only, reuses them as
/// UIKit does, and keeps their frames, content and state for tests and dumps. Nothing is drawn, animated or touched.
///
/// Also what a layout prepared outside any view sees (`UICollectionViewLayout.prepare(in:)`): a view made from a
/// `LayoutContext`. The geometry a layout reads (`bounds`, `contentOffset`, insets, traits, counts) is readable off
/// the main actor for the layout's `prepare()`; everything else is `@MainActor`, as in UIKit.
@MainActor
open class UICollectionView: UIScrollView {
    /// What the layout sees besides the view's own geometry and counts: safe area, margins, readable insets, traits,
    /// self-sizing… Written on the main actor only.
    nonisolated(unsafe) var environment: LayoutContext
    /// Items per section, as last read from the data source (nil: not read yet, or `reloadData()` since).
    nonisolated(unsafe) var loadedCounts: [Int]?
    /// The sizing function of the current layout pass: the cells' own (Docs/DataSource.md, "Self-sizing cells").
    nonisolated(unsafe) var passSizing: ((SizingRequest) -> CGSize)?

    /// The layout object; setting it lays out again (`setCollectionViewLayout(_:animated:)` does the same).
    open var collectionViewLayout: UICollectionViewLayout {
        willSet { collectionViewLayout.attachedView = nil }
        didSet {
            collectionViewLayout.attachedView = self
            setNeedsCollectionLayout()
        }
    }
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }
    open weak var delegate: (any UICollectionViewDelegate)?
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var selectionFollowsFocus = false
    open var isPrefetchingEnabled = true
    open var dragInteractionEnabled = false
    open var remembersLastFocusedIndexPath = false
    open var isEditing = false
    /// UIKit's `selfSizingInvalidation` (iOS 16) is accepted; cells are sized on every layout pass here.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    // MARK: Views and reuse

    var registeredCellClasses: [String: AnyClass] = [:]
    var registeredSupplementaryClasses: [String: [String: AnyClass]] = [:]
    /// Views waiting to be dequeued again, by reuse identifier (cells) or `kind|identifier` (supplementaries).
    var reusePool: [String: [UICollectionReusableView]] = [:]
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementariesByKey: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The decoration views shown, by kind and index path (UICollectionView+Decorations.swift).
    var visibleDecorationsByKey: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Cells measured in this pass (self-sizing), kept for display so that the data source is asked once.
    var measuredCells: [IndexPath: UICollectionViewCell] = [:]
    var selectedIndexPaths: [IndexPath] = []
    var misuse = DataSourceMisuseRecord()
    /// What the data source is being asked for now (the element kind, nil for a cell), to check what it dequeues.
    var currentRequest: (kind: String?, indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes?)?
    /// The batch update being collected by `performBatchUpdates`.
    var pendingBatch: BatchUpdate?
    var layoutIsPrepared = false
    var preparedBounds: CGRect?
    /// The start of the visible area (`context.contentOffset`) the layout was last prepared with.
    var preparedVisibleStart: CGPoint?
    /// The item being moved interactively, and where it would go now.
    var interactiveMovement: (from: IndexPath, target: IndexPath)?
    /// The item being reconfigured: a dequeue for it hands back its visible cell (UIKit's `reconfigureItems`).
    var reconfiguring: IndexPath?
    /// The adjusted content inset the view last laid out with (nil before its first layout).
    var settledAdjustedInset: UIEdgeInsets?
    /// The number of this view's claim on `UIDevice.current`, when it was made for a device.
    nonisolated(unsafe) var deviceClaim: Int?

    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        environment = LayoutContext(containerSize: frame.size, itemCounts: [])
        super.init(frame: frame)
        layout.attachedView = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewLayout()
        environment = LayoutContext(containerSize: .zero, itemCounts: [])
        super.init(coder: coder)
    }

    /// The headless view a layout is prepared in (`UICollectionViewLayout.prepare(in:)`): the context's size, offset,
    /// insets, traits and counts, and no data source.
    convenience init(context: LayoutContext) {
        self.init(frame: CGRect(origin: .zero, size: context.containerSize), collectionViewLayout: UICollectionViewLayout())
        environment = context
        loadedCounts = context.itemCounts
        storedBoundsOrigin = context.contentOffset
        // The context's offset is already the visible area's start: nothing is inset again.
        contentInsetAdjustmentBehavior = .never
    }

    /// `init(context:)` from any thread: `prepare(in:)` is not main-actor isolated. The new view is not shared with
    /// anything until it is returned, so making it off the main actor races with nothing.
    nonisolated static func headless(_ given: LayoutContext) -> UICollectionView {
        // The context is copied into the new view, which nothing else sees yet.
        nonisolated(unsafe) let context = given
        if Thread.isMainThread { return MainActor.assumeIsolated { UICollectionView(context: context) } }
        let make: @MainActor () -> UICollectionView = { UICollectionView(context: context) }
        return unsafeBitCast(make, to: (() -> UICollectionView).self)()
    }

    /// Not a UIKit name: a collection view the size of `device`'s screen in `orientation`, with its safe area,
    /// layout margins, readable insets and traits (Docs/DataSource.md; the presets of Docs/Devices.md).
    public convenience init(device: LayoutDevice, orientation: UIInterfaceOrientation = .portrait,
                            collectionViewLayout layout: UICollectionViewLayout) {
        let context = LayoutContext(device: device, orientation: orientation, itemCounts: [])
        self.init(frame: CGRect(origin: .zero, size: context.containerSize), collectionViewLayout: layout)
        environment = context
        deviceClaim = UIDevice.current.claim(device, orientation: orientation)
    }

    /// `UIDevice.current` answers this view's device while it is alive (UIDevice.swift); the claim ends with it.
    deinit {
        if let deviceClaim { UIDevice.current.endClaim(deviceClaim) }
    }

    /// Not a UIKit name: everything the layout sees besides the view's frame, offset and counts, which the view
    /// supplies — safe area, layout margins, readable insets, traits, `sizing`, `listMetrics`… (Docs/DataSource.md).
    /// Setting it lays out again.
    public var layoutContext: LayoutContext {
        get { context }
        set {
            environment = newValue
            setNeedsCollectionLayout()
        }
    }

    /// The context the layout is prepared with: the environment, the view's bounds, the start of the area the
    /// adjusted content inset leaves visible (`contentOffset` plus the inset's left and top: the solve's
    /// `contentOffset` is the visible area's start, Docs/DataSource.md, "The adjusted content inset"), the counts,
    /// and the cells' sizing for this pass when the environment has no sizing function of its own.
    nonisolated var context: LayoutContext {
        var context = environment
        let inset = adjustedContentInset
        context.containerSize = bounds.size
        context.contentOffset = CGPoint(x: contentOffset.x + inset.left, y: contentOffset.y + inset.top)
        context.itemCounts = loadedCounts ?? environment.itemCounts
        if context.sizing == nil, let passSizing {
            context.sizing = passSizing
            context.selfSizingScope = .scrolledThrough
        }
        return context
    }

    /// Lays out now: reads the counts if needed, prepares the layout when anything it reads changed, and updates
    /// the visible views. Misuse found on the way is recorded (`firstMisuse`), never raised.
    open override func layoutIfNeeded() {
        layOutCollection()
    }

    /// Sets the offset and lays out at once (the visible cells change), then tells the delegate it scrolled.
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        super.setContentOffset(contentOffset, animated: animated)
        layoutIfNeeded()
        delegate?.scrollViewDidScroll(self)
    }

    /// UIKit's `setCollectionViewLayout(_:animated:)`: the new layout at once.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
        layoutIfNeeded()
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        setCollectionViewLayout(layout, animated: animated)
        completion?(true)
    }

    // MARK: Geometry the layout reads

    nonisolated open override var frame: CGRect {
        get { super.frame }
        set { super.frame = newValue }
    }

    nonisolated open override var safeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(environment.safeAreaInsets, direction: effectiveUserInterfaceLayoutDirection)
    }
    nonisolated open override var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(environment.layoutMargins, direction: effectiveUserInterfaceLayoutDirection) }
        set {
            environment.layoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom,
                                                               trailing: newValue.right)
        }
    }
    nonisolated open override var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { environment.layoutMargins }
        set { environment.layoutMargins = newValue }
    }
    nonisolated open override var traitCollection: UITraitCollection { environment.resolvedTraitCollection }
    nonisolated public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        environment.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The sections the view shows: read from the data source when not yet read.
    nonisolated public var numberOfSections: Int { counts.count }

    /// 0 for a section that does not exist (UIKit raises; a layout asking about one is a bug we report as empty).
    nonisolated public func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The counts, read from the data source first when they have not been (on the main actor, where a view is used).
    nonisolated var counts: [Int] {
        if let loadedCounts { return loadedCounts }
        guard Thread.isMainThread else { return environment.itemCounts }
        return MainActor.assumeIsolated { loadCountsIfNeeded() }
    }

    /// (UIKit: `UICollectionView.SelfSizingInvalidation`.)
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    // MARK: Misuse

    /// Not a UIKit name: the first misuse of the view or its data source, where UIKit would have crashed (Docs/DataSource.md).
    public var firstMisuse: DataSourceMisuseError? { misuse.first }

    /// Not a UIKit name: lays out if needed, then throws the first misuse, if any.
    public func validate() throws {
        layoutIfNeeded()
        if let error = misuse.first { throw error }
    }

    func record(_ operation: String, _ problem: DataSourceMisuseError.Problem, _ details: String, file: StaticString, line: UInt) {
        misuse.record(operation, problem, details, file: file, line: line)
    }

    func record(_ operation: String, _ problem: DataSourceMisuseError.Problem, _ details: String, file: String, line: UInt) {
        misuse.record(operation, problem, details, file: file, line: line)
    }

    func recordMissingSupplementaryProvider(kind: String, at indexPath: IndexPath) {
        record("collectionView(_:viewForSupplementaryElementOfKind:at:)", .providerReturnedNoView,
               "the layout has a supplementary of kind \"\(kind)\" at \(indexPath.section).\(indexPath.item), and the data source does "
               + "not implement collectionView(_:viewForSupplementaryElementOfKind:at:) (a diffable data source: supplementaryViewProvider is nil)",
               file: "UICollectionViewDataSource", line: 0)
    }
}
