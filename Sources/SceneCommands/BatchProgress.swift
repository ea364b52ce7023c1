#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLayout
import SceneXML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The progress line of a batch run on a terminal: "convert: 120/475 files, 14.2 files/s,
/// 25 s left", redrawn in place on standard error (carriage return, then erase to the end
/// of the line) at most ten times a second, and erased when the run ends so the summary
/// starts on a clean line. Never used when standard error is not a terminal: logs and
/// pipes get no control characters.
final class BatchProgress: @unchecked Sendable {
    private let lock = ThreadLock()
    private let label: String
    private let total: Int
    private let write: (String) -> Void
    private let start: Date
    private var done = 0
    private var lastDraw: Date?
    private var drawn = false

    /// Whether standard error is a terminal, so a progress line belongs there.
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    init(label: String, total: Int, start: Date = Date(),
         write: @escaping (String) -> Void = { CommandOutput.writeToStandardError($0) }) {
        self.label = label
        self.total = total
        self.start = start
        self.write = write
    }

    /// One more file finished.
    func fileDone(now: Date = Date()) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if let lastDraw, now.timeIntervalSince(lastDraw) < 0.1, done < total { return }
        lastDraw = now
        drawn = true
        write("\r" + Self.line(label: label, done: done, total: total, elapsed: now.timeIntervalSince(start)) + "\u{1B}[K")
    }

    /// Erases the line (when one was drawn).
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { write("\r\u{1B}[K") }
        drawn = false
    }

    /// The text of the line; the rate and time left appear once they mean something.
    static func line(label: String, done: Int, total: Int, elapsed: TimeInterval) -> String {
        var text = "\(label): \(done)/\(total) files"
        guard done > 0, elapsed > 0 else { return text }
        let rate = Double(done) / elapsed
        text += ", " + PrintfText.format(rate < 10 ? "%.1f" : "%.0f", rate) + " files/s"
        if done < total {
            text += ", \(duration(Double(total - done) / rate)) left"
        }
        return text
    }

    /// "25 s", "3 min 05 s".
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(PrintfText.format("%02ld", whole % 60)) s"
    }
}
