import Geometry
import SetCore
import SetInput
import SetProtocol
import SetTable
import Testing

@testable import SetApp

/// The end of a network game in a window: the places, Play again and Leave.
@Suite("App core: the end of a network game")
struct NetworkGameOverTests {
    typealias Fixture = NetworkReduceTests

    /// A window seated at `seat` whose game has just ended: Ann 4, Bob 6, Cy 4.
    func finished(_ seat: Int = 1, role: NetworkTable.Role = .client) -> AppState {
        var state = Fixture().seated(seat, role: role)
        let players = [
            Fixture.player(0, "Ann", score: 4, sets: 5), Fixture.player(1, "Bob", score: 6, sets: 6),
            Fixture.player(2, "Cy", score: 4, sets: 4),
        ]
        _ = reduce(&state, .network(.received(.event(.gameOver))), now: 5)
        _ = reduce(
            &state,
            .network(
                .received(
                    .table(Fixture.snapshot(Array(Fixture.table.prefix(9)), deck: 0, players: players, gameOver: true)))
            ),
            now: 5)
        return state
    }

    func click(_ state: inout AppState, at point: Point, now: Double = 6) -> [Effect] {
        reduce(&state, .input(.pointerDown(.left, at: point, time: now)), now: now)
            + reduce(&state, .input(.pointerUp(.left, at: point, time: now)), now: now)
    }

    @Test func everyPlayerSeesThePlacesWithTheWinnerFirstAndATieSharingItsPlace() throws {
        let state = finished()
        let result = try #require(state.networkResult())
        #expect(result.title == "You win")
        #expect(
            result.lines == [
                "1. Bob (you) \u{B7} 6 Sets \u{B7} 6 pts", "2. Ann \u{B7} 5 Sets \u{B7} 4 pts",
                "2. Cy \u{B7} 4 Sets \u{B7} 4 pts",
                // Rated: all at 1200 (the others' ratings unknown), E = 1/3, S = 6/15, K = 256/1.05.
                "Rating 1216 (+16)",
            ])
        #expect(!result.canPlayAgain)
        let panel = try #require(GameOverPanel(scene: state.scene(now: 6)))
        #expect(panel.title == "You win")
        #expect(panel.playAgain.isEmpty)
        #expect(!panel.leave.isEmpty)
        #expect(panel.modes.isEmpty && panel.button.isEmpty)
        #expect(finished(0).networkResult()?.title == "Bob wins")
    }

    @Test func onlyTheHostsPanelHasPlayAgainAndItAsksTheHostToDeal() throws {
        var state = finished(0, role: .host)
        let panel = try #require(GameOverPanel(scene: state.scene(now: 6)))
        #expect(!panel.playAgain.isEmpty && !panel.leave.isEmpty)
        #expect(!panel.playAgain.intersects(panel.leave))
        #expect(hitTest(panel.playAgain.center, scene: state.scene(now: 6)) == .button(.playAgain))
        let effects = click(&state, at: panel.playAgain.center)
        #expect(
            effects == [
                .playNetworkGameAgain, .network(NetworkMove(event: "playAgain", detail: "the host deals again")),
            ])
        // A client's click where the host's button is does nothing.
        var client = finished(1)
        #expect(!click(&client, at: panel.playAgain.center).contains(.playNetworkGameAgain))
    }

    @Test func theNewGameClosesThePanelAndStartsTheClockAgain() throws {
        var state = finished(0, role: .host)
        _ = reduce(&state, .network(.received(.event(.newGame))), now: 30)
        let effects = reduce(
            &state,
            .network(
                .received(
                    .table(
                        Fixture.snapshot(
                            deck: 69,
                            players: [Fixture.player(0, "Ann"), Fixture.player(1, "Bob"), Fixture.player(2, "Cy")]
                        )))), now: 30)
        #expect(effects.withoutRecords == [.network(NetworkMove(event: "remote", detail: "a new game was dealt"))])
        #expect(state.networkResult() == nil)
        #expect(GameOverPanel(scene: state.scene(now: 31)) == nil)
        #expect(state.message == "A new game: find a Set")
        #expect(state.game.table == Fixture.table)
        #expect(state.game.playTime(at: 31) == 1)
    }

    @Test func leaveOnThePanelGivesUpTheSeatAndHidesThePanel() throws {
        var state = finished(1)
        let panel = try #require(GameOverPanel(scene: state.scene(now: 6)))
        let effects = click(&state, at: panel.leave.center)
        #expect(effects == [.leaveNetworkGame, .network(NetworkMove(event: "leave", detail: "gave up seat 1"))])
        #expect(state.network?.hasLeft == true)
        #expect(state.message == "You left the game")
        #expect(state.networkResult() == nil)
        // The connection's close that follows says nothing more.
        #expect(reduce(&state, .network(.closed(reason: "stopped")), now: 7).isEmpty)
        #expect(state.message == "You left the game")
    }

    @Test func theMenuDuringPlayOffersLeave() throws {
        var state = Fixture().seated(1)
        _ = reduce(&state, .input(.keyDown(.f10, modifiers: [], isRepeat: false)), now: 1)
        #expect(state.overlay == .menu)
        let panel = try #require(state.scene(now: 1).panel)
        #expect(panel.controls.map(\.name) == ["rules", "settings", "leave", "quit"])
        let leave = try #require(panel.controls.first { $0.name == "leave" })
        let effects = click(&state, at: leave.frame.center, now: 2)
        #expect(effects.contains(.leaveNetworkGame))
        #expect(state.overlay == .none)
        #expect(state.network?.hasLeft == true)
        // Nothing more can be selected once the seat is given up.
        #expect(Fixture().click(&state, card: 0, now: 3).isEmpty)
    }

    @Test func anotherPlayerLeavingIsNamedFromTheTableBefore() {
        var state = Fixture().seated(1)
        _ = reduce(&state, .network(.received(.event(.playerLeft(seat: 0)))), now: 2)
        let effects = reduce(
            &state, .network(.received(.table(Fixture.snapshot(players: [Fixture.player(1, "Bob")])))), now: 2)
        #expect(effects == [.network(NetworkMove(event: "remote", detail: "Ann left (seat 0)"))])
        #expect(state.message == "Ann left")
        #expect(state.network?.players.map(\.seat) == [1])
    }
}

