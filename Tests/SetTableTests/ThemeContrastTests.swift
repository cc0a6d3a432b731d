import Raster
import SetCore
import Testing

@testable import SetTable

/// The WCAG contrast arithmetic, and the high-contrast style's promise measured on its colours.
@Suite struct ThemeContrastTests {
    @Test func luminanceOfKnownColours() {
        #expect(Color.white.relativeLuminance == 1)
        #expect(Color.black.relativeLuminance == 0)
        // sRGB 128: ((128/255 + 0.055)/1.055)^2.4 = 0.2158605.
        #expect(abs(Color(rgb: 0x808080).relativeLuminance - 0.2158605) < 1e-6)
        // Pure red is the red weight alone; 10/255 is on the curve's straight part (0.0392/12.92).
        #expect(abs(Color(rgb: 0xFF0000).relativeLuminance - 0.2126) < 1e-9)
        #expect(abs(Color(rgb: 0x0A0A0A).relativeLuminance - 10.0 / 255 / 12.92) < 1e-12)
    }

    @Test func contrastRatiosOfKnownPairs() {
        #expect(abs(Color.white.contrastRatio(with: .black) - 21) < 1e-9)
        #expect(Color(rgb: 0x123456).contrastRatio(with: Color(rgb: 0x123456)) == 1)
        // #777777 just fails AA on white, #767676 just passes: the well-known threshold greys.
        #expect(abs(Color(rgb: 0x777777).contrastRatio(with: .white) - 4.478) < 0.001)
        #expect(abs(Color(rgb: 0x767676).contrastRatio(with: .white) - 4.542) < 0.001)
        // Red on white: 1.05 / (0.2126 + 0.05).
        #expect(abs(Color(rgb: 0xFF0000).contrastRatio(with: .white) - 1.05 / 0.2626) < 1e-9)
        // Symmetric.
        #expect(
            Color(rgb: 0x1D6B3F).contrastRatio(with: .white) == Color.white.contrastRatio(with: Color(rgb: 0x1D6B3F)))
    }

    /// WCAG 2.1 AA in the high-contrast style with either palette: texts 4.5:1, inks, outline and rings 3:1.
    @Test(arguments: Palette.allCases)
    func highContrastMeetsWCAG_AA(palette: Palette) {
        let theme = Theme(style: .highContrast, palette: palette)
        let pairs = theme.contrastPairs
        #expect(pairs.count == 25)
        for pair in pairs {
            #expect(pair.ratio >= pair.minimum, "\(palette) \(pair.name): \(pair.ratio) < \(pair.minimum)")
        }
    }

    /// The HUD panel is measured as drawn: composited over the felt.
    @Test func translucentPanelIsCompositedOverTheFelt() throws {
        let pair = try #require(Theme.standard.contrastPairs.first { $0.name == "text on HUD panel" })
        #expect(pair.background == Theme.standard.panel.composited(over: Theme.standard.felt))
        #expect(pair.background.a == 255)
        #expect(abs(pair.ratio - Theme.standard.text.contrastRatio(with: pair.background)) < 1e-12)
    }

    /// The classic look does not promise AA (its green felt and pastel states are the game's face),
    /// so the check above must be able to fail: the classic theme has pairs under their minimum.
    @Test func classicStyleFallsShortWhereHighContrastDoesNot() {
        #expect(Theme.standard.contrastPairs.contains { $0.ratio < $0.minimum })
        #expect(Theme.colorblind.contrastPairs.contains { $0.ratio < $0.minimum })
    }

    /// In every style each ink stands out on the face and the three stay apart:
    /// the standard inks by far in colour; the colour-blind ones less in colour
    /// (deep violet and blue are 68 apart) but by about 20 or more in lightness (L*).
    @Test(arguments: ThemeStyle.allCases)
    func inksStayDistinctAndReadable(style: ThemeStyle) {
        for palette in Palette.allCases {
            let theme = Theme(style: style, palette: palette)
            let inks = CardColor.allCases.map(theme.symbolColor)
            for ink in inks {
                #expect(ink.contrastRatio(with: theme.cardFace) >= (style == .classic ? 2 : 2.7), "\(style) \(palette)")
            }
            let apart = palette == .standard ? 100 : 60
            for i in 0..<3 { for j in i + 1..<3 { #expect(distance(inks[i], inks[j]) > apart, "\(style) \(palette)") } }
            guard palette == .colorblind else { continue }
            let l = inks.map { lightness($0.relativeLuminance) }
            for i in 0..<3 { for j in i + 1..<3 { #expect(abs(l[i] - l[j]) >= 19, "\(style) \(l)") } }
        }
    }

    /// CIE 1976 L* of a relative luminance (116 ∛Y − 16 above (6/29)³).
    func lightness(_ y: Double) -> Double {
        guard y > 216.0 / 24389 else { return 24389.0 / 27 * y }
        var r = max(y, 0.1)
        for _ in 0..<60 { r -= (r * r * r - y) / (3 * r * r) }
        return 116 * r - 16
    }
}
