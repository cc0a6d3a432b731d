import Catalog
import Geometry
import SetCore
import SetInput
import SetProtocol
import SetTable

extension AppState {
    /// A window for a network game, before the connection has said anything: no cards, no history.
    public init(
        network: NetworkTable, width: Int, height: Int, settings: Settings = Settings(), catalog: Catalog = .english
    ) {
        self.init(
            game: Game(picture: [], selection: [], startedAt: 0, now: 0), width: width, height: height,
            settings: settings, catalog: catalog)
        self.network = network
        history = nil
        message =
            network.role == .host
            ? catalog.text("Starting the host") : catalog.text("Connecting to %s", .string(network.address))
    }

    /// A move asked for in a network game: a card is selected here and claimed at the host, Deal
    /// starts the game in the lobby; the host deals, hints and scores by itself.
    mutating func askHost(_ intent: Intent, now: Double) -> [Effect] {
        switch intent {
        case .cardTapped(let index):
            return select(index, now: now)
        case .dealTapped:
            if network?.runsTable == true, network?.inLobby == true {
                message = catalog.text("Dealing")
                let who = network?.role == .host ? "the host starts" : "the room's owner starts"
                return [.startNetworkGame, .network(NetworkMove(event: "startGame", detail: who))]
            } else if network?.inLobby == true {
                message =
                    network?.room == nil
                    ? catalog.text("The host starts the game") : catalog.text("The room's owner starts the game")
            } else {
                message = catalog.text("The host deals by itself when the table holds no Set")
            }
            return []
        default:
            return hostKeepsTheGame()
        }
    }

    /// What a network game's player is told of a move only the host makes.
    mutating func hostKeepsTheGame() -> [Effect] {
        message = catalog.text("The host keeps this game: select three cards to claim a Set")
        return []
    }

    /// Escape: lets go of the cards selected and not yet claimed.
    mutating func clearNetworkSelection(now: Double) -> [Effect] {
        guard network?.claimed == nil, !game.selection.isEmpty else { return [] }
        game.letGoOfSelection()
        showHostTable(now: now)
        return [.network(NetworkMove(event: "select", detail: "selection cleared"))]
    }

    /// A press on a network game's own buttons (the game-over panel's, the room's code); its HUD draws no others.
    mutating func pressInNetworkGame(_ button: ButtonID) -> [Effect] {
        switch button {
        case .copyCode: return copyRoomCode()
        case .playAgain: return carryOut(GameOverFeature.reduce(.playAgain, inPlay: game.mode), now: latestTime)
        case .leave: return carryOut(GameOverFeature.reduce(.leave, inPlay: game.mode), now: latestTime)
        default: return []
        }
    }

    /// The host's choice of mode in its lobby: the host deals it, and every window hears it.
    mutating func chooseNetworkMode(_ mode: Game.Mode) -> [Effect] {
        guard let network, network.runsTable, network.inLobby, network.connection == .seated,
            NetProtocol.modes.contains(mode), mode != network.mode
        else { return [] }
        message = Self.modeNews(mode, catalog: catalog)
        return [.chooseNetworkMode(mode), .network(NetworkMove(event: "chooseMode", detail: mode.rawValue))]
    }

    /// The host's Play again: the host deals a new game of the same seats once this one is over.
    mutating func playAgain() -> [Effect] {
        guard let network, network.runsTable, network.connection == .seated, network.snapshot?.gameOver == true
        else { return [] }
        message = catalog.text("Dealing a new game")
        return [.playNetworkGameAgain, .network(NetworkMove(event: "playAgain", detail: "the host deals again"))]
    }

    /// Puts the room's code on the clipboard, for pasting to friends.
    private mutating func copyRoomCode() -> [Effect] {
        guard let room = network?.room else { return [] }
        message = catalog.text("Copied %s to the clipboard", .string(room.description))
        return [.copyToClipboard(room.description), .network(NetworkMove(event: "copyCode", detail: "\(room)"))]
    }

    /// Gives up this player's seat for good: the host frees it at once and tells the others.
    ///
    /// Closing the window instead is a drop, and keeps the seat for 120 s.
    mutating func leaveNetworkGame() -> [Effect] {
        guard var network, network.you != nil else { return [] }
        switch network.connection {
        case .seated, .reconnecting: break
        case .connecting, .gone: return []
        }
        network.connection = .gone(reason: NetworkTable.leftReason)
        dropClaim(in: &network)
        self.network = network
        message =
            network.role == .host
            ? catalog.text("You left the game; the others play on while this window stays open")
            : catalog.text("You left the game")
        return [.leaveNetworkGame, .network(NetworkMove(event: "leave", detail: "gave up seat \(network.you ?? 0)"))]
    }

