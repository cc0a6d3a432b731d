import Raster

/// The look of the table, the cards, the states and the HUD: classic green, dark or high contrast.
///
/// The raw values are what `settings.json` and the trace write.
public enum ThemeStyle: String, CaseIterable, Equatable, Sendable {
    /// White cards on green felt (blue-grey with the colour-blind palette).
    case classic
    /// Soft grey cards on a near-black table with a dark-grey HUD, for a dim room.
    case dark
    /// White cards on black, every text at least 4.5:1 and every mark at least 3:1 (WCAG 2.1 AA).
    case highContrast

    /// Everything but the inks. The state colours follow the palette: with
    /// colour-blind inks they are Okabe–Ito's blue, bluish green, vermillion
    /// and yellow, and each state also has its own shape of mark.
    func surfaces(for palette: Palette) -> Surfaces {
        switch (self, palette) {
        case (.classic, .standard): .classicGreen
        case (.classic, .colorblind): .classicBlueGrey
        case (.dark, _): .dark(palette)
        case (.highContrast, _): .highContrast(palette)
        }
    }
}

/// A theme's colours apart from the symbol inks; see `Theme` for what each one paints.
struct Surfaces: Equatable, Sendable {
    var felt: Color, feltShade: Color
    var cardFace: Color, cardBorder: Color, cardShadow: Color
    var selection: Color, match: Color, mismatch: Color, hint: Color, hintMark: Color
    var panel: Color
    var buttonFace: Color, buttonFacePressed: Color, buttonFaceDisabled: Color
    var buttonText: Color, buttonTextDisabled: Color
    var text: Color, textSecondary: Color, accent: Color

    /// The classic table: green felt.
    static let classicGreen = Surfaces(
        felt: Color(rgb: 0x1D6B3F), feltShade: Color(rgb: 0x124A2B),
        cardFace: Color(rgb: 0xFFFFFF), cardBorder: Color(rgb: 0xB9C2BD),
        cardShadow: Color(r: 0, g: 0, b: 0, a: 90),
        selection: Color(rgb: 0x2F86FF), match: Color(rgb: 0x3BD16F),
        mismatch: Color(rgb: 0xF0443A), hint: Color(rgb: 0xFFC21A), hintMark: Color(rgb: 0x4A3200),
        panel: Color(r: 10, g: 40, b: 24, a: 210),
        buttonFace: Color(rgb: 0xF6F3EA), buttonFacePressed: Color(rgb: 0xD8D2C2),
        buttonFaceDisabled: Color(rgb: 0x6F8C7B),
        buttonText: Color(rgb: 0x1C2A22), buttonTextDisabled: Color(rgb: 0xA9BDB1),
        text: Color(rgb: 0xF4F7F5), textSecondary: Color(rgb: 0xB4CFBF),
        accent: Color(rgb: 0x2F86FF))

    /// The classic table for the colour-blind palette: a blue-grey felt the
    /// orange and green inks do not echo, and Okabe–Ito state colours.
    static let classicBlueGrey = Surfaces(
        felt: Color(rgb: 0x2B4F5E), feltShade: Color(rgb: 0x1B3540),
        cardFace: Color(rgb: 0xFFFFFF), cardBorder: Color(rgb: 0xB5BEC4),
        cardShadow: Color(r: 0, g: 0, b: 0, a: 90),
        selection: Color(rgb: 0x56B4E9), match: Color(rgb: 0x009E73),
        mismatch: Color(rgb: 0xD55E00), hint: Color(rgb: 0xF0E442), hintMark: Color(rgb: 0x3D3A00),
        panel: Color(r: 12, g: 30, b: 38, a: 210),
        buttonFace: Color(rgb: 0xF6F3EA), buttonFacePressed: Color(rgb: 0xD8D2C2),
        buttonFaceDisabled: Color(rgb: 0x5F7A86),
        buttonText: Color(rgb: 0x1A242A), buttonTextDisabled: Color(rgb: 0xA7B8C0),
        text: Color(rgb: 0xF4F7F8), textSecondary: Color(rgb: 0xB3C7D0),
        accent: Color(rgb: 0x56B4E9))

    /// A near-black table with a dark-grey HUD. The cards and buttons are a soft
    /// light grey rather than white, so they do not glare in a dim room, and stay
    /// light so the inks keep the lightness order the colour-blind palette relies on.
    static func dark(_ palette: Palette) -> Surfaces {
        let okabeIto = palette == .colorblind
        return Surfaces(
            felt: Color(rgb: 0x15191B), feltShade: Color(rgb: 0x0D1011),
            cardFace: Color(rgb: 0xE2E4DF), cardBorder: Color(rgb: 0x8F948E),
            cardShadow: Color(r: 0, g: 0, b: 0, a: 150),
            selection: Color(rgb: okabeIto ? 0x56B4E9 : 0x4C9BFF), match: Color(rgb: okabeIto ? 0x009E73 : 0x3CCB6E),
            mismatch: Color(rgb: okabeIto ? 0xD55E00 : 0xF0544A), hint: Color(rgb: okabeIto ? 0xF0E442 : 0xF2BE2A),
            hintMark: Color(rgb: okabeIto ? 0x3D3A00 : 0x4A3200),
            panel: Color(r: 38, g: 42, b: 45, a: 235),
            buttonFace: Color(rgb: 0xD9DCD7), buttonFacePressed: Color(rgb: 0xB9BDB8),
            buttonFaceDisabled: Color(rgb: 0x33383B),
            buttonText: Color(rgb: 0x1A1E21), buttonTextDisabled: Color(rgb: 0xAEB5B9),
            text: Color(rgb: 0xE6E8E6), textSecondary: Color(rgb: 0xA3ABA8),
            accent: Color(rgb: okabeIto ? 0x56B4E9 : 0x4C9BFF))
    }

    /// White cards with a dark outline on a black table; black on white buttons.
    ///
    /// Every text is at least 4.5:1 on what it is drawn on, and the inks, the
    /// card outline and the state rings at least 3:1 (WCAG 2.1 AA, success
    /// criteria 1.4.3 and 1.4.11); `ThemeContrastTests` measures them. The match
    /// and mismatch colours are also 3:1 on the white face, where their badges sit.
    static func highContrast(_ palette: Palette) -> Surfaces {
        let okabeIto = palette == .colorblind
        return Surfaces(
            felt: Color(rgb: 0x000000), feltShade: Color(rgb: 0x1F1F1F),
            cardFace: Color(rgb: 0xFFFFFF), cardBorder: Color(rgb: 0x595959),
            cardShadow: Color(r: 0, g: 0, b: 0, a: 120),
            selection: Color(rgb: okabeIto ? 0x0072B2 : 0x2F86FF), match: Color(rgb: okabeIto ? 0x008F68 : 0x1FA65A),
            mismatch: Color(rgb: okabeIto ? 0xD55E00 : 0xE5322B), hint: Color(rgb: okabeIto ? 0xF0E442 : 0xFFD21F),
            hintMark: Color(rgb: 0x000000),
            panel: Color(r: 26, g: 26, b: 26, a: 255),
            buttonFace: Color(rgb: 0xFFFFFF), buttonFacePressed: Color(rgb: 0xD6D6D6),
            buttonFaceDisabled: Color(rgb: 0x404040),
            buttonText: Color(rgb: 0x000000), buttonTextDisabled: Color(rgb: 0xE0E0E0),
            text: Color(rgb: 0xFFFFFF), textSecondary: Color(rgb: 0xD9D9D9),
            accent: Color(rgb: okabeIto ? 0x56B4E9 : 0x4D97FF))
    }
}
