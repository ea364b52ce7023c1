extension SplitMix64 {
    /// Text made of `pieces` picked at random, as many as `count` picks: the tests of fast
    /// paths for text (escaping, names) mix plain letters with the characters they treat apart.
    public mutating func text(from pieces: [String], count: ClosedRange<Int>) -> String {
        (0..<Int.random(in: count, using: &self)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &self)] }.joined()
    }
}
