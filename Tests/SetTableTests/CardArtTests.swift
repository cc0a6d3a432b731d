import Geometry
import Raster
import SetCore
import Testing

@testable import SetTable

/// A card drawn alone on a canvas of felt, with the numbers a test needs.
struct RenderedCard {
    let buffer: PixelBuffer
    let frame: Rect
    let metrics: CardMetrics
    let theme: Theme

    /// Draws `code` at `width` with its top-left at (`origin`, `origin`) on felt.
    init(
        _ code: String, width: Double, appearance: CardAppearance = CardAppearance(),
        theme: Theme = .standard, origin: Double = 24
    ) {
        let card = Card(code: code)!
        frame = Rect(origin, origin, width, width * CardArt.aspectRatio)
        metrics = CardMetrics(frame: frame)!
        self.theme = theme
        buffer = PixelBuffer(width: Int(frame.maxX + origin), height: Int(frame.maxY + origin))!
        let canvas = Canvas(buffer: buffer)
        canvas.clear(theme.felt)
        CardArt.draw(card, in: frame, appearance: appearance, theme: theme, on: canvas)
    }

    /// The colour at a point, rounded down to its pixel.
    func color(_ x: Double, _ y: Double) -> Color {
        buffer.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))!
    }
}

/// The largest difference between two colours' channels.
func distance(_ a: Color, _ b: Color) -> Int {
    max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
}

/// True when `a` is within `tolerance` of `b` in every channel.
func near(_ a: Color, _ b: Color, _ tolerance: Int = 6) -> Bool {
    distance(a, b) <= tolerance
}

@Suite struct CardArtTests {
    @Test func aspectRatioMatchesTheGrid() {
        #expect(CardArt.aspectRatio == 1.4)
        #expect(CardArt.aspectRatio == GridLayout.defaultAspect)
    }

    @Test func faceIsWhiteInsideAndFeltOutside() {
        let r = RenderedCard("1RDF", width: 100)
        // Well inside, away from the symbol: the face.
        #expect(r.color(r.frame.minX + 10, r.frame.minY + 20) == Theme.standard.cardFace)
        // Far outside: untouched felt.
        #expect(r.color(2, 2) == Theme.standard.felt)
        // The border line (1 pixel at this size) darkens the face at the edge.
        #expect(distance(r.color(r.frame.minX + 0.5, r.frame.midY), Theme.standard.cardFace) > 40)
    }

    /// Vertical runs of symbol ink on the line through the card's centre.
    func runs(_ r: RenderedCard, ink: Color) -> Int {
        var count = 0, inside = false
        var y = r.frame.minY + 0.1 * r.frame.width
        while y < r.frame.maxY - 0.1 * r.frame.width {
            let isInk = distance(r.color(r.frame.midX, y), ink) < 60
            if isInk && !inside { count += 1 }
            inside = isInk
            y += 1
        }
        return count
    }

    @Test(arguments: ["D", "O", "S"], [1, 2, 3])
    func numberOfSymbolsIsVisibleDownTheMiddle(shape: String, number: Int) {
        let r = RenderedCard("\(number)G\(shape)F", width: 90)
        #expect(runs(r, ink: Theme.standard.green) == number)
    }

    @Test func openSymbolCrossesItsOutlineTwice() {
        let r = RenderedCard("2POO", width: 90)
        #expect(runs(r, ink: Theme.standard.purple) == 4)
    }

    /// The colours along the symbol's middle row, between its outline's inner edges,
    /// each counted as ink (nearer the symbol colour) or face.
    func middleRow(_ r: RenderedCard, ink: Color) -> [Bool] {
        let half = r.metrics.symbolWidth / 2 - 3 * r.metrics.outlineWidth
        return stride(from: r.frame.midX - half, to: r.frame.midX + half, by: 1).map {
            let c = r.color($0, r.frame.midY)
            return distance(c, ink) < distance(c, r.theme.cardFace)
        }
    }

    func transitions(_ row: [Bool]) -> Int {
        zip(row, row.dropFirst()).filter { $0 != $1 }.count
    }

    /// The lengths of the runs of ink in a row, left to right.
    func inkRuns(_ row: [Bool]) -> [Int] {
        var runs: [Int] = []
        var previous = false
        for isInk in row {
            if isInk { if previous { runs[runs.count - 1] += 1 } else { runs.append(1) } }
            previous = isInk
        }
        return runs
    }

