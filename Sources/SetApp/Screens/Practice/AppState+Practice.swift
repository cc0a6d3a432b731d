import SetCore
import SetInput
import SetTable

/// Practice as the window drives it: it opens on what the records offer, and a drill's cards are clicked
/// or picked with the keys.
extension AppState {
    /// Opens Practice with what the record offers.
    mutating func startPractice(_ offer: PracticeOffer) -> [Effect] {
        if overlay == .practice {
            practice = PracticeState(offer: offer)
            return [.overlayChanged(from: .practice, to: .practice)]
        }
        return show(.practice(PracticeState(offer: offer)))
    }

    /// What the Practice overlay shows now.
    var practiceShown: PracticeShown? {
        guard let practice else { return nil }
        let offer = practice.offer
        let c = catalog
        let weakLine: String =
            if let kind = offer.weakest {
                c.text(
                    "%1$s, your median %2$s", .string(PracticeWords.kind(kind, in: c)),
                    .string(GameRecord.seconds(offer.weakestMedian ?? 0, in: c)))
            } else {
                c.text("after 5 finds of a kind slower than your median")
            }
        let offers = [
            PracticeShown.Offer(
                kind: .slow, available: !offer.slowMoments.isEmpty,
                line: offer.slowMoments.isEmpty
                    ? c.text("once a game is recorded")
                    : c.plural("%d table from your games", "%d tables from your games", count: offer.slowMoments.count)),
            PracticeShown.Offer(kind: .weakest, available: offer.weakest != nil, line: weakLine),
            PracticeShown.Offer(kind: .findAll, available: true, line: c.text("every Set on a table of 12")),
        ]
        return PracticeShown(
            offers: offers, table: practice.table, selection: practice.selection, found: practice.found,
            verdict: practice.verdict?.text(in: c), isDone: practice.isDone)
    }

    /// Input in Practice: a click on a card selects it; Tab and the arrows move the ring over the
    /// cards and buttons, Enter or Space presses; the rest as in any overlay.
    mutating func inPractice(_ event: InputEvent, now: Double) -> [Effect] {
        guard let practice, practice.table != nil, !practice.isDone else { return inOverlay(event, now: now) }
        let panel = sceneOnScreen(now: now).panel
        let examples = panel?.examples ?? []
        let controls = panel?.controls ?? []
        switch event {
        case .pointerUp(.left, let at, _):
            if overlayPress == nil, let index = examples.firstIndex(where: { $0.frame.contains(at) }) {
                return send(.toggle(index, wall: wallTime), to: PracticeFeature.self, at: \.practice, now: now)
            }
        case .pointerDown(.left, let at, _) where examples.contains(where: { $0.frame.contains(at) }):
            overlayPress = nil
            return []
        case .keyDown(let key, _, false)
        where key == .tab || key == .left || key == .right || key == .up || key == .down:
            let step = key == .left || key == .up ? -1 : 1
            moveFocus(by: step, over: examples.map { _ in true } + controls.map(\.enabled))
            return []
        case .keyDown(.enter, _, false), .keyDown(.space, _, false):
            if let focus = overlayFocus, examples.indices.contains(focus) {
                return send(.toggle(focus, wall: wallTime), to: PracticeFeature.self, at: \.practice, now: now)
            }
            if let focus = overlayFocus, controls.indices.contains(focus - examples.count) {
                guard let button = controls[focus - examples.count].button.as(PracticeButton.self) else { return [] }
                return send(.press(button, wall: wallTime), to: PracticeFeature.self, at: \.practice, now: now)
            }
            return []
        default:
            break
        }
        return inOverlay(event, now: now)
    }
}
