import Geometry
import SetInput
import SetTable
import Testing

@testable import SetApp
@testable import SetCore

/// Motion as a pure function of time: an action at one moment, the frames the
/// cards are shown at in the moments after, and the burst's end, with no clock
/// and no sleeping.
@Suite("App core: motion")
struct MotionTests {
    func state(seed: UInt64 = 7, width: Int = 1280, height: Int = 800, animates: Bool = true) -> AppState {
        AppState(game: Game(seed: seed, now: 0), width: width, height: height, settings: .init(animates: animates))
    }

    /// A card-sized frame centred on a HUD rectangle, as cards leave or reach it.
    func centred(on r: Rect, size: Rect) -> Rect {
        Rect(r.midX - size.width / 2, r.midY - size.height / 2, size.width, size.height)
    }

    func close(_ a: Rect?, _ b: Rect?, within: Double = 1e-9) -> Bool {
        guard let a, let b else { return false }
        return abs(a.x - b.x) <= within && abs(a.y - b.y) <= within
            && abs(a.width - b.width) <= within && abs(a.height - b.height) <= within
    }

    @Test func easingIsCubicEaseOut() {
        #expect(CardMotion.easeOut(0) == 0 && CardMotion.easeOut(1) == 1)
        #expect(CardMotion.easeOut(0.5) == 0.875)
    }

    @Test func aStraightMotionIsWhereTheEasingSays() {
        let m = CardMotion(
            from: Rect(0, 0, 10, 10), to: Rect(100, 40, 10, 10), start: 2, duration: 0.4,
            route: .straight, flies: false)
        #expect(m.frame(at: 1) == Rect(0, 0, 10, 10))
        // Half way in time is 87.5% of the way.
        #expect(close(m.frame(at: 2.2), Rect(87.5, 35, 10, 10)))
        #expect(m.frame(at: 2.4) == Rect(100, 40, 10, 10) && !m.isMoving(at: 2.4) && m.isMoving(at: 2.39))
    }

    @Test func anArcSwingsSidewaysAndLandsExactly() {
        let m = CardMotion(
            from: Rect(0, 0, 10, 10), to: Rect(100, 0, 10, 10), start: 0, duration: 1,
            route: .arc(bulge: 0.2), flies: false)
        // At u = 1 − ∛0.5 the easing is 0.5: half way along, 0.2 × 100 px to the side.
        let mid = m.frame(at: 0.2062994740159002)
        #expect(abs(mid.x - 50) < 1e-9 && abs(mid.y - 20) < 1e-9)
        #expect(m.frame(at: 1) == Rect(100, 0, 10, 10))
    }

    @Test func aShakeStaysInItsRowAndEndsInPlace() {
        let slot = Rect(50, 60, 100, 140)
        let m = CardMotion.shaking(at: slot, start: 0, duration: 0.32, amplitude: 6)
        let frames = stride(from: 0.0, through: 0.32, by: 0.02).map(m.frame(at:))
        #expect(frames.allSatisfy { $0.y == 60 && $0.width == 100 && abs($0.x - 50) <= 6 })
        #expect(frames.contains { $0.x > 52 } && frames.contains { $0.x < 48 })
        #expect(m.frame(at: 0.32) == slot)
    }

