import Foundation
import XCTest
@testable import LayoutKitLinux

/// Helpers for the list tests (Docs/Lists.md). Every expected frame is derived by hand from the list rules and
/// the metrics in Docs/Lists.md, in the test's comment; the sizer's answers stand for the cells' content.
class ListTestCase: FidelityTestCase {
    static let header = UICollectionView.elementKindSectionHeader
    static let footer = UICollectionView.elementKindSectionFooter

    /// A sizer that answers rows with `rows[item % rows.count]`, headers with `header` and footers with `footer`,
    /// keeping the proposed width (a list row fills its section's width). `nil` keeps the estimate.
    func sizing(rows: [CGFloat]? = nil, header: CGFloat? = nil, footer: CGFloat? = nil) -> (SizingRequest) -> CGSize {
        { request in
            let answer: CGFloat?
            switch request.elementKind {
            case nil: answer = rows.map { $0[request.indexPath.item % $0.count] }
            case Self.header: answer = header
            case Self.footer: answer = footer
            default: answer = nil
            }
            return CGSize(width: request.proposedSize.width, height: answer ?? request.proposedSize.height)
        }
    }

    /// A context `width` wide with symmetric layout margins, at `scale`.
    func listContext(_ counts: [Int], width: CGFloat, margins: CGFloat = 0, scale: CGFloat = 2) -> LayoutContext {
        var context = context(counts, width: width, height: 800, scale: scale)
        context.layoutMargins = NSDirectionalEdgeInsets(top: 0, leading: margins, bottom: 0, trailing: margins)
        return context
    }

    func listLayout(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                    _ configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// Rows stacked from `y`, each `height` tall (or the heights given in turn), at `x` and `width`.
    func rows(section: Int, from y: CGFloat, x: CGFloat, width: CGFloat, heights: [CGFloat]) -> [Element] {
        var top = y
        return heights.enumerated().map { item, height in
            defer { top += height }
            return cell(section, item, (x, top, width, height))
        }
    }
}
