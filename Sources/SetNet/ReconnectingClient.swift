import NIOCore
import Synchronization

/// A client that outlives its connection: when the link to the host is lost after it was
/// seated, it connects again with its seat token until the seat is back or its time is up.
///
/// A link is lost when the host closes it, or when nothing comes from the host for
/// `silenceLimit` seconds (the host sends a `ping` every second). The loss is delivered as
/// `.reconnecting`; the seat regained as `.received(.welcome)`, then the host's table; and
/// the end, after a refusal or `ReconnectSchedule.giveUpAfter` seconds, as `.closed`.
public final class ReconnectingClient: Sendable {
    /// Everything the connections deliver, in order, ending after `.closed`.
    public let events: AsyncStream<NetClientEvent>

    private let current = Mutex<NetClient?>(nil)
    private let running = Mutex<Task<Void, Never>?>(nil)

    /// Starts connecting to `host` at `port` with `hello`, in the background.
    ///
    /// - Parameters:
    ///   - pingInterval: how often each connection pings.
    ///   - silenceLimit: seconds of silence from the host that mean the link is lost (5).
    ///   - schedule: the retry schedule for a loss noticed at a given time (tests shorten it).
    public init(
        host: String, port: Int, hello: Hello, pingInterval: Duration = .seconds(1), silenceLimit: Double = 5,
        schedule: @escaping @Sendable (Double) -> ReconnectSchedule = { ReconnectSchedule(lostAt: $0) }
    ) {
        let (events, continuation) = AsyncStream.makeStream(of: NetClientEvent.self)
        self.events = events
        let task = Task.detached { [self] in
            await run(
                host: host, port: port, hello: hello, pingInterval: pingInterval, silenceLimit: silenceLimit,
                schedule: schedule, events: continuation)
        }
        running.withLock { $0 = task }
    }

    /// Sends `message` on the connection there is (nothing while reconnecting).
    public func send(_ message: ClientMessage) {
        current.withLock { $0 }?.send(message)
    }

    /// Stops reconnecting and closes the connection; `events` ends with `.closed`.
    public func close() async {
        running.withLock { $0 }?.cancel()
        await current.withLock { $0 }?.close()
    }

    /// Seconds on the monotonic clock.
    private static var now: Double { Double(NIODeadline.now().uptimeNanoseconds) / 1e9 }

    /// Connects, relays, and after a loss tries again on `schedule` until seated, refused or out of time.
    private func run(
        host: String, port: Int, hello: Hello, pingInterval: Duration, silenceLimit: Double,
        schedule makeSchedule: @Sendable (Double) -> ReconnectSchedule,
        events: AsyncStream<NetClientEvent>.Continuation
    ) async {
        var hello = hello
        var schedule: ReconnectSchedule?
        var seated = false
        var reason = "stopped"
        defer {
            events.yield(.closed(reason: reason))
            events.finish()
        }
        while !Task.isCancelled {
            schedule?.attempted(at: Self.now)
            let client: NetClient
            do {
                client = try await NetClient.connect(
                    host: host, port: port, hello: hello, pingInterval: pingInterval, silenceLimit: silenceLimit,
                    connectTimeout: schedule == nil ? .seconds(10) : .milliseconds(1500))
            } catch {
                reason = "cannot reach \(host):\(port): \(error)"
                guard let waiting = schedule else { return }
                guard await Self.pause(waiting) else {
                    reason = waiting.reason
                    return
                }
                continue
            }
            current.withLock { $0 = client }
            var refused = false
            // Closing the connection ends its events, so `close()` never waits on a live one.
            await withTaskCancellationHandler {
                for await event in client.events {
                    switch event {
                    case .closed(let why):
                        reason = why
                        continue
                    case .received(.welcome(_, let token)):
                        hello = Hello(name: hello.name, password: hello.password, seatToken: token)
                        schedule = nil
                        seated = true
                    case .received(.refused):
                        refused = true
                    default:
                        break
                    }
                    events.yield(event)
                }
            } onCancel: {
                Task { await client.close() }
            }
            current.withLock { $0 = nil }
            await client.close()
            // Never seated, or refused: nothing to take back.
            guard !refused, !Task.isCancelled, seated else { return }
            if schedule == nil {
                schedule = makeSchedule(Self.now)
                events.yield(.reconnecting(reason: reason))
            }
            guard let waiting = schedule, await Self.pause(waiting) else {
                reason = schedule?.reason ?? reason
                return
            }
        }
    }

    /// Sleeps until the schedule's next attempt: false once its time is up (or the task is cancelled).
    private static func pause(_ schedule: ReconnectSchedule) async -> Bool {
        guard let delay = schedule.delay(at: now) else { return false }
        if delay > 0 { try? await Task.sleep(for: .milliseconds(Int(delay * 1000))) }
        return !Task.isCancelled
    }
}
