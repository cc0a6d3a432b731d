import Raster

extension Theme {
    /// The classic look: red, green and purple ink, white cards, green felt.
    public static let standard = Theme(
        isColorblind: false,
        red: Color(rgb: 0xE0312F), green: Color(rgb: 0x119A45), purple: Color(rgb: 0x6A2C9A),
        redName: "red", greenName: "green", purpleName: "purple",
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

    /// A palette for players with a colour-vision deficiency, plus a letter on every card.
    ///
    /// The symbol inks take their hues from the Okabe–Ito set (Okabe & Ito,
    /// "Color Universal Design", 2008), chosen so that they also differ in
    /// lightness, which no deficiency removes: orange #E69F00 (CIE L* ≈ 71)
    /// for red, bluish green darkened to #007A5A (L* ≈ 45) for green, and a
    /// deep violet #3B1466 (L* ≈ 17) for purple. Pairs differ by at least 25
    /// in L*, so even a monochromat sorts them light, middle and dark; under
    /// deuteranopia and protanopia they read as yellow-brown, grey-blue and
    /// near-black, under tritanopia as pink-red, teal and near-black. The
    /// state colours are Okabe–Ito too (blue, bluish green, vermillion,
    /// yellow), and each state also has its own shape of mark.
    public static let colorblind = Theme(
        isColorblind: true,
        red: Color(rgb: 0xE69F00), green: Color(rgb: 0x007A5A), purple: Color(rgb: 0x3B1466),
        redName: "orange", greenName: "bluish green", purpleName: "violet",
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
}