/// The host's lobby: the menu chooses the mode, and every window learns it.
@Suite("App core: a network game's mode")
struct NetworkModeTests {
    typealias Fixture = NetworkReduceTests

    func click(_ state: inout AppState, control name: String, now: Double) throws -> [Effect] {
        let panel = try #require(state.scene(now: now).panel)
        let control = try #require(panel.controls.first { $0.name == name }, "no \(name)")
        return reduce(&state, .input(.pointerDown(.left, at: control.frame.center, time: now)), now: now)
            + reduce(&state, .input(.pointerUp(.left, at: control.frame.center, time: now)), now: now)
    }

    @Test func theHostsLobbyMenuChoosesAModePlayedOnline() throws {
        var state = Fixture().seated(0, role: .host, started: false)
        _ = reduce(&state, .input(.keyDown(.f10, modifiers: [], isRepeat: false)), now: 1)
        #expect(state.scene(now: 1).panel?.controls.first?.title == "Mode: Solo")
        _ = try click(&state, control: "modes", now: 1)
        #expect(state.overlay == .modes)
        // Turn the pages to the variants; two players is not offered.
        var offered: [String: Bool] = [:]
        for page in 0..<8 {
            let panel = try #require(state.scene(now: 2 + Double(page)).panel)
            for control in panel.controls { offered[control.name] = offered[control.name] ?? control.enabled }
            guard panel.controls.contains(where: { $0.name == "next" && $0.enabled }) else { break }
            _ = try click(&state, control: "next", now: 2 + Double(page))
        }
        #expect(offered["modeMemory"] == true)
        #expect(offered["modeTwoPlayer"] == false)
        #expect(offered["modeSolo"] == false)
        while try #require(state.scene(now: 20).panel).controls.contains(where: {
            $0.name == "modeUltra"
        })
            == false
        {
            _ = try click(&state, control: "previous", now: 20)
        }
        let effects = try click(&state, control: "modeUltra", now: 20)
        #expect(effects.contains(.chooseNetworkMode(.ultra)))
        #expect(state.overlay == .none)
    }

    @Test func aJoinersMenuHasNoModeAndTheHostsChoiceIsShown() throws {
        var state = Fixture().seated(1, started: false)
        _ = reduce(&state, .input(.keyDown(.f10, modifiers: [], isRepeat: false)), now: 1)
        #expect(
            state.scene(now: 1).panel?.controls.map(\.name) == ["rules", "settings", "leave", "quit"])
        _ = reduce(&state, .input(.keyDown(.escape, modifiers: [], isRepeat: false)), now: 1)
        _ = reduce(&state, .network(.received(.event(.modeChosen(.ghost)))), now: 2)
        var snapshot = Fixture.snapshot(started: false)
        snapshot.mode = .ghost
        let effects = reduce(&state, .network(.received(.table(snapshot))), now: 2)
        #expect(effects == [.network(NetworkMove(event: "remote", detail: "the mode is now ghost"))])
        #expect(state.network?.mode == .ghost)
        #expect(state.message == "GhostSet: Find 3 pairs whose completing cards form a Set.")
        #expect(state.scene(now: 2).game.groupSize == 6)
    }
}

