// Reading one value of a tree as a Swift type, with the errors Foundation's JSONDecoder
// throws, so `VersionedFile` gives the same reasons whichever decoder read the file:
// a null where a value must be is `.valueNotFound`, another kind of value is
// `.typeMismatch` (a null Bool too: Foundation does not check for null there), and a
// number the type cannot hold is Foundation's "not valid JSON" (`.dataCorrupted` with
// an empty path), as its decoder finds that out only while parsing the number.

extension JSONTree {
    /// The value as a `Bool`.
    func decodeBool(at codingPath: [any CodingKey]) throws -> Bool {
        guard case .bool(let value) = self else { throw typeMismatch(Bool.self, at: codingPath) }
        return value
    }

    /// The value as a `String`.
    func decodeString(at codingPath: [any CodingKey]) throws -> String {
        try checkNotNull(String.self, at: codingPath)
        guard case .string(let value) = self else { throw typeMismatch(String.self, at: codingPath) }
        return value
    }

    /// The value as a whole number of type `Value`; `1.0` and `1e2` are whole, `1.5` is not.
    func decodeInteger<Value: FixedWidthInteger>(_: Value.Type, at codingPath: [any CodingKey]) throws -> Value {
        try checkNotNull(Value.self, at: codingPath)
        guard case .number(let number) = self else { throw typeMismatch(Value.self, at: codingPath) }
        guard let value = number.integer(as: Value.self) else { throw Self.notValidJSON() }
        return value
    }

    /// The value as a finite `Value`.
    func decodeFloatingPoint<Value: BinaryFloatingPoint & LosslessStringConvertible>(
        _: Value.Type, at codingPath: [any CodingKey]
    ) throws -> Value {
        try checkNotNull(Value.self, at: codingPath)
        guard case .number(let number) = self else { throw typeMismatch(Value.self, at: codingPath) }
        guard let value = number.floatingPoint(as: Value.self) else { throw Self.notValidJSON() }
        return value
    }

    /// The value as any `Decodable` type, through its own `init(from:)`; whatever that throws
    /// (a `GameStateError`, say) comes through unchanged.
    func decode<Value: Decodable>(_: Value.Type, at codingPath: [any CodingKey]) throws -> Value {
        try Value(from: JSONTreeDecoder(value: self, codingPath: codingPath))
    }

    /// The error for input that is not JSON, or a number no Swift type here can hold.
    static func notValidJSON(underlyingError: (any Error)? = nil) -> DecodingError {
        .dataCorrupted(DecodingError.Context(
            codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: underlyingError))
    }

    /// The error for a value of another kind than `type`.
    func typeMismatch(_ type: Any.Type, at codingPath: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(kindDescription) instead."))
    }

    private func checkNotNull(_ type: Any.Type, at codingPath: [any CodingKey]) throws {
        guard case .null = self else { return }
        throw DecodingError.valueNotFound(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
}
