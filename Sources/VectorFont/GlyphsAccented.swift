import Raster

extension Glyph {
    /// Rows of accented letters on one base, each with its mark centred on
    /// the base: the row's letters take the marks in order.
    private static let centredMarks: [(String, Character, [Accent])] = [
        ("ÀÁÂÃÄÅ", "A", [.grave, .acute, .circumflex, .tilde, .diaeresis, .ring]),
        ("àáâãäå", "a", [.grave, .acute, .circumflex, .tilde, .diaeresis, .ring]),
        ("ĀĂ", "A", [.macron, .breve]),
        ("āă", "a", [.macron, .breve]),
        ("ÇĆĈĊČ", "C", [.cedilla, .acute, .circumflex, .dotAbove, .caron]),
        ("çćĉċč", "c", [.cedilla, .acute, .circumflex, .dotAbove, .caron]),
        ("Ď", "D", [.caron]),
        ("ÈÉÊËĒĔĖĚ", "E", [.grave, .acute, .circumflex, .diaeresis, .macron, .breve, .dotAbove, .caron]),
        ("èéêëēĕėě", "e", [.grave, .acute, .circumflex, .diaeresis, .macron, .breve, .dotAbove, .caron]),
        ("ĜĞĠĢ", "G", [.circumflex, .breve, .dotAbove, .commaBelow]),
        ("ĝğġģ", "g", [.circumflex, .breve, .dotAbove, .commaAbove]),
        ("Ĥ", "H", [.circumflex]),
        ("ĥ", "h", [.circumflex]),
        ("ÌÍÎÏĨĪĬİ", "I", [.grave, .acute, .circumflex, .diaeresis, .tilde, .macron, .breve, .dotAbove]),
        ("ìíîïĩīĭ", "\u{131}", [.grave, .acute, .circumflex, .diaeresis, .tilde, .macron, .breve]),
        ("Ķ", "K", [.commaBelow]),
        ("ķ", "k", [.commaBelow]),
        ("Ļ", "L", [.commaBelow]),
        ("ĺļ", "l", [.acute, .commaBelow]),
        ("ÑŃŅŇ", "N", [.tilde, .acute, .commaBelow, .caron]),
        ("ñńņň", "n", [.tilde, .acute, .commaBelow, .caron]),
        ("ÒÓÔÕÖŌŎŐ", "O", [.grave, .acute, .circumflex, .tilde, .diaeresis, .macron, .breve, .doubleAcute]),
        ("òóôõöōŏő", "o", [.grave, .acute, .circumflex, .tilde, .diaeresis, .macron, .breve, .doubleAcute]),
        ("ŔŖŘ", "R", [.acute, .commaBelow, .caron]),
        ("ŕř", "r", [.acute, .caron]),
        ("ŚŜŞŠ", "S", [.acute, .circumflex, .cedilla, .caron]),
        ("śŝşš", "s", [.acute, .circumflex, .cedilla, .caron]),
        ("ŢŤ", "T", [.cedilla, .caron]),
        ("ÙÚÛÜŨŪŬŮŰ", "U", [.grave, .acute, .circumflex, .diaeresis, .tilde, .macron, .breve, .ring, .doubleAcute]),
        ("ùúûüũūŭůű", "u", [.grave, .acute, .circumflex, .diaeresis, .tilde, .macron, .breve, .ring, .doubleAcute]),
        ("Ŵ", "W", [.circumflex]),
        ("ŵ", "w", [.circumflex]),
        ("ÝŶŸ", "Y", [.acute, .circumflex, .diaeresis]),
        ("ýÿŷ", "y", [.acute, .diaeresis, .circumflex]),
        ("ŹŻŽ", "Z", [.acute, .dotAbove, .caron]),
        ("źżž", "z", [.acute, .dotAbove, .caron]),
    ]

    /// Letters whose marks sit off the middle, or that need more room.
    private static let placedMarks: [(Unicode.Scalar, Character, [(Accent, AccentAnchor)], Double)] = [
        ("Ą", "A", [(.ogonek, .right(-10))], 0),
        ("ą", "a", [(.ogonek, .right(0))], 0),
        ("Ę", "E", [(.ogonek, .right(-70))], 0),
        ("ę", "e", [(.ogonek, .left(320))], 0),
        ("Į", "I", [(.ogonek, .centre)], 0),
        ("į", "i", [(.ogonek, .centre)], 0),
        ("Ų", "U", [(.ogonek, .left(330))], 0),
        ("ų", "u", [(.ogonek, .right(0))], 0),
        ("ţ", "t", [(.cedilla, .left(200))], 0),
        ("ŗ", "r", [(.commaBelow, .left(0))], 0),
        ("Ĵ", "J", [(.circumflex, .right(0))], 0),
        ("ĵ", "\u{237}", [(.circumflex, .right(0))], 0),
        ("Ĺ", "L", [(.acute, .left(60))], 0),
        ("Ľ", "L", [(.apostrophe, .left(125))], 0),
        ("ľ", "l", [(.apostrophe, .right(115))], 110),
        ("ď", "d", [(.apostrophe, .right(115))], 110),
        ("ť", "t", [(.apostrophe, .left(225))], 0),
        ("Ŀ", "L", [(.middleDot, .left(200))], 0),
        ("ŀ", "l", [(.middleDot, .right(160))], 150),
        ("Ð", "D", [(.bar(height: 360, from: -90, to: 210), .left(0))], 0),
        ("Đ", "D", [(.bar(height: 360, from: -90, to: 210), .left(0))], 0),
        ("đ", "d", [(.bar(height: 620, from: -150, to: 90), .right(0))], 0),
        ("Ħ", "H", [(.bar(height: 560, from: -60, to: 580), .left(0))], 0),
        ("ħ", "h", [(.bar(height: 620, from: -90, to: 190), .left(0))], 0),
        ("Ŧ", "T", [(.bar(height: 360, from: -150, to: 150), .centre)], 0),
        ("ŧ", "t", [(.bar(height: 300, from: -100, to: 110), .left(110))], 0),
        ("Ł", "L", [(.slash, .left(0))], 0),
        ("ł", "l", [(.slash, .left(0))], 0),
    ]

    /// The letters of Latin-1 and Latin Extended-A composed of a base letter
    /// and marks (see `composed(_:_:extraAdvance:)`), and the three pairs set as one (Ĳ ĳ ŉ).
    static let accentedLetters: [(Unicode.Scalar, Glyph)] = {
        var bases: [Character: Glyph] = ["\u{237}": dotlessJ]
        for (scalar, glyph) in uppercase + lowercase + latinLetters + latinPunctuation {
            bases[Character(scalar)] = glyph
        }
        var letters: [(Unicode.Scalar, Glyph)] = []
        for (row, base, accents) in centredMarks {
            guard let glyph = bases[base] else { continue }
            for (letter, accent) in zip(row.unicodeScalars, accents) {
                letters.append((letter, composed(glyph, [(accent, .centre)])))
            }
        }
        for (letter, base, marks, extra) in placedMarks {
            guard let glyph = bases[base] else { continue }
            letters.append((letter, composed(glyph, marks, extraAdvance: extra)))
        }
        for (letter, first, second, overlap) in [
            ("Ĳ", "I", "J", 60.0), ("ĳ", "i", "j", 20), ("ŉ", "\u{2019}", "n", 20),
        ] as [(Unicode.Scalar, Character, Character, Double)] {
            guard let a = bases[first], let b = bases[second] else { continue }
            letters.append((letter, joined(a, b, overlap: overlap)))
        }
        return letters
    }()
}
