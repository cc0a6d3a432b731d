import Raster

extension Glyph {
    /// The advance every figure shares (tabular figures), in font units.
    static let figureAdvance = 580.0

    /// The figures 0–9, cap height, each centred in `figureAdvance`.
    static let figures: [(Unicode.Scalar, Glyph)] = [
        (
            "0",
            centred(in: figureAdvance) { p in
                p.ellipse(210, 350, 210, 360)
            }
        ),
        (
            "1",
            centred(in: figureAdvance) { p in
                p.stroke((40, 570), (230, 700), (230, 0))
            }
        ),
        (
            "2",
            centred(in: figureAdvance) { p in
                p.arc(210, 495, 200, 205, from: 165, to: -42)
                p.line(5, 0)
                p.line(420, 0)
            }
        ),
        (
            "3",
            centred(in: figureAdvance) { p in
                p.arc(200, 532.5, 180, 172.5, from: 155, to: -90)
                p.line(120, 360)
                p.stroke((120, 360), (200, 360))
                p.arc(200, 175, 210, 185, from: 90, to: -150)
            }
        ),
        (
            "4",
            centred(in: figureAdvance) { p in
                p.stroke((330, 0), (330, 700), (0, 210), (440, 210))
            }
        ),
        (
            "5",
            centred(in: figureAdvance) { p in
                p.stroke((390, 700), (72, 700), (58.94, 388.24))
                p.arc(210, 225, 210, 235, from: 136, to: -145)
            }
        ),
        (
            "6",
            centred(in: figureAdvance) { p in
                p.stroke((330, 700), (59.5, 388.9))
                p.arc(210, 225, 210, 235, from: 135.78, to: 495.78)
            }
        ),
        (
            "7",
            centred(in: figureAdvance) { p in
                p.stroke((0, 700), (420, 700), (130, 0))
            }
        ),
        (
            "8",
            centred(in: figureAdvance) { p in
                p.ellipse(210, 535, 175, 175)
                p.ellipse(210, 175, 205, 185)
            }
        ),
        (
            "9",
            centred(in: figureAdvance) { p in
                p.stroke((90, 0), (360.5, 311.1))
                p.arc(210, 475, 210, 235, from: -44.22, to: 315.78)
            }
        ),
    ]
}
