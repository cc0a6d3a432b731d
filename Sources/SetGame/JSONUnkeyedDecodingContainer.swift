/// Reads the elements of one JSON array in order.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]
    private let items: [JSONTree]
    /// The index of the next element to read.
    private(set) var currentIndex = 0

    /// A container over an array's elements, the array found at `codingPath`.
    init(items: [JSONTree], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    /// How many elements the array has.
    var count: Int? { items.count }
    /// Whether every element has been read.
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The path of the next element.
    private var nextPath: [any CodingKey] { codingPath + [JSONCodingKey(index: currentIndex)] }

    /// The next element, not yet read; past the end, `.valueNotFound` for `type` at the index after the last.
    private func next(_ type: Any.Type, _ message: String = "Unkeyed container is at end.") throws -> JSONTree {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: nextPath, debugDescription: message))
        }
        return items[currentIndex]
    }

    /// Reads the next element with `read`, and moves past it only if that succeeds.
    private mutating func read<Value>(
        _ type: Value.Type, _ read: (JSONTree, [any CodingKey]) throws -> Value
    ) throws -> Value {
        let value = try read(next(type), nextPath)
        currentIndex += 1
        return value
    }

    private mutating func integer<Value: FixedWidthInteger>(_ type: Value.Type) throws -> Value {
        try read(type) { try $0.decodeInteger(type, at: $1) }
    }

    /// Whether the next element is null, moving past it only if so (as the protocol asks).
    mutating func decodeNil() throws -> Bool {
        guard try next(Never.self) == .null else { return false }
        currentIndex += 1
        return true
    }

    // The protocol's reads of each type; `decodeIfPresent` is the standard library's, built on these.
    mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type) { try $0.decodeBool(at: $1) } }
    mutating func decode(_ type: String.Type) throws -> String { try read(type) { try $0.decodeString(at: $1) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try read(type) { try $0.decodeFloatingPoint(type, at: $1) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try read(type) { try $0.decodeFloatingPoint(type, at: $1) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try read(type) { try $0.decode(type, at: $1) }
    }

    /// The next element as an object, to read by its own keys.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try read(KeyedDecodingContainer<NestedKey>.self) { try JSONTreeDecoder(value: $0, codingPath: $1).container(keyedBy: type) }
    }

    /// The next element as an array, to read in order.
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try read((any UnkeyedDecodingContainer).self) { try JSONTreeDecoder(value: $0, codingPath: $1).unkeyedContainer() }
    }

    /// A decoder for the next element.
    mutating func superDecoder() throws -> any Decoder {
        let value = try next((any Decoder).self, "Cannot get superDecoder() -- unkeyed container is at end.")
        let decoder = JSONTreeDecoder(value: value, codingPath: nextPath)
        currentIndex += 1
        return decoder
    }
}
