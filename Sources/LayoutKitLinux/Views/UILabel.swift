import Foundation

/// A label (UIKit: `UILabel`), headless: its text and text attributes, kept for tests and dumps; nothing is measured
/// or drawn. A cell whose content is labels shows the first label's text in dumps (Docs/DataSource.md).
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var highlightedTextColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    /// 1, UIKit's default.
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    open var isHighlighted = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// An image view (UIKit: `UIImageView`): holds its image (a name here, `UIImage`).
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
    }
}

/// (UIKit: `NSTextAlignment`, with its raw values on iOS.)
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
