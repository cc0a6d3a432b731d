import SetApp
import SetNet
import SetProtocol
import SetTable

extension TraceRecord {
    /// The `net` object of a network game's line: this window's role and seat, and every player.
    struct Net: Encodable {
        var role: String
        /// The game's `--mode` name (`solo` for the classic game); the line's own `mode` stays `network`.
        var mode: String
        var you: Int?
        var players: [NetPlayer]
        /// `connecting`, `seated`, `reconnecting` or `gone`; and whether the host's lobby is still open.
        var connection: String
        var lobby: Bool
        /// The final places once the game is over, the winner first; absent while it goes on.
        var gameOver: [NetStanding]?
        /// The address connected, after any redirect (a host's: the addresses it is reached on).
        var server: String
        /// The room's code as shown (`ABCD-EFGH`) on a rooms server; null for a host's table.
        var room: String?
        /// Whether this player owns the room.
        var owner: Bool

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: TraceKey.self)
            try c.encode(role, forKey: TraceKey("role"))
            try c.encode(mode, forKey: TraceKey("mode"))
            try c.encodeIfPresent(you, forKey: TraceKey("you"))
            try c.encode(players, forKey: TraceKey("players"))
            try c.encode(connection, forKey: TraceKey("connection"))
            try c.encode(lobby, forKey: TraceKey("lobby"))
            try c.encodeIfPresent(gameOver, forKey: TraceKey("gameOver"))
            try c.encode(server, forKey: TraceKey("server"))
            // Written as null for a host's table, so every `net` has the same keys.
            try c.encode(room, forKey: TraceKey("room"))
            try c.encode(owner, forKey: TraceKey("owner"))
        }
    }

    /// One player's place in a finished network game.
    struct NetStanding: Encodable {
        var seat: Int
        var name: String
        var place: Int
        var sets: Int
        var score: Int
    }

    /// One seat as the trace shows it.
    struct NetPlayer: Encodable {
        var seat: Int
        var name: String
        var score: Int
        var sets: Int
        var connected: Bool
        var pingMs: Int?
        /// A computer player's level; nil for a person.
        var bot: String?
        /// Whether this is the window's own player.
        var you: Bool
        /// The player's rating in the mode before the game, when known.
        var rating: Int?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: TraceKey.self)
            try c.encode(seat, forKey: TraceKey("seat"))
            try c.encode(name, forKey: TraceKey("name"))
            try c.encode(score, forKey: TraceKey("score"))
            try c.encode(sets, forKey: TraceKey("sets"))
            try c.encode(connected, forKey: TraceKey("connected"))
            // Written as null until measured, so every player object has the same keys.
            try c.encode(pingMs, forKey: TraceKey("pingMs"))
            try c.encodeIfPresent(bot, forKey: TraceKey("bot"))
            if you { try c.encode(true, forKey: TraceKey("you")) }
            try c.encodeIfPresent(rating, forKey: TraceKey("rating"))
        }
    }

    /// Makes the line a network game's: `net`, and the deck, score, Sets and game over the host
    /// reports in place of the picture's (which has no deck and no score). No buttons: a
    /// network game has no Deal, Hint, Undo or New Game.
    ///
    /// A room's lobby lists its one button, `copyCode`, its frame the card's Copy button's.
    mutating func describe(_ network: NetworkTable, now: Double, roomCode card: RoomCodeCard? = nil) {
        let connection =
            switch network.connection {
            case .connecting: "connecting"
            case .seated: "seated"
            case .reconnecting: "reconnecting"
            case .gone: "gone"
            }
        let netPlayers = network.players.map {
            NetPlayer(
                seat: $0.seat, name: $0.name.text, score: $0.score, sets: $0.sets,
                connected: $0.connected, pingMs: $0.seat == network.you ? network.pingMs ?? $0.pingMs : $0.pingMs,
                bot: $0.computer?.name, you: $0.seat == network.you, rating: $0.rating)
        }
        // Against the computer the line lists the players at its top too, as a local game's.
        if network.againstComputer { players = .table(netPlayers) }
        net = Net(
            role: network.role.rawValue, mode: network.mode.rawValue, you: network.you,
            players: netPlayers,
            connection: connection, lobby: network.inLobby,
            gameOver: network.snapshot?.gameOver == true
                ? network.standings.map {
                    NetStanding(seat: $0.seat, name: $0.name.text, place: $0.place, sets: $0.sets, score: $0.score)
                } : nil,
            server: network.server ?? network.address, room: network.room?.description, owner: network.isOwner)
        deck = network.snapshot?.deckCount ?? 0
        matched = network.players.reduce(0) { $0 + $1.sets }
        score = network.players.first { $0.seat == network.you }?.score ?? 0
        gameOver = network.snapshot?.gameOver ?? false
        mode = "network"
        buttons = [:]
        if let card {
            buttons["copyCode"] = Button(frame: TraceRect(card.copy), enabled: true, label: card.copyLabel)
        }
        // Memory: a face-down card's code is not this window's to know (what it draws there is a stand-in).
        if network.hidden > 0 {
            for index in cards.indices where cards[index].faceUp == false { cards[index].id = "" }
        }
        // A puzzle's found groups are the host's (the daily puzzle's date stays the host's own).
        if network.mode.variant.isPuzzle, let snapshot = network.snapshot {
            found = snapshot.found.map { $0.map(\.code) }
        }
        // A race's figures are this player's: the Sets still to find, or Timed's seconds left.
        switch network.mode.variant.end {
        case .groupsFound(let target):
            let mine = network.players.first { $0.seat == network.you }?.sets ?? 0
            remaining = TraceNumber(Double(max(0, target - mine)))
        case .timeLimit:
            remaining = network.timeLeft(at: now).map { TraceNumber(($0 * 100).rounded() / 100) }
        case .deckExhausted, .tableSolved:
            break
        }
    }
}
