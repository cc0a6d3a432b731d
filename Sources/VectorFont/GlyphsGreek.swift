import Raster

extension Glyph {
    /// The Greek alphabet with its tonos forms and the diaeresis of ϊ ϋ (monotonic Greek), from the same pen
    /// as the Latin letters: the letters that look like Latin (and Cyrillic) ones are those glyphs.
    static let greek: [(Unicode.Scalar, Glyph)] = {
        var shared: [Character: Glyph] = [:]
        for (scalar, glyph) in uppercase + lowercase + latinLetters + cyrillic { shared[Character(scalar)] = glyph }
        var letters: [(Unicode.Scalar, Glyph)] = []
        for (greek, base) in [
            ("\u{391}", "A"), ("\u{392}", "B"), ("\u{393}", "\u{413}"), ("\u{395}", "E"), ("\u{396}", "Z"),
            ("\u{397}", "H"), ("\u{399}", "I"), ("\u{39A}", "K"), ("\u{39C}", "M"), ("\u{39D}", "N"),
            ("\u{39F}", "O"), ("\u{3A0}", "\u{41F}"), ("\u{3A1}", "P"), ("\u{3A4}", "T"), ("\u{3A5}", "Y"),
            ("\u{3A6}", "\u{424}"), ("\u{3A7}", "X"), ("\u{3BF}", "o"), ("\u{3BA}", "\u{43A}"), ("\u{3BD}", "v"),
        ] as [(Unicode.Scalar, Character)] {
            if let glyph = shared[base] { letters.append((greek, glyph)) }
        }
        letters += greekCapitals + greekLowercase
        var drawn: [Unicode.Scalar: Glyph] = [:]
        for (scalar, glyph) in letters { drawn[scalar] = glyph }
        // Lowercase vowels with the tonos over them, and ϊ ϋ ΐ ΰ with the diaeresis (and the tonos above it).
        for (letter, base, marks) in [
            ("\u{3AC}", "\u{3B1}", [Accent.acute]), ("\u{3AD}", "\u{3B5}", [.acute]), ("\u{3AE}", "\u{3B7}", [.acute]),
            ("\u{3AF}", "\u{3B9}", [.acute]), ("\u{3CC}", "\u{3BF}", [.acute]), ("\u{3CD}", "\u{3C5}", [.acute]),
            ("\u{3CE}", "\u{3C9}", [.acute]), ("\u{3CA}", "\u{3B9}", [.diaeresis]),
            ("\u{3CB}", "\u{3C5}", [.diaeresis]),
            ("\u{3AA}", "\u{399}", [.diaeresis]), ("\u{3AB}", "\u{3A5}", [.diaeresis]),
            ("\u{390}", "\u{3B9}", [.diaeresis, .acute]), ("\u{3B0}", "\u{3C5}", [.diaeresis, .acute]),
        ] as [(Unicode.Scalar, Unicode.Scalar, [Accent])] {
            guard let glyph = drawn[base] else { continue }
            letters.append((letter, composed(glyph, marks.map { ($0, .centre) })))
        }
        // Capitals with the tonos: it stands before the letter's top, so the letter moves over to make room.
        for (letter, base) in [
            ("\u{386}", "\u{391}"), ("\u{388}", "\u{395}"), ("\u{389}", "\u{397}"), ("\u{38A}", "\u{399}"),
            ("\u{38C}", "\u{39F}"), ("\u{38E}", "\u{3A5}"), ("\u{38F}", "\u{3A9}"),
        ] as [(Unicode.Scalar, Unicode.Scalar)] {
            guard let glyph = drawn[base] else { continue }
            letters.append((letter, tonosBefore(glyph)))
        }
        return letters
    }()

    /// A capital with the tonos before its top: the letter 190 units further on, the mark in the room made.
    private static func tonosBefore(_ base: Glyph) -> Glyph {
        let shift = 190.0
        var path = base.path.transformed(by: .translation(shift, 0))
        var pen = GlyphPen()
        pen.stroke((35, Grid.cap - 130), (125, Grid.cap + 20))
        path.append(pen.path)
        return Glyph(path: path, advance: base.advance + shift)
    }

