import Raster

extension Glyph {
    /// The capitals A–Z: cap height 700, round letters overshooting by 10.
    static let uppercase: [(Unicode.Scalar, Glyph)] = [
        (
            "A",
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, 0), (320, 700), (640, 0))
                p.stroke((108, 235), (532, 235))
            }
        ),
        (
            "B",
            drawn(left: Bearing.stem, right: Bearing.round - 10) { p in
                p.stroke((0, 365), (280, 365))
                p.arc(280, 532.5, 167.5, 167.5, from: -90, to: 90)
                p.stroke((280, 700), (0, 700), (0, 0), (305, 0))
                p.arc(305, 182.5, 182.5, 182.5, from: -90, to: 90)
                p.line(280, 365)
            }
        ),
        (
            "C",
            drawn(left: Bearing.round, right: Bearing.open + 10) { p in
                p.arc(350, 350, 350, 360, from: 48, to: 312)
            }
        ),
        (
            "D",
            drawn(left: Bearing.stem, right: Bearing.round) { p in
                p.stroke((0, 0), (0, 700), (240, 700))
                p.arc(240, 350, 340, 350, from: 90, to: -90)
                p.line(0, 0)
                p.close()
            }
        ),
        (
            "E",
            drawn(left: Bearing.stem, right: Bearing.open + 20) { p in
                p.stroke((450, 700), (0, 700), (0, 0), (460, 0))
                p.stroke((0, 360), (410, 360))
            }
        ),
        (
            "F",
            drawn(left: Bearing.stem, right: Bearing.open + 10) { p in
                p.stroke((440, 700), (0, 700), (0, 0))
                p.stroke((0, 360), (400, 360))
            }
        ),
        (
            "G",
            drawn(left: Bearing.round, right: Bearing.round) { p in
                p.arc(350, 350, 350, 360, from: 45, to: 360)
                p.line(390, 350)
            }
        ),
        (
            "H",
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 0), (0, 700))
                p.stroke((520, 0), (520, 700))
                p.stroke((0, 360), (520, 360))
            }
        ),
        (
            "I",
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 0), (0, 700))
            }
        ),
        (
            "J",
            drawn(left: Bearing.open, right: Bearing.stem) { p in
                p.stroke((400, 700), (400, 230))
                p.arc(200, 230, 200, 240, from: 0, to: -165)
            }
        ),
        (
            "K",
            drawn(left: Bearing.stem, right: Bearing.open) { p in
                p.stroke((0, 0), (0, 700))
                p.stroke((480, 700), (0, 250))
                p.stroke((165, 405), (500, 0))
            }
        ),
        (
            "L",
            drawn(left: Bearing.stem, right: Bearing.open) { p in
                p.stroke((0, 700), (0, 0), (430, 0))
            }
        ),
        (
            "M",
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 0), (0, 700), (330, 190), (660, 700), (660, 0))
            }
        ),
        (
            "N",
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 0), (0, 700), (530, 0), (530, 700))
            }
        ),
        (
            "O",
            drawn(left: Bearing.round, right: Bearing.round) { p in
                p.ellipse(350, 350, 350, 360)
            }
        ),
        (
            "P",
            drawn(left: Bearing.stem, right: Bearing.round) { p in
                p.stroke((0, 0), (0, 700), (270, 700))
                p.arc(270, 510, 190, 190, from: 90, to: -90)
                p.line(0, 320)
            }
        ),
        (
            "Q",
            drawn(left: Bearing.round, right: Bearing.round - 20) { p in
                p.ellipse(350, 350, 350, 360)
                p.stroke((430, 170), (660, -60))
            }
        ),
        (
            "R",
            drawn(left: Bearing.stem, right: Bearing.open) { p in
                p.stroke((0, 0), (0, 700), (270, 700))
                p.arc(270, 510, 190, 190, from: 90, to: -90)
                p.line(0, 320)
                p.stroke((270, 320), (500, 0))
            }
        ),
        (
            "S",
            drawn(left: Bearing.round - 10, right: Bearing.round - 10) { p in
                p.move(470, 590)
                p.curve(430, 670, 350, 710, 250, 710)
                p.curve(120, 710, 25, 640, 25, 530)
                p.curve(25, 410, 150, 380, 250, 355)
                p.curve(370, 325, 490, 290, 490, 175)
                p.curve(490, 55, 390, -10, 255, -10)
                p.curve(140, -10, 45, 40, 10, 120)
            }
        ),
        (
            "T",
            drawn(left: Bearing.open - 10, right: Bearing.open - 10) { p in
                p.stroke((0, 700), (560, 700))
                p.stroke((280, 700), (280, 0))
            }
        ),
        (
            "U",
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 700), (0, 255))
                p.arc(265, 255, 265, 265, from: 180, to: 360)
                p.line(530, 700)
            }
        ),
        (
            "V",
            drawn(left: Bearing.open - 10, right: Bearing.open - 10) { p in
                p.stroke((0, 700), (310, 0), (620, 700))
            }
        ),
        (
            "W",
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 700), (200, 0), (410, 700), (620, 0), (820, 700))
            }
        ),
        (
            "X",
            drawn(left: Bearing.open - 5, right: Bearing.open - 5) { p in
                p.stroke((0, 700), (540, 0))
                p.stroke((0, 0), (540, 700))
            }
        ),
        (
            "Y",
            drawn(left: Bearing.open - 15, right: Bearing.open - 15) { p in
                p.stroke((0, 700), (290, 350), (580, 700))
                p.stroke((290, 350), (290, 0))
            }
        ),
        (
            "Z",
            drawn(left: Bearing.open + 10, right: Bearing.open + 10) { p in
                p.stroke((20, 700), (510, 700), (0, 0), (520, 0))
            }
        ),
    ]
}
