#!/usr/bin/env python3
"""Fits the text measurer's advance widths from the corpus.

Xcode stores, for every label and button, the frame Interface Builder gave it; for a view
that nothing stretches (no width constraint, not held by equalities on two of leading,
trailing and centre, not in a stack view that sets its width) that frame is Xcode's own
measurement of a known string in a known font. This script collects those views as
`TextMeasurerAccuracyTests` selects them and fits San Francisco's Text advances (one width in
ems per character, regular weight, views below 20 points) over Apple's documented tracking
by size (`SF_TRACKING`), one ratio for the Display cut (20 points and up) and one for the
bold weight (weights between are interpolated on the weight axis), the ems a capital after a
capital takes off at Text sizes (`capital_pairs`), a padding per kind
of view, and Apple Color Emoji's advance over the size UIKit draws emoji at (`EMOJI_SIZES`);
it writes the advances of the metric-compatible fonts named fonts are measured with
(`METRIC_FONTS`, read from their files) beside them, and measures CJK ideographs and kana at
an em (`FULL_WIDTH`). It fits on the development half of the projects (owners a-m) only, reports the
share of views within 0.5 pt and 1 pt of width on both halves and on every further set
given (fresh sets with a MANIFEST.tsv, held out), and writes the table as Swift source:

    python3 Scripts/fit-text-metrics.py ../shared/corpus /work/fresh/ios /work/fresh/ios19 \
        /work/fresh/xib19 > Sources/SceneLayout/Intrinsic/TextWidthTable+Fitted.swift

Needs numpy (python3-numpy), Liberation Sans (fonts-liberation), the prior the advances
start from and the metric-compatible font, and regex (python3-regex) for grapheme clusters and
Unicode's emoji properties. The output is deterministic for a given corpus.
"""
import collections
import csv
import math
import os
import sys
import xml.etree.ElementTree as ET

import numpy as np

try:
    import regex  # grapheme clusters (\X) and Unicode's emoji properties
except ImportError:  # pragma: no cover
    regex = None

# San Francisco's line height in ems (ascender + descender + leading of SF Text: 1.1933 at 17
# points gives the 20.5 (@2x) and 20.333 (@3x) high labels of the corpus).
SF_LINE_HEIGHT = 1.1933

# The labels of Xcode 6's launch-screen template (the app's name in bold 36 points, the
# copyright line), saved 440 or 441 points wide in every project that kept them: frames
# the template never laid out, not measurements.
TEMPLATE_IDS = {"kId-c2-rCX", "8ie-xW-0ye"}

PRIOR_FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"

# Named fonts measured with the advances of a metric-compatible open font instead of San
# Francisco's (no SF tracking, no Display cut): Liberation Sans has Arial's metrics (Debian's
# fonts-liberation: "the same metrics as Times, Arial and Courier"), and Arial Helvetica's
# widths. Helvetica Neue, not metric-compatible by design, agrees with it in Xcode's frames
# of four projects (huri000, mssun, windscribe, ciccioboles: see AccuracyLog/session-18.md).
METRIC_FONTS = {
    "LiberationSans": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "LiberationSans-Bold": "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
}
METRIC_FAMILIES = {
    "name:HelveticaNeue": "LiberationSans", "name:HelveticaNeue-Bold": "LiberationSans-Bold",
    "name:Helvetica": "LiberationSans", "name:Helvetica-Bold": "LiberationSans-Bold",
    "name:ArialMT": "LiberationSans", "name:Arial-BoldMT": "LiberationSans-Bold",
}

# The point size UIKit draws Apple Color Emoji at for a font of a point size: no smaller than
# about 20 points from 16 to 18, the font's own size from 22 (glyph heights measured on iOS
# at 2x, flutter/flutter#28894: 11 -> 28 px, 12 -> 30, 13 -> 32, 14 -> 34, 15 -> 38,
# 16-18 -> 40, 19 -> 41, 20 -> 42, 21 -> 43, 22 -> 44, 24 -> 48, ...). Xcode's frames agree at
# 17 points (IGListKit and a fresh course project: 23 wide, as at 20 points) and from 25.
EMOJI_SIZES = {11: 14, 12: 15, 13: 16, 14: 17, 15: 19, 16: 20, 17: 20, 18: 20, 19: 20.5, 20: 21, 21: 21.5, 22: 22}


