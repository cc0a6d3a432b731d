import Foundation
import Logging
import SetCore
import Synchronization
import Testing

@testable import SetNet
@testable import SetProtocol

/// A rooms server on two event loops over loopback: rooms on both loops, connections read on one
/// loop and played on the other, and claims racing in one room while the others play.
@Suite("Rooms server on two event loops", .timeLimit(.minutes(2)))
struct RoomHostLoopsTests {
    static let today = DailyDate(year: 2026, month: 12, day: 2)!

    /// One player's connection and everything it heard.
    struct Seat {
        let client: NetClient
        let log: EventLog
        let seat: Int

        /// The last table this player heard.
        var table: TableSnapshot? {
            log.events.reversed().lazy.compactMap { if case .received(.table(let table)) = $0 { table } else { nil } }
                .first
        }

        /// The table events this player heard, in order.
        var heard: [TableEvent] {
            log.events.compactMap { if case .received(.event(let event)) = $0 { event } else { nil } }
        }
    }

    /// Connects as `name` with `destination`, from `address`, and waits for the seat.
    static func sit(
        port: Int, _ name: String, _ destination: Hello.Destination, from address: String = "127.0.0.1"
    ) async throws -> (Seat, RoomCode) {
        let log = EventLog()
        let client = try await NetClient.connect(
            host: "127.0.0.1", port: port, hello: Hello(name: PlayerName(name)!, destination: destination),
            pingInterval: nil, from: address, deliver: log.deliver)
        _ = await log.wait(for: \.isWelcome)
        let events = log.events
        let seat = events.lazy.compactMap { if case .received(.welcome(let seat, _)) = $0 { seat } else { nil } }.first
        let code = events.lazy.compactMap { if case .received(.room(let code, _)) = $0 { code } else { nil } }.first
        guard let seat, let code else { throw RoomsError("\(name) was not seated: \(events)") }
        return (Seat(client: client, log: log, seat: seat), code)
    }

    struct RoomsError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Waits until `seat` heard a table that satisfies `condition`.
    static func table(
        of seat: Seat, where condition: @escaping @Sendable (TableSnapshot) -> Bool
    ) async throws -> TableSnapshot {
        let found = await seat.log.wait { event in
            if case .received(.table(let table)) = event { condition(table) } else { false }
        }
        guard found != nil, let table = seat.table else { throw RoomsError("no such table heard") }
        return table
    }

    @Test func claimsRacingInARoomScoreOnceWhileRoomsOnTheOtherLoopPlay() async throws {
        var generator = SplitMix64(seed: 52)
        let rooms = RoomServer(
            openGame: HostGame(seed: 1, now: 0, started: true), today: Self.today, now: 0, using: &generator)
        let host = try await RoomHost.start(
            rooms: rooms, threads: 2, address: "127.0.0.1", port: 0, logger: Logger(label: "test"),
            today: { Self.today })
        #expect(host.threads == 2)

        // Rooms from addresses of their own (4 per address), until both loops hold two.
        var made: [(owner: Seat, code: RoomCode)] = []
        for index in 0..<24 where Set(made.map { $0.code.shard(among: 2) }).count < 2 || made.count < 4 {
            let (owner, code) = try await Self.sit(
                port: host.port, "Maker\(index)", .newRoom(.solo), from: "127.0.1.\(index + 1)")
            made.append((owner, code))
        }
        let shards = made.map { $0.code.shard(among: 2) }
        #expect(Set(shards) == [0, 1], "rooms on both loops: \(made.map(\.code))")

        // Three players in the race room, connected one after another: the system hands new
        // connections to the two loops in turn, so at least one is read on a loop its room is not on.
        let race = made[0]
        var racers = [race.owner]
        for name in ["Bob", "Cy"] {
            let (seat, code) = try await Self.sit(port: host.port, name, .room(race.code))
            #expect(code == race.code)
            racers.append(seat)
        }
        #expect(racers.map(\.seat) == [0, 1, 2])
        for room in made { room.owner.client.send(.start) }

        // Every other room's maker plays alone on the side, one Set at a time.
        let others = Array(made.dropFirst())
        let sideGames = Task {
            var found = 0
            for _ in 0..<6 {
                for room in others {
                    let table = try await Self.table(of: room.owner) { $0.started }
                    guard let set = SetFinder.firstSet(in: table.cards)?.map({ table.cards[$0] }) else { continue }
                    let before = room.owner.heard.count
                    room.owner.client.send(.claim(set))
                    _ = await room.owner.log.wait { _ in room.owner.heard.count > before }
                    if case .setFound(0, _)? = room.owner.heard.dropFirst(before).first { found += 1 }
                }
            }
            return found
        }

        // Ten races: all three claim the same Set at once; it scores for one of them, the others are too late.
        let rounds = 10
        for round in 0..<rounds {
            let table = try await Self.table(of: racers[0]) { table in
                table.started && table.players.reduce(0) { $0 + $1.sets } == round
            }
            let set = try #require(SetFinder.firstSet(in: table.cards)).map { table.cards[$0] }
            for racer in racers { racer.client.send(.claim(set)) }
            for racer in racers {
                let answered = await racer.log.wait { event in
                    guard case .received(.event(let event)) = event else { return false }
                    switch event {
                    case .setFound(_, let cards): return Set(cards) == Set(set)
                    default: return false
                    }
                }
                #expect(answered != nil, "round \(round): seat \(racer.seat) heard the Set found")
            }
            for racer in racers {
                _ = await racer.log.wait { event in
                    guard case .received(.event(let event)) = event else { return false }
                    if case .tooLate(racer.seat) = event { return true }
                    if case .setFound(racer.seat, let cards) = event { return Set(cards) == Set(set) }
                    return false
                }
            }
            let founds = racers[0].heard.filter {
                if case .setFound(_, let cards) = $0 { Set(cards) == Set(set) } else { false }
            }
            #expect(founds.count == 1, "round \(round): the raced Set scored \(founds.count) times")
        }
        let sideFound = try await sideGames.value

        // What every player heard agrees with the server's own record of each room.
        let finals = try await host.savedRooms()
        let raced = try #require(finals.first { $0.code == race.code })
        #expect(raced.game.snapshot.players.map(\.sets).reduce(0, +) == rounds)
        let lates = racers.map { racer in racer.heard.count { $0 == .tooLate(seat: racer.seat) } }
        #expect(lates.reduce(0, +) == 2 * rounds, "too late per seat: \(lates)")
        let sideSets = finals.filter { room in others.contains { $0.code == room.code } }
            .map { $0.game.snapshot.players.map(\.sets).reduce(0, +) }.reduce(0, +)
        #expect(sideSets == sideFound)
        #expect(finals.first?.isOpen == true)
        #expect(finals.count == made.count + 1)

        for seat in racers + others.map(\.owner) { await seat.client.close() }
        try await host.stop()
    }
}
