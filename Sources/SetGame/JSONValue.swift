/// A JSON value whose objects keep their keys in the order given, for a
/// trace that reads top to bottom the way DESIGN.md lists its keys.
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }

    /// The value as compact JSON text on one line.
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            // JSON has no NaN or infinity; a trace must stay parseable whatever happens.
            guard d.isFinite else { out += "null"; return }
            // Two decimals are plenty for pixels and milliseconds.
            let rounded = (d * 100).rounded() / 100
            out += rounded == rounded.rounded() && abs(rounded) < 1e15
                ? String(Int(rounded)) + ".0" : String(rounded)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue {
    /// A rectangle as `[x, y, width, height]`.
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> JSONValue {
        .array([.double(x), .double(y), .double(w), .double(h)])
    }
}
