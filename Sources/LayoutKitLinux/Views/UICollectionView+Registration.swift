import Foundation

/// Registering and dequeuing reusable views (UIKit's `register` and `dequeue…` methods, and the iOS 14
/// registrations). A dequeued view comes from the reuse pool of its identifier when one is waiting there, after
/// `prepareForReuse()`, and is made otherwise, with `init(frame:)` (Docs/DataSource.md, "Reuse").
extension UICollectionView {
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass ?? UICollectionViewCell.self
    }

    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryClasses[elementKind, default: [:]][identifier] = viewClass ?? UICollectionReusableView.self
    }

    /// A cell for `indexPath`, from the pool or new. An identifier no class was registered for is a misuse (UIKit
    /// raises); a plain `UICollectionViewCell` is returned so that the test can go on to report it.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath,
                                  file: StaticString = #fileID, line: UInt = #line) -> UICollectionViewCell {
        guard let cellClass = registeredCellClasses[identifier] else {
            record("dequeueReusableCell(withReuseIdentifier:for:)", .unregisteredReuseIdentifier,
                   "no cell class was registered for the reuse identifier \"\(identifier)\" (register(_:forCellWithReuseIdentifier:))",
                   file: file, line: line)
            return madeView(UICollectionViewCell.self, reuseIdentifier: identifier) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        }
        let view = dequeueView(poolKey: identifier, viewClass: cellClass, reuseIdentifier: identifier)
        guard let cell = view as? UICollectionViewCell else {
            record("dequeueReusableCell(withReuseIdentifier:for:)", .unregisteredReuseIdentifier,
                   "the class registered for \"\(identifier)\" is not a UICollectionViewCell", file: file, line: line)
            return madeView(UICollectionViewCell.self, reuseIdentifier: identifier) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`. Dequeuing a kind other than the one the collection
    /// view asked for is a misuse (UIKit raises), as is an unregistered identifier.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath,
                                               file: StaticString = #fileID, line: UInt = #line) -> UICollectionReusableView {
        let operation = "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"
        checkRequestedKind(elementKind, operation: operation, file: "\(file)", line: line)
        guard let viewClass = registeredSupplementaryClasses[elementKind]?[identifier] else {
            record(operation, .unregisteredReuseIdentifier,
                   "no view class was registered for the kind \"\(elementKind)\" and reuse identifier \"\(identifier)\" "
                   + "(register(_:forSupplementaryViewOfKind:withReuseIdentifier:))", file: file, line: line)
            return madeView(UICollectionReusableView.self, reuseIdentifier: identifier) ?? UICollectionReusableView(frame: .zero)
        }
        return dequeueView(poolKey: elementKind + "|" + identifier, viewClass: viewClass, reuseIdentifier: identifier)
    }

    /// A cell of the registration's class, configured by its handler with `item` (iOS 14).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell where Cell: UICollectionViewCell {
        if registration.createdInsideProvider {
            record("UICollectionView.CellRegistration(handler:)", .registrationInsideProvider,
                   "the registration for \(Cell.self) was created inside the cell provider", file: registration.file, line: registration.line)
        }
        let identifier = registration.reuseIdentifier
        registeredCellClasses[identifier] = Cell.self
        let view = dequeueView(poolKey: identifier, viewClass: Cell.self, reuseIdentifier: identifier)
        let cell = view as? Cell ?? Cell(headlessFrame: .zero)
        cell.reuseIdentifier = identifier
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler (iOS 14).
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary
    where Supplementary: UICollectionReusableView {
        let operation = "dequeueConfiguredReusableSupplementary(using:for:)"
        if registration.createdInsideProvider {
            record("UICollectionView.SupplementaryRegistration(elementKind:handler:)", .registrationInsideProvider,
                   "the registration for \(Supplementary.self) was created inside a provider", file: registration.file, line: registration.line)
        }
        checkRequestedKind(registration.elementKind, operation: operation, file: registration.file, line: registration.line)
        let identifier = registration.reuseIdentifier
        registeredSupplementaryClasses[registration.elementKind, default: [:]][identifier] = Supplementary.self
        let view = dequeueView(poolKey: registration.elementKind + "|" + identifier, viewClass: Supplementary.self, reuseIdentifier: identifier)
        let supplementary = view as? Supplementary ?? Supplementary(headlessFrame: .zero)
        registration.handler(supplementary, registration.elementKind, indexPath)
        return supplementary
    }

    /// The kind the data source dequeues must be the kind the collection view asked for.
    private func checkRequestedKind(_ kind: String, operation: String, file: String, line: UInt) {
        guard let request = currentRequest, let requested = request.kind, requested != kind else { return }
        record(operation, .supplementaryKindMismatch,
               "asked for a view of kind \"\(requested)\" at \(request.indexPath.section).\(request.indexPath.item), the data source "
               + "dequeued one of kind \"\(kind)\"", file: file, line: line)
    }

    /// A view from the pool (after `prepareForReuse()`), or a new one of `viewClass`.
    func dequeueView(poolKey: String, viewClass: AnyClass, reuseIdentifier: String) -> UICollectionReusableView {
        if let path = reconfiguring, let cell = visibleCellsByIndexPath[path], cell.reuseIdentifier == reuseIdentifier {
            return cell
        }
        let view = pooledView(poolKey: poolKey)
            ?? madeView(viewClass, reuseIdentifier: reuseIdentifier) ?? UICollectionReusableView(frame: .zero)
        // UIKit applies the element's attributes before the view reaches the app's provider or registration handler
        // (Docs/DataSource.md, "The layout pass"): what the handler sets (isHidden on a zero badge) is not undone.
        if let attributes = currentRequest?.attributes { view.applyFromCollectionView(attributes) }
        return view
    }

    /// A view waiting in the pool of `poolKey`, after `prepareForReuse()`; nil when none waits.
    func pooledView(poolKey: String) -> UICollectionReusableView? {
        guard var waiting = reusePool[poolKey], let pooled = waiting.popLast() else { return nil }
        reusePool[poolKey] = waiting
        pooled.reuseCount += 1
        pooled.prepareForReuse()
        return pooled
    }

    func madeView(_ viewClass: AnyClass, reuseIdentifier: String) -> UICollectionReusableView? {
        guard let type = viewClass as? UICollectionReusableView.Type else { return nil }
        let view = type.init(headlessFrame: .zero)
        view.reuseIdentifier = reuseIdentifier
        return view
    }

    /// Puts a view that left the screen in its pool.
    func enqueue(_ view: UICollectionReusableView, kind: String?) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        let key = kind.map { $0 + "|" + identifier } ?? identifier
        reusePool[key, default: []].append(view)
    }
}

/// Counts registrations, to give each its own reuse identifier, and knows whether a provider is running.
@MainActor
enum RegistrationBook {
    static var made = 0
    /// How many cell or supplementary providers are running now (a registration made while one is, is a misuse).
    static var providersRunning = 0

    /// A new registration's own reuse identifier, whether a provider is running, and where it was created.
    static func origin(_ name: String, _ viewClass: AnyClass, file: StaticString, line: UInt)
        -> (reuseIdentifier: String, insideProvider: Bool, file: String, line: UInt) {
        made += 1
        return ("\(name)-\(made)-\(viewClass)", providersRunning > 0, "\(file)", line)
    }
}

extension UICollectionView {
    /// A cell class and how to configure it for an item (UIKit: `UICollectionView.CellRegistration`, iOS 14). Create
    /// it once, outside the cell provider: one created inside is a misuse (UIKit asserts from iOS 15), reported with
    /// the file and line where it was created.
    @MainActor
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler
        let reuseIdentifier: String
        let createdInsideProvider: Bool
        let file: String
        let line: UInt

        public init(handler: @escaping Handler, file: StaticString = #fileID, line: UInt = #line) {
            self.handler = handler
            (reuseIdentifier, createdInsideProvider, self.file, self.line) = RegistrationBook.origin("CellRegistration", Cell.self, file: file, line: line)
        }
    }

    /// A supplementary view class, its kind and how to configure it (UIKit: `UICollectionView.SupplementaryRegistration`).
    @MainActor
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let handler: Handler
        let reuseIdentifier: String
        let createdInsideProvider: Bool
        let file: String
        let line: UInt

        public init(elementKind: String, handler: @escaping Handler, file: StaticString = #fileID, line: UInt = #line) {
            self.elementKind = elementKind
            self.handler = handler
            (reuseIdentifier, createdInsideProvider, self.file, self.line) = RegistrationBook.origin("SupplementaryRegistration", Supplementary.self,
                                                                                                   file: file, line: line)
        }
    }
}
