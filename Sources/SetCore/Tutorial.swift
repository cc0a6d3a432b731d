/// The first-game tutorial: three short steps on small fixed tables of real cards.
///
/// 1. Four cards hold exactly one Set: pick it (a miss is explained).
/// 2. Six cards hold exactly one Set: find it.
/// 3. Six cards hold no Set: deal three more, after which there is one.
///
/// A pure value like `Game`: it changes only through `select(_:)`, `deal()` and
/// `advance()`. Selecting works as in the game: up to three cards, a selected
/// card clicked again is let go, and three cards are judged at once; after a
/// miss the next click starts a new selection.
public struct Tutorial: Equatable, Sendable {
    /// What the last move on the current step came to.
    public enum Outcome: Equatable, Sendable {
        /// Nothing judged yet.
        case none
        /// Three cards that are not a Set, and why.
        case miss([FeatureMismatch])
        /// The step's Set was found.
        case found
        /// Three more cards were dealt (step 3).
        case dealt
    }

    /// How many steps there are.
    public static let stepCount = 3

    /// The step shown, 1 to `stepCount`.
    public private(set) var step: Int
    /// The cards on the step's table, in table order.
    public private(set) var table: [Card]
    /// The selected table indices, in the order they were selected (0 to 3).
    public private(set) var selection: [Int] = []
    /// What the last move came to.
    public private(set) var outcome = Outcome.none
    /// Whether the step's task is done (its Set found, or three more dealt), so the player may go on.
    public private(set) var isStepDone = false
    /// Whether the last step was done and the player went on: the tutorial is over.
    public private(set) var isFinished = false

    /// The tutorial at its first step.
    public init() {
        step = 1
        table = Self.table(forStep: 1)
    }

    /// Whether this is the last step.
    public var isLastStep: Bool { step == Self.stepCount }

    /// Whether dealing three more does something now (step 3, before its deal).
    public var canDeal: Bool { step == 3 && table.count == Self.table(forStep: 3).count }

    /// Selects or lets go of the card at `index`; a third card is judged at once.
    /// A step whose Set was found takes no more selections; an index off the table does nothing.
    public mutating func select(_ index: Int) {
        guard table.indices.contains(index), outcome != .found else { return }
        if selection.count == 3 {
            // A judged miss: the next click starts again.
            selection = []
            outcome = isStepDone ? .dealt : .none
        }
        if let position = selection.firstIndex(of: index) {
            selection.remove(at: position)
            return
        }
        selection.append(index)
        guard selection.count == 3 else { return }
        let cards = selection.map { table[$0] }
        if Card.isSet(cards) {
            outcome = .found
            isStepDone = true
        } else {
            outcome = .miss(FeatureMismatch.explain(cards))
        }
    }

    /// Deals the three cards of step 3, which make a Set appear; elsewhere nothing happens.
    public mutating func deal() {
        guard canDeal else { return }
        table += Self.dealtCards
        if selection.count == 3 { selection = [] }
        outcome = .dealt
        isStepDone = true
    }

    /// Goes on once the step is done: to the next step, or after the last one to the end (`isFinished`).
    /// A step not done yet stays.
    public mutating func advance() {
        guard isStepDone, !isFinished else { return }
        guard !isLastStep else {
            isFinished = true
            return
        }
        step += 1
        table = Self.table(forStep: step)
        selection = []
        outcome = .none
        isStepDone = false
    }

    /// The fixed table of a step: real cards, hand-picked so that steps 1 and 2
    /// hold exactly one Set and step 3 none until its deal.
    static func table(forStep step: Int) -> [Card] {
        let codes: [String] =
            switch step {
            case 1: ["2GOF", "2ROS", "3POF", "1ROF"]
            case 2: ["2RDO", "1PDF", "3GOS", "2PSS", "1GSF", "3POO"]
            default: ["1GDO", "3RSF", "2PDS", "1RSS", "3GOO", "2GDF"]
            }
        return codes.compactMap(Card.init(code:))
    }

    /// The three cards step 3 deals: with them, 1GDO, 2ROO and 3PSO are a Set.
    static let dealtCards: [Card] = ["2ROO", "3PSO", "1PSF"].compactMap(Card.init(code:))
}
