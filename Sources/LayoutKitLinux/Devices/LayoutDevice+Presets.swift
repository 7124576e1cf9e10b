import Foundation

/// Current iPhones and iPads. Sizes and size classes are Apple's (the Human Interface Guidelines' "Layout" device
/// tables and the tech specs pages); safe areas, layout margins and readable insets were measured in the simulator
/// (Docs/Devices.md names the measurement behind each value, and how sure it is).
extension LayoutDevice {
    // MARK: iPhones

    /// 375 x 667 pt @2x, a home button: a 20-pt status bar in portrait, none in landscape.
    public static let iPhoneSE3 = phone("iPhone SE (3rd generation)", scale: 2, width: 375, height: 667,
                                        portrait: (safeTop: 20, safeBottom: 0, margin: 16),
                                        landscape: (safeSide: 0, safeBottom: 0, margin: 20, readable: 20, width: .compact))
    /// 390 x 844 pt @3x, a notch (the iPhone 14's screen).
    public static let iPhone16e = phone("iPhone 16e", scale: 3, width: 390, height: 844,
                                        portrait: (safeTop: 47, safeBottom: 34, margin: 16),
                                        landscape: (safeSide: 47, safeBottom: 21, margin: 63, readable: 63, width: .compact))
    /// 393 x 852 pt @3x, the Dynamic Island (the iPhone 14 Pro's and 15's screen). The default device.
    public static let iPhone16 = phone("iPhone 16", scale: 3, width: 393, height: 852,
                                       portrait: (safeTop: 59, safeBottom: 34, margin: 16),
                                       landscape: (safeSide: 59, safeBottom: 21, margin: 75, readable: 75, width: .compact))
    /// 430 x 932 pt @3x (the iPhone 14 Pro Max's and 15 Plus's screen); regular width in landscape.
    public static let iPhone16Plus = phone("iPhone 16 Plus", scale: 3, width: 430, height: 932,
                                           portrait: (safeTop: 59, safeBottom: 34, margin: 20),
                                           landscape: (safeSide: 59, safeBottom: 21, margin: 75, readable: 134, width: .regular))
    /// 402 x 874 pt @3x.
    public static let iPhone16Pro = phone("iPhone 16 Pro", scale: 3, width: 402, height: 874,
                                          portrait: (safeTop: 62, safeBottom: 34, margin: 16),
                                          landscape: (safeSide: 62, safeBottom: 20, margin: 78, readable: 78, width: .compact))
    /// 440 x 956 pt @3x; regular width in landscape.
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", scale: 3, width: 440, height: 956,
                                             portrait: (safeTop: 62, safeBottom: 34, margin: 20),
                                             landscape: (safeSide: 62, safeBottom: 20, margin: 78, readable: 146, width: .regular))
    /// The iPhone 16 Pro's screen (402 x 874 pt @3x).
    public static let iPhone17 = renamed(iPhone16Pro, "iPhone 17")
    /// The iPhone 16 Pro's screen (402 x 874 pt @3x).
    public static let iPhone17Pro = renamed(iPhone16Pro, "iPhone 17 Pro")
    /// The iPhone 16 Pro Max's screen (440 x 956 pt @3x).
    public static let iPhone17ProMax = renamed(iPhone16ProMax, "iPhone 17 Pro Max")

    // MARK: iPads (regular width and height in both orientations; a 24-pt status bar and a 20-pt home indicator)

    public static let iPadMini = pad("iPad mini (A17 Pro)", width: 744, height: 1133, readable: (portrait: 20, landscape: 234.5))
    public static let iPad = pad("iPad (A16)", width: 820, height: 1180, readable: (portrait: 78, landscape: 258))
    public static let iPadAir11 = pad("iPad Air 11-inch (M3)", width: 820, height: 1180, readable: (portrait: 78, landscape: 258))
    public static let iPadAir13 = pad("iPad Air 13-inch (M3)", width: 1024, height: 1366, readable: (portrait: 180, landscape: 351))
    public static let iPadPro11 = pad("iPad Pro 11-inch (M4)", width: 834, height: 1210, readable: (portrait: 85, landscape: 273))
    public static let iPadPro13 = pad("iPad Pro 13-inch (M4)", width: 1032, height: 1376, readable: (portrait: 184, landscape: 356))

    /// The device a context or layout document without one is laid out on: the iPhone 16, portrait.
    public static let `default` = iPhone16

    /// Every preset, phones from small to large, then iPads.
    public static var all: [LayoutDevice] { presets.map(\.device) }

    /// Each preset with the name of its static property, which `named(_:)` also accepts ("iPhone16ProMax").
    static let presets: [(shortName: String, device: LayoutDevice)] = [
        ("iPhoneSE3", iPhoneSE3), ("iPhone16e", iPhone16e), ("iPhone16", iPhone16), ("iPhone16Plus", iPhone16Plus),
        ("iPhone16Pro", iPhone16Pro), ("iPhone16ProMax", iPhone16ProMax), ("iPhone17", iPhone17),
        ("iPhone17Pro", iPhone17Pro), ("iPhone17ProMax", iPhone17ProMax),
        ("iPadMini", iPadMini), ("iPad", iPad), ("iPadAir11", iPadAir11), ("iPadAir13", iPadAir13),
        ("iPadPro11", iPadPro11), ("iPadPro13", iPadPro13),
    ]

    // MARK: How the tables above are read

    /// An iPhone: compact width in portrait, compact height in landscape. Portrait margins and safe area are
    /// top and bottom only and the readable guide is the margins; landscape has the sensor housing on one side
    /// and the same inset on the other, the home indicator below and no status bar.
    private static func phone(_ name: String, scale: CGFloat, width: CGFloat, height: CGFloat,
                              portrait: (safeTop: CGFloat, safeBottom: CGFloat, margin: CGFloat),
                              landscape: (safeSide: CGFloat, safeBottom: CGFloat, margin: CGFloat, readable: CGFloat,
                                          width: UIUserInterfaceSizeClass)) -> LayoutDevice {
        let portraitMargins = NSDirectionalEdgeInsets(top: portrait.safeTop, leading: portrait.margin,
                                                      bottom: portrait.safeBottom, trailing: portrait.margin)
        let up = Screen(size: CGSize(width: width, height: height),
                        safeAreaInsets: NSDirectionalEdgeInsets(top: portrait.safeTop, leading: 0, bottom: portrait.safeBottom, trailing: 0),
                        layoutMargins: portraitMargins, readableContentInsets: portraitMargins,
                        horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let side = Screen(size: CGSize(width: height, height: width),
                          safeAreaInsets: NSDirectionalEdgeInsets(top: 0, leading: landscape.safeSide, bottom: landscape.safeBottom,
                                                                  trailing: landscape.safeSide),
                          layoutMargins: NSDirectionalEdgeInsets(top: 0, leading: landscape.margin, bottom: landscape.safeBottom,
                                                                 trailing: landscape.margin),
                          readableContentInsets: NSDirectionalEdgeInsets(top: 0, leading: landscape.readable,
                                                                         bottom: landscape.safeBottom, trailing: landscape.readable),
                          horizontalSizeClass: landscape.width, verticalSizeClass: .compact)
        return LayoutDevice(name: name, userInterfaceIdiom: .phone, displayScale: scale, portrait: up, landscape: side)
    }

    /// An iPad at 2x: the same safe area (24 top, 20 bottom) and 20-pt side margins in both orientations;
    /// the readable guide is 664 wide where the screen leaves room for it.
    private static func pad(_ name: String, width: CGFloat, height: CGFloat,
                            readable: (portrait: CGFloat, landscape: CGFloat)) -> LayoutDevice {
        let safeArea = NSDirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        let margins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 20, trailing: 20)
        func screen(_ size: CGSize, readable side: CGFloat) -> Screen {
            Screen(size: size, safeAreaInsets: safeArea, layoutMargins: margins,
                   readableContentInsets: NSDirectionalEdgeInsets(top: 24, leading: side, bottom: 20, trailing: side),
                   horizontalSizeClass: .regular, verticalSizeClass: .regular)
        }
        return LayoutDevice(name: name, userInterfaceIdiom: .pad, displayScale: 2,
                            portrait: screen(CGSize(width: width, height: height), readable: readable.portrait),
                            landscape: screen(CGSize(width: height, height: width), readable: readable.landscape))
    }

    private static func renamed(_ device: LayoutDevice, _ name: String) -> LayoutDevice {
        var copy = device
        copy.name = name
        return copy
    }
}
