import SetCore
import SetInput
import SetTable

/// Practice: drills on tables from the player's own games or dealt for a weakness, timed on the wall
/// clock, each judged as it is played.
public enum PracticeFeature: ScreenFeature {
    public typealias State = PracticeState

    /// What Practice can be asked; `wall` is the wall clock's second it happens at.
    public enum Action: Equatable, Sendable {
        /// Selects or lets go of the table's card at this place (the third is judged).
        case toggle(Int, wall: Double)
        /// One of its buttons.
        case press(PracticeButton, wall: Double)
    }

    /// Selects and judges, or deals the drill's next table, or goes back to the drills, or closes.
    public static func reduce(_ practice: inout PracticeState, _ action: Action) -> [ScreenRequest] {
        switch action {
        case .toggle(let index, let wall):
            return toggle(index, in: &practice, wall: wall)
        case .press(let button, let wall):
            switch button {
            case .drill(let kind):
                if kind == .slow { practice.queue = practice.offer.slowMoments }
                deal(kind, in: &practice, wall: wall)
            case .nextTable:
                guard let table = practice.table else { return [] }
                deal(table.kind, in: &practice, wall: wall)
            case .drills:
                practice.table = nil
                practice.verdict = nil
            case .close:
                return [.open(.none)]
            }
            return [.unfocus, .shown]
        }
    }

    /// Selects or deselects a card of the drill's table; the third is judged.
    private static func toggle(_ index: Int, in practice: inout PracticeState, wall: Double) -> [ScreenRequest] {
        guard let table = practice.table, table.cards.indices.contains(index) else { return [] }
        if let at = practice.selection.firstIndex(of: index) {
            practice.selection.remove(at: at)
        } else {
            practice.selection.append(index)
        }
        practice.verdict = nil
        var requests: [ScreenRequest] = [.shown]
        if practice.selection.count == 3 {
            let cards = practice.selection.map { table.cards[$0] }
            practice.selection = []
            if table.answers(cards, found: practice.found) {
                practice.found.append(cards)
                if table.isDone(found: practice.found) {
                    let seconds = max(0, wall - practice.shownAt)
                    practice.verdict = .done(seconds: seconds, table: table)
                    requests.append(
                        .effect(
                            .drillPlayed(
                                DrillPlayed(
                                    kind: table.kind, cards: table.cards, found: practice.found,
                                    misses: practice.misses, seconds: seconds, median: table.median))))
                } else {
                    practice.verdict = .moreToFind(table.targets.count - practice.found.count)
                }
            } else {
                practice.misses += 1
                practice.verdict =
                    !Card.isSet(cards)
                    ? .notASet
                    : practice.found.contains { Set($0) == Set(cards) } ? .foundAlready : .notTheOne
            }
        }
        return requests
    }

    /// Shows the drill's next table from wall-clock `wall`: the next slow moment (round again after the
    /// last), or a table dealt.
    private static func deal(_ kind: DrillKind, in practice: inout PracticeState, wall: Double) {
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
            table.medianOf = offer.overallMedian == nil ? nil : .thatManySets
            practice.table = table
        }
        practice.selection = []
        practice.found = []
        practice.misses = 0
        practice.verdict = nil
        practice.shownAt = wall
    }
}

extension OverlayKind {
    /// Drills built from the player's own record: slow moments, the weakest kind, find them all.
    public static let practice = OverlayKind(rawValue: "practice")
}
