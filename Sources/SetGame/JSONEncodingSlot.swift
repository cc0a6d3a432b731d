/// A place in the JSON being encoded, filled in by whichever container or encoder was handed it.
///
/// A class because Codable hands out containers and nested encoders that go on
/// writing into the same object or array after they are returned: a `superEncoder()`
/// is filled after the container that made it, and `SavedGame` asks the same encoder
/// for a keyed container twice and expects one object.
final class JSONEncodingSlot {
    private enum Content {
        case empty
        case value(JSONTree)
        case array([JSONEncodingSlot])
        case object(keys: [String], members: [String: JSONEncodingSlot])
    }

    private var content = Content.empty

    /// Whether nothing has been written here yet.
    var isEmpty: Bool {
        if case .empty = content { return true }
        return false
    }

    /// Whether the slot holds an object (so a keyed container may go on filling it).
    var isObject: Bool {
        if case .object = content { return true }
        return false
    }

    /// Whether the slot holds an array (so an unkeyed container may go on filling it).
    var isArray: Bool {
        if case .array = content { return true }
        return false
    }

    /// Puts a finished value here.
    func set(_ value: JSONTree) {
        content = .value(value)
    }

    /// Makes the slot an empty object, unless it already is an object.
    func makeObject() {
        if !isObject { content = .object(keys: [], members: [:]) }
    }

    /// Makes the slot an empty array, unless it already is an array.
    func makeArray() {
        if !isArray { content = .array([]) }
    }

    /// `slot` (a new one by default) as the member `key` of this object, replacing what the key
    /// held: as in Foundation, encoding a key twice keeps the later value.
    @discardableResult
    func newMember(_ key: String, _ slot: JSONEncodingSlot = JSONEncodingSlot()) -> JSONEncodingSlot {
        guard case .object(var keys, var members) = content else { preconditionFailure("not an object") }
        content = .empty  // the only reference left, so the dictionary grows in place
        if members.updateValue(slot, forKey: key) == nil { keys.append(key) }
        content = .object(keys: keys, members: members)
        return slot
    }

    /// The slot `key` of this object already has, if any.
    func member(_ key: String) -> JSONEncodingSlot? {
        guard case .object(_, let members) = content else { return nil }
        return members[key]
    }

    /// `slot` (a new one by default) as the last element of this array.
    @discardableResult
    func append(_ slot: JSONEncodingSlot = JSONEncodingSlot()) -> JSONEncodingSlot {
        guard case .array(var items) = content else { preconditionFailure("not an array") }
        content = .empty  // the only reference left, so the array grows in place
        items.append(slot)
        content = .array(items)
        return slot
    }

    /// How many elements this array has.
    var count: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }

    /// What was written. A slot nothing was written to is an empty object, as in Foundation
    /// (a value whose `encode(to:)` encodes nothing, or an unused `superEncoder()`).
    func tree() -> JSONTree {
        switch content {
        case .empty: .object([])
        case .value(let value): value
        case .array(let items): .array(items.map { $0.tree() })
        case .object(let keys, let members): .object(keys.map { JSONTree.Member($0, members[$0]!.tree()) })
        }
    }
}
