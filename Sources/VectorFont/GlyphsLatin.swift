import Raster

extension Glyph {
    /// The letters of Latin-1 and Latin Extended-A that are not a base letter
    /// with a mark: ligatures, Nordic and Icelandic letters, ß, the dotless
    /// i, the eng, kra and long s, and the barred letters.
    static let latinLetters: [(Unicode.Scalar, Glyph)] = [
        (
            "\u{C6}",  // Æ
            drawn(left: Bearing.open, right: Bearing.open + 20) { p in
                p.stroke((0, 0), (390, 700), (810, 700))
                p.stroke((390, 700), (390, 0), (820, 0))
                p.stroke((390, 360), (770, 360))
                p.stroke((130, 235), (390, 235))
            }
        ),
        (
            "\u{E6}",  // æ
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound - 10) { p in
                p.ellipse(210, 250, 210, 260)
                p.stroke((420, 500), (420, 0))
                p.stroke((420, 250), (840, 250))
                p.arc(630, 250, 210, 260, from: 0, to: 318)
            }
        ),
        (
            "\u{152}",  // Œ
            drawn(left: Bearing.round, right: Bearing.open + 20) { p in
                p.move(440, 700)
                p.arc(390, 350, 390, 360, from: 90, to: 270)
                p.line(440, 0)
                p.stroke((830, 700), (440, 700), (440, 0), (840, 0))
                p.stroke((440, 360), (790, 360))
            }
        ),
        (
            "\u{153}",  // œ
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound - 10) { p in
                p.ellipse(230, 250, 230, 260)
                p.stroke((460, 250), (900, 250))
                p.arc(680, 250, 220, 260, from: 0, to: 318)
            }
        ),
        (
            "\u{D8}",  // Ø
            drawn(left: Bearing.round, right: Bearing.round) { p in
                p.ellipse(350, 350, 350, 360)
                p.stroke((50, -40), (650, 740))
            }
        ),
        (
            "\u{F8}",  // ø
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound) { p in
                p.ellipse(255, 250, 255, 260)
                p.stroke((25, -40), (485, 540))
            }
        ),
        (
            "\u{DE}",  // Þ
            drawn(left: Bearing.stem, right: Bearing.round) { p in
                p.stroke((0, 0), (0, 700))
                p.stroke((0, 550), (270, 550))
                p.arc(270, 365, 185, 185, from: 90, to: -90)
                p.line(0, 180)
            }
        ),
        (
            "\u{FE}",  // þ
            drawn(left: Bearing.lowerStem, right: Bearing.lowerRound) { p in
                p.stroke((0, Grid.ascender), (0, Grid.descender))
                p.ellipse(250, 250, 250, 260)
            }
        ),
        (
            "\u{F0}",  // ð
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound) { p in
                p.ellipse(250, 250, 250, 260)
                p.move(492, 320)
                p.curve(480, 500, 390, 640, 190, 730)
                p.stroke((140, 560), (430, 680))
            }
        ),
        (
            "\u{DF}",  // ß
            drawn(left: Bearing.lowerStem, right: Bearing.lowerRound - 10) { p in
                p.move(0, 0)
                p.line(0, 540)
                p.arc(195, 540, 195, 200, from: 180, to: 0)
                p.curve(390, 450, 320, 400, 210, 395)
                p.curve(350, 390, 440, 300, 440, 195)
                p.curve(440, 80, 350, -10, 230, -10)
                p.curve(180, -10, 140, 0, 110, 15)
            }
        ),
        (
            "\u{131}",  // ı
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 0), (0, 500))
            }
        ),
        (
            "\u{138}",  // ĸ
            drawn(left: Bearing.lowerStem, right: Bearing.open - 10) { p in
                p.stroke((0, 500), (0, 0))
                p.stroke((410, 500), (0, 175))
                p.stroke((140, 285), (430, 0))
            }
        ),
        (
            "\u{17F}",  // ſ
            drawn(left: Bearing.lowerStem, right: Bearing.open - 35) { p in
                p.stroke((0, 0), (0, 570))
                p.arc(160, 570, 160, 160, from: 180, to: 65)
            }
        ),
        (
            "\u{14A}",  // Ŋ
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 0), (0, 700))
                p.move(0, 440)
                p.arc(265, 440, 265, 260, from: 180, to: 0)
                p.line(530, -20)
                p.arc(400, -20, 130, 150, from: 0, to: -120)
            }
        ),
        (
            "\u{14B}",  // ŋ
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 500), (0, 0))
                p.move(0, 270)
                p.arc(235, 270, 235, 230, from: 180, to: 0)
                p.line(470, -50)
                p.arc(320, -50, 150, 150, from: 0, to: -110)
            }
        ),
    ]

    /// The dotless j, the base of ĵ; not a character of its own here.
    static let dotlessJ = drawn(left: Bearing.open - 45, right: Bearing.lowerStem) { p in
        p.stroke((170, 500), (170, -50))
        p.arc(20, -50, 150, 150, from: 0, to: -90)
    }
}
