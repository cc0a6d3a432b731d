import Foundation
import NIOConcurrencyHelpers
import SetCore
import SetNet
import SetProtocol
import Testing

/// A peer of a network game on a plain blocking TCP socket: the honest players, the
/// attackers and the clients behind an impaired link of the hostile-peer and fault tests.
///
/// It speaks the protocol through `NetCodec` (a 4-byte big-endian length, then the JSON
/// body), or sends any bytes at all. A thread of its own reads what the host sends and
/// stamps each message with its arrival, so a latency is measured at the socket, not
/// when a busy test gets round to looking. The socket may be made inside a network
/// namespace (`ip netns`): it stays there whichever thread uses it.
final class WirePeer: Sendable {
    /// A message from the host and when it arrived.
    struct Received: Sendable {
        let message: HostMessage
        let at: ContinuousClock.Instant
    }

    private struct State {
        /// The socket, until the reader closes it (-1 after).
        var fd: Int32
        var received: [Received] = []
        /// Why the connection ended, once it has.
        var closed: String?
        var stopPinging = false
    }

    /// A pthread mutex (NIO's box), which ThreadSanitizer follows across the reader, pinger and test threads.
    private let state: NIOLockedValueBox<State>
    /// The local TCP port, for a test that cuts this connection's link.
    let localPort: UInt16

    private init(fd: Int32) {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        localPort = UInt16(bigEndian: address.sin_port)
        state = NIOLockedValueBox(State(fd: fd))
        let reader = Thread { [self] in read() }
        reader.name = "WirePeer reader"
        reader.start()
    }

    // MARK: Connecting

