import Geometry
import Raster

/// A mark drawn on a base letter to compose an accented one (é = e + acute).
///
/// Each mark is drawn once, with the same pen and stroke as the letters, at
/// one of two heights: over capitals and ascenders it is flattened into the
/// band between the cap height and one stroke above the ascender, so that a
/// line of names keeps the metrics of a line of ASCII; over lowercase it sits
/// between the x-height and the ascender, like the dot of the i.
enum Accent: Equatable, Sendable {
    case acute, grave, circumflex, caron, diaeresis, ring, tilde, macron, breve
    case dotAbove, doubleAcute
    /// The hook under Polish and Lithuanian vowels, starting at the anchor on the baseline.
    case ogonek
    /// The hook under ç and ş, hanging from the anchor.
    case cedilla
    /// The comma under Romanian ș ț and Latvian ķ ļ ņ ŗ.
    case commaBelow
    /// The turned comma over Latvian ģ.
    case commaAbove
    /// The caron of ď ľ ť Ľ, written as an apostrophe beside the stem's top.
    case apostrophe
    /// The dot of Catalan Ŀ ŀ, beside the stem at mid height.
    case middleDot
    /// A bar across the letter at a height, from `from` to `to` units after the anchor (Đ Ħ Ŧ).
    case bar(height: Double, from: Double, to: Double)
    /// The rising slash across the stem of Ł and ł.
    case slash

    /// Half the mark's width at full size, for squeezing it over a narrow letter.
    fileprivate var halfWidth: Double {
        switch self {
        case .acute, .grave: 55
        case .circumflex, .caron, .breve: 110
        case .diaeresis: 150
        case .ring: 60
        case .tilde, .macron: 120
        case .doubleAcute: 95
        default: 0
        }
    }
}

/// Where a mark is placed horizontally on its base letter's skeleton.
enum AccentAnchor: Equatable, Sendable {
    /// The middle of the skeleton.
    case centre
    /// This many units after the skeleton's left edge.
    case left(Double)
    /// This many units after the skeleton's right edge (negative: inside it).
    case right(Double)

    fileprivate func x(in bounds: Rect) -> Double {
        switch self {
        case .centre: bounds.midX
        case .left(let d): bounds.minX + d
        case .right(let d): bounds.maxX + d
        }
    }
}

/// The band a mark above a letter is drawn in, in design units above the baseline.
private struct AccentBand {
    var bottom: Double
    var top: Double
    var middle: Double { (bottom + top) / 2 }

    /// Over capitals and ascenders: from 80 above the cap height to one
    /// stroke (90) above the ascender, the most a line's ink box allows.
    static let capital = AccentBand(bottom: Grid.cap + 80, top: Grid.ascender + 90)
    /// Over lowercase: from 100 above the x-height to below the ascender.
    static let lowercase = AccentBand(bottom: Grid.x + 100, top: Grid.x + 220)
}

extension Glyph {
    /// A letter composed of a base glyph and marks, with the base's advance
    /// plus `extraAdvance`. A mark above takes the capital band when the
    /// base rises past the x-height, and is squeezed sideways when the base's
    /// advance is too narrow for it.
    static func composed(
        _ base: Glyph, _ marks: [(Accent, AccentAnchor)], extraAdvance: Double = 0
    ) -> Glyph {
        guard let bounds = base.bounds else { return base }
        let advance = base.advance + extraAdvance
        let band: AccentBand = -bounds.minY > Grid.x + 100 ? .capital : .lowercase
        var path = base.path
        for (accent, anchor) in marks {
            let cx = anchor.x(in: bounds)
            let room = min(cx, advance - cx)
            let squeeze = accent.halfWidth > room ? max(0, room) / accent.halfWidth : 1
            var pen = GlyphPen()
            draw(accent, at: cx, squeeze: squeeze, top: -bounds.minY, band: band, on: &pen)
            path.append(pen.path)
        }
        return Glyph(path: path, advance: advance)
    }

    /// Draws one mark centred at `cx`; offsets across are multiplied by `squeeze`.
    /// `top` is the base skeleton's height, where an apostrophe caron sits.
    private static func draw(
        _ accent: Accent, at cx: Double, squeeze: Double, top: Double, band: AccentBand,
        on p: inout GlyphPen
    ) {
        func x(_ dx: Double) -> Double { cx + dx * squeeze }
        let (b, t, m) = (band.bottom, band.top, band.middle)
        let capital = band.bottom > Grid.cap
        switch accent {
        case .acute:
            p.stroke((x(-50), b), (x(55), t))
        case .grave:
            p.stroke((x(50), b), (x(-55), t))
        case .circumflex:
            p.stroke((x(-110), b), (x(0), t), (x(110), b))
        case .caron:
            p.stroke((x(-110), t), (x(0), b), (x(110), t))
        case .diaeresis:
            p.dot(x(-105), m)
            p.dot(x(105), m)
        case .dotAbove:
            p.dot(cx, m)
        case .ring:
            // Over a capital the ring comes down to the letter's top, as in Å.
            let r = capital ? 58.0 : 62.0
            p.ellipse(cx, capital ? t - r : m, r * squeeze, r)
        case .tilde:
            // The tilde of `~`, 420 wide and 140 high, fitted to the band.
            let (sx, sy) = (240.0 / 420 * squeeze, (t - b) / 140)
            func at(_ u: Double, _ v: Double) -> (Double, Double) { (cx + (u - 210) * sx, m + (v - 10) * sy) }
            let start = at(0, -30)
            p.move(start.0, start.1)
            let (c1, c2, e1) = (at(40, 60), at(140, 80), at(210, 10))
            p.curve(c1.0, c1.1, c2.0, c2.1, e1.0, e1.1)
            let (c3, c4, e2) = (at(280, -60), at(380, -50), at(420, 40))
            p.curve(c3.0, c3.1, c4.0, c4.1, e2.0, e2.1)
        case .macron:
            p.stroke((x(-120), m), (x(120), m))
        case .breve:
            p.move(x(-105), t)
            p.arc(cx, t, 105 * squeeze, t - b, from: 180, to: 360)
        case .doubleAcute:
            p.stroke((x(-95), b), (x(-25), t))
            p.stroke((x(25), b), (x(95), t))
        case .ogonek:
            p.move(cx, 0)
            p.curve(cx - 85, -50, cx - 95, -175, cx + 45, -175)
        case .cedilla:
            p.stroke((cx, -30), (cx, -85))
            p.curve(cx + 95, -85, cx + 95, -195, cx - 65, -185)
        case .commaBelow:
            p.stroke((cx + 25, -105), (cx - 25, -225))
        case .commaAbove:
            p.stroke((cx - 20, b), (cx + 25, t))
        case .apostrophe:
            p.stroke((cx + 25, top + 20), (cx - 15, top - 110))
        case .middleDot:
            p.dot(cx, capital ? 360 : 330)
        case .bar(let height, let from, let to):
            p.stroke((cx + from, height), (cx + to, height))
        case .slash:
            p.stroke((cx - 85, 240), (cx + 95, 430))
        }
    }

    /// Glyphs set side by side as one, the second `overlap` units into the
    /// first's advance (Ĳ, ĳ, ŉ).
    static func joined(_ first: Glyph, _ second: Glyph, overlap: Double) -> Glyph {
        var path = first.path
        let shift = first.advance - overlap
        path.append(second.path.transformed(by: .translation(shift, 0)))
        return Glyph(path: path, advance: shift + second.advance)
    }
}
