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
    var verdict: PracticeVerdict?
    /// Tables dealt so far, for the next one's seed.
    var dealt: UInt64 = 0

    /// Practice offering `offer`'s drills.
    init(offer: PracticeOffer) {
        self.offer = offer
    }

    /// Whether the table in play is done.
    var isDone: Bool { table?.isDone(found: found) ?? false }
}
