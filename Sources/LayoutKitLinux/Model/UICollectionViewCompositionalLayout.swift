import Foundation

public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// The layout (UIKit: `UICollectionViewCompositionalLayout`). Build it exactly as on iOS, then either call
/// `solve(_:)` with a `LayoutContext` for the frames as a value, or `prepare(in:)` and ask it as a collection view
/// would (`layoutAttributesForElements(in:)`, ...).
///
/// `open`, as in UIKit: apps subclass it with a `convenience init` that calls `self.init(sectionProvider:)`, and
/// override the queries (stretchy headers, extra attributes) calling `super`. Whatever answers through the layout
/// object — the queries, `FrameDump.render(_:)` of a prepared layout, `verifyLayoutSnapshot(of:in:)` — honours
/// those overrides (Docs/Model.md, "The layout object").
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    enum Source {
        case fixed(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let source: Source
    public var configuration: UICollectionViewCompositionalLayoutConfiguration
    /// What the last `prepare()` produced.
    private var prepared: Result<LayoutSolution, Error>?

    public init(section: NSCollectionLayoutSection) {
        self.source = .fixed(section)
        self.configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.source = .fixed(section)
        self.configuration = configuration
        super.init()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.source = .provider(sectionProvider)
        self.configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.source = .provider(sectionProvider)
        self.configuration = configuration
        super.init()
    }

    /// Solves the layout in the collection view's context (UIKit prepares the layout before asking it for
    /// attributes). A subclass that overrides it calls `super.prepare()` first, as on iOS.
    open override func prepare() {
        super.prepare()
        guard let view = collectionView else { prepared = nil; return }
        prepared = Result { try solve(view.context) }
        if case .success(let solution) = prepared { view.contentSize = solution.contentSize }
    }

    open override func invalidateLayout() {
        super.invalidateLayout()
        prepared = nil
    }

    /// The solution of the last `prepare()`, or nil before `prepare(in:)` and after `invalidateLayout()`.
    var preparedSolution: LayoutSolution? { try? prepared?.get() }

    override func preparationError() -> Error? {
        if case .failure(let error) = prepared { return error }
        return nil
    }

    open override var collectionViewContentSize: CGSize { preparedSolution?.contentSize ?? .zero }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        preparedSolution?.layoutAttributesForElements(in: rect)
    }
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedSolution?.layoutAttributesForItem(at: indexPath)
    }
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedSolution?.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedSolution?.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }

    /// Every element as the layout object answers it: each element of the solution asked for one by one through
    /// the (possibly overridden) single-element queries, then replaced or joined by what the (possibly overridden)
    /// rect query answers for everything the solution covers. So an override of either kind shows, and elements a
    /// rect query never returns (cells wholly outside their group, Docs/Solver.md, step 6) are still listed.
    override func answeredAttributes() -> [UICollectionViewLayoutAttributes] {
        guard let solution = preparedSolution else { return [] }
        var byKey: [FrameDumpDiff.Key: Int] = [:]
        var result: [UICollectionViewLayoutAttributes] = []
        var everything = CGRect(origin: .zero, size: solution.contentSize)
        for element in solution.attributes {
            if element.frame.minX.isFinite, element.frame.minY.isFinite { everything = everything.union(element.frame) }
            let path = element.indexPath
            let answered: UICollectionViewLayoutAttributes?
            switch element.representedElementCategory {
            case .cell: answered = layoutAttributesForItem(at: path)
            case .supplementaryView: answered = layoutAttributesForSupplementaryView(ofKind: element.representedElementKind ?? "", at: path)
            case .decorationView: answered = layoutAttributesForDecorationView(ofKind: element.representedElementKind ?? "", at: path)
            }
            guard let answered else { continue }
            byKey[FrameDumpDiff.Element(answered).key] = result.count
            result.append(answered)
        }
        for element in layoutAttributesForElements(in: everything.insetBy(dx: -1, dy: -1)) ?? [] {
            let key = FrameDumpDiff.Element(element).key
            if let index = byKey[key] { result[index] = element } else { byKey[key] = result.count; result.append(element) }
        }
        return result
    }
}
