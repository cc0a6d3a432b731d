/// The coding keys the JSON encoder and decoder add to a coding path themselves:
/// an array element's index and the `super` key, named as Foundation names them.
struct JSONCodingKey: CodingKey, Sendable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    /// The key of the element at `index`: `Index 3`, with 3 as its integer value.
    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    /// The key `superEncoder()` and `superDecoder()` use.
    static let `super` = JSONCodingKey(stringValue: "super")
}