    @Test func aDealSendsTheNewCardsFromTheDeckOneAfterAnother() throws {
        var s = state()
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 10)
        let grid = s.layout.grid
        let deal = try #require(s.layout.screen.frame(of: .deal))
        let slot12 = try #require(grid.frame(of: 12))
        let deck = centred(on: deal, size: slot12)
        #expect(s.motion.burst?.kind == "deal" && s.motion.burst?.start == 10)
        // Fifteen cards make a new grid: the twelve glide to their new places on
        // the board, the three new ones wait on the deck, over the HUD.
        let scene = s.scene(now: 10)
        #expect(Set(scene.shownFrames.keys) == Set(0..<15) && scene.flyingCards == [12, 13, 14])
        #expect(close(scene.shownFrames[12], deck) && close(scene.shownFrames[14], deck))
        // 70 ms apart: at 10.07 the first has gone a fifth of its time, the last not yet.
        let later = s.scene(now: 10.07)
        #expect(!close(later.shownFrames[12], deck) && close(later.shownFrames[14], deck))
        // The last lands at 10.14 + 0.36.
        #expect(s.isAnimating(at: 10.49) && !s.isAnimating(at: 10.5))
        #expect(s.scene(now: 10.5).shownFrames.isEmpty)
    }

    @Test func theBurstEndsOnceWhenTheLastCardLands() {
        var s = state()
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 10)
        #expect(reduce(&s, .frame, now: 10.3).isEmpty)
        let ended = reduce(&s, .frame, now: 10.51)
        #expect(ended == [.animationEnded(Motion.Burst(kind: "deal", start: 10, id: 1))])
        #expect(reduce(&s, .frame, now: 10.6).isEmpty)
        #expect(s.motion.cards.isEmpty && s.motion.burst == nil)
    }

    @Test func aClickLandsOnTheCardWhereItIsShown() throws {
        var s = state()
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 10)
        let slot14 = try #require(s.layout.grid.frame(of: 14))
        let deal = try #require(s.layout.screen.frame(of: .deal))
        // At 10.05 card 14 still sits on the deck, over the Deal 3 button: a click there takes the card.
        _ = reduce(&s, .input(.pointerDown(.left, at: deal.center, time: 0)), now: 10.05)
        _ = reduce(&s, .input(.pointerUp(.left, at: deal.center, time: 0)), now: 10.05)
        #expect(s.game.selection == [14] && s.game.table.count == 15)
        // Its place in the grid is empty until it lands: a click there selects nothing.
        _ = reduce(&s, .input(.pointerDown(.left, at: slot14.center, time: 0)), now: 10.06)
        _ = reduce(&s, .input(.pointerUp(.left, at: slot14.center, time: 0)), now: 10.06)
        #expect(s.game.selection == [14])
        // Once it has landed, it is there.
        _ = reduce(&s, .input(.pointerDown(.left, at: slot14.center, time: 0)), now: 11)
        _ = reduce(&s, .input(.pointerUp(.left, at: slot14.center, time: 0)), now: 11)
        #expect(s.game.selection.isEmpty)
    }

    @Test func aFoundSetFliesToTheCounterAndItsReplacementsFromTheDeck() throws {
        var s = state()
        let set = try #require(SetFinder.firstSet(in: s.game.table))
        for index in set { _ = reduce(&s, .intent(.cardTapped(index: index)), now: 1) }
        #expect(s.motion.cards.isEmpty && s.motion.burst == nil)
        let leaving = set.map { s.game.table[$0] }
        let sizeOf = try #require(s.layout.grid.frame(of: 0))
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 5)
        #expect(s.motion.burst?.kind == "match")
        #expect(s.motion.leaving.map(\.card) == leaving && s.motion.leaving.allSatisfy { $0.highlight == .match })
        let counter = try #require(s.layout.screen.stats[.sets])
        #expect(s.motion.leaving.allSatisfy { close($0.motion.to, centred(on: counter, size: sizeOf)) })
        // The replacements take the Set's places, setting off 0.12 s later, one after another.
        let starts = set.compactMap { s.motion.cards[s.game.table[$0]]?.start }.sorted()
        #expect(starts.count == 3 && zip(starts, [5.12, 5.19, 5.26]).allSatisfy { abs($0 - $1) < 1e-9 })
        let mid = s.scene(now: 5.2)
        #expect(mid.leavingCards.count == 3)
        #expect(s.scene(now: 6).leavingCards.isEmpty)
    }

    @Test func aShuffleMovesEveryCardThatChangedPlaceAlongAnArc() {
        var s = state()
        let before = s.game.table
        _ = reduce(&s, .intent(.shuffleRequested), now: 3)
        let moved = s.game.table.indices.filter { before[$0] != s.game.table[$0] }
        #expect(s.motion.burst?.kind == "shuffle")
        #expect(Set(s.motion.cards.keys) == Set(moved.map { s.game.table[$0] }))
        #expect(s.motion.cards.values.allSatisfy { if case .arc = $0.route { !$0.flies } else { false } })
    }

    @Test func aMismatchShakesTheThreeCards() throws {
        var s = state()
        let table = s.game.table
        // Cards 0 and 1 and the first third card that does not complete them.
        let third = try #require((2..<table.count).first { !Card.isSet(table[0], table[1], table[$0]) })
        let miss = [0, 1, third]
        for index in miss { _ = reduce(&s, .intent(.cardTapped(index: index)), now: 2) }
        #expect(s.game.selectionState == .mismatch && s.motion.burst?.kind == "mismatch")
        #expect(Set(s.motion.cards.keys) == Set(miss.map { table[$0] }))
        #expect(s.motion.cards.values.allSatisfy { $0.shake?.start == 2 && $0.from == $0.to })
    }

    @Test func aResizeGlidesEveryCardAndAMoveMidFlightSetsOffFromWhereItIs() throws {
        var s = state()
        _ = reduce(&s, .input(.resized(width: 800, height: 1200)), now: 4)
        #expect(s.motion.burst?.kind == "reform" && s.motion.cards.count == 12)
        let card = s.game.table[0]
        let shown = try #require(s.motion.cards[card]?.frame(at: 4.1))
        _ = reduce(&s, .input(.resized(width: 1280, height: 800)), now: 4.1)
        let again = try #require(s.motion.cards[card])
        #expect(abs(again.from.midX - shown.midX) < 1e-9 && abs(again.from.midY - shown.midY) < 1e-9)
        #expect(again.start == 4.1 && s.motion.burst?.start == 4)
    }

    @Test func scrollingMovesNothing() {
        var s = state(width: 400, height: 300)
        while s.game.canDeal && s.game.table.count < 30 { _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 1) }
        _ = reduce(&s, .frame, now: 50)
        #expect(!s.isAnimating(at: 50))
        _ = reduce(&s, .input(.wheel(dx: 0, dy: -3, at: Point(100, 100))), now: 51)
        #expect(s.scrollOffset > 0 && !s.isAnimating(at: 51))
    }

    @Test func withoutAnimationNothingEverMoves() {
        var s = state(animates: false)
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 1)
        _ = reduce(&s, .intent(.shuffleRequested), now: 1)
        _ = reduce(&s, .input(.resized(width: 700, height: 900)), now: 1)
        #expect(!s.isAnimating(at: 1) && s.motion == Motion() && s.scene(now: 1).shownFrames.isEmpty)
        #expect(reduce(&s, .frame, now: 2).isEmpty)
    }

    @Test func theGameOverPanelFadesIn() {
        var m = Motion()
        m.panelStart = 5
        #expect(m.panelOpacity(at: 5) == 0 && abs(m.panelOpacity(at: 5.2) - 0.875) < 1e-12)
        #expect(m.panelOpacity(at: 5.4) == 1)
        #expect(m.isActive(at: 5.39) && !m.isActive(at: 5.4))
    }
}
