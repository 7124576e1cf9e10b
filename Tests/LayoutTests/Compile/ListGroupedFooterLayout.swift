import LayoutKitLinux

// A form: grouped sections, each with a title header and an explanatory footer, no padding above headers.
struct ListGroupedFooterForm {
    let layout: UICollectionViewCompositionalLayout = {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.headerTopPadding = 0
        configuration.backgroundColor = UIColor(white: 0.95, alpha: 1.0)
        return .list(using: configuration)
    }()
}
