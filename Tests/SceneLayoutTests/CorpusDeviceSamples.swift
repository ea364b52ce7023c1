import SceneLayout
import SceneModel
import TestSupport

/// The configurations the engine's whole-corpus comparisons lay documents out in: every
/// corpus document in its own configuration (nil traits), and every tenth one, if iOS, on a
/// small phone and a large iPad too (other safe areas and margins, so other later passes).
/// `ReplayedPassTests` and `ReadInsetsPassTests` compare two ways of laying out over these,
/// the default engine's side taken from `SharedCorpusLayouts` (one layout for both suites).
enum CorpusDeviceSamples {
    struct Sample {
        let index: Int
        let name: String
        let path: String
        let document: SceneDocument
        let configurations: [TraitCollection?]
        /// Every tenth document: the ones laid out on the two devices too (if iOS).
        var isSampled: Bool { index % 10 == 0 }

        /// The default engine's layout for `traits`, made once for every suite that asks.
        func defaultLayout(traits: TraitCollection?) -> DocumentLayout {
            SharedCorpusLayouts.layout(path: path, traits: traits) { document }
        }
    }

    /// Calls `body` for each loadable corpus document; nothing without the corpus.
    static func forEach(_ body: (Sample) throws -> Void) throws {
        guard Corpus.isAvailable else { return }
        let phone = try DeviceTable.named("iphone-se"), pad = try DeviceTable.named("ipad-pro-13")
        for (index, url) in Corpus.documents.enumerated() {
            guard let document = try? SceneDocument.load(contentsOf: url.path) else { continue }
            var configurations: [TraitCollection?] = [nil]
            if index % 10 == 0, document.header.platform == .iOS {
                for device in [phone, pad] {
                    configurations.append(DeviceTable.traits(device: device, orientation: "portrait",
                                                             toolsVersion: document.header.toolsVersionNumber))
                }
            }
            try body(Sample(index: index, name: url.lastPathComponent, path: url.path, document: document, configurations: configurations))
        }
    }
}
