import LayoutSolver
import SceneModel

/// Views that translate their autoresizing masks: each keeps its stored frame and follows
/// its mask as its superview's size changes from the stored one.
extension LayoutBuilder {
    /// UIKit's autoresizing: each axis splits the superview's change of size between the
    /// flexible parts (margins and size) in proportion to their stored lengths.
    func addAutoresizing(_ view: View, item: LayoutItem, stored: Rect?) {
        guard let parent = view.parent, let parentItem = items[parent.id] else { return }
        guard let stored, !isContentViewOfFramelessRootCell(view, parent: parent) else {
            // Saved without a frame: a table's cell is its row, a cell's content view fills
            // its cell (`FramelessTableCells`); so does the content view of a loose cell saved
            // without a frame, the row it would have (`FramelessRoots`).
            addFramelessGeometry(view, item: item, parent: parent, parentItem: parentItem)
            return
        }
        let parentStored = parent.id == root.id ? rootFrame : (resolver.storedFrame(of: parent) ?? stored)
        // NSScrollView tiles its clip view and scrollers, and table views place their cells:
        // what sits inside that machinery keeps its stored frame.
        if document.header.platform == .iOS, addTableCellGeometry(view, item: item, parent: parent, parentItem: parentItem, stored: stored, parentStored: parentStored) {
            return
        }
        let mask = AppKitGeometry.isScrollMachinery(parent) ? [] : (view.autoresizingMask ?? [])
        let storedParentWidth = parent.id == root.id ? rootStoredSize.width : parentStored.width
        let storedParentHeight = parent.id == root.id ? rootStoredSize.height : parentStored.height
        // AppKit stores y from the bottom (unless the superview is flipped), and its
        // flexibleMinY is the bottom margin: both are turned top-down here.
        let bottomUp = document.header.platform == .macOS && !AppKitGeometry.isFlipped(parent)
        for horizontal in [true, false] {
            let length = horizontal ? stored.width : stored.height
            let parentLength = horizontal ? storedParentWidth : storedParentHeight
            let origin = horizontal ? stored.x : (bottomUp ? parentLength - stored.y - stored.height : stored.y)
            let trailingMargin = parentLength - origin - length
            let flexibleTop: AutoresizingMask = bottomUp ? .flexibleMaxY : .flexibleMinY
            let flexibleBottom: AutoresizingMask = bottomUp ? .flexibleMinY : .flexibleMaxY
            let flexibleMin = mask.contains(horizontal ? .flexibleMinX : flexibleTop)
            let flexibleSize = mask.contains(horizontal ? .widthSizable : .heightSizable)
            let flexibleMax = mask.contains(horizontal ? .flexibleMaxX : flexibleBottom)
            var parts: [Double] = []
            if flexibleMin { parts.append(origin) }
            if flexibleSize { parts.append(length) }
            if flexibleMax { parts.append(trailingMargin) }
            let total = parts.reduce(0, +)
            func share(_ flexible: Bool, _ value: Double) -> Double {
                guard flexible else { return 0 }
                return total > 0 ? value / total : 1 / Double(parts.count)
            }
            let parentSize = horizontal ? parentItem.frameWidth : parentItem.frameHeight
            let delta = parentSize - parentLength
            // Autoresizing works on frames, not alignment rectangles.
            let position = horizontal ? item.frameLeft - parentItem.frameLeft : item.frameTop - parentItem.frameTop
            let size = horizontal ? item.frameWidth : item.frameHeight
            add(position - origin - share(flexibleMin, origin) * delta, .equal, label: Self.autoresizingLabel)
            let sizing = size - length - share(flexibleSize, length) * delta
            if view.isStackPositionedByFrame || view.isVisualEffectViewPositionedByFrame {
                canvasOnlySizes.append(sizing)
            } else {
                add(sizing, .equal, label: Self.autoresizingLabel)
            }
        }
    }

    /// The root's size in the document, against which autoresizing measures change.
    var rootStoredSize: Size {
        let stored = resolver.storedFrame(of: root) ?? rootFrame
        return Size(width: stored.width, height: rootLayoutSize.height - rootFrame.height + stored.height)
    }
}
