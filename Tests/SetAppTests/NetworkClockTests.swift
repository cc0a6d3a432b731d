import SetCore
import SetInput
import SetProtocol
import Testing

@testable import SetApp

/// A network game's window keeps its own clock on the host's table: Timed's picture ends on screen when its
/// two minutes are up, as the host's game does; the moves only the host makes are only said.
@Suite("App core: a network game's clock and the host's moves")
struct NetworkClockTests {
    static func timed(at now: Double) throws -> AppState {
        var state = AppState(network: NetworkTable(role: .client, address: "10.0.0.2:7373"), width: 1280, height: 800)
        let token = try #require(NetworkReduceTests.token)
        _ = reduce(&state, .network(.received(.welcome(seat: 1, token: token))), now: now)
        let snapshot = TableSnapshot(
            cards: NetworkReduceTests.table, deckCount: 66,
            players: [NetworkReduceTests.player(0, "Ann"), NetworkReduceTests.player(1, "Bob")], gameOver: false,
            started: true, mode: .timed, timeLeft: 120)
        _ = reduce(&state, .network(.received(.table(snapshot))), now: now)
        return state
    }

    @Test func timedEndsOnScreenWhenItsTwoMinutesAreUp() throws {
        var state = try Self.timed(at: 10)
        #expect(state.game.timeLimitEnd == 130)
        _ = reduce(&state, .clock, now: 129)
        #expect(!state.game.isGameOver)
        _ = reduce(&state, .clock, now: 130.5)
        #expect(state.game.isGameOver)
    }

    @Test func theHostsOwnMovesAreOnlySaid() throws {
        var state = try Self.timed(at: 10)
        let keys: [(Key, KeyModifiers)] = [(.h, []), (.n, []), (.p, []), (.z, [.ctrl]), (.y, [.ctrl]), (.r, [.ctrl])]
        for (key, modifiers) in keys {
            state.message = nil
            let effects = reduce(&state, .input(.keyDown(key, modifiers: modifiers, isRepeat: false)), now: 20)
            #expect(effects == [], "\(key)")
            #expect(state.message == "The host keeps this game: select three cards to claim a Set", "\(key)")
            #expect(state.overlay == .none && state.game.hintLevel == 0)
        }
        // The window losing focus pauses nothing: the game goes on at the host.
        _ = reduce(&state, .input(.focusLost), now: 21)
        #expect(state.overlay == .none)
    }
}
