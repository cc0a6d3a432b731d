/// Text broken into lines as swift-argument-parser broke its help, so the help
/// reads as it did when the game used that library.
enum TextWrap {
    /// `text` broken at spaces into lines of at most `width` columns, each
    /// line but an empty one indented by `indent` spaces (counted in the width).
    /// Line breaks in `text` are kept; a word longer than a line stands alone.
    static func wrap(_ text: String, width: Int, indent: Int = 0) -> String {
        // ArgumentParser asserted that a line leaves room for a character; a
        // terminal that narrow gets one word a line here instead.
        let columns = max(width - indent, 1)
        var lines: [Substring] = []
        var rest = text[...]
        while true {
            let chunk = rest.prefix(columns)
            if let lineBreak = chunk.lastIndex(of: "\n") {
                lines += rest[..<lineBreak].split(separator: "\n", omittingEmptySubsequences: false)
                rest = rest[rest.index(after: lineBreak)...]
            } else if chunk.endIndex == rest.endIndex {
                lines.append(rest)
                break
            } else if let space = chunk.lastIndex(of: " ") ?? rest.firstIndex(of: " ") {
                lines.append(rest[..<space])
                rest = rest[rest.index(after: space)...]
            } else {
                lines.append(rest)
                break
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
    }
}
