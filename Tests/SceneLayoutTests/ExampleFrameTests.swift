import SceneLayout
import SceneModel
import Testing
import TestSupport

/// The examples' frames, worked out by hand from each recipe's equations (derivations in
/// Documents/Examples/README.md and next to each table here).
///
/// iPhone 8 (retina4_7) portrait: 375 × 667, root margins 16, top guide 20.
/// iPhone 8 landscape: 667 × 375, root margins 20 (wider than 380 points), no status bar
/// (top guide 0), compact height.
/// iPad (ipad9_7) portrait: 768 × 1024, margins 20, top guide 20.
/// Label baselines sit 3.57 below the text field's top (rounded to 3.5 on the 0.5 grid).
@Suite struct ExampleFrameTests {
    enum Configuration: String, CaseIterable { case portrait, landscape, pad }

    static let expected: [String: [Configuration: [String: Rect]]] = [
        "SimpleLabelAndTextField": [
            .portrait: ["Name Label": rect(16, 43.5, 45, 20.5), "Name Text Field": rect(69, 40, 290, 30)],
            // 667 − 20 = 647 is the trailing margin: 647 − (20 + 45 + 8) = 574.
            .landscape: ["Name Label": rect(20, 23.5, 45, 20.5), "Name Text Field": rect(73, 20, 574, 30)],
            .pad: ["Name Label": rect(20, 43.5, 45, 20.5), "Name Text Field": rect(73, 40, 675, 30)],
        ],
        "DynamicHeightLabelAndTextField": [
            .portrait: ["Name Label": rect(16, 43.5, 45, 20.5), "Name Text Field": rect(69, 40, 290, 30)],
            .landscape: ["Name Label": rect(20, 23.5, 45, 20.5), "Name Text Field": rect(73, 20, 574, 30)],
            .pad: ["Name Label": rect(20, 43.5, 45, 20.5), "Name Text Field": rect(73, 40, 675, 30)],
        ],
        "FixedHeightColumns": columns,
        "DynamicHeightColumns": columns,
        "TwoEqualWidthButtons": [
            .portrait: ["Short Button": rect(16, 617, 167.5, 30), "Long Button": rect(191.5, 617, 167.5, 30)],
            // (627 − 8) / 2 = 309.5; 375 − 20 − 30 = 325.
            .landscape: ["Short Button": rect(20, 325, 309.5, 30), "Long Button": rect(337.5, 325, 309.5, 30)],
            .pad: ["Short Button": rect(20, 974, 360, 30), "Long Button": rect(388, 974, 360, 30)],
        ],
        "ThreeEqualWidthButtons": [
            .portrait: ["Short Button": rect(16, 617, 109, 30), "Medium Button": rect(133, 617, 109, 30), "Long Button": rect(250, 617, 109, 30)],
            // 611 / 3 = 203.67 each; edges 20 | 223.67 | 231.67 | 435.33 | 443.33 | 647 round to the 0.5 grid.
            .landscape: ["Short Button": rect(20, 325, 203.5, 30), "Medium Button": rect(231.5, 325, 204, 30), "Long Button": rect(443.5, 325, 203.5, 30)],
            // 712 / 3 = 237.33 each; edges 20 | 257.33 | 265.33 | 502.67 | 510.67 | 748.
            .pad: ["Short Button": rect(20, 974, 237.5, 30), "Medium Button": rect(265.5, 974, 237, 30), "Long Button": rect(510.5, 974, 237.5, 30)],
        ],
        "TwoButtonsWithEqualSpacing": [
            .portrait: [
                "Leading Dummy View": rect(16, 647, 33, 0), "Short Button": rect(49, 617, 122, 30),
                "Center Dummy View": rect(171, 647, 33, 0), "Long Button": rect(204, 617, 122, 30),
                "Trailing Dummy View": rect(326, 647, 33, 0),
            ],
            // Dummies share 627 − 244 = 383: 127.67 each.
            .landscape: [
                "Leading Dummy View": rect(20, 355, 127.5, 0), "Short Button": rect(147.5, 325, 122, 30),
                "Center Dummy View": rect(269.5, 355, 128, 0), "Long Button": rect(397.5, 325, 122, 30),
                "Trailing Dummy View": rect(519.5, 355, 127.5, 0),
            ],
            // 728 − 244 = 484: 161.33 each.
            .pad: [
                "Leading Dummy View": rect(20, 1004, 161.5, 0), "Short Button": rect(181.5, 974, 122, 30),
                "Center Dummy View": rect(303.5, 1004, 161, 0), "Long Button": rect(464.5, 974, 122, 30),
                "Trailing Dummy View": rect(586.5, 1004, 161.5, 0),
            ],
        ],
        "TwoButtonsWithSizeClassBasedLayout": [
            // Compact width, regular height: stacked.
            .portrait: ["Short Button": rect(16, 579, 343, 30), "Long Button": rect(16, 617, 343, 30)],
            // Compact height and the iPad's regular/regular fall back to the base layout: side by side.
            .landscape: ["Short Button": rect(20, 325, 309.5, 30), "Long Button": rect(337.5, 325, 309.5, 30)],
            .pad: ["Short Button": rect(20, 974, 360, 30), "Long Button": rect(388, 974, 360, 30)],
        ],
        "AdaptiveSingleView": [
            .portrait: ["Red View": rect(16, 40, 343, 607)],
            .landscape: ["Red View": rect(20, 20, 627, 335)],
            .pad: ["Red View": rect(20, 40, 728, 964)],
        ],
    ]

