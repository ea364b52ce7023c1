extension DocumentFixture {
    /// An AppKit XIB (`appKitXIB`, root drawn 300 × 200) with two boxes 260 wide, `top`
    /// pinned 20 below the root's top and 20 from its leading edge (drawn `topX` from it),
    /// `bottom` 20 above its bottom, 0 apart; each asks `height` points at `priority`. Two at
    /// 90 need 220 points, 20 more than the root was drawn with: held at the drawn size the
    /// two heights tie, a window (`NSLayoutPriorityWindowSizeStayPut`) gives way above 500.
    public static func appKitTiedBoxes(height: Int, priority: Int, topX: Int = 20) -> String {
        let boxes = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="top">
                <rect key="frame" x="\(topX)" y="100" width="260" height="80"/>
            </customView>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                <rect key="frame" x="20" y="20" width="260" height="80"/>
            </customView>
            """
        let constraints = """
            <constraint firstItem="top" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top-top"/>
            <constraint firstItem="bottom" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="gap"/>
            <constraint firstItem="root" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" constant="20" id="bottom-bottom"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="top-leading"/>
            <constraint firstItem="bottom" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bottom-leading"/>
            <constraint firstItem="top" firstAttribute="width" constant="260" id="top-width"/>
            <constraint firstItem="bottom" firstAttribute="width" constant="260" id="bottom-width"/>
            <constraint firstItem="top" firstAttribute="height" constant="\(height)" priority="\(priority)" id="top-height"/>
            <constraint firstItem="bottom" firstAttribute="height" constant="\(height)" priority="\(priority)" id="bottom-height"/>
            """
        return appKitXIB(subviews: boxes, constraints: constraints)
    }
}
