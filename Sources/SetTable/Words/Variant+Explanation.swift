import Catalog
import SetCore

extension Variant {
    /// The mismatch as one plain sentence naming this variant's groups, for the message line, in the
    /// language in use: "These pairs complete to different cards: 2 red solid ovals and 1 green open
    /// diamond", "In Set-Chain, every Set must share exactly 1 card with the last one", "Already found".
    public func explanation(of mismatch: GroupMismatch, theme: Theme, in catalog: Catalog) -> String {
        let group = rule.groupName(in: catalog)
        switch mismatch {
        case .wrongCount(let expected, let actual):
            return catalog.plural(
                "%1$s has %2$d card, not %3$d", "%1$s has %2$d cards, not %3$d", count: expected, .string(group),
                .int(expected), .int(actual))
        case .repeatedCard(let card):
            return catalog.text("%s is selected twice", .string(FeatureWords.card(card, theme: theme, in: catalog)))
        case .notOnTable(let cards):
            return catalog.text(
                "Not on the table: %s", .string(FeatureWords.cards(cards, theme: theme, in: catalog)))
        case .chainShare(let required, _):
            return catalog.plural(
                "In %1$s, every %2$s must share exactly %3$d card with the last one",
                "In %1$s, every %2$s must share exactly %3$d cards with the last one", count: required,
                .string(title(in: catalog)), .string(group), .int(required))
        case .notASet(let features):
            return MismatchWording.message(features, theme: theme, catalog: catalog)
        case .pairsCompleteDifferently(let first, let second):
            return catalog.text(
                "These pairs complete to different cards: %s",
                .string(FeatureWords.cards([first, second], theme: theme, in: catalog)))
        case .pairsCompleteToNoSet(let thirds):
            return catalog.text(
                "These pairs complete to %s, which are not a Set",
                .string(FeatureWords.cards(thirds, theme: theme, in: catalog)))
        case .alreadyFound:
            return catalog.text("Already found")
        }
    }
}
