import FoundationEssentials
import Testing

/// The dependency rules of DESIGN.md, read from `Package.swift` as text: targets are listed
/// bottom-up, so every target depends only on targets listed before it, and the storage
/// library stands on `SetCore` alone.
@Suite("Package layers")
struct PackageLayersTests {
    /// One target of ours: its name and the targets of ours it depends on (products of other packages left out).
    struct Target: Equatable {
        var name: String
        var dependencies: [String]
    }

    /// The package's own folder.
    static var packageRoot: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/SetGameTests/PackageLayersTests.swift
        return parts.joined(separator: "/")
    }

    /// `Package.swift` as it is on disk.
    static func manifest() throws -> String {
        try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
    }

    /// The targets of `manifest`, in the order it lists them.
    ///
    /// Each `.target(`, `.executableTarget(`, `.testTarget(` or `.systemLibrary(` call is one
    /// target: its first `name:` is the target's, and the strings in its `dependencies: [...]`
    /// that name targets of this package are its dependencies. Comments are dropped first.
    static func targets(in manifest: String) -> [Target] {
        let code = withoutComments(manifest)
        var calls: [(name: String, body: Substring)] = []
        var rest = code[...]
        while let start = [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary("]
            .compactMap({ rest.firstRange(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
        {
            let body = balanced(rest[start.upperBound...], open: "(", close: ")")
            if let name = strings(in: body).first, body.drop(while: \.isWhitespace).hasPrefix("name:") {
                calls.append((name, body))
            }
            rest = rest[body.endIndex...]
        }
        let ours = Set(calls.map(\.name))
        return calls.map { call in
            guard let list = call.body.firstRange(of: "dependencies:") else {
                return Target(name: call.name, dependencies: [])
            }
            let after = call.body[list.upperBound...]
            guard let open = after.firstIndex(of: "[") else { return Target(name: call.name, dependencies: []) }
            let items = balanced(after[after.index(after: open)...], open: "[", close: "]")
            return Target(name: call.name, dependencies: strings(in: items).filter(ours.contains))
        }
    }

    /// Every dependency that points down the list instead of up: `(target, dependency)` pairs.
    static func backEdges(_ targets: [Target]) -> [String] {
        let position = Dictionary(targets.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        return targets.enumerated().flatMap { index, target in
            target.dependencies.filter { (position[$0] ?? .max) >= index }.map { "\(target.name) → \($0)" }
        }
    }

    @Test func everyTargetDependsOnlyOnTargetsListedBeforeIt() throws {
        let targets = Self.targets(in: try Self.manifest())
        #expect(targets.count >= 30, "found only \(targets.map(\.name))")
        #expect(Self.backEdges(targets) == [])
    }

    /// The storage library stands on the game and the catalogs (the statistics' lines are said in the
    /// player's language), both standard library only.
    @Test func storageStandsOnSetCoreAndTheCatalogsAlone() throws {
        let targets = Self.targets(in: try Self.manifest())
        let storage = try #require(targets.first { $0.name == "SetStorage" })
        #expect(storage.dependencies == ["SetCore", "Catalog"])
    }

    /// The computer players stand on the game alone (and swift-numerics' RealModule): the host seats them
    /// and the window chooses them, but they know nothing of either.
    @Test func theComputerPlayersStandOnTheGameAlone() throws {
        let targets = Self.targets(in: try Self.manifest())
        let opponents = try #require(targets.first { $0.name == "SetOpponents" })
        #expect(opponents.dependencies == ["SetCore"])
    }

    /// The app, the table and everything below them know games only as values (`GameRecord`):
    /// the database is the platform's, as the files are (the fuzzer reads records too).
    @Test func onlyThePlatformAndTheCommandsReachTheGamesDatabase() throws {
        let targets = Self.targets(in: try Self.manifest())
        let users = targets.filter { $0.dependencies.contains("SetRecords") }.map(\.name)
        #expect(users.filter { !$0.hasSuffix("Tests") } == ["SetPlatform", "SetGame", "SetBench", "SetFuzz"])
        let records = try #require(targets.first { $0.name == "SetRecords" })
        #expect(records.dependencies == ["SetCore", "SetStorage"])
    }

    /// The storage library's sources import nothing of ours but `SetCore` and `Catalog`, and Foundation only as
    /// FoundationEssentials.
    @Test func storageImportsOnlySetCoreTheCatalogsTheCLibraryAndFoundationEssentials() throws {
        let folder = Self.packageRoot + "/Sources/SetStorage"
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        var imports: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n")
            where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                imports.insert(String(line.split(separator: " ").last ?? ""))
            }
        }
        #expect(imports.subtracting(["SetCore", "Catalog", "Glibc", "FoundationEssentials"]) == [])
    }

    /// The imports of every Swift file under `Sources/FOLDER`, by module name.
    static func imports(of folder: String) throws -> Set<String> {
        let path = packageRoot + "/Sources/" + folder
        // Every file under the folder: a module keeps its screens and parts in folders of their own.
        let files = try FileManager.default.subpathsOfDirectory(atPath: path).filter { $0.hasSuffix(".swift") }
        var imports: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: path + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index == 0 || words[0] == "@testable" {
                    imports.insert(String(words.last ?? ""))
                }
            }
        }
        return imports
    }

    /// The app core speaks the network protocol through SetProtocol's values and builds without SwiftNIO:
    /// neither the app nor the protocol names SetNet or a SwiftNIO module, in the manifest or in a source file.
    @Test func theAppCoreAndTheProtocolBuildWithoutSwiftNIO() throws {
        let targets = Self.targets(in: try Self.manifest())
        let app = try #require(targets.first { $0.name == "SetApp" })
        #expect(app.dependencies.contains("SetProtocol") && !app.dependencies.contains("SetNet"))
        let protocolTarget = try #require(targets.first { $0.name == "SetProtocol" })
        // The protocol names a computer player's level: SetOpponents stands on SetCore alone.
        #expect(protocolTarget.dependencies == ["SetCore", "SetOpponents"])
        for folder in ["SetApp", "SetProtocol", "SetOpponents"] {
            let imports = try Self.imports(of: folder)
            #expect(imports.count >= 2, "\(folder): \(imports)")
            #expect(!imports.contains("SetNet"), "\(folder) imports SetNet")
            #expect(!imports.contains { $0.hasPrefix("NIO") || $0.hasPrefix("_NIO") }, "\(folder): \(imports)")
        }
        // Nor does the manifest give either a SwiftNIO product.
        let code = Self.withoutComments(try Self.manifest())
        for name in ["SetApp", "SetProtocol"] {
            let start = try #require(code.firstRange(of: "name: \"\(name)\""))
            let call = Self.balanced(code[start.lowerBound...], open: "(", close: ")")
            #expect(!call.contains("swift-nio"), "\(name): \(call)")
        }
    }

    /// The check itself: a storage library that leans on the app, or a target listed above
    /// one it depends on, is caught.
    @Test func aBackEdgeIsCaught() throws {
        let manifest = try Self.manifest()
        let leaning = manifest.replacing(
            #".target(name: "SetStorage", dependencies: ["SetCore", "Catalog"]"#,
            with: #".target(name: "SetStorage", dependencies: ["SetCore", "Catalog", "SetApp"]"#)
        #expect(leaning != manifest, "the storage line moved: update this test with it")
        #expect(Self.backEdges(Self.targets(in: leaning)) == ["SetStorage → SetApp"])
        #expect(
            Self.targets(in: leaning).first { $0.name == "SetStorage" }?.dependencies == [
                "SetCore", "Catalog", "SetApp",
            ])

        let swapped = """
            .target(name: "Low", dependencies: ["High"]), // .target(name: "Hidden", dependencies: ["Low"])
            .target(name: "High", dependencies: [.product(name: "Other", package: "x"), "Low"]),
            """
        #expect(
            Self.targets(in: swapped) == [
                Target(name: "Low", dependencies: ["High"]),
                Target(name: "High", dependencies: ["Low"]),
            ])
        #expect(Self.backEdges(Self.targets(in: swapped)) == ["Low → High"])
    }

    // MARK: Reading the manifest

    /// The text up to the bracket that closes the one just before it (strings skipped).
    private static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
        var depth = 1, inString = false
        for index in text.indices {
            let c = text[index]
            if c == "\"" { inString.toggle() }
            if inString { continue }
            if c == open { depth += 1 }
            if c == close {
                depth -= 1
                if depth == 0 { return text[..<index] }
            }
        }
        return text
    }

    /// The contents of every string literal in `text`, in order.
    private static func strings(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// `text` without its `//` comments (a `//` inside a string, as in a URL, stays).
    private static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var inString = false
            var previous: Character = " "
            for index in line.indices {
                let c = line[index]
                if c == "\"" { inString.toggle() }
                if !inString && c == "/" && previous == "/" { return line[..<line.index(before: index)] }
                previous = c
            }
            return line
        }.joined(separator: "\n")
    }
}
