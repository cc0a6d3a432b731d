import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Host: whole games")
struct HostGameFullGameTests {
    /// Plays a seeded game to its end through the host, each Set claimed by the next seat
    /// in turn and again 2 ms later by the seat after it, and the same game through
    /// SetCore's classic `Game`, dealing when it holds no Set: the tables match after every Set.
    @Test(arguments: [1, 7, 2026] as [UInt64])
    func aWholeGameEndsAsTheClassicGameDoes(seed: UInt64) throws {
        var host = HostGame(seed: seed, now: 0)
        for (index, player) in ["Ann", "Bob", "Cy"].enumerated() {
            host.apply(.helloReceived(Hello(name: name(player)), newToken: token(Character(String(index + 1)))), now: 0)
        }
        var classic = Game(seed: seed, now: 0)
        classic.dealUntilSet()
        var claims = 0
        var now = 1.0
        while !host.isGameOver {
            #expect(host.table == classic.table)
            let indices = try #require(SetFinder.firstSet(in: host.table))
            let set = indices.map { host.table[$0] }
            let seat = claims % 3
            // Two claims of the same Set 2 ms apart: the later one is too late.
            let outcome = host.apply(.claimReceived(set, seat: seat), now: now)
            #expect(outcome.first == .event(.setFound(seat: seat, cards: set)))
            #expect(
                host.apply(.claimReceived(set, seat: (seat + 1) % 3), now: now + 0.002) == [
                    .event(.tooLate(seat: (seat + 1) % 3))
                ])
            classic.take(indices, now: now)
            claims += 1
            now += 1
            try #require(claims <= 27, "a game has at most 27 Sets")
        }
        #expect(classic.isGameOver)
        #expect(host.table == classic.table)
        #expect(host.deckCount == 0)
        #expect(!SetFinder.containsSet(host.table))
        #expect(claims == classic.foundSets.count)
        #expect(host.seats.compactMap { $0?.sets }.reduce(0, +) == claims)
        #expect(host.seats.compactMap { $0?.score } == [(claims + 2) / 3, (claims + 1) / 3, claims / 3])
        #expect(host.table.count + 3 * claims == 81)
    }
}

extension Game {
    /// Deals three at a time while the table holds no Set, as the host does by itself.
    mutating func dealUntilSet() {
        while !isGameOver, !SetFinder.containsSet(table), deck.count >= 3 {
            apply(.dealTapped(player: nil), now: clock)
        }
    }

    /// Selects the Set at `indices` and has it taken off the table as a player would:
    /// a click on another card collects it (the last Set of a game goes by itself),
    /// a second click puts that card down; then deals while no Set is left.
    mutating func take(_ indices: [Int], now: Double) {
        for index in indices { apply(.cardTapped(index: index), now: now) }
        if selectionState == .match, let other = table.indices.first(where: { !indices.contains($0) }) {
            let card = table[other]
            apply(.cardTapped(index: other), now: now)
            if let index = table.firstIndex(of: card) { apply(.cardTapped(index: index), now: now) }
        }
        dealUntilSet()
    }
}
