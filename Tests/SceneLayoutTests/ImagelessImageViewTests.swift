import SceneLayout
import SceneModel
import Testing
import TestSupport

/// A UIImageView that names no image has no intrinsic content size: what its constraints
/// leave open is reported ambiguous, and the canvas keeps its drawn size, against a stack's
/// canvas fit (`ControlAttributes.showsNoImage`, `LayoutBuilder.drawnSizesOnCanvas`;
/// gafsiimen, spotify, wordpress-mobile; AccuracyLog, session 22, amb26).
@Suite struct ImagelessImageViewTests {
    func layout(_ text: String) throws -> DocumentLayout {
        SceneLayoutEngine().layout(try LayoutFixture.document(text))
    }

    func view(_ id: String, in layout: DocumentLayout) throws -> ViewLayout {
        try #require(layout.allViews.first { $0.id == id })
    }

    static func imageView(_ id: String, image: String = "", frame: String, constraints: String = "") -> String {
        """
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" \(image) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" \(frame)/>
            \(constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
        </imageView>
        """
    }

    /// gafsiimen's slide (new26): an image view centred in the root, nothing sizing it.
    static func centredImage(image: String) -> String {
        LayoutFixture.storyboard(subviews: imageView("image", image: image, frame: #"x="53" y="192" width="268" height="283""#),
                                 constraints: """
            <constraint firstItem="image" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="image" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
            """)
    }

    @Test func aCentredImageViewWithNoImageIsOpenInSizeAndKeepsItsDrawnSize() throws {
        let layout = try layout(Self.centredImage(image: ""))
        let image = try view("image", in: layout)
        #expect(image.ambiguous)
        #expect(image.ambiguity?.needs.flatMap { $0 }.contains(.width) == true)
        #expect(image.ambiguity?.needs.flatMap { $0 }.contains(.height) == true)
        #expect(image.frame == rect(53.5, 192, 268, 283))
    }

    @Test func anImageViewShowingAnImageIsNotOpen() throws {
        let layout = try layout(Self.centredImage(image: #"image="logo""#))
        #expect(!(try view("image", in: layout)).ambiguous)
    }

    /// spotify's cell (corpus): an image view with no image above two labels, every edge
    /// pinned down the column, all hugging at 251. With no content size of its own the
    /// image takes the slack and nothing ties; with its drawn height as one, it tied with
    /// the labels' and all three were reported, which Xcode does not flag.
    @Test func anImageViewWithNoImageTakesTheSlackOfAColumn() throws {
        let label = { (id: String, y: Int) in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="8" y="\(y)" width="182" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        }
        let text = LayoutFixture.storyboard(subviews: Self.imageView("image", frame: #"x="0.0" y="0.0" width="375" height="106""#)
            + label("title", 114) + label("subtitle", 138), constraints: """
            <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" id="it"/>
            <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="il"/>
            <constraint firstAttribute="trailing" secondItem="image" secondAttribute="trailing" id="ir"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="image" secondAttribute="bottom" constant="8" id="tt"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="tl"/>
            <constraint firstItem="subtitle" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="4" id="st"/>
            <constraint firstItem="subtitle" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="sl"/>
            <constraint firstAttribute="bottom" secondItem="subtitle" secondAttribute="bottom" constant="8" id="sb"/>
            """)
        let layout = try layout(text)
        #expect(!layout.allViews.contains { $0.ambiguous })
        // The labels keep their text's height; the image fills the rest of the 667 points.
        let subtitle = try view("subtitle", in: layout)
        #expect(subtitle.frame.y + subtitle.frame.height == 659)
        #expect(try view("image", in: layout).frame.height > 600)
    }

    /// wordpress-mobile's empty-results stack (ios20): an image view with no image in a
    /// centre-aligned vertical stack beside a narrower label. Xcode keeps it at its drawn
    /// width and sizes the stack by it; the stack's canvas fit does not squeeze it.
    @Test func anImageViewWithNoImageKeepsItsDrawnWidthInACentredStack() throws {
        let text = LayoutFixture.storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="67.5" y="300" width="240.5" height="84.5"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="101" y="0.0" width="38.5" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    \(Self.imageView("image", frame: #"x="0.0" y="40.5" width="240.5" height="44""#,
                                     constraints: #"<constraint firstAttribute="height" constant="44" id="ih"/>"#))
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="top"/>
            """)
        let layout = try layout(text)
        #expect(try view("image", in: layout).frame.width == 240.5)
        #expect(try view("stack", in: layout).frame.width == 240.5)
        #expect(!layout.allViews.contains { $0.ambiguous })
    }
}
