import Geometry
import SetCore
import SetInput
import SetProtocol
import SetTable
import Testing

@testable import SetApp

/// A network game's window: the host's table in, claims out, through the same `reduce`.
@Suite("App core: a network game's window")
struct NetworkReduceTests {
    /// 12 cards holding exactly one Set, at indices 0, 4, 8: 3PDS 2GOF 1RSO.
    static let table = codes("3PDS 1GSF 3GSO 1POO 2GOF 1GOS 3PDO 3PSS 1RSO 1PSF 2PDO 1GOF")
    static let theSet = codes("3PDS 2GOF 1RSO")
    static let token = SeatToken(String(repeating: "a", count: 32))

    static func codes(_ text: String) -> [Card] { text.split(separator: " ").compactMap { Card(code: String($0)) } }

    static func player(
        _ seat: Int, _ name: String, score: Int = 0, sets: Int = 0, connected: Bool = true,
        pingMs: Int? = nil
    ) -> PlayerSnapshot {
        PlayerSnapshot(
            seat: seat, name: PlayerName(name) ?? PlayerName("X")!, score: score, sets: sets,
            connected: connected, pingMs: pingMs)
    }

    static func snapshot(
        _ cards: [Card] = table, deck: Int = 66, players: [PlayerSnapshot]? = nil,
        started: Bool = true, gameOver: Bool = false
    ) -> TableSnapshot {
        TableSnapshot(
            cards: started ? cards : [], deckCount: deck,
            players: players ?? [player(0, "Ann"), player(1, "Bob")], gameOver: gameOver, started: started)
    }

    /// A client window seated at `seat` with the table on show.
    func seated(_ seat: Int = 1, role: NetworkTable.Role = .client, started: Bool = true) -> AppState {
        var state = AppState(network: NetworkTable(role: role, address: "10.0.0.2:7373"), width: 1280, height: 800)
        guard let token = Self.token else { return state }
        _ = reduce(&state, .network(.received(.welcome(seat: seat, token: token))), now: 0)
        _ = reduce(&state, .network(.received(.table(Self.snapshot(started: started)))), now: 0)
        return state
    }

    func click(_ state: inout AppState, card index: Int, now: Double = 1) -> [Effect] {
        let point = state.scene(now: now).grid.frame(of: index, scrollOffset: 0)?.center ?? Point(-1, -1)
        return reduce(&state, .input(.pointerDown(.left, at: point, time: now)), now: now)
            + reduce(&state, .input(.pointerUp(.left, at: point, time: now)), now: now)
    }

    @Test func theWelcomeKeepsTheTokenAndTheTableIsTheHosts() throws {
        var state = AppState(network: NetworkTable(role: .client, address: "10.0.0.2:7373"), width: 1280, height: 800)
        let token = try #require(Self.token)
        let effects = reduce(&state, .network(.received(.welcome(seat: 1, token: token))), now: 0)
        #expect(effects == [.keepSeatToken(token), .network(NetworkMove(event: "welcome", detail: "seat 1"))])
        _ = reduce(&state, .network(.received(.table(Self.snapshot()))), now: 0)
        #expect(state.game.table == Self.table)
        #expect(state.game.deck.isEmpty)
        #expect(state.history == nil)
        #expect(state.network?.you == 1)
        #expect(state.network?.connection == .seated)
    }

