import Foundation
import XCTest
@testable import LayoutKitLinux

/// Bad input to boundary items, badges, decorations, pinning and orthogonal sections never crashes: a
/// non-finite number throws a `LayoutError` naming its place; absurd but finite numbers solve to finite frames or
/// throw (Docs/Testing-Properties.md, "Bad input").
final class SupplementaryBadInputTests: XCTestCase {
    private func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private func section(_ configure: (NSCollectionLayoutSection) -> Void = { _ in },
                         badges: [NSCollectionLayoutSupplementaryItem] = []) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: badges)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        configure(section)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func context(_ configure: (inout LayoutContext) -> Void = { _ in }) -> LayoutContext {
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [5])
        configure(&context)
        return context
    }

    private func expectError(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext, path: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try layout.solve(context)
            XCTFail("expected a LayoutError at \(path)", file: file, line: line)
        } catch let error as LayoutError {
            XCTAssertTrue(error.path.contains(path), "path '\(error.path)' should contain '\(path)' (\(error))", file: file, line: line)
            XCTAssertFalse(error.message.isEmpty, file: file, line: line)
        } catch {
            XCTFail("expected a LayoutError, got \(error)", file: file, line: line)
        }
    }

    /// A LayoutError, or a solution whose frames are all finite.
    private func expectFiniteOrError(_ layout: UICollectionViewCompositionalLayout, _ context: LayoutContext,
                                     file: StaticString = #filePath, line: UInt = #line) {
        do {
            let solution = try layout.solve(context)
            for attributes in solution.attributes {
                let f = attributes.frame
                XCTAssertTrue([f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite), "\(attributes)", file: file, line: line)
            }
            _ = solution.layoutAttributesForElements(in: CGRect(origin: .zero, size: solution.contentSize))
        } catch let error as LayoutError {
            XCTAssertFalse(error.message.isEmpty, file: file, line: line)
        } catch {
            XCTFail("expected a LayoutError or a layout, got \(error)", file: file, line: line)
        }
    }

    private func header(_ w: NSCollectionLayoutDimension = .fractionalWidth(1), _ h: NSCollectionLayoutDimension = .absolute(20),
                        offset: CGPoint = .zero) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(w, h), elementKind: "h", alignment: .top, absoluteOffset: offset)
    }

    func testNonFiniteBoundaryOffsetThrowsNamingIt() {
        expectError(section { $0.boundarySupplementaryItems = [self.header(offset: CGPoint(x: CGFloat.nan, y: 0))] }, context(),
                    path: "section 0 > boundarySupplementaryItems[0] > offset.x")
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [header(offset: CGPoint(x: 0, y: CGFloat.infinity))]
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])),
            configuration: configuration)
        expectError(layout, context(), path: "configuration > boundarySupplementaryItems[0] > offset.y")
    }

    func testNonFiniteOrNegativeSupplementarySizesThrow() {
        expectError(section { $0.boundarySupplementaryItems = [self.header(.fractionalWidth(.nan))] }, context(),
                    path: "boundarySupplementaryItems[0] > layoutSize.widthDimension")
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(-3), .absolute(10)), elementKind: "b",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: .top))
        expectError(section(badges: [badge]), context(), path: "supplementaryItems[0] > layoutSize.widthDimension")
    }

    func testNonFiniteAnchorOffsetsThrow() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(3), .absolute(10)), elementKind: "b",
            containerAnchor: NSCollectionLayoutAnchor(edges: .top, fractionalOffset: CGPoint(x: 0, y: CGFloat.nan)))
        expectError(section(badges: [badge]), context(), path: "supplementaryItems[0] > containerAnchor > offset.y")
        let other = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(3), .absolute(10)), elementKind: "b", containerAnchor: NSCollectionLayoutAnchor(edges: .top),
            itemAnchor: NSCollectionLayoutAnchor(edges: .top, absoluteOffset: CGPoint(x: -CGFloat.infinity, y: 0)))
        expectError(section(badges: [other]), context(), path: "supplementaryItems[0] > itemAnchor > offset.x")
    }

    func testNonFiniteDecorationInsetsThrow() {
        expectError(section {
            let decoration = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
            decoration.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)
            $0.decorationItems = [decoration]
        }, context(), path: "decorationItems[0] > contentInsets.top")
    }

    func testNonFiniteOffsetsInTheContextThrow() {
        expectError(section(), context { $0.contentOffset = CGPoint(x: 0, y: CGFloat.nan) }, path: "context.contentOffset")
        expectError(section(), context { $0.orthogonalOffsets = [0: CGPoint(x: CGFloat.infinity, y: 0)] }, path: "context.orthogonalOffsets[0]")
    }

    func testAbsurdFiniteNumbersSolveToFiniteFramesOrThrow() {
        for offset in [CGFloat(1e300), -1e300, 1e15] {
            expectFiniteOrError(section { $0.boundarySupplementaryItems = [self.header(offset: CGPoint(x: offset, y: offset))] }, context())
            expectFiniteOrError(section {
                $0.orthogonalScrollingBehavior = .groupPagingCentered
                $0.boundarySupplementaryItems = [self.header()]
                $0.boundarySupplementaryItems[0].pinToVisibleBounds = true
            }, context { $0.orthogonalOffsets = [0: CGPoint(x: offset, y: 0)]; $0.contentOffset = CGPoint(x: 0, y: offset) })
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(3), .absolute(10)), elementKind: "b",
                containerAnchor: NSCollectionLayoutAnchor(edges: .top, absoluteOffset: CGPoint(x: offset, y: offset)))
            expectFiniteOrError(section(badges: [badge]), context())
        }
        // A paging section in a zero-width view: no room for a page.
        expectFiniteOrError(section { $0.orthogonalScrollingBehavior = .paging },
                            LayoutContext(containerSize: CGSize(width: 0, height: 480), itemCounts: [3]))
    }

    func testSizerAnsweringANonFiniteOrNegativeLengthForASupplementaryThrows() {
        let estimated = section { $0.boundarySupplementaryItems = [self.header(.fractionalWidth(1), .estimated(20))] }
        for answer in [CGSize(width: 1, height: CGFloat.nan), CGSize(width: 1, height: -1), CGSize(width: 1, height: CGFloat.infinity)] {
            expectError(estimated, context { $0.sizing = { request in request.category == .cell ? request.proposedSize : answer } },
                        path: "section 0 > h 0")
        }
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.estimated(3), .absolute(10)), elementKind: "b",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: .top))
        expectError(section(badges: [badge]), context { $0.sizing = { _ in CGSize(width: CGFloat.nan, height: 0) } }, path: "section 0 > b 0")
    }

    func testHandlerSettingNonFiniteOrHugeValuesDoesNotCrash() {
        let layout = section {
            $0.orthogonalScrollingBehavior = .continuous
            $0.visibleItemsInvalidationHandler = { items, _, _ in
                for (index, item) in items.enumerated() {
                    switch index % 3 {
                    case 0: item.center = CGPoint(x: CGFloat.nan, y: 0)
                    case 1: item.zIndex = Int.max
                    default: item.alpha = -.infinity
                    }
                }
            }
        }
        expectFiniteOrError(layout, context())
    }
}
