/// One language's translations, looked up as gettext does: a text with no translation (or with an empty
/// one) is the English it was asked with.
public struct Catalog: Equatable, Sendable {
    /// The language, as its code: `de`, `pt_BR`; `en` for the English the game is written in.
    public let language: String
    /// The translations by key.
    let messages: [String: [String]]
    /// Which form a count takes.
    public let pluralRule: PluralRule
    /// Whether this is `en@pseudo`, which writes every text asked for accented and longer.
    let isPseudo: Bool

    /// English: every text as it is asked.
    public static let english = Catalog(language: "en", messages: [:], plural: .english, pseudo: false)

    /// The catalog of a `.mo` file for `language`; its header's `Plural-Forms` gives the plural rule
    /// (English's when it states none it can be read by).
    public init(language: String, file: MOFile) {
        let rule = file.header["Plural-Forms"].flatMap(PluralRule.init(header:)) ?? .english
        self.init(language: language, messages: file.messages, plural: rule, pseudo: false)
    }

    init(language: String, messages: [String: [String]], plural: PluralRule, pseudo: Bool) {
        self.language = language
        self.messages = messages
        self.pluralRule = plural
        self.isPseudo = pseudo
    }

    /// `text` in this language, with `arguments` put into its conversions (`Catalog.format`); `context`
    /// tells apart one English text with two meanings (gettext's msgctxt). With no arguments the text is
    /// given as it stands.
    public func text(_ text: String, context: String? = nil, _ arguments: FormatArgument...) -> String {
        let found = translation(of: text, context: context)
        return arguments.isEmpty ? found : format(found, arguments: arguments)
    }

    /// The form of `singular` / `plural` that `count` takes in this language (gettext's ngettext), with
    /// `arguments` put into it; with none, `count` is its one argument (`%d game` → `3 Spiele`).
    public func plural(
        _ singular: String, _ plural: String, count: Int, context: String? = nil, _ arguments: FormatArgument...
    ) -> String {
        format(
            form(singular, plural, count: count, context: context),
            arguments: arguments.isEmpty ? [.int(count)] : arguments)
    }

    /// The translation of `text` in `context`, unformatted: the English when there is none.
    func translation(of text: String, context: String?) -> String {
        if isPseudo { return Self.pseudoText(text) }
        guard let translated = messages[Self.key(text, context)]?.first, !translated.isEmpty else { return text }
        return translated
    }

    /// The form `count` takes, unformatted: the English one when there is no translation.
    func form(_ singular: String, _ plural: String, count: Int, context: String?) -> String {
        let n = UInt64(clamping: count.magnitude)
        if isPseudo { return Self.pseudoText(n == 1 ? singular : plural) }
        guard let forms = messages[Self.key(singular, context)] else { return n == 1 ? singular : plural }
        let form = pluralRule.form(for: n)
        guard forms.indices.contains(form), !forms[form].isEmpty else { return n == 1 ? singular : plural }
        return forms[form]
    }

    /// Whether `text` (in `context`) has a translation here.
    public func translates(_ text: String, context: String? = nil) -> Bool {
        isPseudo || messages[Self.key(text, context)]?.first?.isEmpty == false
    }

    /// gettext's key: the context, U+0004, the msgid.
    static func key(_ text: String, _ context: String?) -> String {
        context.map { "\($0)\u{4}\(text)" } ?? text
    }
}
