// swift-tools-version:6.0
// LayoutKitLinux: UIKit's compositional layout, headless, on Linux. No package dependencies by design.
import PackageDescription

let package = Package(
    name: "LayoutKitLinux",
    products: [
        .library(name: "LayoutKitLinux", targets: ["LayoutKitLinux"]),
        .executable(name: "layout-dump", targets: ["layout-dump"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
    ],
    targets: [
        .target(name: "LayoutKitLinux"),
        .executableTarget(name: "layout-dump", dependencies: ["LayoutKitLinux"]),
        // The benchmark of Docs/Performance.md; run it release-built, never as a timed test.
        .executableTarget(name: "layout-bench", dependencies: ["LayoutKitLinux"]),
        .testTarget(
            name: "LayoutTests",
            // layout-dump is a dependency so that `swift test` always builds the binary the end-to-end tests run.
            dependencies: ["LayoutKitLinux", "layout-dump"],
            // Data read from the source tree via #filePath (Docs/Fidelity.md): the fidelity fixtures (FixtureTests) and the
            // Charon sweep's recordings (CharonSweepTests).
            exclude: ["Fixtures", "Charon/compositional", "Charon/sized", "Charon/orthogonal"]
        ),
    ]
)
