import Geometry
import SetInput
import SetTable
import Testing

@testable import SetApp
@testable import SetCore

/// A card's motion depends only on changes to its own destination: moves that
/// send no card anywhere new leave every motion as it was, a new destination
/// is taken up mid-flight without a stop or a jump, and every card rests by
/// the last change of its destination plus its planned time, whatever the input.
///
/// Pins the table that stopped settling under a fast player: every select
/// set every moving card off again from where it was shown, with a fresh
/// start and a fresh stagger, so clicks 100 ms apart kept a re-form half done
/// for seconds and clicks landed on the cards passing under the pointer.
@Suite("App core: motion under fast input")
struct MotionRetargetTests {
    func state(seed: UInt64 = 5, width: Int = 1280, height: Int = 800) -> AppState {
        AppState(game: Game(seed: seed, now: 0), width: width, height: height, settings: .init(animates: true))
    }

    /// The longest a card may take to rest after its destination last changed:
    /// a replacement's delay, the last of three deals' stagger and its flight; a
    /// shuffle's spread and arc.
    static let longestPlanned = max(
        MotionTiming.arriveDelay + 2 * MotionTiming.dealStagger + MotionTiming.deal,
        MotionTiming.shuffleSpread + MotionTiming.shuffle,
        MotionTiming.glideSpread + MotionTiming.glide, MotionTiming.shake)

    /// A card's centre and its speed, as a test would film it: positions a small step apart.
    func centre(_ m: CardMotion, at t: Double) -> Point { m.frame(at: t).center }

