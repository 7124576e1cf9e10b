import Foundation
@testable import LayoutKitLinux

// What only the tests ask of a section's badges. Kept in the test target, so that the kernel carries no member a solve
// never calls.

extension ItemSupplementaries {
    /// Whether every badge of the section has a size that follows from its anchor alone (none estimated): the layouts
    /// whose badges the sizer is never asked about. Every badge is made on demand either way (Docs/Solver.md, step 6).
    static func followTheirAnchors(in section: SectionDescription) -> Bool {
        func fixed(_ item: ItemDescription) -> Bool {
            item.supplementaries.allSatisfy { !$0.size.width.isEstimated && !$0.size.height.isEstimated }
                && (item.group?.subitems.allSatisfy(fixed) ?? true)
        }
        return fixed(section.group)
    }
}
