import Raster

extension Glyph {
    /// The Cyrillic letters Russian and Ukrainian use (А–я, Ё ё, Є є, І і, Ї ї, Ґ ґ), from the same pen as the
    /// Latin ones: the letters that look like Latin ones are those glyphs, the rest drawn on the same grid,
    /// lowercase as small capitals the height of x, as geometric sans faces draw Cyrillic.
    static let cyrillic: [(Unicode.Scalar, Glyph)] = {
        var latin: [Character: Glyph] = [:]
        for (scalar, glyph) in uppercase + lowercase + latinLetters { latin[Character(scalar)] = glyph }
        var letters: [(Unicode.Scalar, Glyph)] = []
        // Shared with Latin: А В Е К М Н О Р С Т Х І, а е о р с у х і.
        for (cyrillic, base) in [
            ("\u{410}", "A"), ("\u{412}", "B"), ("\u{415}", "E"), ("\u{41A}", "K"), ("\u{41C}", "M"),
            ("\u{41D}", "H"), ("\u{41E}", "O"), ("\u{420}", "P"), ("\u{421}", "C"), ("\u{422}", "T"),
            ("\u{425}", "X"), ("\u{406}", "I"), ("\u{430}", "a"), ("\u{435}", "e"), ("\u{43E}", "o"),
            ("\u{440}", "p"), ("\u{441}", "c"), ("\u{443}", "y"), ("\u{445}", "x"), ("\u{456}", "i"),
        ] as [(Unicode.Scalar, Character)] {
            if let glyph = latin[base] { letters.append((cyrillic, glyph)) }
        }
        letters += cyrillicCapitals + cyrillicLowercase
        var drawn: [Unicode.Scalar: Glyph] = [:]
        for (scalar, glyph) in letters { drawn[scalar] = glyph }
        // With marks: Ё ё (diaeresis), Й й (breve), Ї ї (diaeresis on I and on the dotless ı).
        for (letter, base, accent) in [
            ("\u{401}", "\u{415}", Accent.diaeresis), ("\u{451}", "\u{435}", .diaeresis),
            ("\u{419}", "\u{418}", .breve), ("\u{439}", "\u{438}", .breve), ("\u{407}", "\u{406}", .diaeresis),
        ] as [(Unicode.Scalar, Unicode.Scalar, Accent)] {
            if let glyph = drawn[base] { letters.append((letter, composed(glyph, [(accent, .centre)]))) }
        }
        if let dotless = latin["\u{131}"] {
            letters.append(("\u{457}", composed(dotless, [(.diaeresis, .centre)])))
        }
        return letters
    }()

