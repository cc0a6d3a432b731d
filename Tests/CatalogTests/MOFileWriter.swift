/// Writes `.mo` bytes as msgfmt lays them out (without the optional hash table), for the reader's tests.
enum MOFileWriter {
    /// A catalog of `messages` (original, translation), sorted by original as msgfmt sorts them.
    static func bytes(_ messages: [(String, String)], bigEndian: Bool = false, revision: UInt32 = 0) -> [UInt8] {
        let sorted = messages.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
        let count = sorted.count
        let originals = 28
        let translations = originals + 8 * count
        var strings: [UInt8] = []
        var originalTable: [(Int, Int)] = []
        var translationTable: [(Int, Int)] = []
        let stringsStart = translations + 8 * count
        for (original, _) in sorted {
            originalTable.append((original.utf8.count, stringsStart + strings.count))
            strings += Array(original.utf8) + [0]
        }
        for (_, translation) in sorted {
            translationTable.append((translation.utf8.count, stringsStart + strings.count))
            strings += Array(translation.utf8) + [0]
        }
        var out: [UInt8] = []
        func word(_ value: Int) {
            let v = UInt32(value)
            let bytes = [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24)]
            out += bigEndian ? bytes.reversed() : bytes
        }
        for value in [0x9504_12de, Int(revision), count, originals, translations, 0, stringsStart] { word(value) }
        for (length, offset) in originalTable + translationTable {
            word(length)
            word(offset)
        }
        return out + strings
    }
}
