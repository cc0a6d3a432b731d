import Glibc
import Histogram
import NIOCore
import NIOPosix
import SetCore
import SetNet
import SetProtocol
import Synchronization

/// `set-bench serve`: a real `set-game --serve` played by many rooms at a human pace, and what it costs.
///
/// Every player speaks the protocol over its own TCP connection on loopback. Each room's maker
/// connects from an address of its own (127.0.0.0/8 is all loopback), as players on the
/// internet would, so the server's limit of 4 rooms per address applies as it would there. In
/// each room the maker deals and every player claims the first Set on the table it last saw
/// every 4 to 12 seconds, and pings as a window does; the maker deals again when a game ends. A
/// claim's time runs from its send to its answer (the group found, a miss, or "too late") arriving
/// on the client's event-loop thread, and goes into an HdrHistogram. The server's CPU time and resident
/// memory are read from /proc over the measured seconds, after every room is seated, and so is
/// the CPU time of the benchmark's own players, who share the machine with it. A player that gets no
/// socket (the open-file limit, here or in the server) is left out and counted as `unseated`, the
/// rooms play with those seated, and the run exits with status 1.
struct ServeBench {
    let rooms: Int
    let players: Int
    let seconds: Double
    /// The server's event loops (`--threads`); nil: its default, one per core.
    let threads: Int?
    let binary: String

    /// One player's connection and what it knows: the last table, and its claim on the way.
    final class Player: Sendable {
        struct State {
            /// The last table's frame, decoded only when it is looked at (`BenchConnection`).
            var tableBytes: [UInt8]?
            var seat: Int?
            var room: RoomCode?
            var claim: (cards: [Card], sent: ContinuousClock.Instant)?
            var closed: String?
        }
        let state = Mutex(State())
        let times: ClaimTimes
        let isOwner: Bool
        let clock = ContinuousClock()

        init(isOwner: Bool, times: ClaimTimes) {
            self.isOwner = isOwner
            self.times = times
        }

        /// On the connection's thread: the table kept, and a claim's answer timed.
        func heard(_ event: NetClientEvent) {
            let now = clock.now
            state.withLock { state in
                switch event {
                case .received(.room(let code, _)): state.room = code
                case .received(.welcome(let seat, _)): state.seat = seat
                case .received(.event(let event)):
                    guard let claim = state.claim else { return }
                    let answered =
                        switch event {
                        case .setFound(_, let cards): Set(cards) == Set(claim.cards)
                        case .tooLate(let seat), .miss(let seat): seat == state.seat
                        default: false
                        }
                    guard answered else { return }
                    state.claim = nil
                    let micros = UInt64(max(0, (now - claim.sent) / .microseconds(1)))
                    times.record(micros)
                case .closed(let reason): state.closed = reason
                default: break
                }
            }
        }

        /// Whether a claim is on its way, so the events that follow may answer it.
        var awaitsAnswer: Bool { state.withLock { $0.claim != nil } }

        /// On the connection's thread: the last table's frame, kept.
        func keep(table bytes: [UInt8]) {
            state.withLock { $0.tableBytes = bytes }
        }

        /// The last table, decoded now.
        var table: TableSnapshot? {
            guard let bytes = state.withLock({ $0.tableBytes }),
                case .table(let table)? = try? NetCodec.decode(HostMessage.self, from: bytes)
            else { return nil }
            return table
        }

        /// The claim to send now: the first Set on the last table, unless one is on its way.
        func nextClaim() -> [Card]? {
            guard state.withLock({ $0.claim == nil }), let table else { return nil }
            return state.withLock { state in
                guard state.claim == nil, table.started, !table.gameOver,
                    let set = SetFinder.allSets(in: table.cards).first
                else { return nil }
                let cards = set.map { table.cards[$0] }
                state.claim = (cards, clock.now)
                return cards
            }
        }
    }

