import Geometry
import Testing

@testable import Raster

@Suite struct BlendTests {
    @Test func halfRedOverOpaqueBlue() {
        // Premultiplied 50% red is 0x80800000; over 0xFF0000FF it gives
        // red 128, blue 255 · (255 − 128) / 255 = 127, alpha 255.
        let canvas = makeCanvas(2, 2)
        canvas.clear(Color(r: 0, g: 0, b: 255))
        canvas.fill(Rect(0, 0, 2, 2), color: Color(r: 255, g: 0, b: 0, a: 128))
        #expect(canvas.buffer.premultipliedPixel(x: 1, y: 1) == 0xFF80_007F)
    }

    @Test func aWideTranslucentRectangleIsBlendedAlikeInEveryPixel() {
        // Nine pixels: two blocks of four in the vector loop and one after it.
        let canvas = makeCanvas(9, 1)
        canvas.clear(Color(r: 0, g: 0, b: 255))
        canvas.fill(Rect(0, 0, 9, 1), color: Color(r: 255, g: 0, b: 0, a: 128))
        for x in 0..<9 { #expect(canvas.buffer.premultipliedPixel(x: x, y: 0) == 0xFF80_007F) }
    }

    @Test func halfCoverageOfOpaqueRedOverBlue() {
        let canvas = makeCanvas(2, 1)
        canvas.clear(Color(r: 0, g: 0, b: 255))
        canvas.fill(Path.rect(Rect(0.5, 0, 1.5, 1)), color: Color(r: 255, g: 0, b: 0))
        // Coverage 128 (0.5 rounded): red 128, blue 127.
        #expect(canvas.buffer.premultipliedPixel(x: 0, y: 0) == 0xFF80_007F)
        #expect(canvas.buffer.premultipliedPixel(x: 1, y: 0) == 0xFFFF_0000)
    }

    @Test func overTransparentKeepsTheSource() {
        let canvas = makeCanvas(1, 1)
        canvas.fill(Rect(0, 0, 1, 1), color: Color(r: 200, g: 100, b: 50, a: 255))
        #expect(canvas.buffer.pixel(x: 0, y: 0) == Color(r: 200, g: 100, b: 50))
        let other = makeCanvas(1, 1)
        other.fill(Rect(0, 0, 1, 1), color: Color(r: 255, g: 255, b: 255, a: 51))
        #expect(other.buffer.premultipliedPixel(x: 0, y: 0) == 0x3333_3333)
    }

    @Test func scaleRoundsLikePixman() {
        #expect(Blend.mul8(255, 255) == 255)
        #expect(Blend.mul8(128, 255) == 128)
        #expect(Blend.mul8(255, 128) == 128)
        #expect(Blend.mul8(1, 127) == 0)
        #expect(Blend.mul8(1, 128) == 1)
        #expect(Blend.scale(0xFF80_4020, 128) == 0x8040_2010)
    }

    @Test func fourLaneMul8MatchesOneLaneForEveryPair() {
        var mismatches = 0
        for a in UInt32(0)...255 {
            for b in stride(from: UInt32(0), through: 252, by: 4) {
                let four = Blend.mul8(SIMD4(repeating: a), SIMD4(b, b + 1, b + 2, b + 3))
                for k in 0..<4 where four[k] != Blend.mul8(a, b + UInt32(k)) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(Blend.mul8(SIMD4(255, 128, 1, 0), SIMD4(255, 255, 128, 255)) == SIMD4(255, 128, 1, 0))
    }

    @Test func partlyCoveredRowIsTheSameLerpWideOrNarrow() {
        // Row 0 of each rectangle is three quarters covered (c = 191): a
        // 41-pixel run goes four pixels at a time and its last one alone,
        // a 3-pixel run as one vector of a narrow rectangle.
        let felt = Color(rgb: 0x1E5B3A), ink = Color(rgb: 0x6A2C91)
        let canvas = makeCanvas(48, 2)
        canvas.clear(felt)
        canvas.fill(Rect(0, 0.25, 41, 1.75), color: ink)
        canvas.fill(Rect(43, 0.25, 3, 1.75), color: ink)
        let inkWord = ink.premultipliedARGB
        let expected = Blend.lerp(
            inkWord & 0x00FF_00FF, (inkWord >> 8) & 0x00FF_00FF, coverage: 191,
            felt.premultipliedARGB)
        let row = (0..<48).map { canvas.buffer.premultipliedPixel(x: $0, y: 0) }
        #expect(row[0..<41].allSatisfy { $0 == expected })
        #expect(row[43..<46].allSatisfy { $0 == expected })
        #expect(row[41] == felt.premultipliedARGB && row[42] == felt.premultipliedARGB)
        #expect(row[46] == felt.premultipliedARGB && row[47] == felt.premultipliedARGB)
        #expect(canvas.buffer.premultipliedPixel(x: 20, y: 1) == inkWord)
    }

    @Test func transparentColourDrawsNothing() {
        let canvas = makeCanvas(2, 2)
        canvas.clear(Color(r: 1, g: 2, b: 3))
        canvas.fill(Rect(0, 0, 2, 2), color: .clear)
        canvas.fill(Path.rect(Rect(0, 0, 2, 2)), color: .clear)
        #expect(canvas.buffer.pixel(x: 0, y: 0) == Color(r: 1, g: 2, b: 3))
    }

    @Test func fourPixelOverIsTheOnePixelOverToTheBit() {
        // Every alpha with channels at the ends and middle of their range, over
        // destinations from black to white: the vector form used by sprites and
        // translucent spans must give exactly the scalar result.
        var sources: [UInt32] = []
        for a: UInt32 in 0...255 {
            for c in Set([0, a / 2, a]) { sources.append(a << 24 | c << 16 | (a - c) << 8 | c) }
        }
        let destinations: [UInt32] = [0x0000_0000, 0xFF00_0000, 0xFFFF_FFFF, 0xFF1E_5B3A, 0x8040_2010, 0xFF7F_8081]
        for s in sources {
            let d = SIMD4(destinations[0], destinations[2], destinations[3], destinations[4])
            let e = SIMD4(destinations[1], destinations[5], destinations[3], destinations[0])
            let fast = Blend.over(SIMD4(repeating: s), d), fastE = Blend.over(SIMD4(repeating: s), e)
            for k in 0..<4 {
                #expect(fast[k] == Blend.over(s, d[k]))
                #expect(fastE[k] == Blend.over(s, e[k]))
            }
        }
    }

    @Test func aSpriteDrawsAsItsPixelsBlendedOneByOne() {
        // A 9-pixel-wide sprite (two blocks of four and one left over) with
        // transparent, opaque and translucent pixels, over a known background.
        guard let image = PixelBuffer(width: 9, height: 1) else { Issue.record("no buffer"); return }
        let row: [UInt32] = [0, 0, 0, 0, 0xFF20_4060, 0x8010_2030, 0, 0x4040_4040, 0xFFFF_FFFF]
        for (x, word) in row.enumerated() { image.row(0)[x] = word }
        let canvas = makeCanvas(12, 1)
        canvas.clear(Color(r: 0x1E, g: 0x5B, b: 0x3A))
        canvas.draw(Sprite(image), x: 2, y: 0)
        let felt: UInt32 = 0xFF1E_5B3A
        for x in 0..<12 {
            let expected = (2..<11).contains(x) ? Blend.over(row[x - 2], felt) : felt
            #expect(canvas.buffer.premultipliedPixel(x: x, y: 0) == expected)
        }
    }

    @Test func spriteRowsAndTranslucentSpansComeOutTheSameFourAtATimeAndOneByOne() {
        // Rows of 0 to 13 pixels (whole blocks of four and every remainder) of
        // transparent, opaque and translucent sprite pixels, at offsets 0 and 3,
        // over a background that varies; and translucent spans over the same.
        var seed: UInt64 = 12
        func next() -> UInt32 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: seed >> 33)
        }
        func premultiplied(_ word: UInt32) -> UInt32 {
            let alphas: [UInt32] = [0, 0, 255, 255, 128, 1, 254]
            let a = alphas[Int(word % 7)]
            let r: UInt32 = (word >> 8 & 0xFF) * a / 255
            let g: UInt32 = (word >> 16 & 0xFF) * a / 255
            let b: UInt32 = (word >> 24) * a / 255
            return a << 24 | r << 16 | g << 8 | b
        }
        for width in 0...13 {
            for offset in [0, 3] {
                var source = (0..<width).map { _ in premultiplied(next()) }
                let background = (0..<(width + offset)).map { _ in 0xFF00_0000 | next() & 0xFF_FFFF }
                var fast = background, slow = background
                source.withUnsafeMutableBufferPointer { src in
                    fast.withUnsafeMutableBufferPointer { dst in
                        Canvas.blendRow(
                            src.baseAddress!, into: dst.baseAddress!, columns: 0..<width, offset: offset,
                            fourAtATime: true)
                    }
                    slow.withUnsafeMutableBufferPointer { dst in
                        Canvas.blendRow(
                            src.baseAddress!, into: dst.baseAddress!, columns: 0..<width, offset: offset,
                            fourAtATime: false)
                    }
                }
                #expect(fast == slow, "sprite row of \(width) at \(offset)")
                let colour = premultiplied(next())
                var fastSpan = background, slowSpan = background
                fastSpan.withUnsafeMutableBufferPointer {
                    PaintSink.blendSpan($0.baseAddress!, $0.count, colour, alphaFill: 0, fourAtATime: true)
                }
                slowSpan.withUnsafeMutableBufferPointer {
                    PaintSink.blendSpan($0.baseAddress!, $0.count, colour, alphaFill: 0, fourAtATime: false)
                }
                #expect(fastSpan == slowSpan, "span of \(background.count)")
                #expect(
                    width + offset < 2 || fastSpan != background || colour >> 24 == 0,
                    "a visible colour changes the span")
            }
        }
    }
}
