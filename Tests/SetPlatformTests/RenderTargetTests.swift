import Glibc
import Testing

@testable import SetPlatform
@testable import SetStorage

/// The window surface's pages are mapped in one call before a frame is drawn.
@Suite struct RenderTargetTests {
    /// How many of `count` pages from `start` are resident, by `mincore`.
    private func residentPages(_ start: UnsafeMutableRawPointer, _ count: Int, page: Int) -> Int {
        var flags = [UInt8](repeating: 0, count: count)
        guard mincore(start, count * page, &flags) == 0 else { return -1 }
        return flags.filter { $0 & 1 != 0 }.count
    }

    @Test func everyPageOfANewSurfaceIsMappedAtOnceEvenWhenItsEdgesAreNotOnPages() throws {
        let page = sysconf(Int32(_SC_PAGESIZE))
        let count = 64
        let mapped = mmap(nil, count * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        let region = try #require(mapped == MAP_FAILED ? nil : mapped)
        defer { munmap(region, count * page) }
        #expect(residentPages(region, count, page: page) == 0)
        // Pixels starting 100 bytes into the first page and ending 100 bytes into
        // the last: the pages they only partly cover must be mapped too.
        RenderTarget.mapAtOnce(region + 100, bytes: (count - 1) * page)
        guard madvise(region, page, MADV_POPULATE_WRITE) == 0 else {
            // A kernel before 5.14: the pages come one fault at a time, as they used to.
            return
        }
        #expect(residentPages(region, count, page: page) == count)
    }
}
