import ArgumentParser
import SetCore

/// `--mode NAME`: a mode by its name in saved games and the trace (`solo`, `ultraChain`, `sprint10`, …).
extension Game.Mode: ExpressibleByArgument {}
