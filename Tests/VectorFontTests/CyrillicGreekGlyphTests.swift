import Geometry
import Raster
import Testing

@testable import VectorFont

private let font = VectorFont.standard
private let stroke = FontWeight.bold.strokeWidth

/// The Cyrillic letters Russian and Ukrainian use: А–я (U+0410–U+044F), Ё ё, Є є, І і, Ї ї, Ґ ґ.
private let cyrillic: [Character] =
    (0x410...0x44F).compactMap { Unicode.Scalar($0).map(Character.init) }
    + ["\u{401}", "\u{451}", "\u{404}", "\u{454}", "\u{406}", "\u{456}", "\u{407}", "\u{457}", "\u{490}", "\u{491}"]

/// Monotonic Greek: Α–Ω and α–ω with the final ς (U+0391–U+03C9 but the unassigned U+03A2), the tonos forms
/// Ά Έ Ή Ί Ό Ύ Ώ ά έ ή ί ό ύ ώ, and Ϊ Ϋ ϊ ϋ ΐ ΰ.
private let greek: [Character] =
    ((0x391...0x3A9).filter { $0 != 0x3A2 } + Array(0x3B1...0x3C9)).compactMap {
        Unicode.Scalar($0).map(Character.init)
    }
    + Array("ΆΈΉΊΌΎΏάέήίόύώΪΫϊϋΐΰ")

@Suite("Vector font: Cyrillic and Greek")
struct CyrillicGreekGlyphTests {
    @Test func everyLetterHasAGlyphOfItsOwn() {
        #expect(cyrillic.count == 74)
        #expect(greek.count == 69)
        GlyphChecks.expectOwnGlyphs(cyrillic + greek)
    }

    @Test func inkStaysInsideTheAdvanceAndTheLineWithinAStroke() {
        GlyphChecks.expectInkInside(cyrillic + greek, stroke: stroke)
    }

    @Test func lettersThatLookLatinAreTheLatinGlyphs() {
        // One drawing each: the Cyrillic А and the Greek Α are the Latin A, as the faces that cover all
        // three scripts draw them, so a word mixing them keeps one colour.
        for (a, b) in [("А", "A"), ("Α", "A"), ("о", "o"), ("ο", "o"), ("Р", "P"), ("Ρ", "P"), ("і", "i"), ("Η", "H")]
            as [(Character, Character)]
        {
            #expect(font.glyph(for: a) == font.glyph(for: b), "\(a)")
        }
        // And the ones that only look alike in some faces are drawn apart.
        #expect(font.glyph(for: "И") != font.glyph(for: "N"))
        #expect(font.glyph(for: "Я") != font.glyph(for: "R"))
        #expect(font.glyph(for: "л") != font.glyph(for: "n"))
    }

    @Test func marksSitAboveTheirLetters() {
        // Ё, Й and Ї carry their marks in the band over capitals (from 80 above the cap height), ё й ї ά …
        // in the band over lowercase (from 100 above the x-height), as the Latin letters do.
        for c in "ЁЙЇΪΫ" as String {
            #expect(-(font.glyph(for: c).bounds?.minY ?? 0) > font.capHeight + 80, "\(c)")
        }
        for c in "ёйїάέήίόύώϊϋΐΰ" as String {
            #expect(-(font.glyph(for: c).bounds?.minY ?? 0) > font.xHeight + 100, "\(c)")
        }
        // A capital with the tonos is wider than the capital alone by the room its mark takes.
        #expect(font.glyph(for: "Ά").advance > font.glyph(for: "Α").advance + 150)
    }
}