    @Test func twoClicksStayPrivateAndTheThirdSendsTheClaim() {
        var state = seated()
        let first = click(&state, card: 0)
        #expect(
            first == [
                .network(NetworkMove(event: "select", detail: "selected 3PDS", events: [.selected(Self.table[0])]))
            ])
        _ = click(&state, card: 4)
        #expect(state.game.selection == [0, 4])
        let third = click(&state, card: 8)
        #expect(
            third == [
                .send(.claim(Self.theSet)),
                .network(
                    NetworkMove(
                        event: "claim", detail: "claimed 3PDS 2GOF 1RSO",
                        events: [.selected(Self.table[8])])),
            ])
        #expect(state.network?.claimed == Self.theSet)
        // Waiting for the host's answer: no more selecting, and no score of our own making.
        #expect(click(&state, card: 1).isEmpty)
        #expect(state.game.score == 0)
    }

    @Test func theHostsSetFoundComesWithTheNextTable() {
        var state = seated()
        for index in [0, 4, 8] { _ = click(&state, card: index) }
        #expect(reduce(&state, .network(.received(.event(.setFound(seat: 1, cards: Self.theSet)))), now: 2).isEmpty)
        #expect(state.game.table == Self.table)
        var after = Self.table
        let dealt = Self.codes("1RDF 1RDS 1RDO")
        for (index, card) in zip([0, 4, 8], dealt) { after[index] = card }
        let effects = reduce(
            &state,
            .network(
                .received(
                    .table(
                        Self.snapshot(
                            after, deck: 63,
                            players: [
                                Self.player(0, "Ann"), Self.player(1, "Bob", score: 1, sets: 1),
                            ])))), now: 2)
        #expect(
            effects.withoutRecords == [
                .network(
                    NetworkMove(
                        event: "setFound", detail: "you found 3PDS 2GOF 1RSO",
                        events: [.matched(Self.theSet), .collected(Self.theSet)],
                        finder: 1))
            ])
        #expect(state.game.table == after)
        #expect(state.game.selection.isEmpty)
        #expect(state.network?.claimed == nil)
        #expect(state.message == "Set! One point")
    }

    @Test func anothersSetTakingASelectedCardIsTooLate() {
        var state = seated()
        _ = click(&state, card: 4)
        _ = reduce(&state, .network(.received(.event(.setFound(seat: 0, cards: Self.theSet)))), now: 2)
        var after = Self.table
        for (index, card) in zip([0, 4, 8], Self.codes("1RDF 1RDS 1RDO")) { after[index] = card }
        let effects = reduce(&state, .network(.received(.table(Self.snapshot(after, deck: 63)))), now: 2)
        #expect(
            effects.withoutRecords == [
                .network(
                    NetworkMove(
                        event: "remote", detail: "Ann found 3PDS 2GOF 1RSO",
                        events: [.matched(Self.theSet), .collected(Self.theSet)], finder: 0)),
                .network(NetworkMove(event: "tooLate", detail: "2GOF left the table")),
            ])
        #expect(state.message == "Too late")
        #expect(state.game.selection.isEmpty)
    }

    @Test func theHostsTooLateClearsTheClaim() {
        var state = seated()
        for index in [0, 4, 8] { _ = click(&state, card: index) }
        let effects = reduce(&state, .network(.received(.event(.tooLate(seat: 1)))), now: 2)
        #expect(effects == [.network(NetworkMove(event: "tooLate", detail: "those cards are gone"))])
        #expect(state.message == "Too late")
        #expect(state.network?.claimed == nil)
        #expect(state.game.selection.isEmpty)
    }

    @Test func aMissCostsNothingHereAndIsExplained() {
        var state = seated()
        for index in [0, 1, 2] { _ = click(&state, card: index) }
        _ = reduce(&state, .network(.received(.event(.miss(seat: 1)))), now: 2)
        let effects = reduce(
            &state,
            .network(
                .received(
                    .table(
                        Self.snapshot(players: [
                            Self.player(0, "Ann"), Self.player(1, "Bob", score: -1),
                        ])))), now: 2)
        let claimed = [0, 1, 2].map { Self.table[$0] }
        #expect(
            effects.withoutRecords == [
                .network(
                    NetworkMove(
                        event: "miss", detail: "not a Set: one point off",
                        events: [.mismatched(claimed)]))
            ])
        #expect(state.message?.hasPrefix("Not a Set") == true)
        #expect(state.message?.hasSuffix("(one point off)") == true)
        #expect(state.network?.players.last?.score == -1)
    }

    @Test func nothingDealsHintsOrUndoesInANetworkGame() {
        var state = seated()
        for key in [Key.space, .h, .n, .z] {
            let effects = reduce(&state, .input(.keyDown(key, modifiers: [], isRepeat: false)), now: 1)
            #expect(effects.isEmpty)
        }
        #expect(state.game.table == Self.table)
        #expect(state.scene(now: 1).network != nil)
    }

    @Test func theHostStartsFromItsLobbyWithSpace() {
        var host = seated(0, role: .host, started: false)
        #expect(host.network?.inLobby == true)
        #expect(host.game.table.isEmpty)
        let effects = reduce(&host, .input(.keyDown(.space, modifiers: [], isRepeat: false)), now: 1)
        #expect(effects == [.startNetworkGame, .network(NetworkMove(event: "startGame", detail: "the host starts"))])
        var client = seated(1, started: false)
        #expect(reduce(&client, .input(.keyDown(.space, modifiers: [], isRepeat: false)), now: 1).isEmpty)
        #expect(client.message == "The host starts the game")
    }

    @Test func aHostThatIsGoneLeavesTheLastTableOnScreen() {
        var state = seated()
        _ = click(&state, card: 3)
        let effects = reduce(&state, .network(.closed(reason: "the host closed the connection")), now: 3)
        #expect(effects == [.network(NetworkMove(event: "disconnected", detail: "the host closed the connection"))])
        #expect(state.game.table == Self.table)
        #expect(state.game.selection.isEmpty)
        #expect(state.network?.players.count == 2)
        #expect(state.message == "The host is gone (the host closed the connection): the last table stays on screen")
        #expect(click(&state, card: 0).isEmpty)
        #expect(state.scene(now: 3).network?.title == "Host gone")
    }

    @Test func aRedirectIsAMoveAndTheServerConnectedIsTheOneFollowed() throws {
        var state = AppState(
            network: NetworkTable(role: .client, address: "sets.test:7373", onRoomsServer: true), width: 1280,
            height: 800)
        #expect(reduce(&state, .network(.connected(server: "10.0.0.1:7373")), now: 0).isEmpty)
        #expect(state.network?.server == "10.0.0.1:7373")
        let m = ServerAddress(host: "m.sets.test", port: 7373)
        let effects = reduce(&state, .network(.redirected(letter: ServerLetter("M"), to: m)), now: 0)
        #expect(effects == [.network(NetworkMove(event: "redirect", detail: "letter M at m.sets.test:7373"))])
        #expect(state.network?.server == nil)
        _ = reduce(&state, .network(.connected(server: "m.sets.test:7373")), now: 0)
        #expect(state.network?.server == "m.sets.test:7373")
        // The address typed stays what friends are told to type.
        #expect(state.network?.address == "sets.test:7373")

        var looped = AppState(
            network: NetworkTable(role: .client, address: "h:1", onRoomsServer: true), width: 1280, height: 800)
        let reason = "sent on again, to p.sets.test:7373: a second redirect is not followed"
        _ = reduce(&looped, .network(.received(.refused(reason: reason))), now: 0)
        #expect(looped.message == "The server refused: " + reason)
    }

    @Test func aRefusalOrAnUnreachableHostSaysWhyTheWindowDidNotJoin() {
        var refused = AppState(network: NetworkTable(role: .client, address: "h:1"), width: 1280, height: 800)
        _ = reduce(&refused, .network(.received(.refused(reason: "wrong password"))), now: 0)
        _ = reduce(&refused, .network(.closed(reason: "refused: wrong password")), now: 0)
        #expect(refused.message == "The host refused: wrong password")
        #expect(refused.scene(now: 0).network?.title == "Not joined")
        var unreachable = AppState(network: NetworkTable(role: .client, address: "h:1"), width: 1280, height: 800)
        _ = reduce(&unreachable, .network(.closed(reason: "cannot reach h:1: connection refused")), now: 0)
        #expect(unreachable.message == "Could not join: cannot reach h:1: connection refused")
        #expect(unreachable.game.table.isEmpty)
    }

    /// Found in a host's trace (`--host --mode chain`): its start line said `solo`, later lines `chain`.
    @Test func theModeAnnouncedHoldsUntilTheHostsFirstTableSaysItsOwn() throws {
        var state = AppState(
            network: NetworkTable(role: .host, address: "10.0.0.2:7373", announcedMode: .chain), width: 1280,
            height: 800)
        #expect(state.network?.mode == .chain)
        let token = try #require(Self.token)
        _ = reduce(&state, .network(.received(.welcome(seat: 0, token: token))), now: 0)
        #expect(state.network?.mode == .chain)
        var lobby = Self.snapshot(started: false)
        lobby.mode = .ultra
        _ = reduce(&state, .network(.received(.table(lobby))), now: 0)
        #expect(state.network?.mode == .ultra)
        // A joined game knows nothing until the host speaks: the classic game.
        #expect(NetworkTable(role: .client, address: "10.0.0.2:7373").mode == .solo)
    }

    @Test func aRoomsServerRefusalNamesTheServerAndIsAMoveWithItsReason() {
        let table = NetworkTable(role: .client, address: "sets.example.org:7373", onRoomsServer: true)
        var state = AppState(network: table, width: 1280, height: 800)
        let reason = "there is no room ZZZZ-ZZZZ on this server"
        let effects = reduce(&state, .network(.received(.refused(reason: reason))), now: 0)
        #expect(effects == [.network(NetworkMove(event: "refused", detail: reason))])
        #expect(state.message == "The server refused: \(reason)")
    }

    @Test func aRoomsCodeAndOwnerAreKeptAndShownInTheLobby() throws {
        let table = NetworkTable(role: .client, address: "sets.example.org:7373", onRoomsServer: true)
        var state = AppState(network: table, width: 1280, height: 800)
        let code = try #require(RoomCode("K7QM-2XWP"))
        let effects = reduce(&state, .network(.received(.room(code: code, owner: true))), now: 0)
        #expect(effects == [.network(NetworkMove(event: "room", detail: "K7QM-2XWP, owner"))])
        #expect(state.network?.room == code)
        #expect(state.network?.runsTable == true)
        // The same again changes nothing and says nothing.
        #expect(reduce(&state, .network(.received(.room(code: code, owner: true))), now: 0).isEmpty)
    }

    @Test func thePanelNamesEveryPlayerWithScoreAndPing() {
        var state = seated()
        _ = reduce(
            &state,
            .network(
                .received(
                    .table(
                        Self.snapshot(players: [
                            Self.player(0, "Ann", score: 3, sets: 3, pingMs: 12), Self.player(1, "Bob", score: -1),
                            Self.player(2, "Cy", score: 1, sets: 1, connected: false),
                        ])))), now: 5)
        _ = reduce(&state, .network(.latency(ms: 7)), now: 5)
        let panel = state.scene(now: 5).network
        #expect(
            panel?.rows == [
                NetworkPanel.Row(
                    name: "Ann", detail: "3 Sets \u{B7} 3 pts \u{B7} 12 ms", isYou: false, isConnected: true),
                NetworkPanel.Row(
                    name: "Bob (you)", detail: "0 Sets \u{B7} -1 pt \u{B7} 7 ms", isYou: true, isConnected: true),
                NetworkPanel.Row(name: "Cy", detail: "1 Set \u{B7} 1 pt \u{B7} away", isYou: false, isConnected: false),
            ])
        #expect(panel?.lines.first == "Joined 10.0.0.2:7373")
    }

    @Test func aFoundSetFliesToItsFindersRowAndTheNewCardsFromTheDeck() throws {
        var state = AppState(
            network: NetworkTable(role: .client, address: "h:1"), width: 1280, height: 800,
            settings: .init(animates: true))
        let token = try #require(Self.token)
        _ = reduce(&state, .network(.received(.welcome(seat: 1, token: token))), now: 0)
        _ = reduce(&state, .network(.received(.table(Self.snapshot()))), now: 0)
        _ = reduce(&state, .network(.received(.event(.setFound(seat: 0, cards: Self.theSet)))), now: 5)
        var after = Self.table
        for (index, card) in zip([0, 4, 8], Self.codes("1RDF 1RDS 1RDO")) { after[index] = card }
        _ = reduce(&state, .network(.received(.table(Self.snapshot(after, deck: 63)))), now: 5)
        let row = try #require(state.networkRowFrame(seat: 0, now: 5))
        #expect(state.motion.leaving.map(\.card) == Self.theSet)
        for leaving in state.motion.leaving {
            #expect(abs(leaving.motion.to.midX - row.midX) < 0.5)
            #expect(abs(leaving.motion.to.midY - row.midY) < 0.5)
        }
        #expect(Set(state.motion.cards.keys) == Set(Self.codes("1RDF 1RDS 1RDO")))
        #expect(state.motion.burst?.kind == "match")
    }

    @Test func theGameOverLineNamesTheWinner() {
        var state = seated()
        _ = reduce(&state, .network(.received(.event(.gameOver))), now: 9)
        let effects = reduce(
            &state,
            .network(
                .received(
                    .table(
                        Self.snapshot(
                            deck: 0,
                            players: [
                                Self.player(0, "Ann", score: 14, sets: 14), Self.player(1, "Bob", score: 9, sets: 9),
                            ], gameOver: true)))),
            now: 9)
        let rated = effects.compactMap { if case .rated(let rated) = $0 { rated } else { nil } }
        #expect(
            effects.withoutRecords.filter { if case .rated = $0 { false } else { true } }
                == [.network(NetworkMove(event: "remote", detail: "game over", events: [.gameOver]))]
        )
        #expect(effects.records == [.ended(.finished)])
        #expect(state.message == "Game over: Ann wins with 14 points")
        // Bob, this window, is rated: both at 1200, E = 0.5, S = 9/23, K = 256/1.05: 1173.50.
        #expect(rated.count == 1 && abs((rated.first?.after ?? 0) - 1173.4989) < 0.001)
        #expect(click(&state, card: 0).isEmpty)
    }
}