    /// Selects or lets go of the card at `index`; the group's last card sends the claim.
    private mutating func select(_ index: Int, now: Double) -> [Effect] {
        guard var network, network.canSelect, game.card(at: index) != nil else { return [] }
        let size = game.groupSize
        if index < network.hidden, network.revealed[index] == nil {
            // Memory: a face-down card is turned up by the host, for this player only; it joins the selection then.
            guard !network.turning.contains(index), game.selection.count + network.turning.count < size else {
                return []
            }
            network.turning.append(index)
            self.network = network
            message = nil
            return [
                .send(.reveal(index: index)),
                .network(NetworkMove(event: "select", detail: "turned up place \(index)")),
            ]
        }
        // Memory: no more than the group, counting the cards still being turned up.
        if !game.selection.contains(index), game.selection.count + network.turning.count >= size { return [] }
        let effects: [Effect]
        switch game.pick(index) {
        case .deselected(let card)?:
            effects = [
                .network(NetworkMove(event: "select", detail: "deselected \(card)", events: [.deselected(card)]))
            ]
        case .selected(let card)?:
            effects = claimIfWhole(after: card, in: &network)
        default:
            return []
        }
        self.network = network
        message = nil
        showHostTable(now: now)
        return effects
    }

    /// What the connection to the host delivered.
    mutating func receive(_ update: NetClientEvent, now: Double) -> [Effect] {
        guard var network else { return [] }
        defer { showHostTable(now: now) }
        switch update {
        case .received(.welcome(let seat, let token)):
            let back = network.connection == .reconnecting
            network.you = seat
            network.connection = .seated
            self.network = network
            message = back ? catalog.text("Reconnected") : nil
            let move =
                back
                ? NetworkMove(event: "reconnected", detail: "seat \(seat) back")
                : NetworkMove(event: "welcome", detail: "seat \(seat)")
            return [.keepSeatToken(token), .network(move)]
        case .reconnecting(let reason):
            return lose(reason, in: &network)
        case .received(.refused(let reason)):
            message =
                network.onRoomsServer
                ? catalog.text("The server refused: %s", .string(NetworkWords.reason(reason, in: catalog)))
                : catalog.text("The host refused: %s", .string(NetworkWords.reason(reason, in: catalog)))
            return [.network(NetworkMove(event: "refused", detail: reason))]
        case .received(.event(.tooLate(let seat))) where seat == network.you:
            dropClaim(in: &network)
            self.network = network
            message = catalog.text("Too late")
            return [.network(NetworkMove(event: "tooLate", detail: "those cards are gone"))]
        case .received(.event(let event)):
            network.heard.append(event)
            self.network = network
            return []
        case .received(.table(let snapshot)):
            return take(snapshot, now: now)
        case .received(.revealed(let index, let card)):
            return turnedUp(card, at: index, in: &network, now: now)
        case .received(.room(let code, let owner)):
            let detail = "\(code)" + (owner ? ", owner" : "")
            let changed = network.room != code || network.isOwner != owner
            network.room = code
            network.isOwner = owner
            self.network = network
            return changed ? [.network(NetworkMove(event: "room", detail: detail))] : []
        case .received(.pong), .received(.ping), .received(.redirect):
            // A redirect is the connection's to follow (`ReconnectingClient`); it never reaches the table.
            return []
        case .connected(let server):
            network.server = server
            self.network = network
            return []
        case .redirected(let letter, let server):
            network.server = nil
            self.network = network
            let detail = (letter.map { "letter \($0) at " } ?? "") + server.description
            return [.network(NetworkMove(event: "redirect", detail: detail))]
        case .latency(let ms):
            self.network?.pingMs = ms
            return []
        case .closed(let reason):
            // The connection this player closed by leaving: nothing more to say.
            if network.hasLeft { return [] }
            network.connection = .gone(reason: reason)
            dropClaim(in: &network)
            self.network = network
            // Never seated: the host could not be reached, or refused (its reason was shown and stays).
            if network.you == nil {
                message =
                    reason.hasPrefix("refused: ")
                    ? message : catalog.text("Could not join: %s", .string(NetworkWords.reason(reason, in: catalog)))
            } else {
                let why = NetworkWords.reason(reason, in: catalog)
                message =
                    network.onRoomsServer
                    ? catalog.text("The server is gone (%s): the last table stays on screen", .string(why))
                    : catalog.text("The host is gone (%s): the last table stays on screen", .string(why))
            }
            return [.network(NetworkMove(event: "disconnected", detail: reason))]
        }
    }

