import Geometry
import Testing

@testable import Raster

/// A deferred clear paints the solid interior of a later opaque fill in
/// its colour (`DrawList.prepaint`), and the fill leaves those pixels alone:
/// the frame must come out as drawn at once, whatever the buffer held.
@Suite struct PrepaintTests {
    static let felt = Color(rgb: 0x1e5b3a), border = Color(rgb: 0x2b2b2b)
    static let card = Path.roundedRect(Rect(20.4, 15.7, 118.3, 165.6), radius: 9.5)

    /// A canvas that defers drawing, in bands of `bandRows` rows (0: the usual height).
    static func deferringCanvas(bandRows: Int) -> Canvas {
        let canvas = makeCanvas(160, 200)
        canvas.deferringBytes = 0
        canvas.defersDrawing = true
        canvas.bandRows = bandRows
        return canvas
    }

    /// A card on the felt with a symbol on it, as the reference scene draws it.
    static func drawCard(on canvas: Canvas) {
        canvas.clear(felt)
        canvas.fill(card, color: .white)
        canvas.stroke(card, style: StrokeStyle(width: 1.4), color: border)
        canvas.fill(Path.ellipse(in: Rect(40.2, 80.1, 80.5, 30.3)), color: Color(rgb: 0xd62828))
    }

    @Test(arguments: [5, 16, 0])
    func aCardOverWhatTheBufferHeldComesOutAsDrawnAtOnce(bandRows: Int) {
        let direct = makeCanvas(160, 200)
        Self.drawCard(on: direct)
        let deferred = Self.deferringCanvas(bandRows: bandRows)
        // A frame of something else first, so that no pixel left unpainted could pass.
        deferred.clear(Color(r: 250, g: 0, b: 250))
        deferred.flush()
        Self.drawCard(on: deferred)
        #expect(deferred.drawList.prepainted.count == 1, "the clear paints the face's interior")
        deferred.flush()
        #expect(largestDifference(direct.buffer, deferred.buffer) <= 1)
        // The interior is the card's white, not what was there before.
        #expect(deferred.buffer.premultipliedPixel(x: 80, y: 40) == Color.white.premultipliedARGB)
    }

    @Test func somethingDrawnBetweenTheClearAndTheFillKeepsTheClearOff() {
        // A disc under the card: the card covers it, so it must not show
        // through an interior the clear painted before the disc.
        let direct = makeCanvas(160, 200), deferred = Self.deferringCanvas(bandRows: 0)
        for canvas in [direct, deferred] {
            canvas.clear(Self.felt)
            canvas.fill(Path.circle(center: Point(80, 100), radius: 20), color: Color(rgb: 0x2040d0))
            canvas.fill(Self.card, color: .white)
        }
        #expect(deferred.drawList.prepainted.isEmpty)
        deferred.flush()
        #expect(largestDifference(direct.buffer, deferred.buffer) <= 1)
        #expect(deferred.buffer.premultipliedPixel(x: 80, y: 100) == Color.white.premultipliedARGB)
    }

    /// Twenty dots between the clear and the card, all below it but the one at
    /// `inside` (if any): the commands since the clear are looked at by blocks
    /// of sixteen, and one inside the card in any block keeps the clear off.
    @Test(arguments: [nil, 0, 15, 16, 19] as [Int?])
    func anyOfManyCommandsSinceTheClearOnTheCardKeepsTheClearOff(inside: Int?) {
        let direct = makeCanvas(160, 200), deferred = Self.deferringCanvas(bandRows: 0)
        for canvas in [direct, deferred] {
            canvas.clear(Self.felt)
            for k in 0..<20 {
                let center = k == inside ? Point(80, 100) : Point(6 + Double(k) * 7.5, 192)
                canvas.fill(Path.circle(center: center, radius: 3), color: Color(rgb: 0x2040d0))
            }
            canvas.fill(Self.card, color: .white)
        }
        #expect(deferred.drawList.prepainted.count == (inside == nil ? 1 : 0))
        deferred.flush()
        #expect(largestDifference(direct.buffer, deferred.buffer) <= 1)
        #expect(deferred.buffer.premultipliedPixel(x: 80, y: 100) == Color.white.premultipliedARGB)
    }

    @Test func onlyOpaqueFillsWithStraightSidesOutsideClipsArePainted() {
        let canvas = Self.deferringCanvas(bandRows: 0)
        canvas.clear(Self.felt)
        canvas.fill(Self.card, color: Color(r: 255, g: 255, b: 255, a: 200))
        canvas.fill(Path.ellipse(in: Rect(10, 10, 140, 180)), color: .white)
        canvas.pushClip(Rect(0, 0, 160, 200))
        canvas.fill(Self.card, color: .white)
        canvas.popClip()
        #expect(canvas.drawList.prepainted.isEmpty)
        canvas.flush()
    }
}
