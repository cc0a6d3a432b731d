import Geometry
import Raster
import SetCore
import Testing

@testable import SetTable

/// The state marks: each state shows its own ring, band or badge.
@Suite struct CardArtStateTests {
    /// The pixels that tell the states apart, for a card at width 100.
    struct Marks: Equatable {
        /// Just outside the card's left edge, half way down.
        var ring: Color
        /// In the top-right badge, above its glyph.
        var stateBadge: Color
        /// In the bottom-right badge, below its star.
        var hintBadge: Color
        /// In the hint's band, inside the left edge.
        var band: Color
    }

    func marks(_ appearance: CardAppearance, theme: Theme = .standard) -> Marks {
        let r = RenderedCard("1GDO", width: 100, appearance: appearance, theme: theme)
        let m = r.metrics, f = r.frame
        let lift = appearance.highlight == .none ? 0 : m.lift
        let inset = m.markRadius + m.badgeMargin
        return Marks(
            ring: r.color(f.minX - 0.5, f.midY - lift),
            stateBadge: r.color(f.maxX - inset, f.minY - lift + inset - 0.6 * m.markRadius),
            hintBadge: r.color(f.maxX - inset, f.maxY - lift - inset + 0.6 * m.markRadius),
            band: r.color(f.minX + m.borderWidth + m.hintWidth / 2, f.midY - lift))
    }

    @Test func plainCardHasNoMarks() {
        let t = Theme.standard, m = marks(CardAppearance())
        #expect(distance(m.ring, t.felt) < 30)  // felt, at most under the shadow
        #expect(m.stateBadge == t.cardFace)
        #expect(m.hintBadge == t.cardFace)
        #expect(m.band == t.cardFace)
    }

    @Test func selectedShowsARingOnly() {
        let t = Theme.standard, m = marks(CardAppearance(highlight: .selected))
        #expect(near(m.ring, t.selection))
        #expect(m.stateBadge == t.cardFace)
        #expect(m.hintBadge == t.cardFace)
        #expect(m.band == t.cardFace)
    }

    @Test func matchShowsItsRingAndBadge() {
        let t = Theme.standard, m = marks(CardAppearance(highlight: .match))
        #expect(near(m.ring, t.match))
        #expect(near(m.stateBadge, t.match))
        #expect(m.hintBadge == t.cardFace)
    }

    @Test func mismatchShowsItsRingBadgeAndTint() {
        let t = Theme.standard, m = marks(CardAppearance(highlight: .mismatch))
        #expect(near(m.ring, t.mismatch))
        #expect(near(m.stateBadge, t.mismatch))
        // The face is tinted: no longer the plain face colour, but close to it.
        #expect(m.hintBadge != t.cardFace)
        #expect(distance(m.hintBadge, t.cardFace) < 40)
    }

    @Test func hintShowsItsBandAndStarBadge() {
        let t = Theme.standard, m = marks(CardAppearance(isHinted: true))
        #expect(distance(m.ring, t.felt) < 30)
        #expect(m.stateBadge == t.cardFace)
        #expect(near(m.hintBadge, t.hint))
        #expect(near(m.band, t.hint.mixed(with: t.cardFace, 0.15), 8))
    }

    @Test func hintCombinesWithSelection() {
        let t = Theme.standard, m = marks(CardAppearance(highlight: .selected, isHinted: true))
        #expect(near(m.ring, t.selection))
        #expect(near(m.hintBadge, t.hint))
    }

    @Test(arguments: [Theme.standard, Theme.colorblind])
    func statesArePairwiseDifferent(theme: Theme) {
        let states: [CardAppearance] = [
            CardAppearance(highlight: .selected), CardAppearance(highlight: .match),
            CardAppearance(highlight: .mismatch), CardAppearance(isHinted: true),
        ]
        let all = states.map { marks($0, theme: theme) }
        for i in all.indices {
            for j in all.indices where j > i {
                let d = [
                    distance(all[i].ring, all[j].ring), distance(all[i].stateBadge, all[j].stateBadge),
                    distance(all[i].hintBadge, all[j].hintBadge), distance(all[i].band, all[j].band),
                ]
                #expect(d.max()! > 60, "states \(i) and \(j)")
            }
        }
    }

    @Test func selectedCardIsLiftedByWholePixels() {
        let plain = RenderedCard("1GDF", width: 100)
        let lifted = RenderedCard("1GDF", width: 100, appearance: CardAppearance(highlight: .selected))
        #expect(lifted.metrics.lift == 2)  // 1.5% of 100, rounded
        // The symbol's column, from above its top to below its bottom, is the same two rows higher.
        let x = Int(plain.frame.midX)
        for y in Int(plain.frame.midY) - 25..<Int(plain.frame.midY) + 25 {
            #expect(lifted.buffer.pixel(x: x, y: y - 2) == plain.buffer.pixel(x: x, y: y))
        }
        #expect(plain.buffer.pixel(x: x, y: Int(plain.frame.midY)) != Theme.standard.cardFace)
    }

    @Test func labelBadgeShowsItsText() {
        let plain = RenderedCard("3RSS", width: 120)
        let labelled = RenderedCard("3RSS", width: 120, appearance: CardAppearance(label: "7"))
        let m = labelled.metrics, f = labelled.frame
        let c = Point(f.minX + m.labelRadius + m.badgeMargin, f.minY + m.labelRadius + m.badgeMargin)
        #expect(plain.color(c.x, c.y - 0.8 * m.labelRadius) == Theme.standard.cardFace)
        // The badge is dark, and its text light: both appear in the badge's disc.
        var dark = 0, light = 0
        for dy in stride(from: -0.8 * m.labelRadius, through: 0.8 * m.labelRadius, by: 1) {
            for dx in stride(from: -0.8 * m.labelRadius, through: 0.8 * m.labelRadius, by: 1) {
                let p = labelled.color(c.x + dx, c.y + dy)
                if distance(p, Theme.standard.buttonText) < 40 { dark += 1 }
                if distance(p, Theme.standard.cardFace) < 40 { light += 1 }
            }
        }
        #expect(dark > 40)
        #expect(light > 8)
    }
}
