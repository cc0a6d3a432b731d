import Testing

@testable import Raster

@Suite("Colour")
struct ColorTests {
    /// Hand-computed: alpha 210 over the felt. Premultiplied, the panel is
    /// (10·210 + 127) / 255 = 8, (40·210 + 127) / 255 = 33, (24·210 + 127) / 255 = 20;
    /// the felt 0x1D6B3F scaled by 45 / 255, rounded, is 5, 19, 11; the sums 13, 52, 31.
    @Test func aTranslucentColourOverAnOpaqueOneIsTheColourItComesTo() throws {
        let panel = Color(r: 10, g: 40, b: 24, a: 210)
        let felt = Color(rgb: 0x1D6B3F)
        let result = try #require(panel.composited(over: felt))
        #expect(result == Color(r: 13, g: 52, b: 31))
        #expect(result.premultipliedARGB == Blend.over(panel.premultipliedARGB, felt.premultipliedARGB))
    }

    @Test func opaqueAndTransparentColoursComeToThemselvesAndTheBackdrop() {
        let felt = Color(rgb: 0x1D6B3F)
        #expect(Color(rgb: 0xD62828).composited(over: felt) == Color(rgb: 0xD62828))
        #expect(Color.clear.composited(over: felt) == felt)
    }

    @Test func overATranslucentBackdropThereIsNoOneColour() {
        #expect(Color.white.withAlpha(0.5).composited(over: Color.black.withAlpha(0.5)) == nil)
    }
}