    /// Memory: the host turned up the card at `index` for this player; it joins the selection,
    /// and the group's last card sends the claim.
    private mutating func turnedUp(
        _ card: Card, at index: Int, in network: inout NetworkTable, now: Double
    ) -> [Effect] {
        guard let at = network.turning.firstIndex(of: index), index < network.hidden,
            !network.revealed.values.contains(card)
        else { return [] }
        network.turning.remove(at: at)
        network.revealed[index] = card
        // The card lies face up on the table on screen before it is selected there.
        self.network = network
        showHostTable(now: now)
        guard game.pick(index) != nil else { return [] }
        let effects = claimIfWhole(after: card, in: &network)
        self.network = network
        return effects
    }

    /// The move `card` just selected makes: the group's last card (with none still being
    /// turned up) sends the claim, and no more can be selected until the host answers.
    private func claimIfWhole(after card: Card, in network: inout NetworkTable) -> [Effect] {
        guard game.selection.count == game.groupSize, network.turning.isEmpty else {
            return [.network(NetworkMove(event: "select", detail: "selected \(card)", events: [.selected(card)]))]
        }
        let cards = game.selectedCards
        network.claimed = cards
        let codes = cards.map(\.code).joined(separator: " ")
        return [
            .send(.claim(cards)),
            .network(NetworkMove(event: "claim", detail: "claimed \(codes)", events: [.selected(card)])),
        ]
    }

    /// The claim is answered or overtaken (or the seat is gone): the selection is let go, and
    /// selecting may go on.
    private mutating func dropClaim(in network: inout NetworkTable) {
        game.letGoOfSelection()
        network.claimed = nil
    }

    /// The link is lost and the client is reconnecting: a selection the host never answered is dropped.
    private mutating func lose(_ reason: String, in network: inout NetworkTable) -> [Effect] {
        let dropped = !game.selection.isEmpty
        network.connection = .reconnecting
        dropClaim(in: &network)
        network.heard = []
        self.network = network
        message =
            dropped
            ? catalog.text("Connection lost — reconnecting… (your selection was dropped)")
            : catalog.text("Connection lost — reconnecting…")
        return [.network(NetworkMove(event: "reconnecting", detail: reason))]
    }

    /// The host's new table, and the events heard before it: each a move, in order.
    private mutating func take(_ snapshot: TableSnapshot, now: Double) -> [Effect] {
        guard var network else { return [] }
        // The game's record: the moves heard were made on the table on screen until now.
        let picture = game
        // A player who left is gone from the new table: their name comes from the one before.
        let names = Dictionary(network.players.map { ($0.seat, $0.name.text) }, uniquingKeysWith: { a, _ in a })
        // Memory: cards turned up are known by their places, which a group taken (or a new game) changes.
        let before = network.snapshot
        let memoryTableChanged =
            (before?.hidden ?? 0) > 0
            && (before?.hidden != snapshot.hidden || before?.deckCount != snapshot.deckCount
                || before?.players.map(\.sets).reduce(0, +) != snapshot.players.map(\.sets).reduce(0, +)
                || before?.gameOver != snapshot.gameOver)
        network.snapshot = snapshot
        network.snapshotAt = now
        if snapshot.started, network.startedAt == nil { network.startedAt = now }
        let heard = network.heard
        network.heard = []
        var turnedDown = false
        if memoryTableChanged {
            turnedDown = network.claimed == nil && !(game.selection.isEmpty && network.turning.isEmpty)
            network.revealed = [:]
            network.turning = []
            if network.claimed == nil { game.letGoOfSelection() }
        }
        if heard.contains(.newGame) {
            network.startedAt = now
            dropClaim(in: &network)
        }
        if heard.contains(.newGame) || heard.contains(.gameStarted) { network.rated = nil }
        let rated = heard.contains(.gameOver) ? rateNetworkGame(in: &network) : []
        var moves: [NetworkMove] = []
        var note: String?
        let claimed = network.claimed
        var entries: [RecordEntry] = []
        for event in heard {
            entries += Self.recordEntries(for: event, on: picture, you: network.you, claimed: claimed, now: now)
            let (move, line) = describe(event, in: &network, formerNames: names)
            if let move { moves.append(move) }
            if let line { note = line }
        }
        // Cards of this player's selection that another's Set took: too late for them. The game
        // still shows the table before this one; the new one is in `network` until shown.
        let gone = game.selectedCards.filter { !network.selectable.contains($0) }
        if !gone.isEmpty {
            dropClaim(in: &network)
            note = catalog.text("Too late")
            moves.append(
                NetworkMove(event: "tooLate", detail: "\(gone.map(\.code).joined(separator: " ")) left the table"))
        }
        if turnedDown, note == nil {
            note = catalog.text("The table changed: turn your cards up again")
            moves.append(NetworkMove(event: "tooLate", detail: "the table changed under the cards turned up"))
        }
        self.network = network
        if let note { message = note }
        showHostTable(now: now)
        if entries.contains(where: { if case .started = $0 { true } else { false } }) {
            // A game begun is recorded from the table it was dealt on, with the seats' names.
            let seats = (network.players.map(\.seat).max() ?? -1) + 1
            let players = (0..<seats).map { seat in
                names[seat] ?? network.players.first { $0.seat == seat }?.name.text ?? "Seat \(seat + 1)"
            }
            let levels = (0..<seats).map { seat in network.players.first { $0.seat == seat }?.computer?.name ?? "" }
            let computers = levels.contains { !$0.isEmpty } ? levels : []
            entries = entries.map { entry in
                if case .started = entry { return .started(game, players: players, computers: computers) }
                return entry
            }
        }
        return moves.map(Effect.network) + entries.map(Effect.record) + rated
    }

