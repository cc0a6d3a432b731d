import Geometry
import SetApp
import SetCore
import SetTable

/// The trace's lines for a session (`--trace`): a line for each move a frame showed, written after
/// the frame is on screen and saved, from the scene that frame drew.
struct SessionTrace {
    /// Where the lines go.
    let writer: TraceWriter

    /// What a frame was: its scene as drawn, and what the lines say of it.
    struct Frame {
        /// The scene presented.
        var scene: TableScene
        /// Where the cards away from their places were drawn.
        var shown: [Int: Rect]
        /// The game time the lines are written at.
        var now: Double
        /// The record of the game in play, if any.
        var gameId: Int64?
    }

    /// What the trace says of a burst of motion that has ended.
    struct Burst {
        /// Frames presented in the burst.
        var frames: Int
        /// The slowest of them, in milliseconds.
        var worstMs: Double
        /// The display's refresh rate.
        var refreshHz: Int
    }

    /// Writes a line for `event` about `state` as `frame` drew it; `adding` fills in the keys of a particular event.
    func write(
        _ event: String, state: AppState, frame: Frame, timing: TraceRecord.Timing = TraceRecord.Timing(),
        detail: String? = nil, adding: (inout TraceRecord) -> Void = { _ in }
    ) {
        var record = TraceRecord(
            event: event, scene: frame.scene, shown: frame.shown, timing: timing, detail: detail)
        record.animating = state.isAnimating(at: frame.now)
        record.undoable = state.history?.canUndo ?? false
        record.redoable = state.history?.canRedo ?? false
        record.volume = state.volume
        record.muted = state.isMuted
        record.gameId = frame.gameId
        if let network = state.network {
            record.describe(network, now: frame.now, roomCode: RoomCodeCard(scene: frame.scene))
        }
        adding(&record)
        writer.write(record)
    }

    /// Writes the lines for what a frame showed: the moves, the overlays, the settings, a burst ended.
    func write(
        _ effects: [Effect], state: AppState, frame: Frame, frameMs: Double, saveMs: Double?, burst: Burst
    ) {
        let moved = TraceRecord.Timing(frameMs: frameMs, saveMs: saveMs)
        let drawn = TraceRecord.Timing(frameMs: frameMs)
        for effect in effects {
            switch effect {
            case .applied(let intent, let events):
                // Clock ticks that changed nothing are not worth a line.
                if intent == .tick && events.isEmpty { continue }
                let made = MoveSound.sound(for: effect, game: state.game)
                write(
                    TraceRecord.eventName(for: intent, events: events), state: state, frame: frame, timing: moved,
                    detail: events.summary
                ) { $0.sound = TraceSound(made) }
            case .relaidOut: write("resize", state: state, frame: frame, timing: drawn)
            case .undone: write("undo", state: state, frame: frame, timing: moved)
            case .redone: write("redo", state: state, frame: frame, timing: moved)
            case .gameReplaced: write("switchMode", state: state, frame: frame, timing: moved)
            case .overlayChanged(let from, let to):
                let event = to == .pause ? "pause" : from == .pause && to == .none ? "resume" : "overlay"
                write(event, state: state, frame: frame, timing: drawn)
            case .muteChanged(let muted): write(muted ? "mute" : "unmute", state: state, frame: frame, timing: drawn)
            case .settingsChanged: write("settings", state: state, frame: frame, timing: drawn)
            case .tutorialMoved(let move, let made):
                write("tutorial", state: state, frame: frame, timing: drawn, detail: move) {
                    $0.sound = TraceSound(made)
                }
            case .replayed(let moves, let made, _):
                write("replay", state: state, frame: frame, timing: drawn, detail: moves) {
                    $0.sound = TraceSound(made)
                }
            case .network(let move):
                let made = MoveSound.sound(for: effect, game: state.game)
                write(move.event, state: state, frame: frame, timing: drawn, detail: move.detail) {
                    $0.sound = TraceSound(made)
                }
            case .animationEnded(let ended):
                write("animationEnd", state: state, frame: frame, timing: drawn) { record in
                    record.kind = ended.kind
                    record.frames = burst.frames
                    record.durationMs = TraceNumber(((frame.now - ended.start) * 1000 * 100).rounded() / 100)
                    record.worstFrameMs = TraceNumber((burst.worstMs * 100).rounded() / 100)
                    record.refreshHz = burst.refreshHz
                }
            case .fieldEdited(let field): write("type", state: state, frame: frame, timing: drawn, detail: field)
            case .addComputers(let levels):
                write(
                    "addComputers", state: state, frame: frame, timing: drawn,
                    detail: levels.map(\.name).joined(separator: ", "))
            case .rated(let rated):
                write("rated", state: state, frame: frame, timing: drawn) { record in
                    record.rating = TraceRecord.RatingChange(
                        mode: rated.mode.rawValue, before: Int(rated.before.rounded()),
                        after: Int(rated.after.rounded()), games: rated.games)
                }
            case .quit, .toggleFullScreen, .switchMode, .send, .startNetworkGame, .keepSeatToken,
                .playNetworkGameAgain, .leaveNetworkGame, .chooseNetworkMode, .copyToClipboard, .textInput,
                .pasteRequested, .record, .showPastGames, .openReview, .openPractice, .drillPlayed, .playOnline:
                break
            }
        }
    }

    /// A request from the Play online screen as the trace's detail says it.
    static func describe(_ request: OnlineRequest) -> String {
        switch request.choice {
        case .host: "host here"
        case .createRoom(let server): "create a room on \(server.description)"
        case .joinRoom(let server, let code): "join \(code) on \(server.description)"
        case .joinGame(let game): "join \(game.name.text) at \(game.joinAddress)"
        case .againstComputer(let levels, let mode):
            "\(mode.rawValue) against \(levels.map(\.name).joined(separator: ", "))"
        }
    }
}
