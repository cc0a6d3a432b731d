import Catalog
import SetCore
import SetTable

/// The rules as the Rules overlay tells them: sections of a heading, lines of
/// text and rows of drawn example cards, in the theme's colour words.
enum RulesBook {
    /// One piece of a section, in reading order.
    enum Block: Equatable {
        /// The section's heading, in bold.
        case heading(String)
        /// A paragraph, wrapped to the panel.
        case paragraph(String)
        /// A row of example cards; `explained` marks them as the game marks three cards that are not a Set.
        case cards([Card], explained: Bool)
        /// A button across the page (the Modes overlay's modes).
        case button(PanelButton, title: String, enabled: Bool)
        /// Buttons side by side across the page, sharing its width (the Modes overlay's computer players).
        case buttonRow([(PanelButton, title: String, enabled: Bool)])

        static func == (a: Block, b: Block) -> Bool {
            switch (a, b) {
            case (.heading(let x), .heading(let y)), (.paragraph(let x), .paragraph(let y)): x == y
            case (.cards(let x, let e), .cards(let y, let f)): x == y && e == f
            case (.button(let x, let s, let e), .button(let y, let t, let f)): x == y && s == t && e == f
            case (.buttonRow(let x), .buttonRow(let y)):
                x.count == y.count
                    && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.title == $1.title && $0.enabled == $1.enabled }
            default: false
            }
        }
    }

    /// Every section, in order: the cards, what a Set is, what is not a Set,
    /// how a game goes, the mouse, the keys, scoring, the modes and MegaSet.
    static func sections(theme: Theme, catalog c: Catalog) -> [[Block]] {
        let red = theme.colorName(.red, in: c), green = theme.colorName(.green, in: c)
        let purple = theme.colorName(.purple, in: c)
        let notASet = cards("1RDF 2ROS 3GSO")
        return [
            [
                .heading(c.text("The cards", context: "rules")),
                .paragraph(
                    c.text("There are 81 cards. Each has four features, and each feature comes in three forms:")),
                .paragraph(c.text("Number: one, two or three symbols.")),
                .paragraph(c.text("Shape: diamond, oval or squiggle.")),
                .paragraph(c.text("Shading: solid, striped or open.")),
                .paragraph(c.text("Colour: %1$s, %2$s or %3$s.", .string(red), .string(green), .string(purple))),
                .cards(cards("2RSO 1GDF 3POS"), explained: false),
            ],
            [
                .heading(c.text("What a Set is", context: "rules")),
                .paragraph(
                    c.text(
                        "Three cards are a Set when, for each feature on its own, "
                            + "the three are all the same or all different.")),
                .paragraph(c.text("A Set that differs in every feature:")),
                .cards(cards("2POF 1RSS 3GDO"), explained: false),
                .paragraph(
                    c.text(
                        "A Set that shares three features: the same colour, shape and shading, "
                            + "and all different numbers:")),
                .cards(cards("1GDS 2GDS 3GDS"), explained: false),
                .paragraph(c.text("Any two cards are completed to a Set by exactly one third card.")),
            ],
            [
                .heading(c.text("Not a Set", context: "rules")),
                .paragraph(
                    c.text(
                        "Two of these cards are %1$s and one is %2$s: the colour is neither all the same "
                            + "nor all different, so they are not a Set.", .string(red), .string(green))),
                .cards(notASet, explained: true),
                .paragraph(c.text("The game says why, in these words:")),
                .paragraph(MismatchWording.message(FeatureMismatch.explain(notASet), theme: theme, catalog: c)),
                .paragraph(
                    c.text(
                        // TRANSLATORS: N, C, S and Sh are the letters the game draws on the cards; keep them.
                        "and tags the odd card with the feature it breaks: N number, C colour, S shape, Sh shading.")),
            ],
            [
                .heading(c.text("A game", context: "rules")),
                .paragraph(
                    c.text(
                        "The table starts with 12 cards. Pick three that make a Set: they leave the table, "
                            + "and new cards take their places while the deck lasts.")),
                .paragraph(
                    c.text("If you see no Set, deal 3 more. The game ends when the deck is empty and no Set is left.")),
            ],
            [
                .heading(c.text("The mouse", context: "rules")),
                .paragraph(
                    c.text("Click a card to select it, and again to let it go. The third card is judged at once.")),
                .paragraph(c.text("Drag down anywhere on the table to deal 3 more.")),
                .paragraph(
                    c.text(
                        "Circle the table with the right button held, or twist two fingers on a touch screen, "
                            + "to shuffle it.")),
                .paragraph(c.text("The wheel scrolls a table too tall for the window.")),
                .paragraph(c.text("The buttons: New Game, Deal 3, Hint, Undo, Menu and the modes.")),
            ],
            [
                .heading(c.text("The keys", context: "rules")),
                .paragraph(c.text("Space or D: deal 3. H: hint, one card at a time. N: new game.")),
                .paragraph(c.text("Ctrl+Z: undo. Ctrl+Y: redo. Ctrl+R: shuffle.")),
                .paragraph(c.text("K: key labels on the cards; while they show, a card's key selects it.")),
                .paragraph(c.text("P: pause. M: mute. F1: these rules. F10: the menu. F11: full screen. Q: quit.")),
                .paragraph(c.text("Two players: Left Shift and Right Shift claim a Set.")),
            ],
            [
                .heading(c.text("Scoring", context: "rules")),
                .paragraph(
                    c.text(
                        "A Set scores 3, plus a speed bonus: 6, less 1 for every 5 seconds "
                            + "since the table last changed, and never below 0.")),
                .paragraph(c.text("Three cards that are not a Set cost 2.")),
                .paragraph(c.text("Dealing 3 while a Set is on the table costs 3.")),
                .paragraph(c.text("Each step of a hint costs 1.")),
            ],
            [
                .heading(c.text("The modes", context: "rules")),
                .paragraph(c.text("Solo: the game as above, with hints and undo.")),
                .paragraph(
                    c.text(
                        "Two players: claim with SET! or your Shift key, then pick a Set within 6 seconds. "
                            + "A Set scores 1; a miss or running out of time costs 1.")),
                .paragraph(c.text("Daily: one date's 12 cards hold exactly 6 Sets. Find them all; nothing is dealt.")),
                .paragraph(c.text("Junior: the 27 solid cards, three features, and 9 cards to start.")),
            ],
            megaSet(theme: theme, catalog: c),
        ]
    }

    /// MegaSet's page: the fifth feature, a Set of five features, and a background that breaks the rule.
    private static func megaSet(theme: Theme, catalog c: Catalog) -> [Block] {
        let names = Background.allCases.map { theme.backgroundName($0, in: c) }
        let notASet = cards("1RDFR 2GOSR 3PSOG")
        var page: [Block] = [
            .heading(c.text("MegaSet", context: "rules")),
            .paragraph(
                c.text(
                    "MegaSet has 243 cards: each adds a fifth feature, the background, a band round the face "
                        + "over a tint of it: %1$s, %2$s or %3$s.", .string(names[0]), .string(names[1]),
                    .string(names[2]))),
        ]
        if theme.shapesBackgrounds {
            page.append(
                .paragraph(
                    c.text(
                        "The band tells them apart by its shape too: all the way round for %1$s, "
                            + "down the sides for %2$s, round the corners for %3$s.", .string(names[0]),
                        .string(names[1]), .string(names[2]))))
        }
        page += [
            .paragraph(
                c.text(
                    "Three cards are a Set when each of the five features is all the same or all different. "
                        + "The table starts with 16 cards.")),
            .cards(cards("1RDFR 2GOSG 3PSOP"), explained: false),
            .paragraph(
                c.text(
                    // TRANSLATORS: B is the letter the game draws on the cards; keep it.
                    "%s. B tags the background.",
                    .string(MismatchWording.message(FeatureMismatch.explain(notASet), theme: theme, catalog: c)))),
            .cards(notASet, explained: true),
        ]
        return page
    }

    /// The cards of a list of codes.
    private static func cards(_ codes: String) -> [Card] {
        codes.split(separator: " ").compactMap { Card(code: String($0)) }
    }
}
