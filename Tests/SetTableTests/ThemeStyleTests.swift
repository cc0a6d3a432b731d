import Raster
import SetCore
import Testing

@testable import SetTable

/// The two axes of a theme: the style (table, cards, HUD) and the palette (inks).
@Suite struct ThemeStyleTests {
    /// The split into style and palette must not move a pixel of the classic looks
    /// every screenshot test was drawn with: these are the colours from before it.
    @Test func classicThemesKeepTheirColours() {
        let s = Theme.standard
        #expect(s.style == .classic && s.palette == .standard && !s.isColorblind)
        #expect([s.red, s.green, s.purple] == [Color(rgb: 0xE0312F), Color(rgb: 0x119A45), Color(rgb: 0x6A2C9A)])
        #expect(s.felt == Color(rgb: 0x1D6B3F) && s.feltShade == Color(rgb: 0x124A2B))
        #expect(s.cardFace == Color(rgb: 0xFFFFFF) && s.cardBorder == Color(rgb: 0xB9C2BD))
        #expect(s.cardShadow == Color(r: 0, g: 0, b: 0, a: 90) && s.panel == Color(r: 10, g: 40, b: 24, a: 210))
        #expect(s.selection == Color(rgb: 0x2F86FF) && s.hint == Color(rgb: 0xFFC21A))
        #expect(s.buttonFaceDisabled == Color(rgb: 0x6F8C7B) && s.textSecondary == Color(rgb: 0xB4CFBF))
        #expect([s.redName, s.greenName, s.purpleName] == ["red", "green", "purple"])

        let c = Theme.colorblind
        #expect(c.style == .classic && c.palette == .colorblind && c.isColorblind)
        #expect([c.red, c.green, c.purple] == [Color(rgb: 0xE69F00), Color(rgb: 0x007A5A), Color(rgb: 0x3B1466)])
        #expect(c.felt == Color(rgb: 0x2B4F5E) && c.cardBorder == Color(rgb: 0xB5BEC4))
        #expect(c.panel == Color(r: 12, g: 30, b: 38, a: 210) && c.mismatch == Color(rgb: 0xD55E00))
        #expect(c.buttonText == Color(rgb: 0x1A242A) && c.accent == Color(rgb: 0x56B4E9))
        #expect([c.redName, c.greenName, c.purpleName] == ["orange", "bluish green", "violet"])
    }

    @Test func everyStyleAndPaletteMakeADifferentTheme() {
        let themes = ThemeStyle.allCases.flatMap { style in Palette.allCases.map { Theme(style: style, palette: $0) } }
        #expect(themes.count == 6)
        for i in themes.indices {
            #expect(themes[i].style == ThemeStyle.allCases[i / 2] && themes[i].palette == Palette.allCases[i % 2])
            #expect(themes[i].isColorblind == (themes[i].palette == .colorblind))
            for j in themes.indices where j > i { #expect(themes[i] != themes[j]) }
        }
        #expect(Theme(style: .classic, palette: .standard) == .standard)
        #expect(Theme(style: .classic, palette: .colorblind) == .colorblind)
    }

    /// The names written to `settings.json` and the trace.
    @Test func rawValuesAreTheSettingNames() {
        #expect(ThemeStyle.allCases.map(\.rawValue) == ["classic", "dark", "highContrast"])
        #expect(Palette.allCases.map(\.rawValue) == ["standard", "colorblind"])
        #expect(ThemeStyle(rawValue: "sepia") == nil)
    }

    /// Colour letters come with the palette, whatever the style; the colour-blind
    /// inks of the deeper set are named for what they look like.
    @Test func colorMarksAndNamesFollowThePalette() {
        for style in ThemeStyle.allCases {
            let plain = Theme(style: style, palette: .standard), marked = Theme(style: style, palette: .colorblind)
            #expect(CardColor.allCases.allSatisfy { plain.colorMark($0) == nil })
            #expect(CardColor.allCases.map { marked.colorMark($0) } == ["R", "G", "P"])
        }
        let deep = Theme(style: .highContrast, palette: .colorblind)
        #expect(CardColor.allCases.map(deep.colorName) == ["orange", "blue", "violet"])
    }

    /// The dark style is dark: a near-black felt and HUD under light text, with cards that are not pure white.
    @Test func darkStyleIsDark() {
        let dark = Theme(style: .dark, palette: .standard)
        #expect(dark.felt.relativeLuminance < 0.02)
        #expect((dark.panel.composited(over: dark.felt) ?? .white).relativeLuminance < 0.03)
        #expect(dark.cardFace != .white && dark.cardFace.relativeLuminance > 0.6)
        #expect(dark.text.contrastRatio(with: dark.felt) > 10)
    }
}
