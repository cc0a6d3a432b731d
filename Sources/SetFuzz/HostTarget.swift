import SetCore
import SetNet
import SetPlatform
import SetProtocol
import SetStorage

/// A host's game in any mode, fed what eight seats can send: hellos (new, with a seat's
/// token, with a wrong password), claims of any cards, drops, leaves, pings, time, the
/// lobby's start and mode, and play again. After every step the cards are conserved, each
/// seat's points are its Sets less its misses, the table the clients are sent is one they
/// accept, and the host's autosave reads back as the same game.
enum HostTarget {
    static let names = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivy"].compactMap(PlayerName.init)

    static func run(_ bytes: [UInt8]) {
        var input = FuzzBytes(bytes)
        let modes = HostGame.modes
        let password: String? = input.chance(200) ? "sesame" : nil
        var game = HostGame(
            seed: UInt64(input.byte()), mode: input.pick(modes), date: DailyDate(year: 2026, month: 11, day: 28),
            password: password, now: 0, started: input.chance(500))
        var now = 0.0
        var tokens: [SeatToken] = []
        var tally = Tally()
        var steps = 0
        while !input.isExhausted, steps < 400 {
            steps += 1
            now += input.pick([0, 0.1, 1, 5, 30, 200, -3, .nan])
            let seat = input.below(NetProtocol.maxSeats + 1)
            let intent: HostIntent
            switch input.below(10) {
            case 0, 1:
                let token = tokens.isEmpty || input.chance(600) ? nil : input.pick(tokens)
                let hello = Hello(
                    name: input.pick(names), password: input.chance(800) ? password : "wrong", seatToken: token)
                var generator = SplitMix64(seed: UInt64(steps))
                intent = .helloReceived(hello, newToken: SeatToken.random(using: &generator))
            case 2, 3, 4:
                intent = .claimReceived(claim(&input, game: game), seat: seat)
            case 5: intent = .connectionLost(seat: seat)
            case 6: intent = .leaveReceived(seat: seat)
            case 7: intent = .pingReceived(seat: seat, rttMs: input.pick([nil, 0, 12, -5, Int.max]))
            case 8:
                intent = input.pick([
                    .startRequested, .clockTicked,
                    .modeChosen(input.pick(Game.Mode.allCases), seed: UInt64(input.byte()), date: nil),
                ])
            default: intent = .playAgainRequested(seed: UInt64(input.byte()))
            }
            let outcomes = game.apply(intent, now: now)
            for outcome in outcomes {
                if case .welcomed(_, let token) = outcome { tokens.append(token) }
                if case .event(let event) = outcome { tally.count(event) }
            }
            // The files and frames every 8th step: they are most of a run's time.
            check(game, tally, thorough: steps % 8 == 0)
        }
        check(game, tally, thorough: true)
    }

    /// Three to six cards: mostly the table's (a group the mode would take, now and then), or any card at all.
    static func claim(_ input: inout FuzzBytes, game: HostGame) -> [Card] {
        let table = game.table
        if input.chance(400), let group = game.mode.variant.firstGroup(in: table) {
            return group.cards
        }
        let count = input.pick([3, 3, 3, 4, 6, 0, 2, 7])
        return (0..<count).compactMap { _ in
            input.chance(900) && !table.isEmpty
                ? table[input.below(table.count)] : Card(ordinal: input.below(Card.ordinalCount))
        }
    }

    /// What the events said: each seat's Sets and misses since it sat down or the game was new.
    struct Tally {
        var sets = [Int](repeating: 0, count: NetProtocol.maxSeats)
        var misses = [Int](repeating: 0, count: NetProtocol.maxSeats)
        var groups = 0

        mutating func count(_ event: TableEvent) {
            switch event {
            case .setFound(let seat, _):
                sets[seat] += 1
                groups += 1
            case .miss(let seat): misses[seat] += 1
            case .playerJoined(let seat, _), .playerLeft(let seat):
                sets[seat] = 0
                misses[seat] = 0
            case .newGame, .modeChosen:
                sets = sets.map { _ in 0 }
                misses = misses.map { _ in 0 }
                groups = 0
            default: break
            }
        }
    }

    /// The invariants; `thorough` adds the table's frame and the autosave's file.
    static func check(_ game: HostGame, _ tally: Tally, thorough: Bool) {
        let mode = game.mode, variant = mode.variant
        let table = game.table
        Invariant.check(Set(table).count == table.count, "\(mode): a card twice on the table \(table)")
        Invariant.check(table.allSatisfy(variant.deals), "\(mode): a card of another deck on the table \(table)")
        Invariant.check(table.count + game.deckCount <= mode.deck.count, "\(mode): more cards than the deck")
        // Every group taken takes its cards for good, but in the puzzles and the refilled decks.
        if variant.deal == .shuffledDeck, !variant.isPuzzle {
            let size = variant.groupSize, chain = variant.chain.count
            let taken = tally.groups == 0 ? 0 : size + (size - chain) * (tally.groups - 1)
            let previous = game.previous.count
            Invariant.check(
                table.count + game.deckCount + taken == mode.deck.count && previous <= taken,
                "\(mode): \(table.count) on the table, \(game.deckCount) in the deck, \(taken) taken")
        }
        for (index, seat) in game.seats.enumerated() {
            guard let seat else { continue }
            Invariant.check(
                seat.sets == tally.sets[index] && seat.score == tally.sets[index] - tally.misses[index],
                "\(mode): seat \(index) has \(seat.sets) Sets and \(seat.score) points after "
                    + "\(tally.sets[index]) Sets and \(tally.misses[index]) misses")
        }
        guard thorough else { return }
        // What the clients are sent, they accept.
        let message = HostMessage.table(game.snapshot)
        do {
            let again = try NetCodec.decode(HostMessage.self, from: try NetCodec.encode(message))
            Invariant.check(again == message, "\(mode): the table came back as \(again)")
        } catch {
            Invariant.fail("\(mode): the clients refuse the table: \(error)")
        }
        // The autosave reads back as the game it keeps: written again, the same bytes. (What it
        // leaves out on purpose: the password, and the board before the last group, which only
        // tells a late claim from a miss until the next group.)
        do {
            let bytes = try VersionedFile.encode(game)
            let saved = try VersionedFile.decode(HostGame.self, from: bytes)
            Invariant.check(try VersionedFile.encode(saved) == bytes, "\(mode): the autosave reads back otherwise")
            Invariant.check(saved.table == table && saved.seats == game.seats, "\(mode): the autosave lost the table")
        } catch {
            Invariant.fail("\(mode): the autosave does not read back: \(error)")
        }
    }
}
