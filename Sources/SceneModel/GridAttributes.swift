/// The rows, columns and cells of an `NSGridView`, which places each cell's content view
/// itself, as a stack view places its arranged subviews.
public struct GridAttributes: Equatable, Sendable {
    /// A row or a column. For rows `size` is the height and the paddings are top and
    /// bottom; for columns the width and leading and trailing.
    public struct Track: Equatable, Sendable {
        public var id: String
        /// Fixed content size, or nil to fit the content.
        public var size: Double?
        public var leadingPadding: Double
        public var trailingPadding: Double
        /// `xPlacement` (columns) or `yPlacement` (rows); nil inherits the grid's.
        public var placement: String?
        public var rowAlignment: String?
        public var isHidden: Bool
    }

    public struct Cell: Equatable, Sendable {
        public var id: String
        public var row: String
        public var column: String
        public var xPlacement: String?
        public var yPlacement: String?
        public var rowAlignment: String?
        /// The id of the first cell of a merged range this cell belongs to.
        public var headOfMergedCell: String?
        /// The cell's content view, if it has one.
        public var contentID: String?
    }

    public var rows: [Track]
    public var columns: [Track]
    public var cells: [Cell]
    public var rowSpacing: Double
    public var columnSpacing: Double
    /// `leading`, `trailing`, `center`, `fill`, `none` (placements nil or `inherited`
    /// inherit from the column or row, then from here).
    public var xPlacement: String
    public var yPlacement: String
    /// `none`, `firstBaseline`, `lastBaseline`.
    public var rowAlignment: String
}