    /// What an event heard from the host leaves to record: every player's finds, this
    /// player's misses, the deals, and the game's start and end.
    private static func recordEntries(
        for event: TableEvent, on picture: Game, you: Int?, claimed: [Card]?, now: Double
    ) -> [RecordEntry] {
        switch event {
        case .setFound(let seat, let cards):
            return [.moves([RecordedMove(time: 0, kind: .found, cards: cards, player: seat)], on: picture, clock: now)]
        case .miss(let seat) where seat == you:
            guard let claimed, claimed.count == picture.groupSize else { return [] }
            return [
                .moves([RecordedMove(time: 0, kind: .missed, cards: claimed, player: seat)], on: picture, clock: now)
            ]
        case .dealtThree(let cards):
            let deal = RecordedMove(time: 0, kind: .deal, cards: cards, overGroup: picture.holdsGroup(besides: []))
            return [.moves([deal], on: picture, clock: now)]
        case .gameStarted, .newGame:
            // Filled in with the new table and the seats' names once the table is taken.
            return [.ended(.abandoned), .started(picture, players: [])]
        case .gameOver:
            return [.ended(.finished)]
        case .miss, .dealt, .tooLate, .playerJoined, .playerDropped, .playerReconnected, .playerLeft, .modeChosen:
            return []
        }
    }

