import Foundation

/// Stands for an image where layout code hands one to UIKit (a swipe action's `image`). There are no images on
/// Linux and no asset catalogue or SF Symbols: an image is its name, and the initialisers that look one up always
/// succeed (UIKit's return nil for a name it does not know).
open class UIImage: Equatable, CustomStringConvertible {
    /// The SF Symbol's or asset's name it was made with.
    public let name: String
    public let isSymbolImage: Bool

    public init?(systemName: String) {
        name = systemName
        isSymbolImage = true
    }

    public init?(named name: String) {
        self.name = name
        isSymbolImage = false
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage
    }

    open var description: String { isSymbolImage ? "<UIImage symbol \(name)>" : "<UIImage named \(name)>" }
}
