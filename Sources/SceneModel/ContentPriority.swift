/// A layout priority written on a view's element: content hugging and compression
/// resistance per axis, and an NSStackView's hold on its views and its clipping
/// resistance. Absent means the class default, which the layout supplies.
public enum ContentPriority: String, CaseIterable, Sendable {
    case horizontalHugging = "horizontalHuggingPriority"
    case verticalHugging = "verticalHuggingPriority"
    case horizontalCompressionResistance = "horizontalCompressionResistancePriority"
    case verticalCompressionResistance = "verticalCompressionResistancePriority"
    /// How firmly an NSStackView holds its views against its edges along an axis.
    case horizontalStackHugging = "horizontalStackHuggingPriority"
    case verticalStackHugging = "verticalStackHuggingPriority"
    /// How firmly an NSStackView resists clipping its views along an axis.
    case horizontalClippingResistance = "horizontalClippingResistancePriority"
    case verticalClippingResistance = "verticalClippingResistancePriority"

    public static func hugging(vertical: Bool) -> ContentPriority { vertical ? .verticalHugging : .horizontalHugging }
    public static func compressionResistance(vertical: Bool) -> ContentPriority {
        vertical ? .verticalCompressionResistance : .horizontalCompressionResistance
    }
    public static func stackHugging(vertical: Bool) -> ContentPriority { vertical ? .verticalStackHugging : .horizontalStackHugging }
    public static func clippingResistance(vertical: Bool) -> ContentPriority {
        vertical ? .verticalClippingResistance : .horizontalClippingResistance
    }
}
