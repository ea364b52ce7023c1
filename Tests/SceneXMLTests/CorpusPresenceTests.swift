import Testing
import TestSupport

/// CI names the corpus with `SCENELAYOUT_CORPUS`; then its absence fails here, instead of
/// every corpus test quietly passing over zero documents.
@Suite struct CorpusPresenceTests {
    @Test(.enabled(if: Corpus.requiredDirectory != nil)) func theNamedCorpusHoldsDocuments() {
        let count = Corpus.documents.count
        print("corpus: \(count) documents in \(Corpus.requiredDirectory ?? "")")
        #expect(Corpus.directory != nil, "SCENELAYOUT_CORPUS names \(Corpus.requiredDirectory ?? ""), which is not a folder")
        #expect(count > 0, "no .xib or .storyboard documents in \(Corpus.requiredDirectory ?? "")")
    }
}