def emoji_size(size):
    """Points Apple Color Emoji is drawn at beside text of `size` points (interpolated
    between the measured sizes; 3 larger below 11, the size itself from 22)."""
    if size >= 22:
        return size
    if size <= 11:
        return size + 3
    low = math.floor(size)
    return EMOJI_SIZES[low] + (size - low) * (EMOJI_SIZES[low + 1] - EMOJI_SIZES[low])


# Characters set on a square em (`FullWidthCharacters.swift`): CJK ideographs, kana, CJK
# symbols and punctuation, fullwidth forms; 1 em, without San Francisco's tracking.
FULL_WIDTH = [(0x2E80, 0x2FDF), (0x3000, 0x303F), (0x3040, 0x30FF), (0x3190, 0x31FF), (0x3400, 0x4DBF),
              (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6), (0x20000, 0x3FFFF)]


def is_full_width(cluster):
    code = ord(cluster[0])
    return any(low <= code <= high for low, high in FULL_WIDTH)


def clusters(text):
    """The text's grapheme clusters (Swift's Characters)."""
    return regex.findall(r"\X", text) if regex else list(text)


def is_emoji(cluster):
    """Whether Apple Color Emoji draws the cluster: a character of emoji presentation, or one
    made emoji by U+FE0F (flags, keycaps and ZWJ sequences included)."""
    if regex:
        return bool(regex.search(r"\p{Emoji_Presentation}", cluster)
                    or "\ufe0f" in cluster and regex.search(r"\p{Emoji}", cluster))
    code = ord(cluster[0])
    return 0x1F000 <= code <= 0x1FAFF or "\ufe0f" in cluster


def font_advances(path):
    """Advance widths in ems per character of a TrueType font (cmap format 4, hmtx), the
    prior the fitted widths start from (Liberation Sans: Arial's metrics, an open font in
    Debian's fonts-liberation)."""
    import struct
    data = open(path, "rb").read()
    count = struct.unpack(">H", data[4:6])[0]
    tables = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        tables[tag.decode()] = offset
    units = struct.unpack(">H", data[tables["head"] + 18:tables["head"] + 20])[0]
    metrics = struct.unpack(">H", data[tables["hhea"] + 34:tables["hhea"] + 36])[0]
    hmtx = tables["hmtx"]
    advances = [struct.unpack(">H", data[hmtx + 4 * i:hmtx + 4 * i + 2])[0] for i in range(metrics)]
    cmap = tables["cmap"]
    subtables = struct.unpack(">H", data[cmap + 2:cmap + 4])[0]
    result = {}
    for i in range(subtables):
        platform, encoding, offset = struct.unpack(">HHI", data[cmap + 4 + 8 * i:cmap + 12 + 8 * i])
        base = cmap + offset
        if struct.unpack(">H", data[base:base + 2])[0] != 4 or (platform, encoding) not in ((3, 1), (0, 3)):
            continue
        segs = struct.unpack(">H", data[base + 6:base + 8])[0] // 2
        ends = struct.unpack(">%dH" % segs, data[base + 14:base + 14 + 2 * segs])
        starts = struct.unpack(">%dH" % segs, data[base + 16 + 2 * segs:base + 16 + 4 * segs])
        deltas = struct.unpack(">%dh" % segs, data[base + 16 + 4 * segs:base + 16 + 6 * segs])
        range_base = base + 16 + 6 * segs
        offsets = struct.unpack(">%dH" % segs, data[range_base:range_base + 2 * segs])
        for s in range(segs):
            for code in range(starts[s], min(ends[s], 0x3000) + 1):
                if offsets[s] == 0:
                    glyph = (code + deltas[s]) & 0xFFFF
                else:
                    at = range_base + 2 * s + offsets[s] + 2 * (code - starts[s])
                    glyph = struct.unpack(">H", data[at:at + 2])[0]
                    if glyph:
                        glyph = (glyph + deltas[s]) & 0xFFFF
                if glyph:
                    result[chr(code)] = advances[min(glyph, metrics - 1)] / units
        break
    return result

# Device scales (Interface Builder ids) for the pixel rounding of measured sizes.
SCALES = {}


def load_scales(corpus):
    path = os.path.join(os.path.dirname(os.path.abspath(corpus)), "devices.tsv")
    with open(path) as f:
        for row in csv.DictReader(f, delimiter="\t"):
            try:
                SCALES[row["ib_id"]] = float(row["scale"])
            except (KeyError, ValueError):
                pass
    # Apple TV (1x) is not in devices.tsv; `DeviceTable.swift` holds it.
    SCALES["appleTV"] = 1.0


