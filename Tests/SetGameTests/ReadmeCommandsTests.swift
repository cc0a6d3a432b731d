import Foundation
import Testing

@testable import SetGame
@testable import SetPlatform

/// Every command the README prints works as printed: each `swift` step is
/// accepted by this toolchain's `swift` (its own `--help` says which options
/// it takes), each `apt-get install` names packages that exist, each
/// `set-game` command line is accepted by the game's parser, each `set-bench`
/// command runs, and each script's options are its own.
///
/// Pins the README's play command once printed as `swift run -c release
/// --static-swift-stdlib set-game`, which `swift run` refuses: the first thing
/// a new player typed stopped before the game was built.
@Suite("The README's commands", .serialized, .onBlockingThreads)
struct ReadmeCommandsTests {
    /// Stand-ins for the README's placeholders: small, so a benchmark run takes a moment.
    static let placeholders: [String: String] = [
        "W": "64", "H": "48", "N": "3", "F": "2", "WxH": "800x600", "YYYY-MM-DD": "2026-11-23",
        "PATH": "/tmp/set-readme-check.jsonl", "PATH.png": "/tmp/set-readme-check.png", "NAME": "ultra",
        "STYLE": "dark", "CODE": "K7QM-2XWP", "HOST[:PORT]": "sets.example.org:7373", "ID": "12", "LANG": "pt_BR",
        "LEVEL": "expert", "LETTER": "K", "M=HOST[:PORT]": "M=m.sets.example.org:7373", "DOMAIN": "sets.example.org",
    ]

    static func filled(_ words: [String]) -> [String] { words.map { placeholders[$0] ?? $0 } }

    /// Each `swift` subcommand's options, read once.
    final class SwiftHelp: @unchecked Sendable {
        private var read: [String: SwiftCommandOptions] = [:]
        func options(_ subcommand: String) throws -> SwiftCommandOptions {
            if let known = read[subcommand] { return known }
            let swift = try ProcessSupport.tool("swift", apt: "the Swift toolchain", label: "swift")
            let result = try ProcessSupport.run(swift, [subcommand, "--help"], timeout: 60)
            try #require(result.status == 0, "swift \(subcommand) --help: \(result.stderr)")
            let options = SwiftCommandOptions(help: result.stdout)
            read[subcommand] = options
            return options
        }
    }

