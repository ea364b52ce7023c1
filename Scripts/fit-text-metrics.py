#!/usr/bin/env python3
"""Fits the text measurer's advance widths and line heights from the corpus.

Xcode stores, for every label, button and text field, the frame Interface Builder gave it;
for a view that nothing stretches (no width constraint, not pinned on both sides, not in a
stack view that sets its width) that frame is Xcode's own measurement of a known string in a known font. This
script collects those views, fits one advance width (in ems) per character and font family
plus one tracking term per point size (SF tightens and loosens its spacing with size), by
least squares with outliers (truncated or stretched views) dropped in rounds, and the line
height (in ems) per family from the stored single-line heights. It fits on the
development half of the projects (owners a-m) only and reports the share of views within
0.5 pt and 1 pt of width on both halves, then writes the table as Swift source:

    python3 Scripts/fit-text-metrics.py ../shared/corpus > Sources/SceneLayout/Intrinsic/TextWidthTable.swift

Needs numpy (python3-numpy). The output is deterministic for a given corpus.
"""
import collections
import csv
import math
import os
import sys
import xml.etree.ElementTree as ET

import numpy as np

# San Francisco's line height in ems (ascender + descender + leading of SF Text: 1.1933 at 17
# points gives the 20.5 (@2x) and 20.333 (@3x) high labels of the corpus).
SF_LINE_HEIGHT = 1.1933

# The labels of Xcode 6's launch-screen template (the app's name in bold 36 points, the
# copyright line), saved 440 or 441 points wide in every project that kept them: frames
# the template never laid out, not measurements.
TEMPLATE_IDS = {"kId-c2-rCX", "8ie-xW-0ye"}

# Views a family needs before its characters and sizes get corrections of their own.
RICH_FAMILY = 100

PRIOR_FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"


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


def ceil_pixel(value, scale):
    return math.ceil(value * scale - 1e-6) / scale