def ceil_pixel(value, scale):
    return math.ceil(value * scale - 1e-6) / scale


HORIZONTAL_SIDES = {
    "leading": "lead", "left": "lead", "leadingMargin": "lead", "leftMargin": "lead",
    "trailing": "trail", "right": "trail", "trailingMargin": "trail", "rightMargin": "trail",
    # A centre and one side fix the width as two sides do (Xcode's launch-screen template
    # label, GJd-Yh-RWb: centred, its leading edge 20 from the root's, saved 335-560 wide).
    "centerX": "centre", "centerXWithinMargins": "centre",
}


def family_key(element, platform):
    """The measurer's family name for a view's font, or None when it cannot be read.
    Mirrors `TextFont.init(view:platform:)` in Swift."""
    fd = element.find("fontDescription")
    if fd is None:
        cell = None
        for child in element:
            if child.tag.endswith("Cell"):
                cell = child
        if cell is not None:
            font = cell.find("font")
            if font is not None and font.get("metaFont"):
                meta = font.get("metaFont")
                size = float(font.get("size") or 0) or {"smallSystem": 11, "miniSystem": 9, "label": 10, "toolTip": 11,
                                                          "system": 13, "systemBold": 13, "message": 13, "menu": 13,
                                                          "cellTitle": 12, "systemMedium": 13}.get(meta, 13)
                family = {"smallSystem": "system", "miniSystem": "system", "message": "system", "toolTip": "system",
                          "label": "system", "menu": "system", "cellTitle": "system",
                          "systemBold": "boldSystem", "smallSystemBold": "boldSystem", "systemMedium": "system-medium"}.get(meta, meta)
                return "mac-" + family, size
            if font is not None and font.get("name"):
                return "name:" + font.get("name"), float(font.get("size") or 13)
        return None
    size = float(fd.get("pointSize") or 0)
    if fd.get("style"):
        style = fd.get("style")
        sizes = {"UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
                 "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
                 "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
                 "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleLargeTitle": 34}
        if style not in sizes:
            return None
        family = "semiboldSystem" if style == "UICTFontTextStyleHeadline" else "system"
        return family, float(sizes[style])
    if size <= 0:
        return None
    if fd.get("name"):
        return "name:" + fd.get("name"), size
    kind = fd.get("type") or "system"
    if kind == "system" and fd.get("weight"):
        return fd.get("weight") + "System", size
    if kind in ("system", "boldSystem", "italicSystem"):
        return kind, size
    return None


def stack_keeps_width(stack):
    """A vertical UIStackView that does not fill its width leaves its views at their
    natural width."""
    return (stack.get("axis") == "vertical"
            and (stack.get("alignment") or "fill") in ("top", "leading", "center", "centerX", "trailing", "bottom"))


def text_of(element):
    tag = element.tag
    if tag == "label":
        if element.find("attributedString") is not None:
            return None
        return element.get("text")
    if tag == "button":
        # (an attributed string of the button's own is a comment, `userComments`; the title's is in its state)
        if element.get("image"):
            return None
        for state in element.findall("state"):
            if state.get("key") == "normal":
                if state.get("image") or state.get("backgroundImage") or state.find("attributedString") is not None:
                    return None
                return state.get("title")
        config = element.find("buttonConfiguration")
        if config is not None:
            return None  # iOS 15 configurations pad by style; not fitted
        return None
    if tag == "textField":
        if element.get("borderStyle") not in (None, "none"):
            return None
        return element.get("text")
    return None


# San Francisco's tracking, in thousandths of an em, from Apple's Human Interface Guidelines
# (Typography, "Font usage and tracking", the table for SF Pro Text below 20 points and SF Pro
# Display from 20 points, as published before the variable font of 2020): each value holds from
# its size up to the next size listed. UIKit applies it on its own to the system font. The
# variable font's table (the HIG since 2020) fits Xcode's frames less well, in Xcode 12 and
# later files too: regular views of the development half within 1 pt 86.2 % against 86.7 %,
# views of 20 points and up 25.0 % against 37.5 %.
SF_TRACKING = {6: 41, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -24,
               18: -25, 19: -26, 20: 19, 21: 17, 22: 16, 24: 15, 25: 14, 27: 13, 30: 12, 33: 11, 40: 10,
               44: 9, 48: 8, 50: 7, 53: 6, 56: 5, 60: 4, 65: 3, 69: 2, 79: 0}