    /// The executable products Package.swift declares.
    static func executableProducts() throws -> Set<String> {
        let manifest = try String(
            contentsOf: ReadmeCommands.packageRoot.appendingPathComponent("Package.swift"),
            encoding: .utf8)
        let marker = ".executable(name: \""
        return Set(manifest.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "\"" }) })
    }

    /// Why one command of the README would fail, or nil.
    static func problem(with command: ReadmeCommands.Command, help: SwiftHelp) throws -> String? {
        let products = try executableProducts()
        var built: [String] = []  // "CONFIG/PRODUCT" folders an earlier `swift build` step fills
        for step in command.steps {
            let program = step[0], arguments = Array(step.dropFirst())
            switch program {
            case "apt-get" where arguments.first == "remove":
                if let problem = debianPackageProblem(arguments) { return problem }
            case "apt-get":
                if let problem = try aptProblem(arguments) { return problem }
            case "swift":
                guard let subcommand = arguments.first else { return "swift with no subcommand" }
                if subcommand == "package" {
                    if let problem = try packageProblem(Array(arguments.dropFirst())) { return problem }
                    continue
                }
                if subcommand == "format" {
                    if let problem = try formatProblem(Array(arguments.dropFirst())) { return problem }
                    continue
                }
                let options = try help.options(subcommand)
                if let problem = options.problem(with: Array(arguments.dropFirst()), products: products) {
                    return "swift \(subcommand): \(problem)"
                }
                if subcommand == "build" {
                    let configuration =
                        SwiftCommandOptions.value(of: ["-c", "--configuration"], in: arguments) ?? "debug"
                    built += products.map { "\(configuration)/\($0)" }
                }
            case let path where path.hasPrefix(".build/"):
                let product = String(path.dropFirst(".build/".count))
                guard built.contains(product) else { return "\(path) is not built by an earlier step" }
                if let problem = try gameProblem(filled(arguments), program: path) { return problem }
            case "set-game":
                if let problem = try gameProblem(filled(arguments), program: program) { return problem }
            case "set-bench":
                let bench = ProcessSupport.productsFolder.appendingPathComponent("set-bench").path
                let result = try ProcessSupport.run(bench, filled(arguments), timeout: 60)
                if result.status != 0 { return "set-bench exited \(result.status): \(result.stderr)" }
            case "python3":
                if let problem = try scriptProblem(arguments) { return problem }
            case "apt":
                if let problem = debianPackageProblem(arguments) { return problem }
            case "msginit":
                if let problem = try msginitProblem(arguments) { return problem }
            case let path where path.hasPrefix(".ci/"):
                if let problem = try ciScriptProblem(path, arguments) { return problem }
            default:
                return "the README runs \(program), which this test does not know how to check"
            }
        }
        return nil
    }

    /// `swift format lint|format OPTIONS PATHS`: each option is one the toolchain's swift-format takes,
    /// each path exists, and the package has the `.swift-format` configuration it reads.
    static func formatProblem(_ arguments: [String]) throws -> String? {
        guard let mode = arguments.first, ["lint", "format"].contains(mode) else {
            return "swift format \(arguments.first ?? "") is not checked"
        }
        let swift = try ProcessSupport.tool("swift", apt: "the Swift toolchain", label: "swift")
        let help = try ProcessSupport.run(swift, ["format", mode, "--help"], timeout: 60)
        guard help.status == 0 else { return "swift format \(mode) --help: \(help.stderr)" }
        let root = ReadmeCommands.packageRoot
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".swift-format").path) else {
            return "swift format: the package has no .swift-format"
        }
        for word in arguments.dropFirst() {
            if word.hasPrefix("-") {
                guard help.stdout.contains(word) else { return "swift format \(mode) does not take \(word)" }
            } else if !FileManager.default.fileExists(atPath: root.appendingPathComponent(word).path) {
                return "swift format \(mode): no \(word)"
            }
        }
        return nil
    }

    /// `swift package generate-documentation --target NAME…`: Package.swift depends on swift-docc-plugin
    /// and each target named has a DocC catalog with its landing page.
    ///
    /// Read from the files rather than from `swift package --help`, which waits for the build folder's
    /// lock that `swift test` holds while these tests run.
    static func packageProblem(_ arguments: [String]) throws -> String? {
        if arguments == ["clean"] { return nil }
        guard arguments.first == "generate-documentation" else {
            return "swift package \(arguments.first ?? "") is not checked"
        }
        let manifest = try String(
            contentsOf: ReadmeCommands.packageRoot.appendingPathComponent("Package.swift"),
            encoding: .utf8)
        guard manifest.contains("https://github.com/swiftlang/swift-docc-plugin") else {
            return "Package.swift does not depend on swift-docc-plugin"
        }
        var rest = arguments.dropFirst()
        var targets = 0
        while let option = rest.popFirst() {
            guard option == "--target", let name = rest.popFirst() else {
                return "generate-documentation: \(option) is not checked"
            }
            let landing = "Sources/\(name)/\(name).docc/\(name).md"
            let path = ReadmeCommands.packageRoot.appendingPathComponent(landing).path
            guard FileManager.default.fileExists(atPath: path) else { return "generate-documentation: no \(landing)" }
            targets += 1
        }
        return targets == 0 ? "generate-documentation needs --target" : nil
    }

    /// `apt-get update` and `apt-get install -y PACKAGE…` with packages this system's lists know.
    static func aptProblem(_ arguments: [String]) throws -> String? {
        guard let verb = arguments.first else { return "apt-get with no command" }
        if verb == "update" { return arguments.count == 1 ? nil : "apt-get update takes no packages" }
        guard verb == "install" else { return "apt-get \(verb) is not checked" }
        guard arguments.contains("-y") else { return "apt-get install without -y stops to ask" }
        let policy = try ProcessSupport.tool("apt-cache", apt: "apt")
        for package in arguments.dropFirst() where !package.hasPrefix("-") {
            let result = try ProcessSupport.run(policy, ["policy", package], timeout: 30)
            let candidate = result.stdout.components(separatedBy: "\n")
                .first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Candidate:") }
            if candidate == nil || candidate?.contains("(none)") == true { return "no Debian package \(package)" }
        }
        return nil
    }

    /// A `set-game` command line the game's own parser refuses.
    static func gameProblem(_ arguments: [String], program: String) throws -> String? {
        if arguments == ["--help"] || arguments == ["--version"] {
            let result = try ProcessSupport.run(ProcessSupport.setGame.path, arguments, timeout: 10)
            return result.status == 0 && !result.stdout.isEmpty ? nil : "\(program) \(arguments[0]) failed"
        }
        do {
            _ = try SetGameCommand.parse(arguments)
            return nil
        } catch {
            // Help, the version and a completion script end the parse with success.
            if SetGameCommand.exitCode(for: error).isSuccess { return nil }
            return "\(program) \(arguments.joined(separator: " ")): \(SetGameCommand.message(for: error))"
        }
    }

    /// `msginit --locale=CODE --input=FILE --output-file=FILE`: options gettext's msginit takes, its input there.
    static func msginitProblem(_ arguments: [String]) throws -> String? {
        let msginit = try ProcessSupport.tool("msginit", apt: "gettext")
        let help = try ProcessSupport.run(msginit, ["--help"], timeout: 30)
        for argument in arguments {
            let option = String(argument.prefix { $0 != "=" })
            guard option.hasPrefix("--"), help.stdout.contains(option) else { return "msginit takes no \(argument)" }
            if option == "--input" {
                let path = ReadmeCommands.packageRoot.appendingPathComponent(String(argument.dropFirst(8))).path
                guard FileManager.default.fileExists(atPath: path) else { return "msginit: no \(path)" }
            }
        }
        return nil
    }

    /// `apt install ./set-game_VERSION_amd64.deb` with the version playing now, or `apt remove --purge set-game`.
    static func debianPackageProblem(_ arguments: [String]) -> String? {
        let file = "./\(DebianControl.package)_\(GameRelease.version)_amd64.deb"
        if arguments == ["install", file] || arguments == ["remove", "--purge", DebianControl.package] { return nil }
        if arguments.count == 2, arguments[0] == "install", arguments[1].hasSuffix(".deb") {
            return "apt install names \(arguments[1]), not \(file)"
        }
        return "apt \(arguments.joined(separator: " ")) is not checked"
    }

    /// `.ci/SCRIPT --option …` where the script exists, can be run, and its `--help` lists every option.
    static func ciScriptProblem(_ script: String, _ arguments: [String]) throws -> String? {
        let path = ReadmeCommands.packageRoot.appendingPathComponent(script).standardizedFileURL.path
        guard FileManager.default.isExecutableFile(atPath: path) else { return "no executable script at \(script)" }
        let result = try ProcessSupport.run(path, ["--help"], timeout: 30)
        guard result.status == 0 else { return "\(script) --help: \(result.stderr)" }
        let listed = Set(result.stdout.split(whereSeparator: { " [],\n".contains($0) }).map(String.init))
        for option in arguments where option.hasPrefix("-") && !listed.contains(option) {
            return "\(script) has no option \(option)"
        }
        return nil
    }

    /// `python3 SCRIPT --option …` where the script exists and its `--help` lists every option.
    static func scriptProblem(_ arguments: [String]) throws -> String? {
        guard let script = arguments.first else { return "python3 with no script" }
        let path = ReadmeCommands.packageRoot.appendingPathComponent(script).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path) else { return "no script at \(script)" }
        let python = try ProcessSupport.tool("python3", apt: "python3")
        let result = try ProcessSupport.run(python, [path, "--help"], timeout: 30)
        guard result.status == 0 else { return "python3 \(script) --help: \(result.stderr)" }
        let listed = Set(result.stdout.split(whereSeparator: { " [],\n".contains($0) }).map(String.init))
        for option in arguments.dropFirst() where option.hasPrefix("-") && !listed.contains(option) {
            return "\(script) has no option \(option)"
        }
        return nil
    }

    @Test func theReadmePrintsThePlayInstallAndTestCommands() throws {
        let readme = try ReadmeCommands.load()
        let sections = readme.blocks.map(\.section)
        #expect(sections.contains("Play"))
        #expect(sections.contains("Install"))
        #expect(sections.contains("Test"))
        // The flags table and the inline commands were found too.
        #expect(readme.flagRows.contains("--seed N"))
        #expect(readme.spans.contains { $0.text == "set-game --daily 2026-11-23" })
    }

    @Test func everyFencedCommandIsAcceptedAsPrinted() throws {
        let help = SwiftHelp()
        for command in try ReadmeCommands.load().blocks {
            let problem = try Self.problem(with: command, help: help)
            #expect(problem == nil, "\(command): \(problem ?? "")")
        }
    }

    @Test func theTestCommandIsWhatCIRuns() throws {
        let test = try #require(try ReadmeCommands.load().blocks.first { $0.section == "Test" })
        let ci = try String(contentsOf: ReadmeCommands.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.components(separatedBy: "\n").contains(test.text))
    }

    @Test func everyInlineCommandIsAcceptedAsPrinted() throws {
        let help = SwiftHelp()
        let spans = try ReadmeCommands.load().spans
        #expect(spans.count >= 10)
        for command in spans {
            let problem = try Self.problem(with: command, help: help)
            #expect(problem == nil, "\(command): \(problem ?? "")")
        }
    }

    @Test func everyFlagInTheCommandLineTableIsAccepted() throws {
        let rows = try ReadmeCommands.load().flagRows
        #expect(rows.count >= 15)
        for row in rows {
            // "--daily [YYYY-MM-DD]": with the value and without.
            let words = row.split(separator: " ").map(String.init)
            let forms =
                words.contains { $0.hasPrefix("[") }
                ? [
                    words.filter { !$0.hasPrefix("[") },
                    words.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) },
                ]
                : [words]
            for form in forms {
                let problem = try Self.gameProblem(Self.filled(form), program: "set-game")
                #expect(problem == nil, "\(row): \(problem ?? "")")
            }
        }
    }

    // MARK: The guard itself

    @Test func theOldPlayCommandIsRefused() throws {
        let old = ReadmeCommands.Command(
            text:
                "apt-get update && apt-get install -y libsdl2-dev libpng-dev && swift run -c release --static-swift-stdlib set-game",
            section: "Play")
        let problem = try Self.problem(with: old, help: SwiftHelp())
        #expect(problem == "swift run: unknown option --static-swift-stdlib")
    }

    @Test func aWrongConfigurationAProductThatIsNotThereOrAnUnbuiltBinaryIsRefused() throws {
        let help = SwiftHelp()
        let cases = [
            ("swift run -c fast set-game", "swift run: -c takes debug or release, not fast"),
            ("swift run -c release set-games", "swift run: no executable product is named set-games"),
            (
                "swift build -c release && .build/debug/set-game --install",
                ".build/debug/set-game is not built by an earlier step"
            ),
            ("apt-get install -y libsdl2-devel", "no Debian package libsdl2-devel"),
            ("set-game --colour-blind", nil),
            ("python3 .ci/window-figures --width 3", ".ci/window-figures has no option --width"),
            ("make play", "the README runs make, which this test does not know how to check"),
            (
                "swift package generate-documentation --target SetInput",
                "generate-documentation: no Sources/SetInput/SetInput.docc/SetInput.md"
            ),
            ("swift package generate-documentation --target Raster", nil),
            (".ci/package --chek", ".ci/package has no option --chek"),
            (".ci/packages --check", "no executable script at .ci/packages"),
            (
                "apt install ./set-game_0.9.0_amd64.deb",
                "apt install names ./set-game_0.9.0_amd64.deb, not "
                    + "./set-game_\(GameRelease.version)_amd64.deb"
            ),
        ]
        for (text, expected) in cases {
            let problem = try Self.problem(with: .init(text: text, section: "test"), help: help)
            if let expected {
                #expect(problem == expected, "\(text)")
            } else if text.hasPrefix("swift package") {
                #expect(problem == nil, "\(text): \(problem ?? "")")
            } else {
                #expect(problem?.hasPrefix("set-game --colour-blind: ") == true, "\(text): \(problem ?? "accepted")")
            }
        }
    }

    @Test func aFencedCommandGoesOnAfterABackslash() {
        let readme = ReadmeCommands(
            markdown: """
                ## Test

                ```sh
                apt-get install -y a \\
                    b && swift test
                swift build
                ```
                """)
        #expect(readme.blocks.map(\.text) == ["apt-get install -y a b && swift test", "swift build"])
        #expect(readme.blocks.first?.steps == [["apt-get", "install", "-y", "a", "b"], ["swift", "test"]])
    }

    @Test func swiftHelpIsReadForFlagsValuesAndNegations() {
        let help = """
            OPTIONS:
              -c, --configuration <configuration>
                                      Build with configuration (values: debug, release)
              --static-swift-stdlib/--no-static-swift-stdlib
                                      Link Swift stdlib statically
              --product <product>     Build the specified product.
            """
        let options = SwiftCommandOptions(help: help)
        #expect(options.options["-c"] == .value(listed: ["debug", "release"]))
        #expect(options.options["--configuration"] == .value(listed: ["debug", "release"]))
        #expect(options.options["--static-swift-stdlib"] == .flag)
        #expect(options.options["--no-static-swift-stdlib"] == .flag)
        #expect(options.options["--product"] == .value(listed: []))
        #expect(
            options.problem(with: ["--configuration=release", "--product", "x", "set-game"], products: ["set-game"])
                == nil)
        #expect(options.problem(with: ["-c"], products: []) == "-c needs a value")
    }
}
