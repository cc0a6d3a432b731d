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
        for _ in 0..<60 { r = r - (r * r * r * r * r - x) / (5 * r * r * r * r) }   // Newton for x^(1/5)
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

    @Test func themesAreEquatable() {
        #expect(Theme.standard == Theme.standard)
        #expect(Theme.standard != Theme.colorblind)
    }
}
