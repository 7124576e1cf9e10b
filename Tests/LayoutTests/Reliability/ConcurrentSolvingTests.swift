import Foundation
import XCTest
@testable import LayoutKitLinux

/// Solving is a pure function of the layout and the context (Docs/Solver.md), with no shared mutable state, and a
/// solution is an immutable `Sendable` value: so layouts may be solved on many threads at once (each thread its own
/// builder objects, which, as UIKit's, are not `Sendable`), and one solution queried from many threads, with the same
/// answers as on one thread. Run under the thread sanitizer (`swift test --sanitize=thread`, Docs/Reliability.md),
/// these tests check that no solve or query writes memory another reads.
final class ConcurrentSolvingTests: XCTestCase {
    /// Badges (written cells), a header, an orthogonal section, and self-sized cells made on demand from a measured run.
    private static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40)),
                                              supplementaryItems: section == 1 ? [badge] : [])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                              heightDimension: .estimated(40)),
                                                           subitems: [item])
            group.interItemSpacing = .fixed(8)
            let built = NSCollectionLayoutSection(group: group)
            built.interGroupSpacing = 4
            if section == 2 { built.orthogonalScrollingBehavior = .continuous }
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            built.boundarySupplementaryItems = [header]
            return built
        }
    }

    private static func context() -> LayoutContext {
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [500, 200, 50])
        context.contentOffset = CGPoint(x: 0, y: 300)
        context.sizing = { request in
            CGSize(width: request.proposedSize.width, height: CGFloat(30 + (request.indexPath.item * 7 + request.indexPath.section * 3) % 40))
        }
        return context
    }

    func testLayoutsSolvedOnManyThreadsGiveTheSameSolution() throws {
        let expected = Array(try Self.layout().solve(Self.context()).attributes)
        let results = ResultBox<[UICollectionViewLayoutAttributes]>(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results.set(index, Result { Array(try Self.layout().solve(Self.context()).attributes) })
        }
        for (index, result) in results.values.enumerated() {
            XCTAssertEqual(try result?.get(), expected, "thread \(index)")
        }
    }

    func testOneSolutionQueriedFromManyThreadsGivesTheSameAnswers() throws {
        let solution = try Self.layout().solve(Self.context())
        let content = solution.contentSize
        let rects = (0..<16).map { CGRect(x: 0, y: CGFloat($0) * content.height / 16, width: content.width, height: content.height / 8) }
        let expected = rects.map { solution.layoutAttributesForElements(in: $0).map(\.indexPath) }
        let items = (0..<500).map { solution.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        let frames = Array(solution.frames)
        let mismatches = ResultBox<[String]>(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            var problems: [String] = []
            for (k, rect) in rects.enumerated() where solution.layoutAttributesForElements(in: rect).map(\.indexPath) != expected[k] {
                problems.append("rect \(k)")
            }
            for item in stride(from: index, to: 500, by: 16)
                where solution.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame != items[item] {
                problems.append("item \(item)")
            }
            if Array(solution.frames) != frames { problems.append("frames") }
            mismatches.set(index, .success(problems))
        }
        for (index, result) in mismatches.values.enumerated() {
            XCTAssertEqual(try result?.get(), [], "thread \(index)")
        }
    }
}

/// Results written by concurrent iterations, one slot each, behind a lock.
private final class ResultBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, Error>?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Result<Value, Error>) { lock.lock(); slots[index] = value; lock.unlock() }
    var values: [Result<Value, Error>?] { lock.lock(); defer { lock.unlock() }; return slots }
}
