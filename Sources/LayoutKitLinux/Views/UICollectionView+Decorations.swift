import Foundation

/// Decoration views (Docs/DataSource.md, "Decoration views"): for each decoration the layout answers in the visible
/// bounds (a section background, `NSCollectionLayoutDecorationItem.background(elementKind:)`), the collection view
/// makes a view of the class registered on the layout for its kind (`UICollectionViewLayout.register(_:forDecorationViewOfKind:)`),
/// applies the decoration's attributes to it, and reuses it when it leaves the bounds. The app never dequeues them:
/// "you do not need to create decoration views explicitly" (Apple's documentation of that method,
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)).
extension UICollectionView {
    /// The pool a decoration view of `kind` waits in: its reuse identifier is its kind, and a character no element
    /// kind an app writes starts with keeps the pool apart from the supplementary views' (`enqueue(_:kind:)`).
    static func decorationPoolKind(_ kind: String) -> String { "\u{1}decoration:" + kind }

    /// Shows the decoration `attributes` describe: its view when shown already (attributes applied again only when
    /// changed), else one from the pool or made of the layout's registered class. A kind with no registered
    /// `UICollectionReusableView` class is a misuse (UIKit raises "could not dequeue a view of kind: …"), recorded
    /// where the kind was declared when known; the decoration then has no view.
    func showDecoration(_ attributes: UICollectionViewLayoutAttributes) {
        let kind = attributes.representedElementKind ?? ""
        let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
        if let view = visibleDecorationsByKey[key] {
            applyIfChanged(attributes, to: view)
            return
        }
        let registered = collectionViewLayout.registeredDecorationViewKinds[kind] ?? nil
        guard let viewClass = registered, viewClass is UICollectionReusableView.Type else {
            recordUnregisteredDecoration(kind: kind, at: attributes.indexPath, registered: registered)
            return
        }
        let poolKey = Self.decorationPoolKind(kind) + "|" + kind
        guard let view = pooledView(poolKey: poolKey) ?? madeView(viewClass, reuseIdentifier: kind) else { return }
        applyIfChanged(attributes, to: view)
        addSubview(view)
        visibleDecorationsByKey[key] = view
    }

    private func recordUnregisteredDecoration(kind: String, at indexPath: IndexPath, registered: AnyClass?) {
        let problem = registered.map { "the class \($0) registered for it is not a UICollectionReusableView" }
            ?? "no class is registered for it (collectionViewLayout.register(_:forDecorationViewOfKind:))"
        let details = "could not dequeue a view of kind \"\(kind)\" for the decoration at \(indexPath.section).\(indexPath.item): " + problem
        if let site = NSCollectionLayoutDecorationItem.declarationSites.site(of: kind) {
            record("NSCollectionLayoutDecorationItem.background(elementKind:)", .unregisteredReuseIdentifier, details,
                   file: site.file, line: site.line)
        } else {
            record("register(_:forDecorationViewOfKind:)", .unregisteredReuseIdentifier, details, file: "\(type(of: collectionViewLayout))", line: 0)
        }
    }
}
