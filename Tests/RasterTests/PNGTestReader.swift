// Reads the PNG files the encoder writes, for the tests only: checks the
// signature, every chunk's CRC (by a bitwise CRC-32, not the encoder's table),
// and undoes the row filters.

/// A decoded 8-bit truecolour PNG.
struct DecodedPNG {
    var width: Int
    var height: Int
    var colorType: Int
    /// RGB or RGBA bytes, rows packed.
    var pixels: [UInt8]
    /// Chunk types in file order.
    var chunkTypes: [String]
    /// The filter type byte of every row.
    var rowFilters: [Int]
    /// The concatenated IDAT data.
    var zlibStream: [UInt8]
}

/// The CRC-32 computed bit by bit from the polynomial, for cross-checking the table-driven one.
func bitwiseCRC32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

func decodePNG(_ file: [UInt8]) throws -> DecodedPNG {
    func be32(_ i: Int) -> Int { file[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    guard file.count >= 8, Array(file[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10]
    else { throw InflateError(reason: "signature") }
    var position = 8
    var types: [String] = []
    var header: [UInt8] = []
    var idat: [UInt8] = []
    while position < file.count {
        guard position + 12 <= file.count else { throw InflateError(reason: "truncated chunk") }
        let length = be32(position)
        guard position + 12 + length <= file.count else { throw InflateError(reason: "chunk overruns file") }
        let typeAndData = Array(file[(position + 4)..<(position + 8 + length)])
        guard UInt32(be32(position + 8 + length)) == bitwiseCRC32(typeAndData)
        else { throw InflateError(reason: "chunk CRC") }
        let type = String(decoding: typeAndData[0..<4], as: UTF8.self)
        types.append(type)
        let data = Array(typeAndData[4...])
        if type == "IHDR" { header = data }
        if type == "IDAT" { idat += data }
        position += 12 + length
    }
    guard header.count == 13, types.first == "IHDR", types.last == "IEND"
    else { throw InflateError(reason: "chunk order") }
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    guard header[8] == 8, header[9] == 2 || header[9] == 6, header[10] == 0, header[11] == 0, header[12] == 0
    else { throw InflateError(reason: "unsupported IHDR") }
    let bpp = header[9] == 6 ? 4 : 3
    let raw = try TestInflater.zlib(idat)
    let rowBytes = width * bpp
    guard raw.count == height * (rowBytes + 1) else { throw InflateError(reason: "image data size") }
    var pixels = [UInt8](repeating: 0, count: height * rowBytes)
    var filters: [Int] = []
    for y in 0..<height {
        let filter = Int(raw[y * (rowBytes + 1)])
        filters.append(filter)
        for i in 0..<rowBytes {
            let x = Int(raw[y * (rowBytes + 1) + 1 + i])
            let a = i >= bpp ? Int(pixels[y * rowBytes + i - bpp]) : 0
            let b = y > 0 ? Int(pixels[(y - 1) * rowBytes + i]) : 0
            let c = i >= bpp && y > 0 ? Int(pixels[(y - 1) * rowBytes + i - bpp]) : 0
            let predicted: Int
            switch filter {
            case 0: predicted = 0
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) / 2
            case 4:
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: throw InflateError(reason: "filter type \(filter)")
            }
            pixels[y * rowBytes + i] = UInt8((x + predicted) & 0xFF)
        }
    }
    return DecodedPNG(width: width, height: height, colorType: Int(header[9]), pixels: pixels,
                      chunkTypes: types, rowFilters: filters, zlibStream: idat)
}

/// A small deterministic generator (SplitMix64, Vigna's `splitmix64.c`) for test images and the fuzzer.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
