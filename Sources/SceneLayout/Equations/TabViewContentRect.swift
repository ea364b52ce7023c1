import LayoutSolver
import SceneModel

/// Where an `NSTabView` puts the view of each of its items: its content rectangle (Apple,
/// `NSTabView.contentRect`: "the content area of the tab view", without "the space required
/// for the tab view's tabs or borders"). The tab view sets that frame itself, so an item's
/// view saved with `translatesAutoresizingMaskIntoConstraints="NO"` and no constraint
/// placing it still fills the content rectangle (Maccy's ignore settings, toolsVersion
/// 32700.99: three such views, each stored at the content rectangle of its tab view).
///
/// The insets are measured on the stored frames of every tab item view of the corpus and the
/// fresh macOS set, in AppKit's stored coordinates (x from the left, y as written):
/// - top tabs with a bezel (`default`), regular size: x 10, y 33, and 10 and 13 on the far
///   sides, in every one of 11 item views of 3 projects (Sequel-Ace's connection view,
///   xamarin's controls sample, Maccy's settings), none against;
/// - no tabs and no border: the tab view's bounds (iina, shadowsocks, xjbeta: 19 of the 30
///   such views; the other 11 are stale frames of xjbeta's and iina's, larger or smaller than
///   their tab views by 1 to 250 points, which no content rectangle gives).
/// Other types and sizes (bottom tabs, small and mini tab views) are not known well enough:
/// their item views keep the constraints they have.
enum TabViewContentRect {
    /// The item view's frame insets inside its tab view: `x` and `y` as stored, and the
    /// remainders on the far sides. Nil when `view` is not a tab item's view held only by
    /// the tab view, or its tab view's kind is not in the table.
    static func insets(ofItemView view: View) -> (x: Double, y: Double, farX: Double, farY: Double)? {
        guard view.key == "view", !view.translatesAutoresizingMaskIntoConstraints,
              let tabView = view.parent, let type = tabView.control.tabViewType else { return nil }
        switch (type, tabView.control.controlSize) {
        case ("default", "regular"), ("topTabsBezelBorder", "regular"):
            return (x: 10, y: 33, farX: 10, farY: 13)
        case ("noTabsNoBorder", _):
            return (x: 0, y: 0, farX: 0, farY: 0)
        default:
            return nil
        }
    }
}

extension LayoutBuilder {
    /// Holds a tab item's view to its tab view's content rectangle (`TabViewContentRect`);
    /// nothing for any other view.
    func addTabItemViewPlacement(_ view: View, item: LayoutItem) {
        guard document.header.platform == .macOS, let insets = TabViewContentRect.insets(ofItemView: view),
              let tabView = view.parent, let tabItem = items[tabView.id] else { return }
        let label = "\(view.id) fills its tab view's content rectangle"
        // Stored y counts from the bottom unless the tab view is flipped (as for autoresizing).
        let bottomUp = !AppKitGeometry.isFlipped(tabView)
        let top = bottomUp ? insets.farY : insets.y
        let bottom = bottomUp ? insets.y : insets.farY
        add(item.frameLeft - tabItem.frameLeft - insets.x, .equal, label: label)
        add(item.frameTop - tabItem.frameTop - top, .equal, label: label)
        add(item.frameWidth - tabItem.frameWidth + insets.x + insets.farX, .equal, label: label)
        add(item.frameHeight - tabItem.frameHeight + top + bottom, .equal, label: label)
    }
}
