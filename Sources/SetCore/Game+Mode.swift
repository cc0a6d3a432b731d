// What each mode is, as data: its `Variant` (the group, the table, the chain, the flags and
// the end), and the few facts the rest of the game asks of a mode.

extension Game.Mode {
    /// The mode's rules as data (`Variant.all` holds one per mode, under the same name).
    public var variant: Variant {
        Self.variants[self] ?? .solo
    }

    /// Each mode's variant, looked up once: the rules, the HUD and the card art ask for it every frame.
    private static let variants: [Game.Mode: Variant] = Dictionary(
        uniqueKeysWithValues: allCases.compactMap { mode in Variant(name: mode.rawValue).map { (mode, $0) } })

    /// The rules that keep the table: `Game+Rules`, `Game+Daily` or a `VariantBoard`.
    public var engine: Variant.Engine { variant.engine }

    /// Whether two players share the table and take turns to claim (two players at one table).
    public var takesTurns: Bool { variant.players > 1 }

    /// Whether the game is a date's fixed table: one game a day, no New game, saved by its date.
    public var isDaily: Bool { variant.deal == .dailyTable }

    /// Whether a network host deals the mode on its classic table, without a `VariantBoard` (solo, and
    /// two players, whom the network seats as solo).
    public var hostsClassicTable: Bool { variant.hostsClassicTable }

    /// Whether the game follows the classic solo rules (Deal 3 with its penalty, scoring, undo): solo and Junior.
    public var playsSoloRules: Bool { engine == .classic && !takesTurns }

    /// The modes with buttons of their own in the HUD, in that order: solo, two players, the daily puzzle and Junior.
    public static let classic: [Game.Mode] = allCases.filter { $0.variant.hasModeButton }

    /// The name the player sees: "Solo", "UltraSet", "Sprint 10", …
    public var title: String { variant.title }

    /// How many cards a group holds: 3, 4 (UltraSet) or 6 (GhostSet); the selection holds up to this many.
    public var groupSize: Int { variant.groupSize }

    /// Whether the game keeps its moves for undo: one player and no race against the clock (solo, Junior, the variants).
    public var keepsHistory: Bool { variant.allowsUndo && !isDaily }

    /// Whether the player deals with Deal 3 or D, alone at the table (every one-player mode but the daily puzzle).
    public var dealsAlone: Bool { variant.players == 1 && variant.deal != .dailyTable }

    /// The Sets (or seconds, for Timed) a race is run to, or nil for a mode that is no race.
    public var target: Double? {
        switch variant.end {
        case .groupsFound(let count): Double(count)
        case .timeLimit(let seconds): seconds
        case .deckExhausted, .tableSolved: nil
        }
    }
}