    /// A heard event as a move and a line for the player, if it calls for either.
    private mutating func describe(
        _ event: TableEvent, in network: inout NetworkTable, formerNames: [Int: String]
    ) -> (NetworkMove?, String?) {
        let codes = { (cards: [Card]) in cards.map(\.code).joined(separator: " ") }
        switch event {
        case .setFound(let seat, let cards) where seat == network.you:
            dropClaim(in: &network)
            return (
                NetworkMove(
                    event: "setFound", detail: "you found \(codes(cards))",
                    events: [.matched(cards), .collected(cards)], finder: seat), catalog.text("Set! One point")
            )
        case .setFound(let seat, let cards):
            let who = network.name(of: seat)
            return (
                NetworkMove(
                    event: "remote", detail: "\(who) found \(codes(cards))",
                    events: [.matched(cards), .collected(cards)], finder: seat),
                catalog.text("%s found a Set", .string(network.name(of: seat, in: catalog)))
            )
        case .miss(let seat) where seat == network.you:
            let cards = network.claimed ?? []
            dropClaim(in: &network)
            let line =
                cards.count == 3
                ? MismatchWording.message(FeatureMismatch.explain(cards), theme: theme, catalog: catalog)
                : catalog.text("Not a Set")
            return (
                NetworkMove(event: "miss", detail: "not a Set: one point off", events: [.mismatched(cards)]),
                catalog.text("%s (one point off)", .string(line))
            )
        case .miss(let seat):
            return (NetworkMove(event: "remote", detail: "\(network.name(of: seat)) missed"), nil)
        case .dealtThree(let cards), .dealt(let cards):
            return (NetworkMove(event: "remote", detail: "dealt \(codes(cards))", events: [.dealt(cards)]), nil)
        case .tooLate:
            return (nil, nil)
        case .playerJoined(let seat, let name):
            return (
                NetworkMove(event: "remote", detail: "\(name) joined at seat \(seat)"),
                catalog.text("%s joined", .string(name.description))
            )
        case .playerDropped(let seat):
            let who = network.name(of: seat)
            return (
                NetworkMove(event: "remote", detail: "\(who) dropped"),
                catalog.text("%s lost the connection", .string(network.name(of: seat, in: catalog)))
            )
        case .playerReconnected(let seat):
            let who = network.name(of: seat)
            return (
                NetworkMove(event: "remote", detail: "\(who) reconnected"),
                catalog.text("%s is back", .string(network.name(of: seat, in: catalog)))
            )
        case .playerLeft(let seat):
            let who = formerNames[seat] ?? "Seat \(seat + 1)"
            return (
                NetworkMove(event: "remote", detail: "\(who) left (seat \(seat))"),
                catalog.text("%s left", .string(formerNames[seat] ?? catalog.text("Seat %d", .int(seat + 1))))
            )
        case .gameStarted:
            return (
                NetworkMove(event: "remote", detail: "the game started"),
                catalog.text("Find a Set: select three cards")
            )
        case .modeChosen(let mode):
            return (
                NetworkMove(event: "remote", detail: "the mode is now \(mode.rawValue)"),
                Self.modeNews(mode, catalog: catalog)
            )
        case .newGame:
            return (
                NetworkMove(event: "remote", detail: "a new game was dealt"),
                catalog.text("A new game: find a Set")
            )
        case .gameOver:
            return (
                NetworkMove(event: "remote", detail: "game over", events: [.gameOver]),
                Self.winnerLine(network, catalog: catalog)
            )
        }
    }

    /// The game-over panel of a finished network game: every player's place, the winner
    /// first; nil while the game goes on, and once this player has left.
    func networkResult() -> NetworkResult? {
        guard let network, !network.hasLeft else { return nil }
        let standings = network.standings
        guard !standings.isEmpty else { return nil }
        let first = standings.filter { $0.place == 1 }
        let title: String
        if first.count > 1 {
            title = catalog.text("A tie")
        } else {
            title =
                first[0].seat == network.you
                ? catalog.text("You win") : catalog.text("%s wins", .string(first[0].name.text))
        }
        let lines = standings.map { standing in
            let name =
                standing.seat == network.you
                ? catalog.text("%s (you)", .string(standing.name.text)) : standing.name.text
            return catalog.text(
                "%1$d. %2$s · %3$s · %4$s", context: "place", .int(standing.place), .string(name),
                .string(catalog.plural("%d Set", "%d Sets", count: standing.sets)),
                .string(catalog.plural("%d pt", "%d pts", count: standing.score)))
        }
        let rating = network.rated.map { [Self.ratingLine($0, catalog: catalog)] } ?? []
        return NetworkResult(
            title: title, lines: lines + rating, canPlayAgain: network.runsTable && network.connection == .seated)
    }

    /// "Game over: Ann wins with 9 points", or a tie.
    static func winnerLine(_ network: NetworkTable, catalog: Catalog) -> String {
        guard let best = network.players.map(\.score).max() else { return catalog.text("Game over") }
        let winners = network.players.filter { $0.score == best }
        let points = catalog.plural("%d point", "%d points", count: best)
        if winners.count == 1 {
            return winners[0].seat == network.you
                ? catalog.text("Game over: you win with %s", .string(points))
                : catalog.text(
                    "Game over: %1$s wins with %2$s", .string(network.name(of: winners[0].seat, in: catalog)),
                    .string(points))
        }
        let names = winners.map { network.name(of: $0.seat, in: catalog) }
        return catalog.text(
            "Game over: a tie at %1$s (%2$s)", .string(points), .string(FeatureWords.list(names, in: catalog)))
    }

    /// The news of a mode chosen: its name and how it is played.
    static func modeNews(_ mode: Game.Mode, catalog: Catalog) -> String {
        catalog.text(
            "%1$s: %2$s", context: "mode and summary", .string(mode.title(in: catalog)),
            .string(mode.variant.summary(in: catalog)))
    }