    /// Labels all as wide as the widest (97); fields fill to the trailing margin; rows 38 apart.
    static let columns: [Configuration: [String: Rect]] = [
        .portrait: [
            "First Name Label": rect(16, 43.5, 97, 20.5), "First Name Text Field": rect(121, 40, 238, 30),
            "Middle Name Label": rect(16, 81.5, 97, 20.5), "Middle Name Text Field": rect(121, 78, 238, 30),
            "Last Name Label": rect(16, 119.5, 97, 20.5), "Last Name Text Field": rect(121, 116, 238, 30),
        ],
        .landscape: [
            "First Name Label": rect(20, 23.5, 97, 20.5), "First Name Text Field": rect(125, 20, 522, 30),
            "Middle Name Label": rect(20, 61.5, 97, 20.5), "Middle Name Text Field": rect(125, 58, 522, 30),
            "Last Name Label": rect(20, 99.5, 97, 20.5), "Last Name Text Field": rect(125, 96, 522, 30),
        ],
        .pad: [
            "First Name Label": rect(20, 43.5, 97, 20.5), "First Name Text Field": rect(125, 40, 623, 30),
            "Middle Name Label": rect(20, 81.5, 97, 20.5), "Middle Name Text Field": rect(125, 78, 623, 30),
            "Last Name Label": rect(20, 119.5, 97, 20.5), "Last Name Text Field": rect(125, 116, 623, 30),
        ],
    ]

    static let cases: [(String, Configuration)] = expected.keys.sorted().flatMap { name in
        Configuration.allCases.map { (name, $0) }
    }

    @Test(arguments: cases)
    func handWorkedFrames(example: String, configuration: Configuration) throws {
        let document = try LayoutFixture.example(example)
        let traits: TraitCollection
        switch configuration {
        case .portrait: traits = LayoutFixture.traits(document, device: "retina4_7")
        case .landscape: traits = LayoutFixture.traits(document, device: "retina4_7", orientation: "landscape")
        case .pad: traits = LayoutFixture.traits(document, device: "ipad9_7")
        }
        let layout = SceneLayoutEngine().layout(document, traits: traits)
        let frames = LayoutFixture.framesByLabel(document, layout)
        let expected = try #require(Self.expected[example]?[configuration])
        for (label, frame) in expected {
            #expect(frames[label] == frame, "\(example) \(configuration) \(label)")
        }
        #expect(!layout.diagnostics.contains { $0.severity == .error }, "\(layout.diagnostics)")
        #expect(!layout.allViews.contains { $0.ambiguous }, "\(example) \(configuration) has ambiguous views")
    }

    /// The document's own configuration reproduces the stored frames exactly.
    @Test(arguments: Array(expected.keys.sorted()))
    func storedFramesAreReproduced(example: String) throws {
        let document = try LayoutFixture.example(example)
        let layout = SceneLayoutEngine().layout(document)
        for view in layout.allViews {
            #expect(view.frame == view.storedFrame, "\(example) \(view.name)")
            #expect(!view.misplaced)
        }
    }

    /// Scenes built only from leading/trailing come out as the exact mirror image.
    @Test(arguments: Array(expected.keys.sorted()))
    func rightToLeftIsTheMirrorImage(example: String) throws {
        let document = try LayoutFixture.example(example)
        for configuration in [("retina4_7", "portrait"), ("retina4_7", "landscape"), ("ipad9_7", "portrait")] {
            let ltr = SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: configuration.0, orientation: configuration.1))
            let rtl = SceneLayoutEngine().layout(document, traits: LayoutFixture.traits(document, device: configuration.0, orientation: configuration.1, rtl: true))
            let width = try #require(ltr.scenes.first?.views.first?.frame.width)
            let mirrored = LayoutFixture.frames(rtl)
            for view in ltr.allViews.dropFirst() {
                let expected = Rect(x: width - view.frame.x - view.frame.width, y: view.frame.y, width: view.frame.width, height: view.frame.height)
                #expect(mirrored[view.id] == expected, "\(example) \(configuration) \(view.name)")
            }
        }
    }
}
