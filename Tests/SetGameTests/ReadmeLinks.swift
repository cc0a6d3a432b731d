import Foundation

/// The links of a Markdown file and the anchors of its headings, as GitHub renders them: inline links and
/// images (`[text](target)`, `![alt](target)`), reference links (`![alt][label]`) with their definitions
/// (`[label]: target`), and autolinks (`<https://…>`). Fenced blocks and code spans hold none.
struct ReadmeLinks {
    /// One link as written.
    struct Link: CustomStringConvertible {
        var target: String
        var isImage: Bool
        /// The line its paragraph starts on, from 1.
        var line: Int
        var description: String { "\(isImage ? "image " : "")\(target) (line \(line))" }
    }

    /// Every inline link, image, autolink and reference definition, in the order written.
    private(set) var links: [Link] = []
    /// The labels reference links use that no definition gives, each with its line.
    private(set) var undefinedReferences: [(label: String, line: Int)] = []
    /// The anchor of every heading, as GitHub makes it: `#the-rules`, `#set-chain-chain`, `#two-players-1`.
    private(set) var anchors: Set<String> = []

    init(markdown: String) {
        var definitions: [String: String] = [:]
        var used: [(label: String, isImage: Bool, line: Int)] = []
        var headingCounts: [String: Int] = [:]
        var paragraph = "", paragraphLine = 0, inFence = false
        func flushParagraph() {
            let text = Self.removingCodeSpans(paragraph)
            for match in text.matches(of: #/(!?)\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/#) {
                links.append(Link(target: String(match.3), isImage: !match.1.isEmpty, line: paragraphLine))
            }
            for match in text.matches(of: #/(!?)\[([^\]]+)\]\[([^\]]*)\]/#) {
                let label = match.3.isEmpty ? match.2 : match.3
                used.append((String(label).lowercased(), !match.1.isEmpty, paragraphLine))
            }
            for match in text.matches(of: #/<(https?:[^>\s]*)>/#) {
                links.append(Link(target: String(match.1), isImage: false, line: paragraphLine))
            }
            paragraph = ""
        }
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                flushParagraph()
                inFence.toggle()
                continue
            }
            if inFence { continue }
            if let definition = line.firstMatch(of: #/^ {0,3}\[([^\]]+)\]:\s*(\S+)/#) {
                flushParagraph()
                definitions[String(definition.1).lowercased()] = String(definition.2)
                links.append(Link(target: String(definition.2), isImage: false, line: index + 1))
                continue
            }
            if line.hasPrefix("#") {
                flushParagraph()
                let base = Self.anchor(ofHeading: String(line.drop { $0 == "#" }))
                let count = headingCounts[base, default: 0]
                headingCounts[base] = count + 1
                anchors.insert(count == 0 ? base : "\(base)-\(count)")
                paragraph = String(line.drop { $0 == "#" })
                paragraphLine = index + 1
                flushParagraph()
                continue
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flushParagraph()
                continue
            }
            if line.hasPrefix("|") { flushParagraph() }
            if paragraph.isEmpty { paragraphLine = index + 1 }
            paragraph += line + " "
            if line.hasPrefix("|") { flushParagraph() }
        }
        flushParagraph()
        for use in used where definitions[use.label] == nil {
            undefinedReferences.append((use.label, use.line))
        }
        for use in used {
            if let target = definitions[use.label], let index = links.firstIndex(where: { $0.target == target }) {
                links[index].isImage = links[index].isImage || use.isImage
            }
        }
    }

    /// The anchor GitHub gives a heading: its text as shown (code spans without their backticks, a link as
    /// its text), lowercased, every character that is not a letter, a mark, a number, `_`, `-` or a space
    /// dropped, and each space made a hyphen.
    static func anchor(ofHeading heading: String) -> String {
        let shown = heading.trimmingCharacters(in: .whitespaces)
            .replacing(#/\[([^\]]*)\]\([^)]*\)/#) { $0.1 }
        var anchor = ""
        for scalar in shown.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .spaceSeparator where scalar == " ":
                anchor += "-"
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                .connectorPunctuation:
                anchor.unicodeScalars.append(scalar)
            case .dashPunctuation where scalar == "-":
                anchor += "-"
            default:
                break
            }
        }
        return anchor
    }

    /// `text` with every code span taken out, so a `[x](y)` shown as code is not a link.
    static func removingCodeSpans(_ text: String) -> String {
        text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            .joined(separator: " ")
    }

    /// Why `link` would be broken on GitHub, or nil: a relative path must name a file or folder under
    /// `root`, an `#anchor` a heading of this file, an absolute link must be a well-formed http(s) address.
    func problem(with link: Link, root: URL) -> String? {
        let target = link.target
        if target.hasPrefix("#") {
            return anchors.contains(String(target.dropFirst())) ? nil : "no heading has the anchor \(target)"
        }
        if let colon = target.firstIndex(of: ":"), !target[..<colon].contains("/") {
            guard target.hasPrefix("https://") || target.hasPrefix("http://") else {
                return "\(target) is neither a relative path nor an http(s) address"
            }
            guard let url = URL(string: target), let host = url.host, !host.isEmpty, host.contains("."),
                !target.contains(" ")
            else {
                return "\(target) is not a well-formed address"
            }
            return nil
        }
        let path = String(target.prefix { $0 != "#" })
        guard !path.isEmpty, let decoded = path.removingPercentEncoding else { return "\(target) names no file" }
        if path.hasPrefix("/") { return "\(target) is absolute: GitHub resolves it against its own site" }
        let file = root.appendingPathComponent(decoded).standardizedFileURL
        guard file.path.hasPrefix(root.standardizedFileURL.path + "/") else {
            return "\(target) leads out of the repository"
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
            return "no file \(decoded) in the repository"
        }
        if link.isImage, isFolder.boolValue { return "the image \(decoded) is a folder" }
        return nil
    }
}
