import Foundation

/// Runs the built `scenelayout` binary, as a user or CI script would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Standard output as the bytes written (for byte-for-byte comparisons).
        var standardOutputBytes: [UInt8] = []
    }

    static let binary: URL? = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("scenelayout")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// `input`, when given, is written to the process's standard input (from another
    /// thread, so a large document cannot block against a full output pipe), then closed.
    static func run(_ arguments: [String], input: [UInt8]? = nil) throws -> Result {
        guard let binary else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        try process.run()
        if let input, let inputPipe {
            let handle = inputPipe.fileHandleForWriting
            DispatchQueue.global().async {
                handle.write(Data(input))
                try? handle.close()
            }
        }
        // Read before waiting so a large output cannot fill the pipe and block.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outData, as: UTF8.self),
                      standardError: String(decoding: errData, as: UTF8.self),
                      standardOutputBytes: Array(outData))
    }
}
