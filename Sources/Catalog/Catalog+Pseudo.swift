extension Catalog {
    /// `en@pseudo`: every text the catalog is asked for comes back as an accented English about half as
    /// long again, in brackets (`Deal 3 cards` → `[Ðéàł 3 çàŕðš ~~~~]`). A text drawn plain was never asked
    /// for, and a box too small for a longer language shows it at once. Conversions (`%d`, `%2$s`) are
    /// kept as they are, and every letter used is one the game's font draws.
    public static let pseudo = Catalog(language: "en@pseudo", messages: [:], plural: .english, pseudo: true)

    /// `text` as `en@pseudo` writes it.
    static func pseudoText(_ text: String) -> String {
        var out = "["
        var rest = text[...]
        while let c = rest.first {
            if c == "%", let conversion = Conversion(parsing: rest.dropFirst()) {
                out += rest.prefix(conversion.length + 1)
                rest = rest.dropFirst(conversion.length + 1)
                continue
            }
            out.append(accented[c] ?? c)
            rest = rest.dropFirst()
        }
        let padding = max(1, Int((Double(text.count) * 0.4).rounded()) - 1)
        return out + " " + String(repeating: "~", count: padding) + "]"
    }

    /// Each ASCII letter's accented look-alike from Latin-1 and Latin Extended-A.
    private static let accented: [Character: Character] = {
        let pairs = Array(zip("aceghijklnorstuwyzACDEGHIJKLNORSTUWYZ", "àçéĝĥîĵķłñöŕšţüŵýžÅÇÐÉĜĤÎĴĶŁÑÖŔŠŢÜŴÝŽ"))
        var map = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        map["d"] = "ð"
        return map
    }()
}
