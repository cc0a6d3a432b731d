import Raster

extension Glyph {
    /// The lowercase a–z: x-height 500, ascenders 740, descenders −200, a
    /// single-storey geometric a and g.
    static let lowercase: [(Unicode.Scalar, Glyph)] = [
        (
            "a",
            drawn(left: Bearing.lowerRound, right: Bearing.lowerStem) { p in
                p.ellipse(250, 250, 250, 260)
                p.stroke((500, 500), (500, 0))
            }
        ),
        (
            "b",
            drawn(left: Bearing.lowerStem, right: Bearing.lowerRound) { p in
                p.stroke((0, Grid.ascender), (0, 0))
                p.ellipse(250, 250, 250, 260)
            }
        ),
        (
            "c",
            drawn(left: Bearing.lowerRound, right: Bearing.open + 5) { p in
                p.arc(250, 250, 250, 260, from: 45, to: 315)
            }
        ),
        (
            "d",
            drawn(left: Bearing.lowerRound, right: Bearing.lowerStem) { p in
                p.ellipse(250, 250, 250, 260)
                p.stroke((500, Grid.ascender), (500, 0))
            }
        ),
        (
            "e",
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound - 10) { p in
                p.stroke((0, 250), (500, 250))
                p.arc(250, 250, 250, 260, from: 0, to: 318)
            }
        ),
        (
            "f",
            drawn(left: Bearing.open - 15, right: Bearing.open - 35) { p in
                p.stroke((110, 0), (110, 570))
                p.arc(270, 570, 160, 160, from: 180, to: 65)
                p.stroke((0, 500), (300, 500))
            }
        ),
        (
            "g",
            drawn(left: Bearing.lowerRound, right: Bearing.lowerStem) { p in
                p.ellipse(250, 250, 250, 260)
                p.stroke((500, 500), (500, -30))
                p.arc(250, -30, 250, 170, from: 0, to: -160)
            }
        ),
        (
            "h",
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, Grid.ascender), (0, 0))
                p.move(0, 270)
                p.arc(235, 270, 235, 230, from: 180, to: 0)
                p.line(470, 0)
            }
        ),
        (
            "i",
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 0), (0, 500))
                p.dot(0, 690)
            }
        ),
        (
            "j",
            drawn(left: Bearing.open - 45, right: Bearing.lowerStem) { p in
                p.stroke((170, 500), (170, -50))
                p.arc(20, -50, 150, 150, from: 0, to: -90)
                p.dot(170, 690)
            }
        ),
        (
            "k",
            drawn(left: Bearing.lowerStem, right: Bearing.open - 10) { p in
                p.stroke((0, Grid.ascender), (0, 0))
                p.stroke((410, 500), (0, 175))
                p.stroke((140, 285), (430, 0))
            }
        ),
        (
            "l",
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, Grid.ascender), (0, 0))
            }
        ),
        (
            "m",
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 500), (0, 0))
                p.move(0, 300)
                p.arc(180, 300, 180, 200, from: 180, to: 0)
                p.line(360, 0)
                p.move(360, 300)
                p.arc(540, 300, 180, 200, from: 180, to: 0)
                p.line(720, 0)
            }
        ),
        (
            "n",
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 500), (0, 0))
                p.move(0, 270)
                p.arc(235, 270, 235, 230, from: 180, to: 0)
                p.line(470, 0)
            }
        ),
        (
            "o",
            drawn(left: Bearing.lowerRound, right: Bearing.lowerRound) { p in
                p.ellipse(255, 250, 255, 260)
            }
        ),
        (
            "p",
            drawn(left: Bearing.lowerStem, right: Bearing.lowerRound) { p in
                p.stroke((0, 500), (0, Grid.descender))
                p.ellipse(250, 250, 250, 260)
            }
        ),
        (
            "q",
            drawn(left: Bearing.lowerRound, right: Bearing.lowerStem) { p in
                p.ellipse(250, 250, 250, 260)
                p.stroke((500, 500), (500, Grid.descender))
            }
        ),
        (
            "r",
            drawn(left: Bearing.lowerStem, right: Bearing.open - 25) { p in
                p.stroke((0, 500), (0, 0))
                p.move(0, 270)
                p.arc(230, 270, 230, 230, from: 180, to: 75)
            }
        ),
        (
            "s",
            drawn(left: Bearing.lowerRound - 10, right: Bearing.lowerRound - 10) { p in
                p.move(355, 420)
                p.curve(325, 480, 265, 510, 190, 510)
                p.curve(95, 510, 22, 460, 22, 380)
                p.curve(22, 290, 110, 270, 190, 253)
                p.curve(285, 233, 375, 210, 375, 125)
                p.curve(375, 35, 295, -10, 195, -10)
                p.curve(105, -10, 35, 25, 5, 90)
            }
        ),
        (
            "t",
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((110, 680), (110, 130))
                p.arc(250, 130, 140, 140, from: 180, to: 285)
                p.stroke((0, 500), (300, 500))
            }
        ),
        (
            "u",
            drawn(left: Bearing.lowerStem, right: Bearing.lowerStem) { p in
                p.stroke((0, 500), (0, 230))
                p.arc(235, 230, 235, 240, from: 180, to: 360)
                p.stroke((470, 500), (470, 0))
            }
        ),
        (
            "v",
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 500), (240, 0), (480, 500))
            }
        ),
        (
            "w",
            drawn(left: Bearing.open - 20, right: Bearing.open - 20) { p in
                p.stroke((0, 500), (170, 0), (350, 500), (530, 0), (700, 500))
            }
        ),
        (
            "x",
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 500), (440, 0))
                p.stroke((0, 0), (440, 500))
            }
        ),
        (
            "y",
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 500), (240, 0))
                p.stroke((480, 500), (144, Grid.descender))
            }
        ),
        (
            "z",
            drawn(left: Bearing.open + 5, right: Bearing.open + 5) { p in
                p.stroke((20, 500), (430, 500), (0, 0), (440, 0))
            }
        ),
    ]
}
