/// Which language the player asked for, read from the environment in gettext's order: `LANGUAGE` (a list,
/// colon-separated), then the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set.
public enum LanguagePreference {
    /// The languages the environment asks for, most wanted first, each as a code (`de_DE`, `pt_BR`, `ru`):
    /// the encoding (`.UTF-8`) and modifier (`@euro`) dropped, but `en@pseudo` kept whole. `C` and `POSIX`
    /// ask for English.
    public static func asked(in environment: [String: String]) -> [String] {
        var asked: [String] = []
        if let list = environment["LANGUAGE"], !list.isEmpty {
            asked += list.split(separator: ":").map(String.init)
        }
        if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
            !$0.isEmpty
        }) {
            asked.append(locale)
        }
        return asked.compactMap(code)
    }

    /// The language of `locale` as a code, or nil for none: `de_DE.UTF-8` is `de_DE`, `C` is `en`.
    public static func code(_ locale: String) -> String? {
        if locale == "en@pseudo" { return locale }
        var code = Substring(locale)
        if let cut = code.firstIndex(where: { $0 == "." || $0 == "@" }) { code = code[..<cut] }
        guard !code.isEmpty else { return nil }
        if code == "C" || code == "POSIX" { return "en" }
        return String(code)
    }

    /// The first of `asked` that one of `available` serves: the code itself (`pt_BR`), else its language
    /// alone (`de` for `de_AT`). English, always available, ends the search; nil when nothing asked is served.
    public static func chosen(_ asked: [String], available: Set<String>) -> String? {
        for code in asked {
            if code == "en" || code.hasPrefix("en_") { return "en" }
            if available.contains(code) { return code }
            let language = String(code.prefix { $0 != "_" })
            if available.contains(language) { return language }
        }
        return nil
    }
}
