import Foundation

/// One solved element in 48 bytes: the item in 32 bits (at most 50,000,000 items are solved), with `Int.max`, the item
/// of layout-level boundary items (Docs/Solver.md, step 3e), stored as `Int32.min`.
struct ElementRecord: Equatable, Sendable {
    var frame: CGRect
    private var storedItem: Int32
    var section: Int32
    var zIndex: Int32
    /// Index into `FrameStore.elementKinds`; 0 for cells.
    var kind: UInt16
    var category: UICollectionView.ElementCategory

    init(frame: CGRect, item: Int, section: Int32, zIndex: Int32, kind: UInt16, category: UICollectionView.ElementCategory) {
        self.frame = frame
        self.storedItem = item == Int.max ? Int32.min : Int32(clamping: item)
        self.section = section
        self.zIndex = zIndex
        self.kind = kind
        self.category = category
    }

    var item: Int {
        get { storedItem == Int32.min ? Int.max : Int(storedItem) }
        set { storedItem = newValue == Int.max ? Int32.min : Int32(clamping: newValue) }
    }
}
