import Foundation

/// What a cell shows, as a value (UIKit: `UIContentConfiguration`). A cell keeps the configuration it is given
/// (`contentConfiguration`) and makes its content view from it; dumps read the text of a
/// `UIListContentConfiguration` (Docs/DataSource.md, "Content in every output").
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration for a new state (selected, highlighted…). Ours are returned unchanged unless the type says.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit: `UIContentView`).
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for (UIKit: `UIConfigurationState`).
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A view's state as configurations see it (UIKit: `UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.traitCollection == rhs.traitCollection && lhs.isDisabled == rhs.isDisabled && lhs.isHighlighted == rhs.isHighlighted
            && lhs.isSelected == rhs.isSelected && lhs.isFocused == rhs.isFocused
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isDisabled)
        hasher.combine(isHighlighted)
        hasher.combine(isSelected)
        hasher.combine(isFocused)
    }
}

/// A cell's state as configurations see it (UIKit: `UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: UICellConfigurationDragState = .none
    public var cellDropState: UICellConfigurationDropState = .none

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.traitCollection == rhs.traitCollection && lhs.isDisabled == rhs.isDisabled && lhs.isHighlighted == rhs.isHighlighted
            && lhs.isSelected == rhs.isSelected && lhs.isFocused == rhs.isFocused && lhs.isEditing == rhs.isEditing
            && lhs.isExpanded == rhs.isExpanded && lhs.isSwiped == rhs.isSwiped && lhs.isReordering == rhs.isReordering
            && lhs.cellDragState == rhs.cellDragState && lhs.cellDropState == rhs.cellDropState
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isSelected)
        hasher.combine(isHighlighted)
        hasher.combine(isExpanded)
        hasher.combine(isEditing)
    }
}

/// (UIKit: `UICellConfigurationDragState`.)
public enum UICellConfigurationDragState: Int, Sendable { case none, lifting, dragging }
/// (UIKit: `UICellConfigurationDropState`.)
public enum UICellConfigurationDropState: Int, Sendable { case none, notTargeted, targeted }
