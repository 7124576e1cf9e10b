import Foundation
import XCTest
@testable import LayoutKitLinux

/// A section provider that hands out section objects it made once, unchanged, gets one description per object, shared
/// by every section it is handed out for (RecentSectionDescriptions.swift: the object and the count of builder changes
/// are what is compared); an object with a custom group is still described for every section, its item provider
/// called each time, as UIKit calls it.
final class UnchangedSectionObjectTests: XCTestCase {
    private func sections(_ layout: UICollectionViewCompositionalLayout, count: Int) throws -> [SectionDescription?] {
        try LayoutSolver(context: ChangedSectionObjectTests.context(sections: count)).description(of: layout).sections
    }

    /// Three objects of three shapes, handed out in turn: section i shares the description of section i % 3.
    func testObjectsHandedOutAgainUnchangedShareTheirDescriptions() throws {
        let objects = (0..<3).map { _ in ChangedSectionObjectTests.makeSection() }
        objects[1].interGroupSpacing = 9
        objects[2].group.interItemSpacing = nil
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in objects[index % 3] })
        let sections = try sections(layout, count: 9)
        for index in 3..<9 {
            XCTAssertTrue(sections[index] === sections[index % 3], "section \(index)")
        }
        XCTAssertFalse(sections[0] === sections[1] || sections[1] === sections[2] || sections[0] === sections[2])
        let context = ChangedSectionObjectTests.context(sections: 9)
        XCTAssertTrue(DescriptionReuse.same(DescriptionReuse.solve(layout, context, reusing: true),
                                                     DescriptionReuse.solve(layout, context, reusing: false)))
    }

    /// A value written between hand-outs and written back: each value's sections share one description (the
    /// comparison finds it, and holds the object again for the next hand-out).
    func testAValueWrittenAndWrittenBackSharesEachValuesDescription() throws {
        let section = ChangedSectionObjectTests.makeSection()
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            section.contentInsets.top = index % 2 == 0 ? 4 : 9
            return section
        })
        let sections = try sections(layout, count: 6)
        XCTAssertTrue(sections[0] === sections[2] && sections[2] === sections[4])
        XCTAssertTrue(sections[1] === sections[3] && sections[3] === sections[5])
        XCTAssertFalse(sections[0] === sections[1])
    }

    /// Writes to other builder objects between hand-outs (here on another thread as well, as an app building its
    /// next layout while this one solves) change nothing: the unchanged object's sections share one description, and
    /// the frames are those with the reuse off.
    func testWritesToOtherObjectsLeaveTheDescriptionShared() throws {
        let section = ChangedSectionObjectTests.makeSection()
        let elsewhere = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(1), heightDimension: .absolute(1)))
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            elsewhere.contentInsets.top = CGFloat(index)
            return section
        })
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let other = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(1), heightDimension: .absolute(1)))
            for index in 0..<20_000 { other.contentInsets.leading = CGFloat(index % 7) }
            done.signal()
        }
        let context = ChangedSectionObjectTests.context(sections: 8)
        let reused = DescriptionReuse.solve(layout, context, reusing: true)
        let sections = try sections(layout, count: 8)
        done.wait()
        XCTAssertTrue(sections.allSatisfy { $0 != nil && $0 === sections[0] })
        XCTAssertTrue(DescriptionReuse.same(reused, DescriptionReuse.solve(layout, context, reusing: false)))
    }

    /// One object with a custom group, handed out for six sections: its provider is called for each (UIKit calls it
    /// once per section; Docs/Solver.md, step 2), and no two sections share a description.
    func testAnObjectWithACustomGroupIsDescribedForEverySection() throws {
        var calls = 0
        let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))) { _ in
            calls += 1
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 40, height: 40))]
        }
        let section = NSCollectionLayoutSection(group: group)
        let sections = try sections(UICollectionViewCompositionalLayout(sectionProvider: { _, _ in section }), count: 6)
        XCTAssertEqual(calls, 6)
        for index in 1..<6 { XCTAssertFalse(sections[index] === sections[index - 1], "section \(index)") }
    }
}
