import SetCore
import SetOpponents
import SetProtocol

/// The host's authority over a network game of Set, as one pure value.
///
/// It holds the deck (which never leaves the host), the table and the seats, and
/// applies what arrives in arrival order: the first valid claim of a Set scores and
/// takes the cards, so a second claim of the same cards, however close behind, names
/// cards no longer on the table and is too late. Time is passed in and the deck comes
/// from a seed, so a seed and a list of intents with their times replay a game exactly.
///
/// The classic game follows Set with Friends' normal game on the classic deal: 12 cards;
/// a Set taken is refilled in place while the table would fall under 12; the host deals
/// three more by itself while the table holds no Set; the game is over when the deck
/// is empty and no Set is left. Every other mode is kept by its `VariantBoard`, as a
/// local game of that mode keeps it: the first valid group to reach the host scores 1
/// and a miss costs 1; in Puzzle and Daily a group found before is too late, not a miss;
/// the sprints end when one player reaches the target, and Timed when its time is up.
public struct HostGame: Equatable, Sendable {
    /// The modes a host plays: every mode but hot-seat Two players (`NetProtocol.modes`).
    public static var modes: [Game.Mode] { NetProtocol.modes }

    /// The way to play: the classic game (`solo`), Junior, a puzzle, a variant or a race.
    public private(set) var mode: Game.Mode
    /// How long a dropped player's seat and score are kept, in seconds of game clock.
    public static let seatHoldSeconds = 120.0
    /// The cards on a full table.
    public static let tableSize = 12

    /// The cards on the table, in table order.
    public private(set) var table: [Card]
    /// The cards not dealt yet; `deck[0]` comes next. Private: no player may learn it.
    private var deck: [Card]
    /// Every mode's table and deck but the classic game's, kept by the mode's rules (`table` and `deck` follow it).
    private(set) var board: VariantBoard?
    /// The board before its last group was taken: a claim valid there and not now was made
    /// before that group reached the host, so it is too late rather than a miss.
    private var boardBefore: VariantBoard?
    /// The game clock when play began (the lobby's end), for Timed's two minutes.
    public private(set) var startedAt: Double?
    /// The seats, 0 to 7; `nil` is a free seat.
    public internal(set) var seats: [Seat?]
    /// The password's bytes, when the table has one.
    var password: [UInt8]?
    /// The latest game clock seen.
    public internal(set) var clock: Double
    /// Whether the deck is empty and no Set is left on the table.
    public private(set) var isGameOver = false
    /// Whether play has begun; before that the table waits in its lobby, players sit down and no claim counts.
    public internal(set) var isStarted = true
    /// The computer players' searches, by seat (`HostGame+Computers.swift`).
    var computers: [Int: ComputerSeat] = [:]

    /// A new table dealt from `seed` exactly as `Game(seed:mode: .solo)` deals it, then
    /// three more at a time while it holds no Set.
    ///
    /// - Parameters:
    ///   - seed: the deck's seed; it stays on the host.
    ///   - password: the word a hello must carry, or `nil` for an open table.
    ///   - now: the game clock now.
    ///   - started: whether play begins at once (`--serve`), or waits in the lobby for `startRequested` (`--host`).
    ///   - mode: the way to play; `.twoPlayer` (hot seat) is played as the classic game.
    ///   - date: the puzzle's date in the daily mode (the host's today).
    public init(
        seed: UInt64, mode: Game.Mode = .solo, date: DailyDate? = nil, password: String? = nil, now: Double,
        started: Bool = true
    ) {
        guard !mode.hostsClassicTable else {
            // The classic table is solo's: two players at one screen are seated as solo.
            let (table, deck) = Self.classicDeal(seed: seed)
            self.init(table: table, deck: deck, password: password, now: now, mode: .solo)
            isStarted = started
            startedAt = started ? clock : nil
            return
        }
        let board = Self.newBoard(for: mode, seed: seed, date: date)
        self.init(table: board.table, deck: board.deck, password: password, now: now, mode: mode)
        self.board = board
        isStarted = started
        startedAt = started ? clock : nil
    }

    /// The classic game's deal from `seed`, as `Game(seed:mode: .solo)` deals it: 12 cards and the deck.
    static func classicDeal(seed: UInt64) -> (table: [Card], deck: [Card]) {
        var rng = SplitMix64(seed: seed)
        var cards = Card.all
        rng.shuffle(&cards)
        return (Array(cards.prefix(tableSize)), Array(cards.dropFirst(tableSize)))
    }

