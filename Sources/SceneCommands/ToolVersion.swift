/// The tool's version, defined here only: `scenelayout --version` prints it and the
/// reports that name their producer (SARIF's `tool.driver.version`, the ibtool front end)
/// take it from here. Raise it with each release.
public enum ToolVersion {
    public static let string = "0.12.0"
}
