import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Host: claims in arrival order")
struct HostGameClaimTests {
    /// `Tables.oneSet`'s one Set, at table indices 0, 4 and 8.
    static let theSet = cards("3PDS 2GOF 1RSO")

    @Test func twoClaimsOfTheSameSetAMillisecondApartScoreOnce() {
        var game = HostGame.fixture(Tables.oneSet, deck: "1RDF 1RDS 1RDO 3GDF 3GDS 3GDO")
        let first = game.apply(.claimReceived(Self.theSet, seat: 1), now: 5.000)
        let second = game.apply(.claimReceived(Self.theSet, seat: 0), now: 5.001)
        #expect(
            first == [.event(.setFound(seat: 1, cards: Self.theSet)), .event(.dealtThree(cards("1RDF 1RDS 1RDO")))])
        #expect(second == [.event(.tooLate(seat: 0))])
        #expect(game.seats[0]?.score == 0)
        #expect(game.seats[0]?.sets == 0)
        #expect(game.seats[1]?.score == 1)
        #expect(game.seats[1]?.sets == 1)
        // Refilled in place: the new cards take the Set's places 0, 4, 8.
        #expect(game.table == cards("1RDF 1GSF 3GSO 1POO 1RDS 1GOS 3PDO 3PSS 1RDO 1PSF 2PDO 1GOF"))
        #expect(game.deckCount == 3)
    }

    @Test func aMissCostsOnePointAndLeavesTheTable() {
        var game = HostGame.fixture(Tables.oneSet, deck: "1RDF 1RDS 1RDO")
        // Numbers 1, 3, 1: neither all the same nor all different.
        #expect(game.apply(.claimReceived(cards("1GSF 3GSO 1POO"), seat: 0), now: 1) == [.event(.miss(seat: 0))])
        #expect(game.apply(.claimReceived(cards("1GSF 3GSO 1POO"), seat: 0), now: 2) == [.event(.miss(seat: 0))])
        #expect(game.seats[0]?.score == -2)
        #expect(game.seats[0]?.sets == 0)
        #expect(game.table == cards(Tables.oneSet))
    }

    @Test func aClaimOfCardsOffTheTableIsTooLateAndFree() {
        var game = HostGame.fixture(Tables.oneSet, deck: "1RDF 1RDS 1RDO")
        // 1RDF, 1RDS, 1RDO form a Set, but they are still in the deck.
        #expect(game.apply(.claimReceived(cards("1RDF 1RDS 1RDO"), seat: 1), now: 1) == [.event(.tooLate(seat: 1))])
        #expect(game.seats[1]?.score == 0)
        #expect(game.deckCount == 3)
    }

    @Test func theHostDealsThreeWhenTheTableHoldsNoSet() {
        let game = HostGame.fixture(Tables.noSet, deck: "3GDF 3GDS 3GDO 3RDF")
        #expect(game.table == cards(Tables.noSet + " 3GDF 3GDS 3GDO"))
        #expect(game.deckCount == 1)
        #expect(!game.isGameOver)
    }

    @Test func aSetThatLeavesNoSetIsFollowedByADeal() {
        // Found by a search: 1PSO 2GDO 3PSF in the Set's places leave no Set; 1RDF 1RDS 1RDO bring one.
        var game = HostGame.fixture(Tables.oneSet, deck: "1PSO 2GDO 3PSF 1RDF 1RDS 1RDO")
        #expect(
            game.apply(.claimReceived(Self.theSet, seat: 0), now: 1) == [
                .event(.setFound(seat: 0, cards: Self.theSet)),
                .event(.dealtThree(cards("1PSO 2GDO 3PSF"))),
                .event(.dealtThree(cards("1RDF 1RDS 1RDO"))),
            ])
        #expect(game.table == cards("1PSO 1GSF 3GSO 1POO 2GDO 1GOS 3PDO 3PSS 3PSF 1PSF 2PDO 1GOF 1RDF 1RDS 1RDO"))
        #expect(game.deckCount == 0)
    }

    @Test func overTwelveCardsASetIsNotRefilledAndTheRestCloseUp() {
        var game = HostGame.fixture(Tables.noSet, deck: "3GDF 3GDS 3GDO 3RDF 3RDS 3RDO")
        #expect(game.table.count == 15)
        let outcome = game.apply(.claimReceived(cards("3GDF 3GDS 3GDO"), seat: 0), now: 1)
        // The 12 left hold no Set, so the host deals the last three.
        #expect(
            outcome == [
                .event(.setFound(seat: 0, cards: cards("3GDF 3GDS 3GDO"))),
                .event(.dealtThree(cards("3RDF 3RDS 3RDO"))),
            ])
        #expect(game.table == cards(Tables.noSet + " 3RDF 3RDS 3RDO"))
    }

    @Test func theGameEndsWhenTheDeckIsEmptyAndNoSetIsLeft() {
        var game = HostGame.fixture(Tables.oneSet, deck: "")
        #expect(
            game.apply(.claimReceived(Self.theSet, seat: 0), now: 1) == [
                .event(.setFound(seat: 0, cards: Self.theSet)), .event(.gameOver),
            ])
        #expect(game.isGameOver)
        #expect(game.snapshot.gameOver)
        #expect(game.table == cards("1GSF 3GSO 1POO 1GOS 3PDO 3PSS 1PSF 2PDO 1GOF"))
        // Nothing scores after the end.
        #expect(game.apply(.claimReceived(cards("1GSF 3GSO 1POO"), seat: 1), now: 2) == [.event(.tooLate(seat: 1))])
    }

    @Test func aDroppedOrEmptySeatCannotClaim() {
        var game = HostGame.fixture(Tables.oneSet, deck: "1RDF 1RDS 1RDO")
        game.apply(.connectionLost(seat: 1), now: 1)
        #expect(game.apply(.claimReceived(Self.theSet, seat: 1), now: 2).isEmpty)
        #expect(game.apply(.claimReceived(Self.theSet, seat: 5), now: 2).isEmpty)
        #expect(game.apply(.claimReceived(Self.theSet, seat: -1), now: 2).isEmpty)
        #expect(game.table == cards(Tables.oneSet))
    }

    @Test(arguments: [1, 2, 2026] as [UInt64])
    func theDealIsTheClassicGamesDeal(seed: UInt64) {
        let classic = Game(seed: seed, now: 0)
        let host = HostGame(seed: seed, now: 0)
        #expect(Array(host.table.prefix(12)) == classic.table)
        #expect(host.deckCount + host.table.count == 81)
    }

    @Test func theSnapshotShowsSeatsButNeitherTokensNorTheDeck() {
        var game = HostGame.fixture(Tables.oneSet, deck: "1RDF 1RDS 1RDO", players: ["Ann", "Bob", "Cy"])
        game.apply(.leaveReceived(seat: 1), now: 1)
        game.apply(.pingReceived(seat: 2, rttMs: 23), now: 1)
        game.apply(.connectionLost(seat: 0), now: 2)
        #expect(
            game.snapshot
                == TableSnapshot(
                    cards: cards(Tables.oneSet), deckCount: 3,
                    players: [
                        PlayerSnapshot(seat: 0, name: name("Ann"), score: 0, sets: 0, connected: false, pingMs: nil),
                        PlayerSnapshot(seat: 2, name: name("Cy"), score: 0, sets: 0, connected: true, pingMs: 23),
                    ],
                    gameOver: false))
    }
}