    @Test func movesThatSendNoCardAnywhereNewLeaveEveryMotionAsItWas() throws {
        var s = state()
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 10)
        let planned = s.motion
        #expect(planned.cards.count == 15 && planned.burst?.kind == "deal")
        // Select, deselect, a hint, labels shown and hidden, a message: nothing moves differently.
        _ = reduce(&s, .intent(.cardTapped(index: 3)), now: 10.05)
        #expect(s.motion == planned)
        _ = reduce(&s, .intent(.cardTapped(index: 3)), now: 10.1)
        #expect(s.motion == planned)
        _ = reduce(&s, .intent(.hintTapped), now: 10.15)
        #expect(s.motion == planned)
        _ = reduce(&s, .input(.keyDown(.k, modifiers: [], isRepeat: false)), now: 10.2)
        #expect(s.motion == planned && s.gestures.labelsShown)
        _ = reduce(&s, .input(.keyDown(.escape, modifiers: [], isRepeat: false)), now: 10.25)
        #expect(s.motion == planned)
        _ = reduce(&s, .storageWarning("Cannot save"), now: 10.3)
        #expect(s.motion == planned)
    }

    @Test func twentySelectionsAHundredMillisecondsApartLeaveEveryEndTimeWhereItWas() throws {
        var s = state()
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 10)
        let ends = s.motion.cards.mapValues(\.end)
        let lastEnd = try #require(ends.values.max())
        for k in 0..<20 {
            // The same card on and off: never three selected, so never a judgement.
            _ = reduce(&s, .intent(.cardTapped(index: k % 2 == 0 ? 4 : 4)), now: 10 + 0.1 * Double(k))
            _ = reduce(&s, .frame, now: 10 + 0.1 * Double(k) + 0.05)
            for (card, motion) in s.motion.cards { #expect(motion.end == ends[card], "\(card) at step \(k)") }
        }
        // The burst ends where the undisturbed one does (ending ≤ 10.5), not after the last click.
        #expect(abs(lastEnd - 10.5) < 1e-9)
        var s2 = state()
        _ = reduce(&s2, .intent(.dealTapped(player: nil)), now: 10)
        for k in 0..<20 { _ = reduce(&s2, .intent(.cardTapped(index: 4)), now: 10 + 0.1 * Double(k)) }
        #expect(
            reduce(&s2, .frame, now: lastEnd + 0.001) == [.animationEnded(Motion.Burst(kind: "deal", start: 10, id: 1))]
        )
    }

    @Test func aMismatchShakesOnTopOfAGlideWithoutRestartingIt() throws {
        var s = state()
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 10)
        let table = s.game.table
        let third = try #require((2..<12).first { !Card.isSet(table[0], table[1], table[$0]) })
        let before = [0, 1, third].map { s.motion.cards[table[$0]] }
        for index in [0, 1, third] { _ = reduce(&s, .intent(.cardTapped(index: index)), now: 10.1) }
        #expect(s.game.selectionState == .mismatch && s.motion.burst?.kind == "mismatch" && s.motion.burst?.start == 10)
        for (n, index) in [0, 1, third].enumerated() {
            let now = try #require(s.motion.cards[table[index]])
            let was = try #require(before[n])
            // The way is the same to the last number; the shake is new, from the moment of the miss.
            #expect(now.from == was.from && now.to == was.to && now.start == was.start && now.duration == was.duration)
            #expect(now.shake?.start == 10.1 && now.shake?.duration == MotionTiming.shake)
            for t in stride(from: 10.0, through: 10.6, by: 0.05) { #expect(now.wayFrame(at: t) == was.wayFrame(at: t)) }
            #expect(now.end == max(was.end, 10.1 + MotionTiming.shake))
        }
    }

    @Test func aNewDestinationMidFlightKeepsPositionAndSpeed() throws {
        var s = state()
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 10)
        let t = 10.17
        // One card gliding to its new place, one flying in from the deck.
        let glider = s.game.table[5], flier = s.game.table[12]
        let old = try #require(s.motion.cards[glider]), oldFlier = try #require(s.motion.cards[flier])
        #expect(!old.isWaiting(at: t) && !oldFlier.isWaiting(at: t))
        _ = reduce(&s, .input(.resized(width: 900, height: 1100)), now: t)
        for (card, was) in [(glider, old), (flier, oldFlier)] {
            let now = try #require(s.motion.cards[card])
            let index = try #require(s.game.table.firstIndex(of: card))
            #expect(now.to == s.layout.grid.frame(of: index, scrollOffset: 0))
            // No new stagger: it turns at once, and rests one glide later.
            #expect(now.start == t && abs(now.end - (t + MotionTiming.glide)) < 1e-12 && now.flies == was.flies)
            // The centre does not jump…
            let a = centre(was, at: t), b = centre(now, at: t)
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
            // …and its speed does not change: filmed 0.1 ms apart on either side, within 0.5%.
            let h = 1e-4
            let before = centre(was, at: t), justBefore = centre(was, at: t - h)
            let after = centre(now, at: t + h)
            let vBefore = Point((before.x - justBefore.x) / h, (before.y - justBefore.y) / h)
            let vAfter = Point((after.x - b.x) / h, (after.y - b.y) / h)
            let speed = (vBefore.x * vBefore.x + vBefore.y * vBefore.y).squareRoot()
            #expect(speed > 100, "\(card) should be moving fast at \(t)")
            let dv = ((vAfter.x - vBefore.x) * (vAfter.x - vBefore.x) + (vAfter.y - vBefore.y) * (vAfter.y - vBefore.y))
                .squareRoot()
            #expect(dv <= 0.005 * speed, "\(card): \(vBefore) then \(vAfter)")
            // It arrives exactly, at rest.
            #expect(now.frame(at: t + MotionTiming.glide) == now.to)
            #expect(now.wayVelocity(at: t + MotionTiming.glide - 1e-9).x.magnitude < 1e-3)
        }
    }

    @Test func aCardStillWaitingItsTurnKeepsItsTurn() throws {
        var s = state()
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 10)
        let last = s.game.table[14]
        let was = try #require(s.motion.cards[last])
        #expect(was.isWaiting(at: 10.05) && abs(was.start - 10.14) < 1e-12)
        _ = reduce(&s, .input(.resized(width: 900, height: 1100)), now: 10.05)
        let now = try #require(s.motion.cards[last])
        #expect(now.start == was.start && now.duration == was.duration && now.flies)
        #expect(now.to == s.layout.grid.frame(of: 14, scrollOffset: 0))
        #expect(abs(now.from.midX - was.from.midX) < 1e-9 && abs(now.from.midY - was.from.midY) < 1e-9)
    }

    @Test func everyCardRestsByItsLastNewDestinationPlusItsPlannedTimeWhateverTheInput() throws {
        var rng = SplitMix64(seed: 2024)
        for round in 0..<12 {
            var s = state(seed: UInt64(round))
            var now = 1.0
            var lastChange: [Card: Double] = [:]
            func destinations() -> [Card: Rect] {
                Dictionary(
                    uniqueKeysWithValues: s.game.table.enumerated().compactMap { index, card in
                        s.layout.grid.frame(of: index, scrollOffset: 0).map { (card, $0) }
                    })
            }
            for _ in 0..<60 {
                let was = destinations()
                let roll = rng.next() % 100
                let action: AppAction =
                    switch roll {
                    case 0..<45: .intent(.cardTapped(index: Int(rng.next() % UInt64(max(1, s.game.table.count)))))
                    case 45..<60: .intent(.dealTapped(player: nil))
                    case 60..<70: .intent(.shuffleRequested)
                    case 70..<80:
                        .input(.resized(width: 500 + Int(rng.next() % 1200), height: 400 + Int(rng.next() % 900)))
                    case 80..<90: .intent(.hintTapped)
                    default: .frame
                    }
                _ = reduce(&s, action, now: now)
                let current = destinations()
                for (card, frame) in current where was[card] != frame { lastChange[card] = now }
                // A dealt card's destination is new as it arrives.
                for card in current.keys where was[card] == nil { lastChange[card] = now }
                now += 0.02 + Double(rng.next() % 130) / 1000
            }
            for card in s.game.table {
                let deadline = (lastChange[card] ?? 0) + Self.longestPlanned + 1e-9
                if let m = s.motion.cards[card] {
                    #expect(m.end <= deadline, "round \(round): \(card) ends at \(m.end)")
                }
            }
            let rest = (lastChange.values.max() ?? 0) + Self.longestPlanned + 1e-6
            _ = reduce(&s, .frame, now: rest)
            #expect(!s.isAnimating(at: rest) || s.motion.panelStart != nil, "round \(round)")
        }
    }
}
