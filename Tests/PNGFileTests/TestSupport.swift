import Foundation
import Raster

/// A fresh folder under the system's temporary folder, removed with its contents at the end.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/png-file-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `bytes` to the file `name` in the folder and returns its path.
    func put(_ bytes: [UInt8], as name: String) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }
}

/// Memory for a borrowed pixel buffer, so a test can set every word and give rows padding.
final class Words {
    let width: Int, height: Int, stride: Int
    let words: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int, padding: Int = 0, _ word: (_ x: Int, _ y: Int) -> UInt32) {
        self.width = width; self.height = height; stride = width + padding
        words = .allocate(capacity: stride * height)
        // Padding words hold a pattern no pixel should pick up.
        words.initialize(repeating: 0xDEAD_BEEF, count: stride * height)
        for y in 0..<height {
            for x in 0..<width { words[y * stride + x] = word(x, y) }
        }
    }

    deinit { words.deallocate() }

    func buffer(_ format: PixelFormat) -> PixelBuffer? {
        PixelBuffer(
            borrowing: UnsafeMutableRawPointer(words), width: width, height: height,
            pitch: stride * 4, format: format)
    }
}

/// The IHDR fields of a PNG file: width, height, bit depth and colour type.
func header(_ png: [UInt8]) -> (width: Int, height: Int, depth: UInt8, colorType: UInt8)? {
    // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width, height, depth, colour type...
    guard png.count >= 26, Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
    func be32(_ i: Int) -> Int { png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20), png[24], png[25])
}
