import Catalog
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
    public static func message(_ explanation: [FeatureMismatch], theme: Theme, catalog: Catalog) -> String {
        let parts = explanation.map {
            catalog.text(
                "%1$s (%2$s)", context: "feature and split", .string(FeatureWords.name(of: $0.feature, in: catalog)),
                .string(split($0, theme: theme, catalog: catalog)))
        }
        guard !parts.isEmpty else { return catalog.text("Not a Set") }
        return catalog.text("Not a Set: %s", .string(FeatureWords.list(parts, in: catalog)))
    }

    /// "two red, one green": the pair's value, then the odd card's.
    private static func split(_ mismatch: FeatureMismatch, theme: Theme, catalog: Catalog) -> String {
        catalog.text(
            // TRANSLATORS: how a feature splits over three cards: two share the first value, the odd one has the
            // second ("two red, one green", "two ovals, one diamond").
            "two %1$s, one %2$s",
            .string(words(for: mismatch.sharedValue, pair: true, theme: theme, catalog: catalog)),
            .string(words(for: mismatch.oddValue, pair: false, theme: theme, catalog: catalog)))
    }

    /// A value as it follows "two" (`pair`) or "one": numbers say "with one
    /// symbol" for the pair and just "with three" for the odd card, shapes are
    /// plural for the pair, colours and shadings are adjectives.
    private static func words(for value: FeatureValue, pair: Bool, theme: Theme, catalog: Catalog) -> String {
        switch value {
        case .number(let number):
            switch (number, pair) {
            case (.one, true): return catalog.text("with one symbol", context: "two cards")
            case (.two, true): return catalog.text("with two symbols", context: "two cards")
            case (.three, true): return catalog.text("with three symbols", context: "two cards")
            case (.one, false): return catalog.text("with one", context: "the odd card")
            case (.two, false): return catalog.text("with two", context: "the odd card")
            case (.three, false): return catalog.text("with three", context: "the odd card")
            }
        case .color(let color):
            // In colour-blind mode the card's letter too: the player may tell the inks by it alone.
            return theme.colorName(color, in: catalog) + (theme.colorMark(color).map { " " + $0 } ?? "")
        case .shape(let shape):
            return FeatureWords.shape(shape, count: pair ? 2 : 1, in: catalog)
        case .shading(let shading):
            return FeatureWords.shading(shading, in: catalog)
        case .background(let background):
            return theme.backgroundName(background, in: catalog)
        }
    }
}
