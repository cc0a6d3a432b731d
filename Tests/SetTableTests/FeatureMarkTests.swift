import Geometry
import Raster
import Testing

@testable import SetCore
@testable import SetTable

#if canImport(Glibc)
    import Glibc
#endif

/// The tags that name, on the odd card, each feature that breaks a mismatch.
@Suite("Feature marks on a mismatch")
struct FeatureMarkTests {
    /// How many pixels of `rect` lie within `tolerance` of `color`.
    func count(_ color: Color, in rect: Rect, of buffer: PixelBuffer, tolerance: Int = 40) -> Int {
        var n = 0
        for y in Int(rect.minY.rounded(.down))..<Int(rect.maxY.rounded(.up)) {
            for x in Int(rect.minX.rounded(.down))..<Int(rect.maxX.rounded(.up)) {
                if let p = buffer.pixel(x: x, y: y), distance(p, color) <= tolerance { n += 1 }
            }
        }
        return n
    }

    /// The rows of a tag holding dark ink (every channel below 160, which no blend of the
    /// face and the mismatch edge reaches): the letters' height in pixels.
    func inkRows(in tag: Rect, of buffer: PixelBuffer) -> Int {
        (Int(tag.minY.rounded(.down))..<Int(tag.maxY.rounded(.up))).filter { y in
            (Int(tag.minX.rounded(.down))..<Int(tag.maxX.rounded(.up))).contains { x in
                guard let p = buffer.pixel(x: x, y: y) else { return false }
                return max(p.r, p.g, p.b) < 160
            }
        }.count
    }

    /// Table 2RDO 3PSO 1RDS … (no Set), with 1RDS, 2RDO, 3PSO selected in that order: colour
    /// and shape fail with 3PSO (index 1) the odd card, shading fails with 1RDS (index 2).
    func mismatchGame(cards: Int = 12) -> Game {
        let codes = "2RDO 3PSO 1RDS 3RSO 3POF 1POO 2RSF 2GDF 1RDF 1PDF 2PSO 3GOO"
        let table = codes.split(separator: " ").compactMap { Card(code: String($0)) }
        let rest = Card.all.filter { !table.contains($0) }
        var game = Game(table: table + rest.prefix(cards - 12), deck: Array(rest.dropFirst(cards - 12)), now: 0)
        for index in [2, 0, 1] { game.apply(.cardTapped(index: index), now: 0) }
        return game
    }

    @Test func theSceneGivesEachOddCardItsFeatures() {
        let scene = TableScene(game: mismatchGame(), now: 1, width: 1280, height: 800)
        #expect(scene.appearance(ofCard: 1).oddFeatures == [.color, .shape])
        #expect(scene.appearance(ofCard: 2).oddFeatures == [.shading])
        #expect(scene.appearance(ofCard: 0).oddFeatures.isEmpty)
        #expect(scene.appearance(ofCard: 0).highlight == .mismatch)
        #expect(scene.appearance(ofCard: 5).oddFeatures.isEmpty)
        var partial = scene
        partial.game.apply(.cardTapped(index: 7), now: 2)
        #expect((0..<12).allSatisfy { partial.appearance(ofCard: $0).oddFeatures.isEmpty })
    }

    @Test func tagsReadNCShAndB() {
        #expect(Feature.allCases.map(CardArt.markText) == ["N", "C", "S", "Sh", "B"])
    }