    /// The stripes of one red striped oval counted in the pixels of its middle row, against
    /// counts worked out by hand. A card `w` wide at x = 24 has its symbol (0.62 w wide)
    /// centred at 24 + w / 2; stripes start on the pixel left of the symbol's box (1 pixel
    /// wider than the symbol) and repeat every round(0.036 w) pixels (at least 3), each a
    /// third of that wide, so a stripe covers a pixel wholly, then one partly. The row spans
    /// the symbol less three outline widths (0.024 w, at least 1) at each end.
    /// - 40: stripes at 30 + 3k, each exactly pixel 30 + 3k; the row is pixels 34...52:
    ///   ink at 36, 39, 42, 45, 48 and 51.
    /// - 100: stripes at 42 + 4k, 4/3 px: pixel 42 + 4k whole, 43 + 4k a third (face, by the
    ///   nearer colour); the row is pixels 50...97: ink at 50, 54, …, 94, twelve single pixels.
    /// - 220: stripes at 64 + 8k, 8/3 px: pixels 64 + 8k and 65 + 8k whole, 66 + 8k two thirds
    ///   (ink); the row is pixels 81...185: the stripe at 80 shows its last two pixels, twelve
    ///   whole stripes of three follow, and the stripe at 184 shows two.
    @Test(arguments: [
        (40.0, [1, 1, 1, 1, 1, 1]),
        (100.0, Array(repeating: 1, count: 12)),
        (220.0, [2] + Array(repeating: 3, count: 12) + [2]),
    ])
    func stripedSymbolShowsItsStripesInThePixels(width: Double, runs: [Int]) {
        let row = middleRow(RenderedCard("1ROS", width: width), ink: Theme.standard.red)
        #expect(inkRuns(row) == runs, "\(width)")
    }

    @Test func solidSymbolIsInkAcrossAndOpenIsFace() {
        let solid = middleRow(RenderedCard("1ROF", width: 120), ink: Theme.standard.red)
        #expect(solid.allSatisfy { $0 })
        let open = RenderedCard("1ROO", width: 120)
        let half = open.metrics.symbolWidth / 2 - 3 * open.metrics.outlineWidth
        for x in stride(from: open.frame.midX - half, to: open.frame.midX + half, by: 1) {
            #expect(open.color(x, open.frame.midY) == Theme.standard.cardFace)
        }
    }

    @Test func stripesKeepAPixelLineAndTwoPixelGap() {
        for width in stride(from: 30.0, through: 400, by: 7) {
            let (period, line) = CardArt.stripeGeometry(unit: width)
            #expect(line >= 1)
            #expect(period - line >= 2)
            #expect(period == period.rounded())
            #expect(3 * line == period)
        }
        #expect(CardArt.stripeGeometry(unit: 40) == (period: 3, line: 1))
        #expect(CardArt.stripeGeometry(unit: 100) == (period: 4, line: 4.0 / 3))
        #expect(CardArt.stripeGeometry(unit: 200) == (period: 7, line: 7.0 / 3))
    }

    @Test func tinyStripedCardIsATintNotStripes() {
        let row = middleRow(RenderedCard("1ROS", width: 26), ink: Theme.standard.red)
        #expect(transitions(row) == 0)
        let r = RenderedCard("1ROS", width: 26)
        let inside = r.color(r.frame.midX, r.frame.midY)
        #expect(inside != Theme.standard.cardFace)
        #expect(distance(inside, Theme.standard.red) > 60)
    }

    @Test func invalidFrameDrawsNothing() {
        let buffer = PixelBuffer(width: 40, height: 40)!
        let canvas = Canvas(buffer: buffer)
        canvas.clear(.clear)
        let card = Card(code: "3PSS")!
        for frame in [Rect(0, 0, 0, 20), Rect(.nan, 0, 20, 28), Rect(0, 0, .infinity, 28), Rect(5, 5, -10, 14)] {
            CardArt.draw(
                card, in: frame, appearance: CardAppearance(highlight: .match, isHinted: true, label: "A"),
                theme: .standard, on: canvas)
        }
        for y in 0..<40 { for x in 0..<40 { #expect(buffer.premultipliedPixel(x: x, y: y) == 0) } }
    }
}
