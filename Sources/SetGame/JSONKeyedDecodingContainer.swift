/// Reads the members of one JSON object by key.
///
/// A key written twice in a file is read as its first value, as Foundation's
/// decoder does (RFC 8259 leaves it to the reader).
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [any CodingKey]
    /// The keys in the order the file first has them.
    private let keys: [String]
    private let members: [String: JSONTree]

    /// A container over an object's members, the object found at `codingPath`.
    init(members list: [JSONTree.Member], codingPath: [any CodingKey]) {
        var keys: [String] = []
        var members: [String: JSONTree] = [:]
        for member in list where members[member.key] == nil {
            keys.append(member.key)
            members[member.key] = member.value
        }
        self.keys = keys
        self.members = members
        self.codingPath = codingPath
    }

    /// The keys `Key` knows, in the order of the file.
    var allKeys: [Key] { keys.compactMap(Key.init(stringValue:)) }

    /// Whether the object has `key`, null or not.
    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    /// The member at `key`; a key that is not there is `.keyNotFound` at this object's path.
    private func member(_ key: some CodingKey) throws -> JSONTree {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return value
    }

    private func path(_ key: some CodingKey) -> [any CodingKey] { codingPath + [key] }

    private func integer<Value: FixedWidthInteger>(_ type: Value.Type, _ key: Key) throws -> Value {
        try member(key).decodeInteger(type, at: path(key))
    }

    // The protocol's reads of each type; `decodeIfPresent` is the standard library's, built on these.
    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
    func decode(_: Bool.Type, forKey key: Key) throws -> Bool { try member(key).decodeBool(at: path(key)) }
    func decode(_: String.Type, forKey key: Key) throws -> String { try member(key).decodeString(at: path(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try member(key).decodeFloatingPoint(type, at: path(key))
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try member(key).decodeFloatingPoint(type, at: path(key))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try integer(type, key) }
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try member(key).decode(type, at: path(key))
    }

    /// The object at `key`, to read by its own keys.
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONTreeDecoder(value: member(key), codingPath: path(key)).container(keyedBy: type)
    }

    /// The array at `key`, to read in order.
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONTreeDecoder(value: member(key), codingPath: path(key)).unkeyedContainer()
    }

    /// A decoder for the `super` member; as in Foundation, a missing one reads as null.
    func superDecoder() throws -> any Decoder {
        JSONTreeDecoder(value: members[JSONCodingKey.super.stringValue] ?? .null, codingPath: path(JSONCodingKey.super))
    }

    /// A decoder for the member at `key`; as in Foundation, a missing one reads as null.
    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONTreeDecoder(value: members[key.stringValue] ?? .null, codingPath: path(key))
    }
}
