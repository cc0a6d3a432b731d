import SetCore
import SetNet
import SetPlatform
import SetProtocol
import SetRecords
import SetStorage

/// Every file the game reads, from anyone's bytes: the first byte says which, the rest is
/// the file. Each is read as the game reads it; what is read must be written back and read
/// again as the same value, and a game record that passes its checks must open in Review
/// and Replay at every step.
enum FilesTarget {
    /// The files, in the order of the selecting byte.
    enum Kind: Int, CaseIterable {
        case savedGame, settings, statistics, seatTokens, rooms, hostGame, gameRecord
    }

    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first, let kind = Kind(rawValue: Int(first) % Kind.allCases.count) else { return }
        let file = Array(bytes.dropFirst())
        switch kind {
        case .savedGame: roundTrip(SavedGame.self, file)
        case .settings: roundTrip(RememberedSettings.self, file)
        case .statistics: roundTrip(Statistics.self, file)
        case .seatTokens: roundTrip(SeatTokens.self, file)
        case .rooms: roundTrip(ServerRooms.self, file)
        case .hostGame: roundTrip(HostGame.self, file)
        case .gameRecord:
            guard let record = roundTrip(GameRecord.self, file), (try? record.validate()) != nil else { return }
            open(record)
        }
    }

    /// Reads `bytes` as a `Value`'s file; if it reads, writes it and reads it back: the same value.
    @discardableResult
    static func roundTrip<Value: StoredValue & Equatable>(_ type: Value.Type, _ bytes: [UInt8]) -> Value? {
        guard let value = try? VersionedFile.decode(Value.self, from: bytes) else { return nil }
        do {
            let again = try VersionedFile.decode(Value.self, from: try VersionedFile.encode(value))
            Invariant.check(again == value, "\(Value.self) reads back otherwise")
        } catch {
            Invariant.fail("\(Value.self) was written as a file it refuses: \(error)")
        }
        return value
    }

    /// A checked record as Review and Replay open it: every step described, every moment replayed.
    static func open(_ record: GameRecord) {
        let steps = record.moves.count
        _ = record.unseenGroups
        _ = record.slowSteps(medians: [:])
        for step in 0..<steps { _ = record.describe(step: step) }
        for made in 0...steps { _ = record.moment(after: made) }
        _ = record.movesMade(by: record.moves.last?.time ?? 0)
    }
}
