#if !FUZZING
    #if canImport(Glibc)
        import Glibc
    #endif
    import SetCore
    import SetNet
    import SetProtocol
    import SetPlatform
    import SetRecords
    import SetStorage

    /// The seed corpus (`SetFuzz seeds FOLDER`): files the game writes and frames its host and
    /// clients send, made by the game's own code from seeded games played through it, and for
    /// the action-stream targets, seeded byte streams, one or more for every mode.
    enum Seeds {
        /// Writes `TARGET/NAME` for every target into `folder` (`Tests/corpus`).
        static func write(into folder: String) {
            var written = 0
            func put(_ target: FuzzTarget, _ name: String, _ bytes: [UInt8]) {
                let directory = folder + "/" + target.rawValue
                mkdir(folder, 0o755)
                mkdir(directory, 0o755)
                guard let file = fopen(directory + "/" + name, "wb") else { Invariant.fail("cannot write \(name)") }
                _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
                fclose(file)
                written += 1
            }
            for (name, stream) in frames() { put(.frames, name, stream) }
            for (name, file) in files() { put(.files, name, file) }
            for (index, mode) in HostGame.modes.enumerated() {
                put(
                    .host, "mode-\(mode.rawValue)",
                    stream(seed: UInt64(index), length: 600, first: [0xFF, 3, UInt8(index)]))
            }
            for (index, mode) in Game.Mode.allCases.enumerated() {
                put(
                    .reduce, "mode-\(mode.rawValue)",
                    stream(seed: UInt64(index), length: 500, first: [UInt8(index), 0xFF]))
            }
            for (index, mode) in [Game.Mode.solo, .chain, .memory, .megaSet].enumerated() {
                let position = UInt8(Game.Mode.allCases.firstIndex(of: mode) ?? 0)
                put(
                    .reduce, "network-\(mode.rawValue)",
                    stream(seed: 100 + UInt64(index), length: 500, first: [position, 0]))
            }
            for seed in 0..<12 {
                put(.raster, "drawing-\(seed)", stream(seed: 200 + UInt64(seed), length: 700, first: []))
            }
            print("\(written) seed inputs written under \(folder)")
        }

        /// `first`, then `length` bytes of a seeded generator.
        static func stream(seed: UInt64, length: Int, first: [UInt8]) -> [UInt8] {
            var generator = SplitMix64(seed: seed)
            return first + (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        }

        /// A frame as it goes on the wire: the body's length in 4 bytes, big-endian, then the body.
        static func frame(_ message: some NetMessage) -> [UInt8] {
            guard let body = try? NetCodec.encode(message) else { Invariant.fail("\(message) does not encode") }
            let n = UInt32(body.count)
            return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + body
        }

        /// What a host and its three players sent in games of three modes played through the host's
        /// game: the clients' frames (first byte 0: the host reads them) and the host's (1: a client does).
        static func frames() -> [(String, [UInt8])] {
            var streams: [(String, [UInt8])] = []
            for mode in [Game.Mode.solo, .ultra, .megaSet, .memory, .puzzle] {
                var host = HostGame(seed: 11, mode: mode, now: 0)
                var generator = SplitMix64(seed: 5)
                var sent: [HostMessage] = [], received: [ClientMessage] = []
                for (seat, name) in ["Ann", "Bob", "Zoë 🎲"].enumerated() {
                    guard let name = PlayerName(name) else { continue }
                    let hello = Hello(name: name, password: nil)
                    received.append(.hello(hello))
                    for outcome in host.apply(.helloReceived(hello, newToken: .random(using: &generator)), now: 1) {
                        if case .welcomed(let seat, let token) = outcome {
                            sent.append(.welcome(seat: seat, token: token))
                        }
                        if case .event(let event) = outcome { sent.append(.event(event)) }
                    }
                    received.append(.ping(id: seat, rttMs: seat == 0 ? nil : 14))
                    sent.append(.pong(id: seat))
                }
                sent.append(.table(host.snapshot))
                for round in 0..<4 {
                    guard let group = mode.variant.firstGroup(in: host.table) else { break }
                    received.append(.claim(group.cards))
                    for case .event(let event) in host.apply(
                        .claimReceived(group.cards, seat: round % 3), now: 2 + Double(round))
                    {
                        sent.append(.event(event))
                    }
                    sent.append(.table(host.snapshot))
                }
                received += [.leave]
                streams.append(("client-\(mode.rawValue)", [0] + received.flatMap(frame)))
                streams.append(("host-\(mode.rawValue)", [1] + sent.flatMap(frame)))
            }
            if let code = RoomCode("ABCD-EFGH"), let name = PlayerName("Ann") {
                let lobby: [ClientMessage] = [
                    .hello(Hello(name: name, password: "sesame", destination: .room(code))), .start,
                    .chooseMode(.megaSet), .playAgain,
                ]
                streams.append(("client-rooms", [0] + lobby.flatMap(frame)))
                streams.append(("host-rooms", [1] + [HostMessage.room(code: code, owner: true), .ping].flatMap(frame)))
            }
            return streams
        }

        /// The files the game reads, each after its selecting byte (`FilesTarget.Kind`): the saved
        /// games of the fixtures, and settings, statistics, seat tokens, rooms, a host's game and a
        /// record, as the game writes them after seeded games.
        static func files() -> [(String, [UInt8])] {
            var files: [(String, [UInt8])] = []
            func add<Value: StoredValue>(_ kind: FilesTarget.Kind, _ name: String, _ value: Value) {
                guard let bytes = try? VersionedFile.encode(value) else { Invariant.fail("\(name) does not encode") }
                files.append((name, [UInt8(kind.rawValue)] + bytes))
            }
            for mode in Game.Mode.allCases where !mode.isDaily {
                var game = Game(seed: 7, mode: mode, now: 0)
                var history = History(startingAt: game)
                var record = GameRecord(starting: game, at: 1_780_000_000)
                for step in 0..<9 {
                    let table = game.table
                    let group =
                        game.board?.nextGroup?.cards ?? SetFinder.firstSet(in: table).map { $0.map { table[$0] } }
                    let intent: Intent =
                        group.flatMap { $0.dropFirst(step % 3).first }.flatMap(table.firstIndex(of:))
                        .map { .cardTapped(index: $0) } ?? .hintTapped
                    let before = game
                    let events = game.apply(intent, now: Double(step + 1))
                    if !events.isEmpty { history.record(intent, at: game.clock) }
                    record.record(intent, events: events, before: before, after: game)
                }
                add(
                    .savedGame, "game-\(mode.rawValue)",
                    SavedGame(game: game, history: mode.keepsHistory ? history : nil))
                if (try? record.validate()) != nil { add(.gameRecord, "record-\(mode.rawValue)", record) }
            }
            add(.settings, "settings", RememberedSettings())
            add(.statistics, "statistics", Statistics())
            var host = HostGame(seed: 3, mode: .ultra, now: 0)
            var generator = SplitMix64(seed: 9)
            if let name = PlayerName("Ann") {
                _ = host.apply(.helloReceived(Hello(name: name), newToken: .random(using: &generator)), now: 0)
            }
            add(.hostGame, "host-game", host)
            if let code = RoomCode("XY23-45ZZ") {
                add(
                    .rooms, "rooms",
                    ServerRooms(rooms: [SavedRoom(code: code, isOpen: true, password: nil, owner: 0, game: host)]))
            }
            add(
                .seatTokens, "seats",
                SeatTokens(tokens: ["127.0.0.1:7373": .random(using: &generator)], server: "localhost:7374"))
            return files
        }
    }
#endif
