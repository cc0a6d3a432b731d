import Geometry
import Raster
import Testing
import VectorFont

@testable import SetTable

#if canImport(Glibc)
    import Glibc
#endif

/// Names with accents drawn the way the HUD draws its rows, written under
/// /tmp/set-table-shots for a person to look at (accents clear of capitals,
/// cedillas and ogoneks under their letters). Gated like `ScreenshotTests`:
/// `SET_TABLE_SCREENSHOTS=1 swift test --filter LatinScreenshotTests`.
@Suite(.enabled(if: getenv("SET_TABLE_SCREENSHOTS") != nil, "set SET_TABLE_SCREENSHOTS=1 to write screenshots"))
struct LatinScreenshotTests {
    static let rows = [
        "Zoë Łukasz", "Ærøskøbing", "Ångström Ĳssel ŉ ŀl", "ÀÉÎÕÜ ĀĂĄĆĈĊČĎĐ", "àéîõü āăąćĉċčďđ",
        "ĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİ", "ēĕėęěĝğġģĥħĩīĭįı", "ĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒ", "ĵķĸĺļľŀłńņňŋōŏőœ",
        "ŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲ", "ŕŗřśŝşšţťŧũūŭůűų", "ŴŶŸŹŻŽ ŵŷÿźżžſ", "ÇçÐðÞþßØøÆæ ¡Hola!",
        "¿Qué? «Oui» “Sí” ‘no’ 5 €", "© ® 3 × 4 ÷ 2 ± 1 · 20° £9 – — …",
    ]

    @Test func namesWithAccentsAtThreeSizes() throws {
        let theme = Theme.standard
        for size in [16.0, 28.0, 56.0] {
            let lineHeight = (size * 1.45).rounded(.up)
            let height = Int(lineHeight * Double(Self.rows.count) + size)
            let width = Int(size * 17)
            let buffer = try #require(PixelBuffer(width: width, height: height))
            let canvas = Canvas(buffer: buffer)
            canvas.clear(theme.panel)
            let layout = TextLayout(size: size, weight: .medium)
            for (i, row) in Self.rows.enumerated() {
                let origin = Point(size / 2, size + lineHeight * Double(i))
                canvas.draw(row, layout: layout, at: origin, color: theme.text)
                // Every glyph of a row is the font's own, none the box.
                #expect(row.allSatisfy(VectorFont.standard.hasGlyph(for:)), "\(row)")
            }
            try ScreenshotTests.writePNG(buffer, name: "latin-names-\(Int(size))")
        }
    }
}
