// swift-tools-version:6.0
import PackageDescription
import Foundation

// Layers, each a module so the compiler keeps the boundaries:
// TrackModel ← TrackSyntax, TrackReports ← TrackRendering ← TrackCLI ← track.
// TrackRendering turns reports into bytes (tables, CSV, JSON, charts) and
// does no I/O; it borrows DisplayWidth and the byte writers (Bytes/) from TrackSyntax.
var targets: [Target] = [
    .target(name: "TrackModel"),
    .target(name: "TrackSyntax", dependencies: ["TrackModel"]),
    .target(name: "TrackReports", dependencies: ["TrackModel"]),
    .target(name: "TrackRendering", dependencies: ["TrackModel", "TrackSyntax", "TrackReports"]),
    // Merging journals item by item (git's merge driver); no processes, no files.
    .target(name: "TrackMerge", dependencies: ["TrackModel", "TrackSyntax"]),
    // The language server (`track lsp`): JSON-RPC and the editor features, beside the CLI, not under it.
    .target(name: "TrackLanguageServer", dependencies: ["TrackModel", "TrackSyntax", "TrackReports"]),
    .target(name: "TrackCLI", dependencies: ["TrackModel", "TrackSyntax", "TrackReports", "TrackRendering", "TrackMerge",
                                             "TrackLanguageServer"]),
    .executableTarget(name: "track", dependencies: ["TrackCLI"]),
    // Helpers that more than one test target uses (a temporary folder).
    .target(name: "TrackTestSupport", path: "Tests/TrackTestSupport"),
    .testTarget(name: "TrackModelTests", dependencies: ["TrackModel"]),
    .testTarget(name: "TrackSyntaxTests", dependencies: ["TrackModel", "TrackSyntax", "TrackTestSupport"]),
    .testTarget(name: "TrackReportsTests", dependencies: ["TrackModel", "TrackSyntax", "TrackReports"]),
    .testTarget(name: "TrackMergeTests", dependencies: ["TrackModel", "TrackSyntax", "TrackMerge"]),
    .testTarget(name: "TrackRenderingTests", dependencies: ["TrackModel", "TrackSyntax", "TrackReports", "TrackRendering"]),
    .testTarget(name: "TrackLanguageServerTests", dependencies: ["TrackModel", "TrackSyntax", "TrackLanguageServer", "TrackTestSupport"]),
    .testTarget(
        name: "TrackCLITests",
        dependencies: ["TrackCLI", "TrackModel", "TrackSyntax", "TrackRendering", "TrackMerge", "TrackTestSupport"],
        // Fixtures/ is read from the checkout by path (hledger's own answers).
        exclude: ["Fixtures"],
        resources: [.copy("Golden")]
    ),
]
var products: [Product] = [.executable(name: "track", targets: ["track"])]

// The libFuzzer target links only with `-sanitize=fuzzer`, so it exists only
// when Scripts/fuzz.sh asks for it (TRACK_FUZZ=1).
if ProcessInfo.processInfo.environment["TRACK_FUZZ"] != nil {
    targets.append(.executableTarget(name: "TrackFuzz", dependencies: ["TrackModel", "TrackSyntax", "TrackReports"],
                                     path: "Fuzz/TrackFuzz"))
    products.append(.executable(name: "TrackFuzz", targets: ["TrackFuzz"]))
}

let package = Package(
    name: "track",
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)