/// Memory in a window: a face-down card is turned up by the host for this player only.
@Suite("App core: Memory over the network")
struct NetworkMemoryTests {
    typealias Fixture = NetworkReduceTests

    func memory() -> AppState {
        var state = AppState(network: NetworkTable(role: .client, address: "10.0.0.2:7373"), width: 1280, height: 800)
        guard let token = Fixture.token else { return state }
        _ = reduce(&state, .network(.received(.welcome(seat: 1, token: token))), now: 0)
        let snapshot = TableSnapshot(
            cards: [], deckCount: 60, players: [Fixture.player(0, "Ann"), Fixture.player(1, "Bob")], gameOver: false,
            mode: .memory, hidden: 21)
        _ = reduce(&state, .network(.received(.table(snapshot))), now: 0)
        return state
    }

    @Test func clicksTurnCardsUpAndTheThirdSendsTheClaim() throws {
        var state = memory()
        #expect(state.game.table.count == 21)
        #expect((0..<21).allSatisfy { state.scene(now: 1).appearance(ofCard: $0).isFaceDown })
        #expect(
            Fixture().click(&state, card: 2) == [
                .send(.reveal(index: 2)), .network(NetworkMove(event: "select", detail: "turned up place 2")),
            ])
        // The same place again while the host has not answered: nothing more is asked.
        #expect(Fixture().click(&state, card: 2).isEmpty)
        let set = Fixture.theSet
        _ = reduce(&state, .network(.received(.revealed(index: 2, card: set[0]))), now: 2)
        #expect(state.game.table[2] == set[0])
        #expect(!state.scene(now: 2).appearance(ofCard: 2).isFaceDown)
        _ = Fixture().click(&state, card: 7)
        _ = Fixture().click(&state, card: 15)
        _ = reduce(&state, .network(.received(.revealed(index: 7, card: set[1]))), now: 3)
        let effects = reduce(&state, .network(.received(.revealed(index: 15, card: set[2]))), now: 3)
        #expect(effects.first == .send(.claim(set)))
        // A place never asked for is not taken.
        #expect(reduce(&state, .network(.received(.revealed(index: 9, card: Fixture.table[1]))), now: 3).isEmpty)
    }

    @Test func aGroupTakenByAnotherTurnsEveryCardDownAgain() throws {
        var state = memory()
        _ = Fixture().click(&state, card: 5)
        let card = try #require(Card(code: "1RDF"))
        _ = reduce(&state, .network(.received(.revealed(index: 5, card: card))), now: 1)
        #expect(state.game.selectedCards == [card])
        let snapshot = TableSnapshot(
            cards: [], deckCount: 57, players: [Fixture.player(0, "Ann", score: 1, sets: 1), Fixture.player(1, "Bob")],
            gameOver: false, mode: .memory, hidden: 21)
        _ = reduce(&state, .network(.received(.table(snapshot))), now: 2)
        #expect(state.game.selectedCards == [])
        #expect(state.network?.revealed == [:])
        #expect(state.message == "The table changed: turn your cards up again")
    }
}
