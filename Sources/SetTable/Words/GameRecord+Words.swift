import Catalog
import SetCore

extension GameRecord {
    /// One line for a step, as Review shows it in the language in use: what the move was, and when.
    public func describe(step: Int, in catalog: Catalog) -> String {
        guard moves.indices.contains(step) else { return "" }
        let move = moves[step]
        let codes = move.cards.map(\.code).joined(separator: " ")
        let what: String
        switch move.kind {
        case .select: what = catalog.text("Selected %s", .string(codes))
        case .deselect: what = catalog.text("Deselected %s", .string(codes))
        case .found:
            if let seconds = move.seconds {
                what = catalog.text(
                    "Found %1$s in %2$s", .string(codes), .string(Self.seconds(seconds, in: catalog)))
            } else {
                what = catalog.text("Found %s", .string(codes))
            }
        case .missed:
            what = catalog.text(
                "Missed: %1$s is no %2$s", .string(codes), .string(mode.variant.rule.groupName(in: catalog)))
        case .hint:
            what =
                move.cards.isEmpty
                ? catalog.text("Hint: no group on the table") : catalog.text("Hint: %s", .string(codes))
        case .deal:
            what = move.overGroup ? catalog.text("Dealt 3 with a group on the table") : catalog.text("Dealt 3")
        case .shuffle: what = catalog.text("Shuffled the table")
        case .undo: what = catalog.text("Undo")
        case .redo: what = catalog.text("Redo")
        case .claim: what = catalog.text("Claimed a Set")
        case .timeout: what = catalog.text("Ran out of time")
        }
        guard let player = move.player else { return what }
        let who =
            players.indices.contains(player) ? players[player] : catalog.text("Player %d", .int(player + 1))
        return catalog.text("%1$s: %2$s", context: "who did what", .string(who), .string(what))
    }

    /// Seconds as Review writes them: `4.2 s` (`4,2 s` in a language with a decimal comma), or `1:05`
    /// from a minute.
    public static func seconds(_ value: Double, in catalog: Catalog) -> String {
        guard value.isFinite, value >= 0 else { return "?" }
        if value < 60 { return catalog.text("%.1f s", .double((value * 10).rounded() / 10)) }
        let whole = Int(value.rounded())
        return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }
}
