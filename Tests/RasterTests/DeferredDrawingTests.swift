import Geometry
import Testing

@testable import Raster

/// A frame exercising every recorded command: clears (whole and dirty), path
/// and rectangle fills in opaque and translucent colours, strokes, and clips
/// (path and rectangle, nested), with shapes crossing band edges.
private func drawFrame(on canvas: Canvas) {
    canvas.clear(Color(rgb: 0x1e5b3a))
    canvas.fill(Path.roundedRect(Rect(3.3, 2.7, 40.6, 51.2), radius: 4.5), color: .white)
    canvas.stroke(
        Path.roundedRect(Rect(3.3, 2.7, 40.6, 51.2), radius: 4.5), style: StrokeStyle(width: 1.5),
        color: Color(rgb: 0x2b2b2b))
    canvas.fill(polygon([(10, 8), (30.5, 20.2), (12.25, 40.9)]), color: Color(rgb: 0xd62828))
    canvas.fill(
        Path.circle(center: Point(45.5, 30.2), radius: 14.3), color: Color(r: 40, g: 90, b: 200, a: 140),
        rule: .evenOdd)
    canvas.pushClip(Path.ellipse(in: Rect(8.2, 20.6, 30.1, 18.4)))
    for k in 0..<8 {
        canvas.fill(Rect(9 + Double(k) * 3.7, 19.5, 1.3, 21), color: Color(rgb: 0x6a2c91))
    }
    canvas.pushClip(Rect(15.5, 24.25, 40, 9.5))
    canvas.fill(Path.rect(Rect(0, 0, 64, 64)), color: Color(r: 255, g: 200, b: 0, a: 100))
    canvas.popClip()
    canvas.popClip()
    canvas.stroke(polygon([(50, 2), (62, 40), (52, 61)]), style: StrokeStyle(width: 2.25), color: Color(rgb: 0x2a9d3a))
    canvas.dirtyRect = Rect(40.5, 44.5, 20, 15)
    canvas.clear(Color(r: 10, g: 20, b: 30, a: 255))
    canvas.fill(Path.circle(center: Point(48, 50), radius: 9), color: .white)
    canvas.dirtyRect = nil
}

/// The largest difference of one channel between two buffers, and how many pixels differ at all.
private func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> (largest: UInt32, pixels: Int) {
    var largest: UInt32 = 0, pixels = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.premultipliedPixel(x: x, y: y) ?? 0, q = b.premultipliedPixel(x: x, y: y) ?? 0
            if p != q { pixels += 1 }
            for shift: UInt32 in [0, 8, 16, 24] {
                let u = (p >> shift) & 0xFF, v = (q >> shift) & 0xFF
                largest = max(largest, u > v ? u - v : v - u)
            }
        }
    }
    return (largest, pixels)
}

/// A canvas on an owned buffer that defers drawing, however small.
private func deferringCanvas(_ width: Int, _ height: Int) -> Canvas {
    let canvas = makeCanvas(width, height)
    canvas.deferringBytes = 0
    canvas.defersDrawing = true
    return canvas
}

@Suite struct DeferredDrawingTests {
    @Test(arguments: [3, 7, 16, 0])
    func flushedFrameMatchesDrawingAtOnce(bandRows: Int) {
        let direct = makeCanvas(64, 64)
        drawFrame(on: direct)
        let deferred = deferringCanvas(64, 64)
        deferred.bandRows = bandRows
        drawFrame(on: deferred)
        deferred.flush()
        let d = difference(direct.buffer, deferred.buffer)
        // Bands cut segments at other rows than the accumulator's: rounding may move a value by one.
        #expect(d.largest <= 1)
        #expect(d.pixels <= 40)
        #expect(direct.buffer.premultipliedPixel(x: 20, y: 4) == 0xFFFF_FFFF)
    }

