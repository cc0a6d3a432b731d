import Geometry

/// One of the two players of a hot-seat game.
public enum PlayerSeat: Equatable, Hashable, Sendable {
    /// Player 1, who claims with Left Shift.
    case first
    /// Player 2, who claims with Right Shift.
    case second
}

/// What the player meant, for the app to map onto the game's intents and the view.
public enum InputAction: Equatable, Sendable {
    /// A left-button press and release that stayed within `GestureThresholds.clickSlop`,
    /// at the press position; the app hit-tests it against cards and buttons.
    case click(at: Point)
    /// Deal more cards: Space, D, or a pull down past the deal distance.
    case deal
    /// Shuffle the cards on the table: Ctrl+R, a two-finger twist or a knob turn.
    case shuffle
    /// Start a new game (N).
    case newGame
    /// Show a hint (H).
    case hint
    /// Take back the last move (Ctrl+Z).
    case undo
    /// Make the last move taken back again (Ctrl+Shift+Z, Ctrl+Y).
    case redo
    /// Toggle full screen (F11).
    case toggleFullScreen
    /// Quit (Q or Ctrl+Q).
    case quit
    /// Pause the game: the cards are hidden and the clock stops (P).
    case pause
    /// Open the menu (F10).
    case openMenu
    /// Open the rules (F1).
    case openRules
    /// Mute or unmute the sound (M).
    case toggleMute
    /// Clear the selection or cancel what is in progress (Escape).
    case cancel
    /// Show or hide the key labels on the cards (K toggles, Escape hides).
    case showLabels(Bool)
    /// Select or deselect the card at this table index (a label key while labels are shown).
    case selectCard(index: Int)
    /// A player claims a Set in two-player mode.
    case claim(PlayerSeat)
    /// Scroll the board by this many pixels; positive moves the view down the board.
    case scroll(dy: Double)
    /// The window changed size; the layout follows.
    case resized(width: Int, height: Int)
    /// The downward pull of a left drag for the view: `offset` pixels down (0 when the
    /// drag points away from straight down), `fraction` of the deal distance in 0…1.
    case dragProgress(fraction: Double, offset: Double)
    /// A drag that left the click slop is over: released, cancelled, or `dealt` already.
    case dragEnded(dealt: Bool)
    /// The turn of the knob or a two-finger twist so far, in radians (positive clockwise
    /// on screen), and its `fraction` of the turn that shuffles in 0…1.
    case turnProgress(angle: Double, fraction: Double)
    /// A turn that reported progress is over; `shuffled` when it shuffled.
    case turnEnded(shuffled: Bool)
}
