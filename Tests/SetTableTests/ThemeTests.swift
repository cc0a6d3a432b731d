import Raster
import SetCore
import Testing

@testable import SetTable

/// The themes' colours and colour-blind cues.
@Suite struct ThemeTests {
    /// Relative luminance (WCAG 2, from sRGB).
    func luminance(_ c: Color) -> Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// x^y for the luminance formula, by exp and log series would be overkill: repeated squaring of a root.
    func pow(_ x: Double, _ y: Double) -> Double {
        // y is 2.4 = 12/5: x^(12/5) = (x^(1/5))^12.
        #expect(y == 2.4)
        var r = x
        for _ in 0..<60 { r = r - (r * r * r * r * r - x) / (5 * r * r * r * r) }  // Newton for x^(1/5)
        let fifth = r
        var result = 1.0
        for _ in 0..<12 { result *= fifth }
        return result
    }

    @Test func luminanceOfKnownColours() {
        #expect(abs(luminance(.white) - 1) < 1e-9)
        #expect(abs(luminance(Color(rgb: 0x808080)) - 0.2158605) < 1e-6)
    }

    @Test func colorblindInksDifferInLuminance() {
        let t = Theme.colorblind
        let l = CardColor.allCases.map { luminance(t.symbolColor($0)) }
        // Orange 0.416, bluish green 0.147, deep violet 0.024.
        #expect(abs(l[0] - 0.416) < 0.002)
        #expect(abs(l[1] - 0.147) < 0.002)
        #expect(abs(l[2] - 0.024) < 0.002)
        for i in 0..<3 { for j in i + 1..<3 { #expect(abs(l[i] - l[j]) > 0.1) } }
        // Every ink still stands out on the white face (contrast ratio ≥ 2).
        for v in l { #expect((1.05) / (v + 0.05) >= 2) }
    }

    @Test func standardInksAreDistinctAndDark() {
        let inks = CardColor.allCases.map { Theme.standard.symbolColor($0) }
        for i in 0..<3 { for j in i + 1..<3 { #expect(distance(inks[i], inks[j]) > 100) } }
        for ink in inks { #expect(luminance(ink) < 0.3) }
    }

    @Test func colorMarksOnlyInColorblindMode() {
        #expect(!Theme.standard.isColorblind)
        #expect(Theme.colorblind.isColorblind)
        for color in CardColor.allCases { #expect(Theme.standard.colorMark(color) == nil) }
        #expect(CardColor.allCases.map { Theme.colorblind.colorMark($0) } == ["R", "G", "P"])
    }

    /// Pixels of `ink` in the bottom-left corner where the colour letter goes.
    func letterPixels(_ r: RenderedCard, ink: Color) -> Int {
        var count = 0
        let f = r.frame
        for y in Int(f.maxY - 0.2 * f.width)..<Int(f.maxY - 0.03 * f.width) {
            for x in Int(f.minX + 0.03 * f.width)..<Int(f.minX + 0.18 * f.width)
            where distance(r.buffer.pixel(x: x, y: y)!, ink) < 40 {
                count += 1
            }
        }
        return count
    }

    @Test(arguments: CardColor.allCases)
    func colorblindCardsCarryTheirLetter(color: CardColor) {
        let code = "3\(color.code)OF"
        var plainTheme = Theme.colorblind
        plainTheme.isColorblind = false
        let ink = Theme.colorblind.symbolColor(color)
        #expect(letterPixels(RenderedCard(code, width: 120, theme: .colorblind), ink: ink) > 20)
        #expect(letterPixels(RenderedCard(code, width: 120, theme: plainTheme), ink: ink) == 0)
    }

    /// CIE 1976 lightness L* (0 black … 100 white) of a relative luminance.
    func lightness(_ y: Double) -> Double {
        // Above (6/29)³ L* = 116 ∛Y − 16; below it the curve is a line (CIE 15:2004).
        guard y > 216.0 / 24389 else { return 24389.0 / 27 * y }
        var r = max(y, 0.1)
        for _ in 0..<60 { r = r - (r * r * r - y) / (3 * r * r) }  // Newton for ∛y
        return 116 * r - 16
    }

    @Test func lightnessOfKnownColours() {
        #expect(abs(lightness(1) - 100) < 1e-9)
        #expect(abs(lightness(luminance(Color(rgb: 0x808080))) - 53.585) < 0.01)
        #expect(abs(lightness(0.005) - 4.516) < 0.001)
    }

    /// The palette's promise: its inks sort light, middle and dark by at least 25 in L*,
    /// so even without any hue they stay apart (orange 70.6, bluish green 45.2, violet 17.4).
    @Test func colorblindInksDifferInLightnessByAtLeast25() {
        let l = CardColor.allCases.map { lightness(luminance(Theme.colorblind.symbolColor($0))) }
        #expect(abs(l[0] - 70.6) < 0.2 && abs(l[1] - 45.2) < 0.2 && abs(l[2] - 17.4) < 0.2, "\(l)")
        for i in 0..<3 { for j in i + 1..<3 { #expect(abs(l[i] - l[j]) >= 25, "\(l)") } }
    }

    /// The colour-blind theme changes every ink, and splits the pair red–green vision confuses:
    /// standard red and green are nearly as light as each other (L* 49.8 and 55.7), so without
    /// hue they merge; in the colour-blind theme they are 25 or more apart.
    @Test func colorblindThemeSeparatesTheRedAndGreenThatStandardConfuses() {
        for color in CardColor.allCases {
            #expect(Theme.standard.symbolColor(color) != Theme.colorblind.symbolColor(color), "\(color)")
        }
        func gap(_ theme: Theme) -> Double {
            abs(lightness(luminance(theme.red)) - lightness(luminance(theme.green)))
        }
        #expect(gap(.standard) < 10)
        #expect(gap(.colorblind) >= 25)
        #expect(Theme.standard.cardFace == .white && Theme.colorblind.cardFace == .white)
    }
}