    /// The capitals that are not Latin or Cyrillic ones.
    private static let greekCapitals: [(Unicode.Scalar, Glyph)] = [
        (
            "\u{394}",  // Δ
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, 0), (320, 700), (640, 0))
                p.close()
            }
        ),
        (
            "\u{398}",  // Θ
            drawn(left: Bearing.round, right: Bearing.round) { p in
                p.ellipse(350, 350, 350, 360)
                p.stroke((190, 350), (510, 350))
            }
        ),
        (
            "\u{39B}",  // Λ
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, 0), (320, 700), (640, 0))
            }
        ),
        (
            "\u{39E}",  // Ξ
            drawn(left: Bearing.open + 10, right: Bearing.open + 10) { p in
                p.stroke((20, 700), (500, 700))
                p.stroke((70, 355), (450, 355))
                p.stroke((0, 0), (520, 0))
            }
        ),
        (
            "\u{3A3}",  // Σ
            drawn(left: Bearing.open + 10, right: Bearing.open + 10) { p in
                p.stroke((490, 700), (0, 700), (270, 350), (0, 0), (500, 0))
            }
        ),
        (
            "\u{3A8}",  // Ψ
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((320, 0), (320, 700))
                p.move(0, 700)
                p.line(0, 480)
                p.arc(320, 480, 320, 230, from: 180, to: 360)
                p.line(640, 700)
            }
        ),
        (
            "\u{3A9}",  // Ω: a round open below, on two feet
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, 0), (200, 0), (200, 95))
                p.arc(360, 385, 330, 330, from: 240, to: -60)
                p.line(520, 0)
                p.line(720, 0)
            }
        ),
    ]

    /// The lowercase letters that are not Latin or Cyrillic ones.
    private static let greekLowercase: [(Unicode.Scalar, Glyph)] = [
        (
            "\u{3B1}",  // α: a bowl and a stroke that ends in a tail
            drawn(left: Bearing.lowerRound, right: Bearing.open) { p in
                p.ellipse(240, 250, 240, 260)
                p.move(480, 500)
                p.line(480, 90)
                p.arc(570, 90, 90, 90, from: 180, to: 270)
            }
        ),
        (
            "\u{3B2}",  // β
            drawn(left: Bearing.lowerStem, right: Bearing.lowerRound) { p in
                p.move(0, Grid.descender)
                p.line(0, 560)
                p.arc(170, 560, 170, 180, from: 180, to: -90)
                p.line(150, 380)
                p.move(170, 380)
                p.arc(190, 190, 210, 190, from: 90, to: -90)
                p.line(0, 40)
            }
        ),
        (
            "\u{3B3}",  // γ
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 500), (240, -20), (480, 500))
                p.stroke((240, -20), (240, Grid.descender))
            }
        ),
        (
            "\u{3B4}",  // δ: a bowl under a hook
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound) { p in
                p.ellipse(250, 240, 250, 250)
                p.move(250, 490)
                p.curve(60, 560, 60, Grid.ascender, 420, Grid.ascender)
            }
        ),
        (
            "\u{3B5}",  // ε
            drawn(left: Bearing.lowerRound, right: Bearing.open) { p in
                p.arc(230, 375, 200, 135, from: 35, to: 270)
                p.arc(240, 125, 230, 135, from: 90, to: 325)
            }
        ),
        (
            "\u{3B6}",  // ζ
            drawn(left: Bearing.lowerRound, right: Bearing.open) { p in
                p.stroke((60, Grid.ascender), (420, Grid.ascender))
                p.curve(150, 560, 0, 350, 40, 150)
                p.curve(70, 20, 360, 40, 360, -70)
                p.curve(360, -150, 300, -190, 240, Grid.descender)
            }
        ),
        (
            "\u{3B7}",  // η
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 500), (0, 0))
                p.move(0, 270)
                p.arc(235, 270, 235, 230, from: 180, to: 0)
                p.line(470, Grid.descender)
            }
        ),
        (
            "\u{3B8}",  // θ
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound) { p in
                p.ellipse(240, 365, 240, 375)
                p.stroke((0, 370), (480, 370))
            }
        ),
        (
            "\u{3B9}",  // ι
            drawn(left: Bearing.lowerStem, right: Bearing.open - 20) { p in
                p.move(0, 500)
                p.line(0, 90)
                p.arc(90, 90, 90, 90, from: 180, to: 270)
            }
        ),
        (
            "\u{3BB}",  // λ
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((40, Grid.ascender), (460, 0))
                p.stroke((255, 380), (0, 0))
            }
        ),
        (
            "\u{3BC}",  // μ
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, Grid.descender), (0, 500))
                p.move(0, 230)
                p.arc(235, 230, 235, 240, from: 180, to: 360)
                p.stroke((470, 500), (470, 0))
            }
        ),
        (
            "\u{3BE}",  // ξ
            drawn(left: Bearing.lowerRound, right: Bearing.open) { p in
                p.stroke((60, Grid.ascender), (420, Grid.ascender))
                p.move(380, Grid.ascender)
                p.curve(140, 700, 90, 430, 330, 420)
                p.move(330, 420)
                p.curve(20, 420, 0, 160, 60, 80)
                p.curve(120, 10, 360, 40, 360, -70)
                p.curve(360, -150, 300, -190, 240, Grid.descender)
            }
        ),
        (
            "\u{3C0}",  // π
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 500), (540, 500))
                p.stroke((120, 500), (120, 0))
                p.stroke((420, 500), (420, 0))
            }
        ),
        (
            "\u{3C1}",  // ρ
            drawn(left: Bearing.lowerStem, right: Bearing.lowerRound) { p in
                p.ellipse(250, 250, 250, 260)
                p.stroke((0, 250), (0, Grid.descender))
            }
        ),
        (
            "\u{3C3}",  // σ: a bowl with its top run out to the right
            drawn(left: Bearing.lowerRound, right: Bearing.open - 10) { p in
                p.ellipse(240, 250, 240, 260)
                p.stroke((240, 510), (560, 510))
            }
        ),
        (
            "\u{3C2}",  // ς: the final sigma, its tail below the line
            drawn(left: Bearing.lowerRound, right: Bearing.open) { p in
                p.arc(250, 250, 250, 260, from: 40, to: 270)
                p.curve(390, -10, 420, -130, 300, Grid.descender)
            }
        ),
        (
            "\u{3C4}",  // τ
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 500), (440, 500))
                p.move(210, 500)
                p.line(210, 90)
                p.arc(300, 90, 90, 90, from: 180, to: 270)
            }
        ),
        (
            "\u{3C5}",  // υ
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.move(0, 500)
                p.line(0, 240)
                p.arc(235, 240, 235, 250, from: 180, to: 360)
                p.line(470, 500)
            }
        ),
        (
            "\u{3C6}",  // φ
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound) { p in
                p.ellipse(280, 250, 280, 260)
                p.stroke((280, 620), (280, Grid.descender))
            }
        ),
        (
            "\u{3C7}",  // χ
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 500), (460, Grid.descender))
                p.stroke((0, Grid.descender), (460, 500))
            }
        ),
        (
            "\u{3C8}",  // ψ
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((300, Grid.ascender), (300, Grid.descender))
                p.move(0, 500)
                p.line(0, 260)
                p.arc(300, 260, 300, 270, from: 180, to: 360)
                p.line(600, 500)
            }
        ),
        (
            "\u{3C9}",  // ω: two bowls open above
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound) { p in
                p.move(40, 500)
                p.curve(-20, 300, 0, -10, 180, -10)
                p.curve(320, -10, 360, 120, 360, 280)
                p.move(360, 280)
                p.curve(360, 120, 400, -10, 540, -10)
                p.curve(720, -10, 740, 300, 680, 500)
            }
        ),
    ]
}
