import Raster

extension Glyph {
    /// The symbols of printable ASCII: # $ % & * + < = > @ ^ ~.
    static let symbols: [(Unicode.Scalar, Glyph)] = [
        (
            "#",
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((180, 660), (130, 40))
                p.stroke((370, 660), (320, 40))
                p.stroke((30, 460), (490, 460))
                p.stroke((10, 240), (470, 240))
            }
        ),
        (
            "$",
            drawn(left: Bearing.round - 10, right: Bearing.round - 10) { p in
                p.move(410, 560)
                p.curve(375, 620, 310, 650, 225, 650)
                p.curve(115, 650, 30, 590, 30, 495)
                p.curve(30, 390, 140, 365, 225, 345)
                p.curve(330, 320, 430, 290, 430, 185)
                p.curve(430, 85, 340, 40, 230, 40)
                p.curve(125, 40, 45, 80, 10, 150)
                p.stroke((225, Grid.ascender), (225, -60))
            }
        ),
        (
            "%",
            drawn(left: Bearing.round, right: Bearing.round) { p in
                p.ellipse(120, 570, 120, 130)
                p.ellipse(500, 130, 120, 130)
                p.stroke((520, 700), (100, 0))
            }
        ),
        (
            "&",
            drawn(left: Bearing.round, right: Bearing.open - 10) { p in
                p.move(570, 0)
                p.arc(240, 570, 130, 140, from: 222, to: -42)
                p.arc(240, 175, 200, 185, from: 148, to: 372)
                p.line(510, 370)
            }
        ),
        (
            "*",
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((150, 720), (150, 420))
                p.stroke((20, 645), (280, 495))
                p.stroke((20, 495), (280, 645))
            }
        ),
        (
            "+",
            drawn(left: Bearing.open + 15, right: Bearing.open + 15) { p in
                p.stroke((0, mathAxis), (420, mathAxis))
                p.stroke((210, mathAxis - 210), (210, mathAxis + 210))
            }
        ),
        (
            "<",
            drawn(left: Bearing.open + 15, right: Bearing.open + 15) { p in
                p.stroke((400, mathAxis + 230), (0, mathAxis), (400, mathAxis - 230))
            }
        ),
        (
            "=",
            drawn(left: Bearing.open + 15, right: Bearing.open + 15) { p in
                p.stroke((0, mathAxis + 100), (420, mathAxis + 100))
                p.stroke((0, mathAxis - 100), (420, mathAxis - 100))
            }
        ),
        (
            ">",
            drawn(left: Bearing.open + 15, right: Bearing.open + 15) { p in
                p.stroke((0, mathAxis + 230), (400, mathAxis), (0, mathAxis - 230))
            }
        ),
        (
            "@",
            drawn(left: Bearing.round, right: Bearing.round) { p in
                p.ellipse(390, 300, 140, 160)
                p.stroke((530, 460), (530, 230))
                p.curve(530, 130, 590, 100, 650, 100)
                p.curve(730, 100, 780, 190, 780, 300)
                p.arc(390, 300, 390, 400, from: 0, to: 300)
            }
        ),
        (
            "^",
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, 440), (210, 700), (420, 440))
            }
        ),
        (
            "~",
            drawn(left: Bearing.open + 15, right: Bearing.open + 15) { p in
                p.move(0, mathAxis - 30)
                p.curve(40, mathAxis + 60, 140, mathAxis + 80, 210, mathAxis + 10)
                p.curve(280, mathAxis - 60, 380, mathAxis - 50, 420, mathAxis + 40)
            }
        ),
    ]

    /// A few characters beyond ASCII that the game's labels use: the middle
    /// dot of "Deal 3 · 69", the bullet, dashes, ellipsis, times and degree.
    static let extras: [(Unicode.Scalar, Glyph)] = [
        (
            "\u{B7}",
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.dot(0, mathAxis)
            }
        ),
        (
            "\u{2022}",
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                // A ring narrower than the stroke: its inner edge crosses the
                // centre, so the stroke fills it into a disc 1.6 strokes wide.
                p.ellipse(0, mathAxis, 27, 27)
            }
        ),
        (
            "\u{2013}",
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, mathAxis), (450, mathAxis))
            }
        ),
        (
            "\u{2014}",
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, mathAxis), (900, mathAxis))
            }
        ),
        (
            "\u{2026}",
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.dot(0, 0)
                p.dot(230, 0)
                p.dot(460, 0)
            }
        ),
        (
            "\u{D7}",
            drawn(left: Bearing.open + 30, right: Bearing.open + 30) { p in
                p.stroke((0, mathAxis - 170), (340, mathAxis + 170))
                p.stroke((0, mathAxis + 170), (340, mathAxis - 170))
            }
        ),
        (
            "\u{B0}",
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.ellipse(110, 590, 110, 110)
            }
        ),
    ]
}
