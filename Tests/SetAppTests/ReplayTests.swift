import SetAudio
import SetCore
import SetInput
import SetTable
import Testing

@testable import SetApp

/// Review and Replay of a recorded game, driven through `reduce` as the window drives them.
@Suite("Review and Replay")
struct ReplayTests {
    /// A solo game from seed 5: a miss, a card selected and deselected, a hint, a deal over a Set, a Set found;
    /// a move every 3 seconds.
    static let record: GameRecord = {
        var game = Game(seed: 5, now: 0)
        var record = GameRecord(starting: game, at: 0)
        var time = 0.0
        func play(_ intent: Intent) {
            time += 3
            let before = game
            let events = game.apply(intent, now: time)
            record.record(intent, events: events, before: before, after: game)
        }
        let set = SetFinder.firstSet(in: game.table) ?? []
        let other = game.table.indices.first { !set.contains($0) } ?? 0
        for index in [set[0], set[1], other, other, other] { play(.cardTapped(index: index)) }
        play(.hintTapped)
        play(.dealTapped())
        for index in SetFinder.firstSet(in: game.table) ?? [] { play(.cardTapped(index: index)) }
        return record
    }()

    static func reviewing() -> AppState {
        var s = AppState(game: Game(seed: 5, now: 0), width: 1280, height: 800)
        let review = ReviewState(record: record, id: 1, when: "2026-11-28 09:14", medians: [:])
        _ = reduce(&s, .reviewLoaded(review), now: 0)
        return s
    }

    static func key(_ key: Key) -> AppAction { .input(.keyDown(key, modifiers: [], isRepeat: false)) }

    @Test func theMomentsOfAGameFollowItsMoves() throws {
        let record = Self.record
        #expect(record.moves.map(\.time) == [3, 6, 9, 9, 12, 15, 18, 21, 24, 27, 30, 30])
        #expect(record.movesMade(by: 0) == 0)
        #expect(record.movesMade(by: 9) == 4)
        #expect(record.movesMade(by: 100) == 12)
        let miss = try #require(record.moment(after: 4))
        #expect(miss.judged == .missed && miss.selection == record.moves[3].cards)
        let hint = try #require(record.moment(after: 7))
        #expect(hint.selection.isEmpty && hint.hinted == record.moves[6].cards)
        // After the deal, the next table: nothing carried over.
        let dealt = try #require(record.moment(after: 8))
        #expect(dealt.table == 1 && dealt.selection.isEmpty && dealt.hinted.isEmpty)
        let found = try #require(record.moment(after: 12))
        #expect(found.judged == .found && found.selection == record.moves[11].cards)
    }

    @Test func reviewStepsWithTheArrowsAndStaysWithinTheGame() {
        var s = Self.reviewing()
        #expect(s.overlay == .review)
        #expect(s.review?.step == 0)
        #expect(reduce(&s, Self.key(.left), now: 0).isEmpty)
        _ = reduce(&s, Self.key(.right), now: 0)
        _ = reduce(&s, Self.key(.right), now: 0)
        #expect(s.review?.step == 2)
        _ = reduce(&s, Self.key(.end), now: 0)
        #expect(s.review?.step == 11)
        #expect(
            s.scene(now: 0).review?.line
                == "Found \(Self.record.moves[11].cards.map(\.code).joined(separator: " ")) in 9.0 s")
        _ = reduce(&s, Self.key(.home), now: 0)
        #expect(s.review?.step == 0)
        #expect(s.scene(now: 0).review?.table == Self.record.tables[0])
    }

    @Test func replayPlaysAtItsSpeedWithEachMovesSound() throws {
        var s = Self.reviewing()
        _ = reduce(&s, Self.key(.r), now: 0)
        #expect(s.overlay == .replay)
        // The first frame sets the clock going; 3.5 s later at 1× the first select has been made.
        #expect(reduce(&s, .wallClock(100), now: 0) == [])
        var effects = reduce(&s, .wallClock(103.5), now: 0)
        #expect(effects == [.replayed("select", sound: .select1, table: 0)])
        #expect(s.review?.replay?.position == 3.5)
        // At 4×, 1.5 s more is 6 s of play: the second select and the miss.
        effects = reduce(&s, .input(.keyDown(.space, modifiers: [], isRepeat: false)), now: 0)
        #expect(s.review?.replay?.playing == false)
        _ = reduce(&s, .wallClock(104), now: 0)
        #expect(s.review?.replay?.position == 3.5)
        let speed4 = try #require(s.scene(now: 0).panel?.controls.first { $0.name == "speed4" })
        _ = reduce(&s, .input(.pointerDown(.left, at: speed4.frame.center, time: 0)), now: 0)
        _ = reduce(&s, .input(.pointerUp(.left, at: speed4.frame.center, time: 0)), now: 0)
        _ = reduce(&s, Self.key(.space), now: 0)
        _ = reduce(&s, .wallClock(110), now: 0)
        effects = reduce(&s, .wallClock(111.5), now: 0)
        #expect(effects == [.replayed("select select missed", sound: .miss, table: 0)])
        #expect(s.review?.replay?.speed == 4)
        // To the end: it stops there, paused, with the find shown.
        effects = reduce(&s, .wallClock(130), now: 0)
        #expect(effects.contains { if case .replayed(_, .setFound, 1) = $0 { true } else { false } })
        #expect(s.review?.replay?.playing == false)
        #expect(s.scene(now: 0).replay?.moment.judged == .found)
        // Escape goes back to Review at the move reached.
        _ = reduce(&s, Self.key(.escape), now: 0)
        #expect(s.overlay == .review && s.review?.step == 11)
    }

    @Test func aClickOnTheSeekBarGoesThereAndANewTableSetsTheCardsMoving() throws {
        var s = Self.reviewing()
        _ = reduce(&s, Self.key(.r), now: 0)
        let bar = try #require(s.scene(now: 0).panel?.timeline)
        let x = bar.frame.minX + bar.frame.width * 20 / 30
        _ = reduce(&s, .input(.pointerDown(.left, at: .init(x, bar.frame.midY), time: 0)), now: 0)
        #expect(abs((s.review?.replay?.position ?? 0) - 20) < 0.1)
        #expect(s.review?.replay?.made == 7)
        // Playing on past the deal at 21 s: the cards move from the old table to the new over 0.4 s.
        _ = reduce(&s, .wallClock(0), now: 0)
        _ = reduce(&s, .wallClock(1.5), now: 0)
        let moving = try #require(s.scene(now: 0).replay)
        #expect(moving.leaving == Self.record.tables[0] && moving.table == Self.record.tables[1])
        _ = reduce(&s, .wallClock(1.7), now: 0)
        #expect(abs((s.scene(now: 0).replay?.progress ?? 0) - 0.5) < 0.3)
        _ = reduce(&s, .wallClock(2.0), now: 0)
        #expect(s.scene(now: 0).replay?.leaving == nil)
    }
}
