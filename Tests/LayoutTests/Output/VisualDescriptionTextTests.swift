import Foundation
import XCTest
@testable import LayoutKitLinux

/// The text `visualDescription()` and `--format describe` write without solving (Docs/VisualDescription.md): the
/// section's header line, and the short kinds the drawing labels supplementaries with (Docs/CLI.md, "ascii"). Both are
/// written without Foundation's string search or reflection (issue #29 item 8, Docs/Performance.md); these pin that the
/// words stay the same.
final class VisualDescriptionTextTests: XCTestCase {
    private func section(orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                         alignments: [NSRectAlignment]) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = orthogonal
        section.boundarySupplementaryItems = alignments.map {
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "k", alignment: $0)
        }
        return section
    }

    func testSectionHeaderNamesEveryAlignmentByItsSwiftCaseName() {
        // The names as the Swift cases are spelled (and layout documents spell them), in declaration order.
        let text = VisualDescription.render(section: section(orthogonal: .none, alignments: NSRectAlignment.allCases))
        let first = text.prefix { $0 != "\n" }
        XCTAssertEqual(String(first), "NSCollectionLayoutSection contentInsets={0, 0, 0, 0}, interGroupSpacing=0, boundarySupplementaryItems=["
            + "k none, k top, k topLeading, k leading, k bottomLeading, k bottom, k bottomTrailing, k trailing, k topTrailing]")
    }

    func testSectionHeaderNamesEveryOrthogonalBehaviourButNone() {
        let names = ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
        let behaviours: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [.continuous, .continuousGroupLeadingBoundary,
                                                                                  .paging, .groupPaging, .groupPagingCentered]
        for (name, behaviour) in zip(names, behaviours) {
            let text = VisualDescription.render(section: section(orthogonal: behaviour, alignments: [.top]))
            XCTAssertTrue(text.hasPrefix("NSCollectionLayoutSection contentInsets={0, 0, 0, 0}, interGroupSpacing=0, "
                + "orthogonalScrollingBehavior=\(name), boundarySupplementaryItems=[k top]\n"), text)
        }
        // `.none` is not written.
        let text = VisualDescription.render(section: section(orthogonal: .none, alignments: [.top]))
        XCTAssertTrue(text.hasPrefix("NSCollectionLayoutSection contentInsets={0, 0, 0, 0}, interGroupSpacing=0, "
            + "boundarySupplementaryItems=[k top]\n"), text)
    }

    func testKindLabelsNameTheirWordInAnyCase() {
        // Words looked for in the order header, footer, badge, background, anywhere in the kind, in any case.
        XCTAssertEqual(ASCIIDiagram.shortKind("section-header-element-kind"), "header")
        XCTAssertEqual(ASCIIDiagram.shortKind("UICollectionElementKindSectionFooter"), "footer")
        XCTAssertEqual(ASCIIDiagram.shortKind("NEW-BADGE"), "badge")
        XCTAssertEqual(ASCIIDiagram.shortKind("Background-Decoration"), "background")
        XCTAssertEqual(ASCIIDiagram.shortKind("footer-then-header"), "header")   // header is looked for first
        XCTAssertEqual(ASCIIDiagram.shortKind("HeAdEr"), "header")
        // A kind with letters beyond ASCII is searched as Unicode text, with the same words.
        XCTAssertEqual(ASCIIDiagram.shortKind("Überschrift-HEADER"), "header")
        XCTAssertEqual(ASCIIDiagram.shortKind("Fußzeile-footer"), "footer")
    }

    func testKindLabelsWithoutAWordAreCutToTwelveCharacters() {
        XCTAssertEqual(ASCIIDiagram.shortKind("HEAD-ER"), "HEAD-ER")   // the word split: not named
        XCTAssertEqual(ASCIIDiagram.shortKind("twelve-chars"), "twelve-chars")   // 12 characters: kept
        XCTAssertEqual(ASCIIDiagram.shortKind("very-long-kind-name"), "very-long-k~")   // 11 characters and "~"
        XCTAssertEqual(ASCIIDiagram.shortKind("Überschriften-lang"), "Überschrift~")   // characters, not bytes
        XCTAssertEqual(ASCIIDiagram.shortKind(""), "")
        // Control characters are escaped before the cut: "a\u{1B}b" is "a\u001Bb", 8 characters.
        XCTAssertEqual(ASCIIDiagram.shortKind("a\u{1B}b"), "a\\u001Bb")
    }
}