    /// Connects to `address:port`, blocking; inside `namespace` (a name `ip netns` knows) when given.
    static func connectNow(to address: String, port: Int, namespace: String? = nil) throws -> WirePeer {
        if let namespace { try NetworkNamespace.enter(namespace) }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw EndToEndTests.E2EError("socket: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var host = sockaddr_in()
        host.sin_family = sa_family_t(AF_INET)
        host.sin_addr.s_addr = inet_addr(address)
        host.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &host) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let error = errno
            Glibc.close(fd)
            throw EndToEndTests.E2EError("connect to \(address):\(port): errno \(error)")
        }
        return WirePeer(fd: fd)
    }

    /// Connects on a thread of its own (entering a namespace changes only the thread that enters).
    static func connect(to address: String, port: Int, namespace: String? = nil) async throws -> WirePeer {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try connectNow(to: address, port: port, namespace: namespace) })
            }.start()
        }
    }

    /// Connects and says hello as `name` (with `token` to take a kept seat back), and waits for the welcome.
    static func join(
        _ name: String, to address: String = "127.0.0.1", port: Int, token: SeatToken? = nil,
        namespace: String? = nil, timeout: Duration = .seconds(20)
    ) async throws -> (WirePeer, Int, SeatToken) {
        let peer = try await connect(to: address, port: port, namespace: namespace)
        guard let player = PlayerName(name) else { throw EndToEndTests.E2EError("bad name \(name)") }
        peer.send(.hello(Hello(name: player, seatToken: token)))
        let welcome = try await peer.first(after: 0, timeout: timeout) {
            if case .welcome = $0 { true } else { false }
        }
        guard case .welcome(let seat, let kept) = welcome.message else { throw EndToEndTests.E2EError("no welcome") }
        return (peer, seat, kept)
    }

    // MARK: Sending

    /// Sends one message in its frame; false once the connection is gone.
    @discardableResult
    func send(_ message: ClientMessage) -> Bool {
        guard let body = try? NetCodec.encode(message) else { return false }
        return sendRaw(Self.frame(body))
    }

    /// Sends `bytes` as they are; false once the connection is gone.
    @discardableResult
    func sendRaw(_ bytes: [UInt8]) -> Bool {
        state.withLockedValue { state in
            guard state.fd >= 0, state.closed == nil else { return false }
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes {
                    Glibc.send(state.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    /// A frame: the body's length, 4 bytes big-endian, then the body.
    static func frame(_ body: [UInt8]) -> [UInt8] {
        withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init) + body
    }

    /// Pings every `interval` until the connection ends or `close()` (the host's silence rule counts pings).
    func startPinging(every interval: Duration) {
        let micros = useconds_t(
            interval.components.seconds * 1_000_000 + interval.components.attoseconds / 1_000_000_000_000)
        Thread { [self] in
            var id = 0
            while !state.withLockedValue({ $0.stopPinging }), send(.ping(id: id, rttMs: nil)) {
                id += 1
                usleep(micros)
            }
        }.start()
    }

    /// Ends the connection at once and stops the pings; the reader thread then closes the socket.
    func close() {
        state.withLockedValue { state in
            state.stopPinging = true
            if state.fd >= 0 { shutdown(state.fd, Int32(SHUT_RDWR)) }
        }
    }

    // MARK: Receiving

    /// Everything received so far, in order.
    var received: [Received] { state.withLockedValue { $0.received } }

    /// Why the connection ended, or nil while it is open.
    var closedReason: String? { state.withLockedValue { $0.closed } }

    /// The latest table received, if any.
    var latestTable: TableSnapshot? {
        state.withLockedValue { state in
            for item in state.received.reversed() { if case .table(let table) = item.message { return table } }
            return nil
        }
    }

    /// The events received so far.
    var events: [TableEvent] {
        received.compactMap { if case .event(let event) = $0.message { event } else { nil } }
    }

    /// The first message at index `after` or later that satisfies `condition`, waiting up to `timeout`.
    func first(
        after index: Int, timeout: Duration,
        where condition: (HostMessage) -> Bool
    ) async throws -> Received {
        let deadline = ContinuousClock.now + timeout
        var next = index
        while true {
            let (items, closed) = state.withLockedValue { ($0.received, $0.closed) }
            while next < items.count {
                if condition(items[next].message) { return items[next] }
                next += 1
            }
            if let closed { throw EndToEndTests.E2EError("closed: \(closed)") }
            guard ContinuousClock.now < deadline else { throw EndToEndTests.E2EError("no such message in \(timeout)") }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    /// The first table at index `after` or later that satisfies `condition`, and when it came.
    func table(
        after index: Int = 0, timeout: Duration = .seconds(20),
        where condition: @escaping (TableSnapshot) -> Bool
    ) async throws -> (TableSnapshot, ContinuousClock.Instant) {
        let found = try await first(after: index, timeout: timeout) {
            if case .table(let table) = $0 { condition(table) } else { false }
        }
        guard case .table(let table) = found.message else { throw EndToEndTests.E2EError("not a table") }
        return (table, found.at)
    }

    /// Waits until the latest table satisfies `condition` and returns it.
    func settledTable(
        timeout: Duration = .seconds(20),
        where condition: (TableSnapshot) -> Bool
    ) async throws -> TableSnapshot {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let table = latestTable, condition(table) { return table }
            if let closed = closedReason { throw EndToEndTests.E2EError("closed: \(closed)") }
            guard ContinuousClock.now < deadline else {
                throw EndToEndTests.E2EError(
                    "the table did not settle in \(timeout): \(String(describing: latestTable))")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Waits until the connection has ended, up to `timeout`; its reason, or nil if it is still open.
    func waitUntilClosed(timeout: Duration) async throws -> String? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let closed = closedReason { return closed }
            try await Task.sleep(for: .milliseconds(10))
        }
        return closedReason
    }

    /// The reader thread: frames in, decoded and stamped, until the stream ends; then the socket is closed.
    private func read() {
        let fd = state.withLockedValue { $0.fd }
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var reason = "the host closed the connection"
        reading: while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                reason = "errno \(errno)"
                break
            }
            let now = ContinuousClock.now
            pending += chunk[0..<count]
            while pending.count >= 4 {
                let length = pending[0..<4].reduce(0) { $0 << 8 | Int($1) }
                guard pending.count >= 4 + length else { break }
                let body = Array(pending[4..<(4 + length)])
                pending.removeFirst(4 + length)
                guard let message = try? NetCodec.decode(HostMessage.self, from: body) else {
                    reason = "the host sent a bad frame"
                    break reading
                }
                state.withLockedValue { $0.received.append(Received(message: message, at: now)) }
            }
        }
        state.withLockedValue { state in
            state.closed = reason
            state.stopPinging = true
            Glibc.close(state.fd)
            state.fd = -1
        }
    }
}

/// Entering a network namespace made by `ip netns add`, for the calling thread only.
enum NetworkNamespace {
    /// `setns(2)`, looked up at run time: Glibc's Swift module leaves it out (it needs `_GNU_SOURCE`).
    private typealias SetNS = @convention(c) (Int32, Int32) -> Int32
    /// `CLONE_NEWNET` from `<sched.h>`.
    private static let cloneNewNet: Int32 = 0x4000_0000

    /// Moves the calling thread into the namespace `name`; its new sockets are made there.
    static func enter(_ name: String) throws {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "setns") else {
            throw EndToEndTests.E2EError("this C library has no setns")
        }
        let setns = unsafeBitCast(symbol, to: SetNS.self)
        let fd = open("/var/run/netns/\(name)", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw EndToEndTests.E2EError("no network namespace \(name): errno \(errno)") }
        defer { Glibc.close(fd) }
        guard setns(fd, cloneNewNet) == 0 else { throw EndToEndTests.E2EError("setns \(name): errno \(errno)") }
    }
}