    /// The capitals that are not Latin ones.
    private static let cyrillicCapitals: [(Unicode.Scalar, Glyph)] = [
        (
            "\u{411}",  // Б
            drawn(left: Bearing.stem, right: Bearing.round - 10) { p in
                p.stroke((450, 700), (0, 700), (0, 0), (290, 0))
                p.arc(290, 192.5, 192.5, 192.5, from: -90, to: 90)
                p.line(0, 385)
            }
        ),
        (
            "\u{413}",  // Г
            drawn(left: Bearing.stem, right: Bearing.open) { p in
                p.stroke((430, 700), (0, 700), (0, 0))
            }
        ),
        (
            "\u{490}",  // Ґ: the top bar turned up at its end
            drawn(left: Bearing.stem, right: Bearing.open) { p in
                p.stroke((0, 0), (0, 700), (420, 700), (420, 830))
            }
        ),
        (
            "\u{414}",  // Д: a trapezoid on a base whose ends hang below the line
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, -140), (0, 0), (600, 0), (600, -140))
                p.stroke((60, 0), (210, 700), (520, 700), (520, 0))
            }
        ),
        (
            "\u{416}",  // Ж: K and its mirror on one stem
            drawn(left: Bearing.open - 10, right: Bearing.open - 10) { p in
                p.stroke((340, 0), (340, 700))
                p.stroke((680, 700), (340, 280))
                p.stroke((480, 450), (700, 0))
                p.stroke((0, 700), (340, 280))
                p.stroke((200, 450), (-20, 0))
            }
        ),
        (
            "\u{417}",  // З: a 3 on the cap height
            drawn(left: Bearing.open, right: Bearing.round - 10) { p in
                p.arc(240, 532.5, 205, 167.5, from: 150, to: -90)
                p.arc(250, 182.5, 230, 192.5, from: 90, to: -150)
            }
        ),
        (
            "\u{418}",  // И: N with its diagonal the other way
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 700), (0, 0), (530, 700), (530, 0))
            }
        ),
        (
            "\u{41B}",  // Л
            drawn(left: Bearing.open, right: Bearing.stem) { p in
                p.stroke((0, 0), (160, 700), (500, 700), (500, 0))
            }
        ),
        (
            "\u{41F}",  // П
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 0), (0, 700), (520, 700), (520, 0))
            }
        ),
        (
            "\u{423}",  // У: the right stroke runs to the baseline, the left one meets it
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 700), (317, 240))
                p.stroke((580, 700), (180, 0))
            }
        ),
        (
            "\u{424}",  // Ф
            drawn(left: Bearing.round, right: Bearing.round) { p in
                p.stroke((340, -10), (340, 710))
                p.ellipse(340, 380, 340, 230)
            }
        ),
        (
            "\u{426}",  // Ц
            drawn(left: Bearing.stem, right: Bearing.open) { p in
                p.stroke((0, 700), (0, 0), (580, 0), (580, -140))
                p.stroke((500, 700), (500, 0))
            }
        ),
        (
            "\u{427}",  // Ч
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((470, 700), (470, 0))
                p.move(0, 700)
                p.line(0, 470)
                p.arc(210, 470, 210, 190, from: 180, to: 270)
                p.line(470, 280)
            }
        ),
        (
            "\u{428}",  // Ш
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 700), (0, 0), (740, 0), (740, 700))
                p.stroke((370, 700), (370, 0))
            }
        ),
        (
            "\u{429}",  // Щ
            drawn(left: Bearing.stem, right: Bearing.open) { p in
                p.stroke((0, 700), (0, 0), (810, 0), (810, -140))
                p.stroke((370, 700), (370, 0))
                p.stroke((740, 700), (740, 0))
            }
        ),
        (
            "\u{42A}",  // Ъ
            drawn(left: Bearing.open, right: Bearing.round - 10) { p in
                p.stroke((0, 700), (160, 700), (160, 0), (420, 0))
                p.arc(420, 205, 205, 205, from: -90, to: 90)
                p.line(160, 410)
            }
        ),
        (
            "\u{42B}",  // Ы
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 700), (0, 0), (270, 0))
                p.arc(270, 205, 205, 205, from: -90, to: 90)
                p.line(0, 410)
                p.stroke((660, 700), (660, 0))
            }
        ),
        (
            "\u{42C}",  // Ь
            drawn(left: Bearing.stem, right: Bearing.round - 10) { p in
                p.stroke((0, 700), (0, 0), (280, 0))
                p.arc(280, 205, 205, 205, from: -90, to: 90)
                p.line(0, 410)
            }
        ),
        (
            "\u{42D}",  // Э: C turned about, with its bar
            drawn(left: Bearing.open + 10, right: Bearing.round) { p in
                p.arc(350, 350, 350, 360, from: 132, to: -132)
                p.stroke((170, 355), (700, 355))
            }
        ),
        (
            "\u{42E}",  // Ю
            drawn(left: Bearing.stem, right: Bearing.round) { p in
                p.stroke((0, 700), (0, 0))
                p.stroke((0, 360), (170, 360))
                p.ellipse(470, 350, 300, 360)
            }
        ),
        (
            "\u{42F}",  // Я: R turned about
            drawn(left: Bearing.open, right: Bearing.stem) { p in
                p.stroke((500, 0), (500, 700), (230, 700))
                p.arc(230, 510, 190, 190, from: 90, to: 270)
                p.line(500, 320)
                p.stroke((250, 320), (0, 0))
            }
        ),
        (
            "\u{404}",  // Є: C with a bar
            drawn(left: Bearing.round, right: Bearing.open + 10) { p in
                p.arc(350, 350, 350, 360, from: 48, to: 312)
                p.stroke((0, 355), (430, 355))
            }
        ),
    ]

    /// The lowercase letters that are not Latin ones: small capitals on the x-height, б ф with ascenders,
    /// д ц щ with their tails below.
    private static let cyrillicLowercase: [(Unicode.Scalar, Glyph)] = [
        (
            "\u{431}",  // б: a bowl with a stroke rising from it to the ascender
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound) { p in
                p.ellipse(250, 250, 250, 260)
                p.move(0, 250)
                p.curve(0, 560, 150, 690, 450, Grid.ascender)
            }
        ),
        (
            "\u{432}",  // в
            drawn(left: Bearing.lowerStem, right: Bearing.lowerRound - 10) { p in
                p.stroke((0, 260), (200, 260))
                p.arc(200, 380, 120, 120, from: -90, to: 90)
                p.stroke((200, 500), (0, 500), (0, 0), (220, 0))
                p.arc(220, 130, 130, 130, from: -90, to: 90)
                p.line(200, 260)
            }
        ),
        (
            "\u{433}",  // г
            drawn(left: Bearing.lowerStem, right: Bearing.open - 10) { p in
                p.stroke((330, 500), (0, 500), (0, 0))
            }
        ),
        (
            "\u{491}",  // ґ
            drawn(left: Bearing.lowerStem, right: Bearing.open - 10) { p in
                p.stroke((0, 0), (0, 500), (320, 500), (320, 620))
            }
        ),
        (
            "\u{434}",  // д
            drawn(left: Bearing.open - 10, right: Bearing.open - 10) { p in
                p.stroke((0, -140), (0, 0), (490, 0), (490, -140))
                p.stroke((50, 0), (170, 500), (420, 500), (420, 0))
            }
        ),
        (
            "\u{436}",  // ж
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((290, 0), (290, 500))
                p.stroke((570, 500), (290, 200))
                p.stroke((410, 330), (590, 0))
                p.stroke((10, 500), (290, 200))
                p.stroke((170, 330), (-10, 0))
            }
        ),
        (
            "\u{437}",  // з
            drawn(left: Bearing.open, right: Bearing.lowerRound - 10) { p in
                p.arc(190, 382.5, 160, 127.5, from: 150, to: -90)
                p.arc(200, 127.5, 185, 137.5, from: 90, to: -150)
            }
        ),
        (
            "\u{438}",  // и
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 500), (0, 0), (440, 500), (440, 0))
            }
        ),
        (
            "\u{43A}",  // к
            drawn(left: Bearing.lowerStem, right: Bearing.open - 10) { p in
                p.stroke((0, 0), (0, 500))
                p.stroke((390, 500), (0, 190))
                p.stroke((140, 300), (410, 0))
            }
        ),
        (
            "\u{43B}",  // л
            drawn(left: Bearing.open - 10, right: Bearing.lowerStem) { p in
                p.stroke((0, 0), (120, 500), (410, 500), (410, 0))
            }
        ),
        (
            "\u{43C}",  // м
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 0), (0, 500), (270, 130), (540, 500), (540, 0))
            }
        ),
        (
            "\u{43D}",  // н
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 0), (0, 500))
                p.stroke((430, 0), (430, 500))
                p.stroke((0, 260), (430, 260))
            }
        ),
        (
            "\u{43F}",  // п
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 0), (0, 500), (430, 500), (430, 0))
            }
        ),
        (
            "\u{442}",  // т
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 500), (460, 500))
                p.stroke((230, 500), (230, 0))
            }
        ),
        (
            "\u{444}",  // ф
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound) { p in
                p.stroke((300, Grid.ascender), (300, Grid.descender))
                p.ellipse(300, 250, 300, 260)
            }
        ),
        (
            "\u{446}",  // ц
            drawn(left: Bearing.lowerStem, right: Bearing.open - 10) { p in
                p.stroke((0, 500), (0, 0), (500, 0), (500, -140))
                p.stroke((430, 500), (430, 0))
            }
        ),
        (
            "\u{447}",  // ч
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((390, 500), (390, 0))
                p.move(0, 500)
                p.line(0, 350)
                p.arc(170, 350, 170, 140, from: 180, to: 270)
                p.line(390, 210)
            }
        ),
        (
            "\u{448}",  // ш
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 500), (0, 0), (640, 0), (640, 500))
                p.stroke((320, 500), (320, 0))
            }
        ),
        (
            "\u{449}",  // щ
            drawn(left: Bearing.lowerStem, right: Bearing.open - 10) { p in
                p.stroke((0, 500), (0, 0), (710, 0), (710, -140))
                p.stroke((320, 500), (320, 0))
                p.stroke((640, 500), (640, 0))
            }
        ),
        (
            "\u{44A}",  // ъ
            drawn(left: Bearing.open - 10, right: Bearing.lowerRound - 10) { p in
                p.stroke((0, 500), (130, 500), (130, 0), (330, 0))
                p.arc(330, 150, 150, 150, from: -90, to: 90)
                p.line(130, 300)
            }
        ),
        (
            "\u{44B}",  // ы
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 500), (0, 0), (210, 0))
                p.arc(210, 150, 150, 150, from: -90, to: 90)
                p.line(0, 300)
                p.stroke((530, 500), (530, 0))
            }
        ),
        (
            "\u{44C}",  // ь
            drawn(left: Bearing.lowerStem, right: Bearing.lowerRound - 10) { p in
                p.stroke((0, 500), (0, 0), (220, 0))
                p.arc(220, 150, 150, 150, from: -90, to: 90)
                p.line(0, 300)
            }
        ),
        (
            "\u{44D}",  // э
            drawn(left: Bearing.open + 5, right: Bearing.lowerRound) { p in
                p.arc(250, 250, 250, 260, from: 135, to: -135)
                p.stroke((120, 250), (500, 250))
            }
        ),
        (
            "\u{44E}",  // ю
            drawn(left: Bearing.lowerStem, right: Bearing.lowerRound) { p in
                p.stroke((0, 500), (0, 0))
                p.stroke((0, 255), (140, 255))
                p.ellipse(380, 250, 240, 260)
            }
        ),
        (
            "\u{44F}",  // я
            drawn(left: Bearing.open - 10, right: Bearing.lowerStem) { p in
                p.stroke((400, 0), (400, 500), (200, 500))
                p.arc(200, 355, 145, 145, from: 90, to: 270)
                p.line(400, 210)
                p.stroke((210, 210), (0, 0))
            }
        ),
        (
            "\u{454}",  // є
            drawn(left: Bearing.lowerRound, right: Bearing.open + 5) { p in
                p.arc(250, 250, 250, 260, from: 45, to: 315)
                p.stroke((0, 250), (340, 250))
            }
        ),
    ]
}
