import Foundation

/// The layout pass and the queries about what is shown (Docs/DataSource.md, "The layout pass"): counts from the
/// data source, the layout object prepared with them, then cells, supplementary and decoration views for the elements
/// in the visible bounds only; views that leave the bounds go to the reuse pool.
extension UICollectionView {
    /// Lays out now: reads the counts if needed, prepares the layout when anything it reads changed, and updates
    /// the visible views. Misuse found on the way is recorded (`firstMisuse`), never raised.
    func layOutCollection() {
        // UIKit makes the view's traits current while it lays the view out (UITraitCollection+Current.swift).
        traitCollection.withCurrent { layOutCollectionWithCurrentTraits() }
    }

    private func layOutCollectionWithCurrentTraits() {
        let counts = loadCountsIfNeeded()
        // Prepared elsewhere since (`prepare(in:)`, another view): the layout's answers are no longer this view's.
        if !layoutIsPrepared || preparedBounds != bounds || collectionViewLayout.attachedView !== self {
            prepareLayout(counts: counts)
        }
        // The content size is known: the adjusted inset may have changed, and the view at rest moves with it. The
        // layout is prepared again only if the visible area's start it reads moved: a view coming to rest at
        // −adjustedContentInset still shows its area from 0, so a long list is not solved twice.
        settleAdjustedContentInset()
        if context.contentOffset != preparedVisibleStart { prepareLayout(counts: counts) } else { preparedBounds = bounds }
        updateVisibleViews()
        measuredCells.values.forEach { enqueue($0, kind: nil) }
        measuredCells = [:]
    }

    /// Notices a change of `adjustedContentInset` (the safe area enters it once the content is taller than the view,
    /// Docs/DataSource.md, "The adjusted content inset"): tells `adjustedContentInsetDidChange()` and the delegate, and
    /// keeps a view at rest at rest — from its first layout, or while its offset is the old resting one, it moves to
    /// `−adjustedContentInset` (UIKit shows a full-screen list at `contentOffset == (−safe.left, −safe.top)`).
    private func settleAdjustedContentInset() {
        let adjusted = adjustedContentInset
        guard adjusted != settledAdjustedInset else { return }
        let oldRest = settledAdjustedInset.map { CGPoint(x: -$0.left, y: -$0.top) } ?? .zero
        settledAdjustedInset = adjusted
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if contentOffset == oldRest { contentOffset = restingContentOffset }
    }

    /// Marks the layout as needing preparation (the next `layoutIfNeeded()` prepares it).
    func setNeedsCollectionLayout() {
        layoutIsPrepared = false
    }

    /// The counts, read from the data source when not read since the last `reloadData()`.
    @discardableResult
    func loadCountsIfNeeded() -> [Int] {
        if let loadedCounts { return loadedCounts }
        guard let dataSource else { return environment.itemCounts }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        loadedCounts = counts
        layoutIsPrepared = false
        return counts
    }

    private func prepareLayout(counts: [Int]) {
        let layout = collectionViewLayout
        layout.attachedView = self
        passSizing = environment.sizing == nil && dataSource != nil ? cellSizing() : nil
        // What the layout reads, before preparing sets the content size (on which the adjusted inset depends).
        let visibleStart = context.contentOffset
        layout.invalidateLayout()
        layout.prepare()
        passSizing = nil
        if let error = layout.preparationError() {
            record("layoutIfNeeded()", .layoutFailed, "the layout could not be solved: \(error)", file: "UICollectionView", line: 0)
        }
        contentSize = layout.collectionViewContentSize
        layoutIsPrepared = true
        preparedBounds = bounds
        preparedVisibleStart = visibleStart
    }

    /// The sizing function that asks cells (and supplementary views) for their preferred size, as UIKit does when
    /// it shows an item with an estimated size: the data source makes the view, then
    /// `preferredLayoutAttributesFitting(_:)` answers (Docs/DataSource.md, "Self-sizing cells").
    private func cellSizing() -> (SizingRequest) -> CGSize {
        { [unowned self] request in
            let indexPath = request.indexPath, kind = request.elementKind, proposed = request.proposedSize
            let category = request.category
            let measure: @MainActor () -> CGSize = { self.measure(indexPath: indexPath, category: category, kind: kind, proposed: proposed) }
            guard Thread.isMainThread else { return proposed }
            return MainActor.assumeIsolated { measure() }
        }
    }