DISPLAY_FROM = 20

# Characters San Francisco's Display cut draws as wide as its Text cut: the figures but the
# narrow "1", whose advances do not take the Display ratio (the letters' do). Xcode's frames
# of Display-size figures agree (`TextWidthTable.figures`; AccuracyLog, session 20, text24).
DISPLAY_UNCUT = set("023456789")

# Weight-axis values of San Francisco's weights (Regular 400, Bold 700; the variable font's
# named instances). Weights between are measured by interpolating the advance widths linearly
# along that axis between Regular and Bold, as a variable font interpolates between masters.
WEIGHT_VALUE = {"system": 400, "mediumSystem": 510, "semiboldSystem": 590, "boldSystem": 700,
                "heavySystem": 860, "blackSystem": 1000}


def sf_tracking(size):
    """Points per character the system font adds at a point size."""
    listed = [s for s in sorted(SF_TRACKING) if s <= size]
    value = SF_TRACKING[listed[-1]] if listed else SF_TRACKING[min(SF_TRACKING)]
    return value * size / 1000


def collect(directory, named_fonts=False, content_sized_stacks=False):
    """The un-stretched iOS and tvOS labels and buttons of a document set, selected as
    `TextMeasurerAccuracyTests` selects them: no width constraint, not pinned by equalities on
    both sides, not stretched by a stack view (none, or a vertical UIStackView that does not
    fill its width), not ambiguous or misplaced, no size-class variation, no placeholder size,
    plain text on one line in the system font; a label only when Xcode sized it (one line of
    the font high at the document's scale, or held by a height constraint). With
    `named_fonts`, views in a named font too (reported, never fitted on: the one-line
    height is then San Francisco's, as the measurer takes it). With `content_sized_stacks`,
    also the views of a horizontal UIStackView that fills (the default distribution) and
    whose own width nothing sets: each arranged view is at its natural width, its height the
    stack's."""
    owners = {}
    with open(os.path.join(directory, "MANIFEST.tsv")) as f:
        for row in csv.DictReader(f, delimiter="\t"):
            owners[row["file"]] = row["repo"].split("/")[0].lower()
    samples = []
    for name in sorted(owners):
        try:
            root = ET.parse(os.path.join(directory, name)).getroot()
        except (ET.ParseError, OSError):
            continue
        runtime = root.get("targetRuntime") or ""
        if "Cocoa" in runtime and "Touch" not in runtime:
            continue
        try:
            tools = float((root.get("toolsVersion") or "0").split(".")[0])
        except ValueError:
            tools = 0.0
        device = root.find("device")
        television = runtime.startswith("AppleTV") or ".AppleTV." in (root.get("type") or "")
        if device is not None and device.get("id") in SCALES:
            scale = SCALES[device.get("id")]
        elif television:
            scale = 1.0
        else:
            scale = 1.0 if 0 < tools < 8000 else 2.0
        parents = {child: parent for parent in root.iter() for child in parent}
        widths, heights, sides = set(), set(), collections.defaultdict(set)
        for constraints in root.iter("constraints"):
            owner = parents.get(constraints)
            for c in constraints.findall("constraint"):
                first = c.get("firstItem") or (owner.get("id") if owner is not None else None)
                for item, attr in ((first, c.get("firstAttribute")), (c.get("secondItem"), c.get("secondAttribute"))):
                    if item is None:
                        continue
                    if attr == "width":
                        widths.add(item)
                    if attr == "height":
                        heights.add(item)
                    if attr in HORIZONTAL_SIDES and c.get("relation") is None:
                        sides[item].add(HORIZONTAL_SIDES[attr])
        for element in root.iter():
            if element.tag not in ("label", "button"):
                continue
            view_id = element.get("id")
            frame = next((r for r in element.findall("rect") if r.get("key") == "frame"), None)
            if view_id in TEMPLATE_IDS or frame is None:
                continue
            font = family_key(element, "iOS")
            if font is None or font[0].startswith("mac-") or font[0].startswith("name:") and not named_fonts:
                continue
            if element.get("ambiguous") == "YES" or element.get("misplaced") == "YES" or element.get("adjustsFontSizeToFit") == "YES":
                continue
            if element.find("variation") is not None:
                continue
            if any(child.tag == "size" and child.get("key") == "intrinsicContentSize" for child in element):
                continue
            parent = parents.get(element)
            grand = parents.get(parent) if parent is not None else None
            stacked = False
            if grand is not None and grand.tag == "stackView" and not stack_keeps_width(grand):
                stacked = (content_sized_stacks and grand.get("axis") != "vertical"
                           and (grand.get("distribution") or "fill") == "fill"
                           and grand.get("id") not in widths and len(sides[grand.get("id")]) < 2)
                if not stacked:
                    continue
            if element.tag == "button" and element.find("buttonConfiguration") is not None:
                continue
            text = text_of(element)
            if not text or "\n" in text:
                continue
            width, height = float(frame.get("width")), float(frame.get("height"))
            one_line = ceil_pixel(font[1] * SF_LINE_HEIGHT, scale)
            sized = element.tag == "button" or abs(height - one_line) < 0.01 or view_id in heights or stacked
            if font[0].startswith("name:") and not sized:
                # A named font's line height is its own (Helvetica Neue 1.165 em, Avenir about
                # 1.37): one line of some font on the pixel grid, between 1.1 and 1.45 em.
                sized = (1.1 * font[1] <= height <= 1.45 * font[1]
                         and abs(height * scale - round(height * scale)) < 0.01)
            if not sized or view_id in widths or len(sides[view_id]) >= 2:
                continue
            samples.append(dict(file=name, owner=owners[name], family=font[0], size=font[1], element=element.tag,
                                text=text, width=width, height=height, scale=scale, platform="iOS", tools=tools))
    return samples


