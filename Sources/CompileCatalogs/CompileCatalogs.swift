import Foundation
import PackagePlugin

/// Compiles each language `po/LINGUAS` lists from `po/CODE.po` to `CODE.mo` with gettext's own `msgfmt`
/// (`--check`: a format or header error stops the build), as a resource of the target that reads them.
///
/// A `.po` edited is compiled again by the next build. `LINGUAS` is read when SwiftPM plans the build, which
/// it does again when `Package.swift` changes or after `swift package clean`: a language added shows up then.
@main
struct CompileCatalogs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let po = context.package.directoryURL.appending(path: "po")
        let languages = try Self.languages(in: po.appending(path: "LINGUAS"))
        guard !languages.isEmpty else { return [] }
        let msgfmt = try Self.msgfmt()
        return languages.map { code in
            let source = po.appending(path: "\(code).po")
            let output = context.pluginWorkDirectoryURL.appending(path: "\(code).mo")
            return .buildCommand(
                displayName: "Compiling the \(code) catalog", executable: msgfmt,
                arguments: ["--check", "--output-file=\(output.path)", source.path],
                inputFiles: [source], outputFiles: [output])
        }
    }

    /// The codes of `LINGUAS`, one a line or several, `#` starting a comment.
    static func languages(in file: URL) throws -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").flatMap { line in
            line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
                .split(whereSeparator: \.isWhitespace).map(String.init) ?? []
        }
    }

    /// `msgfmt` on the `PATH`: the plugin context's tool lookup knows only the package's own tools.
    static func msgfmt() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: "msgfmt")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CatalogError("msgfmt is not on the PATH: install gettext (apt-get install gettext) to build the catalogs")
    }
}

/// Why the catalogs cannot be built.
struct CatalogError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
