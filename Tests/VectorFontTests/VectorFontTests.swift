import Geometry
import Raster
import Testing

@testable import VectorFont

private let font = VectorFont.standard
private let printable: [Character] = (32...126).map { Character(Unicode.Scalar(UInt8($0))) }

@Test func everyPrintableCharacterHasItsOwnGlyph() {
    #expect(printable.count == 95)
    var drawn = 0
    for c in printable {
        let g = font.glyph(for: c)
        #expect(font.hasGlyph(for: c), "\(c)")
        #expect(g.advance > 0, "\(c)")
        if c != " " {
            #expect(!g.path.isEmpty && g.path.isFinite, "\(c)")
            #expect(g != font.fallback, "\(c)")
            drawn += 1
        }
    }
    #expect(drawn == 94)
}

@Test func spaceIsAnEmptyAdvance() {
    let space = font.glyph(for: " ")
    #expect(space.path.isEmpty)
    #expect(space.bounds == nil)
    #expect(space.advance == 260)
}

@Test func charactersOutsideTheFontGetTheFallbackBox() {
    for c: Character in ["\u{180}", "\u{263A}", "\t", "\n", "\r\n", "\u{7F}", "\u{1F600}"] {
        #expect(font.glyph(for: c) == font.fallback, "\(c.unicodeScalars.map(\.value))")
        #expect(!font.hasGlyph(for: c))
    }
    // The box: a closed rectangle 440 wide at cap height, with 100 on each side.
    #expect(font.fallback.advance == 640)
    #expect(font.fallback.bounds == Rect(100, -700, 440, 700))
    #expect(font.fallback.path.elements.last == .close)
}

@Test func labelExtrasBeyondASCIIHaveGlyphs() {
    for c: Character in ["·", "•", "–", "—", "…", "×", "°"] {
        #expect(font.hasGlyph(for: c))
        #expect(font.glyph(for: c) != font.fallback)
        #expect(!font.glyph(for: c).path.isEmpty)
    }
}

@Test func glyphsStayWithinTheVerticalMetricsAndTheirAdvance() {
    let extras: [Character] = ["·", "•", "–", "—", "…", "×", "°"]
    for c in printable + extras {
        let g = font.glyph(for: c)
        guard let b = g.bounds else { continue }
        #expect(b.minY >= -font.ascender - 1e-9, "\(c) rises to \(-b.minY)")
        #expect(b.maxY <= -font.descender + 1e-9, "\(c) drops to \(-b.maxY)")
        #expect(g.leftSideBearing >= 0, "\(c)")
        #expect(g.rightSideBearing >= 0, "\(c)")
    }
    #expect(font.capHeight == 700 && font.xHeight == 500)
    #expect(font.ascender == 740 && font.descender == -200 && font.unitsPerEm == 1000)
}

@Test func figuresShareOneAdvance() {
    for c in "0123456789" {
        #expect(font.glyph(for: c).advance == 580, "\(c)")
    }
    #expect(font.figureAdvance == 580)
}

@Test func theStemOfIIsOneLineAtItsSideBearing() {
    let i = font.glyph(for: "I")
    #expect(i.advance == 230)
    #expect(i.path.elements == [.move(Point(115, 0)), .line(Point(115, -700))])
    let h = font.glyph(for: "H")
    #expect(h.advance == 750)
    #expect(h.bounds == Rect(115, -700, 520, 700))
}

@Test func roundGlyphsAreDrawnWithCubicCurves() {
    for c in "OCGSQUJoeacsbdgpq0235689()@&?$%" {
        let cubics = font.glyph(for: c).path.elements.filter {
            if case .cubic = $0 { return true } else { return false }
        }
        #expect(!cubics.isEmpty, "\(c)")
    }
    for c in "AEFHIKLMNTVWXYZ" {
        #expect(!font.glyph(for: c).path.elements.contains { if case .cubic = $0 { true } else { false } }, "\(c)")
    }
}

@Test func theOIsAnEllipseOfFourKappaArcs() {
    let o = font.glyph(for: "O")
    // Centre (445, -350) after the 95-unit side bearing, radii 350 x 360 (10 overshoot).
    #expect(o.bounds == Rect(95, -710, 700, 720))
    #expect(o.advance == 890)
    let cubics = o.path.elements.compactMap { e -> (Point, Point, Point)? in
        if case .cubic(let c1, let c2, let p) = e { return (c1, c2, p) } else { return nil }
    }
    #expect(cubics.count == 4)
    #expect(o.path.elements.first == .move(Point(795, -350)))
    #expect(o.path.elements.last == .close)
    // First quarter, from the right end up to the top: handles kappa times the radius long.
    let (c1, c2, end) = cubics[0]
    #expect(abs(c1.x - 795) < 1e-9 && abs(c1.y - (-350 - kappa * 360)) < 1e-9)
    #expect(abs(c2.x - (445 + kappa * 350)) < 1e-9 && abs(c2.y - -710) < 1e-9)
    #expect(abs(end.x - 445) < 1e-9 && abs(end.y - -710) < 1e-9)
}

@Test func kerningTightensCommonPairsOnly() {
    #expect(font.kerning("A", "V") == -90)
    #expect(font.kerning("T", "o") == -100)
    #expect(font.kerning("L", "T") == -100)
    #expect(font.kerning("r", ".") == -70)
    #expect(font.kerning("A", "B") == 0)
    #expect(font.kerning("V", "V") == 0)
    #expect(font.kerning("é", "V") == 0)
}
