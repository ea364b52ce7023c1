@testable import SceneCommands
import Foundation
import Testing

@Suite struct BatchProgressTests {
    @Test func theLineSaysFilesRateAndTimeLeft() {
        #expect(BatchProgress.line(label: "convert", done: 0, total: 10, elapsed: 0) == "convert: 0/10 files")
        #expect(BatchProgress.line(label: "convert", done: 5, total: 10, elapsed: 2) == "convert: 5/10 files, 2.5 files/s, 2 s left")
        #expect(BatchProgress.line(label: "convert", done: 120, total: 475, elapsed: 4) == "convert: 120/475 files, 30 files/s, 12 s left")
        #expect(BatchProgress.line(label: "convert", done: 10, total: 10, elapsed: 2) == "convert: 10/10 files, 5.0 files/s")
        #expect(BatchProgress.duration(125) == "2 min 05 s")
    }

    @Test func redrawsInPlaceAtMostTenTimesASecondAndErasesItselfAtTheEnd() {
        final class Sink: @unchecked Sendable { var writes: [String] = [] }
        let sink = Sink()
        let start = Date(timeIntervalSince1970: 0)
        let progress = BatchProgress(label: "convert", total: 4, start: start) { sink.writes.append($0) }
        progress.fileDone(now: start.addingTimeInterval(1))
        progress.fileDone(now: start.addingTimeInterval(1.05))   // too soon: not drawn
        progress.fileDone(now: start.addingTimeInterval(1.2))
        progress.fileDone(now: start.addingTimeInterval(1.21))   // the last: always drawn
        progress.finish()
        #expect(sink.writes.count == 4)
        #expect(sink.writes.dropLast().allSatisfy { $0.hasPrefix("\r") && $0.hasSuffix("\u{1B}[K") })
        #expect(sink.writes[2].contains("4/4 files"))
        #expect(sink.writes.last == "\r\u{1B}[K")
    }
}
