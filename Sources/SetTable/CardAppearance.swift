import SetCore

/// How a card on the table is marked besides its symbols: its selection
/// state, a hint, an optional keyboard label, and the features it breaks a
/// mismatch in.
public struct CardAppearance: Equatable, Hashable, Sendable {
    /// The selection state shown around the card.
    public enum Highlight: Equatable, Hashable, Sendable {
        /// Not selected.
        case none
        /// One of one or two selected cards (or of three before judging).
        case selected
        /// One of three selected cards that form a Set.
        case match
        /// One of three selected cards that do not form a Set.
        case mismatch
    }

    /// The selection state.
    public var highlight: Highlight
    /// Whether the card is part of a shown hint (combinable with any highlight).
    public var isHinted: Bool
    /// The keyboard label shown in a corner badge, when labels are on.
    public var label: String?
    /// The features in which this card is the odd one out of a mismatch, in feature order; each gets a mark.
    public var oddFeatures: [Feature]
    /// Whether the card lies face down (Memory): its back shows, not its symbols.
    public var isFaceDown = false

    /// Creates an appearance; the default is a plain card.
    public init(
        highlight: Highlight = .none, isHinted: Bool = false, label: String? = nil,
        oddFeatures: [Feature] = []
    ) {
        self.highlight = highlight
        self.isHinted = isHinted
        self.label = label
        self.oddFeatures = oddFeatures
    }
}
