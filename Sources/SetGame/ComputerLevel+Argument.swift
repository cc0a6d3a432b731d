import ArgumentParser
import SetOpponents

/// `--level NAME`: `beginner`, `casual`, `skilled`, `expert` or `you`.
extension ComputerLevel: ExpressibleByArgument {}
