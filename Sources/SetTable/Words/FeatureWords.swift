import Catalog
import SetCore

/// The words for the cards' features and for lists of them, in the language in use: the same words
/// in the message line, the Rules, the tutorial and Review.
public enum FeatureWords {
    /// A feature's name: "number", "colour", "shape", "shading", "background".
    public static func name(of feature: Feature, in catalog: Catalog) -> String {
        switch feature {
        case .number: catalog.text("number", context: "feature")
        case .color: catalog.text("colour", context: "feature")
        case .shape: catalog.text("shape", context: "feature")
        case .shading: catalog.text("shading", context: "feature")
        case .background: catalog.text("background", context: "feature")
        }
    }

    /// A shape's name in the form `count` takes ("oval", "ovals").
    public static func shape(_ shape: Shape, count: Int, in catalog: Catalog) -> String {
        switch shape {
        case .diamond: catalog.plural("diamond", "diamonds", count: count)
        case .oval: catalog.plural("oval", "ovals", count: count)
        case .squiggle: catalog.plural("squiggle", "squiggles", count: count)
        }
    }

    /// A shading's name: "solid", "striped", "open".
    public static func shading(_ shading: Shading, in catalog: Catalog) -> String {
        switch shading {
        case .solid: catalog.text("solid", context: "shading")
        case .striped: catalog.text("striped", context: "shading")
        case .open: catalog.text("open", context: "shading")
        }
    }

    /// A card in words: "2 red solid ovals", and a MegaSet card's background ("… on green").
    public static func card(_ card: Card, theme: Theme, in catalog: Catalog) -> String {
        let count = card.number.count
        let symbols = catalog.text(
            // TRANSLATORS: a card: its count, colour, shading and shape ("2 red solid ovals"); put them in the
            // order your language says them, for example "%1$d %4$s (%2$s, %3$s)".
            "%1$d %2$s %3$s %4$s", context: "card", .int(count), .string(theme.colorName(card.color, in: catalog)),
            .string(shading(card.shading, in: catalog)), .string(shape(card.shape, count: count, in: catalog)))
        guard let background = card.background else { return symbols }
        return catalog.text(
            "%1$s on %2$s", context: "card on its background", .string(symbols),
            .string(theme.backgroundName(background, in: catalog)))
    }

    /// Cards in words, as a list: "1 red solid diamond, 2 … and 3 …".
    public static func cards(_ cards: [Card], theme: Theme, in catalog: Catalog) -> String {
        list(cards.map { card($0, theme: theme, in: catalog) }, in: catalog)
    }

    /// `a`, `a and b`, `a, b and c`: a list as a sentence says it.
    public static func list(_ parts: [String], in catalog: Catalog) -> String {
        guard var text = parts.first else { return "" }
        for (i, part) in parts.enumerated().dropFirst() {
            text =
                i == parts.count - 1
                ? catalog.text("%1$s and %2$s", context: "list", .string(text), .string(part))
                : catalog.text("%1$s, %2$s", context: "list", .string(text), .string(part))
        }
        return text
    }
}
