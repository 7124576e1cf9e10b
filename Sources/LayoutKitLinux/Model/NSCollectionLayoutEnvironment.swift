import Foundation

/// The size a section, group or item is laid out in (UIKit: `NSCollectionLayoutContainer`).
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom group is told about where it is laid out (UIKit: `NSCollectionLayoutEnvironment`).
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// Our concrete container. `effectiveContentSize` is the size less the insets, never below zero.
final class LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

final class LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
    /// What `NSCollectionLayoutSection.list(using:layoutEnvironment:)` reads (`LayoutContext.listMetrics`).
    let listMetrics: UICollectionLayoutListMetrics

    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection, listMetrics: UICollectionLayoutListMetrics = .default) {
        self.container = container
        self.traitCollection = traitCollection
        self.listMetrics = listMetrics
    }
}

/// One visible element as a section's `visibleItemsInvalidationHandler` sees it (UIKit: `NSCollectionLayoutVisibleItem`).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    /// Applied about `center` (UIKit: `NSCollectionLayoutVisibleItem.transform`). `transform3D` is not modelled.
    var transform: CGAffineTransform { get set }
    var center: CGPoint { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void
