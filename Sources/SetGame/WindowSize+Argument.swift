import ArgumentParser
import SetStorage

/// `--size WxH`: parsed by `init?(argument:)`, which refuses a size outside the limits.
extension WindowSize: ExpressibleByArgument {}
