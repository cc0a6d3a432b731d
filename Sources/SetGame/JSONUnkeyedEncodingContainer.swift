/// Writes the elements of one JSON array, e.g. the cards on the table.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    /// The array being filled.
    let slot: JSONEncodingSlot
    let codingPath: [any CodingKey]

    /// How many elements have been written.
    var count: Int { slot.count }

    private func put(_ value: JSONTree) {
        slot.append().set(value)
    }

    /// The path of the element about to be written.
    private var nextPath: [any CodingKey] { codingPath + [JSONCodingKey(index: count)] }

    // The protocol's writes of each primitive type.
    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(try .floatingPoint(value, at: nextPath)) }
    mutating func encode(_ value: Float) throws { put(try .floatingPoint(value, at: nextPath)) }
    mutating func encode(_ value: Int) throws { put(.integer(value)) }
    mutating func encode(_ value: Int8) throws { put(.integer(value)) }
    mutating func encode(_ value: Int16) throws { put(.integer(value)) }
    mutating func encode(_ value: Int32) throws { put(.integer(value)) }
    mutating func encode(_ value: Int64) throws { put(.integer(value)) }
    mutating func encode(_ value: Int128) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt8) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt16) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt32) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt64) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt128) throws { put(.integer(value)) }

    /// Appends any `Encodable` value, through its own `encode(to:)`.
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        // Encoded on the side and appended only when done, so a throw adds no element.
        let element = JSONEncodingSlot()
        try value.encode(to: JSONTreeEncoder(slot: element, codingPath: nextPath))
        slot.append(element)
    }

    /// Appends an object to fill.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        let element = slot.append()
        element.makeObject()
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(slot: element, codingPath: path))
    }

    /// Appends an array to fill.
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let element = slot.append()
        element.makeArray()
        return JSONUnkeyedEncodingContainer(slot: element, codingPath: path)
    }

    /// Appends an element for another encoder to write; if it writes nothing, the element is `{}`.
    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return JSONTreeEncoder(slot: slot.append(), codingPath: path)
    }
}