def is_dev(owner):
    return "a" <= owner[:1] <= "m"


def char_key(ch):
    return ch if ord(ch) < 0x2000 else "\u2026" if ch == "\u2026" else "other"


def kind_key(sample):
    """Padding class: what a view adds around its text (fitted as an intercept)."""
    return sample["platform"] + ":" + sample["element"]


def is_capital(ch):
    """A Latin capital letter: San Francisco's capitals are narrower beside its lower case
    than Liberation Sans's, so they get a scale of their own over the prior."""
    return ch.isupper() and ord(ch) < 0x250


# Whether Text-size capitals beside capitals take `capitalPair` (off: session 20's measurer,
# for comparison; AccuracyLog, session 21, caps25).
CAPITAL_PAIRS = os.environ.get("TEXT_CAPITAL_PAIRS", "1") == "1"


def capital_pairs(text):
    """Latin capital letters that follow a capital ("ERROR" has 4, "PGP Key" 2, "Sign In" 0):
    the pairs San Francisco's Text cut sets closer than the advances fitted on capitals that
    lowercase letters follow (`capitalPair`)."""
    return sum(1 for a, b in zip(text, text[1:]) if is_capital(a) and is_capital(b))


def fit(samples):
    """The system font's table, in four steps, on the training views:
    1. SF Pro Text (views below 20 points, regular weight): one advance per character in ems,
       the prior font's scaled by one factor (one more for capital letters) plus a correction
       per character held towards zero
       (a ridge, so only characters the data show often move), and a padding per kind of view,
       by least squares on the width less the documented tracking, dropping views missed by
       more than three median errors (truncated or stretched ones) and refitting.
    2. SF Pro Display (20 points and up): the median ratio of the stored width (less padding
       and tracking) to the Text advances: one number, which the figures do not take (`DISPLAY_UNCUT`).
    3. Bold: the same median ratio over bold views (Display ones divided by step 2's ratio).
    4. Capital pairs (Text sizes): the ems each capital that follows a capital takes off the
       advances of step 1, which capitals followed by lowercase letters set (`capital_pairs`)."""
    prior_font = font_advances(PRIOR_FONT)
    rows = [s for s in samples if s["family"] == "system" and s["size"] < DISPLAY_FROM]
    chars = sorted({char_key(c) for s in rows for c in s["text"]})
    kinds = sorted({kind_key(s) for s in rows})
    col = {("scale",): 0}
    for c in chars:
        col[("c", c)] = len(col)
    for k in kinds:
        col[("k", k)] = len(col)
    col[("capitals",)] = len(col)
    a = np.zeros((len(rows), len(col)))
    b = np.zeros(len(rows))
    for i, s in enumerate(rows):
        for c, n in collections.Counter(char_key(c) for c in s["text"]).items():
            a[i, 0] += n * s["size"] * prior_font.get(c, 0.55)
            a[i, col[("c", c)]] += n * s["size"]
        a[i, col[("k", kind_key(s))]] = 1
        a[i, col[("capitals",)]] = sum(prior_font.get(c, 0.55) for c in s["text"] if is_capital(c)) * s["size"]
        b[i] = s["width"] - len(s["text"]) * sf_tracking(s["size"])
    # A correction per character costs like four views missed by its size.
    ridge = np.zeros(len(col))
    for c in chars:
        ridge[col[("c", c)]] = 17.0 ** 2 * 4
    prior_widths = a[:, 0]
    ratio = float(np.median(b / prior_widths))
    keep = np.abs(b - ratio * prior_widths) < max(4.0, 0.05 * float(np.median(b)))
    for _ in range(8):
        sub, target = a[keep], b[keep]
        x = np.linalg.solve(sub.T @ sub + np.diag(ridge) + 1e-9 * np.eye(len(col)), sub.T @ target)
        residual = b - a @ x
        keep = np.abs(residual) < max(1.0, min(4.0, 3 * np.median(np.abs(residual[keep]))))
    def factor(c):
        return x[0] + (x[col[("capitals",)]] if is_capital(c) else 0.0)
    widths = {c: float(factor(c) * prior_font.get(c, 0.55) + x[col[("c", c)]]) for c in chars}
    for c, w in prior_font.items():
        if c not in widths and (32 <= ord(c) < 0x180 or 0x2010 <= ord(c) < 0x2045 or c == "\u20ac"):
            widths[c] = float(factor(c) * w)
    entry_capitals = float(x[col[("capitals",)]] / x[0])
    padding = {k: float(x[col[("k", k)]]) for k in kinds}
    entry = dict(widths=widths, padding=padding, displayScale=1.0, boldScale=1.0,
                 count=len(rows), used=int(keep.sum()), capitals=entry_capitals, capitalPair=0.0)
    def ratio_to_text(s):
        cut = s["size"] >= DISPLAY_FROM
        ems = sum(widths.get(char_key(c), widths.get("other", 0.55)) for c in s["text"]
                  if not (cut and c in DISPLAY_UNCUT)) * s["size"]
        uncut = sum(widths.get(char_key(c), widths.get("other", 0.55)) for c in s["text"]
                    if cut and c in DISPLAY_UNCUT) * s["size"]
        return (s["width"] - padding.get(kind_key(s), 0) - len(s["text"]) * sf_tracking(s["size"]) - uncut) / ems
    # Each project counts once: the median over projects of each project's median ratio
    # (one project's many views, IBAnimatable's 11 of 17 Display ones, would otherwise set it).
    def owner_median(views, value):
        per_owner = collections.defaultdict(list)
        for s in views:
            per_owner[s["owner"]].append(value(s))
        return float(np.median([np.median(v) for v in per_owner.values()])), len(views), len(per_owner)
    display = [s for s in samples if s["family"] == "system" and s["size"] >= DISPLAY_FROM
               and all(ord(c) < 0x2000 for c in s["text"]) and not set(s["text"]) <= DISPLAY_UNCUT]
    if len(display) >= 5:
        entry["displayScale"], entry["displaySamples"], entry["displayOwners"] = owner_median(display, ratio_to_text)
    def weight_ratio(s):
        """The stored width over the regular weight's (Display cut included), tracking and padding aside."""
        cut = s["size"] >= DISPLAY_FROM
        ems = sum(widths.get(char_key(c), widths.get("other", 0.55))
                  * (entry["displayScale"] if cut and c not in DISPLAY_UNCUT else 1) for c in s["text"])
        return (s["width"] - padding.get(kind_key(s), 0) - len(s["text"]) * sf_tracking(s["size"])) / (ems * s["size"])
    bold = [s for s in samples if s["family"] == "boldSystem"]
    if len(bold) >= 5:
        entry["boldScale"], entry["boldSamples"], entry["boldOwners"] = owner_median(
            bold, weight_ratio)
    def pair_value(s):
        """Ems per capital pair by which the stored width is narrower than the advances give
        (weight, padding and tracking as the measurer takes them)."""
        ems = sum(widths.get(char_key(c), widths.get("other", 0.55)) for c in s["text"])
        known = ems * s["size"] * weight_scale(entry, s["family"]) + padding.get(kind_key(s), 0) \
            + len(s["text"]) * sf_tracking(s["size"])
        return (s["width"] - known) / (capital_pairs(s["text"]) * s["size"] * weight_scale(entry, s["family"]))
    # 4. Capital pairs (Text sizes, the system font's weights): the median over projects of each
    # project's median, as for the Display and bold ratios (AccuracyLog, session 21, caps25).
    paired = [s for s in samples if s["family"] in WEIGHT_VALUE and s["size"] < DISPLAY_FROM and capital_pairs(s["text"])]
    if CAPITAL_PAIRS and paired:
        entry["capitalPair"], entry["pairSamples"], entry["pairOwners"] = owner_median(paired, pair_value)
    line = [s["height"] / s["size"] for s in rows if s["element"] == "label" and abs(s["height"] - ceil_pixel(s["size"] * SF_LINE_HEIGHT, s["scale"])) < 0.01]
    entry["lineHeight"] = float(np.median(line)) if line else 1.2
    return {"system": entry}


