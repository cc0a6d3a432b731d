import Geometry
import Raster
import Testing

@testable import VectorFont

private let font = VectorFont.standard
private let stroke = FontWeight.regular.strokeWidth

/// Every letter of Latin-1 and Latin Extended-A, À (U+00C0) to ſ (U+017F), but × and ÷.
private let latinLetters: [Character] = (0xC0...0x17F).compactMap { value in
    guard value != 0xD7, value != 0xF7, let scalar = Unicode.Scalar(value) else { return nil }
    return Character(scalar)
}

/// The signs and punctuation drawn beyond ASCII.
private let latinSigns: [Character] = [
    "\u{A1}", "\u{BF}", "\u{AB}", "\u{BB}", "\u{B0}", "\u{B7}", "\u{D7}", "\u{F7}", "\u{A9}", "\u{AE}",
    "\u{B1}", "\u{A3}", "\u{2013}", "\u{2014}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{201A}",
    "\u{201E}", "\u{2026}",
    "\u{20AC}",
]

/// The base letter of a letter with one mark, by Unicode's canonical equivalence,
/// which `Character` comparison follows: "é" == "e" + U+0301.
private func base(of letter: Character) -> Character? {
    let marks: [UInt32] = [
        0x300, 0x301, 0x302, 0x303, 0x304, 0x306, 0x307, 0x308, 0x30A, 0x30B, 0x30C, 0x326, 0x327, 0x328,
    ]
    for b in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" {
        for m in marks.compactMap(Unicode.Scalar.init) where Character(String(b) + String(m)) == letter {
            return b
        }
    }
    return nil
}

@Suite("Vector font: Latin-1 and Latin Extended-A")
struct LatinGlyphTests {
    @Test func everyLatinLetterAndSignHasItsOwnGlyph() {
        #expect(latinLetters.count == 190)
        GlyphChecks.expectOwnGlyphs(latinLetters + latinSigns)
        #expect(font.hasGlyph(for: "\u{A0}") && font.glyph(for: "\u{A0}").advance == font.glyph(for: " ").advance)
    }

    @Test func inkStaysInsideTheAdvanceAndTheLineWithinAStroke() {
        GlyphChecks.expectInkInside(latinLetters + latinSigns, stroke: stroke)
    }

    @Test func accentsOverCapitalsSitAboveTheCapHeight() {
        // What a capital gains over its base is all mark; above, it clears the cap height.
        for c in "ÀÁÂÃÄÅĀĂÈÉÊËĒĔĖĚÌÍÎÏĨĪĬİÒÓÔÕÖŌŎŐÙÚÛÜŨŪŬŮŰÝŶŸĆĈĊČĎĜĞĠĤĴĹŃŇŔŘŚŜŠŤŴŹŻŽÑ" {
            let g = font.glyph(for: c)
            guard let b = base(of: c), let whole = g.bounds else {
                Issue.record("\(c) has no base")
                continue
            }
            let baseGlyph = font.glyph(for: b)
            let added = Array(g.path.elements.dropFirst(baseGlyph.path.elements.count))
            let mark = Glyph(path: Path(added), advance: 0)
            guard let markBounds = mark.bounds else {
                Issue.record("\(c) has no mark")
                continue
            }
            // A ring comes down to the letter (Å on its apex, as written); other marks clear the ink.
            let clearance = "ÅŮ".contains(c) ? 0 : stroke / 2
            #expect(-markBounds.maxY > font.capHeight + clearance, "\(c): mark starts at \(-markBounds.maxY)")
            #expect(-whole.minY > font.capHeight, "\(c)")
        }
    }

    @Test func composedLettersShareTheirBaseAdvance() {
        // ď, ľ and ŀ are wider: their marks stand beside the stem, not over it.
        let wider: Set<Character> = ["ď", "ľ", "ŀ"]
        var composed = 0
        for c in latinLetters where !wider.contains(c) {
            guard var b = base(of: c) else { continue }
            if "ìíîïĩīĭ".contains(c) { b = "\u{131}" }
            if c == "ĵ" { b = "j" }
            #expect(font.glyph(for: c).advance == font.glyph(for: b).advance, "\(c) on \(b)")
            composed += 1
        }
        #expect(composed == 159)
        for c in wider { #expect(font.glyph(for: c).advance > font.glyph(for: c == "ď" ? "d" : "l").advance, "\(c)") }
    }

    @Test func accentedLettersKeepTheirBaseStrokes() {
        // é is e's skeleton with a mark after it, so the two letters can never drift apart.
        let e = font.glyph(for: "e").path.elements
        #expect(Array(font.glyph(for: "é").path.elements.prefix(e.count)) == e)
        let a = font.glyph(for: "A").path.elements
        #expect(Array(font.glyph(for: "Å").path.elements.prefix(a.count)) == a)
    }
}
