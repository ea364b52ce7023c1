#!/usr/bin/env python3
"""The text measurer on every document set, by font family and by script.

Selects the un-stretched iOS and tvOS labels and buttons as `TextMeasurerAccuracyTests`
does (`fit-text-metrics.py`'s `collect`), views in a named font included, and measures
each with the table `fit-text-metrics.py` fits on the corpus's development half, as
`TextMeasurer` does. Prints, per set (the corpus's two halves, then every further set
given, each with its MANIFEST.tsv) and per family group, the views within 0.5 and 1 point
of the stored width:

    python3 Scripts/text-measurer-sets.py ../shared/corpus /work/fresh/ios /work/fresh/ios19 ...

Family groups: `system` (regular), `system, other weights`, `Apple font` (a font iOS
ships: Helvetica Neue, Avenir, Menlo, …), `custom font` (one the app brings). Script
groups: `Latin` (every character below U+2000, the ellipsis), `emoji` (a character
Apple Color Emoji draws), `CJK`, `other` (symbols, Cyrillic, Arabic, …). With `--views`
it prints every view (set, owner, file, family, size, text, stored and measured width);
with `--before`, session 17's measurer (no emoji advance, San Francisco's table for every
named font). With `--causes` it prints the held-out views (the check half and every further
set) more than 1 pt from the stored width by cause (`miss_cause`, session 20's text24
classes; AccuracyLog, session 21, text25).
"""
import collections
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("fit", os.path.join(HERE, "fit-text-metrics.py"))
fit = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fit)

# Font families iOS ships (the PostScript name's family part, before the first "-").
APPLE_FONTS = {
    "AcademyEngravedLetPlain", "AmericanTypewriter", "AppleColorEmoji", "AppleSDGothicNeo", "Arial", "ArialMT",
    "ArialHebrew", "ArialRoundedMTBold", "Avenir", "AvenirNext", "AvenirNextCondensed", "Baskerville",
    "BodoniSvtyTwoITCTT", "BradleyHandITCTT", "ChalkboardSE", "Chalkduster", "Cochin", "Copperplate",
    "Courier", "CourierNewPSMT", "CourierNewPS", "DINAlternate", "DINCondensed", "Damascus", "Didot",
    "EuphemiaUCAS", "Farah", "Futura", "GeezaPro", "Georgia", "GillSans", "Helvetica", "HelveticaNeue",
    "HiraginoSans", "HiraMinProN", "HoeflerText", "Kailasa", "Kefa", "MarkerFelt", "Menlo", "Noteworthy",
    "Optima", "Palatino", "Papyrus", "PartyLetPlain", "PingFangSC", "PingFangTC", "PingFangHK", "Rockwell",
    "SavoyeLetPlain", "SnellRoundhand", "STHeitiSC", "STHeitiTC", "Superclarendon", "Symbol", "Thonburi",
    "TimesNewRomanPSMT", "TimesNewRomanPS", "TrebuchetMS", "Trebuchet", "Verdana", "ZapfDingbatsITC",
    "Zapfino", "GurmukhiMN", "KohinoorBangla", "KohinoorDevanagari", "NotoSansChakma",
}


def family_group(family):
    if not family.startswith("name:"):
        return "system" if family == "system" else "system, other weights"
    name = family[5:]
    if name.startswith("."):
        return "Apple font"  # the system font spelled by name (.SFUIText, …)
    return "Apple font" if name.split("-")[0] in APPLE_FONTS else "custom font"


def is_emoji(ch):
    code = ord(ch)
    return (0x1F000 <= code <= 0x1FAFF or 0x2600 <= code <= 0x27BF or 0x2B00 <= code <= 0x2BFF
            or code in (0x203C, 0x2049, 0x2122, 0x2139, 0x231A, 0x231B, 0x2328, 0x23CF) or 0x23E9 <= code <= 0x23FA
            or code == 0xFE0F or code == 0x200D)


def is_cjk(ch):
    code = ord(ch)
    return (0x3000 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xAC00 <= code <= 0xD7AF
            or 0xFF00 <= code <= 0xFFEF or 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F)


def script_group(text):
    if any(is_emoji(c) for c in text):
        return "emoji"
    if any(is_cjk(c) for c in text):
        return "CJK"
    if all(ord(c) < 0x2000 or c == "\u2026" for c in text):
        return "Latin"
    return "other"


def is_hangul(text):
    return any(0xAC00 <= ord(c) <= 0xD7A3 or 0x3130 <= ord(c) <= 0x318F for c in text)


