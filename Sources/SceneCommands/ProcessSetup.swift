import SceneModel
import SceneXML

/// The program's arguments, byte for byte (`FilePath`): `CommandLine.arguments` turns the
/// bytes of a file name that are not UTF-8 into U+FFFD, and the file then cannot be found.
public enum ProcessArguments {
    /// The arguments after the program's name.
    public static func raw() -> [String] { Array(FilePath.arguments().dropFirst()) }
}

/// The budgets per document, which the command line sets once (`DocumentLimits.standard`)
/// before any document is read.
public typealias DocumentLimits = SceneXML.DocumentLimits

/// The last document's objects, left to the process's exit: the command line switches it on.
public typealias KeptUntilExit = SceneModel.KeptUntilExit
