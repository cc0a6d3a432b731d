import SetAudio
import SetCore
import SetInput
import SetTable

/// The tutorial's input: its cards are played with the mouse, a drag down
/// deals in its last step, the focus ring visits its cards and buttons, and
/// Escape skips it. Finished or skipped, it is remembered and never opens by itself again.
extension AppState {
    /// One event while the tutorial is open.
    mutating func inTutorial(_ event: InputEvent, now: Double) -> [Effect] {
        guard tutorial != nil else { return open(.none) }
        let panel = sceneOnScreen(now: now).panel
        let cards = panel?.examples ?? [], controls = panel?.controls ?? []
        let focusable = cards.map { _ in true } + controls.map(\.enabled)
        switch event {
        case .keyDown(let key, let modifiers, let isRepeat):
            if Self.quits(key, modifiers) { return isRepeat ? [] : [.quit] }
            switch key {
            case .escape: return isRepeat ? [] : endTutorial()
            // The ring visits the cards, then the buttons that do something.
            case .tab: moveFocus(by: modifiers.contains(.shift) ? -1 : 1, over: focusable)
            case .down, .right: moveFocus(by: 1, over: focusable)
            case .up, .left: moveFocus(by: -1, over: focusable)
            case .enter, .space:
                guard !isRepeat else { return [] }
                if let focus = overlayFocus {
                    return focus < cards.count
                        ? selectTutorialCard(focus)
                        : pressTutorial(controls, at: focus - cards.count)
                }
                return key == .space ? dealTutorialCards() : []
            case .d:
                return isRepeat ? [] : dealTutorialCards()
            default:
                break
            }
            return []
        case .resized(let w, let h):
            return perform(.resized(width: w, height: h), now: now)
        case .focusLost, .hidden:
            _ = gestures.handle(event, in: tutorialGestureContext)
            return []
        case .textEntered:
            return []
        case .pointerDown, .pointerUp, .pointerMove, .wheel, .multiGesture, .fingerDown, .fingerUp:
            var effects: [Effect] = []
            for action in gestures.handle(event, in: tutorialGestureContext) {
                switch action {
                case .click(let point):
                    if let index = cards.firstIndex(where: { $0.frame.contains(point) }) {
                        effects += selectTutorialCard(index)
                    } else if let index = controls.firstIndex(where: { $0.frame.contains(point) }) {
                        effects += pressTutorial(controls, at: index)
                    }
                case .deal:
                    effects += dealTutorialCards()
                default:
                    break
                }
            }
            return effects
        }
    }

    /// What the recognizers need in the tutorial: a drag down the window deals.
    private var tutorialGestureContext: GestureContext {
        GestureContext(
            cardCount: 0, boardCenter: layout.screen.board.center,
            dealDistance: GestureThresholds.dealDistance(windowHeight: height))
    }

    /// Selects or lets go of a tutorial card, and judges a third.
    private mutating func selectTutorialCard(_ index: Int) -> [Effect] {
        guard var tutorial, tutorial.table.indices.contains(index) else { return [] }
        let before = tutorial
        tutorial.select(index)
        self.tutorial = tutorial
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
        return [.tutorialMoved("select", sound: sound)]
    }

    /// Deals the tutorial's three more cards, in the step that asks for them.
    private mutating func dealTutorialCards() -> [Effect] {
        guard var tutorial, tutorial.canDeal else { return [] }
        let cards = tutorial.table.count
        tutorial.deal()
        self.tutorial = tutorial
        // The ring stays on the button it was on: the buttons now come after three more cards.
        if let focus = overlayFocus, focus >= cards { overlayFocus = focus + tutorial.table.count - cards }
        return [.tutorialMoved("deal", sound: .deal)]
    }

    /// Skip, or Next (Play after the last step).
    private mutating func pressTutorial(_ controls: [OverlayPanel.Control], at index: Int) -> [Effect] {
        guard controls.indices.contains(index), controls[index].enabled, var tutorial else { return [] }
        switch controls[index].button {
        case .tutorial(.skip):
            return endTutorial()
        case .tutorial(.next):
            tutorial.advance()
            guard !tutorial.isFinished else { return endTutorial() }
            self.tutorial = tutorial
            overlayFocus = nil
            return [.tutorialMoved("next", sound: nil)]
        default:
            return []
        }
    }

    /// Closes the tutorial, finished or skipped, and remembers that it was seen.
    private mutating func endTutorial() -> [Effect] {
        tutorialSeen = true
        return open(.none) + [.settingsChanged]
    }
}
