import Geometry
import SetCore
import SetTable
import VectorFont

extension OverlayPanel {
    /// The most rows the games heard on this network get; a window too low for them gets fewer. When the
    /// games outnumber the rows, the last row says how many are not listed.
    public static let lanRows = 5

    /// Play online: the four fields, then Host here, Create a room, Join by code, a button per game
    /// heard on this network, and Close.
    ///
    /// The panel keeps the games' rows' room from the start and grows down into it, so its fields and
    /// buttons stay under the pointer as games are heard and forgotten.
    init(online: OnlineShown, scene: TableScene, in space: PanelRoom) {
        let (pad, gap) = (space.pad, space.gap)
        let m = scene.layout.metrics
        let c = scene.catalog
        self.init(kind: .online, title: c.text("Play online"))
        var rows: [[(PanelButton, String, Bool)]] = [
            [(.online(.host), c.text("Host here"), true), (.online(.create), c.text("Create a room"), true)],
            [(.online(.join), c.text("Join by code"), true)],
        ]
        let fieldHeight = max(22, (m.buttonHeight * 0.75).rounded())
        let textHeight = Double(online.fields.count) * (fieldHeight + gap) - gap
        // The games' rows the window has room for beside the fields and three rows of buttons, each row
        // at the buttons' smallest (24 px) and the title at its smallest.
        let fixed = 2 * pad + 12 + gap + textHeight + gap + 3 * (24 + gap) - gap
        let fit = Int(((space.room.height - fixed) / (24 + gap)).rounded(.down))
        let capacity = max(1, min(Self.lanRows, fit))
        let games = online.lanGames(in: c)
        let listed = games.count > capacity ? capacity - 1 : games.count
        rows += games.prefix(listed).enumerated().map { [(.online(.lan($0.offset)), $0.element, true)] }
        if listed < games.count {
            let more = games.count - listed
            let line =
                listed == 0
                ? c.plural("%d game on this network", "%d games on this network", count: more)
                : c.plural("%d more game", "%d more games", count: more)
            rows.append([(.online(.lanMore), line, false)])
        }
        let reserved = capacity - min(games.count, capacity)
        rows.append([(.online(.close), c.text("Close"), true)])
        let textSize = max(8, min(m.buttonText, fieldHeight * 0.5))
        let labelWidth =
            online.fields.map { TextLayout(size: textSize).measure($0.label).width }.max()?.rounded(.up) ?? 0
        let textWidth = labelWidth + gap + 14 * fieldHeight
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: rows, title: title, textHeight: textHeight, textWidth: textWidth, in: space, metrics: m,
            reservedRows: reserved, unmeasured: { if case .lan = $0.as(OnlineButton.self) { true } else { false } })
        self.textSize = textSize
        var top = titleFrame.maxY + gap
        let inner = frame.insetBy(dx: pad, dy: 0)
        let labelRoom = min(labelWidth, inner.width * 0.35)
        fieldBoxes = online.fields.map { field in
            defer { top += fieldHeight + gap }
            let labelFrame = Rect(inner.minX, top, labelRoom, fieldHeight)
            let box = Rect(inner.minX + labelRoom + gap, top, inner.width - labelRoom - gap, fieldHeight)
            return FieldBox(field: field, labelFrame: labelFrame, frame: box)
        }
    }
}
