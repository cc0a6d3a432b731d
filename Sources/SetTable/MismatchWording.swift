import SetCore

/// Why three cards are not a Set, in words a new player knows: the same words
/// in the message line, the Rules and the tutorial.
public enum MismatchWording {
    /// Names every failing feature and how its values split, in the theme's colour words
    /// (with the cards' colour letters in colour-blind mode: "two orange R, one violet P").
    ///
    /// For example "Not a Set: colour (two red, one green) and shading (two
    /// striped, one open)"; the features come in the order number, colour,
    /// shape, shading, joined with commas and a final "and".
    public static func message(_ explanation: [FeatureMismatch], theme: Theme) -> String {
        let parts = explanation.map { "\(name(of: $0.feature)) (\(split($0, theme: theme)))" }
        switch parts.count {
        case 0: return "Not a Set"
        case 1: return "Not a Set: " + parts[0]
        default: return "Not a Set: " + parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        }
    }

    private static func name(of feature: Feature) -> String {
        switch feature {
        case .number: "number"
        case .color: "colour"
        case .shape: "shape"
        case .shading: "shading"
        case .background: "background"
        }
    }

    /// "two red, one green": the pair's value, then the odd card's.
    private static func split(_ mismatch: FeatureMismatch, theme: Theme) -> String {
        "two \(words(for: mismatch.sharedValue, pair: true, theme: theme)), "
            + "one \(words(for: mismatch.oddValue, pair: false, theme: theme))"
    }

    /// A value as it follows "two" (`pair`) or "one": numbers say "with one
    /// symbol" for the pair and just "with three" for the odd card, shapes are
    /// plural for the pair, colours and shadings are adjectives.
    private static func words(for value: FeatureValue, pair: Bool, theme: Theme) -> String {
        switch value {
        case .number(let number):
            let count = number.rawValue
            return pair ? "with \(count) symbol\(number == .one ? "" : "s")" : "with \(count)"
        case .color(let color):
            // In colour-blind mode the card's letter too: the player may tell the inks by it alone.
            return theme.colorName(color) + (theme.colorMark(color).map { " " + $0 } ?? "")
        case .shape(let shape):
            return shape.rawValue + (pair ? "s" : "")
        case .shading(let shading):
            return shading.rawValue
        case .background(let background):
            return theme.backgroundName(background)
        }
    }
}
