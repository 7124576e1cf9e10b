import Foundation
import XCTest
import LayoutKitLinux

/// `UIColor`: components, equality, description, and the named colours' published values (Docs/Lists.md, "Colours").
final class UIColorTests: XCTestCase {
    private func components(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertTrue(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        return [red, green, blue, alpha]
    }

    func testComponentsAreKeptAsGiven() {
        XCTAssertEqual(components(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)), [0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(components(UIColor(white: 0.25, alpha: 1)), [0.25, 0.25, 0.25, 1])
    }

    func testAlphaIsClampedAndNaNBecomesZero() {
        XCTAssertEqual(components(UIColor(red: 1, green: 0, blue: 0, alpha: 2))[3], 1)
        XCTAssertEqual(components(UIColor(red: 1, green: 0, blue: 0, alpha: .nan))[3], 0)
    }

    func testWithAlphaComponentChangesOnlyAlpha() {
        XCTAssertEqual(UIColor.systemBlue.withAlphaComponent(0.5),
                       UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.5))
    }

    func testEqualityIsByValue() {
        XCTAssertEqual(UIColor.white, UIColor(white: 1, alpha: 1))
        XCTAssertEqual(UIColor.systemGroupedBackground, UIColor.secondarySystemBackground)
        XCTAssertNotEqual(UIColor.black, UIColor.clear)
        XCTAssertEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count, 1)
    }

    func testDescriptionIsUIKitsSRGBShape() {
        XCTAssertEqual(UIColor.red.description, "UIExtendedSRGBColorSpace 1 0 0 1")
        XCTAssertEqual(UIColor.gray.description, "UIExtendedSRGBColorSpace 0.5 0.5 0.5 1")
    }

    func testGetWhiteAnswersOnlyForGreys() {
        var white: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor.darkGray.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 1.0 / 3.0, accuracy: 1e-12)
        XCTAssertFalse(UIColor.systemBlue.getWhite(&white, alpha: &alpha))
    }

    func testNamedColoursHaveTheirPublishedLightValues() {
        // HIG colour tables (light, iOS 13-18) and UIKit's fixed-colour documentation; 8-bit values / 255.
        let expected: [(UIColor, [CGFloat])] = [
            (.clear, [0, 0, 0, 0]), (.black, [0, 0, 0, 1]), (.white, [1, 1, 1, 1]), (.gray, [0.5, 0.5, 0.5, 1]),
            (.red, [1, 0, 0, 1]), (.green, [0, 1, 0, 1]), (.blue, [0, 0, 1, 1]), (.orange, [1, 0.5, 0, 1]),
            (.systemBlue, [0, 122, 255, 255]), (.systemRed, [255, 59, 48, 255]), (.systemGreen, [52, 199, 89, 255]),
            (.systemGray, [142, 142, 147, 255]), (.systemBackground, [255, 255, 255, 255]),
            (.secondarySystemBackground, [242, 242, 247, 255]), (.systemGroupedBackground, [242, 242, 247, 255]),
            (.secondarySystemGroupedBackground, [255, 255, 255, 255]), (.label, [0, 0, 0, 255]),
            (.secondaryLabel, [60, 60, 67, 0.6 * 255]), (.separator, [60, 60, 67, 0.29 * 255]),
            (.opaqueSeparator, [198, 198, 200, 255]),
        ]
        for (index, (color, values)) in expected.enumerated() {
            let want = index < 8 ? values : values.map { $0 / 255 }
            for (got, value) in zip(components(color), want) {
                XCTAssertEqual(got, value, accuracy: 1e-9, "colour \(index): \(color)")
            }
        }
    }

    func testSeparatorOverWhiteIsTheMeasuredSeparatorPixel() {
        // The translucent separator composited over white gives the (198, 198, 200) measured in real UIKit pixels
        // (Docs/Lists.md, S1 and S2): 255 − 0.29 · (255 − 60) = 198.45 → 198; 255 − 0.29 · (255 − 67) = 200.48 → 200.
        let parts = components(.separator)
        let over = parts[0..<3].map { (255 * (parts[3] * $0 + (1 - parts[3]))).rounded() }
        XCTAssertEqual(over, [198, 198, 200])
    }

    func testHueSaturationBrightnessConvertsToRGB() {
        // Hexcone model: hue 0 → red, 1/3 → green, 2/3 → blue; saturation 0 → grey at the brightness; hue 1/12
        // (30°) at full saturation and brightness → (1, 0.5, 0).
        XCTAssertEqual(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .red)
        XCTAssertEqual(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)).map { ($0 * 1e9).rounded() / 1e9 }, [0, 1, 0, 1])
        XCTAssertEqual(components(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)).map { ($0 * 1e9).rounded() / 1e9 }, [0, 0, 1, 1])
        XCTAssertEqual(UIColor(hue: 0.7, saturation: 0, brightness: 0.25, alpha: 0.5), UIColor(white: 0.25, alpha: 0.5))
        XCTAssertEqual(components(UIColor(hue: 1.0 / 12, saturation: 1, brightness: 1, alpha: 1)).map { ($0 * 1e9).rounded() / 1e9 }, [1, 0.5, 0, 1])
    }

    func testNonFiniteHueReadsAsRedInsteadOfTrapping() {
        XCTAssertEqual(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1), .red)
        XCTAssertEqual(UIColor(hue: .infinity, saturation: 1, brightness: 1, alpha: 1), .red)
    }

    func testNamedAssetColoursAreNilForThereIsNoCatalogue() {
        XCTAssertNil(UIColor(named: "Background"))
        XCTAssertEqual(UIColor.tintColor, .systemBlue)
    }

    func testDynamicProviderIsResolvedOnceAndResolvedColorIsItself() {
        let color = UIColor { traits in traits.userInterfaceIdiomIsUnspecified ? .systemTeal : .black }
        XCTAssertEqual(color, .systemTeal)
        XCTAssertEqual(color.resolvedColor(with: UITraitCollection(displayScale: 3)), color)
    }
}

private extension UITraitCollection {
    var userInterfaceIdiomIsUnspecified: Bool { horizontalSizeClass == .unspecified }
}
