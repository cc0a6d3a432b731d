import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Host: seats")
struct HostGameSeatTests {
    static let theSet = cards("3PDS 2GOF 1RSO")

    @Test func aDroppedSeatIsKept120SecondsAndTakenBackWithItsToken() {
        var game = HostGame.fixture(Tables.oneSet, deck: "1RDF 1RDS 1RDO", players: ["Ann", "Bob"])
        game.apply(.claimReceived(Self.theSet, seat: 1), now: 3)
        #expect(game.apply(.connectionLost(seat: 1), now: 10) == [.event(.playerDropped(seat: 1))])
        #expect(game.apply(.clockTicked, now: 129.9).isEmpty)
        #expect(game.seats[1]?.connected == false)
        let bobAgain = Hello(name: name("Bob"), seatToken: token("2"))
        let back = game.apply(.helloReceived(bobAgain, newToken: token("9")), now: 129.9)
        #expect(back == [.welcomed(seat: 1, token: token("2")), .event(.playerReconnected(seat: 1))])
        #expect(game.seats[1]?.score == 1)
        #expect(game.seats[1]?.sets == 1)
        #expect(game.seats[1]?.connected == true)
        #expect(game.seats[1]?.droppedAt == nil)
    }

    @Test func aDroppedSeatIsFreed120SecondsLater() {
        var game = HostGame.fixture(Tables.oneSet, deck: "1RDF 1RDS 1RDO", players: ["Ann", "Bob"])
        game.apply(.claimReceived(Self.theSet, seat: 1), now: 3)
        game.apply(.connectionLost(seat: 1), now: 10)
        #expect(game.apply(.clockTicked, now: 130) == [.event(.playerLeft(seat: 1))])
        #expect(game.seats[1] == nil)
        // The old token no longer names a seat: its holder joins as a new player.
        let bobAgain = Hello(name: name("Bob"), seatToken: token("2"))
        let late = game.apply(.helloReceived(bobAgain, newToken: token("9")), now: 131)
        #expect(late == [.welcomed(seat: 1, token: token("9")), .event(.playerJoined(seat: 1, name: name("Bob")))])
        #expect(game.seats[1]?.score == 0)
    }

    @Test func aConnectedSeatIsNeverFreed() {
        var game = HostGame.fixture(Tables.oneSet, deck: "", players: ["Ann"])
        #expect(game.apply(.clockTicked, now: 10_000).isEmpty)
        #expect(game.seats[0]?.connected == true)
    }

    @Test func leavingFreesTheSeatAtOnce() {
        var game = HostGame.fixture(Tables.oneSet, deck: "", players: ["Ann", "Bob"])
        #expect(game.apply(.leaveReceived(seat: 0), now: 1) == [.event(.playerLeft(seat: 0))])
        #expect(game.seats[0] == nil)
        let next = game.apply(.helloReceived(Hello(name: name("Cy")), newToken: token("c")), now: 2)
        #expect(next == [.welcomed(seat: 0, token: token("c")), .event(.playerJoined(seat: 0, name: name("Cy")))])
    }

    @Test func aNinthPlayerIsRefused() {
        var game = HostGame.fixture(Tables.oneSet, deck: "", players: ["A", "B", "C", "D", "E", "F", "G", "H"])
        #expect(game.seats.allSatisfy { $0 != nil })
        let ninth = game.apply(.helloReceived(Hello(name: name("I")), newToken: token("0")), now: 1)
        #expect(ninth == [.refused(reason: "the table is full (8 players)")])
    }

    @Test func thePasswordMustMatch() {
        var game = HostGame.fixture(Tables.oneSet, deck: "", players: [], password: "sesame")
        #expect(
            game.apply(.helloReceived(Hello(name: name("Ann")), newToken: token("1")), now: 0)
                == [.refused(reason: "this table needs a password")])
        #expect(
            game.apply(.helloReceived(Hello(name: name("Ann"), password: "sesam"), newToken: token("1")), now: 0)
                == [.refused(reason: "wrong password")])
        #expect(
            game.apply(.helloReceived(Hello(name: name("Ann"), password: "sesame!"), newToken: token("1")), now: 0)
                == [.refused(reason: "wrong password")])
        #expect(
            game.apply(.helloReceived(Hello(name: name("Ann"), password: "sesame"), newToken: token("1")), now: 0)
                == [.welcomed(seat: 0, token: token("1")), .event(.playerJoined(seat: 0, name: name("Ann")))])
    }

    @Test func anOpenTableIgnoresAPassword() {
        var game = HostGame.fixture(Tables.oneSet, deck: "", players: [])
        #expect(
            game.apply(.helloReceived(Hello(name: name("Ann"), password: "x"), newToken: token("1")), now: 0)
                == [.welcomed(seat: 0, token: token("1")), .event(.playerJoined(seat: 0, name: name("Ann")))])
    }
}