HORIZONTAL_SIDES = {
    "leading": "lead", "left": "lead", "leadingMargin": "lead", "leftMargin": "lead",
    "trailing": "trail", "right": "trail", "trailingMargin": "trail", "rightMargin": "trail",
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
        if element.get("image") or element.find("attributedString") is not None:
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


def collect(corpus):
    """(file, owner, family, size, element, text, width, height, scale, platform, lines)."""
    owners = {}
    with open(os.path.join(corpus, "MANIFEST.tsv")) as f:
        for row in csv.DictReader(f, delimiter="\t"):
            owners[row["file"]] = row["repo"].split("/")[0].lower()
    samples = []
    for name in sorted(owners):
        path = os.path.join(corpus, name)
        try:
            root = ET.parse(path).getroot()
        except (ET.ParseError, OSError):
            continue
        platform = "macOS" if "Cocoa" in (root.get("targetRuntime") or "") and "Touch" not in (root.get("targetRuntime") or "") else "iOS"
        device = root.find("device")
        scale = SCALES.get(device.get("id"), 2.0) if device is not None else (1.0 if platform == "macOS" else 2.0)
        if platform == "macOS":
            scale = 1.0
        parents = {child: parent for parent in root.iter() for child in parent}
        # Which views are constrained in width, and on which horizontal sides (equalities).
        width_fixed, height_fixed, sides = set(), set(), collections.defaultdict(set)
        for constraints in root.iter("constraints"):
            owner = parents.get(constraints)
            for c in constraints.findall("constraint"):
                first = c.get("firstItem") or (owner.get("id") if owner is not None else None)
                second = c.get("secondItem")
                for item, attr in ((first, c.get("firstAttribute")), (second, c.get("secondAttribute"))):
                    if item is None:
                        continue
                    if attr == "width":
                        width_fixed.add(item)
                    if attr == "height" and second is None:
                        height_fixed.add(item)
                    if attr in HORIZONTAL_SIDES and c.get("relation") is None:
                        sides[item].add(HORIZONTAL_SIDES[attr])
        for element in root.iter():
            if element.tag not in ("label", "button", "textField"):
                continue
            text = text_of(element)
            if not text or "\n" in text:
                continue
            view_id = element.get("id")
            if view_id in TEMPLATE_IDS:
                continue
            if view_id in width_fixed or len(sides[view_id]) == 2:
                continue
            if element.get("ambiguous") == "YES" or element.get("misplaced") == "YES" or element.get("adjustsFontSizeToFit") == "YES":
                continue
            if element.find("variation") is not None:
                continue
            parent = parents.get(element)
            grand = parents.get(parent) if parent is not None else None
            if grand is not None and grand.tag == "stackView" and not stack_keeps_width(grand):
                continue
            if any(child.tag == "size" and child.get("key") == "intrinsicContentSize" for child in element):
                continue
            frame = next((r for r in element.findall("rect") if r.get("key") == "frame"), None)
            if frame is None:
                continue
            font = family_key(element, platform)
            if font is None:
                continue
            lines = int(element.get("numberOfLines") or 1)
            height = float(frame.get("height"))
            measured_height = element.tag == "label" and abs(height - ceil_pixel(font[1] * SF_LINE_HEIGHT, scale)) < 0.01
            if element.tag == "label" and not measured_height and view_id not in height_fixed:
                continue  # a frame drawn by hand (or wrapped text): not a measurement
            samples.append(dict(file=name, owner=owners[name], family=font[0], size=font[1], element=element.tag,
                                style=(element.get("buttonType") or "") if element.tag == "button" else "",
                                text=text, width=float(frame.get("width")), height=float(frame.get("height")),
                                scale=scale, platform=platform, lines=lines, measuredHeight=measured_height))
    return samples


def is_dev(owner):
    return "a" <= owner[:1] <= "m"


CHAR_CLASSES = None


def char_key(ch):
    return ch if ord(ch) < 0x2000 else "\u2026" if ch == "\u2026" else "other"


def kind_key(sample):
    """Padding class: what a view adds around its text (fitted as an intercept)."""
    return sample["platform"] + ":" + sample["element"]


def fit(samples, min_samples=20):
    """Per family: advance widths per character (ems), tracking per point size (points per
    character), padding per kind of view (points). The widths are the prior font's scaled
    by one factor plus a correction per character held towards zero (a ridge), so only
    characters the data show often move; views the fit misses by more than three median
    errors (truncated or stretched ones) are dropped and the fit repeated."""
    prior_font = font_advances(PRIOR_FONT)
    families = collections.defaultdict(list)
    for s in samples:
        families[s["family"]].append(s)
    result = {}
    for family in sorted(families, key=lambda f: (-len(families[f]), f)):
        rows = families[family]
        if len(rows) < min_samples:
            continue
        chars = sorted({char_key(c) for s in rows for c in s["text"]})
        sizes = sorted({s["size"] for s in rows})
        fam_kinds = sorted({kind_key(s) for s in rows})
        col = {("scale",): 0}
        for c in chars:
            col[("c", c)] = len(col)
        for size in sizes:
            col[("t", size)] = len(col)
        for k in fam_kinds:
            col[("k", k)] = len(col)
        a = np.zeros((len(rows), len(col)))
        b = np.zeros(len(rows))
        for i, s in enumerate(rows):
            for c, n in collections.Counter(char_key(c) for c in s["text"]).items():
                a[i, 0] += n * s["size"] * prior_font.get(c, 0.55)
                a[i, col[("c", c)]] += n * s["size"]
            a[i, col[("t", s["size"])]] = len(s["text"])
            a[i, col[("k", kind_key(s))]] = 1
            b[i] = s["width"]
        # A correction per character costs like four views missed by its size, and a
        # family with few views gets none (nor a tracking per size): the prior font's
        # proportions scaled by one factor explain a small family better than a fit of it.
        rich = len(rows) >= RICH_FAMILY
        ridge = np.zeros(len(col))
        for c in chars:
            ridge[col[("c", c)]] = 17.0 ** 2 * 4 if rich else 1e9
        for size in sizes:
            ridge[col[("t", size)]] = 30.0 if rich else 1e9
        # Start from the prior font scaled by the median ratio, keeping the views it
        # explains within a few points; refit on those and repeat.
        prior_widths = np.array([sum(prior_font.get(c, 0.55) for c in s["text"]) * s["size"] for s in rows])
        ratio = float(np.median(b / prior_widths))
        keep = np.abs(b - ratio * prior_widths) < max(4.0, 0.05 * float(np.median(b)))
        for _ in range(8):
            sub, target = a[keep], b[keep]
            x = np.linalg.solve(sub.T @ sub + np.diag(ridge) + 1e-9 * np.eye(len(col)), sub.T @ target)
            residual = b - a @ x
            keep = np.abs(residual) < max(1.0, min(4.0, 3 * np.median(np.abs(residual[keep]))))
        widths = {c: float(x[0] * prior_font.get(c, 0.55) + x[col[("c", c)]]) for c in chars}
        for c, w in prior_font.items():
            if c not in widths and (32 <= ord(c) < 0x180 or 0x2010 <= ord(c) < 0x2045 or c == "\u20ac"):
                widths[c] = float(x[0] * w)
        tracking = {size: float(x[col[("t", size)]]) for size in sizes}
        padding = {k: float(x[col[("k", k)]]) for k in fam_kinds}
        line = [s["height"] / s["size"] for s in rows if s["element"] == "label" and s["measuredHeight"]]
        line_height = float(np.median(line)) if line else 1.2
        result[family] = dict(widths=widths, tracking=tracking, padding=padding, lineHeight=line_height,
                              count=len(rows), used=int(keep.sum()))
    return result


def predict(table, family, size, text, kind, scale):
    entry = table.get(family) or table.get("system")
    if entry is None:
        return None
    widths = entry["widths"]
    default = float(np.median(list(widths.values())))
    em = sum(widths.get(char_key(c), default) for c in text)
    tracking = entry["tracking"]
    if size in tracking:
        track = tracking[size]
    else:
        near = min(tracking, key=lambda s: abs(s - size))
        track = tracking[near] * size / near if near else 0
    width = em * size + track * len(text) + entry["padding"].get(kind, 0)
    return ceil_pixel(width, scale)


def accuracy(table, samples):
    stats = collections.defaultdict(lambda: [0, 0, 0])
    for s in samples:
        w = predict(table, s["family"], s["size"], s["text"], kind_key(s), s["scale"])
        if w is None:
            continue
        family = s["family"] if s["family"] in table else "other"
        st = stats[family]
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


def main():
    corpus = sys.argv[1] if len(sys.argv) > 1 else "../shared/corpus"
    load_scales(corpus)
    samples = collect(corpus)
    dev = [s for s in samples if is_dev(s["owner"])]
    check = [s for s in samples if not is_dev(s["owner"])]
    table = fit(dev)
    for name, half in (("development", dev), ("check", check)):
        stats = accuracy(table, half)
        total = [sum(v[i] for v in stats.values()) for i in range(3)]
        print(f"{name}: {total[0]} views, {100 * total[1] / max(1, total[0]):.1f} % within 0.5 pt, "
              f"{100 * total[2] / max(1, total[0]):.1f} % within 1 pt", file=sys.stderr)
        for family, (n, half_pt, one_pt) in sorted(stats.items(), key=lambda kv: -kv[1][0])[:12]:
            print(f"  {family:28} {n:5} {100 * half_pt / n:5.1f} % {100 * one_pt / n:5.1f} %", file=sys.stderr)
    print("// Generated by Scripts/fit-text-metrics.py from the corpus's un-stretched text views")
    print("// (development half, owners a-m). Do not edit by hand: run the script again.")
    print("")
    print("extension TextWidthTable {")
    print("    /// Fitted families by name (`TextFont.family`).")
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
        sizes = sorted(entry["tracking"])
        print(f"            trackingSizes: [{', '.join(f'{x:g}' for x in sizes)}],")
        tracking = ", ".join("%.4f" % entry["tracking"][x] for x in sizes)
        print(f"            tracking: [{tracking}],")
        padding = ", ".join(f"{swift_string(k)}: {p:.3f}" for k, p in sorted(entry["padding"].items()))
        print(f"            padding: [{padding}]),")
    print("    ]")
    print("}")


if __name__ == "__main__":
    main()
