/// A container that writes its values one at a time in one place (a
/// single-value container, or the next element of an unkeyed one): the
/// Codable protocols' write of each primitive type, written once over `put`.
///
/// Not `Int128` and `UInt128`: the standard library gives those requirements
/// defaults of its own, which a second default here would make ambiguous, so
/// each container writes them itself.
protocol JSONValueWriter {
    /// The path of the value about to be written, for the error a NaN or an infinity throws.
    var writePath: [any CodingKey] { get }
    /// Writes one value.
    func put(_ value: JSONTree)
}

extension JSONValueWriter {
    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(try .floatingPoint(value, at: writePath)) }
    mutating func encode(_ value: Float) throws { put(try .floatingPoint(value, at: writePath)) }
    mutating func encode(_ value: Int) throws { put(.integer(value)) }
    mutating func encode(_ value: Int8) throws { put(.integer(value)) }
    mutating func encode(_ value: Int16) throws { put(.integer(value)) }
    mutating func encode(_ value: Int32) throws { put(.integer(value)) }
    mutating func encode(_ value: Int64) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt8) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt16) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt32) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt64) throws { put(.integer(value)) }
}
