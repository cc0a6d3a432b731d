import Geometry
import Raster
import SetCore
import Testing

@testable import SetTable

/// A card drawn at twice the width looks the same, twice as large.
@Suite struct CardArtScaleTests {
    /// The share of the card's inside (clear of its rounded corners and
    /// border) covered by ink: each pixel counts by how far it has gone from
    /// the face colour towards `ink`, so anti-aliased edges count by coverage.
    func inkFraction(_ r: RenderedCard, ink: Color) -> Double {
        let margin = Int((0.08 * r.frame.width).rounded(.up))
        let full = Double(distance(ink, r.theme.cardFace))
        var covered = 0.0, total = 0
        for y in Int(r.frame.minY) + margin..<Int(r.frame.maxY) - margin {
            for x in Int(r.frame.minX) + margin..<Int(r.frame.maxX) - margin {
                total += 1
                covered += min(1, Double(distance(r.buffer.pixel(x: x, y: y)!, r.theme.cardFace)) / full)
            }
        }
        return covered / Double(total)
    }

    /// The bounds of the pixels near `ink`, relative to the frame's origin.
    func symbolBounds(_ r: RenderedCard, ink: Color) -> Rect {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in Int(r.frame.minY)..<Int(r.frame.maxY) {
            for x in Int(r.frame.minX)..<Int(r.frame.maxX) {
                let p = r.buffer.pixel(x: x, y: y)!
                // Nearer the ink than the face or the felt (seen past the rounded corners).
                guard distance(p, ink) < min(distance(p, r.theme.cardFace), distance(p, r.theme.felt)) else { continue }
                minX = min(minX, x); maxX = max(maxX, x + 1)
                minY = min(minY, y); maxY = max(maxY, y + 1)
            }
        }
        return Rect(
            Double(minX) - r.frame.minX, Double(minY) - r.frame.minY,
            Double(maxX - minX), Double(maxY - minY))
    }

    @Test(arguments: ["3RSF", "2GOS", "1PDO", "3PSS", "2ROO"])
    func inkFractionIsTheSameAtTwiceTheWidth(code: String) {
        let ink = Theme.standard.symbolColor(Card(code: code)!.color)
        let small = inkFraction(RenderedCard(code, width: 100), ink: ink)
        let large = inkFraction(RenderedCard(code, width: 200), ink: ink)
        #expect(small > 0.02)
        #expect(abs(large - small) / small < 0.05, "\(code): \(small) at 100, \(large) at 200")
    }

    @Test(arguments: ["3RSF", "2GOS", "1PDO"])
    func symbolBoundsDoubleAtTwiceTheWidth(code: String) {
        let ink = Theme.standard.symbolColor(Card(code: code)!.color)
        let small = symbolBounds(RenderedCard(code, width: 100), ink: ink)
        let large = symbolBounds(RenderedCard(code, width: 200), ink: ink)
        #expect(abs(large.x / 2 - small.x) <= 1)
        #expect(abs(large.y / 2 - small.y) <= 1)
        #expect(abs(large.width / 2 - small.width) <= 1)
        #expect(abs(large.height / 2 - small.height) <= 1)
    }

    @Test func symbolsAreCentredAndProportional() {
        let r = RenderedCard("3GOF", width: 200)
        let b = symbolBounds(r, ink: Theme.standard.green)
        // 62% of the width, centred; three symbols of 31% with two gaps of
        // 8.5%, centred; plus the outline (2.4% of the width) on each side.
        #expect(abs(b.width - 128.8) <= 2)
        #expect(abs(b.midX - 100) <= 1)
        #expect(abs(b.height - 224.8) <= 2)
        #expect(abs(b.midY - 140) <= 1)
    }
}