    /// A new board of `mode` (not the classic game): the date's twelve cards in the daily mode, else dealt from `seed`.
    static func newBoard(for mode: Game.Mode, seed: UInt64, date: DailyDate?) -> VariantBoard {
        guard mode.isDaily else { return VariantBoard(variant: mode.variant, seed: seed) }
        return VariantBoard(variant: mode.variant, cards: DailyPuzzle.cards(for: date ?? .unixEpoch))
    }

    /// A table with a known deal (for tests), topped up while it holds no Set (the classic game).
    init(table: [Card], deck: [Card], password: String? = nil, now: Double, mode: Game.Mode = .solo) {
        self.mode = mode
        self.table = table
        self.deck = deck
        self.password = password.map { Array($0.utf8) }
        seats = Array(repeating: nil, count: NetProtocol.maxSeats)
        clock = now.isFinite ? now : 0
        startedAt = clock
        if mode.hostsClassicTable { _ = dealUntilSet() }
    }

    /// How many cards are left in the deck.
    public var deckCount: Int { deck.count }

    /// The deck in order, for the host's autosave only.
    var deckCards: [Card] { deck }

    /// A game as an autosave left it.
    init(
        restoring table: [Card], deck: [Card], seats: [Seat?], clock: Double, started: Bool, gameOver: Bool,
        mode: Game.Mode = .solo, board: VariantBoard? = nil, startedAt: Double? = nil
    ) {
        self.mode = mode
        self.board = board
        self.startedAt = startedAt
        self.table = board?.table ?? table
        self.deck = board?.deck ?? deck
        self.seats = seats
        self.clock = clock
        password = nil
        isStarted = started
        isGameOver = gameOver
        seatSavedComputers()
    }

    /// This game taken up again by a host that stopped: every player is away (their seats
    /// kept `seatHoldSeconds` from now), and `password` is the table's word from now on.
    public func resuming(password: String?) -> HostGame {
        var game = self
        game.password = password.map { Array($0.utf8) }
        // Computer players play on: they were never away.
        for index in game.seats.indices where game.seats[index]?.connected == true && game.seats[index]?.computer == nil
        {
            game.seats[index]?.connected = false
            game.seats[index]?.droppedAt = game.clock
            game.seats[index]?.pingMs = nil
        }
        return game
    }

    /// What every player sees: the table (none in the lobby), the deck's size, the occupied seats, game over.
    public var snapshot: TableSnapshot {
        let players = seats.indices.compactMap { index in
            seats[index].map {
                PlayerSnapshot(
                    seat: index, name: $0.name, score: $0.score, sets: $0.sets,
                    connected: $0.connected, pingMs: $0.pingMs, computer: $0.computer,
                    rating: $0.computer.map { $0 == .you ? nil : $0.rating(in: mode) } ?? $0.ratings[mode])
            }
        }
        // Memory's cards lie face down until the game is over: their codes stay here (`revealed(_:)`).
        let hidden = isStarted && !isGameOver && mode.variant.dealsFaceDown ? table.count : 0
        return TableSnapshot(
            cards: isStarted && hidden == 0 ? table : [], deckCount: deck.count, players: players,
            gameOver: isGameOver, started: isStarted, mode: mode, previous: isStarted ? previous : [],
            found: isStarted ? found : [], timeLeft: timeLeft, hidden: hidden)
    }

    /// Applies what reached the host at game clock `now` and returns what came of it, in order.
    ///
    /// Seats kept longer than `seatHoldSeconds` are freed first. An intent naming a
    /// seat that is empty or not connected changes nothing.
    @discardableResult
    public mutating func apply(_ intent: HostIntent, now: Double) -> [HostOutcome] {
        if now.isFinite, now > clock { clock = now }
        var outcomes = freeExpiredSeats().map(HostOutcome.event)
        switch intent {
        case .helloReceived(let hello, let newToken):
            outcomes += seat(hello, newToken: newToken)
        case .startRequested:
            guard !isStarted else { break }
            isStarted = true
            startedAt = clock
            outcomes.append(.event(.gameStarted))
        case .modeChosen(let chosen, let seed, let date):
            guard !isStarted, chosen != mode, Self.modes.contains(chosen) else { break }
            outcomes += choose(chosen, seed: seed, date: date).map(HostOutcome.event)
        case .playAgainRequested(let seed):
            guard isGameOver else { break }
            outcomes += playAgain(seed: seed).map(HostOutcome.event)
        case .claimReceived(let cards, let seat):
            guard isStarted, seats.indices.contains(seat), seats[seat]?.connected == true else { break }
            outcomes += claim(cards, by: seat).map(HostOutcome.event)
        case .connectionLost(let seat):
            guard seats.indices.contains(seat), seats[seat]?.connected == true else { break }
            seats[seat]?.connected = false
            seats[seat]?.droppedAt = clock
            seats[seat]?.pingMs = nil
            outcomes.append(.event(.playerDropped(seat: seat)))
        case .leaveReceived(let seat):
            guard seats.indices.contains(seat), seats[seat] != nil else { break }
            seats[seat] = nil
            outcomes.append(.event(.playerLeft(seat: seat)))
        case .pingReceived(let seat, let rttMs):
            guard seats.indices.contains(seat), seats[seat]?.connected == true else { break }
            seats[seat]?.pingMs = rttMs
        case .clockTicked:
            break
        }
        if let end = timeUp() { outcomes.append(.event(end)) }
        return outcomes
    }