/// From the issue "Network games that survive a bad link": a client whose link was cut kept
/// showing itself connected, with an old table. Now the loss is said at once, and the seat's return too.
extension NetworkReduceTests {
    @Test func aLostLinkSaysReconnectingDropsTheUnansweredClaimAndTheWelcomeSaysReconnected() throws {
        var state = seated()
        _ = click(&state, card: 0)
        _ = click(&state, card: 4)
        _ = click(&state, card: 8)
        let lost = reduce(&state, .network(.reconnecting(reason: "heard nothing from the host for 5 seconds")), now: 2)
        #expect(
            lost == [.network(NetworkMove(event: "reconnecting", detail: "heard nothing from the host for 5 seconds"))])
        #expect(state.network?.connection == .reconnecting)
        #expect(state.message == "Connection lost \u{2014} reconnecting\u{2026} (your selection was dropped)")
        #expect(state.game.selectedCards == [])
        #expect(state.network?.claimed == nil)
        #expect(state.game.selection.isEmpty)
        #expect(state.networkPanel(now: 2)?.title == "Reconnecting")
        // No selecting while the link is down.
        #expect(click(&state, card: 1).isEmpty)

        let token = try #require(Self.token)
        let back = reduce(&state, .network(.received(.welcome(seat: 1, token: token))), now: 3)
        #expect(back == [.keepSeatToken(token), .network(NetworkMove(event: "reconnected", detail: "seat 1 back"))])
        #expect(state.network?.connection == .seated)
        #expect(state.message == "Reconnected")
        let newer = Self.codes("1GSF 3PDS 3GSO 1POO 2GOF 1GOS 3PDO 3PSS 1RSO 1PSF 2PDO 1GOF")
        _ = reduce(&state, .network(.received(.table(Self.snapshot(newer)))), now: 3)
        #expect(state.game.table == newer)
    }

    @Test func givingUpAfterReconnectingSaysTheHostIsGone() {
        var state = seated()
        _ = reduce(&state, .network(.reconnecting(reason: "the host closed the connection")), now: 2)
        _ = reduce(&state, .network(.closed(reason: "the host did not come back within 120 seconds")), now: 122)
        #expect(state.network?.connection == .gone(reason: "the host did not come back within 120 seconds"))
        #expect(
            state.message
                == "The host is gone (the host did not come back within 120 seconds): the last table stays on screen")
    }
}
