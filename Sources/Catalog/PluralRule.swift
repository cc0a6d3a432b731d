/// A catalog's plural rule, from its header's `Plural-Forms: nplurals=N; plural=EXPRESSION;`: which of
/// the N forms a count takes.
///
/// The expression is C's, as gettext evaluates it: `n`, decimal numbers, `! * / % + - < <= > >= == != && ||`,
/// `?:` and parentheses, on unsigned integers, a comparison giving 1 or 0. A form the expression gives past
/// the last is the last; a division by zero gives 0.
public struct PluralRule: Equatable, Sendable {
    /// How many forms the language has.
    public let count: Int
    /// The expression, parsed.
    let expression: Expression

    /// English's: one for 1, the other for every other count.
    public static let english = PluralRule(count: 2, expression: .binary(.notEqual, .n, .number(1)))

    /// The rule a `Plural-Forms` header value states, or nil for one that does not parse.
    public init?(header value: String) {
        var count: Int?
        var plural: String?
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            switch trimmed(pair[0]) {
            case "nplurals": count = Int(trimmed(pair[1]))
            case "plural": plural = trimmed(pair[1])
            default: continue
            }
        }
        guard let count, (1...6).contains(count), let plural, let expression = Parser.parse(plural) else {
            return nil
        }
        self.init(count: count, expression: expression)
    }

    init(count: Int, expression: Expression) {
        self.count = count
        self.expression = expression
    }

    /// The form `n` takes: 0 up to `count - 1`.
    public func form(for n: UInt64) -> Int {
        let value = expression.value(n: n)
        return value < UInt64(count) ? Int(value) : count - 1
    }
}

extension PluralRule {
    /// An expression of `n`.
    indirect enum Expression: Equatable, Sendable {
        case n
        case number(UInt64)
        case not(Expression)
        case binary(Operator, Expression, Expression)
        case choice(Expression, Expression, Expression)

        /// C's binary operators on unsigned integers.
        enum Operator: String, Sendable, CaseIterable {
            case times = "*"
            case divided = "/"
            case remainder = "%"
            case plus = "+"
            case minus = "-"
            case less = "<"
            case lessOrEqual = "<="
            case greater = ">"
            case greaterOrEqual = ">="
            case equal = "=="
            case notEqual = "!="
            case and = "&&"
            case or = "||"

            /// How tightly it binds: C's order, higher first.
            var precedence: Int {
                switch self {
                case .times, .divided, .remainder: 6
                case .plus, .minus: 5
                case .less, .lessOrEqual, .greater, .greaterOrEqual: 4
                case .equal, .notEqual: 3
                case .and: 2
                case .or: 1
                }
            }
        }

        /// The value for `n`, as C computes it in `unsigned long`.
        func value(n: UInt64) -> UInt64 {
            switch self {
            case .n: return n
            case .number(let value): return value
            case .not(let operand): return operand.value(n: n) == 0 ? 1 : 0
            case .choice(let condition, let then, let otherwise):
                return condition.value(n: n) != 0 ? then.value(n: n) : otherwise.value(n: n)
            case .binary(let op, let left, let right):
                // && and || look at their right side only when C would.
                if op == .and { return left.value(n: n) != 0 && right.value(n: n) != 0 ? 1 : 0 }
                if op == .or { return left.value(n: n) != 0 || right.value(n: n) != 0 ? 1 : 0 }
                let (a, b) = (left.value(n: n), right.value(n: n))
                switch op {
                case .times: return a &* b
                case .divided: return b == 0 ? 0 : a / b
                case .remainder: return b == 0 ? 0 : a % b
                case .plus: return a &+ b
                case .minus: return a &- b
                case .less: return a < b ? 1 : 0
                case .lessOrEqual: return a <= b ? 1 : 0
                case .greater: return a > b ? 1 : 0
                case .greaterOrEqual: return a >= b ? 1 : 0
                case .equal: return a == b ? 1 : 0
                case .notEqual: return a != b ? 1 : 0
                case .and, .or: return 0
                }
            }
        }
    }
}

/// `text` without the white space around it.
private func trimmed(_ text: Substring) -> String {
    var text = text
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
}
