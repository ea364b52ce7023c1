#!/usr/bin/env python3
"""Apple's documented relations for San Francisco against Xcode's frames of held-out text.

The text measurer (`TextMeasurer`) takes two things from documentation rather than from a fit:
the tracking by point size (the Human Interface Guidelines' table, `SanFranciscoTracking`) and
the positions of the weights between Regular and Bold (the variable font's weight axis,
`TextWidthTable.weightValues`). This script asks whether another documented relation would
explain the views the measurer misses, on the views `Scripts/text-measurer-sets.py` selects
(the corpus's two halves and every further set given; owners n-z and digits and the fresh
sets are held out), and prints three reports:

1. Tracking, per point size from 20 (views in the system font, Latin text, not frames that
   measure nothing): the per-character error (stored less measured width over characters) in
   points and in thousandths of an em, its median and spread, beside the tracking of the
   guidelines' table for the static fonts (today's) and the difference the variable font's
   table (the guidelines since 2020) would make. A tracking error is one number per size,
   the same for every view of that size: the spread within a size is what it cannot explain.
2. The variable font (Xcode 12 and later documents, toolsVersion 17000 on): views within 1 pt
   by half, era and size, today, with the 2020 tracking table (H1), and with the 2020 table
   and the advances blended from Text to Display between 17 and 28 points (H2, the range over
   which that table moves from Text's tracking to Display's) or between 20 and 28 (H3).
3. Weights: per weight, the ratio of each view's advances to the regular ones that its stored
   width implies (median over owners of each owner's median, as the fitted ratios are taken),
   and views within 1 pt when the weight sits between Regular (0) and Bold (1) by the variable
   font's axis values (Medium 510, Semibold 590, Heavy 860, Black 1000, Light 274: today's for
   the heavier weights; lighter weights take the regular advances), the static fonts' weight
   classes (500, 600, 800, 900, 300) or UIFont.Weight's values (0.23, 0.3, 0.56, 0.62, -0.4
   over Bold's 0.4).

    python3 Scripts/text-measurer-relations.py ../shared/corpus /work/fresh/ios /work/fresh/ios19 ...

AccuracyLog, session 21, text25.
"""
import collections
import importlib.util
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


fit = load("fit", "fit-text-metrics.py")
sets_module = load("sets", "text-measurer-sets.py")

# The guidelines' tracking table for the variable SF Pro (2020 on), thousandths of an em by
# point size; each value holds from its size up to the next one listed.
VARIABLE_TRACKING = {
    6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25,
    19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14, 29: 14, 30: 14, 31: 13,
    32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10, 41: 9, 42: 9, 43: 9, 44: 8,
    45: 8, 46: 8, 47: 8, 48: 8, 49: 7, 50: 7, 51: 7, 52: 6, 53: 6, 54: 5, 56: 5, 58: 4, 60: 4, 62: 4,
    64: 3, 66: 3, 68: 2, 70: 2, 72: 2, 76: 1, 80: 0}

# toolsVersion of Xcode 12, the first to draw with iOS 14's variable system font.
XCODE12 = 17000

# Where each weight sits between Regular (0) and Bold (1) under three documented relations.
WEIGHT_RELATIONS = {
    "axis": {"mediumSystem": 110 / 300, "semiboldSystem": 190 / 300, "heavySystem": 460 / 300,
             "blackSystem": 600 / 300, "lightSystem": -126 / 300},
    "class": {"mediumSystem": 1 / 3, "semiboldSystem": 2 / 3, "heavySystem": 4 / 3, "blackSystem": 5 / 3,
              "lightSystem": -1 / 3},
    "UIFont.Weight": {"mediumSystem": 0.23 / 0.4, "semiboldSystem": 0.3 / 0.4, "heavySystem": 0.56 / 0.4,
                      "blackSystem": 0.62 / 0.4, "lightSystem": -1.0},
}


def table_value(table, size):
    listed = [s for s in sorted(table) if s <= size]
    return table[listed[-1]] if listed else table[min(table)]


def measures_nothing(view):
    """A frame off by more than 12 % of its width and 8 points (text24's cut)."""
    return abs(view["error"]) > max(8, 0.12 * view["width"])


def is_system_latin(view):
    return not view["family"].startswith("name:") and sets_module.script_group(view["text"]) == "Latin"


class Measure:
    """`fit-text-metrics.py`'s measurer with its parts open to the alternatives."""

    def __init__(self, table):
        self.system = table["system"]
        self.widths = self.system["widths"]
        self.other = self.widths.get("other", 0.55)

    def advances(self, text, display_ratio):
        """Ems of the text, letters scaled by `display_ratio`, figures (`DISPLAY_UNCUT`) not."""
        return sum(self.widths.get(fit.char_key(c), self.other) * (1 if c in fit.DISPLAY_UNCUT else display_ratio)
                   for c in text)

    def width(self, view, weight_position=None, tracking=None, display_ratio=None):
        size = view["size"]
        if weight_position is None:
            weight_position = (fit.weight_scale(self.system, view["family"]) - 1) / (self.system["boldScale"] - 1)
        weight = 1 + (self.system["boldScale"] - 1) * weight_position
        if display_ratio is None:
            display_ratio = self.system["displayScale"] if size >= fit.DISPLAY_FROM else 1
        per_character = fit.sf_tracking(size) if tracking is None else table_value(tracking, size) * size / 1000
        text = self.advances(view["text"], display_ratio) * size * weight + len(view["text"]) * per_character
        return fit.ceil_pixel(text + self.system["padding"].get(fit.kind_key(view), 0), view["scale"])

    def implied_weight(self, view):
        """The weight ratio the stored width implies, with today's tracking and Display cut."""
        size = view["size"]
        ratio = self.system["displayScale"] if size >= fit.DISPLAY_FROM else 1
        rest = view["width"] - self.system["padding"].get(fit.kind_key(view), 0) - len(view["text"]) * fit.sf_tracking(size)
        return rest / (self.advances(view["text"], ratio) * size)


