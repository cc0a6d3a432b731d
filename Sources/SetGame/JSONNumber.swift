/// A JSON number as its text (`-12`, `0.25`, `1e+16`), read as a particular type only when asked.
///
/// Keeping the text, not a `Double`, is what lets `18446744073709551615` come back
/// as exactly `UInt64.max` and `9007199254740993` as exactly that `Int`.
struct JSONNumber: Equatable, Sendable {
    /// The number as written; `JSONParser` lets only RFC 8259 numbers through.
    var text: String

    /// A number with this text, as `JSONParser` read it.
    init(text: String) {
        self.text = text
    }

    /// The number written as Foundation's `JSONEncoder` writes an integer.
    init(_ value: some BinaryInteger) {
        text = String(value)
    }

    /// The number written as Foundation's `JSONEncoder` writes it: the shortest text that
    /// reads back as the same value (Swift's `description`), without a trailing `.0`.
    ///
    /// So 2.0 is `2`, 0.1 is `0.1`, 1e-7 is `1e-07` and 1e21 is `1e+21`. Not for NaN or
    /// infinity, which JSON cannot hold.
    init<Value: BinaryFloatingPoint & CustomStringConvertible>(_ value: Value) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        self.text = text
    }

    /// The number as an integer of type `Value`, or nil when it is not a whole number or
    /// does not fit.
    ///
    /// Exact: the decimal value itself is checked, so `1.0`, `1e2` and `100e-2` are whole,
    /// `1.5` and `1e-2` are not, and no digit is lost through a `Double` on the way.
    func integer<Value: FixedWidthInteger>(as _: Value.Type = Value.self) -> Value? {
        guard let parts = Parts(text) else { return nil }
        guard let magnitude = parts.wholeMagnitude() else { return nil }
        if !parts.isNegative || magnitude == 0 { return Value(exactly: magnitude) }
        guard Value.isSigned, let small = Value.Magnitude(exactly: magnitude), small <= Value.min.magnitude else {
            return nil
        }
        return small == Value.min.magnitude ? Value.min : 0 - Value(small)
    }

    /// The number as the nearest `Value` (as C's `strtod` rounds), or nil when it is too large
    /// for `Value`, or so small that it would silently become zero.
    func floatingPoint<Value: BinaryFloatingPoint & LosslessStringConvertible>(as _: Value.Type = Value.self) -> Value? {
        guard let value = Value(text), value.isFinite else { return nil }
        // Underflow rounds to zero without a word: refuse it unless the text is a zero.
        if value == 0, let parts = Parts(text), !parts.isZero { return nil }
        return value
    }

    /// The parts of a number's text: sign, significant digits and a power of ten.
    private struct Parts {
        var isNegative = false
        /// The digits without leading zeros (empty for zero) as ASCII.
        var digits: [UInt8] = []
        /// The value is `digits × 10^exponent`, clamped far beyond any range a type could hold.
        var exponent = 0

        var isZero: Bool { digits.isEmpty }

        /// Splits JSON number text; nil for anything else.
        init?(_ text: String) {
            var bytes = Array(text.utf8)[...]
            if bytes.first == UInt8(ascii: "-") {
                isNegative = true
                bytes.removeFirst()
            }
            var sawDigit = false
            var fractionDigits = 0
            var inFraction = false
            while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
                bytes.removeFirst()
                if byte == UInt8(ascii: ".") {
                    guard !inFraction else { return nil }
                    inFraction = true
                    continue
                }
                guard Self.isDigit(byte) else { return nil }
                sawDigit = true
                if inFraction { fractionDigits += 1 }
                if !digits.isEmpty || byte != UInt8(ascii: "0") { digits.append(byte) }
            }
            guard sawDigit else { return nil }
            var written = 0
            if !bytes.isEmpty {
                bytes.removeFirst()
                var negativeExponent = false
                if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                    negativeExponent = sign == UInt8(ascii: "-")
                    bytes.removeFirst()
                }
                guard !bytes.isEmpty else { return nil }
                for byte in bytes {
                    guard Self.isDigit(byte) else { return nil }
                    // A million orders of magnitude is past every type; counting on could overflow.
                    written = min(written * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
                }
                if negativeExponent { written = -written }
            }
            exponent = written - fractionDigits
            // Trailing zeros move into the exponent, so 100e-2 is seen as the whole number 1.
            while digits.last == UInt8(ascii: "0") {
                digits.removeLast()
                exponent += 1
            }
        }

        /// The magnitude when the value is a whole number that fits 128 bits.
        func wholeMagnitude() -> UInt128? {
            if isZero { return 0 }
            // UInt128.max has 39 digits; anything longer, or a fraction, is out.
            guard exponent >= 0, digits.count + exponent <= 39 else { return nil }
            var magnitude: UInt128 = 0
            for digit in digits + [UInt8](repeating: UInt8(ascii: "0"), count: exponent) {
                let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times10.addingReportingOverflow(UInt128(digit - UInt8(ascii: "0")))
                guard !overflow, !carry else { return nil }
                magnitude = sum
            }
            return magnitude
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
    }
}
