/// Writes the elements of one JSON array, e.g. the cards on the table.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer, JSONValueWriter {
    /// The array being filled.
    let slot: JSONEncodingSlot
    let codingPath: [any CodingKey]

    /// How many elements have been written.
    var count: Int { slot.count }

    /// Appends the value.
    func put(_ value: JSONTree) {
        slot.append().set(value)
    }

    /// The path of the element about to be written.
    var writePath: [any CodingKey] { codingPath + [JSONCodingKey(index: count)] }

    // The primitive writes are `JSONValueWriter`'s; these two have standard-library defaults to override.
    mutating func encode(_ value: Int128) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt128) throws { put(.integer(value)) }

    /// Appends any `Encodable` value, through its own `encode(to:)`.
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        // Encoded on the side and appended only when done, so a throw adds no element.
        let element = JSONEncodingSlot()
        try value.encode(to: JSONTreeEncoder(slot: element, codingPath: writePath))
        slot.append(element)
    }

    /// Appends an object to fill.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = writePath
        let element = slot.append()
        element.makeObject()
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(slot: element, codingPath: path))
    }

    /// Appends an array to fill.
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = writePath
        let element = slot.append()
        element.makeArray()
        return JSONUnkeyedEncodingContainer(slot: element, codingPath: path)
    }

    /// Appends an element for another encoder to write; if it writes nothing, the element is `{}`.
    mutating func superEncoder() -> any Encoder {
        let path = writePath
        return JSONTreeEncoder(slot: slot.append(), codingPath: path)
    }
}
