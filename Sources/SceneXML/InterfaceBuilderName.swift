/// Tag and attribute names the model reads from every view and constraint, numbered the
/// same in every document's `ElementStore`: its `NameTable` starts with them, in this
/// order, so a name's number is its position here and a lookup by one of them
/// (`SceneXMLElement.attribute(_: InterfaceBuilderName)`) compares numbers without hashing
/// the name's bytes (about 150 instructions per lookup, and the model asks about 85 per
/// view, most of them absent: `Documents/PERFORMANCE.md`, session 13, load16).
///
/// Adding a case is safe anywhere in the list (numbers are positions, assigned when each
/// store is built); names not listed are looked up by their bytes as before. The model and
/// the commands read every fixed name through a case here (session 16); a `String` name is
/// left for names known only at run time and for writing (`setAttribute`, `appendChild`).
/// A case is one byte: at most 256 of them.
public enum InterfaceBuilderName: String, CaseIterable, Sendable {
    // Attributes of every view.
    case id, key, customClass, userLabel, hidden, misplaced, ambiguous, fixedFrame, translatesAutoresizingMaskIntoConstraints
    case preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea, layoutMarginsFollowReadableWidth, semanticContentAttribute
    case horizontalHuggingPriority, verticalHuggingPriority, horizontalCompressionResistancePriority, verticalCompressionResistancePriority
    case horizontalStackHuggingPriority, verticalStackHuggingPriority, horizontalClippingResistancePriority, verticalClippingResistancePriority
    case placeholderIntrinsicWidth, placeholderIntrinsicHeight, installed
    case simulatedAppContext
    // Class-specific attributes of views, controls and cells.
    case text, title, placeholder, placeholderString, style, hidesWhenStopped, animating, accessoryType, rowHeight
    case textLabel, detailTextLabel, imageView, numberOfLines, adjustsFontSizeToFit, image, backgroundImage
    case scrollEnabled, contentInsetAdjustmentBehavior, boxType, controlSize, buttonType, borderStyle, bezelStyle, bezeled, type, imagePosition
    case trackingMode, numberOfTickMarks, imageFrameStyle, drawsBackground, tabView
    case button, progressView, progressViewStyle, catalog, tableStyle, borderType, box, titlePosition, separatorStyle
    // Stack and grid views.
    case axis, orientation, distribution, alignment, spacing, spacingType, value
    case baselineRelativeArrangement, layoutMarginsRelativeArrangement, detachesHiddenViews
    case rowSpacing, columnSpacing, xPlacement, yPlacement, rowAlignment, headOfMergedCell, row, column
    case topPadding, bottomPadding, leadingPadding, trailingPadding
    // Documents, devices, scenes, controllers and segues.
    case version, toolsVersion, targetRuntime, useAutolayout, useTraitCollections, useSafeAreas, initialViewController
    case appearance, layout, sceneID, placeholderIdentifier, property, destination, storyboardIdentifier
    case navigationBarHidden, toolbarHidden, translucent, largeTitles, largeTitleDisplayMode, hidesBottomBarWhenPushed
    case modalPresentationStyle, kind, relationship
    // Fonts.
    case pointSize, name, weight, metaFont, size, textStyle
    // Constraints.
    case firstItem, firstAttribute, secondItem, secondAttribute, relation, multiplier, constant, priority
    case identifier, symbolic, active
    // Frames, insets and masks.
    case x, y, width, height, top, left, bottom, right, leading, trailing
    case flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable, flexibleMaxY
    // Variations.
    case reference
    // Element names.
    case rect, autoresizingMask, edgeInsets, directionalEdgeInsets, fontDescription, font, constraints, constraint
    case subviews, variation, mask, state, string, attributedString, buttonConfiguration
    case layoutGuides, viewLayoutGuide, layoutGuide, keyboardLayoutGuide, stackView, gridView, tableView, tableViewCell
    case activityIndicatorView, touchBar, connections, userDefinedRuntimeAttributes, gestureRecognizers, window
    case document, device, adaptation, dependencies, plugIn, scenes, scene, objects, segue, exit, viewControllerPlaceholder
    case outlet, outletCollection, include, exclude
    case simulatedMetricsContainer, simulatedScreenMetrics, simulatedOrientationMetrics
    case simulatedNavigationBarMetrics, simulatedToolbarMetrics, simulatedTabBarMetrics
    case modalPageSheetSimulatedSizeMetrics, modalFormSheetSimulatedSizeMetrics
    // `<nil key="simulatedStatusBarMetrics"/>`: a simulated metric set to none (`.nil` would
    // read as Optional's).
    case nilElement = "nil"
    case viewControllerLayoutGuide, navigationItem, navigationController, navigationBar, extendedEdge
    case touchBarItems, customSpacing, beginningViews, middleViews, endViews
    case rows, gridRow, columns, gridColumn, gridCells, gridCell
    case resources, imageReference, tableCellView, prototypeCellViews, tableColumn, scrollView
    case designables, designable

    /// The name's number in every `ElementStore`'s `NameTable`: its position in `allCases`.
    /// A case without payload is stored as its position in declaration order, one byte for
    /// up to 256 cases (`InterfaceBuilderNameTests` checks both); read directly, as a
    /// dictionary from case to position would hash on every lookup.
    var number: Int32 { Int32(unsafeBitCast(self, to: UInt8.self)) }
}
