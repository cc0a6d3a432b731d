import NIOCore
import NIOPosix
import SetProtocol
import Synchronization

/// A client that outlives its connection: when the link to the host is lost after it was
/// seated, it connects again with its seat token until the seat is back or its time is up.
///
/// A link is lost when the host closes it, or when nothing comes from the host for `silenceLimit` seconds (a host
/// sends a `ping` to a client that has heard nothing for a second or two). Everything happens on the client's own
/// event-loop thread, never on the concurrency pool, so a busy pool cannot hold back the moment a loss is noticed
/// or a retry starts. Events reach `deliver` on that thread, in order: the loss as `.reconnecting`; the seat
/// regained as `.received(.welcome)`, then the host's table; and the end, after a refusal, `close()`, or
/// `ReconnectSchedule.giveUpAfter` seconds, as `.closed`, after which nothing follows.
public final class ReconnectingClient: Sendable {
    /// Where the client's events go, on the client's thread.
    public typealias Deliver = @Sendable (NetClientEvent) -> Void

    /// How to connect; fixed for the client's life.
    private struct Target: Sendable {
        var pingInterval: TimeAmount?
        var silenceLimit: Double
        var schedule: @Sendable (Double) -> ReconnectSchedule
        var deliver: Deliver
    }

    /// What changes as connections come and go (touched on the event loop only, but for `send`).
    private struct State: Sendable {
        var hello: Hello
        /// Where to connect: as given, then the room's letter's server or a redirect's.
        var host: String
        var port: Int
        /// The room's letter's host in the given domain, to look up before the first connection.
        var letterHost: String?
        /// Whether a redirect was followed already (a second one is not).
        var redirected = false
        /// Whether the connection closing now is one a redirect ends.
        var following = false
        /// The server last said to be connected (a retry to the same one says nothing new).
        var announced: String?
        var channel: (any Channel)?
        /// The retry schedule while the seat is being taken back; nil while seated or first connecting.
        var schedule: ReconnectSchedule?
        var seated = false
        var refused = false
        var stopped = false
        var finished = false
        var retry: Scheduled<Void>?
    }

    private let group: MultiThreadedEventLoopGroup
    private let loop: any EventLoop
    private let target: Target
    private let state: Mutex<State>

    /// How often a window pings its host: its round trip, shown beside each player, is measured this
    /// often, and the host's answer keeps the link's silence short of the 5-second limit.
    public static let windowPingInterval: Duration = .seconds(5)

    /// Starts connecting to `host` at `port` with `hello`, in the background.
    ///
    /// A hello for a room by code, to a host that is a domain name, first looks up the code's letter
    /// in that domain (`k.sets.example.org` for `K7QM-2XWP`) through the system's resolver, and
    /// connects there when the name exists. A rooms server's redirect is followed once.
    ///
    /// - Parameters:
    ///   - pingInterval: how often each connection pings (``windowPingInterval``; `nil`: never, for tests).
    ///   - silenceLimit: seconds of silence from the host that mean the link is lost (5).
    ///   - schedule: the retry schedule for a loss noticed at a given time (tests shorten it).
    ///   - deliver: receives every event, on the client's thread.
    public init(
        host: String, port: Int, hello: Hello, pingInterval: Duration? = ReconnectingClient.windowPingInterval,
        silenceLimit: Double = 5,
        schedule: @escaping @Sendable (Double) -> ReconnectSchedule = { ReconnectSchedule(lostAt: $0) },
        deliver: @escaping Deliver
    ) {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        loop = group.next()
        target = Target(
            pingInterval: pingInterval.map(TimeAmount.init), silenceLimit: silenceLimit, schedule: schedule,
            deliver: deliver)
        var first = State(hello: hello, host: host, port: port)
        if case .room(let code) = hello.destination, ServerDomain.isName(host) {
            first.letterHost = ServerLetter(of: code).host(in: host)
        }
        state = Mutex(first)
        loop.execute { [self] in attempt() }
    }

    /// Sends `message` on the connection there is (nothing while reconnecting), from any thread.
    public func send(_ message: ClientMessage) {
        state.withLock { $0.channel }?.writeAndFlush(message, promise: nil)
    }

    /// Gives the seat up for good: sends `leave`, then closes the connection once it is
    /// written, and never reconnects (the host closing its end first changes nothing).
    public func leave() {
        loop.execute { [self] in
            guard let channel = stop() else {
                finish("left")
                return
            }
            channel.writeAndFlush(ClientMessage.leave).whenComplete { [self] _ in
                finish("left")
                channel.close(promise: nil)
            }
        }
    }

    /// Stops reconnecting and closes the connection; `.closed(reason: "stopped")` is the last
    /// event, unless the client had already ended.
    public func close() async {
        let stopped = loop.submit { [self] in
            let channel = stop()
            // Said first: closing the channel here, on its loop, reports its own end at once.
            finish("stopped")
            channel?.close(promise: nil)
        }
        try? await stopped.get()
        try? await group.shutdownGracefully()
    }

    /// Seconds on the monotonic clock.
    private static var now: Double { Double(NIODeadline.now().uptimeNanoseconds) / 1e9 }

