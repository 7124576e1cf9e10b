import Foundation
import XCTest
@testable import LayoutKitLinux

/// Decoration items — section backgrounds (Docs/Solver.md, step 4; CHARON cases 157-159), and their rect-query rule
/// (Docs/Solver.md, step 6: answered when their section's frame meets or touches the rect, even for a zero-area rect).
final class FidelityDecorationTests: FidelityTestCase {

    private func decoratedSection(insets decorationInsets: NSDirectionalEdgeInsets = .zero, zIndex: Int = 0,
                                  interGroupSpacing: CGFloat = 0) -> NSCollectionLayoutSection {
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6), interGroupSpacing: interGroupSpacing)
        let decoration = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
        decoration.contentInsets = decorationInsets
        decoration.zIndex = zIndex
        section.decorationItems = [decoration]
        section.boundarySupplementaryItems = [bnd("h", fw(1), ab(30), .top)]
        return section
    }

    func testCase157BackgroundIsTheSectionRectLessItsInsetsEmptySectionWithAHeaderToo() {
        // Counts [3, 0, 2], interGroupSpacing 4, header 30, decoration insets (1,2,3,4), zIndex −3.
        // Section 0: h 0…30, cells 33 and 77, ends 117 + 5 = 122 → bg (0 + 2, 0 + 1, 320 − 2 − 4, 122 − 1 − 3) =
        // (2,1,314,118). Empty section 1 with its header: 30 + 3 + 5 = 38 (122…160) → (2,123,314,34). Section 2: h at
        // 160, cells at 193, ends 238 → (2,161,314,74). Cells promoted to z1; content 238 (all measured).
        let layout = layout(decoratedSection(insets: insets(1, 2, 3, 4), zIndex: -3, interGroupSpacing: 4))
        assertLayoutElements(layout, context([3, 0, 2]),
                             [deco("bg", 0, 0, (2, 1, 314, 118), z: -3), deco("bg", 1, 0, (2, 123, 314, 34), z: -3),
                              deco("bg", 2, 0, (2, 161, 314, 74), z: -3), cell(0, 0, (4, 33, 155, 40), z: 1),
                              cell(0, 2, (4, 77, 155, 40), z: 1), cell(2, 0, (4, 193, 155, 40), z: 1),
                              supp("h", 1, 0, (4, 122, 310, 30), z: 1)], content: (320, 238))
        guard let solution = solve(layout, context([3, 0, 2])) else { return }
        // Measured answers: a rect clipped to a zero-width strip at the content's right edge still touches every
        // section frame (the decorations' own frames end at 316); a rect below the content answers nothing.
        XCTAssertEqual(answered(solution, CGRect(x: 320, y: 0, width: 50, height: 480)), ["2 bg 0.0", "2 bg 1.0", "2 bg 2.0"])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 240, width: 320, height: 30)), [])
        XCTAssertEqual(answered(solution, CGRect(x: -20, y: -20, width: 40, height: 40)), ["1 h 0.0", "2 bg 0.0"])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 33, width: 320, height: 0.5)), ["0 - 0.0", "0 - 0.1", "2 bg 0.0"])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 0, width: 320, height: 50)), ["0 - 0.0", "0 - 0.1", "1 h 0.0", "2 bg 0.0"])
    }

    func testCase158SidewaysBackgroundCoversTheWholeSectionIncludingItsInsets() {
        // Sideways: HG(FW1, AB40) is 320 × 40 (the whole view along x); cells 160×40 at y 3. Section 0: 3 items → 4 + 320 +
        // 160 + 6 = 490; section 1: 4 + 320 + 6 = 330; content 820. bg (0,0,490,480) and (490,0,330,480), z0. The top
        // header is a cross-side item centred along each section: (490 − 320)/2 = 85, 490 + 5 = 495; y 3 (measured).
        let section = section(hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), insets: insets(3, 4, 5, 6))
        section.decorationItems = [.background(elementKind: "bg")]
        section.boundarySupplementaryItems = [bnd("h", fw(1), ab(30), .top)]
        let layout = layout(section, .horizontal)
        assertLayoutElements(layout, context([3, 2]),
                             [deco("bg", 0, 0, (0, 0, 490, 480), z: 0), deco("bg", 1, 0, (490, 0, 330, 480), z: 0),
                              cell(0, 0, (4, 3, 160, 40), z: 1), cell(0, 2, (324, 3, 160, 40), z: 1), cell(1, 1, (654, 3, 160, 40), z: 1),
                              supp("h", 0, 0, (85, 3, 320, 30), z: 1), supp("h", 1, 0, (495, 3, 320, 30))], content: (820, 480))
        guard let solution = solve(layout, context([3, 2])) else { return }
        XCTAssertEqual(answered(solution, CGRect(x: 320, y: 0, width: 50, height: 480)), ["0 - 0.1", "0 - 0.2", "1 h 0.0", "2 bg 0.0"])
        XCTAssertEqual(answered(solution, CGRect(x: 0, y: 240, width: 320, height: 30)), ["2 bg 0.0"])
    }

    func testCase159OnlyTheDecoratedSectionsCellsArePromoted() {
        // Provider: a background in section 0 only. Section 0 cells z1, section 1 cells z0; bg (0,0,320,80) (measured).
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = NSCollectionLayoutSection(group: self.hGroup(self.fw(1), self.ab(40), [self.item(self.fw(0.5), self.fh(1))]))
            if index == 0 { section.decorationItems = [.background(elementKind: "bg")] }
            return section
        }
        assertLayoutElements(layout, context([3, 2]),
                             [deco("bg", 0, 0, (0, 0, 320, 80), z: 0), cell(0, 0, (0, 0, 160, 40), z: 1), cell(0, 2, (0, 40, 160, 40), z: 1),
                              cell(1, 0, (0, 80, 160, 40), z: 0), cell(1, 1, (160, 80, 160, 40), z: 0)], content: (320, 120))
    }

    func testSectionOfNoSizeGetsNoDecorationDecorationIndexPathIsItsPosition() {
        // An empty section without boundary items has no size (case 51): no decoration. Two decorations are items 0, 1.
        let section = section(hGroup(fw(1), ab(40), [item(fw(1), fh(1))]))
        section.decorationItems = [.background(elementKind: "a"), .background(elementKind: "b")]
        guard let solution = solve(layout(section), context([1, 0])) else { return }
        XCTAssertEqual(solution.layoutAttributesForDecorationView(ofKind: "b", at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 320, height: 40))
        XCTAssertNil(solution.layoutAttributesForDecorationView(ofKind: "a", at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(solution.attributes.filter { $0.representedElementCategory == .decorationView }.count, 2)
    }
}
