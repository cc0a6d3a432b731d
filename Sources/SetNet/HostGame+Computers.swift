import SetCore
import SetOpponents
import SetProtocol

/// A computer player's place at the host: its level, its search, and the face-down cards it has turned up.
struct ComputerSeat: Equatable, Sendable {
    /// How well it plays.
    var level: ComputerLevel
    /// Its search of the table.
    var player: ComputerPlayer
    /// Memory: the face-down cards it has turned up, by their place on the table.
    var memory: [Int: Card] = [:]
}

extension HostGame {
    /// The names computer players sit down with, in turn.
    public static let computerNames = ["Ada", "Alan", "Grace", "Claude", "Edsger", "Barbara", "Donald", "Frances"]

    /// Seats a computer player of `level` at the lowest free seat, playing at `pace` (the level's own unless
    /// told: `you` comes with the player's), with its times and mistakes drawn from `seed`.
    ///
    /// Nothing when the table is full. It is named after the first of `computerNames` no other player has.
    @discardableResult
    public mutating func seatComputer(_ level: ComputerLevel, pace: FindPace? = nil, seed: UInt64) -> [HostOutcome] {
        guard let index = seats.firstIndex(where: { $0 == nil }) else { return [] }
        let taken = Set(seats.compactMap { $0?.name.text })
        let name = Self.computerNames.first { !taken.contains($0) } ?? "Computer \(index + 1)"
        guard let playerName = PlayerName(name) else { return [] }
        // Nobody takes a computer's seat with its token (`seat(_:newToken:)` skips computers): it is drawn
        // only because every seat has one.
        var tokens = SplitMix64(seed: seed)
        var seat = Seat(name: playerName, token: .random(using: &tokens))
        seat.computer = level
        seats[index] = seat
        computers[index] = ComputerSeat(
            level: level,
            player: ComputerPlayer(
                pace: pace ?? level.pace, rule: mode.variant.rule,
                chain: mode.variant.chain.count, seed: seed))
        return [.event(.playerJoined(seat: index, name: playerName))]
    }

    /// Whether any computer player sits at the table.
    public var hasComputers: Bool { !computers.isEmpty }

    /// Whether a person sits at the table with the connection up: computer players play only for someone.
    var hasSomeoneWatching: Bool {
        seats.contains { $0 != nil && $0?.computer == nil && $0?.connected == true }
    }

    /// When the next computer player's move is due (game clock), if any is.
    public var nextComputerMove: Double? {
        guard isStarted, !isGameOver, hasSomeoneWatching else { return nil }
        return computers.values.compactMap(\.player.nextMoveAt).min()
    }

    /// Plays every computer move due by `now`, earliest first, each judged as a person's claim is; returns
    /// what came of them. Each computer player first looks at the table as it now is.
    public mutating func playComputers(at now: Double) -> [HostOutcome] {
        guard !computers.isEmpty else { return [] }
        if now.isFinite, now > clock { clock = now }
        var outcomes: [HostOutcome] = []
        // A bound on moves at one moment: each claim changes the table or starts a new search from now.
        for _ in 0..<64 {
            lookAround(at: clock)
            guard isStarted, !isGameOver, hasSomeoneWatching,
                let (index, due) = computers.compactMap({ seat, computer in
                    computer.player.nextMoveAt.map { (seat, $0) }
                }).min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }),
                due <= clock, var computer = computers[index]
            else { break }
            let move = computer.player.move(at: clock)
            computers[index] = computer
            switch move {
            case .claim(let cards)?:
                outcomes += apply(.claimReceived(cards, seat: index), now: clock)
            case .reveal(let place)?:
                if let card = revealed(place) { computers[index]?.memory[place] = card }
            case nil:
                break
            }
        }
        lookAround(at: clock)
        return outcomes
    }

    /// Every computer player looks at the table: a mode changed under it gets a new search of the mode's
    /// rule, and Memory's turned-up cards no longer where they were are forgotten.
    mutating func lookAround(at now: Double) {
        for index in computers.keys.sorted() {
            guard var computer = computers[index] else { continue }
            guard seats[index]?.computer != nil else {
                computers[index] = nil
                continue
            }
            let rule = mode.variant.rule
            let chain = mode.variant.chain.count
            if computer.player.rule != rule || computer.player.chain != chain {
                computer.player = ComputerPlayer(
                    pace: computer.player.pace, rule: rule, chain: chain, seed: computer.player.seed)
                computer.memory = [:]
            }
            computer.memory = computer.memory.filter { table.indices.contains($0.key) && table[$0.key] == $0.value }
            if isStarted, !isGameOver { computer.player.look(at: view(for: computer), now: now) }
            computers[index] = computer
        }
    }

    /// The table as a computer player may see it: every card, or in Memory only those it turned up.
    private func view(for computer: ComputerSeat) -> TableView {
        let cards: [Card?] =
            mode.variant.dealsFaceDown
            ? table.indices.map { computer.memory[$0] } : table.map { $0 }
        return TableView(cards: cards, previous: previous, found: Set(found.map(Set.init)))
    }

    /// Puts back the computer players' searches for the seats a saved game holds them at.
    mutating func seatSavedComputers() {
        for index in seats.indices {
            guard let level = seats[index]?.computer else { continue }
            let seed = UInt64(index) &+ UInt64(bitPattern: Int64(clock.bitPattern & 0x7FFF_FFFF))
            computers[index] = ComputerSeat(
                level: level,
                player: ComputerPlayer(
                    pace: level.pace, rule: mode.variant.rule, chain: mode.variant.chain.count, seed: seed))
        }
    }
}
