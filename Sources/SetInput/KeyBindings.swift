/// Which key means what: the command keys, the card label alphabet and the claim keys.
///
/// | key | action |
/// |---|---|
/// | Space, D | deal |
/// | N | new game |
/// | P | pause |
/// | M | mute or unmute the sound |
/// | H | hint |
/// | Ctrl+R | shuffle (R alone does nothing, so a missed Ctrl never shuffles) |
/// | F1 | open the rules |
/// | F10 | open the menu |
/// | F11 | toggle full screen |
/// | Q, Ctrl+Q | quit |
/// | Ctrl+Z | undo the last move (solo) |
/// | Ctrl+Shift+Z, Ctrl+Y | redo it |
/// | Escape | cancel (also hides the labels) |
/// | K | show or hide card labels |
/// | Up, Down | scroll by `GestureThresholds.arrowScrollStep` (repeats scroll on) |
/// | `cardLabelKeys` | select a card while labels are shown |
/// | Left Shift, Right Shift | player 1, player 2 claims (two-player mode only) |
///
/// Auto-repeat triggers only scrolling; Shift alone is ignored on letter keys; any
/// other held Ctrl, Alt or GUI makes a key mean nothing, so desktop shortcuts pass by.
public enum KeyBindings {
    /// The keys that label the cards, card 0 first: `1`–`9`, `0`, then the letters that
    /// mean nothing else. Left out are the command letters d, h, k, m, n, p, q and r, and i, l
    /// and o, which read like 1 and 0 on a card; 25 labels cover the largest Set table (21).
    public static let cardLabelKeys: [Key] = [
        .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9, .digit0,
        .a, .b, .c, .e, .f, .g, .j, .s, .t, .u, .v, .w, .x, .y, .z,
    ]

    /// The key player 1 presses to claim a Set; it is no label key, so it never selects.
    public static let firstPlayerClaimKey: Key = .leftShift

    /// The key player 2 presses to claim a Set.
    public static let secondPlayerClaimKey: Key = .rightShift

    /// The key that labels the card at a table index, nil past the end of the alphabet.
    public static func label(forCard index: Int) -> Key? {
        cardLabelKeys.indices.contains(index) ? cardLabelKeys[index] : nil
    }

    /// The table index a label key stands for, nil for a key that labels no card.
    public static func cardIndex(forLabel key: Key) -> Int? {
        cardLabelKeys.firstIndex(of: key)
    }

    /// What a key press means in the current mode, or nil when it means nothing.
    ///
    /// - Parameters:
    ///   - labelsShown: whether the cards show their labels (K toggles to the opposite).
    ///   - cardCount: how many cards are on the table; labels past it select nothing.
    ///   - isTwoPlayer: whether the claim keys are live.
    public static func action(
        for key: Key, modifiers: KeyModifiers, isRepeat: Bool,
        labelsShown: Bool, cardCount: Int, isTwoPlayer: Bool
    ) -> InputAction? {
        let chord = modifiers.intersection([.ctrl, .alt, .gui])
        if chord == .ctrl {
            switch key {
            case .r: return isRepeat ? nil : .shuffle
            case .q: return isRepeat ? nil : .quit
            // Held, they repeat, as undo does in an editor.
            case .z: return modifiers.contains(.shift) ? .redo : .undo
            case .y: return .redo
            default: return nil
            }
        }
        guard chord.isEmpty else { return nil }
        switch key {
        case .up: return .scroll(dy: -GestureThresholds.arrowScrollStep)
        case .down: return .scroll(dy: GestureThresholds.arrowScrollStep)
        default: break
        }
        guard !isRepeat else { return nil }
        switch key {
        case .space, .d: return .deal
        case .n: return .newGame
        case .p: return .pause
        case .m: return .toggleMute
        case .h: return .hint
        case .k: return .showLabels(!labelsShown)
        case .q: return .quit
        case .f1: return .openRules
        case .f10: return .openMenu
        case .f11: return .toggleFullScreen
        case .escape: return .cancel
        case firstPlayerClaimKey: return isTwoPlayer ? .claim(.first) : nil
        case secondPlayerClaimKey: return isTwoPlayer ? .claim(.second) : nil
        default:
            guard labelsShown, let index = cardIndex(forLabel: key), index < cardCount else { return nil }
            return .selectCard(index: index)
        }
    }
}
