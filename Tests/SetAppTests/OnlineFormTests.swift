import SetCore
import SetInput
import SetProtocol
import SetTable
import Testing

@testable import SetApp

@Suite("Play online: the screen's fields and what they ask for")
struct OnlineFormTests {
    static func opened(server: String = "", name: String = "Ann") -> AppState {
        var state = AppState(game: Game(seed: 1, now: 0), width: 1280, height: 800)
        state.onlineDefaults = (server, name)
        _ = state.openOnline()
        return state
    }

    static func type(_ text: String, into state: inout AppState) {
        _ = reduce(&state, .input(.textEntered(text)), now: 1)
    }

    static func key(_ key: Key, _ modifiers: KeyModifiers = [], in state: inout AppState) -> [Effect] {
        reduce(&state, .input(.keyDown(key, modifiers: modifiers, isRepeat: false)), now: 1)
    }

    @Test func theScreenOpensWithTheRememberedServerAndTheCaretInTheCode() {
        let state = Self.opened(server: "sets.example.org")
        #expect(state.overlay == .online)
        #expect(state.online?.focus == .code)
        #expect(state.online?[.server].text == "sets.example.org")
        #expect(state.online?[.name].text == "Ann")
        #expect(Self.opened().online?.focus == .server)
    }

    @Test func typingTabAndEnterJoinTheRoomOfTheCodeTyped() throws {
        var state = Self.opened(server: "sets.example.org:9000")
        Self.type("k7qm2xwp", into: &state)
        #expect(Self.key(.tab, in: &state) == [.fieldEdited("name")])
        Self.type("y", into: &state)
        #expect(Self.key(.tab, [.shift], in: &state) == [.fieldEdited("code")])
        let effects = Self.key(.enter, in: &state)
        let request = OnlineRequest(
            choice: .joinRoom(
                try #require(ServerAddress("sets.example.org:9000")), try #require(RoomCode("K7QM-2XWP"))),
            name: try #require(PlayerName("Anny")), password: nil)
        #expect(effects == [.textInput(false), .playOnline(request)])
    }

    @Test func aCodeThatIsNotOneSaysSoAndPlaysNothing() {
        var state = Self.opened(server: "sets.example.org")
        Self.type("k7qm-2xw0", into: &state)
        #expect(Self.key(.enter, in: &state).isEmpty)
        #expect(state.message == "A room code is 8 letters and digits, like K7QM-2XWP")
        #expect(state.overlay == .online)
    }

    @Test func withoutACodeEnterMakesARoomAndWithoutAServerItHostsHere() throws {
        var room = Self.opened(server: "sets.example.org")
        let made = Self.key(.enter, in: &room)
        let server = try #require(ServerAddress("sets.example.org"))
        #expect(
            made.last
                == .playOnline(OnlineRequest(choice: .createRoom(server), name: PlayerName("Ann")!, password: nil)))
        var here = Self.opened()
        #expect(
            Self.key(.enter, in: &here).last
                == .playOnline(OnlineRequest(choice: .host, name: PlayerName("Ann")!, password: nil)))
    }

    @Test func aLetterIsTypedNotAKeyAndOnlyCtrlQQuitsCtrlVPastesEscapeCloses() {
        var state = Self.opened()
        #expect(Self.key(.q, in: &state).isEmpty)
        Self.type("q", into: &state)
        #expect(state.online?[.server].text == "q")
        #expect(Self.key(.v, [.ctrl], in: &state) == [.pasteRequested])
        #expect(Self.key(.q, [.ctrl], in: &state) == [.quit])
        let closed = Self.key(.escape, in: &state)
        #expect(closed.contains(.textInput(false)))
        #expect(state.overlay == .none)
        #expect(state.online == nil)
    }

    @Test func thePasswordIsShownAsDotsAndTheGamesOnThisNetworkAsRows() throws {
        var state = Self.opened()
        _ = Self.key(.tab, in: &state)
        _ = Self.key(.tab, in: &state)
        _ = Self.key(.tab, in: &state)
        Self.type("tea", into: &state)
        let game = LanGame(
            name: try #require(PlayerName("Hana")), address: "10.0.0.5", port: 7373, mode: .sprint10, players: 2,
            password: true)
        _ = reduce(&state, .lanGames([game]), now: 2)
        let shown = try #require(state.scene(now: 2).online)
        #expect(shown.fields.map(\.shown) == ["", "", "Ann", "\u{2022}\u{2022}\u{2022}"])
        #expect(shown.lanGames(in: .english) == ["Hana: Sprint 10, 2 players, password"])
        let panel = try #require(state.scene(now: 2).panel)
        #expect(panel.controls.map(\.name) == ["host", "create", "join", "lan0", "close"])
        #expect(panel.fieldBoxes.map(\.field.name) == ["server", "code", "name", "password"])
    }
}
