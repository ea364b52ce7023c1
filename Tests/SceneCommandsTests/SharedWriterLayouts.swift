import SceneLayout
import SceneModel
import TestSupport

/// Corpus documents laid out as the writers judge them (`SceneLayoutEngine.forWriters`) in
/// their own configuration (`DeviceTable.documentTraits`), each once per test process:
/// `UpdateFramesCorpusTests` (both tests) and `UpdateConstraintsTests` ask for the same
/// layout of every corpus document before they edit it. Only unedited documents, keyed by
/// their file's path; a layout of an edited document is made where it is asked for.
enum SharedWriterLayouts {
    private static let table = ComputedOnce<DocumentLayout>()

    /// The writers' layout of `document`, read unedited from `path`, in its own configuration.
    static func ownConfiguration(of document: SceneDocument, path: String) -> DocumentLayout {
        table.value(for: path) {
            SceneLayoutEngine.forWriters.layout(document, traits: DeviceTable.documentTraits(document.header))
        }
    }
}
