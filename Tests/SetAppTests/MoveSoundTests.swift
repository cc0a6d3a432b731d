import SetAudio
import Testing

@testable import SetApp
@testable import SetCore

/// Which sound each move makes: one exact name per intent and outcome.
@Suite("App core: the sound of a move")
struct MoveSoundTests {
    let a = Card(code: "1RDF"), b = Card(code: "2RDF"), c = Card(code: "3RDF"), d = Card(code: "1GOS")

    func sound(_ intent: Intent, _ events: [GameEvent], selected: Int = 0, mode: Game.Mode = .solo) -> SoundName? {
        MoveSound.sound(for: intent, events: events, selectedAfter: selected, mode: mode)
    }

    var set: [Card] { [a, b, c].compactMap { $0 } }

    @Test func theClickRisesWithTheCardsSelected() throws {
        let card = try #require(a)
        #expect(sound(.cardTapped(index: 0), [.selected(card)], selected: 1) == .select1)
        #expect(sound(.cardTapped(index: 1), [.selected(card)], selected: 2) == .select2)
        #expect(sound(.cardTapped(index: 2), [.selected(card)], selected: 3) == .select3)
        #expect(sound(.cardTapped(index: 2), [.deselected(card)], selected: 1) == .deselect)
    }

    @Test func aSetAMissAndTheDailyPuzzlesRepeatEachHaveTheirOwn() throws {
        let card = try #require(c)
        #expect(sound(.cardTapped(index: 2), [.selected(card), .matched(set)], selected: 3) == .setFound)
        #expect(sound(.cardTapped(index: 2), [.selected(card), .mismatched(set)], selected: 3) == .miss)
        #expect(
            sound(.cardTapped(index: 2), [.selected(card), .alreadyFound(set)], selected: 0, mode: .daily) == .miss)
    }

    @Test func theLastSetEndsTheGameWithAFanfareOrTheDailyPuzzleSolved() throws {
        let card = try #require(c)
        let last: [GameEvent] = [.selected(card), .matched(set), .collected(set), .gameOver]
        #expect(sound(.cardTapped(index: 2), last, mode: .solo) == .gameOver)
        #expect(sound(.cardTapped(index: 2), last, mode: .junior) == .gameOver)
        #expect(sound(.cardTapped(index: 2), last, mode: .daily) == .dailySolved)
        #expect(sound(.dealTapped(player: nil), [.gameOver], mode: .solo) == .gameOver)
    }

    @Test func dealingShufflingAndHintsAndANewGame() throws {
        let card = try #require(d)
        #expect(sound(.dealTapped(player: nil), [.dealt(set)]) == .deal)
        // The click after a Set takes it away and deals in its place: the cards fly in to flicks.
        #expect(sound(.cardTapped(index: 4), [.collected(set), .dealt(set), .selected(card)], selected: 1) == .deal)
        #expect(sound(.newGameTapped, [.newGame(seed: 3), .dealt(set)]) == .deal)
        #expect(sound(.shuffleRequested, [.shuffled]) == .shuffle)
        #expect(sound(.hintTapped, [.hinted([card])]) == .hint)
        #expect(sound(.hintTapped, [.noSetOnTable]) == .hint)
    }

    @Test func twoPlayersClaimAndRunOut() {
        #expect(sound(.claimTapped(player: 0), [.claimed(player: 0, deadline: 5)], mode: .twoPlayer) == .claim)
        #expect(
            sound(.tick, [.timedOut(player: 0), .windowOpened(player: 1, deadline: 9)], mode: .twoPlayer)
                == .countdownBuzz)
        #expect(sound(.tick, [.windowClosed(player: 1)], mode: .twoPlayer) == .countdownBuzz)
        #expect(
            sound(
                .dealTapped(player: 0), [.dealt(set), .windowOpened(player: 1, deadline: 9)],
                mode: .twoPlayer) == .deal)
        // A window that closes because its Set was found is not a countdown run out.
        #expect(sound(.cardTapped(index: 2), [.matched(set), .windowClosed(player: 1)], mode: .twoPlayer) == .setFound)
    }

    @Test func nothingHappenedIsSilent() {
        #expect(sound(.cardTapped(index: 30), []) == nil)
        #expect(sound(.tick, []) == nil)
        #expect(sound(.hintTapped, []) == nil)
    }

    @Test func onlyAppliedIntentsSoundAndTheGameGivesTheCount() {
        var game = Game(seed: 7, now: 0)
        let events = game.apply(.cardTapped(index: 0), now: 1) + game.apply(.cardTapped(index: 1), now: 1)
        #expect(MoveSound.sound(for: .applied(.cardTapped(index: 1), events: events), game: game) == .select2)
        #expect(MoveSound.sound(for: .undone, game: game) == nil)
        #expect(MoveSound.sound(for: .overlayChanged(from: .none, to: .pause), game: game) == nil)
    }

    @Test func aCountdownTicksInEachOfItsLastThreeSeconds() {
        // Looked at every 100 ms from 5 s left: ticks as 3, 2 and 1 s are left, none before or at 0.
        var ticks: [Double] = []
        var before: Double? = nil
        for step in 0...52 {
            let left = max(0, 5 - Double(step) * 0.1)
            if MoveSound.countdownTick(before: before, after: left) == .countdownTick { ticks.append(left) }
            before = left
        }
        #expect(ticks.count == 3)
        #expect(zip(ticks, [3, 2, 1]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func aCountdownThatStartsEndsOrRestartsDoesNotTick() {
        #expect(MoveSound.countdownTick(before: nil, after: 2.5) == nil)
        #expect(MoveSound.countdownTick(before: 2.5, after: nil) == nil)
        #expect(MoveSound.countdownTick(before: 0.05, after: 5) == nil)
        #expect(MoveSound.countdownTick(before: 2.5, after: 2.4) == nil)
        #expect(MoveSound.countdownTick(before: 3.5, after: 3.0) == .countdownTick)
        #expect(MoveSound.countdownTick(before: 9, after: 0.5) == .countdownTick)
        #expect(MoveSound.countdownTick(before: .nan, after: 1) == nil)
        #expect(MoveSound.countdownTick(before: 0.5, after: 0) == nil)
    }
}
