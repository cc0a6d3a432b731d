/// One of the features a card has (four, and a fifth on MegaSet cards): three values, each with a place 0, 1 or 2.
///
/// The Set rule only asks whether three values are all the same or all different,
/// so a feature needs no more than equality and a place among its three values.
public protocol CardFeature: CaseIterable, Hashable, Sendable, Codable {
    /// The value's place among the three: 0, 1 or 2.
    var index: Int { get }
    /// The character that stands for this value in a card code.
    var code: Character { get }
    /// The value at place `index` (0, 1 or 2), or `nil` for any other number.
    init?(index: Int)
}

extension CardFeature {
    /// The value whose code character is `code`, or `nil` if no value uses it.
    public init?(code: Character) {
        guard let value = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = value
    }

    /// The value that makes `a`, `b` and the result all the same or all different.
    ///
    /// Places are 0, 1 and 2, so two different values leave the place `3 - a - b`.
    static func completing(_ a: Self, _ b: Self) -> Self {
        a == b ? a : (Self(index: 3 - a.index - b.index) ?? a)
    }
}

/// How many symbols a card shows.
public enum Number: String, CardFeature {
    /// One, two or three symbols.
    case one, two, three

    /// The value at place `index` (0, 1 or 2), or `nil` for any other number.
    public init?(index: Int) {
        switch index {
        case 0: self = .one
        case 1: self = .two
        case 2: self = .three
        default: return nil
        }
    }

    /// The value's place among the three: 0, 1 or 2.
    public var index: Int {
        switch self {
        case .one: 0
        case .two: 1
        case .three: 2
        }
    }

    /// `1`, `2` or `3`.
    public var code: Character {
        switch self {
        case .one: "1"
        case .two: "2"
        case .three: "3"
        }
    }

    /// The number of symbols as an integer, 1 to 3 (for drawing).
    public var count: Int { index + 1 }
}

/// The ink a card's symbols are printed in.
public enum CardColor: String, CardFeature {
    /// Red, green or purple ink.
    case red, green, purple

    /// The value at place `index` (0, 1 or 2), or `nil` for any other number.
    public init?(index: Int) {
        switch index {
        case 0: self = .red
        case 1: self = .green
        case 2: self = .purple
        default: return nil
        }
    }

    /// The value's place among the three: 0, 1 or 2.
    public var index: Int {
        switch self {
        case .red: 0
        case .green: 1
        case .purple: 2
        }
    }

    /// `R`, `G` or `P`.
    public var code: Character {
        switch self {
        case .red: "R"
        case .green: "G"
        case .purple: "P"
        }
    }
}

/// The outline of a card's symbols.
public enum Shape: String, CardFeature {
    /// Diamonds, ovals or squiggles.
    case diamond, oval, squiggle

    /// The value at place `index` (0, 1 or 2), or `nil` for any other number.
    public init?(index: Int) {
        switch index {
        case 0: self = .diamond
        case 1: self = .oval
        case 2: self = .squiggle
        default: return nil
        }
    }

    /// The value's place among the three: 0, 1 or 2.
    public var index: Int {
        switch self {
        case .diamond: 0
        case .oval: 1
        case .squiggle: 2
        }
    }

    /// `D`, `O` or `S`.
    public var code: Character {
        switch self {
        case .diamond: "D"
        case .oval: "O"
        case .squiggle: "S"
        }
    }
}

/// How a card's symbols are filled.
public enum Shading: String, CardFeature {
    /// Filled, striped or outlined only.
    case solid, striped, open

    /// The value at place `index` (0, 1 or 2), or `nil` for any other number.
    public init?(index: Int) {
        switch index {
        case 0: self = .solid
        case 1: self = .striped
        case 2: self = .open
        default: return nil
        }
    }

    /// The value's place among the three: 0, 1 or 2.
    public var index: Int {
        switch self {
        case .solid: 0
        case .striped: 1
        case .open: 2
        }
    }

    /// `F` (filled), `S` or `O`.
    public var code: Character {
        switch self {
        case .solid: "F"
        case .striped: "S"
        case .open: "O"
        }
    }
}

/// The tint of a MegaSet card's face, its fifth feature, named after the ink it is a tint of.
public enum Background: String, CardFeature {
    /// A red, green or purple tint.
    case red, green, purple

    /// The value at place `index` (0, 1 or 2), or `nil` for any other number.
    public init?(index: Int) {
        switch index {
        case 0: self = .red
        case 1: self = .green
        case 2: self = .purple
        default: return nil
        }
    }

    /// The value's place among the three: 0, 1 or 2.
    public var index: Int {
        switch self {
        case .red: 0
        case .green: 1
        case .purple: 2
        }
    }

    /// `R`, `G` or `P`: the fifth character of a MegaSet card's code.
    public var code: Character {
        switch self {
        case .red: "R"
        case .green: "G"
        case .purple: "P"
        }
    }
}