    /// Shows the host's last table in the window's game, which keeps this player's selection
    /// on it: the one place the host's table reaches the game, never played on here.
    mutating func showHostTable(now: Double) {
        guard let network else { return }
        game.show(
            hostTable: network.tableCards, previous: network.snapshot?.previous ?? [],
            found: network.snapshot?.found ?? [], mode: network.mode, startedAt: network.startedAt ?? now, now: now)
        relayout()
    }

    /// The mode's line in the HUD: its name and what ends it (none in the classic game, on the host's classic table).
    static func modeLine(_ network: NetworkTable, now: Double, catalog: Catalog) -> String? {
        let mode = network.mode
        guard !mode.hostsClassicTable else { return nil }
        let title = mode.title(in: catalog)
        switch mode.variant.end {
        case .groupsFound(let target):
            return catalog.plural(
                "%1$s · first to %2$d Set", "%1$s · first to %2$d Sets", count: target, .string(title), .int(target))
        case .timeLimit:
            let left = network.timeLeft(at: now).map { NetworkPanel.clock($0.rounded(.up)) } ?? "2:00"
            return catalog.text("%1$s · %2$s left", .string(title), .string(left))
        case .deckExhausted, .tableSolved:
            return mode.groupSize == 3
                ? title
                : catalog.plural(
                    "%1$s · %2$d card a group", "%1$s · %2$d cards a group", count: mode.groupSize, .string(title),
                    .int(mode.groupSize))
        }
    }

    /// Where a found Set flies in a network game: its finder's row in the HUD.
    func networkRowFrame(seat: Int, now: Double) -> Rect? {
        guard let panel = networkPanel(now: now),
            let row = network?.players.firstIndex(where: { $0.seat == seat })
        else { return nil }
        let frames = panel.frames(in: layout.screen)
        let index = 1 + panel.lines.count + row
        return frames.indices.contains(index) ? frames[index] : nil
    }

    /// What the HUD shows of the network game at `now`.
    func networkPanel(now: Double) -> NetworkPanel? {
        guard let network else { return nil }
        var lines: [String] = []
        let title: String
        switch network.connection {
        case .gone: title = network.you == nil ? catalog.text("Not joined") : catalog.text("Host gone")
        case .connecting: title = catalog.text("Connecting")
        case .reconnecting: title = catalog.text("Reconnecting")
        case .seated:
            title =
                network.inLobby
                ? catalog.text("Lobby")
                : network.snapshot?.gameOver == true
                    ? catalog.text("Game over")
                    : network.againstComputer ? catalog.text("Against the computer") : catalog.text("Network game")
        }
        if network.againstComputer {
            // The table is this machine's own: there is no address to tell.
        } else if let room = network.room {
            lines.append(catalog.text("Room %1$s on %2$s", .string(room.description), .string(network.address)))
        } else {
            lines.append(
                network.role == .host
                    ? catalog.text("Hosting on %s", .string(network.address))
                    : catalog.text("Joined %s", .string(network.address)))
        }
        if network.inLobby {
            let waiting =
                network.room == nil
                ? catalog.text("Waiting for the host to deal") : catalog.text("Waiting for the room's owner to deal")
            lines.append(network.runsTable ? catalog.text("Space deals · F10 chooses the mode") : waiting)
        } else if let snapshot = network.snapshot {
            let time = NetworkPanel.clock(game.playTime(at: now))
            lines.append(catalog.text("Deck %1$d · Time %2$s", .int(snapshot.deckCount), .string(time)))
        }
        if let line = Self.modeLine(network, now: now, catalog: catalog) { lines.append(line) }
        let rows = network.players.map { player in
            let you = player.seat == network.you
            var parts = [
                catalog.plural("%d Set", "%d Sets", count: player.sets),
                catalog.plural("%d pt", "%d pts", count: player.score),
            ]
            if let level = player.computer {
                parts.append(level.word(in: catalog))
            } else if !player.connected {
                parts.append(catalog.text("away", context: "player"))
            } else if !network.againstComputer, let ms = you ? (network.pingMs ?? player.pingMs) : player.pingMs {
                parts.append(catalog.text("%d ms", .int(ms)))
            }
            return NetworkPanel.Row(
                name: you ? catalog.text("%s (you)", .string(player.name.text)) : player.name.text,
                detail: parts.joined(separator: " \u{B7} "), isYou: you,
                isConnected: player.connected, isComputer: player.computer != nil)
        }
        return NetworkPanel(title: title, lines: lines, rows: rows)
    }
}