    func run() -> Int32 {
        // A socket per player here, and one per player in the server (which raises its own limit).
        if let warning = OpenFileLimit.raise(toHold: rooms * players) { fail(warning) }
        let folder = "/tmp/set-bench-serve-\(getpid())"
        mkdir(folder, 0o700)
        defer { _ = system("rm -rf '\(folder)'") }
        guard let port = Self.freePort() else {
            fail("no free port")
            return 1
        }
        let connections = rooms * players
        let arguments =
            [
                binary, "--serve", "--new", "--port", "\(port)", "--max-connections", "\(connections + 100)",
            ] + (threads.map { ["--threads", "\($0)"] } ?? [])
        guard let server = Self.spawn(arguments, environment: ["XDG_STATE_HOME=\(folder)/state"], log: "\(folder)/log")
        else {
            fail("cannot start \(binary)")
            return 1
        }
        defer {
            kill(server, SIGTERM)
            var status: Int32 = 0
            waitpid(server, &status, 0)
        }
        let (serverStat, serverStatus, ownStat) = (
            ProcFile("/proc/\(server)/stat"), ProcFile("/proc/\(server)/status"), ProcFile("/proc/self/stat")
        )
        guard Self.waitForPort(port, seconds: 20) else {
            // Its own words say why (a port taken, a limit): the log goes with the folder.
            let said = ProcFile("\(folder)/log").text?.split(separator: "\n").suffix(3).joined(separator: " / ") ?? ""
            fail("the server did not listen on port \(port)" + (said.isEmpty ? "" : "; it said: \(said)"))
            return 1
        }
        // The players on every core, as the server is: one loop for 20,000 connections would measure itself.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
        defer { try? group.syncShutdownGracefully() }
        let times = ClaimTimes()
        let seated = Result { try Blocking.run { try await seat(port: port, group: group, times: times) } }
        guard case .success(let everyone) = seated, !everyone.isEmpty else {
            fail("could not seat any room: \(seated)")
            return 1
        }
        // The measured seconds start with every room seated.
        times.reset()
        let before = Self.cpuSeconds(serverStat)
        let ownBefore = Self.cpuSeconds(ownStat)
        let start = ContinuousClock.now
        let end = start + .milliseconds(Int64(seconds * 1000))
        var generator = SystemRandomNumberGenerator()
        for (client, player) in everyone {
            schedule(client, player, loop: client.eventLoop, end: end, using: &generator)
        }
        var sleepLeft = end - ContinuousClock.now
        while sleepLeft > .zero {
            let step = min(sleepLeft, .seconds(1))
            usleep(UInt32(step / .microseconds(1)))
            sleepLeft = end - ContinuousClock.now
        }
        let cpu = Self.cpuSeconds(serverStat) - before
        let ownCPU = Self.cpuSeconds(ownStat) - ownBefore
        let elapsed = milliseconds(ContinuousClock.now - start) / 1000
        let rss = Self.residentMB(serverStatus)
        let dropped = everyone.count { $0.1.state.withLock { $0.closed != nil } }
        Blocking.wait { for (client, _) in everyone { await client.close() } }
        let histogram = times.histogram
        func ms(_ micros: UInt64) -> String { format2(Double(micros) / 1000) }
        let figures: [(String, String)] = [
            ("threads", threads.map { "\($0)" } ?? "cores"), ("rooms", "\(rooms)"), ("players", "\(rooms * players)"),
            ("connections", "\(everyone.count)"),
            ("cpu_pct", format2(cpu / elapsed * 100)), ("players_cpu_pct", format2(ownCPU / elapsed * 100)),
            ("rss_mb", format2(rss)),
            ("p50_ms", ms(histogram.valueAtPercentile(50))), ("p99_ms", ms(histogram.valueAtPercentile(99))),
            ("max_ms", ms(histogram.max)), ("claims", "\(histogram.totalCount)"), ("dropped", "\(dropped)"),
            ("unseated", "\(rooms * players - everyone.count)"),
        ]
        print(figures.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
        return dropped == 0 && everyone.count == rooms * players ? 0 : 1
    }

    /// Makes every room and seats its players: the maker from an address of its own, the others
    /// by the code; the maker deals.
    private func seat(
        port: Int, group: MultiThreadedEventLoopGroup, times: ClaimTimes
    ) async throws -> [(BenchConnection, Player)] {
        var everyone: [(BenchConnection, Player)] = []
        // A few rooms at a time: a server that is being filled is not what is measured.
        let batch = 25
        for first in stride(from: 0, to: rooms, by: batch) {
            try await withThrowingTaskGroup(of: [(BenchConnection, Player)].self) { tasks in
                for room in first..<min(rooms, first + batch) {
                    tasks.addTask {
                        // A room that cannot be made (no socket left, here or in the server) is counted, not fatal.
                        (try? await seatRoom(room, port: port, group: group, times: times)) ?? []
                    }
                }
                for try await seated in tasks { everyone += seated }
            }
        }
        return everyone
    }

    private func seatRoom(
        _ room: Int, port: Int, group: MultiThreadedEventLoopGroup, times: ClaimTimes
    ) async throws -> [(BenchConnection, Player)] {
        let owner = Player(isOwner: true, times: times)
        let address = "127.\(1 + room / 65_536).\(room / 256 % 256).\(room % 256 == 0 ? 254 : room % 256)"
        let ownerClient = try await BenchConnection.connect(
            host: "127.0.0.1", port: port, hello: Hello(name: PlayerName("Room\(room)")!, destination: .newRoom(.solo)),
            on: group, from: address, player: owner)
        var code: RoomCode?
        for _ in 0..<500 {
            code = owner.state.withLock { $0.seat != nil ? $0.room : nil }
            if code != nil || owner.state.withLock({ $0.closed != nil }) { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        guard let code else {
            throw BenchError("room \(room) was not made: \(owner.state.withLock { $0.closed ?? "no answer" })")
        }
        var seated = [(ownerClient, owner)]
        defer { ownerClient.send(ClientMessage.start) }
        for index in 1..<players {
            let player = Player(isOwner: false, times: times)
            // A player the machine has no socket for is left out: the room plays with those seated.
            guard
                let client = try? await BenchConnection.connect(
                    host: "127.0.0.1", port: port,
                    hello: Hello(name: PlayerName("R\(room)P\(index)")!, destination: .room(code)), on: group,
                    player: player)
            else { break }
            seated.append((client, player))
        }
        return seated
    }

    /// Claims every 4 to 12 seconds until `end`; the owner deals again when a game is over.
    private func schedule(
        _ client: BenchConnection, _ player: Player, loop: any EventLoop, end: ContinuousClock.Instant,
        using generator: inout some RandomNumberGenerator
    ) {
        let delay = Int64.random(in: 4_000...12_000, using: &generator)
        loop.scheduleTask(in: .milliseconds(delay)) {
            guard ContinuousClock.now < end else { return }
            let over = player.isOwner && player.table?.gameOver == true
            if over, player.isOwner {
                client.send(.playAgain)
            } else if let claim = player.nextClaim() {
                client.send(.claim(claim))
            }
            var generator = SystemRandomNumberGenerator()
            schedule(client, player, loop: loop, end: end, using: &generator)
        }
    }

    // MARK: The server process

    /// A port the server can listen on at every address.
    ///
    /// Asked of the wildcard address, not 127.0.0.1: a port the last run's players still hold from
    /// 127.x.y.z (closing, or in TIME_WAIT) is free on 127.0.0.1 alone, and the server's wildcard
    /// bind to it fails with "Address already in use".
    static func freePort() -> Int? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = INADDR_ANY
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }

    static func waitForPort(_ port: Int, seconds: Double) -> Bool {
        let end = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
        while ContinuousClock.now < end {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(port).bigEndian
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            close(fd)
            if connected { return true }
            usleep(20_000)
        }
        return false
    }

    /// Starts `arguments` with `environment` added to this process's, its output and errors to `log`.
    static func spawn(_ arguments: [String], environment: [String], log: String) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var inherited: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            inherited.append(String(cString: entry))
            pointer += 1
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = (inherited + environment).map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else { return nil }
        return pid
    }

    /// The process's user and system CPU seconds so far, from its /proc/PID/stat.
    static func cpuSeconds(_ stat: ProcFile) -> Double {
        guard let text = stat.text, let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, utime 14 and stime 15 (1-based over the whole line).
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The process's resident memory in MB, from its /proc/PID/status.
    static func residentMB(_ status: ProcFile) -> Double {
        guard let text = status.text,
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kb = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kb / 1024
    }
}

/// A /proc file opened before the players' sockets can take every descriptor, read afresh from its start
/// each time.
final class ProcFile {
    private let fd: Int32

    init(_ path: String) {
        fd = open(path, O_RDONLY)
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// What the file says now, or nil when it could not be opened or read.
    var text: String? {
        guard fd >= 0 else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = pread(fd, &chunk, chunk.count, off_t(bytes.count))
            if count < 0 { return nil }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Every claim's time from send to answer, in microseconds, from every connection's thread.
final class ClaimTimes: Sendable {
    private let times = Mutex(
        Histogram<UInt64>(highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three))

    func record(_ micros: UInt64) { times.withLock { _ = $0.record(micros) } }
    func reset() { times.withLock { $0.reset() } }
    var histogram: Histogram<UInt64> { times.withLock { $0 } }
}

/// Two decimals.
func format2(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    let whole = Int(hundredths / 100)
    let part = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
    return "\(value < 0 && whole == 0 ? "-" : "")\(whole).\(part < 10 ? "0" : "")\(part)"
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