def weight_scale(entry, family):
    value = WEIGHT_VALUE.get(family)
    if value is None or value < 400:
        return 1.0
    return 1 + (entry["boldScale"] - 1) * (value - 400) / 300


def text_width(table, family, size, text):
    """The unrounded width of a line, without padding, as `TextMeasurer.lineWidth` gives it:
    San Francisco's advances (scaled for weight and the Display cut, plus Apple's tracking) or a
    metric-compatible font's (`METRIC_FAMILIES`), and Apple Color Emoji's for emoji."""
    system = table["system"]
    metric = table.get(METRIC_FAMILIES.get(family, ""))
    entry = metric or system
    widths = entry["widths"]
    other = widths.get("other", 0.55)
    ems, uncut, count, emoji_points, full_width = 0.0, 0.0, 0, 0.0, 0.0
    display = not family.startswith("name:") and size >= DISPLAY_FROM
    for cluster in clusters(text):
        if system.get("emojiScale") and is_emoji(cluster):
            emoji_points += emoji_size(size)
            continue
        if system.get("fullWidth") and is_full_width(cluster):
            full_width += size
            continue
        for c in cluster:
            if display and c in DISPLAY_UNCUT:
                uncut += widths.get(char_key(c), other)
            else:
                ems += widths.get(char_key(c), other)
            count += 1
    extra = emoji_points * system.get("emojiScale", 0) + full_width
    if metric:
        return ems * size + extra
    weight = weight_scale(system, family)
    factor = weight * (system["displayScale"] if size >= DISPLAY_FROM else 1)
    pairs = capital_pairs(text) * system.get("capitalPair", 0.0) if size < DISPLAY_FROM else 0.0
    return (ems * factor + pairs * weight) * size + uncut * size * weight + count * sf_tracking(size) + extra


