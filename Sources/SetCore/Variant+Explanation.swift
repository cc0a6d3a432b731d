// Why a selection is not a valid group, said in the variant's own terms.

extension Variant {
    /// The mismatch as one plain sentence naming this variant's groups, for the message line.
    ///
    /// For example "These pairs complete to different cards: 2 red solid ovals and 1 green
    /// open diamond", "A Set-Chain Set must share exactly one card with the last Set", or
    /// "Already found".
    public func explanation(of mismatch: GroupMismatch) -> String {
        let group = rule.name
        switch mismatch {
        case .wrongCount(let expected, let actual):
            return "\(Self.article(group)) \(group) has \(expected) cards, not \(actual)"
        case .repeatedCard(let card):
            return "\(card.spelledOut) is selected twice"
        case .notOnTable(let cards):
            return "Not on the table: \(Card.spelledOut(cards))"
        case .chainShare(let required, _):
            let cards = required == 1 ? "card" : "cards"
            return "\(Self.article(title)) \(title) \(group) must share exactly \(Self.word(for: required)) \(cards) "
                + "with the last \(group)"
        case .notASet(let features):
            guard !features.isEmpty else { return "Not a Set" }
            return "Not a Set: " + joinedAsList(features.map(Self.phrase))
        case .pairsCompleteDifferently(let first, let second):
            return "These pairs complete to different cards: \(first.spelledOut) and \(second.spelledOut)"
        case .pairsCompleteToNoSet(let thirds):
            return "These pairs complete to \(Card.spelledOut(thirds)), which are not a Set"
        case .alreadyFound:
            return "Already found"
        }
    }

    /// "A" or "An", by the sound of the word's first letter (`An UltraSet`).
    private static func article(_ word: String) -> String {
        "AEIOU".contains(word.first ?? "S") ? "An" : "A"
    }

    /// Small counts as words: "one", "two", …; larger ones as digits.
    private static func word(for count: Int) -> String {
        let words = ["zero", "one", "two", "three", "four", "five", "six"]
        return words.indices.contains(count) ? words[count] : String(count)
    }

    /// "colour (two red, one green)": the feature, then the pair's value and the odd card's.
    private static func phrase(_ mismatch: FeatureMismatch) -> String {
        let feature = mismatch.feature == .color ? "colour" : mismatch.feature.rawValue
        let pair = words(mismatch.sharedValue, pair: true)
        return "\(feature) (two \(pair), one \(words(mismatch.oddValue, pair: false)))"
    }

    /// A value after "two" (`pair`) or "one": "with 1 symbol", "red", "ovals", "striped".
    private static func words(_ value: FeatureValue, pair: Bool) -> String {
        switch value {
        case .number(let number):
            pair ? "with \(number.count) symbol\(number == .one ? "" : "s")" : "with \(number.count)"
        case .color(let color): color.rawValue
        case .shape(let shape): shape.rawValue + (pair ? "s" : "")
        case .shading(let shading): shading.rawValue
        case .background(let background): "\(background.rawValue)-tinted"
        }
    }
}
