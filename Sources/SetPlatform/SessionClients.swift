import SetAudio
import SetCore
import SetNet
import SetOpponents
import SetProtocol
import SetStorage
import SetTable

/// What a session's effects are performed with: small clients, each a value a test can replace.
///
/// The storage (`Autosave`), the games database (`RecordsClient`), the sound and the trace keep their own
/// types; the window, the clipboard, the network link, the LAN listener and the clock are closures over the
/// real thing.
struct SessionClients {
    /// The game, the statistics and the settings on disk; nil plays without saving.
    var storage: Autosave?
    /// The games database.
    var records: RecordsClient
    /// Where the moves' sounds go.
    var sound: SoundClient
    /// The window: full screen, its title, text input.
    var window: WindowClient
    /// The system clipboard.
    var clipboard: ClipboardClient
    /// A network game's connection; nil in a local game.
    var network: NetworkClient?
    /// The games announced on this network, heard while the Play online screen is open.
    var lan: LanClient
    /// What the game says of itself: its version, licence, folders and languages.
    var installation = GameRelease.installation(.current)
    /// The languages installed, read when the player chooses one.
    var catalogs = InstalledCatalogs.none
    /// The moments the game clock and the wall clock read.
    var clock = ClockClient.live
    /// Where the trace's lines go (`--trace`); nil writes none.
    var trace: SessionTrace?

    /// The clients of a session in `window`, with the files, sound and link of `launch`.
    static func live(window: SDLWindow, launch: SessionLaunch) -> SessionClients {
        SessionClients(
            storage: launch.files.autosave, records: RecordsClient(games: launch.files.games),
            sound: launch.sound.client,
            window: WindowClient(
                toggleFullScreen: window.toggleFullscreen, setTitle: window.setTitle,
                setTextInput: window.setTextInput),
            clipboard: ClipboardClient(read: window.clipboardText, write: window.setClipboardText),
            network: launch.network.map { NetworkClient.live($0.link, files: $0.files) }, lan: .live(),
            installation: GameRelease.installation(.current, languages: launch.catalogs.languages),
            catalogs: launch.catalogs, trace: launch.files.trace.map(SessionTrace.init))
    }
}

/// The window as effects change it.
struct WindowClient {
    /// Enters or leaves full screen.
    var toggleFullScreen: () -> Void
    /// Sets the window's title.
    var setTitle: (String) -> Void
    /// Starts (true) or stops text input, for the Play online screen's fields.
    var setTextInput: (Bool) -> Void

}

/// The system clipboard.
struct ClipboardClient {
    /// The text on the clipboard, if any.
    var read: () -> String?
    /// Puts text on the clipboard.
    var write: (String) -> Void

}

/// A network game's connection, as the game's effects use it.
struct NetworkClient {
    /// Sends a message to the host (a claim).
    var send: (ClientMessage) -> Void
    /// Ends the lobby: the host deals.
    var startGame: () -> Void
    /// Deals a finished game again.
    var playAgain: () -> Void
    /// Gives up the seat for good.
    var leave: () -> Void
    /// Chooses the game's mode in the lobby.
    var chooseMode: (Game.Mode) -> Void
    /// Seats computer players in the lobby.
    var addComputers: ([ComputerLevel]) -> Void = { _ in }
    /// Keeps the seat's token, under the room's code when the table is a room on a server.
    var keepSeatToken: (SeatToken, RoomCode?) -> Void

    /// The client of a window's link, keeping seat tokens in `files`.
    static func live(_ link: NetworkLink, files: NetworkFiles) -> NetworkClient {
        NetworkClient(
            send: link.send, startGame: link.startGame, playAgain: link.playAgain, leave: link.leave,
            chooseMode: link.chooseMode, addComputers: link.addComputers,
            keepSeatToken: { token, room in
                // A room's seat is kept under its code: the same server holds many rooms.
                let key =
                    link.keepsTokenByRoom ? room.map { NetworkFiles.seatKey(server: link.address, room: $0) } : nil
                files.keep(token, for: key ?? link.address)
            })
    }
}

/// The games announced on this network: listened for while the Play online screen is open.
struct LanClient {
    /// Starts listening (nothing when already listening).
    var start: () -> Void
    /// Stops listening.
    var stop: () -> Void
    /// The games heard lately, or nil while not listening.
    var games: () -> [LanGame]?

    /// A listener on the LAN beacon's port.
    static func live() -> LanClient {
        let box = ListenerBox()
        return LanClient(
            start: {
                guard box.listener == nil else { return }
                box.listener = try? Blocking.run { try await LanBeacon.Listener.start() }
            },
            stop: {
                guard let listener = box.listener else { return }
                box.listener = nil
                Blocking.wait { await listener.stop() }
            },
            games: { box.listener?.games })
    }

    /// Hears nothing, for tests and windows that do not look.
    static var none: LanClient { LanClient(start: {}, stop: {}, games: { nil }) }

    private final class ListenerBox {
        var listener: LanBeacon.Listener?
    }
}
