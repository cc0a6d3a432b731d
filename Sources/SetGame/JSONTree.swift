/// A JSON value as the game's files hold it: read by `JSONParser`, written by
/// `PrettyJSONWriter`, and what `JSONTreeEncoder` builds and `JSONTreeDecoder` reads.
///
/// Unlike the trace's `JSONValue`, a number keeps its text: each type then reads
/// it exactly (a `UInt64` seed up to 2^64 − 1 as well as a `Double`), instead of
/// everything passing through one numeric type first.
indirect enum JSONTree: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONTree])
    /// The members in the order read (or built); a key may appear twice in a file.
    case object([Member])

    /// One `"key": value` of an object.
    struct Member: Equatable, Sendable {
        var key: String
        var value: JSONTree

        /// The member `key` with `value`.
        init(_ key: String, _ value: JSONTree) {
            self.key = key
            self.value = value
        }
    }

    /// How a type-mismatch error names the value found, in Foundation's words.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}
