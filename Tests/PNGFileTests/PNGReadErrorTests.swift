import PNGFile
import Raster
import SetCore
import Testing

/// A file that is not a whole PNG is a thrown error naming it, never a crash.
@Suite("PNG read errors")
struct PNGReadErrorTests {
    /// Reads `path` expecting a failure and returns the error's text.
    func failure(reading path: String) -> String? {
        do {
            let image = try PNG.read(path: path)
            Issue.record("read a \(image.width)x\(image.height) image from \(path)")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aMissingFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/absent.png"
        let text = try #require(failure(reading: path))
        #expect(text.hasPrefix("cannot read \(path): "), "\(text)")
        #expect(text.count > "cannot read \(path): ".count, "libpng gave no reason")
    }

    @Test func aFileThatIsNotAPNG() throws {
        let folder = try TemporaryFolder()
        let path = try folder.put(Array("Not a picture at all, just some text.\n".utf8), as: "text.png")
        let text = try #require(failure(reading: path))
        #expect(text.hasPrefix("cannot read \(path): "), "\(text)")
    }

    @Test func anEmptyFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.put([], as: "empty.png")
        let text = try #require(failure(reading: path))
        #expect(text.hasPrefix("cannot read \(path): "), "\(text)")
    }

    @Test(arguments: [0.3, 0.6, 0.95])
    func aTruncatedPNG(keeping fraction: Double) throws {
        var rng = SplitMix64(seed: 5)
        // Noise, so the image data is large and a cut lands inside it.
        let memory = Words(width: 64, height: 48) { _, _ in UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
        let buffer = try #require(memory.buffer(.argb8888))
        let png = try PNG.encode(buffer, channels: .rgb)
        let folder = try TemporaryFolder()
        let path = try folder.put(Array(png.prefix(Int(Double(png.count) * fraction))), as: "cut.png")
        let text = try #require(failure(reading: path))
        #expect(text.hasPrefix("cannot read \(path): "), "\(text)")
    }
}
