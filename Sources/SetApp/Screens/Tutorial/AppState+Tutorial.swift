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
            case .escape: return isRepeat ? [] : endTutorial(now: now)
            // The ring visits the cards, then the buttons that do something.
            case .tab: moveFocus(by: modifiers.contains(.shift) ? -1 : 1, over: focusable)
            case .down, .right: moveFocus(by: 1, over: focusable)
            case .up, .left: moveFocus(by: -1, over: focusable)
            case .enter, .space:
                guard !isRepeat else { return [] }
                if let focus = overlayFocus {
                    return focus < cards.count
                        ? selectTutorialCard(focus, now: now)
                        : pressTutorial(controls, at: focus - cards.count, now: now)
                }
                return key == .space ? dealTutorialCards(now: now) : []
            case .d:
                return isRepeat ? [] : dealTutorialCards(now: now)
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
                        effects += selectTutorialCard(index, now: now)
                    } else if let index = controls.firstIndex(where: { $0.frame.contains(point) }) {
                        effects += pressTutorial(controls, at: index, now: now)
                    }
                case .deal:
                    effects += dealTutorialCards(now: now)
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

    /// Sends an action to the tutorial.
    private mutating func send(_ action: TutorialFeature.Action, now: Double) -> [Effect] {
        send(action, to: TutorialFeature.self, at: \.tutorial, now: now)
    }

    /// Selects or lets go of a tutorial card, and judges a third.
    private mutating func selectTutorialCard(_ index: Int, now: Double) -> [Effect] {
        send(.select(index), now: now)
    }

    /// Deals the tutorial's three more cards, in the step that asks for them.
    private mutating func dealTutorialCards(now: Double) -> [Effect] {
        let cards = tutorial?.table.count ?? 0
        let effects = send(.deal, now: now)
        // The ring stays on the button it was on: the buttons now come after three more cards.
        let added = (tutorial?.table.count ?? 0) - cards
        if added > 0, let focus = overlayFocus, focus >= cards { overlayFocus = focus + added }
        return effects
    }

    /// Skip, or Next (Play after the last step).
    private mutating func pressTutorial(_ controls: [OverlayPanel.Control], at index: Int, now: Double) -> [Effect] {
        guard controls.indices.contains(index), controls[index].enabled else { return [] }
        switch controls[index].button {
        case .tutorial(.skip): return send(.skip, now: now)
        case .tutorial(.next): return send(.next, now: now)
        default: return []
        }
    }

    /// Closes the tutorial, skipped.
    private mutating func endTutorial(now: Double) -> [Effect] {
        send(.skip, now: now)
    }
}
