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
        case text(String)
        /// A row of example cards; `explained` marks them as the game marks three cards that are not a Set.
        case cards([Card], explained: Bool)
        /// A button across the page (the Modes overlay's modes).
        case button(PanelButton, title: String, enabled: Bool)
    }

    /// Every section, in order: the cards, what a Set is, what is not a Set,
    /// how a game goes, the mouse, the keys, scoring, the modes and MegaSet.
    static func sections(theme: Theme) -> [[Block]] {
        let red = theme.colorName(.red), green = theme.colorName(.green), purple = theme.colorName(.purple)
        let notASet = cards("1RDF 2ROS 3GSO")
        return [
            [
                .heading("The cards"),
                .text("There are 81 cards. Each has four features, and each feature comes in three forms:"),
                .text("Number: one, two or three symbols."),
                .text("Shape: diamond, oval or squiggle."),
                .text("Shading: solid, striped or open."),
                .text("Colour: \(red), \(green) or \(purple)."),
                .cards(cards("2RSO 1GDF 3POS"), explained: false),
            ],
            [
                .heading("What a Set is"),
                .text(
                    "Three cards are a Set when, for each feature on its own, "
                        + "the three are all the same or all different."),
                .text("A Set that differs in every feature:"),
                .cards(cards("2POF 1RSS 3GDO"), explained: false),
                .text(
                    "A Set that shares three features: the same colour, shape and shading, and all different numbers:"),
                .cards(cards("1GDS 2GDS 3GDS"), explained: false),
                .text("Any two cards are completed to a Set by exactly one third card."),
            ],
            [
                .heading("Not a Set"),
                .text(
                    "Two of these cards are \(red) and one is \(green): the colour is neither all the same "
                        + "nor all different, so they are not a Set."),
                .cards(notASet, explained: true),
                .text("The game says why, in these words:"),
                .text(MismatchWording.message(FeatureMismatch.explain(notASet), theme: theme)),
                .text("and tags the odd card with the feature it breaks: N number, C colour, S shape, Sh shading."),
            ],
            [
                .heading("A game"),
                .text(
                    "The table starts with 12 cards. Pick three that make a Set: they leave the table, "
                        + "and new cards take their places while the deck lasts."),
                .text("If you see no Set, deal 3 more. The game ends when the deck is empty and no Set is left."),
            ],
            [
                .heading("The mouse"),
                .text("Click a card to select it, and again to let it go. The third card is judged at once."),
                .text("Drag down anywhere on the table to deal 3 more."),
                .text(
                    "Circle the table with the right button held, or twist two fingers on a touch screen, "
                        + "to shuffle it."),
                .text("The wheel scrolls a table too tall for the window."),
                .text("The buttons: New Game, Deal 3, Hint, Undo, Menu and the modes."),
            ],
            [
                .heading("The keys"),
                .text("Space or D: deal 3. H: hint, one card at a time. N: new game."),
                .text("Ctrl+Z: undo. Ctrl+Y: redo. Ctrl+R: shuffle."),
                .text("K: key labels on the cards; while they show, a card's key selects it."),
                .text("P: pause. M: mute. F1: these rules. F10: the menu. F11: full screen. Q: quit."),
                .text("Two players: Left Shift and Right Shift claim a Set."),
            ],
            [
                .heading("Scoring"),
                .text(
                    "A Set scores 3, plus a speed bonus: 6, less 1 for every 5 seconds "
                        + "since the table last changed, and never below 0."),
                .text("Three cards that are not a Set cost 2."),
                .text("Dealing 3 while a Set is on the table costs 3."),
                .text("Each step of a hint costs 1."),
            ],
            [
                .heading("The modes"),
                .text("Solo: the game as above, with hints and undo."),
                .text(
                    "Two players: claim with SET! or your Shift key, then pick a Set within 6 seconds. "
                        + "A Set scores 1; a miss or running out of time costs 1."),
                .text("Daily: one date's 12 cards hold exactly 6 Sets. Find them all; nothing is dealt."),
                .text("Junior: the 27 solid cards, three features, and 9 cards to start."),
            ],
            megaSet(theme: theme),
        ]
    }

    /// MegaSet's page: the fifth feature, a Set of five features, and a background that breaks the rule.
    private static func megaSet(theme: Theme) -> [Block] {
        let names = Background.allCases.map(theme.backgroundName)
        let notASet = cards("1RDFR 2GOSR 3PSOG")
        var page: [Block] = [
            .heading("MegaSet"),
            .text(
                "MegaSet has 243 cards: each adds a fifth feature, the background, a band round the face "
                    + "over a tint of it: \(names[0]), \(names[1]) or \(names[2])."),
        ]
        if theme.shapesBackgrounds {
            page.append(
                .text(
                    "The band tells them apart by its shape too: all the way round for \(names[0]), "
                        + "down the sides for \(names[1]), round the corners for \(names[2])."))
        }
        page += [
            .text(
                "Three cards are a Set when each of the five features is all the same or all different. "
                    + "The table starts with 16 cards."),
            .cards(cards("1RDFR 2GOSG 3PSOP"), explained: false),
            .text(MismatchWording.message(FeatureMismatch.explain(notASet), theme: theme) + ". B tags the background."),
            .cards(notASet, explained: true),
        ]
        return page
    }

    /// The cards of a list of codes.
    private static func cards(_ codes: String) -> [Card] {
        codes.split(separator: " ").compactMap { Card(code: String($0)) }
    }
}
