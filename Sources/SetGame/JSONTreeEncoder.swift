/// A Codable `Encoder` that builds a `JSONTree`, the way Foundation's `JSONEncoder`
/// does: the same numbers, the same `{}` for a value that encodes nothing, the
/// same errors for NaN, infinity and a top-level value that encodes nothing.
struct JSONTreeEncoder: Encoder {
    /// Where this encoder writes.
    let slot: JSONEncodingSlot
    let codingPath: [any CodingKey]
    /// Always empty: nothing the game encodes looks at it.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// An encoder writing into `slot`, for the value at `codingPath`.
    init(slot: JSONEncodingSlot, codingPath: [any CodingKey]) {
        self.slot = slot
        self.codingPath = codingPath
    }

    /// The tree for `value`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a NaN or infinite number, or for a value
    ///   that encodes nothing at all (Foundation's "did not encode any values").
    static func tree<Value: Encodable>(_ value: Value) throws -> JSONTree {
        let slot = JSONEncodingSlot()
        try value.encode(to: JSONTreeEncoder(slot: slot, codingPath: []))
        guard !slot.isEmpty else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Top-level \(Value.self) did not encode any values."))
        }
        return slot.tree()
    }

    /// The bytes Foundation's `JSONEncoder` writes for `value` with
    /// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (see `PrettyJSONWriter`).
    static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        do {
            return try PrettyJSONWriter.write(tree(value))
        } catch let error as JSONNestingError {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON.",
                underlyingError: error))
        }
    }

    /// An object to fill; asked for again, the same object.
    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        precondition(slot.isEmpty || slot.isObject, "a keyed container where a value was already encoded")
        slot.makeObject()
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<Key>(slot: slot, codingPath: codingPath))
    }

    /// An array to fill; asked for again, the same array.
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        precondition(slot.isEmpty || slot.isArray, "an unkeyed container where a value was already encoded")
        slot.makeArray()
        return JSONUnkeyedEncodingContainer(slot: slot, codingPath: codingPath)
    }

    /// A place for one value.
    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueEncodingContainer(slot: slot, codingPath: codingPath)
    }
}

/// The one value an encoder holds, e.g. a card's code.
struct JSONSingleValueEncodingContainer: SingleValueEncodingContainer, JSONValueWriter {
    let slot: JSONEncodingSlot
    let codingPath: [any CodingKey]

    /// Writes the value; a second value in the same place is a programming error, as in Foundation.
    func put(_ value: JSONTree) {
        precondition(slot.isEmpty, "a second value encoded through a single value container")
        slot.set(value)
    }

    /// The value's path, the encoder's.
    var writePath: [any CodingKey] { codingPath }

    // The primitive writes are `JSONValueWriter`'s; these two have standard-library defaults to override.
    mutating func encode(_ value: Int128) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt128) throws { put(.integer(value)) }

    /// Writes any `Encodable` value here, through its own `encode(to:)`.
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        precondition(slot.isEmpty, "a second value encoded through a single value container")
        try value.encode(to: JSONTreeEncoder(slot: slot, codingPath: codingPath))
    }
}

extension JSONTree {
    /// An integer as a number.
    static func integer(_ value: some BinaryInteger) -> JSONTree {
        .number(JSONNumber(value))
    }

    /// A finite floating-point number as a number.
    ///
    /// - Throws: `EncodingError.invalidValue` for NaN and infinity, which JSON cannot hold.
    static func floatingPoint<Value: BinaryFloatingPoint & CustomStringConvertible>(
        _ value: Value, at codingPath: [any CodingKey]
    ) throws -> JSONTree {
        guard value.isFinite else {
            // Foundation's words, e.g. "Unable to encode Double.-inf directly in JSON."
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: codingPath, debugDescription: "Unable to encode \(Value.self).\(value) directly in JSON."))
        }
        return .number(JSONNumber(value))
    }
}
