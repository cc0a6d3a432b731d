import Foundation

/// The commands the README prints, as a reader would copy them: the fenced
/// `sh` blocks whole, and the inline code spans that run one of the project's
/// programs with options (`set-game --daily 2026-11-23`, `set-bench table --width W …`).
struct ReadmeCommands {
    /// One command as printed, with the `&&`-joined steps it runs.
    struct Command: CustomStringConvertible {
        var text: String
        /// The section heading it stands under.
        var section: String
        /// Each step's words, split at `&&` and then at spaces; a redirection (`> FILE`) is not the program's.
        var steps: [[String]] {
            text.components(separatedBy: "&&").map(Self.words).filter { !$0.isEmpty }
        }
        var description: String { "\(text) (under “\(section)”)" }

        /// A step's words up to any redirection.
        private static func words(_ step: String) -> [String] {
            let all: [String] = step.split(separator: " ").map(String.init)
            let end = all.firstIndex { $0 == ">" || $0 == ">>" } ?? all.count
            return Array(all[..<end])
        }
    }

    /// The fenced `sh` blocks, one command per non-empty line; a line ending in `\` goes on on the next.
    var blocks: [Command] = []
    /// The inline spans that run a program with at least one option.
    var spans: [Command] = []
    /// The flags the Command line section's table lists, each as printed (`--seed N`, `--daily [YYYY-MM-DD]`).
    var flagRows: [String] = []

    /// The programs whose inline spans are commands.
    static let programs = ["set-game", "set-bench", "swift", "python3", "sh", "apt-get"]

    init(markdown: String) {
        var section = ""
        var inFence = false, fenceIsShell = false
        var continued = ""  // a fenced command's lines so far, while each ends in a backslash
        var paragraph: [String] = []
        func flushParagraph() {
            let text = paragraph.joined(separator: " ")
            paragraph = []
            for span in Self.codeSpans(in: text) {
                let words = span.split(separator: " ").map(String.init)
                guard let program = words.first, Self.programs.contains(program),
                    words.contains(where: { $0.hasPrefix("-") })
                else { continue }
                spans.append(Command(text: words.joined(separator: " "), section: section))
            }
        }
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                flushParagraph()
                if inFence {
                    inFence = false
                } else {
                    inFence = true
                    fenceIsShell = ["sh", "bash", "shell", "console"].contains(
                        line.dropFirst(3).trimmingCharacters(in: .whitespaces))
                }
                continue
            }
            if inFence {
                var command = line.trimmingCharacters(in: .whitespaces)
                if command.hasSuffix("\\") {
                    continued += command.dropLast().trimmingCharacters(in: .whitespaces) + " "
                    continue
                }
                command = continued + command
                continued = ""
                if fenceIsShell, !command.isEmpty, !command.hasPrefix("#") {
                    blocks.append(Command(text: command, section: section))
                }
                continue
            }
            if line.hasPrefix("#") {
                flushParagraph()
                section = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                continue
            }
            if line.hasPrefix("|") {
                flushParagraph()
                let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                if section == "Command line", cells.count > 2 {
                    flagRows += Self.codeSpans(in: String(cells[1])).filter { $0.hasPrefix("--") }
                }
                // A table cell is a paragraph of its own.
                for cell in cells {
                    paragraph = [String(cell)]
                    flushParagraph()
                }
                continue
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flushParagraph()
            } else {
                paragraph.append(line)
            }
        }
        flushParagraph()
    }

    /// The text of every `code span` in `text`, with runs of white space made one space.
    static func codeSpans(in text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().compactMap { index, piece in
            index % 2 == 1 ? piece.split(whereSeparator: \.isWhitespace).joined(separator: " ") : nil
        }
    }

    /// The README at the top of the package.
    static func load() throws -> ReadmeCommands {
        ReadmeCommands(
            markdown: try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8))
    }

    /// The package's own folder.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
}

/// What a `swift` subcommand accepts, read from its own `--help`.
struct SwiftCommandOptions {
    /// What an option takes after it.
    enum Arity: Equatable {
        case flag
        /// A value of any kind when `values` is empty, else one of them.
        case value(listed: [String])
    }

    /// Each option's spellings (`-c`, `--configuration`, `--static-swift-stdlib`,
    /// `--no-static-swift-stdlib`) with what they take.
    private(set) var options: [String: Arity] = [:]

    init(help: String) {
        var last: [String] = []
        for line in help.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("-"), line.hasPrefix("  ") {
                // "-c, --configuration <configuration>   Build with …" or "--static-swift-stdlib/--no-static-swift-stdlib"
                let head = trimmed.components(separatedBy: "  ")[0]
                let names = head.components(separatedBy: " <")[0]
                last = names.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == " " }).map(String.init)
                    .filter { $0.hasPrefix("-") }
                for name in last { options[name] = head.contains("<") ? .value(listed: []) : .flag }
            }
            if let range = trimmed.range(of: "(values: ") {
                let listed = trimmed[range.upperBound...].prefix { $0 != ")" }
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                for name in last { options[name] = .value(listed: listed) }
            }
        }
    }

    /// Why `arguments` (the words after `swift SUBCOMMAND`) would be refused, or nil if each is accepted.
    /// - Parameter products: the executable products a positional word may name.
    func problem(with arguments: [String], products: Set<String>) -> String? {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("-") else {
                if !products.contains(word) { return "no executable product is named \(word)" }
                continue
            }
            let name = word.components(separatedBy: "=")[0]
            guard let arity = options[name] else { return "unknown option \(name)" }
            guard case .value(let listed) = arity else { continue }
            let value: String
            if word.contains("=") {
                value = String(word.drop { $0 != "=" }.dropFirst())
            } else {
                guard index < arguments.count else { return "\(name) needs a value" }
                value = arguments[index]
                index += 1
            }
            if !listed.isEmpty, !listed.contains(value) {
                return "\(name) takes \(listed.joined(separator: " or ")), not \(value)"
            }
        }
        return nil
    }

    /// The value `option` (any of its spellings) is given in `arguments`, if any.
    static func value(of spellings: [String], in arguments: [String]) -> String? {
        for (index, word) in arguments.enumerated() {
            let name = word.components(separatedBy: "=")[0]
            guard spellings.contains(name) else { continue }
            if word.contains("=") { return String(word.drop { $0 != "=" }.dropFirst()) }
            return index + 1 < arguments.count ? arguments[index + 1] : nil
        }
        return nil
    }
}
