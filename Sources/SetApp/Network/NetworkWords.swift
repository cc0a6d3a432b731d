import Catalog

/// The reasons a host, a rooms server or the link give for a refusal or a closed connection, in the
/// language in use. They travel in English (the protocol's words, which the logs keep); those the game
/// knows are said again here, and a reason it does not know is shown as it came.
enum NetworkWords {
    /// `reason` in the language in use.
    static func reason(_ reason: String, in catalog: Catalog) -> String {
        if reason.hasPrefix("refused: ") { return Self.reason(String(reason.dropFirst(9)), in: catalog) }
        switch reason {
        case "this table needs a password": return catalog.text("this table needs a password")
        case "this room needs a password": return catalog.text("this room needs a password")
        case "wrong password": return catalog.text("wrong password")
        case "too many wrong room codes or passwords; try again in a minute":
            return catalog.text("too many wrong room codes or passwords; try again in a minute")
        case "the host closed the connection": return catalog.text("the host closed the connection")
        case "you left": return catalog.text("you left")
        case "stopped": return catalog.text("stopped", context: "connection")
        default: break
        }
        if let players = number(in: reason, between: "the table is full (", and: " players)") {
            return catalog.text("the table is full (%d players)", .int(players))
        }
        if let connections = number(in: reason, between: "the server is full (", and: " connections); try again later")
        {
            return catalog.text("the server is full (%d connections); try again later", .int(connections))
        }
        if let seconds = number(in: reason, between: "heard nothing from the host for ", and: " seconds") {
            return catalog.plural(
                "heard nothing from the host for %d second", "heard nothing from the host for %d seconds",
                count: seconds)
        }
        if let room = text(in: reason, between: "there is no room ", and: " on this server") {
            return catalog.text("there is no room %s on this server", .string(room))
        }
        if let server = text(in: reason, between: "sent on again, to ", and: ": a second redirect is not followed") {
            return catalog.text("sent on again, to %s: a second redirect is not followed", .string(server))
        }
        if reason.contains(" made in "), reason.hasSuffix("; try again later") {
            return catalog.text("too many rooms made from here; try again later")
        }
        if reason.hasPrefix("cannot reach "), let colon = reason.ranges(of: ": ").last {
            // The system's own words for the error stay as the system gave them.
            let target = reason[reason.index(reason.startIndex, offsetBy: 13)..<colon.lowerBound]
            return catalog.text(
                "cannot reach %1$s: %2$s", .string(String(target)), .string(String(reason[colon.upperBound...])))
        }
        return reason
    }

    /// The text between `prefix` and `suffix` when `reason` is exactly that, else nil.
    private static func text(in reason: String, between prefix: String, and suffix: String) -> String? {
        guard reason.hasPrefix(prefix), reason.hasSuffix(suffix), reason.count > prefix.count + suffix.count
        else { return nil }
        return String(reason.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The whole number between `prefix` and `suffix` when `reason` is exactly that, else nil.
    private static func number(in reason: String, between prefix: String, and suffix: String) -> Int? {
        text(in: reason, between: prefix, and: suffix).flatMap { Int($0) }
    }
}