    private func measure(indexPath: IndexPath, category: ElementCategory, kind: String?, proposed: CGSize) -> CGSize {
        let attributes: UICollectionViewLayoutAttributes
        let view: UICollectionReusableView?
        switch category {
        case .cell:
            attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(origin: .zero, size: proposed)
            if measuredCells.count >= 64 {
                // Measured top down: the earliest are above the visible area; back to the pool with them.
                measuredCells.values.forEach { enqueue($0, kind: nil) }
                measuredCells = [:]
            }
            let cell = measuredCells[indexPath] ?? requestCell(at: indexPath, attributes: attributes)
            measuredCells[indexPath] = cell
            view = cell
        case .supplementaryView:
            guard let kind else { return proposed }
            attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
            attributes.frame = CGRect(origin: .zero, size: proposed)
            let supplementary = requestSupplementary(kind: kind, at: indexPath, attributes: attributes)
            view = supplementary
            defer { if let supplementary { enqueue(supplementary, kind: kind) } }
        case .decorationView:
            return proposed
        }
        guard let view else { return proposed }
        view.frame = attributes.frame
        let answer = view.preferredLayoutAttributesFitting(attributes).size
        return answer.width.isFinite && answer.height.isFinite ? answer : proposed
    }

    /// Asks the data source for the cell at `indexPath`, and checks that it was dequeued. `attributes`, when given,
    /// are applied to the view as it is dequeued, before the app's provider or registration handler sees it, as
    /// UIKit does (Docs/DataSource.md, "The layout pass").
    func requestCell(at indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes? = nil) -> UICollectionViewCell {
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        let outer = currentRequest
        currentRequest = (nil, indexPath, attributes)
        RegistrationBook.providersRunning += 1
        let cell = traitCollection.withCurrent { dataSource.collectionView(self, cellForItemAt: indexPath) }
        RegistrationBook.providersRunning -= 1
        currentRequest = outer
        if cell.reuseIdentifier == nil {
            record("collectionView(_:cellForItemAt:)", .providerReturnedNoView,
                   "the cell returned for \(indexPath.section).\(indexPath.item) was not dequeued (it has no reuse identifier); "
                   + "cells must come from dequeueReusableCell(withReuseIdentifier:for:) or dequeueConfiguredReusableCell(using:for:item:)",
                   file: "\(type(of: dataSource))", line: 0)
        }
        return cell
    }

