// swift-tools-version:6.1
import PackageDescription

// Layers, each importing only those above it in this list:
// CLibXML2 → SceneXML → SceneModel → LayoutSolver (independent) → SceneLayout → scenelayout (CLI)
let package = Package(
    name: "scenelayout",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scenelayout", targets: ["scenelayout"]),
        .library(name: "SceneXML", targets: ["SceneXML"]),
        .library(name: "SceneModel", targets: ["SceneModel"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "SceneLayout", targets: ["SceneLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "SceneXML", dependencies: ["CLibXML2"]),
        .target(name: "SceneModel", dependencies: ["SceneXML"]),
        .target(name: "LayoutSolver"),
        // The layout layer reads the typed model only: with member import visibility, the
        // XML layer's members (`SceneXMLElement.attribute`, …) do not compile here.
        .target(name: "SceneLayout", dependencies: ["SceneModel", "LayoutSolver"],
                swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        .target(name: "SceneCommands", dependencies: ["SceneXML", "SceneModel", "SceneLayout"]),
        .executableTarget(
            name: "scenelayout",
            dependencies: [
                "SceneCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "SolverBenchmarks", dependencies: ["LayoutSolver"], path: "Benchmarks/SolverBenchmarks"),
        .executableTarget(name: "SolverWorstCases", dependencies: ["LayoutSolver"], path: "Benchmarks/SolverWorstCases"),
        .executableTarget(name: "ResolveBenchmarks", dependencies: ["SceneLayout", "SceneModel", "SceneXML"], path: "Benchmarks/ResolveBenchmarks"),
        .executableTarget(name: "CommandBenchmarks", dependencies: ["SceneCommands", "CLibXML2"], path: "Benchmarks/CommandBenchmarks"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SceneXMLTests", dependencies: ["SceneXML", "TestSupport"]),
        .testTarget(name: "SceneModelTests", dependencies: ["SceneModel", "SceneXML", "TestSupport"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "SceneLayoutTests", dependencies: ["SceneLayout", "SceneModel", "SceneXML", "TestSupport"]),
        .testTarget(name: "SceneCommandsTests", dependencies: ["SceneCommands", "SceneLayout", "SceneModel", "SceneXML", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["SceneCommands", "SceneModel", "SceneXML", "TestSupport", "scenelayout"]),
    ],
    swiftLanguageModes: [.v6]
)
