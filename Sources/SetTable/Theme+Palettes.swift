import Raster

/// The symbol inks a theme draws with: standard (red, green, purple) or colour-blind.
///
/// The raw values are what `settings.json` and the trace write.
public enum Palette: String, CaseIterable, Equatable, Sendable {
    /// Red, green and purple, as printed on the cards.
    case standard
    /// Inks that stay apart under every common colour-vision deficiency, plus a letter on every card.
    case colorblind

    /// This palette's inks as `style` draws them: high contrast (and the dark
    /// style's grey cards) need darker colour-blind inks to stand out on the face.
    func inks(in style: ThemeStyle) -> Inks {
        switch (self, style) {
        case (.standard, .classic), (.standard, .dark): .classic
        case (.standard, .highContrast): .highContrast
        case (.colorblind, .classic): .okabeIto
        case (.colorblind, .dark), (.colorblind, .highContrast): .okabeItoDeep
        }
    }
}

/// Three symbol inks and the words for them in messages.
struct Inks: Equatable, Sendable {
    var red: Color, green: Color, purple: Color
    var redName: String, greenName: String, purpleName: String

    /// Red, green and purple, as printed on the cards.
    static let classic = Inks(
        red: Color(rgb: 0xE0312F), green: Color(rgb: 0x119A45), purple: Color(rgb: 0x6A2C9A),
        redName: "red", greenName: "green", purpleName: "purple")

    /// The classic inks darkened to at least 5:1 on a white face (WCAG 2.1 asks 3:1 of graphics),
    /// the purple pulled towards blue-violet to stay far from the darker red and green.
    static let highContrast = Inks(
        red: Color(rgb: 0xC8102E), green: Color(rgb: 0x007A33),
        purple: Color(rgb: 0x6A1B9A),
        redName: "red", greenName: "green", purpleName: "purple")

    /// The colour-blind inks on a white face.
    ///
    /// The hues are from the Okabe–Ito set (Okabe & Ito, "Color Universal
    /// Design", 2008), chosen so that they also differ in lightness, which no
    /// deficiency removes: orange #E69F00 (CIE L* ≈ 71) for red, bluish green
    /// darkened to #007A5A (L* ≈ 45) for green, and a deep violet #3B1466
    /// (L* ≈ 17) for purple. Pairs differ by at least 25 in L*, so even a
    /// monochromat sorts them light, middle and dark; under deuteranopia and
    /// protanopia they read as yellow-brown, grey-blue and near-black, under
    /// tritanopia as pink-red, teal and near-black.
    static let okabeIto = Inks(
        red: Color(rgb: 0xE69F00), green: Color(rgb: 0x007A5A), purple: Color(rgb: 0x3B1466),
        redName: "orange", greenName: "bluish green", purpleName: "violet")

    /// The colour-blind inks deep enough for 3:1 on a white face.
    ///
    /// Okabe–Ito's orange is about 2:1 on white, so the light ink becomes a
    /// deep orange #D86A00 (3.5:1, L* ≈ 57), the middle one Okabe–Ito's blue
    /// darkened to #0058A8 (7.1:1, L* ≈ 38), and the violet stays (L* ≈ 17):
    /// still light, middle and dark about 20 apart in L*, and orange against
    /// blue is the contrast every dichromat keeps.
    static let okabeItoDeep = Inks(
        red: Color(rgb: 0xD86A00), green: Color(rgb: 0x0058A8),
        purple: Color(rgb: 0x3B1466),
        redName: "orange", greenName: "blue", purpleName: "violet")
}

extension Theme {
    /// The classic look: red, green and purple ink, white cards, green felt.
    public static let standard = Theme(style: .classic, palette: .standard)

    /// The classic look with the colour-blind inks and a letter on every card, on a blue-grey felt.
    public static let colorblind = Theme(style: .classic, palette: .colorblind)

    /// The theme of `style` drawn with `palette`'s inks.
    public init(style: ThemeStyle, palette: Palette) {
        let inks = palette.inks(in: style)
        let s = style.surfaces(for: palette)
        self.init(
            style: style, palette: palette, isColorblind: palette == .colorblind,
            red: inks.red, green: inks.green, purple: inks.purple,
            redName: inks.redName, greenName: inks.greenName, purpleName: inks.purpleName,
            felt: s.felt, feltShade: s.feltShade, cardFace: s.cardFace, cardBorder: s.cardBorder,
            cardShadow: s.cardShadow, selection: s.selection, match: s.match, mismatch: s.mismatch,
            hint: s.hint, hintMark: s.hintMark, panel: s.panel, buttonFace: s.buttonFace,
            buttonFacePressed: s.buttonFacePressed, buttonFaceDisabled: s.buttonFaceDisabled,
            buttonText: s.buttonText, buttonTextDisabled: s.buttonTextDisabled, text: s.text,
            textSecondary: s.textSecondary, accent: s.accent)
    }
}
