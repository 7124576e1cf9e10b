import Foundation

/// A cell (UIKit: `UICollectionViewCell`), headless: its `contentView`, content and background configurations,
/// selection and highlight state. `contentConfiguration` and `accessibilityLabel` are what dumps show for it
/// (Docs/DataSource.md).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's own subviews go. Made when the cell is.
    public let contentView: UIView
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    /// The content, as a value: setting it replaces the content view's configuration (UIKit makes a content view from it).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { installedContentView = contentConfiguration?.makeContentView() }
    }
    /// The content view made from `contentConfiguration`.
    public private(set) var installedContentView: (any UIView & UIContentView)?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called by `setNeedsUpdateConfiguration()`: on state changes and once before the cell first displays, as UIKit
    /// does (iOS 15; Docs/DataSource.md, "Reuse").
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?

    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    nonisolated open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            contentView.frame = CGRect(origin: .zero, size: newValue.size)
        }
    }

    /// The cell's state as configurations see it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Updates the configurations for the current state now (UIKit defers it to the next layout pass; there is none).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Subclasses override it to set configurations for a state; the default updates both configurations and calls
    /// `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// The empty configuration (iOS 16): `.clear()`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    open var isEditing = false
}

/// A cell of a list (UIKit: `UICollectionViewListCell`): a cell with accessories and indentation.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true
    /// UIKit's separator guide is a layout guide; here only its leading inset is kept.
    open var separatorLayoutGuide = UILayoutGuide()

    /// `UIListContentConfiguration.cell()`, the default content of a list cell.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

/// A rectangle for layout (UIKit: `UILayoutGuide`). Stands for the separator guide; no constraints here.
@MainActor
open class UILayoutGuide {
    open var layoutFrame: CGRect = .zero
    open var identifier = ""
    /// The view the guide belongs to (UIKit: `owningView`).
    open weak var owningView: UIView?
    public init() {}

    init(owner: UIView, identifier: String) {
        owningView = owner
        self.identifier = identifier
    }
}
