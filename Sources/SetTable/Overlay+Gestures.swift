import Catalog
import Geometry
import Raster
import VectorFont

/// Feedback for the deal pull and the knob or twist turn, drawn over the board.
enum GestureOverlay {
    /// Steps the pull and the turn are rounded to, so feedback redraws only when it visibly moves.
    static let steps = 64.0

    /// The pull: a shade growing down from the top of the board with an
    /// accent edge and a down arrow, saying "Release to deal 3" once complete
    /// (or "No cards to deal" when dealing would do nothing).
    static func pullItems(
        pull: Double, canDeal: Bool, board: Rect, metrics m: HUDMetrics,
        theme: Theme, catalog: Catalog
    ) -> [ItemContent] {
        guard pull.isFinite, pull > 0, !board.isEmpty else { return [] }
        let p = (min(1, pull) * steps).rounded() / steps
        guard p > 0 else { return [] }
        let full = min(board.height * 0.4, max(4 * m.buttonHeight, board.height * 0.25))
        let strip = Rect(board.minX, board.minY, board.width, (full * p).rounded())
        let edge = max(2, (m.spacing / 3).rounded())
        var contents: [ItemContent] = [
            .rect(strip, Color.black.withAlpha(0.25 + 0.3 * p)),
            .rect(Rect(strip.minX, strip.maxY - edge, strip.width, edge), theme.accent.withAlpha(0.4 + 0.6 * p)),
        ]
        let complete = p >= 1 && canDeal
        let color = complete ? theme.accent : theme.text
        // The label and a chevron below it, shown once the shade is tall enough for them.
        let arm = (m.buttonHeight * 0.3).rounded()
        let labelRect = Rect(
            board.minX, strip.maxY - edge - 2 * arm - m.statHeight - m.spacing, board.width,
            m.statHeight)
        guard labelRect.minY >= strip.minY + m.spacing / 2 else { return contents }
        let label =
            !canDeal
            ? catalog.text("No cards to deal")
            : complete ? catalog.text("Release to deal 3") : catalog.text("Pull down to deal 3")
        let size = m.valueText
        contents.append(
            .text(
                TextItem(
                    text: label, rect: labelRect.insetBy(dx: m.padding, dy: 0), size: size, weight: .bold,
                    alignment: .center,
                    color: color)))
        let tip = Point(board.midX.rounded(), strip.maxY - edge - m.spacing / 2 - arm * 0.3)
        var chevron = Path()
        chevron.move(to: Point(tip.x - arm, tip.y - arm))
        chevron.line(to: tip)
        chevron.line(to: Point(tip.x + arm, tip.y - arm))
        contents.append(.stroke(chevron, StrokeStyle(width: max(2, arm * 0.3), join: .round, cap: .round), color))
        return contents
    }

    /// The turn: a ring at the board's centre whose arc fills clockwise (or
    /// anticlockwise) with the progress, with an arrowhead at its end.
    static func turnItems(
        progress: Double, angle: Double, board: Rect, metrics m: HUDMetrics,
        theme: Theme, catalog: Catalog
    ) -> [ItemContent] {
        guard progress.isFinite, progress > 0, !board.isEmpty else { return [] }
        let p = (min(1, progress) * steps).rounded() / steps
        guard p > 0 else { return [] }
        let radius = (min(board.width, board.height) * 0.14).rounded()
        let centre = Point(board.midX.rounded(), board.midY.rounded())
        let width = max(3, radius * 0.2)
        let direction: Double = angle < 0 ? -1 : 1
        var contents: [ItemContent] = [
            .fill(.circle(center: centre, radius: radius + width), Color.black.withAlpha(0.35))
        ]
        var track = Path()
        track.arc(center: centre, radius: radius, from: 0, to: 2 * .pi)
        contents.append(.stroke(track, StrokeStyle(width: width), theme.text.withAlpha(0.25)))
        let start = -Double.pi / 2
        let end = start + direction * 2 * .pi * p * 0.92
        var arc = Path()
        arc.arc(center: centre, radius: radius, from: start, to: end)
        contents.append(
            .stroke(
                arc, StrokeStyle(width: width, join: .round, cap: .round),
                p >= 1 ? theme.accent : theme.text))
        // The arrowhead: a triangle at the arc's end, pointing along the turn.
        let tangent = Point(-sine(end) * direction, cosine(end) * direction)
        let normal = Point(cosine(end), sine(end))
        let tip = centre + radius * normal + width * 1.4 * tangent
        var head = Path()
        head.move(to: tip)
        head.line(to: centre + (radius + width * 1.3) * normal)
        head.line(to: centre + (radius - width * 1.3) * normal)
        head.close()
        contents.append(.fill(head, p >= 1 ? theme.accent : theme.text))
        let label = p >= 1 ? catalog.text("Shuffle", context: "gesture") : ""
        if !label.isEmpty {
            let rect = Rect(centre.x - radius, centre.y - m.statHeight / 2, 2 * radius, m.statHeight)
            let size = m.valueText
            contents.append(
                .text(
                    TextItem(
                        text: label, rect: rect, size: size, weight: .bold, alignment: .center,
                        color: theme.accent)))
        }
        return contents
    }
}