    /// The odd cards show a tag per feature (an edge of the mismatch colour around dark
    /// letters); the third selected card and an unselected one show no letters where a tag would be.
    @Test(arguments: [(12, 1280, 800), (12, 320, 240), (81, 320, 240)])
    func oddCardsCarryTheirTags(cards: Int, width: Int, height: Int) throws {
        var scene = TableScene(game: mismatchGame(cards: cards), now: 1, width: width, height: height)
        scene.message =
            "Not a Set: colour (two red, one purple), shape (two diamonds, one squiggle)"
            + " and shading (two open, one striped)"
        let c = try canvas(for: scene)
        TableRenderer().renderFull(scene, into: c)
        let theme = scene.theme
        for index in [0, 1, 2, 5] {
            let frame = try #require(scene.grid.frame(of: index, scrollOffset: 0))
            let m = try #require(CardMetrics(frame: frame))
            let selected = scene.game.selection.contains(index)
            let face = selected ? frame.offsetBy(dx: 0, dy: -m.lift) : frame
            let odd = scene.appearance(ofCard: index).oddFeatures
            let tags = CardArt.featureMarkFrames(odd.isEmpty ? [.number] : odd, face: face, metrics: m)
            for tag in tags {
                let letters = count(theme.buttonText, in: tag, of: c.buffer)
                let edge = count(theme.mismatch, in: tag, of: c.buffer, tolerance: 24)
                if odd.isEmpty {
                    // Red symbols can come near the edge's colour on small cards; dark letters cannot.
                    #expect(letters == 0, "card \(index) at \(width)x\(height) has a tag")
                } else {
                    #expect(letters >= 6 && edge >= 12, "card \(index) at \(width)x\(height): \(letters), \(edge)")
                    #expect(inkRows(in: tag, of: c.buffer) >= 6)
                }
            }
        }
        if getenv("SET_TABLE_SCREENSHOTS") != nil {
            try ScreenshotTests.writePNG(c.buffer, name: "mismatch-marks\(cards)-\(width)x\(height)")
            var blind = scene
            blind.theme = .colorblind
            blind.message =
                "Not a Set: colour (two orange R, one violet P), shape (two diamonds, one squiggle)"
                + " and shading (two open, one striped)"
            let b = try canvas(for: blind)
            TableRenderer().renderFull(blind, into: b)
            try ScreenshotTests.writePNG(b.buffer, name: "mismatch-marks-colorblind\(cards)-\(width)x\(height)")
        }
    }

    /// On the narrowest card the layout makes (48 px, a 320 × 240 window), three tags and
    /// the hint's star fit in the right-hand column: tags 10 px tall with letters 6 px
    /// high (skeleton; the ink is a 1.2 px stroke taller), all inside the face.
    @Test(arguments: [Theme.standard, Theme.colorblind])
    func tagsStayLegibleOnTheNarrowestCard(theme: Theme) throws {
        let width = ScreenLayout(width: 320, height: 240, mode: .solo).minimumCardWidth
        #expect(width == 48)
        let odd: [Feature] = [.number, .color, .shading]
        let appearance = CardAppearance(highlight: .mismatch, isHinted: true, oddFeatures: odd)
        let r = RenderedCard("3PDS", width: width, appearance: appearance, theme: theme)
        let m = r.metrics
        let face = r.frame.offsetBy(dx: 0, dy: -m.lift)
        #expect(m.featureMarkHeight == 10)
        #expect(m.featureMarkText.capHeight >= 6 - 1e-9)
        let tags = CardArt.featureMarkFrames(odd, face: face, metrics: m)
        let hintTop = face.maxY - m.badgeMargin - 2 * m.markRadius - m.badgeRim
        let crossBottom = face.minY + m.badgeMargin + 2 * m.markRadius + m.badgeRim
        #expect(tags.first?.minY ?? 0 > crossBottom)
        #expect(tags.last?.maxY ?? .infinity < hintTop)
        for (tag, feature) in zip(tags, odd) {
            #expect(tag.height >= 10)
            #expect(tag.minX >= face.minX && tag.maxX <= face.maxX, "\(feature) leaves the face")
            #expect(inkRows(in: tag, of: r.buffer) >= 6, "\(feature) is not 6 px tall")
            #expect(count(theme.mismatch, in: tag, of: r.buffer, tolerance: 24) >= 8)
        }
        // Consecutive tags do not touch: a margin of the card's face between them.
        for (upper, lower) in zip(tags, tags.dropFirst()) { #expect(lower.minY - upper.maxY >= 1.5) }
    }

    /// Tags change a card's look, so a card whose odd features change is drawn again.
    @Test func tagsTakePartInTheDisplayItemsEquality() throws {
        let scene = TableScene(game: mismatchGame(), now: 1, width: 1280, height: 800)
        let c = try canvas(for: scene)
        let renderer = TableRenderer()
        _ = renderer.render(scene, into: c)
        var other = scene
        other.game.apply(.cardTapped(index: 4), now: 2)
        other.game.apply(.cardTapped(index: 0), now: 2)
        other.game.apply(.cardTapped(index: 1), now: 2)  // 3POF, 2RDO, 3PSO
        let dirty = renderer.render(other, into: c)
        let full = try canvas(for: other)
        TableRenderer().renderFull(other, into: full)
        #expect(!dirty.isEmpty)
        #expect(samePixels(c.buffer, full.buffer))
    }
}
