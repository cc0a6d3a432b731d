extension PluralRule {
    /// A recursive-descent parser for the plural expression: the ternary, then the binary operators by
    /// precedence, then `!`, numbers, `n` and parentheses.
    struct Parser {
        private var tokens: [Token]
        private var next = 0

        /// One piece of the expression.
        enum Token: Equatable {
            case n
            case number(UInt64)
            case op(String)
            case open, close, question, colon
        }

        /// The expression `text` states, or nil when it does not parse whole.
        static func parse(_ text: String) -> Expression? {
            guard let tokens = tokenize(text) else { return nil }
            var parser = Parser(tokens: tokens)
            guard let expression = parser.choice(), parser.next == tokens.count else { return nil }
            return expression
        }

        private init(tokens: [Token]) {
            self.tokens = tokens
        }

        private static func tokenize(_ text: String) -> [Token]? {
            var tokens: [Token] = []
            let chars = Array(text.unicodeScalars)
            var i = 0
            while i < chars.count {
                let c = chars[i]
                switch c {
                case " ", "\t", "\n", "\r": i += 1
                case "n": tokens.append(.n); i += 1
                case "(": tokens.append(.open); i += 1
                case ")": tokens.append(.close); i += 1
                case "?": tokens.append(.question); i += 1
                case ":": tokens.append(.colon); i += 1
                case "0"..."9":
                    var value: UInt64 = 0
                    while i < chars.count, ("0"..."9").contains(chars[i]) {
                        let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                        guard !overflow else { return nil }
                        value = times &+ UInt64(chars[i].value - 48)
                        i += 1
                    }
                    tokens.append(.number(value))
                default:
                    let two = i + 1 < chars.count ? String(String.UnicodeScalarView([c, chars[i + 1]])) : ""
                    if ["<=", ">=", "==", "!=", "&&", "||"].contains(two) {
                        tokens.append(.op(two))
                        i += 2
                    } else if "*/%+-<>!".unicodeScalars.contains(c) {
                        tokens.append(.op(String(c)))
                        i += 1
                    } else {
                        return nil
                    }
                }
            }
            return tokens
        }

        private var peek: Token? { next < tokens.count ? tokens[next] : nil }

        /// `condition ? then : otherwise`, right to left.
        private mutating func choice() -> Expression? {
            guard let condition = binary(above: 0) else { return nil }
            guard peek == .question else { return condition }
            next += 1
            guard let then = choice(), peek == .colon else { return nil }
            next += 1
            guard let otherwise = choice() else { return nil }
            return .choice(condition, then, otherwise)
        }

        /// Binary operators binding tighter than `precedence`, left to right.
        private mutating func binary(above precedence: Int) -> Expression? {
            guard var left = unary() else { return nil }
            while case .op(let symbol) = peek, let op = Expression.Operator(rawValue: symbol),
                op.precedence > precedence
            {
                next += 1
                guard let right = binary(above: op.precedence) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        private mutating func unary() -> Expression? {
            switch peek {
            case .op("!"):
                next += 1
                return unary().map(Expression.not)
            case .n:
                next += 1
                return .n
            case .number(let value):
                next += 1
                return .number(value)
            case .open:
                next += 1
                guard let inner = choice(), peek == .close else { return nil }
                next += 1
                return inner
            default:
                return nil
            }
        }
    }
}
