/// Writes the members of one JSON object, e.g. a game's `score` and `table`.
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// The object being filled.
    let slot: JSONEncodingSlot
    let codingPath: [any CodingKey]

    private func put(_ value: JSONTree, _ key: Key) {
        slot.newMember(key.stringValue).set(value)
    }

    private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

    // The protocol's writes of each primitive type.
    mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(try .floatingPoint(value, at: path(key)), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(try .floatingPoint(value, at: path(key)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: Int128, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: UInt128, forKey key: Key) throws { put(.integer(value), key) }

    /// Writes any `Encodable` value at `key`, through its own `encode(to:)`.
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        // Encoded on the side and stored only when done, so a throw leaves the key as it was.
        let member = JSONEncodingSlot()
        try value.encode(to: JSONTreeEncoder(slot: member, codingPath: path(key)))
        slot.newMember(key.stringValue, member)
    }

    /// An object at `key` to fill; one already there is filled further, as in Foundation.
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy _: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let member = slot.member(key.stringValue).flatMap { $0.isObject ? $0 : nil } ?? slot.newMember(key.stringValue)
        member.makeObject()
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(slot: member, codingPath: path(key)))
    }

    /// An array at `key` to fill; one already there is filled further.
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let member = slot.member(key.stringValue).flatMap { $0.isArray ? $0 : nil } ?? slot.newMember(key.stringValue)
        member.makeArray()
        return JSONUnkeyedEncodingContainer(slot: member, codingPath: path(key))
    }

    /// An encoder for the member `super`; if it writes nothing, the member is `{}`.
    mutating func superEncoder() -> any Encoder {
        JSONTreeEncoder(slot: slot.newMember(JSONCodingKey.super.stringValue), codingPath: codingPath + [JSONCodingKey.super])
    }

    /// An encoder for the member at `key`; if it writes nothing, the member is `{}`.
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONTreeEncoder(slot: slot.newMember(key.stringValue), codingPath: path(key))
    }
}
