import ArgumentParser
import SceneCommands

// The output formats the commands take as option values (`--format`, `--to`).
//
// Each lists its values itself: ArgumentParser's default maps `allCases` through the key
// path `\.rawValue.defaultValueDescription`, which the Swift runtime instantiates from its
// mangled name in every process that parses the option (about 0.6 M instructions a run).
// A `String` raw value's `defaultValueDescription` is the string itself, so the values,
// the help text and the completion scripts are the same.

extension DumpCommand.Format: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}

extension CheckFormat: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}

extension DiffCommand.Format: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}

extension ConvertCommand.OutputFormat: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}
