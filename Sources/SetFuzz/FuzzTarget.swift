/// The fuzz targets, by the names `.ci/fuzz` and the corpus folders use.
///
/// Each takes any bytes, runs the code under test on them, and checks what must hold
/// whatever the bytes; a broken invariant stops the process with `Invariant.fail`, which
/// libFuzzer reports as a crash and keeps the input of.
enum FuzzTarget: String, CaseIterable {
    /// Network frames and every message, as the host reads its clients and a client its host.
    case frames
    /// A host's game fed claims, hellos, drops and leaves from eight seats, in every mode.
    case host
    /// Every file the game reads: saved games, settings, statistics, seat tokens, rooms, the host's game, records.
    case files
    /// The application's `reduce` fed clicks, keys, drags, resizes, time and network events, in every mode.
    case reduce
    /// The rasterizer fed paths, transforms, clips, fills and strokes of any size, into a guarded buffer.
    case raster

    /// Runs the target once on `bytes`.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .frames: FramesTarget.run(bytes)
        case .host: HostTarget.run(bytes)
        case .files: FilesTarget.run(bytes)
        case .reduce: ReduceTarget.run(bytes)
        case .raster: RasterTarget.run(bytes)
        }
    }
}

/// What a target found broken.
enum Invariant {
    /// Stops the process with `message` on standard error: libFuzzer's crash, and a failed replay.
    static func fail(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("invariant broken: \(message())", file: file, line: line)
    }

    /// Fails with `message` unless `condition` holds.
    static func check(
        _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) {
        if !condition { fail(message(), file: file, line: line) }
    }
}