    /// Ends Timed once its time is up: the game over, with no claim counted after it.
    private mutating func timeUp() -> TableEvent? {
        guard !isGameOver, isStarted, let seconds = timeLeft, seconds <= 0 else { return nil }
        isGameOver = true
        return .gameOver
    }

    /// The seconds left in Timed at the latest clock (nil in the other modes, and in the lobby).
    public var timeLeft: Double? {
        guard case .timeLimit(let limit) = mode.variant.end, let startedAt else { return nil }
        return max(0, limit - (clock - startedAt))
    }

    /// The face-down card at `index` for the one player who turns it up (Memory, in play); nil otherwise.
    public func revealed(_ index: Int) -> Card? {
        guard mode.variant.dealsFaceDown, isStarted, !isGameOver, table.indices.contains(index) else { return nil }
        return table[index]
    }

    /// What the places go by: groups in the sprints and Timed, points in every other mode.
    public var ranking: Standing.Ranking { Standing.Ranking(for: mode) }

    /// The chain's last group, beside the table (empty in other modes and before the first group).
    public var previous: [Card] { board?.state.previous ?? [] }

    /// The groups found on a puzzle table (Puzzle and Daily), each in card order.
    public var found: [[Card]] { board?.state.foundInOrder ?? [] }

    // MARK: Seats

    /// Seats a hello: back at its token's seat, else at the lowest free seat;
    /// refused with a wrong password or at a full table.
    private mutating func seat(_ hello: Hello, newToken: SeatToken) -> [HostOutcome] {
        if let password, !ConstantTime.equal(password, Array((hello.password ?? "").utf8)) {
            return [.refused(reason: hello.password == nil ? "this table needs a password" : "wrong password")]
        }
        if let token = hello.seatToken,
            let index = seats.indices.first(where: {
                seats[$0]?.computer == nil && seats[$0]?.token.matches(token) == true
            })
        {
            seats[index]?.name = hello.name
            seats[index]?.ratings = hello.ratings
            seats[index]?.connected = true
            seats[index]?.droppedAt = nil
            return [.welcomed(seat: index, token: token), .event(.playerReconnected(seat: index))]
        }
        guard let index = seats.firstIndex(where: { $0 == nil }) else {
            return [.refused(reason: "the table is full (\(NetProtocol.maxSeats) players)")]
        }
        seats[index] = Seat(name: hello.name, token: newToken)
        seats[index]?.ratings = hello.ratings
        return [.welcomed(seat: index, token: newToken), .event(.playerJoined(seat: index, name: hello.name))]
    }

    /// Frees the seats whose players have been gone `seatHoldSeconds` or more.
    private mutating func freeExpiredSeats() -> [TableEvent] {
        var events: [TableEvent] = []
        for index in seats.indices {
            guard let droppedAt = seats[index]?.droppedAt, clock - droppedAt >= Self.seatHoldSeconds else { continue }
            seats[index] = nil
            events.append(.playerLeft(seat: index))
        }
        return events
    }

    /// The lobby's new mode: a new deal of it from `seed` (`date`'s puzzle in the daily mode), nothing found yet.
    private mutating func choose(_ chosen: Game.Mode, seed: UInt64, date: DailyDate?) -> [TableEvent] {
        mode = chosen
        boardBefore = nil
        if chosen.hostsClassicTable {
            board = nil
            (table, deck) = Self.classicDeal(seed: seed)
            return [.modeChosen(chosen)] + dealUntilSet().filter { $0 == .gameOver }
        }
        board = Self.newBoard(for: chosen, seed: seed, date: date)
        follow()
        return [.modeChosen(chosen)]
    }

