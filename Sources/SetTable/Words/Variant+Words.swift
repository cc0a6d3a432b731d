import Catalog
import SetCore

// A variant's name, summary and count label as the player reads them, looked up in the language in use.
// SetCore keeps its English ones for the trace, the command line and the logs.

extension Variant {
    /// The variant's name on its button and in the HUD ("Solo", "Sprint 10").
    public func title(in catalog: Catalog) -> String {
        switch name {
        case "solo": catalog.text("Solo", context: "mode")
        case "twoPlayer": catalog.text("Two players", context: "mode")
        case "junior": catalog.text("Junior", context: "mode")
        case "daily": catalog.text("Daily", context: "mode")
        case "puzzle": catalog.text("Puzzle", context: "mode")
        case "chain": catalog.text("Set-Chain", context: "mode")
        case "ultra": catalog.text("UltraSet", context: "mode")
        case "ultra9": catalog.text("Ultra9", context: "mode")
        case "ultraChain": catalog.text("UltraSet-Chain", context: "mode")
        case "ghost": catalog.text("GhostSet", context: "mode")
        case "shuffle": catalog.text("Shuffle", context: "mode")
        case "memory": catalog.text("Memory", context: "mode")
        case "megaSet": catalog.text("MegaSet", context: "mode")
        case "timed": catalog.text("Timed 2:00", context: "mode")
        default:
            if case .groupsFound(let sets) = end {
                catalog.text("Sprint %d", context: "mode", .int(sets))
            } else {
                title
            }
        }
    }

    /// One sentence on how the variant is played, for the Modes screen.
    public func summary(in catalog: Catalog) -> String {
        switch name {
        case "solo": catalog.text("Find 3 cards that form a Set.")
        case "twoPlayer": catalog.text("Two players race to claim Sets at one table.")
        case "junior": catalog.text("Only solid cards, 9 on the table: Sets with three features.")
        case "daily": catalog.text("Today's 12 cards hold 6 Sets: find them all.")
        case "puzzle": catalog.text("Find every Set on the table; then a new table is dealt.")
        case "chain": catalog.text("In every Set, use 1 card from the previous Set.")
        case "ultra": catalog.text("Find 4 cards: two pairs that the same card completes to a Set.")
        case "ultra9": catalog.text("UltraSet with 9 cards dealt, unless they hold no UltraSet.")
        case "ultraChain": catalog.text("In every UltraSet, use 2 cards from the previous one.")
        case "ghost": catalog.text("Find 3 pairs whose completing cards form a Set.")
        case "shuffle": catalog.text("The table is shuffled after every Set.")
        case "memory": catalog.text("21 cards lie face down: turn them up to find Sets.")
        case "megaSet": catalog.text("Each card has a fifth feature, its background: 243 cards.")
        case "timed": catalog.text("Find as many Sets as you can in two minutes.")
        default:
            if case .groupsFound(let sets) = end {
                catalog.plural("Find %d Set as fast as you can.", "Find %d Sets as fast as you can.", count: sets)
            } else {
                summary
            }
        }
    }

    /// The HUD's name for the groups found: "Sets" in the classic game, the variant's name on a board.
    public func countLabel(in catalog: Catalog) -> String {
        countLabel == "Sets" ? catalog.text("Sets", context: "found") : title(in: catalog)
    }
}

extension GroupRule {
    /// What one group of this rule is called: "Set", "UltraSet", "GhostSet".
    public func groupName(in catalog: Catalog) -> String {
        switch self {
        case .set: catalog.text("Set", context: "group")
        case .ultraSet: catalog.text("UltraSet", context: "group")
        case .ghostSet: catalog.text("GhostSet", context: "group")
        }
    }
}

extension Game.Mode {
    /// The mode's name as the player reads it ("Solo", "Sprint 10").
    public func title(in catalog: Catalog) -> String { variant.title(in: catalog) }
}