    @Test func aBorrowedPaddedXRGBBufferMatchesToo() throws {
        let direct = GuardedMemory(width: 64, height: 64, padWords: 5)
        let deferred = GuardedMemory(width: 64, height: 64, padWords: 5)
        let a = Canvas(buffer: try #require(direct.buffer(format: .xrgb8888)))
        let b = Canvas(buffer: try #require(deferred.buffer(format: .xrgb8888)))
        b.deferringBytes = 0
        b.defersDrawing = true
        b.bandRows = 9
        drawFrame(on: a)
        drawFrame(on: b)
        b.flush()
        let d = difference(a.buffer, b.buffer)
        #expect(d.largest <= 1)
        #expect(d.pixels <= 40)
        #expect(direct.outsideUntouched)
        #expect(deferred.outsideUntouched)
        #expect(b.buffer.premultipliedPixel(x: 0, y: 63) == 0xFF1E_5B3A)
    }

    @Test func badGeometryRecordsNothing() {
        let canvas = deferringCanvas(16, 16)
        canvas.fill(polygon([(0, 0), (.nan, 4), (8, 8)]), color: .white)
        canvas.fill(Rect(.infinity, 0, 4, 4), color: .white)
        canvas.stroke(polygon([(0, 0), (4, 4), (8, 0)]), style: StrokeStyle(width: -1), color: .white)
        canvas.fill(polygon([(-1e300, -1e300), (1e300, -1e300), (1e300, 1e300)]), color: Color(rgb: 0x0000FF))
        #expect(canvas.drawList.commands.count == 1)
        canvas.flush()
        #expect(canvas.buffer.premultipliedPixel(x: 12, y: 3) == 0xFF00_00FF)
        #expect(canvas.buffer.premultipliedPixel(x: 3, y: 12) == 0)
    }

    @Test func nothingReachesThePixelsBeforeAFlush() throws {
        let memory = GuardedMemory(width: 16, height: 12, padWords: 3)
        let buffer = try #require(memory.buffer())
        let canvas = Canvas(buffer: buffer)
        canvas.deferringBytes = 0
        canvas.defersDrawing = true
        canvas.clear(.white)
        canvas.fill(Path.rect(Rect(-5, -5, 40, 40)), color: Color(rgb: 0x102030))
        let kept = memory.words + memory.guardWords
        #expect(kept[5 * 19 + 5] == 0)
        canvas.flush()
        #expect(kept[5 * 19 + 5] == 0xFF10_2030)
        #expect(memory.outsideUntouched)
    }

    @Test func readingThePixelsDoesNotFlush() throws {
        let canvas = deferringCanvas(10, 10)
        canvas.fill(Path.rect(Rect(2, 2, 4, 4)), color: .white)
        // Every way of reading the buffer sees the pixels as they were: nothing recorded has run.
        #expect(canvas.buffer.premultipliedPixel(x: 3, y: 3) == 0)
        #expect(canvas.buffer.pixel(x: 3, y: 3) == .clear)
        let word = canvas.buffer.withWords { words, stride in words[3 * stride + 3] }
        #expect(word == 0)
        #expect(canvas.buffer.baseAddress.assumingMemoryBound(to: UInt32.self)[33] == 0)
        #expect(canvas.drawList.commands.count == 1)
    }

    @Test func anExplicitFlushMakesThePixelsEqualDrawingAtOnce() {
        let direct = makeCanvas(10, 10)
        let deferred = deferringCanvas(10, 10)
        deferred.bandRows = 3
        for canvas in [direct, deferred] {
            canvas.fill(Path.rect(Rect(2, 2, 4, 4)), color: .white)
            canvas.fill(Path.circle(center: Point(6.3, 5.1), radius: 2.6), color: Color(r: 200, g: 40, b: 10, a: 150))
            canvas.fill(Rect(8, 0.25, 1.5, 9.5), color: Color(rgb: 0x102030))
        }
        deferred.flush()
        #expect(deferred.drawList.commands.isEmpty)
        let d = difference(direct.buffer, deferred.buffer)
        #expect(d.largest <= 1)
        #expect(deferred.buffer.premultipliedPixel(x: 3, y: 3) == 0xFFFF_FFFF)
        #expect(deferred.buffer.pixel(x: 8, y: 5) == Color(rgb: 0x102030))
        // A second flush with nothing recorded changes nothing.
        let before = deferred.buffer.withWords { words, _ in Array(words) }
        deferred.flush()
        let after = deferred.buffer.withWords { words, _ in Array(words) }
        #expect(after == before)
    }

    @Test func aFlushInsideAClipKeepsTheClip() {
        let direct = makeCanvas(12, 12)
        let deferred = deferringCanvas(12, 12)
        deferred.bandRows = 5
        for canvas in [direct, deferred] {
            canvas.pushClip(Path.rect(Rect(2, 2, 6, 6)))
            canvas.fill(Path.rect(Rect(0, 0, 12, 6)), color: .white)
            canvas.flush()
            canvas.pushClip(Rect(4.5, 0, 8, 12))
            canvas.flush()
            canvas.fill(Path.rect(Rect(0, 6, 12, 6)), color: Color(rgb: 0x808080))
            canvas.popClip()
            canvas.popClip()
            canvas.fill(Path.rect(Rect(10, 10, 2, 2)), color: .white)
            canvas.flush()
        }
        #expect(difference(direct.buffer, deferred.buffer).pixels == 0)
        #expect(deferred.buffer.premultipliedPixel(x: 3, y: 3) == 0xFFFF_FFFF)
        #expect(deferred.buffer.premultipliedPixel(x: 3, y: 7) == 0)
        #expect(deferred.buffer.premultipliedPixel(x: 5, y: 7) == 0xFF80_8080)
        #expect(deferred.buffer.premultipliedPixel(x: 4, y: 7) == 0x8040_4040)
        #expect(deferred.buffer.premultipliedPixel(x: 9, y: 3) == 0)
    }

    /// Bands skip a whole clip group that misses them; a clear inside the
    /// group is not limited by the clip, so the group must still run there.
    @Test func aClearInsideAClipReachesBandsTheClipMisses() {
        let direct = makeCanvas(12, 12)
        let deferred = deferringCanvas(12, 12)
        deferred.bandRows = 3
        for canvas in [direct, deferred] {
            canvas.pushClip(Path.rect(Rect(1, 1, 4, 2)))
            canvas.fill(Path.rect(Rect(0, 0, 12, 12)), color: .white)
            canvas.dirtyRect = Rect(6, 6, 6, 6)
            canvas.clear(Color(rgb: 0x808080))
            canvas.dirtyRect = nil
            canvas.popClip()
            canvas.fill(Path.rect(Rect(0, 10, 2, 2)), color: .white)
            canvas.flush()
        }
        #expect(difference(direct.buffer, deferred.buffer).pixels == 0)
        #expect(deferred.buffer.premultipliedPixel(x: 2, y: 2) == 0xFFFF_FFFF)
        #expect(deferred.buffer.premultipliedPixel(x: 9, y: 9) == 0xFF80_8080)
        #expect(deferred.buffer.premultipliedPixel(x: 2, y: 6) == 0)
        #expect(deferred.buffer.premultipliedPixel(x: 1, y: 11) == 0xFFFF_FFFF)
    }

    @Test func theModeChangesOnlyOutsideClips() {
        let canvas = makeCanvas(8, 8)
        canvas.deferringBytes = 0
        canvas.pushClip(Rect(0, 0, 4, 4))
        canvas.defersDrawing = true
        #expect(!canvas.defersDrawing)
        canvas.popClip()
        canvas.defersDrawing = true
        #expect(canvas.defersDrawing)
        canvas.fill(Path.rect(Rect(0, 0, 8, 8)), color: .white)
        canvas.pushClip(Rect(0, 0, 4, 4))
        canvas.defersDrawing = false
        #expect(canvas.defersDrawing)
        canvas.popClip()
        canvas.defersDrawing = false  // flushes
        #expect(!canvas.defersDrawing)
        let kept = canvas.buffer.withWords { words, _ in words[63] }
        #expect(kept == 0xFFFF_FFFF)
    }

    @Test func twoCanvasesOnOneBufferKeepTheirOrderWhenTheDeferringOneFlushesFirst() {
        let first = deferringCanvas(6, 6)
        let second = Canvas(buffer: first.buffer)
        first.fill(Path.rect(Rect(0, 0, 6, 6)), color: .white)
        first.flush()  // its owner finishes before the other canvas draws
        second.fill(Path.rect(Rect(0, 0, 3, 6)), color: Color(rgb: 0x204060))  // draws at once
        first.fill(Path.rect(Rect(0, 0, 6, 3)), color: Color(rgb: 0x000000))
        first.flush()
        #expect(first.buffer.premultipliedPixel(x: 1, y: 4) == 0xFF20_4060)
        #expect(first.buffer.premultipliedPixel(x: 4, y: 4) == 0xFFFF_FFFF)
        #expect(first.buffer.premultipliedPixel(x: 1, y: 1) == 0xFF00_0000)
    }

    @Test func anUnflushedCanvasLandsAtItsFlushOverWhatOthersDrewMeanwhile() {
        // The buffer does not know who records into it: drawing reaches it in flush order.
        let first = deferringCanvas(6, 6)
        let second = Canvas(buffer: first.buffer)
        first.fill(Path.rect(Rect(0, 0, 6, 6)), color: .white)
        second.fill(Path.rect(Rect(0, 0, 3, 6)), color: Color(rgb: 0x204060))
        #expect(first.buffer.premultipliedPixel(x: 4, y: 4) == 0)
        first.flush()
        #expect(first.buffer.premultipliedPixel(x: 1, y: 4) == 0xFFFF_FFFF)
        #expect(first.buffer.premultipliedPixel(x: 4, y: 4) == 0xFFFF_FFFF)
    }

    @Test func aCanvasGoingAwayDrawsWhatItRecorded() throws {
        let memory = GuardedMemory(width: 8, height: 8, padWords: 0)
        do {
            let canvas = Canvas(buffer: try #require(memory.buffer()))
            canvas.deferringBytes = 0
            canvas.defersDrawing = true
            canvas.fill(Path.rect(Rect(0, 0, 8, 8)), color: .white)
            withExtendedLifetime(canvas) {
                #expect((memory.words + memory.guardWords)[9] == 0)
            }
        }
        #expect((memory.words + memory.guardWords)[9] == 0xFFFF_FFFF)
    }

    @Test func aClearOfEverythingDropsWhatCameBefore() {
        let canvas = deferringCanvas(4, 4)
        canvas.fill(Path.rect(Rect(0, 0, 4, 4)), color: .white)
        canvas.pushClip(Rect(0, 0, 2, 2))
        canvas.popClip()
        canvas.clear(Color(rgb: 0x010203))
        #expect(canvas.drawList.commands.count == 1)
        canvas.flush()
        #expect(canvas.buffer.premultipliedPixel(x: 3, y: 3) == 0xFF01_0203)
    }
}

@Suite struct DeferringThresholdTests {
    @Test func aSmallBufferIsDrawnAtOnceEvenWhenAskedToDefer() throws {
        let memory = GuardedMemory(width: 16, height: 12, padWords: 0)
        let canvas = Canvas(buffer: try #require(memory.buffer()))
        canvas.defersDrawing = true
        #expect(canvas.defersDrawing)
        canvas.fill(Path.rect(Rect(0, 0, 16, 12)), color: .white)
        #expect((memory.words + memory.guardWords)[40] == 0xFFFF_FFFF)
    }

    @Test func aLargeBufferDefers() throws {
        // 2048 × 2048 words: 16 MiB, the default threshold.
        let canvas = makeCanvas(2048, 2048)
        canvas.defersDrawing = true
        canvas.fill(Path.rect(Rect(0, 0, 4, 4)), color: .white)
        #expect(canvas.drawList.commands.count == 1)
        #expect(canvas.buffer.premultipliedPixel(x: 1, y: 1) == 0)
        canvas.flush()
        #expect(canvas.buffer.premultipliedPixel(x: 1, y: 1) == 0xFFFF_FFFF)
        #expect(canvas.drawList.commands.isEmpty)
    }
}
