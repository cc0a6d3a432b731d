import Raster

extension Glyph {
    /// The height of the middle of lowercase letters, where hyphens, dashes
    /// and arithmetic signs sit (a little above half the x-height, the way
    /// they line up with figures and capitals too).
    static let mathAxis = 300.0

    /// Space and the punctuation marks of printable ASCII.
    static let punctuation: [(Unicode.Scalar, Glyph)] = [
        (" ", blank(260)),
        (
            "!",
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 700), (0, 210))
                p.dot(0, 0)
            }
        ),
        (
            "\"",
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.stroke((0, 700), (0, 520))
                p.stroke((160, 700), (160, 520))
            }
        ),
        (
            "'",
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.stroke((0, 700), (0, 520))
            }
        ),
        (
            "(",
            drawn(left: Bearing.round + 5, right: Bearing.open + 25) { p in
                p.move(190, Grid.ascender)
                p.curve(15, 560, 15, -20, 190, Grid.descender)
            }
        ),
        (
            ")",
            drawn(left: Bearing.open + 25, right: Bearing.round + 5) { p in
                p.move(0, Grid.ascender)
                p.curve(175, 560, 175, -20, 0, Grid.descender)
            }
        ),
        (
            ",",
            drawn(left: Bearing.open + 30, right: Bearing.stem - 20) { p in
                p.stroke((40, 20), (-20, -140))
            }
        ),
        (
            "-",
            drawn(left: Bearing.open + 15, right: Bearing.open + 15) { p in
                p.stroke((0, mathAxis), (280, mathAxis))
            }
        ),
        (
            ".",
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.dot(0, 0)
            }
        ),
        (
            "/",
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, -130), (380, Grid.ascender))
            }
        ),
        (
            ":",
            drawn(left: Bearing.stem - 10, right: Bearing.stem - 10) { p in
                p.dot(0, 0)
                p.dot(0, 460)
            }
        ),
        (
            ";",
            drawn(left: Bearing.open + 30, right: Bearing.stem - 20) { p in
                p.stroke((40, 20), (-20, -140))
                p.dot(40, 460)
            }
        ),
        (
            "?",
            drawn(left: Bearing.round - 15, right: Bearing.round - 15) { p in
                p.arc(190, 530, 190, 180, from: 160, to: -40)
                p.curve(280, 340, 200, 310, 200, 220)
                p.dot(200, 0)
            }
        ),
        (
            "[",
            drawn(left: Bearing.stem, right: Bearing.open + 10) { p in
                p.stroke((150, Grid.ascender), (0, Grid.ascender), (0, Grid.descender + 40), (150, Grid.descender + 40))
            }
        ),
        (
            "\\",
            drawn(left: Bearing.open, right: Bearing.open) { p in
                p.stroke((0, Grid.ascender), (380, -130))
            }
        ),
        (
            "]",
            drawn(left: Bearing.open + 10, right: Bearing.stem) { p in
                p.stroke((0, Grid.ascender), (150, Grid.ascender), (150, Grid.descender + 40), (0, Grid.descender + 40))
            }
        ),
        (
            "_",
            drawn(left: Bearing.open - 45, right: Bearing.open - 45) { p in
                p.stroke((0, -150), (520, -150))
            }
        ),
        (
            "`",
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, 720), (110, 590))
            }
        ),
        (
            "{",
            drawn(left: Bearing.round, right: Bearing.open + 20) { p in
                p.move(230, Grid.ascender)
                p.curve(160, Grid.ascender, 130, 710, 130, 640)
                p.line(130, 380)
                p.curve(130, 310, 100, 270, 30, 270)
                p.curve(100, 270, 130, 230, 130, 160)
                p.line(130, -100)
                p.curve(130, -170, 160, Grid.descender, 230, Grid.descender)
            }
        ),
        (
            "|",
            drawn(left: Bearing.stem, right: Bearing.stem) { p in
                p.stroke((0, Grid.ascender), (0, Grid.descender))
            }
        ),
        (
            "}",
            drawn(left: Bearing.open + 20, right: Bearing.round) { p in
                p.move(0, Grid.ascender)
                p.curve(70, Grid.ascender, 100, 710, 100, 640)
                p.line(100, 380)
                p.curve(100, 310, 130, 270, 200, 270)
                p.curve(130, 270, 100, 230, 100, 160)
                p.line(100, -100)
                p.curve(100, -170, 70, Grid.descender, 0, Grid.descender)
            }
        ),
    ]
}