def miss_cause(s):
    """Why a view is measured as it is, in the order the causes are told apart: a frame that
    measures nothing (off by more than 12 % of its width and 8 points), a font without metrics,
    a script, then the system font by size (Display from 20 points), weight and characters."""
    error = s["width"] - s["measured"]
    script = script_group(s["text"])
    group = family_group(s["family"])
    if abs(error) > max(8, 0.12 * s["width"]) and script != "CJK":
        return "frames that are no measurement"
    if group == "custom font":
        return "custom fonts (no metrics)"
    if group == "Apple font":
        return "named Apple fonts"
    if script == "CJK":
        return "Hangul" if is_hangul(s["text"]) else "CJK ideographs and kana"
    if script != "Latin":
        return script if script == "emoji" else "other scripts and symbols"
    if s["size"] >= fit.DISPLAY_FROM:
        return "Display sizes, " + ("regular" if s["family"] == "system" else "other weights")
    if s["family"] != "system":
        return "Text sizes, other weights"
    if any(c.isdigit() for c in s["text"]):
        return "Text sizes, regular, with figures"
    if any(not c.isalnum() and c != " " for c in s["text"]):
        return "Text sizes, regular, with punctuation"
    return "Text sizes, regular, letters only"


def print_causes(views):
    stats = collections.defaultdict(lambda: [0, 0, set()])
    for s in views:
        st = stats[miss_cause(s)]
        st[0] += 1
        st[1] += abs(s["width"] - s["measured"]) > 1
        st[2].add(s["owner"])
    print(f"\nheld out by cause: {'cause':38} {'views':>5} {'misses':>6} {'owners':>6}")
    for cause in sorted(stats, key=lambda c: (-stats[c][1], c)):
        n, misses, owners = stats[cause]
        print(f"{'':19}{cause:38} {n:5} {misses:6} {len(owners):6}")
    print(f"{'':19}{'all':38} {sum(v[0] for v in stats.values()):5} {sum(v[1] for v in stats.values()):6}")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    show_views = "--views" in sys.argv
    corpus = args[0] if args else "../shared/corpus"
    fit.load_scales(corpus)
    samples = fit.collect(corpus, named_fonts=True)
    dev = [s for s in samples if fit.is_dev(s["owner"])]
    if "--before" in sys.argv:  # session 17's measurer: no emoji, every named font with San Francisco's table
        table = fit.fit([s for s in dev if not s["family"].startswith("name:")])
        table["system"]["emojiScale"] = 0.0
    elif "--no-full-width" in sys.argv:
        table = fit.build_table(corpus, [s for s in dev if not s["family"].startswith("name:")])
        table["system"]["fullWidth"] = False
    else:
        table = fit.build_table(corpus, [s for s in dev if not s["family"].startswith("name:")])
    sets = [("development", dev), ("check", [s for s in samples if not fit.is_dev(s["owner"])])]
    sets += [(os.path.basename(os.path.normpath(d)), fit.collect(d, named_fonts=True)) for d in args[1:]]
    print(f"{'set':12} {'group':24} {'views':>5} {'owners':>6} {'<=0.5 pt':>9} {'<=1 pt':>7}")
    for name, views in sets:
        stats = collections.defaultdict(lambda: [0, 0, 0, set()])
        for s in views:
            w = fit.predict(table, s["family"], s["size"], s["text"], fit.kind_key(s), s["scale"])
            s["measured"] = w
            error = abs(w - s["width"])
            for key in (family_group(s["family"]), "script: " + script_group(s["text"]), "all"):
                st = stats[key]
                st[0] += 1
                st[1] += error <= 0.5
                st[2] += error <= 1.0
                st[3].add(s["owner"])
            if show_views:
                print(f"  view {name} {s['owner']} {s['file']} {s['family']} {s['size']:g} {s['element']} "
                      f"{s['text']!r} stored {s['width']:g} measured {w:g}")
        order = ["system", "system, other weights", "Apple font", "custom font",
                 "script: Latin", "script: emoji", "script: CJK", "script: other", "all"]
        for key in order:
            if key in stats:
                n, half, one, owners = stats[key]
                print(f"{name:12} {key:24} {n:5} {len(owners):6} {100 * half / n:8.1f}% {100 * one / n:6.1f}%")
    if "--causes" in sys.argv:
        print_causes([s for name, views in sets if name != "development" for s in views])
    return 0


if __name__ == "__main__":
    sys.exit(main())