def predict(table, family, size, text, kind, scale):
    return ceil_pixel(text_width(table, family, size, text) + table["system"]["padding"].get(kind, 0), scale)


def fit_emoji(table, samples):
    """Apple Color Emoji's advance over the size it is drawn at (`emoji_size`): the median over
    projects of each project's median, from the views with emoji (the rest of the text measured
    with the table), as for the Display and bold ratios."""
    entry = table["system"]
    entry["emojiScale"] = 0.0
    per_owner = collections.defaultdict(list)
    for s in samples:
        emoji = [c for c in clusters(s["text"]) if is_emoji(c)]
        if not emoji:
            continue
        rest = "".join(c for c in clusters(s["text"]) if not is_emoji(c))
        known = text_width(table, s["family"], s["size"], rest) if rest else 0.0
        per_owner[s["owner"]].append((s["width"] - entry["padding"].get(kind_key(s), 0) - known)
                                     / (len(emoji) * emoji_size(s["size"])))
    if len(per_owner) >= 2:
        entry["emojiScale"] = float(np.median([np.median(v) for v in per_owner.values()]))
    entry["emojiSamples"] = sum(len(v) for v in per_owner.values())
    entry["emojiOwners"] = len(per_owner)


def metric_tables():
    """The metric-compatible fonts' advances in ems (`METRIC_FONTS`), for the same characters
    as San Francisco's table."""
    tables = {}
    for name, path in METRIC_FONTS.items():
        advances = font_advances(path)
        widths = {c: w for c, w in advances.items()
                  if 32 <= ord(c) < 0x180 or 0x2010 <= ord(c) < 0x2045 or c == "\u20ac"}
        widths["other"] = float(np.median(list(widths.values())))
        tables[name] = dict(widths=widths, padding={}, displayScale=1.0, boldScale=1.0, emojiScale=0.0,
                            count=0, lineHeight=1.149)
    return tables


