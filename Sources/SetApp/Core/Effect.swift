import SetAudio
import SetCore
import SetOpponents
import SetProtocol
import SetTable

/// What the platform must do after `reduce`: the work that is not state.
public enum Effect: Equatable, Sendable {
    /// The game applied this intent; `events` says what came of it (empty: ignored).
    /// The app saves a changed game and traces the move.
    case applied(Intent, events: [GameEvent])
    /// The window changed size and the table was laid out again.
    case relaidOut(width: Int, height: Int)
    /// The player asked to quit.
    case quit
    /// The player asked to enter or leave full screen.
    case toggleFullScreen
    /// The last move was taken back (the app saves the game and traces `undo`).
    case undone
    /// The last move taken back was made again (the app saves and traces `redo`).
    case redone
    /// The player asked for another mode: the app keeps this game, loads the
    /// other mode's saved game (or deals one) and hands it back with `.gameLoaded`.
    case switchMode(Game.Mode)
    /// A game from storage took the place of the one in play (another mode's);
    /// the app retitles the window and traces it.
    case gameReplaced
    /// The last motion of a burst has landed; the app traces it.
    case animationEnded(Motion.Burst)
    /// An overlay opened, closed, gave way to another or turned a page (from and to the same). Under any overlay the
    /// app stops the game clock, so the time of play, the speed bonus,
    /// countdowns and motion all wait; it traces `pause`, `resume` or `overlay`.
    case overlayChanged(from: OverlayKind, to: OverlayKind)
    /// A setting changed in the Settings overlay (palette, motion, key labels,
    /// volume): the app tells the mixer and remembers the settings.
    case settingsChanged
    /// The sound was muted or unmuted (M); the app tells the mixer and remembers it.
    case muteChanged(isMuted: Bool)
    /// A network game's move, made here or heard from the host: the app plays its sound and traces it.
    case network(NetworkMove)
    /// A message for the host (a claim): the app's connection sends it.
    case send(ClientMessage)
    /// The host welcomed this player with a seat token: the app keeps it to take the seat back after a drop.
    case keepSeatToken(SeatToken)
    /// The host's player ended the lobby: the app tells its host to deal.
    case startNetworkGame
    /// The host's player asked for another game on the game-over panel: the app tells its host to deal it.
    case playNetworkGameAgain
    /// The host's player chose the game's mode in the lobby: the app tells its host, which deals it.
    case chooseNetworkMode(Game.Mode)
    /// The player gave up the seat: the app sends the host `leave` and closes the connection for good.
    case leaveNetworkGame
    /// Text for the system clipboard (a room's code): the app puts it there.
    case copyToClipboard(String)
    /// Text fields take typing now (true) or no longer: the app starts or stops SDL's text input.
    case textInput(Bool)
    /// Ctrl+V in a text field: the app reads the clipboard and hands it back as typed text.
    case pasteRequested
    /// A Play online field was typed in, edited or given the caret (its name): a line in the trace.
    case fieldEdited(String)
    /// The Play online screen's choice: the app ends the local game (saved) and plays this one in the
    /// same window.
    case playOnline(OnlineRequest)
    /// A move in the tutorial (`select`, `deal` or `next`) and the sound it makes: the app plays and traces it.
    case tutorialMoved(String, sound: SoundName?)
    /// The Past games overlay opened: the app reads the games recorded and hands them back (`pastGamesLoaded`).
    case showPastGames
    /// Review asked for: the app reads this game's record (nil: the game in play, or just ended)
    /// and hands it back (`reviewLoaded`).
    case openReview(Int64?)
    /// Replay passed these moves (their kinds, space-separated) and shows the table at this place in the
    /// record: the app plays the sound and traces it.
    case replayed(String, sound: SoundName?, table: Int)
    /// Practice asked for: the app reads the slow moments and the kinds of Set from the record and
    /// hands them back (`practiceLoaded`).
    case openPractice
    /// A practice table done: the app keeps it in the database.
    case drillPlayed(DrillPlayed)
    /// Moves to keep in the game's record, or a game begun or ended: the app writes them to the database.
    case record(RecordEntry)
    /// A rated game ended: keep its change to the mode's rating, beside the game's record.
    case rated(RatedGame)
    /// The lobby of a table this window runs seats these computer players (the host's own, or a room's owner
    /// asks the server).
    case addComputers([ComputerLevel])
}
