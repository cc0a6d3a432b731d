import ArgumentParser
import SetNet
import SetProtocol

/// `--room CODE`: a room's code, typed with or without its dash, in either case.
extension RoomCode: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}
