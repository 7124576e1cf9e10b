import Foundation

/// A view controller whose view is a collection view (UIKit: `class UICollectionViewController: UIViewController,
/// UICollectionViewDelegate, UICollectionViewDataSource`). As in UIKit, the controller is its collection view's
/// `dataSource` and `delegate` when it makes the view (Apple's documentation of `UICollectionViewController`: "the
/// collection view controller … sets the data source and delegate of the collection view to itself"), and it
/// implements the protocols' methods so that a subclass `override`s the ones it needs, as Xcode's template does.
/// The methods are those of `UICollectionViewDataSource` and `UICollectionViewDelegate` (Docs/DataSource.md,
/// "View controllers").
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
    private let initialLayout: UICollectionViewLayout
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = false

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }

    /// The full-screen collection view of the default device (Docs/Devices.md), with the controller as its data
    /// source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(device: .default, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    // MARK: UICollectionViewDataSource

    /// No items until a subclass says otherwise.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass that has items overrides this; an undequeued cell is recorded as the misuse UIKit raises for it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.recordMissingSupplementaryProvider(kind: kind, at: indexPath)
        return UICollectionReusableView(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// What a navigation bar shows for a view controller (UIKit: `UINavigationItem`). Held state only: nothing is drawn.
@MainActor
open class UINavigationItem {
    open var title: String?
    open var prompt: String?
    open var backButtonTitle: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesBackButton = false

    public init(title: String) { self.title = title }

    /// (UIKit: `UINavigationItem.LargeTitleDisplayMode`.)
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }
}
