/// A Codable `Decoder` that reads a `JSONTree` as Foundation's `JSONDecoder` reads
/// JSON: the same `DecodingError` cases, with the same coding paths.
struct JSONTreeDecoder: Decoder {
    /// The value being read.
    let value: JSONTree
    let codingPath: [any CodingKey]
    /// Always empty: nothing the game decodes looks at it.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A decoder reading `value`, found at `codingPath`.
    init(value: JSONTree, codingPath: [any CodingKey]) {
        self.value = value
        self.codingPath = codingPath
    }

    /// The tree in `bytes`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` with an empty coding path, as Foundation's
    ///   "The given data was not valid JSON.", the `JSONSyntaxError` as its underlying error.
    static func parse(_ bytes: [UInt8]) throws -> JSONTree {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw JSONTree.notValidJSON(underlyingError: error)
        }
    }

    /// A `Value` read from `tree`.
    static func decode<Value: Decodable>(_ type: Value.Type, from tree: JSONTree) throws -> Value {
        try tree.decode(type, at: [])
    }

    /// A `Value` read from the JSON text in `bytes`.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        try decode(type, from: parse(bytes))
    }

    /// The value as an object, read by key; null is `.valueNotFound`, another kind `.typeMismatch`.
    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .object(let members):
            return KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(members: members, codingPath: codingPath))
        case .null:
            throw DecodingError.valueNotFound([String: Any].self, DecodingError.Context(
                codingPath: codingPath, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw value.typeMismatch([String: Any].self, at: codingPath)
        }
    }

    /// The value as an array, read in order; null is `.valueNotFound`, another kind `.typeMismatch`.
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let items):
            return JSONUnkeyedDecodingContainer(items: items, codingPath: codingPath)
        case .null:
            throw DecodingError.valueNotFound([Any].self, DecodingError.Context(
                codingPath: codingPath, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw value.typeMismatch([Any].self, at: codingPath)
        }
    }

    /// The value itself.
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueDecodingContainer(value: value, codingPath: codingPath)
    }
}

/// The one value a decoder holds, e.g. a card's code.
struct JSONSingleValueDecodingContainer: SingleValueDecodingContainer {
    let value: JSONTree
    let codingPath: [any CodingKey]

    // The protocol's reads of each type, each through the tree's own checks.
    func decodeNil() -> Bool { value == .null }
    func decode(_: Bool.Type) throws -> Bool { try value.decodeBool(at: codingPath) }
    func decode(_: String.Type) throws -> String { try value.decodeString(at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try value.decodeFloatingPoint(type, at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try value.decodeFloatingPoint(type, at: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: Int128.Type) throws -> Int128 { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value.decodeInteger(type, at: codingPath) }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try value.decodeInteger(type, at: codingPath) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try value.decode(type, at: codingPath) }
}
