import Testing
@testable import Raster

@Suite("CRC-32 and Adler-32")
struct PNGChecksumTests {
    @Test("CRC-32 check value of \"123456789\" is 0xCBF43926")
    func crcCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        // The CRC of the IEND chunk type, which every PNG file ends with.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test("CRC-32 fed in pieces equals one pass and the bitwise definition")
    func crcIncremental() {
        var rng = SplitMix64(state: 7)
        let bytes = (0..<10_000).map { _ in rng.byte() }
        var crc = CRC32()
        crc.update(bytes[..<1234])
        crc.update(bytes[1234...])
        #expect(crc.value == CRC32.checksum(bytes))
        #expect(crc.value == bitwiseCRC32(bytes))
    }

    @Test("Adler-32 of \"Wikipedia\" is 0x11E60398")
    func adlerCheckValue() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([]) == 1)
    }

    @Test("Adler-32 defers its modulo correctly over long runs of 0xFF")
    func adlerLongInput() {
        let bytes = [UInt8](repeating: 0xFF, count: 100_000)
        var a = 1, b = 0
        for byte in bytes {
            a = (a + Int(byte)) % 65521
            b = (b + a) % 65521
        }
        #expect(Adler32.checksum(bytes) == UInt32(b << 16 | a))
    }
}
