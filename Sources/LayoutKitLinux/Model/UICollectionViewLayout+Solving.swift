import Foundation

// The layout object as apps type it. Apple's sample code and most apps declare `func createLayout() ->
// UICollectionViewLayout` ("Implementing Modern Collection Views",
// https://developer.apple.com/documentation/uikit/views_and_controls/collection_views/implementing_modern_collection_views),
// so every call here that takes a layout also takes the `UICollectionViewLayout` such a builder returns, and solves it
// as the compositional layout it is. Any other layout class (a flow layout, a hand-written subclass of
// `UICollectionViewLayout`) has no rules to solve by: the call throws a `LayoutError` naming the class.

extension UICollectionViewLayout {
    /// Solves the layout when it is a `UICollectionViewCompositionalLayout` (or a subclass), as
    /// `UICollectionViewCompositionalLayout.solve(_:)` does; throws a `LayoutError` naming the class otherwise.
    /// `file` and `line` are the caller's (filled in by the compiler), named in that error.
    public func solve(_ context: LayoutContext, file: StaticString = #fileID, line: UInt = #line) throws -> LayoutSolution {
        try compositional(file: file, line: line).solve(context)
    }

    /// The compositional layout this object is, or a `LayoutError` naming its class and the call's place.
    func compositional(file: StaticString = #fileID, line: UInt = #line) throws -> UICollectionViewCompositionalLayout {
        if let layout = self as? UICollectionViewCompositionalLayout { return layout }
        throw LayoutError(path: "layout", message: "\(type(of: self)) (at \(file):\(line)) is not a UICollectionViewCompositionalLayout; "
            + "only compositional layouts can be solved (return UICollectionViewCompositionalLayout(section:) or a subclass of it)")
    }
}

extension LayoutLint {
    /// `check(_:_:)` for the `UICollectionViewLayout` a builder returns: a compositional layout is linted; any other
    /// class gives one `invalid-layout` warning naming it.
    public static func check(_ layout: UICollectionViewLayout, _ context: LayoutContext,
                             file: StaticString = #fileID, line: UInt = #line) -> [LayoutLintWarning] {
        do {
            return check(try layout.compositional(file: file, line: line), context)
        } catch {
            return [invalidLayout(error)]
        }
    }
}

extension LayoutDocument {
    /// `init(layout:context:droppingInvalidationHandlers:)` for the `UICollectionViewLayout` a builder returns; throws a
    /// `LayoutError` naming the class when it is not a compositional layout.
    public init(layout: UICollectionViewLayout, context: LayoutContext, droppingInvalidationHandlers: Bool = false,
                file: StaticString = #fileID, line: UInt = #line) throws {
        try self.init(layout: try layout.compositional(file: file, line: line), context: context,
                      droppingInvalidationHandlers: droppingInvalidationHandlers)
    }
}

extension IncrementalLayout {
    /// `init(layout:context:)` for the `UICollectionViewLayout` a builder returns; throws a `LayoutError` naming the
    /// class when it is not a compositional layout.
    public convenience init(layout: UICollectionViewLayout, context: LayoutContext, file: StaticString = #fileID, line: UInt = #line) throws {
        try self.init(layout: try layout.compositional(file: file, line: line), context: context)
    }
}

extension HTMLPage.Tab {
    /// `init(name:layout:context:badgeKinds:)` for the `UICollectionViewLayout` a builder returns.
    public init(name: String, layout: UICollectionViewLayout, context: LayoutContext, badgeKinds: Set<String> = [],
                file: StaticString = #fileID, line: UInt = #line) throws {
        try self.init(name: name, layout: try layout.compositional(file: file, line: line), context: context, badgeKinds: badgeKinds,
                      solved: nil, window: nil, maximumElements: HTMLPage.maximumElements)
    }
}
