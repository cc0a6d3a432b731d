import Foundation
import Testing

/// The fuzz targets, built as the test command builds everything, run over their committed
/// seed corpus once each, without mutation: they still build, and every input the corpus
/// holds (the findings kept with their fixes among them) runs without breaking an invariant.
@Suite("Fuzz targets over their corpus", .onBlockingThreads)
struct FuzzCorpusTests {
    /// The replaying build of the fuzz targets, beside the test bundle.
    static var setFuzz: URL { ProcessSupport.productsFolder.appendingPathComponent("SetFuzz") }

    /// The committed corpus: one folder per target.
    static var corpus: URL {
        URL(fileURLWithPath: PackageLayersTests.packageRoot).appendingPathComponent("Tests/corpus")
    }

    static let targets = ["frames", "host", "files", "reduce", "raster"]

    @Test func theTargetsAreListedAndEachHasItsCorpusFolder() throws {
        let listed = try ProcessSupport.run(Self.setFuzz.path, ["list"])
        #expect(listed.status == 0)
        #expect(listed.stdout.split(separator: "\n").map(String.init) == Self.targets)
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(folders == Self.targets.sorted())
        let script = try ProcessSupport.run(
            URL(fileURLWithPath: PackageLayersTests.packageRoot).appendingPathComponent(".ci/fuzz").path, ["list"])
        #expect(script.stdout.split(separator: "\n").map(String.init) == Self.targets)
    }

    @Test(arguments: targets)
    func eachTargetRunsItsWholeCorpus(target: String) throws {
        let folder = Self.corpus.appendingPathComponent(target)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        #expect(files.count >= 5, "\(target): \(files.count) inputs")
        let result = try ProcessSupport.run(Self.setFuzz.path, [target, folder.path], timeout: 50)
        #expect(result.status == 0, "\(target): \(result.stderr)")
        #expect(result.stdout == "\(target): \(files.count) inputs run\n")
    }

    @Test func aBadCallIsAUsageError() throws {
        for arguments in [[], ["nothing", "corpus"], ["frames"], ["frames", "/no/such/folder"]] {
            let result = try ProcessSupport.run(Self.setFuzz.path, arguments)
            #expect(result.status == 64 || result.status == 66, "\(arguments)")
            #expect(result.stderr.hasPrefix("usage: SetFuzz") || result.stderr.contains("no such file"), "\(arguments)")
        }
    }
}
