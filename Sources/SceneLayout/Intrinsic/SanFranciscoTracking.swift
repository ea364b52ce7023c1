/// The tracking UIKit gives the system font (San Francisco) by point size, as Apple's Human
/// Interface Guidelines publish it (Typography, "Font usage and tracking": SF Pro Text below
/// 20 points, SF Pro Display from 20), in thousandths of an em; each value holds from its size
/// up to the next size listed. The table of the variable font (the guidelines since 2020)
/// fits Xcode's frames less well, in files saved by Xcode 12 and later too: regular views
/// of the development half within 1 pt 86.2 % against 86.7 %, views of 20 points and up
/// 25.0 % against 37.5 % (AccuracyLog, session 17, text20).
enum SanFranciscoTracking {
    /// Point sizes from which San Francisco is drawn with its Display cut.
    static let displayFrom = 20.0

    static let sizes: [Double] = [6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 27, 30,
                                  33, 40, 44, 48, 50, 53, 56, 60, 65, 69, 79]
    static let thousandths: [Double] = [41, 26, 19, 12, 6, 0, -6, -11, -16, -20, -24, -25, -26, 19, 17, 16, 15, 14, 13, 12,
                                        11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 0]

    /// Points added after each character at a point size.
    static func points(at size: Double) -> Double {
        let index = sizes.lastIndex { $0 <= size } ?? 0
        return thousandths[index] * size / 1000
    }
}
