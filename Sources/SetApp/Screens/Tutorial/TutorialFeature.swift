import SetAudio
import SetCore
import SetTable

/// The first-game tutorial: a few steps, each with a small table to play on; finished or skipped, it is
/// remembered and never opens by itself again.
public enum TutorialFeature: ScreenFeature {
    public typealias State = Tutorial

    /// What the tutorial can be asked.
    public enum Action: Equatable, Sendable {
        /// Selects or lets go of the card at this place of its table (the third is judged).
        case select(Int)
        /// Deals three more cards, in the step that asks for them (a drag down, D, Space).
        case deal
        /// Next, or Play after the last step.
        case next
        /// Skip (or Escape): the tutorial ends.
        case skip
    }

    /// Plays on the tutorial's table, moves it on, or ends it.
    public static func reduce(_ tutorial: inout Tutorial, _ action: Action) -> [ScreenRequest] {
        switch action {
        case .select(let index):
            guard tutorial.table.indices.contains(index) else { return [] }
            let before = tutorial
            tutorial.select(index)
            guard tutorial != before else { return [] }
            let sound: SoundName
            switch tutorial.outcome {
            case .found where tutorial.selection.count == 3: sound = .setFound
            case .miss where tutorial.selection.count == 3: sound = .miss
            default:
                sound =
                    tutorial.selection.count > before.selection.count || before.selection.count == 3
                    ? .select(count: tutorial.selection.count) : .deselect
            }
            return [.effect(.tutorialMoved("select", sound: sound))]
        case .deal:
            guard tutorial.canDeal else { return [] }
            tutorial.deal()
            return [.effect(.tutorialMoved("deal", sound: .deal))]
        case .next:
            tutorial.advance()
            guard !tutorial.isFinished else { return reduce(&tutorial, .skip) }
            return [.unfocus, .effect(.tutorialMoved("next", sound: nil))]
        case .skip:
            return [.tutorialSeen, .open(.none), .effect(.settingsChanged)]
        }
    }
}

extension OverlayKind {
    /// The first-game tutorial.
    public static let tutorial = OverlayKind(rawValue: "tutorial")
}
