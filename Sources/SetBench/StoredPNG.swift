import Raster

// Stand-in until the project's PNG encoder lands on main: an uncompressed
// (stored-block) PNG, enough for the comparison script to read.
extension ImageFile {
    static func png(_ buffer: PixelBuffer) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((buffer.width * 3 + 1) * buffer.height)
        for y in 0..<buffer.height {
            raw.append(0)
            for x in 0..<buffer.width {
                let c = buffer.pixel(x: x, y: y) ?? .clear
                raw.append(c.r); raw.append(c.g); raw.append(c.b)
            }
        }
        var z: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65535, raw.count - start)
            z.append(start + n == raw.count ? 1 : 0)
            z += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            z += raw[start..<start + n]
            start += n
        } while start < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for v in raw { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
        let adler = b << 16 | a
        z += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var table = [UInt32](repeating: 0, count: 256)
        for i in 0..<256 {
            var c = UInt32(i)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            table[i] = c
        }
        var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        func chunk(_ type: String, _ data: [UInt8]) {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for v in body { crc = table[Int((crc ^ UInt32(v)) & 0xFF)] ^ (crc >> 8) }
            out += be(UInt32(data.count)) + body + be(~crc)
        }
        chunk("IHDR", be(UInt32(buffer.width)) + be(UInt32(buffer.height)) + [8, 2, 0, 0, 0])
        chunk("IDAT", z)
        chunk("IEND", [])
        return out
    }
}
