// swift-tools-version: 6.2
import PackageDescription

/// Every target of ours builds in Swift 6 mode and treats a warning as an error.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// `rounded()` and `squareRoot()` lower to libm on Linux; without Foundation nothing else links it.
let libm: [LinkerSetting] = [.linkedLibrary("m")]

let package = Package(
    name: "Set",
    products: [
        .executable(name: "set-game", targets: ["SetGame"]),
        .executable(name: "set-bench", targets: ["SetBench"]),
        .library(name: "SetCore", targets: ["SetCore"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "SetAudio", targets: ["SetAudio"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        // `swift package generate-documentation --target NAME` renders a module's DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Listed bottom-up: a target depends only on targets above it in this list.

        // SDL2 from Debian's libsdl2-dev. Not looked up through pkg-config: Debian's
        // sdl2.pc adds -D_REENTRANT, which SwiftPM rejects with a warning on every
        // build, and the headers and library are on the default search paths anyway.
        .systemLibrary(name: "CSDL2", path: "Modules/CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // libpng 1.6 from Debian's libpng-dev; its simplified API writes and reads whole images.
        .systemLibrary(name: "CPNG", path: "Modules/CPNG", providers: [.apt(["libpng-dev"])]),
        // glibc's malloc.h, for mallopt (part of libc6-dev, always there with the toolchain).
        .systemLibrary(name: "CMalloc", path: "Modules/CMalloc"),
        // glibc's wchar.h, for wmemset: the C library's widest stores fill solid runs of pixels.
        .systemLibrary(name: "CWChar", path: "Modules/CWChar"),
        // Points, rectangles, transforms and trigonometry: standard library only.
        .target(name: "Geometry", swiftSettings: strict, linkerSettings: libm),
        // gettext's catalogs: the `.mo` reader, the plural rules, the language the environment asks for.
        // Standard library only: the system's gettext translates nothing on a machine without generated locales.
        .target(name: "Catalog", swiftSettings: strict),
        // Compiles po/CODE.po for each language po/LINGUAS lists to CODE.mo with gettext's msgfmt, as a
        // resource of the target that reads the catalogs.
        .plugin(name: "CompileCatalogs", capability: .buildTool(), path: "Sources/CompileCatalogs"),
        // Cards, the deck, the rules, every mode and the game's state machine: standard library only.
        .target(name: "SetCore", swiftSettings: strict, linkerSettings: libm),
        // The computer players: how a person's search for a group is timed, their mistakes, and the ratings.
        // SetCore and swift-numerics' RealModule (exp, log and pow for the log-normal times and 10^(R/800)).
        .target(
            name: "SetOpponents",
            dependencies: ["SetCore", .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strict),
        // The synthesizer and the mixer: standard library only (Synchronization's Atomic for the queue).
        .target(name: "SetAudio", swiftSettings: strict, linkerSettings: libm),
        // The rasterizer: paths, strokes, exact-coverage fills, clip masks, pixel buffers and sprites.
        .target(name: "Raster", dependencies: ["CWChar", "Geometry"], swiftSettings: strict, linkerSettings: libm),
        // Pixel buffers to PNG files and back, through libpng.
        .target(name: "PNGFile", dependencies: ["CPNG", "Raster"], swiftSettings: strict),
        // Platform-neutral input events to actions: clicks, drags, the knob, twists, keys.
        .target(name: "SetInput", dependencies: ["Geometry"], swiftSettings: strict),
        // The font: glyphs for Latin, Cyrillic and Greek from one pen, widths, kerning, text layout (shrink,
        // wrap) and the fallback box. It knows nothing of Set.
        .target(name: "VectorFont", dependencies: ["Raster", "Geometry"], swiftSettings: strict),
        // The table drawn: layout, card art, the HUD, overlays, themes, hit-testing.
        .target(
            name: "SetTable", dependencies: ["SetCore", "Catalog", "Raster", "VectorFont", "Geometry"],
            swiftSettings: strict),
        // The network protocol's value types and codec: messages, frames, room codes, names. SetCore only, no
        // SwiftNIO: the app core speaks the protocol without the network library.
        .target(name: "SetProtocol", dependencies: ["SetCore", "SetOpponents"], swiftSettings: strict),
        // The network game: the host's authority, and SwiftNIO's host and client. No SDL, no UI.
        .target(
            name: "SetNet",
            dependencies: [
                "SetCore", "SetOpponents", "SetProtocol",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOExtras", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            swiftSettings: strict
        ),
        // Saved games, settings (as plain values), statistics and the install's files: SetCore only, no SDL.
        .target(name: "SetStorage", dependencies: ["SetCore", "Catalog"], swiftSettings: strict),
        // Every game kept, move by move, in SQLite through GRDB: the record, its migrations, past games.
        .target(
            name: "SetRecords",
            dependencies: ["SetCore", "SetStorage", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict
        ),
        // The application as one value: `AppState`, `reduce`, overlays, motion, which sound a change makes.
        .target(
            name: "SetApp",
            dependencies: [
                "SetCore", "Catalog", "SetTable", "VectorFont", "SetInput", "Geometry", "SetAudio", "SetProtocol",
                "SetOpponents",
            ],
            swiftSettings: strict),
        // What a launch decides, the install and its icon, the SDL window, its events, frame pacing
        // and the session loop: the only importer of CSDL2.
        .target(
            name: "SetPlatform",
            dependencies: [
                "CSDL2", "CMalloc", "PNGFile", "SetCore", "Catalog", "Geometry", "Raster", "SetTable", "SetInput",
                "SetApp", "SetStorage", "SetRecords", "SetAudio", "SetNet", "SetProtocol", "SetOpponents",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            // The man page that ManualPage.swift holds as text; .ci/manual writes both.
            exclude: ["set-game.6"],
            swiftSettings: strict,
            plugins: ["CompileCatalogs"]
        ),
        // `set-game`: the command line and the wiring.
        .executableTarget(
            name: "SetGame",
            dependencies: [
                "SetCore", "SetStorage", "SetRecords", "SetPlatform", "SetTable", "SetNet", "SetProtocol",
                "SetOpponents", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        // `set-bench`: the rasterizer's, the table's and the animation's benchmarks.
        .executableTarget(
            name: "SetBench",
            dependencies: [
                "PNGFile", "Geometry", "Raster", "SetTable", "SetCore", "SetApp", "SetInput", "SetAudio", "SetNet",
                "SetProtocol", "SetRecords", "SetOpponents",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOExtras", package: "swift-nio-extras"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        // `SetFuzz`: the libFuzzer targets (`.ci/fuzz`), and their corpus replayed once without it.
        // Not a product: it ships with nothing.
        .executableTarget(
            name: "SetFuzz",
            dependencies: [
                "Geometry", "Raster", "SetCore", "SetInput", "SetApp", "SetNet", "SetProtocol", "SetStorage",
                "SetRecords", "SetPlatform", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        // The temporary game folder the storage, platform and command tests share.
        .target(
            name: "SetStorageTestSupport", dependencies: ["SetStorage", "SetCore"], path: "Tests/SetStorageTestSupport",
            swiftSettings: strict),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"], swiftSettings: strict),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog"], swiftSettings: strict),
        .testTarget(name: "SetCoreTests", dependencies: ["SetCore"], swiftSettings: strict),
        .testTarget(name: "SetOpponentsTests", dependencies: ["SetOpponents", "SetCore"], swiftSettings: strict),
        .testTarget(name: "SetAudioTests", dependencies: ["SetAudio"], swiftSettings: strict),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry"], swiftSettings: strict),
        .testTarget(
            name: "PNGFileTests", dependencies: ["PNGFile", "Raster", "Geometry", "SetCore"], swiftSettings: strict),
        .testTarget(name: "SetInputTests", dependencies: ["SetInput", "Geometry"], swiftSettings: strict),
        .testTarget(
            name: "VectorFontTests", dependencies: ["VectorFont", "Raster", "Geometry"], swiftSettings: strict),
        .testTarget(
            name: "SetTableTests", dependencies: ["SetTable", "Catalog", "VectorFont", "PNGFile", "Geometry"],
            swiftSettings: strict),
        .testTarget(
            name: "SetNetTests",
            dependencies: [
                "SetNet", "SetProtocol", "SetCore", "SetOpponents", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SetStorageTests", dependencies: ["SetStorage", "Catalog", "SetCore", "SetStorageTestSupport"],
            exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "SetRecordsTests",
            dependencies: [
                "SetRecords", "SetCore", "SetStorage", "SetStorageTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "SetAppTests",
            dependencies: [
                "SetApp", "Catalog", "SetInput", "SetTable", "VectorFont", "SetCore", "Geometry", "SetAudio",
                "SetProtocol", "SetOpponents",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "SetPlatformTests",
            dependencies: [
                "SetPlatform", "SetStorage", "CSDL2", "SetCore", "SetTable", "SetInput", "SetApp", "Geometry", "Raster",
                "SetAudio", "SetStorageTestSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SetGameTests",
            dependencies: [
                "SetGame", "SetPlatform", "SetStorage", "SetRecords", "PNGFile", "SetCore", "SetTable", "Catalog",
                "Geometry",
                "Raster", "SetStorageTestSupport", "SetNet", "SetProtocol", "SetOpponents",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
