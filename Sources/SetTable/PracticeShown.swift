import Catalog
import SetCore

/// What the Practice overlay shows: the drills to choose from, or a drill's table.
public struct PracticeShown: Equatable, Sendable {
    /// A drill offered, with whether it can be played now and a line on what it is.
    public struct Offer: Equatable, Sendable {
        /// The drill.
        public var kind: DrillKind
        /// Whether it can be played (there are slow moments; a kind is weak).
        public var available: Bool
        /// What it is, or why it cannot be played yet.
        public var line: String

        /// An offer with these values.
        public init(kind: DrillKind, available: Bool, line: String) {
            self.kind = kind
            self.available = available
            self.line = line
        }
    }

    /// The drills offered, when the chooser is shown.
    public var offers: [Offer]
    /// The table in play, when a drill is.
    public var table: DrillTable?
    /// The table's cards selected, by place.
    public var selection: [Int]
    /// The groups found on the table.
    public var found: [[Card]]
    /// What the last full selection came to, and the time against the median once done.
    public var verdict: String?
    /// Whether the table is done.
    public var isDone: Bool

    /// Practice as shown.
    public init(
        offers: [Offer], table: DrillTable?, selection: [Int], found: [[Card]], verdict: String?, isDone: Bool
    ) {
        self.offers = offers
        self.table = table
        self.selection = selection
        self.found = found
        self.verdict = verdict
        self.isDone = isDone
    }

    /// The drill's name as buttons and headings give it.
    public static func title(of kind: DrillKind, in catalog: Catalog) -> String {
        switch kind {
        case .slow: catalog.text("Your slow moments")
        case .weakest: catalog.text("Your weakest kind")
        case .findAll: catalog.text("Find them all")
        }
    }

    /// The trace name of a drill's button: `drillSlow`, `drillWeakest`, `drillFindAll`.
    public static func buttonName(of kind: DrillKind) -> String {
        "drill" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
    }
}
