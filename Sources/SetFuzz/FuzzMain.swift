#if canImport(Glibc)
    import Glibc
#endif

// Two ways in. Built with `-sanitize=fuzzer` and `-D FUZZING` (`.ci/fuzz`), libFuzzer owns
// `main` and calls `LLVMFuzzerTestOneInput` with its inputs; `SET_FUZZ_TARGET` names the
// target. Built plainly (`swift build`, `swift test`), `SetFuzz` replays files through the
// same function, once each: `SetFuzz list`, `SetFuzz TARGET FILE|FOLDER ...`, or
// `SetFuzz seeds FOLDER` to write the seed corpus.

/// The target libFuzzer runs, from `SET_FUZZ_TARGET`, read once.
let fuzzedTarget: FuzzTarget? = getenv("SET_FUZZ_TARGET").flatMap { FuzzTarget(rawValue: String(cString: $0)) }

/// libFuzzer's entry: one input, run through the target `SET_FUZZ_TARGET` names.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = fuzzedTarget else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        fatalError("SET_FUZZ_TARGET must name a target: \(names)")
    }
    target.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

#if FUZZING
    /// libFuzzer's driver (`LLVMFuzzerRunDriver` in libFuzzer since LLVM 11): parses libFuzzer's
    /// flags and runs the fuzzing loop with `callback`.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The executable's entry: SwiftPM links an executable target's `main` to `SetFuzz_main`,
    /// so libFuzzer's own `main` is not used; this hands the command line to its driver.
    @_cdecl("SetFuzz_main")
    func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
    }
#else
    /// The replayer: each file given (or each file in each folder given) run once through a target.
    @main
    struct SetFuzz {
        static func main() {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments == ["list"] {
                for target in FuzzTarget.allCases { print(target.rawValue) }
                return
            }
            if arguments.count == 2, arguments[0] == "seeds" {
                Seeds.write(into: arguments[1])
                return
            }
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
                printError("usage: SetFuzz list | SetFuzz \(names) FILE|FOLDER ... | SetFuzz seeds FOLDER\n")
                exit(64)
            }
            var count = 0
            for path in arguments.dropFirst() {
                let files = CorpusFiles.paths(in: path)
                guard !files.isEmpty else {
                    printError("SetFuzz: \(path): no such file or folder, or an empty folder\n")
                    exit(66)
                }
                for file in files {
                    guard let bytes = CorpusFiles.read(file) else {
                        printError("SetFuzz: \(file): cannot be read\n")
                        exit(66)
                    }
                    target.run(bytes)
                    count += 1
                }
            }
            print("\(target.rawValue): \(count) inputs run")
        }
    }
#endif

/// Writes `line` to standard error.
func printError(_ line: String) {
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}
