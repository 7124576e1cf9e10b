import Foundation
import XCTest
@testable import LayoutKitLinux

/// `contentInsetsReference` (Docs/Solver.md, step 3a), after charon cases 161-180: the reference 0-4
/// (.automatic, .none, .safeArea, .layoutMargins, .readableContent) × set on the configuration or on the section ×
/// {down, sideways}, in a 320×480 window with layoutMargins (10,20,30,40) and no safe area.
///
/// The fixtures also carry a 20-tall header, which is out of scope here, so these layouts are built without it and
/// the cell positions are derived: they start at y 0 (not 20) when scrolling down.
/// On the host the readable content guide of that window equalled the margins (`.readableContent` gave the same
/// result), so the context sets `readableContentInsets` to the margins as well; separate tests below pin each
/// source with distinct values.
///
/// Measured facts used: down, `.layoutMargins`/`.readableContent` → items 130 wide at x 20, i.e. (320 − 20 − 40)/2,
/// and the top margin is NOT applied; sideways → items at y 10 and 440 tall (480 − 10 − 30), left/right margins NOT
/// applied; `.automatic`, `.none`, `.safeArea` change nothing; configuration and section give identical results.
final class FidelityInsetsReferenceTests: FidelityTestCase {

    enum Placement { case configuration, section }

