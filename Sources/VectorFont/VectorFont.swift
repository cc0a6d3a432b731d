import Raster

/// A monoline sans-serif font defined in code: every glyph is a centre-line
/// skeleton, drawn by stroking it with round caps and joins.
///
/// Units: 1000 to the em, y down like every `Path`, baseline at y = 0, so
/// capitals span y = -700...0 (their skeleton; the ink reaches half a stroke
/// width further). It covers printable ASCII (U+0020...U+007E), every letter
/// of Latin-1 and Latin Extended-A (U+00C0...U+017F), and the punctuation
/// and signs names and messages use (· • – — … × ° ¡ ¿ « » ‘ ’ “ ” ‚ „ © ® ÷ ± £ €), and the Cyrillic
/// and Greek letters; any other character gets `fallback`, a hollow box.
public struct VectorFont: Equatable, Sendable {
    /// Font units to the em.
    public let unitsPerEm: Double = 1000
    /// Height of the capitals' and figures' skeleton above the baseline.
    public let capHeight: Double = Grid.cap
    /// Height of the lowercase letters' skeleton above the baseline.
    public let xHeight: Double = Grid.x
    /// The highest skeleton point of any glyph above the baseline (b, d, l, brackets).
    public let ascender: Double = Grid.ascender
    /// The lowest skeleton point of any glyph, negative below the baseline (g, p, y, brackets).
    public let descender: Double = Grid.descender
    /// Extra space between lines, beyond ascender minus descender.
    public let lineGap: Double = 200
    /// The advance shared by the figures 0–9 (tabular figures).
    public let figureAdvance: Double = Glyph.figureAdvance

    /// The glyph drawn for a character the font does not have: a hollow box.
    public let fallback: Glyph

    /// Glyphs of U+0020...U+007E, indexed by scalar value minus 32.
    private let ascii: [Glyph]
    /// Glyphs beyond ASCII, by scalar value.
    private let extras: [UInt32: Glyph]
    /// Kerning adjustments in font units, keyed by `pairKey`.
    private let kerning: [UInt64: Double]

    /// The font the game draws every label with.
    public static let standard = VectorFont()

    private init() {
        let box = Glyph.drawn(left: Bearing.stem - 15, right: Bearing.stem - 15) { p in
            p.stroke((0, 0), (0, Grid.cap), (440, Grid.cap), (440, 0))
            p.close()
        }
        var table = [Glyph](repeating: box, count: 95)
        for (scalar, glyph) in Glyph.punctuation + Glyph.symbols + Glyph.figures
            + Glyph.uppercase + Glyph.lowercase
        {
            let i = Int(scalar.value) - 32
            if table.indices.contains(i) { table[i] = glyph }
        }
        var extras: [UInt32: Glyph] = [:]
        for (scalar, glyph) in Glyph.extras + Glyph.latinPunctuation + Glyph.latinLetters
            + Glyph.accentedLetters
        {
            extras[scalar.value] = glyph
        }
        var kerning: [UInt64: Double] = [:]
        for (pair, amount) in VectorFont.kerningPairs {
            let scalars = Array(pair.unicodeScalars)
            if scalars.count == 2 { kerning[Self.pairKey(scalars[0].value, scalars[1].value)] = amount }
        }
        self.fallback = box
        self.ascii = table
        self.extras = extras
        self.kerning = kerning
    }

    /// The glyph for a character; `fallback` for any character the font lacks
    /// (including multi-scalar clusters and control characters).
    public func glyph(for character: Character) -> Glyph {
        guard let value = Self.scalarValue(of: character) else { return fallback }
        if (32...126).contains(value) { return ascii[Int(value) - 32] }
        if Self.greekAndCyrillicBlocks.contains(value) { return Self.greekAndCyrillic[value] ?? fallback }
        return extras[value] ?? fallback
    }

    /// Whether the font has a glyph of its own for a character.
    public func hasGlyph(for character: Character) -> Bool {
        guard let value = Self.scalarValue(of: character) else { return false }
        if Self.greekAndCyrillicBlocks.contains(value) { return Self.greekAndCyrillic[value] != nil }
        return (32...126).contains(value) || extras[value] != nil
    }

    /// Unicode's Greek and Coptic, and Cyrillic blocks.
    private static let greekAndCyrillicBlocks: ClosedRange<UInt32> = 0x370...0x4FF

    /// The Greek and Cyrillic letters, drawn the first time a text asks for one: a game in English never
    /// pays for them at launch.
    private static let greekAndCyrillic: [UInt32: Glyph] = Dictionary(
        (Glyph.cyrillic + Glyph.greek).map { ($0.0.value, $0.1) }, uniquingKeysWith: { first, _ in first })

    /// The change to the advance between two adjacent characters, in font
    /// units: negative draws them closer. Zero for most pairs.
    public func kerning(_ left: Character, _ right: Character) -> Double {
        guard let l = Self.scalarValue(of: left), let r = Self.scalarValue(of: right) else { return 0 }
        return kerning[Self.pairKey(l, r)] ?? 0
    }

    /// The single scalar of a one-scalar character.
    private static func scalarValue(of character: Character) -> UInt32? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let s = scalars.first else { return nil }
        return s.value
    }

    private static func pairKey(_ left: UInt32, _ right: UInt32) -> UInt64 {
        UInt64(left) << 32 | UInt64(right)
    }
}
