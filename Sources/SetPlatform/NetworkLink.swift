import CSDL2
import NIOConcurrencyHelpers
import SetCore
import SetNet
import SetOpponents
import SetProtocol
import SetStorage

/// The window's connection to a network game: its `ReconnectingClient` (and, with `--host`, the
/// `NetHost` it plays on), with what the connection delivers waiting for the SDL loop.
///
/// The client runs on its own thread; each event it delivers is queued here and an SDL
/// user event wakes the loop, which takes the queue and hands each event to `reduce`.
final class NetworkLink: Sendable {
    /// The SDL event type that says the queue has something (registered once SDL runs).
    let wakeType: UInt32
    /// The host this window serves, with `--host`.
    let host: NetHost?
    /// Where the window joins: `host:port`.
    let address: String
    /// Whether the seat's token is kept under the room's code (a room asked for by code, or made),
    /// rather than under the address alone (a host's table, or a server's open room).
    let keepsTokenByRoom: Bool
    // pthread mutexes (NIO's boxes), which ThreadSanitizer follows: a contended Synchronization
    // `Mutex` waits in the standard library's uninstrumented futex path, and TSan reported the
    // queue's hand-offs between the client's thread and the window's as races.
    private let client = NIOLockedValueBox<ReconnectingClient?>(nil)
    private let inbox = NIOLockedValueBox<[NetClientEvent]>([])

    /// A link for a window; `connect` starts it.
    init(host: NetHost?, address: String, keepsTokenByRoom: Bool = false) {
        self.host = host
        self.address = address
        self.keepsTokenByRoom = keepsTokenByRoom
        wakeType = SDL_RegisterEvents(1)
    }

    /// Connects to `hostName` at `port` with `hello`, in the background; what comes of it arrives as events.
    ///
    /// A lost link is taken back by itself (`ReconnectingClient`): the window hears `.reconnecting`, then the welcome.
    func connect(to hostName: String, port: Int, hello: Hello) {
        // Weakly: the link holds its client, and a client holding its link back kept both alive for
        // good (LeakSanitizer's finding at the end of every network window).
        let connected = ReconnectingClient(host: hostName, port: port, hello: hello) { [weak self] event in
            self?.deliver(event)
        }
        client.withLockedValue { $0 = connected }
    }

    /// The events delivered since the last call, in order.
    func take() -> [NetClientEvent] {
        inbox.withLockedValue { events in
            defer { events = [] }
            return events
        }
    }

    /// Sends `message` to the host (nothing while not connected).
    func send(_ message: ClientMessage) {
        client.withLockedValue { $0 }?.send(message)
    }

    /// Ends the lobby: the host's own, or a room's whose owner this window is.
    func startGame() {
        if let host { host.startGame() } else { send(.start) }
    }

    /// Chooses the game's mode in the host's lobby (the host's window); the daily puzzle is today's.
    func chooseMode(_ mode: Game.Mode) {
        if let host { host.chooseMode(mode, date: DailyDate.localToday) } else { send(.chooseMode(mode)) }
    }

    /// Seats computer players in the lobby: the host's own, or a room's whose owner this window is.
    func addComputers(_ levels: [ComputerLevel]) {
        if let host {
            host.addComputers(levels)
        } else {
            // A server knows no player's finds: `you` sits down at casual's pace, as the README says.
            for level in levels { send(.addComputer(level == .you ? .casual : level)) }
        }
    }

    /// Deals a finished game again to the seats still there (the host's window).
    func playAgain() {
        if let host { host.playAgain() } else { send(.playAgain) }
    }

    /// Gives up the seat: sends `leave`, then closes the connection for good (no reconnecting).
    ///
    /// The host frees the seat on the message. A host's window keeps serving: the others play on.
    func leave() {
        client.withLockedValue { $0 }?.leave()
    }

    /// Closes the connection and stops the host, waiting until both are done.
    func close() {
        let client = client.withLockedValue { $0 }
        let host = host
        Blocking.wait {
            await client?.close()
            try? await host?.stop()
        }
    }

    private func deliver(_ event: NetClientEvent) {
        inbox.withLockedValue { $0.append(event) }
        var wake = SDL_Event()
        wake.type = wakeType
        SDL_PushEvent(&wake)
    }
}
