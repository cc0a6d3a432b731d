import SetCore
import SetInput
import SetTable

/// What Practice can offer, read from the player's record when it opens.
public struct PracticeOffer: Equatable, Sendable {
    /// Tables from the player's games where a find was slowest, slowest first.
    public var slowMoments: [DrillTable]
    /// The kind of Set the player is weakest at, and their median for it; nil until a kind is weak.
    public var weakest: SetKind?
    /// The player's median seconds for the weakest kind.
    public var weakestMedian: Double?
    /// The player's median seconds over every find, nil before the first.
    public var overallMedian: Double?
    /// Where the dealt tables start: each table dealt moves it on.
    public var seed: UInt64

    /// An offer with these values.
    public init(
        slowMoments: [DrillTable], weakest: SetKind?, weakestMedian: Double?, overallMedian: Double?, seed: UInt64
    ) {
        self.slowMoments = slowMoments
        self.weakest = weakest
        self.weakestMedian = weakestMedian
        self.overallMedian = overallMedian
        self.seed = seed
    }
}

/// Practice in progress: the drill chosen, its table, and what has been found on it.
public struct PracticeState: Equatable, Sendable {
    /// What can be drilled.
    public let offer: PracticeOffer
    /// The table in play; nil while the drills are offered.
    public internal(set) var table: DrillTable?
    /// The slow moments not shown yet.
    var queue: [DrillTable] = []
    /// The table's cards selected, by place.
    public internal(set) var selection: [Int] = []
    /// The groups found on the table.
    public internal(set) var found: [[Card]] = []
    /// Selections that were no answer.
    var misses = 0
    /// The wall clock when the table was shown.
    var shownAt = 0.0
    /// The last full selection's verdict.
    var verdict: String?
    /// Tables dealt so far, for the next one's seed.
    var dealt: UInt64 = 0

    /// Practice offering `offer`'s drills.
    init(offer: PracticeOffer) {
        self.offer = offer
    }

    /// Whether the table in play is done.
    var isDone: Bool { table?.isDone(found: found) ?? false }
}

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
        let weakLine: String =
            if let kind = offer.weakest {
                "\(kind.phrase), your median \(OverlayPanel.seconds(offer.weakestMedian ?? 0))"
            } else {
                "after 5 finds of a kind slower than your median"
            }
        let offers = [
            PracticeShown.Offer(
                kind: .slow, available: !offer.slowMoments.isEmpty,
                line: offer.slowMoments.isEmpty
                    ? "once a game is recorded" : "\(offer.slowMoments.count.counted("table")) from your games"),
            PracticeShown.Offer(kind: .weakest, available: offer.weakest != nil, line: weakLine),
            PracticeShown.Offer(kind: .findAll, available: true, line: "every Set on a table of 12"),
        ]
        return PracticeShown(
            offers: offers, table: practice.table, selection: practice.selection, found: practice.found,
            verdict: practice.verdict, isDone: practice.isDone)
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
                return toggleDrillCard(index)
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
            if let focus = overlayFocus, examples.indices.contains(focus) { return toggleDrillCard(focus) }
            if let focus = overlayFocus, controls.indices.contains(focus - examples.count) {
                guard case .practice(let button) = controls[focus - examples.count].button else { return [] }
                return press(button)
            }
            return []
        default:
            break
        }
        return inOverlay(event, now: now)
    }

    /// Selects or deselects a card of the drill's table; the third is judged.
    private mutating func toggleDrillCard(_ index: Int) -> [Effect] {
        guard var practice, let table = practice.table, table.cards.indices.contains(index) else { return [] }
        if let at = practice.selection.firstIndex(of: index) {
            practice.selection.remove(at: at)
        } else {
            practice.selection.append(index)
        }
        practice.verdict = nil
        var effects: [Effect] = [.overlayChanged(from: .practice, to: .practice)]
        if practice.selection.count == 3 {
            let cards = practice.selection.map { table.cards[$0] }
            practice.selection = []
            if table.answers(cards, found: practice.found) {
                practice.found.append(cards)
                if table.isDone(found: practice.found) {
                    let seconds = max(0, wallTime - practice.shownAt)
                    practice.verdict = Self.doneLine(seconds: seconds, table: table)
                    effects.append(
                        .drillPlayed(
                            DrillPlayed(
                                kind: table.kind, cards: table.cards, found: practice.found, misses: practice.misses,
                                seconds: seconds, median: table.median)))
                } else {
                    practice.verdict = "A Set! \(table.targets.count - practice.found.count) more to find"
                }
            } else {
                practice.misses += 1
                practice.verdict =
                    !Card.isSet(cards)
                    ? "Not a Set"
                    : practice.found.contains { Set($0) == Set(cards) }
                        ? "Found already" : "A Set, but not the one to find"
            }
        }
        self.practice = practice
        return effects
    }

    /// "Done in 4.2 s · your median for Sets that differ in 3 features: 6.0 s".
    static func doneLine(seconds: Double, table: DrillTable) -> String {
        var line = "Done in \(OverlayPanel.seconds(seconds))"
        if let before = table.tookBefore { line += " \u{B7} in your game: \(OverlayPanel.seconds(before))" }
        if let median = table.median, let of = table.medianOf {
            line +=
                " \u{B7} your median for \(of.prefix(1).lowercased() + of.dropFirst()): \(OverlayPanel.seconds(median))"
        }
        return line
    }

    /// Practice's buttons: a drill, the next table, back to the drills, Close.
    mutating func press(_ button: PracticeButton) -> [Effect] {
        guard var practice else { return [] }
        switch button {
        case .drill(let kind):
            if kind == .slow { practice.queue = practice.offer.slowMoments }
            deal(kind, in: &practice)
        case .nextTable:
            guard let table = practice.table else { return [] }
            deal(table.kind, in: &practice)
        case .drills:
            practice.table = nil
            practice.verdict = nil
        case .close:
            return open(.none)
        }
        overlayFocus = nil
        self.practice = practice
        return [.overlayChanged(from: .practice, to: .practice)]
    }

    /// Shows the drill's next table: the next slow moment (round again after the last), or a table dealt.
    private func deal(_ kind: DrillKind, in practice: inout PracticeState) {
        let offer = practice.offer
        let seed = offer.seed &+ practice.dealt &* 0x9E37_79B9_7F4A_7C15
        practice.dealt += 1
        switch kind {
        case .slow:
            if practice.queue.isEmpty { practice.queue = offer.slowMoments }
            practice.table = practice.queue.isEmpty ? nil : practice.queue.removeFirst()
        case .weakest:
            practice.table = offer.weakest.map { DrillTable.weakest($0, seed: seed, median: offer.weakestMedian) }
        case .findAll:
            var table = DrillTable.findAll(seed: seed, sets: 4 + Int(seed % 3))
            table.median = offer.overallMedian.map { $0 * Double(table.targets.count) }
            table.medianOf = offer.overallMedian == nil ? nil : "that many Sets"
            practice.table = table
        }
        practice.selection = []
        practice.found = []
        practice.misses = 0
        practice.verdict = nil
        practice.shownAt = wallTime
    }
}
