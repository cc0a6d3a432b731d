import ArgumentParser
import SetTable

/// `--theme NAME`: a theme's style by its name in the settings file and the trace (`classic`, `dark`, `highContrast`).
extension ThemeStyle: ExpressibleByArgument {}