    /// Ends reconnecting (on the loop): no retry is waiting or will be set; returns the connection there is.
    private func stop() -> (any Channel)? {
        let (channel, retry) = state.withLock { state in
            state.stopped = true
            return (state.channel, state.retry)
        }
        retry?.cancel()
        return channel
    }

    /// Starts one connection (on the loop), after the letter's lookup the first time.
    private func attempt() {
        if let letterHost = state.withLock({ state in
            defer { state.letterHost = nil }; return state.letterHost
        }) {
            // getaddrinfo blocks: on NIO's thread pool, and back on the loop with the answer.
            NIOThreadPool.singleton.runIfActive(eventLoop: loop) { ServerDomain.resolves(letterHost) }
                .whenComplete { [self] found in
                    if case .success(true) = found { state.withLock { $0.host = letterHost } }
                    attempt()
                }
            return
        }
        let (hello, retrying, stopped, host, port) = state.withLock { state in
            state.schedule?.attempted(at: Self.now)
            return (state.hello, state.schedule != nil, state.stopped, state.host, state.port)
        }
        guard !stopped else { return }
        let target = target
        ClientBootstrap(group: loop)
            .connectTimeout(retrying ? .milliseconds(1500) : .seconds(10))
            .channelOption(.tcpOption(.tcp_nodelay), value: 1)
            .channelInitializer { [self] channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addNetCodec(reading: HostMessage.self, writing: ClientMessage.self)
                    try pipeline.addHandler(
                        ClientConnectionHandler(
                            hello: hello, pingInterval: target.pingInterval, silenceLimit: target.silenceLimit
                        ) { [self] event in
                            handle(event, from: channel)
                        })
                    state.withLock { $0.channel = channel }
                }
            }
            .connect(host: host, port: port)
            .whenComplete { [self] result in
                switch result {
                case .success:
                    let server = ServerAddress(host: host, port: port).description
                    let new = state.withLock { state in
                        defer { state.announced = server }
                        return state.announced != server
                    }
                    if new { target.deliver(.connected(server: server)) }
                case .failure(let error):
                    state.withLock { $0.channel = nil }
                    guard retrying else {
                        finish("cannot reach \(ServerAddress(host: host, port: port)): \(error)")
                        return
                    }
                    waitToRetry()
                }
            }
    }

    /// One connection's event (on the loop): passed on, and a loss turned into a retry.
    private func handle(_ event: NetClientEvent, from channel: any Channel) {
        let current = state.withLock { $0.channel }
        // A connection already replaced has nothing more to say.
        guard current == nil || current === channel else { return }
        switch event {
        case .closed where state.withLock({ $0.following }):
            // The redirect's end: straight on to the server it named.
            state.withLock { state in
                state.following = false
                state.channel = nil
            }
            attempt()
        case .received(.redirect(let server)):
            let (follows, letter) = state.withLock { state in
                let letter: ServerLetter? =
                    if case .room(let code) = state.hello.destination { ServerLetter(of: code) } else { nil }
                guard !state.redirected, !state.seated else {
                    state.refused = true
                    return (false, letter)
                }
                state.redirected = true
                state.following = true
                state.host = server.host
                state.port = server.port
                return (true, letter)
            }
            target.deliver(
                follows
                    ? .redirected(letter: letter, to: server)
                    : .received(.refused(reason: "sent on again, to \(server): a second redirect is not followed")))
        case .closed(let reason):
            let (seated, refused, stopped, lostNow) = state.withLock { state in
                state.channel = nil
                let lostNow = state.seated && !state.refused && !state.stopped && state.schedule == nil
                if lostNow { state.schedule = target.schedule(Self.now) }
                return (state.seated, state.refused, state.stopped, lostNow)
            }
            // Never seated, refused, or stopped: nothing to take back.
            guard seated, !refused, !stopped else {
                finish(reason)
                return
            }
            if lostNow { target.deliver(.reconnecting(reason: reason)) }
            waitToRetry()
        case .received(.welcome(_, let token)):
            state.withLock { state in
                state.hello.seatToken = token
                state.schedule = nil
                state.seated = true
            }
            target.deliver(event)
        case .received(.room(let code, _)):
            // A retry goes back to this room, never makes another.
            state.withLock { $0.hello.destination = .room(code) }
            target.deliver(event)
        case .received(.refused):
            state.withLock { $0.refused = true }
            target.deliver(event)
        default:
            target.deliver(event)
        }
    }

    /// Sets the next attempt on the schedule, or ends the client once the seat's time is up.
    private func waitToRetry() {
        let next = state.withLock { state -> Double? in
            guard !state.stopped, let schedule = state.schedule else { return nil }
            return schedule.delay(at: Self.now)
        }
        guard let delay = next else {
            finish(state.withLock { $0.schedule?.reason } ?? "stopped")
            return
        }
        let retry = loop.scheduleTask(in: .nanoseconds(Int64(delay * 1e9))) { [self] in attempt() }
        state.withLock { $0.retry = retry }
    }

    /// Delivers the last event, once.
    private func finish(_ reason: String) {
        let first = state.withLock { state in
            defer { state.finished = true }
            return !state.finished
        }
        if first { target.deliver(.closed(reason: reason)) }
    }
}