    let margins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)

    /// Down: HG(FW1, AB50) of FW0.5 × FH1 items, 3 items. Inset: 130 wide at x 20/150; otherwise 160 at 0/160.
    /// Rows 0/50 → content 320×100 (the reference insets never shrink the content width, Docs/Solver.md, step 4).
    /// Sideways: VG(AB100, FH1) of one FW1 × FH1 item per group, 3 items. Inset: 100×440 at y 10; otherwise 100×480
    /// at y 0; groups at x 0/100/200 → content 300×480.
    func checkReference(_ reference: UIContentInsetsReference, on placement: Placement, _ direction: UICollectionView.ScrollDirection,
                        inset: Bool, file: StaticString = #filePath, line: UInt = #line) {
        let group = direction == .vertical
            ? hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))])
            : vGroup(ab(100), fh(1), [item(fw(1), fh(1))])
        let theSection = section(group)
        let configuration = self.configuration(direction)
        switch placement {
        case .configuration: configuration.contentInsetsReference = reference
        case .section: theSection.contentInsetsReference = reference
        }
        var ctx = context([3])
        ctx.layoutMargins = margins
        ctx.readableContentInsets = margins
        let frames: [Frame]
        let content: (CGFloat, CGFloat)
        if direction == .vertical {
            frames = inset ? [(20, 0, 130, 50), (150, 0, 130, 50), (20, 50, 130, 50)]
                           : [(0, 0, 160, 50), (160, 0, 160, 50), (0, 50, 160, 50)]
            content = (320, 100)
        } else {
            frames = inset ? atXs([0, 100, 200], y: 10, w: 100, h: 440) : atXs([0, 100, 200], y: 0, w: 100, h: 480)
            content = (300, 480)
        }
        assertLayout(UICollectionViewCompositionalLayout(section: theSection, configuration: configuration), ctx,
                     frames: [frames], content: content, file: file, line: line)
    }

    // MARK: Set on the configuration

    func test_configurationAutomatic_down_noInsetsWithoutSafeArea_cases161to180() { checkReference(.automatic, on: .configuration, .vertical, inset: false) }
    func test_configurationNone_down_ignoresMargins_cases161to180() { checkReference(.none, on: .configuration, .vertical, inset: false) }
    func test_configurationSafeArea_down_noSafeArea_noInsets_cases161to180() { checkReference(.safeArea, on: .configuration, .vertical, inset: false) }
    func test_configurationLayoutMargins_down_insetAcrossOnly_topMarginNotApplied_cases161to180() { checkReference(.layoutMargins, on: .configuration, .vertical, inset: true) }
    func test_configurationReadableContent_down_insetAcrossOnly_cases161to180() { checkReference(.readableContent, on: .configuration, .vertical, inset: true) }
    func test_configurationAutomatic_sideways_noInsets_cases161to180() { checkReference(.automatic, on: .configuration, .horizontal, inset: false) }
    func test_configurationNone_sideways_ignoresMargins_cases161to180() { checkReference(.none, on: .configuration, .horizontal, inset: false) }
    func test_configurationSafeArea_sideways_noInsets_cases161to180() { checkReference(.safeArea, on: .configuration, .horizontal, inset: false) }
    func test_configurationLayoutMargins_sideways_topBottomOnly_leftRightNotApplied_cases161to180() { checkReference(.layoutMargins, on: .configuration, .horizontal, inset: true) }
    func test_configurationReadableContent_sideways_topBottomOnly_cases161to180() { checkReference(.readableContent, on: .configuration, .horizontal, inset: true) }

    // MARK: Set on the section (configuration left at its .safeArea default)

    func test_sectionAutomatic_down_inheritsConfigurationSafeArea_cases161to180() { checkReference(.automatic, on: .section, .vertical, inset: false) }
    func test_sectionNone_down_ignoresMargins_cases161to180() { checkReference(.none, on: .section, .vertical, inset: false) }
    func test_sectionSafeArea_down_noInsets_cases161to180() { checkReference(.safeArea, on: .section, .vertical, inset: false) }
    func test_sectionLayoutMargins_down_sameAsOnConfiguration_cases161to180() { checkReference(.layoutMargins, on: .section, .vertical, inset: true) }
    func test_sectionReadableContent_down_sameAsOnConfiguration_cases161to180() { checkReference(.readableContent, on: .section, .vertical, inset: true) }
    func test_sectionAutomatic_sideways_inheritsConfigurationSafeArea_cases161to180() { checkReference(.automatic, on: .section, .horizontal, inset: false) }
    func test_sectionNone_sideways_ignoresMargins_cases161to180() { checkReference(.none, on: .section, .horizontal, inset: false) }
    func test_sectionSafeArea_sideways_noInsets_cases161to180() { checkReference(.safeArea, on: .section, .horizontal, inset: false) }
    func test_sectionLayoutMargins_sideways_sameAsOnConfiguration_cases161to180() { checkReference(.layoutMargins, on: .section, .horizontal, inset: true) }
    func test_sectionReadableContent_sideways_sameAsOnConfiguration_cases161to180() { checkReference(.readableContent, on: .section, .horizontal, inset: true) }

    // MARK: Each source pinned with distinct values (derived from Docs/Solver.md, step 3a)

    func test_defaultSafeAreaReference_usesSafeAreaLeadingTrailingOnly() {
        // The configuration default is .safeArea [HDR]. safeAreaInsets (44,10,34,12), margins (0,20,0,40) unused:
        // container 320 − 22 = 298 → FW0.5 items 149 at x 10/159; the top safe area is along the scroll axis → y 0.
        let group = hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))])
        var ctx = context([2])
        ctx.safeAreaInsets = insets(44, 10, 34, 12)
        ctx.layoutMargins = insets(0, 20, 0, 40)
        assertLayout(layout(section(group)), ctx, frames: [[(10, 0, 149, 50), (159, 0, 149, 50)]], content: (320, 50))
    }

    func test_readableContentReference_usesReadableInsetsNotMargins() {
        // .readableContent with readableContentInsets (0,32,0,32) and margins (0,20,0,40): container 256 → FW0.5
        // items 128 at x 32/160.
        let group = hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))])
        let configuration = self.configuration()
        configuration.contentInsetsReference = .readableContent
        var ctx = context([2])
        ctx.readableContentInsets = insets(0, 32, 0, 32)
        ctx.layoutMargins = insets(0, 20, 0, 40)
        assertLayout(UICollectionViewCompositionalLayout(section: section(group), configuration: configuration), ctx,
                     frames: [[(32, 0, 128, 50), (160, 0, 128, 50)]], content: (320, 50))
    }

    func test_sectionReferenceNone_overridesConfigurationLayoutMargins() {
        // Docs/Solver.md, step 3a: the section's own reference wins; only .automatic inherits. Configuration .layoutMargins, section
        // .none, margins (10,20,30,40): FW0.5 items 160 at x 0/160.
        let group = hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))])
        let theSection = section(group)
        theSection.contentInsetsReference = .none
        let configuration = self.configuration()
        configuration.contentInsetsReference = .layoutMargins
        var ctx = context([2])
        ctx.layoutMargins = margins
        assertLayout(UICollectionViewCompositionalLayout(section: theSection, configuration: configuration), ctx,
                     frames: [[(0, 0, 160, 50), (160, 0, 160, 50)]], content: (320, 50))
    }

    func test_referenceInsetsAndSectionInsets_add() {
        // Docs/Solver.md, step 3a: the layout container is inset by the margins (20 / 40), then the section insets (3,4,5,6)
        // across: 320 − 60 − 10 = 250 → FW0.5 items 125 at x 24/149; rows from y 3 (the top margin is not applied,
        // the section's top inset is); 3 items → rows 3/53 → content 3 + 100 + 5 = 108.
        let group = hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))])
        let configuration = self.configuration()
        configuration.contentInsetsReference = .layoutMargins
        var ctx = context([3])
        ctx.layoutMargins = margins
        assertLayout(UICollectionViewCompositionalLayout(section: section(group, insets: insets(3, 4, 5, 6)), configuration: configuration), ctx,
                     frames: [[(24, 3, 125, 50), (149, 3, 125, 50), (24, 53, 125, 50)]], content: (320, 108))
    }
}