def tracking_report(views):
    print("1. Tracking at Display sizes (held out; system font, Latin, frames that measure something)")
    print("per character: (stored - measured) / characters, in points and in thousandths of an em;"
          " spread: max - min; tracking tables in thousandths of an em")
    print(f"{'size':>4} {'views':>5} {'misses':>6} {'owners':>6} {'median pt':>9} {'min pt':>7} {'max pt':>7}"
          f" {'median em':>9} {'spread em':>9} {'static':>6} {'variable-static':>15}")
    by_size = collections.defaultdict(list)
    for v in views:
        if v["held"] and is_system_latin(v) and v["size"] >= fit.DISPLAY_FROM and not measures_nothing(v):
            by_size[v["size"]].append(v)
    for size in sorted(by_size):
        group = by_size[size]
        per = [v["error"] / len(v["text"]) for v in group]
        static = table_value(fit.SF_TRACKING, size)
        print(f"{size:4g} {len(group):5} {sum(abs(v['error']) > 1 for v in group):6} {len({v['owner'] for v in group}):6}"
              f" {statistics.median(per):+9.3f} {min(per):+7.3f} {max(per):+7.3f}"
              f" {1000 * statistics.median(per) / size:+9.1f} {1000 * (max(per) - min(per)) / size:9.1f}"
              f" {static:+6} {table_value(VARIABLE_TRACKING, size) - static:+15}")


def variable_font_report(views, measure):
    print("\n2. The variable font in Xcode 12 and later documents: views within 1 pt (system font, Latin)")

    def blended(view, low, high):
        t = min(1.0, max(0.0, (view["size"] - low) / (high - low)))
        return measure.width(view, tracking=VARIABLE_TRACKING, display_ratio=1 + t * (measure.system["displayScale"] - 1))

    hypotheses = {
        "today": lambda v: v["measured"],
        "H1 2020 tracking": lambda v: measure.width(v, tracking=VARIABLE_TRACKING),
        "H2 + blend 17-28": lambda v: blended(v, 17, 28),
        "H3 + blend 20-28": lambda v: blended(v, 20, 28),
    }
    counts = collections.defaultdict(lambda: collections.Counter())
    for v in views:
        if not is_system_latin(v) or measures_nothing(v):
            continue
        half = "held out" if v["held"] else "development"
        era = "Xcode 12+" if v["tools"] >= XCODE12 else "before 12"
        size = "below 17" if v["size"] < 17 else "17-19" if v["size"] < 20 else "20-27" if v["size"] < 28 else "28 up"
        for name, width in hypotheses.items():
            ok = abs((width(v) if v["tools"] >= XCODE12 else v["measured"]) - v["width"]) <= 1
            for key in ((half, era, size), (half, era, "all"), (half, "all", "all")):
                counts[key][name] += ok
                counts[key]["views"] += name == "today"
    print(f"{'half':12} {'era':10} {'size':9} {'views':>5} " + " ".join(f"{h:>17}" for h in hypotheses))
    for key in sorted(counts):
        c = counts[key]
        print(f"{key[0]:12} {key[1]:10} {key[2]:9} {c['views']:5} " + " ".join(f"{c[h]:17}" for h in hypotheses))


def weight_report(views, measure):
    print("\n3. Weights: implied ratio to the regular advances and views within 1 pt by relation (Latin, frames that measure something)")
    print(f"{'weight':15} {'half':12} {'views':>5} {'owners':>6} {'implied':>8} {'position':>8}  today  "
          + "  ".join(f"{r:>13}" for r in WEIGHT_RELATIONS))
    for family in ("lightSystem", "mediumSystem", "semiboldSystem", "heavySystem", "blackSystem"):
        for held in (False, True):
            group = [v for v in views if v["family"] == family and v["held"] == held and is_system_latin(v)
                     and not measures_nothing(v)]
            if not group:
                continue
            per_owner = collections.defaultdict(list)
            for v in group:
                per_owner[v["owner"]].append(measure.implied_weight(v))
            implied = statistics.median(statistics.median(x) for x in per_owner.values())
            position = (implied - 1) / (measure.system["boldScale"] - 1)
            today = sum(abs(v["measured"] - v["width"]) <= 1 for v in group)
            line = (f"{family:15} {'held out' if held else 'development':12} {len(group):5} {len(per_owner):6}"
                    f" {implied:8.4f} {position:+8.2f}  {today:5}  ")
            line += "  ".join(f"{sum(abs(measure.width(v, weight_position=r[family]) - v['width']) <= 1 for v in group):13}"
                              for r in WEIGHT_RELATIONS.values())
            print(line)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    corpus = args[0] if args else "../shared/corpus"
    fit.load_scales(corpus)
    samples = fit.collect(corpus, named_fonts=True)
    dev = [s for s in samples if fit.is_dev(s["owner"])]
    table = fit.build_table(corpus, [s for s in dev if not s["family"].startswith("name:")])
    views = [dict(s, held=not fit.is_dev(s["owner"])) for s in samples]
    for directory in args[1:]:
        views += [dict(s, held=True) for s in fit.collect(directory, named_fonts=True)]
    measure = Measure(table)
    for v in views:
        v["measured"] = fit.predict(table, v["family"], v["size"], v["text"], fit.kind_key(v), v["scale"])
        v["error"] = v["width"] - v["measured"]
    tracking_report(views)
    variable_font_report(views, measure)
    weight_report(views, measure)
    return 0


if __name__ == "__main__":
    sys.exit(main())