    /// Asks the data source for the supplementary view of `kind` at `indexPath`; `attributes` as for `requestCell`.
    func requestSupplementary(kind: String, at indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes? = nil)
        -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let outer = currentRequest
        currentRequest = (kind, indexPath, attributes)
        RegistrationBook.providersRunning += 1
        let view = traitCollection.withCurrent { dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) }
        RegistrationBook.providersRunning -= 1
        currentRequest = outer
        return view
    }

    /// Cells and supplementary views for the elements in the visible bounds; the others back to the pool.
    func updateVisibleViews() {
        guard dataSource != nil else { return }
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        var decorations: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        var order: [UICollectionViewLayoutAttributes] = []
        for element in elements {
            switch element.representedElementCategory {
            case .cell:
                if cells.updateValue(element, forKey: element.indexPath) == nil { order.append(element) }
            case .supplementaryView:
                let key = SupplementaryKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)
                if supplementaries.updateValue(element, forKey: key) == nil { order.append(element) }
            case .decorationView:
                let key = SupplementaryKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)
                if decorations.updateValue(element, forKey: key) == nil { order.append(element) }
            }
        }
        for (path, cell) in visibleCellsByIndexPath where cells[path] == nil {
            visibleCellsByIndexPath[path] = nil
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            enqueue(cell, kind: nil)
        }
        for (key, view) in visibleSupplementariesByKey where supplementaries[key] == nil {
            visibleSupplementariesByKey[key] = nil
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
            enqueue(view, kind: key.kind)
        }
        for (key, view) in visibleDecorationsByKey where decorations[key] == nil {
            visibleDecorationsByKey[key] = nil
            enqueue(view, kind: Self.decorationPoolKind(key.kind))
        }
        for element in order.sorted(by: { ($0.representedElementCategory, $0.indexPath) < ($1.representedElementCategory, $1.indexPath) }) {
            if element.representedElementCategory == .cell {
                let path = element.indexPath
                if let cell = visibleCellsByIndexPath[path] {
                    applyIfChanged(element, to: cell)
                    continue
                }
                let cell = measuredCells.removeValue(forKey: path) ?? requestCell(at: path, attributes: element)
                applyIfChanged(element, to: cell)
                // The cell's configuration is updated once for its state before it first displays (UIKit's
                // configurationUpdateHandler runs then, not only on state changes; Docs/DataSource.md, "Reuse"):
                // through the selection change when there is one, else by asking for the update.
                let selected = selectedIndexPaths.contains(path)
                if cell.isSelected != selected { cell.isSelected = selected } else { cell.setNeedsUpdateConfiguration() }
                addSubview(cell)
                visibleCellsByIndexPath[path] = cell
                delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            } else if element.representedElementCategory == .decorationView {
                showDecoration(element)
            } else {
                let kind = element.representedElementKind ?? ""
                let key = SupplementaryKey(kind: kind, indexPath: element.indexPath)
                if let view = visibleSupplementariesByKey[key] {
                    applyIfChanged(element, to: view)
                    continue
                }
                guard let view = requestSupplementary(kind: kind, at: element.indexPath, attributes: element) else { continue }
                applyIfChanged(element, to: view)
                addSubview(view)
                visibleSupplementariesByKey[key] = view
                delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
            }
        }
    }

    /// Applies `attributes` unless the view's last applied ones are equal: UIKit "does not apply layout attributes
    /// if those attributes have not changed", comparing them with `isEqual:` (Apple's documentation of
    /// `UICollectionViewLayoutAttributes`, "Subclassing notes"). So what a provider set on a view it was handed
    /// (a badge it hid) stays until the layout changes that element.
    func applyIfChanged(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if let applied = view.lastAppliedByCollectionView, applied == attributes { return }
        view.applyFromCollectionView(attributes)
    }

    // MARK: - Queries

    /// The visible cells, in index-path order (UIKit documents no order; a stable one makes tests readable).
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the visible cells, ascending.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.keys.sorted()
    }

    /// The visible cell at `indexPath`; nil when the item is not in the visible bounds. UIKit (iOS 15+) may also
    /// return a prefetched cell about to be shown; there is no prefetching here (Docs/DataSource.md).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// Where a visible cell is; nil for a cell not shown.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementariesByKey[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return visibleSupplementariesByKey.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return visibleSupplementariesByKey.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item whose frame contains `point` (content coordinates), the frontmost (highest `zIndex`) when several do.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }

    /// Scrolls so that the item sits at `scrollPosition` (UIKit's rule: top, centered, bottom along a vertical axis;
    /// left, centered, right along a horizontal one; with no position on an axis, the least scroll that shows it),
    /// in the area the adjusted content inset does not cover — `.top` puts the item's top `adjustedContentInset.top`
    /// below the offset — clamped to the scrollable range (from `−adjustedContentInset`), then lays out.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            record("scrollToItem(at:at:animated:)", .invalidIndexPath,
                   "there is no item at \(indexPath.section).\(indexPath.item)", file: "UICollectionView", line: 0)
            return
        }
        let inset = adjustedContentInset
        var offset = contentOffset
        for (axis, start, center, end) in [(Axis.vertical, ScrollPosition.top, ScrollPosition.centeredVertically, ScrollPosition.bottom),
                                           (.horizontal, .left, .centeredHorizontally, .right)] {
            let lead = inset.start(axis), seen = bounds.size[axis] - lead - inset.end(axis)
            if scrollPosition.contains(start) { offset[axis] = frame.minAlong(axis) - lead }
            else if scrollPosition.contains(center) { offset[axis] = (frame.minAlong(axis) + frame.maxAlong(axis)) / 2 - seen / 2 - lead }
            else if scrollPosition.contains(end) { offset[axis] = frame.maxAlong(axis) - seen - lead }
            else { offset[axis] = leastScroll(showing: frame, along: axis) }
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// (UIKit: `UICollectionView.ScrollPosition`.)
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: - Selection

    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selectedIndexPaths.forEach { cellForItem(at: $0)?.isSelected = false }
            selectedIndexPaths = []
            return
        }
        if !allowsMultipleSelection {
            selectedIndexPaths.forEach { visibleCellsByIndexPath[$0]?.isSelected = false }
            selectedIndexPaths = []
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
        visibleCellsByIndexPath[indexPath]?.isSelected = true
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        visibleCellsByIndexPath[indexPath]?.isSelected = false
    }
}
