import LayoutKitLinux
import XCTest

/// Device contexts (Docs/Devices.md): the presets' values, the context a device makes, and the traits a context
/// without a device assumes.
final class LayoutDeviceTests: XCTestCase {
    /// A builder that branches as apps do: two columns on a compact width, four on a regular one, and an
    /// inset-by-16 section on a phone, 20 on anything else.
    private func adaptiveGrid() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.traitCollection.horizontalSizeClass == .compact ? 2 : 4
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                           repeatingSubitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            let side: CGFloat = environment.traitCollection.userInterfaceIdiom == .phone ? 16 : 20
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
            return section
        }
    }

    // MARK: The presets

    func testEveryPresetIsOneScreenTurnedOnItsSide() {
        XCTAssertEqual(LayoutDevice.all.count, 15)
        for device in LayoutDevice.all {
            let name = device.name
            XCTAssertEqual(device.landscape.size, CGSize(width: device.portrait.size.height, height: device.portrait.size.width), name)
            XCTAssertGreaterThan(device.portrait.size.height, device.portrait.size.width, name)
            for screen in [device.portrait, device.landscape] {
                // The margins include the safe area (insetsLayoutMarginsFromSafeArea), and the readable guide lies
                // inside the margins.
                XCTAssertGreaterThanOrEqual(screen.layoutMargins.leading, screen.safeAreaInsets.leading, name)
                XCTAssertGreaterThanOrEqual(screen.layoutMargins.top, screen.safeAreaInsets.top, name)
                XCTAssertGreaterThanOrEqual(screen.readableContentInsets.leading, screen.layoutMargins.leading, name)
                XCTAssertEqual(screen.readableContentInsets.leading, screen.readableContentInsets.trailing, name)
                // Where the readable guide is narrower than the margins' guide, it is 664 wide (measured on every
                // device whose readable guide is narrower, Docs/Devices.md).
                if screen.readableContentInsets.leading > screen.layoutMargins.leading {
                    XCTAssertEqual(screen.size.width - 2 * screen.readableContentInsets.leading, 664, name)
                }
            }
            switch device.userInterfaceIdiom {
            case .phone:
                XCTAssertEqual(device.portrait.horizontalSizeClass, .compact, name)
                XCTAssertEqual(device.portrait.verticalSizeClass, .regular, name)
                XCTAssertEqual(device.landscape.verticalSizeClass, .compact, name)
                // Regular width in landscape only on the large phones (HIG "Layout", device size classes).
                XCTAssertEqual(device.landscape.horizontalSizeClass == .regular, device.portrait.size.width >= 430, name)
            case .pad:
                XCTAssertEqual(device.displayScale, 2, name)
                for screen in [device.portrait, device.landscape] {
                    XCTAssertEqual(screen.horizontalSizeClass, .regular, name)
                    XCTAssertEqual(screen.verticalSizeClass, .regular, name)
                    XCTAssertEqual(screen.safeAreaInsets, NSDirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), name)
                }
            default:
                XCTFail("\(name): unexpected idiom \(device.userInterfaceIdiom)")
            }
        }
    }

    func testMeasuredPhoneValuesArePinned() {
        // iPhone 16 = the iPhone 14 Pro's screen as measured (dimmmensions, iOS 16.2): portrait 393 x 852,
        // safe area (59, 0, 34, 0), margins 16 + safe area; landscape safe area 59 at each side and 21 below,
        // margins 59 + 16 = 75.
        let phone = LayoutDevice.iPhone16
        XCTAssertEqual(phone.displayScale, 3)
        XCTAssertEqual(phone.portrait.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(phone.portrait.safeAreaInsets, NSDirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(phone.portrait.layoutMargins, NSDirectionalEdgeInsets(top: 59, leading: 16, bottom: 34, trailing: 16))
        XCTAssertEqual(phone.landscape.safeAreaInsets, NSDirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        XCTAssertEqual(phone.landscape.layoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 75, bottom: 21, trailing: 75))
        XCTAssertEqual(phone.landscape.readableContentInsets, phone.landscape.layoutMargins)
        // iPhone SE: a 20-pt status bar in portrait, nothing in landscape, where the margins grow to 20.
        XCTAssertEqual(LayoutDevice.iPhoneSE3.displayScale, 2)
        XCTAssertEqual(LayoutDevice.iPhoneSE3.portrait.safeAreaInsets, NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(LayoutDevice.iPhoneSE3.landscape.layoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        // iPhone 16 Pro Max in landscape: regular width, the readable guide (956 - 664) / 2 = 146 from each side.
        XCTAssertEqual(LayoutDevice.iPhone16ProMax.landscape.readableContentInsets.leading, 146)
        XCTAssertEqual(LayoutDevice.iPhone16ProMax.landscape.horizontalSizeClass, .regular)
    }

    func testNamedAcceptsMarketingAndPropertyNames() {
        XCTAssertEqual(LayoutDevice.named("iPhone 16 Pro"), .iPhone16Pro)
        XCTAssertEqual(LayoutDevice.named("iphone16pro"), .iPhone16Pro)
        XCTAssertEqual(LayoutDevice.named("iPhone-16-Pro"), .iPhone16Pro)
        XCTAssertEqual(LayoutDevice.named("iPadPro13"), .iPadPro13)
        XCTAssertEqual(LayoutDevice.named("iPad Pro 13-inch (M4)"), .iPadPro13)
        XCTAssertEqual(LayoutDevice.named("iPhone SE (3rd generation)"), .iPhoneSE3)
        XCTAssertEqual(LayoutDevice.named("iPad"), .iPad)
        XCTAssertNil(LayoutDevice.named("iPhone 6"))
        XCTAssertNil(LayoutDevice.named(""))
    }

    // MARK: The context a device makes

    func testDeviceContextIsTheFullScreenCollectionView() {
        let context = LayoutContext(device: .iPadPro13, orientation: .landscapeRight, itemCounts: [4])
        XCTAssertEqual(context.containerSize, CGSize(width: 1376, height: 1032))
        XCTAssertEqual(context.itemCounts, [4])
        XCTAssertEqual(context.safeAreaInsets, NSDirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        XCTAssertEqual(context.layoutMargins, NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 20, trailing: 20))
        // (1376 - 664) / 2 = 356.
        XCTAssertEqual(context.readableContentInsets, NSDirectionalEdgeInsets(top: 24, leading: 356, bottom: 20, trailing: 356))
        XCTAssertEqual(context.traitCollection, UITraitCollection(displayScale: 2, layoutDirection: .leftToRight,
                                                                  horizontalSizeClass: .regular, verticalSizeClass: .regular,
                                                                  userInterfaceIdiom: .pad))
        // .unknown reads as portrait.
        XCTAssertEqual(LayoutContext(device: .iPhone16, orientation: .unknown, itemCounts: []).containerSize,
                       CGSize(width: 393, height: 852))
    }

    func testSizeClassBranchFollowsTheDevice() throws {
        // iPhone 16 portrait: compact, two columns in 393 - 16 - 16 = 361; each 361 / 2 = 180.5, floored to the
        // 1/3-pt grid of scale 3 (Docs/Solver.md, step 3b): 541 / 3 = 180.33; the second at 16 + 180.33 = 196.33.
        let phone = try adaptiveGrid().solve(LayoutContext(device: .iPhone16, itemCounts: [4]))
        let second = try XCTUnwrap(phone.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        XCTAssertEqual(second.minX, 16 + 541.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(second.width, 541.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(phone.contentSize, CGSize(width: 393, height: 200))
        // iPad Pro 13 portrait: regular, four columns in 1032 - 20 - 20 = 992, each 248; the fourth at 20 + 3 x 248 = 764.
        let pad = try adaptiveGrid().solve(LayoutContext(device: .iPadPro13, itemCounts: [4]))
        XCTAssertEqual(pad.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
                       CGRect(x: 764, y: 0, width: 248, height: 100))
        XCTAssertEqual(pad.contentSize, CGSize(width: 1032, height: 100))
        // iPhone 16 Pro Max in landscape: regular width but a phone. The default .safeArea reference insets the
        // layout by 62 each side (956 - 124 = 832), the section by 16: four columns in 800, each 200; the second
        // at 62 + 16 + 200 = 278.
        let wide = try adaptiveGrid().solve(LayoutContext(device: .iPhone16ProMax, orientation: .landscapeLeft, itemCounts: [4]))
        XCTAssertEqual(wide.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 278, y: 0, width: 200, height: 100))
    }

    func testLandscapeLayoutMarginsInsetTheLayoutAcrossTheScrollAxis() throws {
        // .layoutMargins reference on an iPhone 16 in landscape: the container is 852 - 75 - 75 = 702 wide
        // (Docs/Solver.md, step 3a: the reference insets apply across the scroll axis only), starting at x 75.
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                     subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let solution = try layout.solve(LayoutContext(device: .iPhone16, orientation: .landscapeLeft, itemCounts: [2]))
        XCTAssertEqual(solution.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 75, y: 50, width: 702, height: 50))
        // The default .safeArea reference: 852 - 59 - 59 = 734 at x 59.
        layout.configuration.contentInsetsReference = .safeArea
        let safe = try layout.solve(LayoutContext(device: .iPhone16, orientation: .landscapeLeft, itemCounts: [2]))
        XCTAssertEqual(safe.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 59, y: 0, width: 734, height: 50))
    }

    // MARK: Layout documents

    func testDocumentWithoutContainerIsOnTheDefaultDeviceAndItsKeysStillOverride() throws {
        let json = #"{"displayScale": 2, "sections": [{"items": 1, "group": {"group": "horizontal", "#
            + #""layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "absolute(44)"}, "#
            + #""subitems": [{"layoutSize": {"widthDimension": "fractionalWidth(1)", "heightDimension": "fractionalHeight(1)"}}]}}]}"#
        var document = try LayoutDocument.parse(Data(json.utf8))
        XCTAssertEqual(document.device, .default)
        XCTAssertEqual(document.containerSize, CGSize(width: 393, height: 852))
        XCTAssertEqual(document.displayScale, 2, "the document's own key wins over the device's 3")
        let context = document.makeContext()
        XCTAssertEqual(context.safeAreaInsets, NSDirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(context.traitCollection.userInterfaceIdiom, .phone)
        XCTAssertEqual(context.traitCollection.displayScale, 2)
        // On an iPad in landscape: the device's size, scale and traits.
        document.apply(.iPadAir11, orientation: .landscapeLeft)
        let pad = document.makeContext()
        XCTAssertEqual(pad.containerSize, CGSize(width: 1180, height: 820))
        XCTAssertEqual(pad.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(pad.traitCollection.userInterfaceIdiom, .pad)
        XCTAssertEqual(pad.traitCollection.displayScale, 2)
        XCTAssertEqual(pad.readableContentInsets.leading, 258)
    }

    // MARK: A context without a device

    func testContextWithoutDeviceTakesThePhoneBranch() throws {
        var context = LayoutContext(containerSize: CGSize(width: 320, height: 480), itemCounts: [4])
        XCTAssertEqual(context.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(context.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(context.traitCollection.userInterfaceIdiom, .phone)
        XCTAssertEqual(context.traitCollection.displayScale, 2)
        // Two columns in 320 - 32 = 288: 144 each, the second at 16 + 144 = 160.
        let expected = CGRect(x: 160, y: 0, width: 144, height: 100)
        XCTAssertEqual(try adaptiveGrid().solve(context).layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, expected)
        // Replacing the traits with a collection that leaves size classes and idiom unspecified keeps the phone's.
        context.traitCollection = UITraitCollection(displayScale: 3)
        XCTAssertEqual(try adaptiveGrid().solve(context).layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, expected)
        // ... which is what the collection view reports, too.
        let layout = adaptiveGrid()
        try layout.prepare(in: context)
        XCTAssertEqual(layout.collectionView?.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(layout.collectionView?.traitCollection.userInterfaceIdiom, .phone)
        XCTAssertEqual(layout.collectionView?.traitCollection.displayScale, 3)
        // A regular width set explicitly wins: four columns of 72.
        context.traitCollection = UITraitCollection(horizontalSizeClass: .regular)
        XCTAssertEqual(try adaptiveGrid().solve(context).layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 88, y: 0, width: 72, height: 100))
    }

    func testTraitCollectionMergesIdiomLaterWins() {
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(userInterfaceIdiom: .pad),
                                                    UITraitCollection(displayScale: 3)])
        XCTAssertEqual(merged.userInterfaceIdiom, .pad)
        XCTAssertEqual(merged.displayScale, 3)
        XCTAssertEqual(UITraitCollection().userInterfaceIdiom, .unspecified)
        XCTAssertEqual(UIUserInterfaceIdiom.pad.rawValue, 1)
        XCTAssertNotEqual(UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(userInterfaceIdiom: .pad))
    }
}
