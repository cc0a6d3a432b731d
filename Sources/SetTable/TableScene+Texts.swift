import VectorFont

/// What a frame's texts came to: how many did not fit their box even at the smallest size, and which
/// characters the font drew as its fallback box.
public struct TextReport: Equatable, Sendable {
    /// Every text drawn, in drawing order.
    public var texts: [String]
    /// The texts that shrank to their smallest size and still did not fit their line, so were wrapped
    /// or drawn smaller still.
    public var overflowing: [String]
    /// Each character drawn as the fallback box, once, in the order met.
    public var missingGlyphs: String
}

extension TableScene {
    /// Every text this scene draws, as the renderer places it (buttons' titles and second lines included).
    var drawnTexts: [TextItem] {
        displayList(layout: layout).flatMap { item -> [TextItem] in
            switch item.content {
            case .text(let text): [text]
            case .button(let look): look.lines
            default: []
            }
        }
    }

    /// The texts of this scene that overflow their box, and the characters the font lacks.
    public var textReport: TextReport {
        var overflowing: [String] = []
        var missing = ""
        var texts: [String] = []
        let font = VectorFont.standard
        for item in drawnTexts where !item.text.isEmpty {
            texts.append(item.text)
            if item.fitted.overflowed { overflowing.append(item.text) }
            for character in item.text where character != " " && !font.hasGlyph(for: character) {
                if !missing.contains(character) { missing.append(character) }
            }
        }
        return TextReport(texts: texts, overflowing: overflowing, missingGlyphs: missing)
    }

    /// The words on each of the HUD's buttons as drawn: the title, and under it the second line if any.
    public var buttonLabels: [ButtonID: String] {
        var labels: [ButtonID: String] = [:]
        for item in displayList(layout: layout) {
            guard case .button(let id) = item.key, case .button(let look) = item.content else { continue }
            labels[id] = look.subtitle.map { look.title + "\n" + $0 } ?? look.title
        }
        return labels
    }
}