    /// A new game for the seats still there (kept ones too): a new deal from `seed`, every score from zero.
    private mutating func playAgain(seed: UInt64) -> [TableEvent] {
        for index in seats.indices where seats[index] != nil {
            seats[index]?.score = 0
            seats[index]?.sets = 0
        }
        isGameOver = false
        isStarted = true
        startedAt = clock
        guard mode.hostsClassicTable else {
            boardBefore = nil
            if mode.isDaily, let board {
                // The day's puzzle again: the same twelve cards, none found.
                self.board = VariantBoard(variant: mode.variant, cards: board.cards)
            } else {
                board = Self.newBoard(for: mode, seed: seed, date: nil)
            }
            follow()
            return [.newGame]
        }
        (table, deck) = Self.classicDeal(seed: seed)
        return [.newGame] + dealUntilSet()
    }

    // MARK: Claims

    /// Copies the board's table and deck after it changed.
    private mutating func follow() {
        guard let board else { return }
        table = board.table
        deck = board.deck
    }

    /// Judges a claim of a group on the mode's board: too late (cards gone, or a puzzle group
    /// found before), a miss, or a group, which scores and changes the table by the mode's rules.
    private mutating func claimOnBoard(_ cards: [Card], by seat: Int) -> [TableEvent] {
        guard var board, !isGameOver, cards.count == mode.groupSize, Set(cards).count == cards.count else {
            return [.tooLate(seat: seat)]
        }
        switch board.judge(cards) {
        case .mismatch(.notOnTable), .mismatch(.alreadyFound), .mismatch(.wrongCount), .mismatch(.repeatedCard):
            return [.tooLate(seat: seat)]
        case .mismatch where boardBefore?.judge(cards).group != nil:
            // A chain's group claimed again, or one that leaned on the last group before it changed.
            return [.tooLate(seat: seat)]
        case .mismatch:
            seats[seat]?.score -= 1
            return [.miss(seat: seat)]
        case .match:
            let before = board.table
            boardBefore = board
            board.collect(cards)
            self.board = board
            follow()
            seats[seat]?.score += 1
            seats[seat]?.sets += 1
            var events: [TableEvent] = [.setFound(seat: seat, cards: cards)]
            // Memory's new cards arrive face down: their codes are not told.
            let arrived = table.filter { !before.contains($0) }
            if !arrived.isEmpty, !mode.variant.dealsFaceDown { events.append(.dealt(arrived)) }
            if isOverAfterGroup(by: seat) {
                isGameOver = true
                events.append(.gameOver)
            }
            return events
        }
    }

    /// Whether the group `seat` just found ends the game: the sprints end when one player
    /// reaches the target; the other modes by their board (Timed only by its clock).
    private func isOverAfterGroup(by seat: Int) -> Bool {
        guard let board else { return false }
        switch mode.variant.end {
        case .groupsFound(let target): return (seats[seat]?.sets ?? 0) >= target
        case .timeLimit: return false
        case .deckExhausted, .tableSolved: return board.isOver(afterPlaying: 0)
        }
    }

    /// Judges a claim against the table as it is now: too late, a miss, or a Set.
    private mutating func claim(_ cards: [Card], by seat: Int) -> [TableEvent] {
        if !mode.hostsClassicTable { return claimOnBoard(cards, by: seat) }
        let indices = cards.compactMap { table.firstIndex(of: $0) }
        guard !isGameOver, cards.count == 3, Set(indices).count == 3 else { return [.tooLate(seat: seat)] }
        guard Card.isSet(cards) else {
            seats[seat]?.score -= 1
            return [.miss(seat: seat)]
        }
        seats[seat]?.score += 1
        seats[seat]?.sets += 1
        return [.setFound(seat: seat, cards: cards)] + take(indices)
    }

    /// Takes a found Set off the table: refilled in place while the table would fall
    /// under `tableSize`, else the other cards close up in order; then topped up.
    private mutating func take(_ indices: [Int]) -> [TableEvent] {
        var events: [TableEvent] = []
        if deck.count >= 3, table.count - 3 < Self.tableSize {
            let dealt = Array(deck.prefix(3))
            deck.removeFirst(3)
            for (index, card) in zip(indices.sorted(), dealt) { table[index] = card }
            events.append(.dealtThree(dealt))
        } else {
            for index in indices.sorted(by: >) { table.remove(at: index) }
        }
        return events + dealUntilSet()
    }

    /// Deals three more at a time while the table holds no Set; game over when the deck runs out first.
    private mutating func dealUntilSet() -> [TableEvent] {
        var events: [TableEvent] = []
        while !SetFinder.containsSet(table), deck.count >= 3 {
            let dealt = Array(deck.prefix(3))
            deck.removeFirst(3)
            table += dealt
            events.append(.dealtThree(dealt))
        }
        if !SetFinder.containsSet(table), !isGameOver {
            isGameOver = true
            events.append(.gameOver)
        }
        return events
    }
}
