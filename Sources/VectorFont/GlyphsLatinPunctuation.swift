import Raster

extension Glyph {
    /// Punctuation and signs beyond ASCII that names and messages use: the
    /// no-break space, Spanish ¡ ¿, guillemets, typographic quotes (the low „ ‚ too), © ® ÷ ± £ and €.
    static let latinPunctuation: [(Unicode.Scalar, Glyph)] = [
        ("\u{A0}", blank(260)),
        (
            "\u{A1}",  // ¡
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.dot(0, 490)
                p.stroke((0, 280), (0, Grid.descender))
            }
        ),
        (
            "\u{BF}",  // ¿, the ? turned half a turn about (200, 250)
            drawn(left: Bearing.round - 15, right: Bearing.round - 15) { p in
                p.dot(200, 500)
                p.move(200, 280)
                p.curve(200, 190, 120, 160, 64.5, 79.3)
                p.arc(210, -30, 190, 170, from: 140, to: 340)
            }
        ),
        (
            "\u{AB}",  // «
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((150, mathAxis + 160), (0, mathAxis), (150, mathAxis - 160))
                p.stroke((330, mathAxis + 160), (180, mathAxis), (330, mathAxis - 160))
            }
        ),
        (
            "\u{BB}",  // »
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, mathAxis + 160), (150, mathAxis), (0, mathAxis - 160))
                p.stroke((180, mathAxis + 160), (330, mathAxis), (180, mathAxis - 160))
            }
        ),
        (
            "\u{A9}",  // ©
            drawn(left: Bearing.round, right: Bearing.round) { p in
                p.ellipse(370, 350, 370, 360)
                p.arc(380, 350, 170, 180, from: 45, to: 315)
            }
        ),
        (
            "\u{AE}",  // ®
            drawn(left: Bearing.round, right: Bearing.round) { p in
                p.ellipse(370, 350, 370, 360)
                p.stroke((260, 160), (260, 540), (380, 540))
                p.arc(380, 455, 85, 85, from: 90, to: -90)
                p.line(260, 370)
                p.stroke((380, 370), (480, 160))
            }
        ),
        (
            "\u{F7}",  // ÷
            drawn(left: Bearing.open + 15, right: Bearing.open + 15) { p in
                p.stroke((0, mathAxis), (420, mathAxis))
                p.dot(210, mathAxis + 170)
                p.dot(210, mathAxis - 170)
            }
        ),
        (
            "\u{B1}",  // ±
            drawn(left: Bearing.open + 15, right: Bearing.open + 15) { p in
                p.stroke((0, mathAxis + 80), (420, mathAxis + 80))
                p.stroke((210, mathAxis - 100), (210, mathAxis + 260))
                p.stroke((0, mathAxis - 240), (420, mathAxis - 240))
            }
        ),
        (
            "\u{A3}",  // £
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.move(450, 560)
                p.arc(300, 530, 160, 170, from: 10, to: 180)
                p.line(140, 90)
                p.curve(140, 40, 100, 0, 20, 0)
                p.line(470, 0)
                p.stroke((20, 330), (330, 330))
            }
        ),
        (
            "\u{20AC}",  // €
            drawn(left: Bearing.open, right: Bearing.open + 10) { p in
                p.arc(400, 350, 330, 360, from: 48, to: 312)
                p.stroke((0, 420), (420, 420))
                p.stroke((0, 280), (400, 280))
            }
        ),
        (
            "\u{2018}",  // ‘, the ’ mirrored, so that an opening quote leans the other way
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.stroke((-20, 700), (-20, 650), (20, 560))
            }
        ),
        (
            "\u{2019}",  // ’
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.stroke((20, 700), (20, 650), (-20, 560))
            }
        ),
        (
            "\u{201C}",  // “, the ” mirrored
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.stroke((-20, 700), (-20, 650), (20, 560))
                p.stroke((140, 700), (140, 650), (180, 560))
            }
        ),
        (
            "\u{201D}",  // ”
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.stroke((20, 700), (20, 650), (-20, 560))
                p.stroke((180, 700), (180, 650), (140, 560))
            }
        ),
        (
            "\u{201A}",  // ‚, the ’ on the baseline: the low opening quote of German, Czech and Polish
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.stroke((20, 100), (20, 50), (-20, -40))
            }
        ),
        (
            "\u{201E}",  // „, the ” on the baseline
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.stroke((20, 100), (20, 50), (-20, -40))
                p.stroke((180, 100), (180, 50), (140, -40))
            }
        ),
    ]
}
