/// A value put into a message's conversion: `%d` takes a whole number, `%s` a text, `%f` (`%.1f`) a number
/// with a fraction.
public enum FormatArgument: Equatable, Sendable {
    case int(Int)
    case string(String)
    case double(Double)
}

extension Catalog {
    /// `template` with `arguments` put into its conversions, as printf and gettext's `c-format` have them:
    /// `%d`, `%s`, `%f` with an optional precision (`%.1f`), each optionally numbered (`%2$s`) so that a
    /// translation can take them in another order, and `%%` for a percent sign. Numbers are written as this
    /// language writes them (`12,5` in German). A conversion with no argument for it is left as written.
    public func format(_ template: String, _ arguments: FormatArgument...) -> String {
        format(template, arguments: arguments)
    }

    /// `format(_:_:)` with the arguments as an array.
    public func format(_ template: String, arguments: [FormatArgument]) -> String {
        var out = ""
        var next = 0
        var rest = template[...]
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let spec = rest[rest.index(after: percent)...]
            guard let conversion = Conversion(parsing: spec) else {
                out.append("%")
                rest = spec
                continue
            }
            rest = spec.dropFirst(conversion.length)
            if conversion.kind == "%" {
                out.append("%")
                continue
            }
            let index = conversion.position.map { $0 - 1 } ?? next
            next = index + 1
            guard arguments.indices.contains(index) else {
                out += "%" + spec.prefix(conversion.length)
                continue
            }
            out += written(arguments[index], as: conversion)
        }
        return out + rest
    }

    /// The decimal separator of this language: a comma in the languages that write one (every one the game
    /// ships but English), a point in the others.
    public var decimalSeparator: String {
        let base = String(language.prefix { $0 != "_" && $0 != "@" })
        return Self.decimalCommaLanguages.contains(base) ? "," : "."
    }

    /// The languages that write a decimal comma, by their language code.
    static let decimalCommaLanguages: Set<String> = [
        "de", "fr", "es", "it", "pt", "nl", "pl", "cs", "sv", "ru", "uk", "el",
    ]

    private func written(_ argument: FormatArgument, as conversion: Conversion) -> String {
        switch (argument, conversion.kind) {
        case (.int(let value), _): return String(value)
        case (.string(let text), _): return text
        case (.double(let value), "d"): return Self.fixed(value, digits: 0, separator: decimalSeparator)
        case (.double(let value), _):
            return Self.fixed(value, digits: conversion.precision ?? 6, separator: decimalSeparator)
        }
    }

    /// `value` with `digits` digits after the separator, rounded half away from zero.
    static func fixed(_ value: Double, digits: Int, separator: String) -> String {
        let digits = min(max(digits, 0), 9)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        // Past what a whole number holds exactly (and for infinities and NaN), the value as Swift writes it.
        guard scaled < 9e15 else {
            return String(value).replacing(".", with: separator)
        }
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let fractionText = String(fraction)
        return sign + String(whole) + separator + String(repeating: "0", count: digits - fractionText.count)
            + fractionText
    }
}

/// One printf conversion after its `%`: `[n$][.p]kind`, or `%` itself.
struct Conversion: Equatable {
    /// The argument's number, counted from 1 (`%2$s`), or nil for the next one.
    var position: Int?
    /// The digits after the point (`%.1f`).
    var precision: Int?
    /// `d`, `i`, `u`, `s`, `f` or `%`.
    var kind: Character
    /// How many characters after the `%` it takes.
    var length: Int

    /// The conversion `text` starts with, or nil for a `%` that starts none.
    init?(parsing text: Substring) {
        let chars = Array(text.prefix(24))
        var i = 0
        /// The decimal number at `i`, moving past it.
        func number() -> Int? {
            var value: Int?
            while i < chars.count, chars[i].isASCII, let digit = chars[i].wholeNumberValue {
                value = (value ?? 0) * 10 + digit
                i += 1
            }
            return value
        }
        if chars.first == "%" {
            self.init(position: nil, precision: nil, kind: "%", length: 1)
            return
        }
        var position: Int?
        if let n = number() {
            guard i < chars.count, chars[i] == "$", n >= 1 else { return nil }
            position = n
            i += 1
        }
        var precision: Int?
        if i < chars.count, chars[i] == "." {
            i += 1
            precision = number() ?? 0
        }
        guard i < chars.count, "diusf".contains(chars[i]) else { return nil }
        self.init(position: position, precision: precision, kind: chars[i], length: i + 1)
    }

    init(position: Int?, precision: Int?, kind: Character, length: Int) {
        self.position = position
        self.precision = precision
        self.kind = kind
        self.length = length
    }
}