def accuracy(table, samples):
    stats = collections.defaultdict(lambda: [0, 0, 0])
    for s in samples:
        w = predict(table, s["family"], s["size"], s["text"], kind_key(s), s["scale"])
        for key in (s["family"], "all"):
            st = stats[key]
            st[0] += 1
            st[1] += abs(w - s["width"]) <= 0.5
            st[2] += abs(w - s["width"]) <= 1.0
    return stats


def swift_string(text):
    out = ""
    for ch in text:
        if ch in "\\\"":
            out += "\\" + ch
        elif ord(ch) < 32 or ord(ch) > 126:
            out += "\\u{%x}" % ord(ch)
        else:
            out += ch
    return '"' + out + '"'


def build_table(corpus, dev):
    """The measurer's tables: San Francisco's fitted on the development half's views `dev`,
    emoji from the development half's views (those of content-sized horizontal stacks too),
    and the metric-compatible fonts'."""
    table = fit(dev)
    fit_emoji(table, [s for s in collect(corpus, content_sized_stacks=True) if is_dev(s["owner"])])
    table["system"]["fullWidth"] = True
    table.update(metric_tables())
    return table


def main():
    """Fits on the corpus's development half; reports it, the check half and every further
    set given (fresh sets, each with its MANIFEST.tsv), held out."""
    corpus = sys.argv[1] if len(sys.argv) > 1 else "../shared/corpus"
    load_scales(corpus)
    samples = collect(corpus)
    dev = [s for s in samples if is_dev(s["owner"])]
    check = [s for s in samples if not is_dev(s["owner"])]
    table = build_table(corpus, dev)
    sets = [("development", dev), ("check", check)]
    sets += [(os.path.basename(os.path.normpath(d)), collect(d)) for d in sys.argv[2:]]
    entry = table["system"]
    print(f"Text views {entry['count']} (used {entry['used']}), capitals {entry['capitals']:+.4f} beside the rest, {entry['capitalPair']:+.4f} em a capital pair ({entry.get('pairSamples')} views of {entry.get('pairOwners')} projects); Display {entry.get('displaySamples')} views of "
          f"{entry.get('displayOwners')} projects, scale {entry['displayScale']:.4f}; bold {entry.get('boldSamples')} views "
          f"of {entry.get('boldOwners')} projects, scale {entry['boldScale']:.4f}; emoji {entry.get('emojiSamples')} views of "
          f"{entry.get('emojiOwners')} projects, scale {entry['emojiScale']:.4f}", file=sys.stderr)
    for name, half in sets:
        stats = accuracy(table, half)
        for family, (n, half_pt, one_pt) in sorted(stats.items(), key=lambda kv: (kv[0] == "all", -kv[1][0])):
            if n >= 5 or family == "all":
                print(f"  {name:12} {family:16} {n:5} {100 * half_pt / n:5.1f} % {100 * one_pt / n:5.1f} %", file=sys.stderr)
    print("// Generated by Scripts/fit-text-metrics.py from the corpus's un-stretched text views")
    print("// (development half, owners a-m). Do not edit by hand: run the script again.")
    print("")
    print("extension TextWidthTable {")
    print("    /// Fitted families by name (`TextFont.family`), and the metric-compatible fonts named")
    print("    /// fonts are measured with (`TextWidthTable.metricFonts`), read from their files.")
    print("    static let fitted: [String: TextWidthTable] = [")
    for family in sorted(table):
        entry = table[family]
        chars = sorted(c for c in entry["widths"] if c != "other")
        print(f"        {swift_string(family)}: TextWidthTable(")
        print(f"            samples: {entry['count']}, lineHeight: {entry['lineHeight']:.4f}, otherAdvance: {entry['widths'].get('other', float(np.median(list(entry['widths'].values())))):.4f},")
        print(f"            characters: {swift_string(''.join(chars))},")
        values = [f"{entry['widths'][c]:.4f}" for c in chars]
        print("            advances: [")
        for i in range(0, len(values), 12):
            print("                " + ", ".join(values[i:i + 12]) + ",")
        print("            ],")
        print(f"            displayScale: {entry['displayScale']:.4f}, boldScale: {entry['boldScale']:.4f}, emojiScale: {entry['emojiScale']:.4f},")
        print(f"            capitalPair: {entry.get('capitalPair', 0.0):.4f},")
        padding = ", ".join(f"{swift_string(k)}: {p:.3f}" for k, p in sorted(entry["padding"].items()))
        print(f"            padding: [{padding or ':'}]),")
    print("    ]")
    print("}")


if __name__ == "__main__":
    main()
