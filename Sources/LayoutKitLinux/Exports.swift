// UIKit re-exports Foundation, so an iOS layout file that says only `import UIKit` uses `CGFloat`, `CGSize`,
// `CGPoint`, `CGRect` and `IndexPath`. Re-exporting it here lets the same file compile with only
// `import LayoutKitLinux` (Docs/Model.md, "Source compatibility").
@_exported import Foundation
