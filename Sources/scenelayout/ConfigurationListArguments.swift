import ArgumentParser
import SceneCommands

/// `--devices LIST` and `--all-size-classes`: several configurations at once (`render`,
/// `diff`), instead of one set of trait options.
struct ConfigurationListArguments: ParsableArguments {
    @Option(help: "Each of these devices, comma separated; `id:landscape` for landscape (iOS).")
    var devices: String?

    @Flag(help: "Each size class: wC hC, wC hR, wR hC, wR hR (iOS).")
    var allSizeClasses = false

    /// Only one way of choosing configurations: a usage error (status 2) otherwise.
    func validate(traitOptionsGiven: Bool) throws {
        if [traitOptionsGiven, devices != nil, allSizeClasses].filter({ $0 }).count > 1 {
            throw ValidationError("Give one of: trait options (--traits, --device, --orientation, --size, --rtl, --runtime), --devices, --all-size-classes.")
        }
    }

    /// The configurations chosen; `traitOptions` when neither list option is given, else
    /// the document's own configuration.
    func configurations(traitOptions: TraitOptions?) throws -> [CheckConfiguration] {
        do {
            return try CheckConfiguration.chosen(traitOptions: traitOptions, devices: devices, allSizeClasses: allSizeClasses)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
