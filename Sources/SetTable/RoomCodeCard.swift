import Catalog
import Geometry
import Raster
import VectorFont

/// What a room's lobby shows of its room: the code to read out, and how the others join.
public struct LobbyRoom: Equatable, Sendable {
    /// The code as shown, `ABCD-EFGH`.
    public var code: String
    /// The rooms server's address, as joined.
    public var server: String

    /// The lobby's room `code` on `server`.
    public init(code: String, server: String) {
        self.code = code
        self.server = server
    }
}

/// A room's code, large in the middle of the empty board while the lobby waits, with a Copy
/// button: the one thing a player has to pass on to friends.
public struct RoomCodeCard: Equatable, Sendable {
    /// The card.
    public var frame: Rect
    /// "Room code".
    public var labelFrame: Rect
    /// The code.
    public var codeFrame: Rect
    /// How the others join.
    public var hintFrame: Rect
    /// The Copy button.
    public var copy: Rect
    /// The words on the Copy button.
    public var copyLabel: String
    /// The code's em size.
    public var codeSize: Double
    /// The label's and the hint's em size.
    public var lineSize: Double
    /// The room.
    public var room: LobbyRoom

    /// The card for the scene's lobby, or nil when the scene shows no room's lobby.
    public init?(scene: TableScene) {
        guard let room = scene.lobbyRoom else { return nil }
        self.init(room: room, layout: scene.layout, catalog: scene.catalog)
    }

    /// The card for `room` in the middle of the board.
    init(room: LobbyRoom, layout: ScreenLayout, catalog: Catalog) {
        self.room = room
        copyLabel = catalog.text("Copy")
        let m = layout.metrics
        let board = layout.board.insetBy(dx: m.padding, dy: m.padding)
        let pad = m.padding * 1.5
        let hint = Self.hint(for: room, catalog: catalog)
        var lineSize = m.valueText * 0.85
        var codeSize = m.valueText * 3
        // As wide as the code needs, within the board; the text shrinks in a narrow window.
        let codeWidth = TextLayout(size: codeSize, weight: .bold).measure(room.code).width
        let hintWidth = TextLayout(size: lineSize).measure(hint).width
        let width = min(board.width, max(codeWidth, hintWidth, 5 * m.buttonHeight) + 2 * pad)
        let scale = min(1, (width - 2 * pad) / max(1, max(codeWidth, hintWidth)))
        codeSize *= scale
        lineSize = max(lineSize * scale, min(lineSize, m.smallText))
        let lineHeight = (lineSize * 1.45).rounded()
        let codeHeight = (codeSize * 1.3).rounded()
        let height = min(board.height, 2 * pad + 2 * lineHeight + codeHeight + 2 * m.spacing + m.buttonHeight)
        frame = Rect(
            (board.midX - width / 2).rounded(), (board.midY - height / 2).rounded(), width.rounded(), height.rounded())
        var column = LayoutColumn(frame.insetBy(dx: pad, dy: pad))
        labelFrame = column.take(lineHeight)
        codeFrame = column.take(codeHeight)
        hintFrame = column.take(lineHeight)
        column.skip(m.spacing * 2)
        let row = column.take(m.buttonHeight)
        let buttonWidth = min(row.width, 3 * m.buttonHeight).rounded()
        copy = Rect((row.midX - buttonWidth / 2).rounded(), row.minY.rounded(), buttonWidth, m.buttonHeight)
        self.codeSize = TextLayout(size: codeSize, weight: .bold).largestSize(
            for: room.code, fitting: codeFrame, maximum: codeSize)
        self.lineSize = lineSize
    }

    /// How the others join: the command that takes them to this room.
    static func hint(for room: LobbyRoom, catalog: Catalog) -> String {
        catalog.text("Friends join with: %s", .string("set-game --server \(room.server) --room \(room.code)"))
    }

    /// The card's display items.
    func items(scene: TableScene) -> [DisplayItem] {
        let theme = scene.theme
        let m = scene.layout.metrics
        var contents: [ItemContent] = [
            .fill(
                .roundedRect(frame.offsetBy(dx: 0, dy: m.spacing / 2), radius: m.cornerRadius * 1.5),
                Color.black.withAlpha(0.3)),
            .fill(.roundedRect(frame, radius: m.cornerRadius * 1.5), theme.cardFace),
        ]
        let hint = Self.hint(for: room, catalog: scene.catalog)
        for (text, rect, weight, size) in [
            (scene.catalog.text("Room code"), labelFrame, FontWeight.regular, lineSize),
            (room.code, codeFrame, .bold, codeSize),
            (hint, hintFrame, .regular, lineSize),
        ] {
            let fitted = size
            contents.append(
                .text(
                    TextItem(
                        text: text, rect: rect, size: fitted, weight: weight, alignment: .center,
                        color: theme.buttonText)))
        }
        let pressed = scene.pressedButton == .copyCode
        let face = theme.accent
        let title = copyLabel
        contents.append(
            .button(
                ButtonLook(
                    frame: copy, title: title, subtitle: nil,
                    face: pressed ? theme.buttonFacePressed : face,
                    textColor: pressed ? theme.buttonText : HUD.readableText(on: face, theme: theme),
                    edge: theme.cardShadow, radius: m.cornerRadius,
                    titleSize: m.buttonText,
                    subtitleSize: 0, pressed: pressed)))
        return contents.enumerated().map { DisplayItem(.roomCode($0.offset), $0.element) }
    }
}
