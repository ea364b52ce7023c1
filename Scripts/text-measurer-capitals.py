#!/usr/bin/env python3
"""The text measurer's error on text with capitals, against text without.

Selects the un-stretched iOS and tvOS labels and buttons as `text-measurer-sets.py` does
(system font and its weights, Latin text, frames that measure something), measures each with
the table `fit-text-metrics.py` fits on the corpus's development half, and prints the stored
minus measured width per half (development owners a-m; held out: the check half and every
further set given), size range (Text below 20 points, Display from 20), weight and the way the
text holds capitals: none, capitals only with lowercase letters or spaces between them ("Sign
In"), or capitals beside capitals ("ERROR", "PGP Key"). With `--views` it lists every view with
a capital beside a capital. `TEXT_CAPITAL_PAIRS=0` measures without `capitalPair`, as before
session 21 (AccuracyLog, session 21, caps25):

    python3 Scripts/text-measurer-capitals.py ../shared/corpus /work/fresh/ios /work/fresh/ios19 ...
"""
import collections
import importlib.util
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


sets_module = load("text_measurer_sets", "text-measurer-sets.py")
fit = sets_module.fit


def capital_class(text):
    capitals = sum(fit.is_capital(c) for c in text)
    if fit.capital_pairs(text):
        return "capitals beside capitals"
    return "capitals apart" if capitals else "no capitals"


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    corpus = args[0] if args else "../shared/corpus"
    fit.load_scales(corpus)
    samples = fit.collect(corpus)
    dev = [s for s in samples if fit.is_dev(s["owner"])]
    table = fit.build_table(corpus, dev)
    print(f"capitalPair {table['system'].get('capitalPair', 0.0):+.4f} em", file=sys.stderr)
    groups = [("development", dev), ("held out", [s for s in samples if not fit.is_dev(s["owner"])])]
    for directory in args[1:]:
        groups[1][1].extend(fit.collect(directory))
    stats = collections.defaultdict(list)
    listed = []
    for half, views in groups:
        for s in views:
            if sets_module.script_group(s["text"]) != "Latin":
                continue
            s["measured"] = fit.predict(table, s["family"], s["size"], s["text"], fit.kind_key(s), s["scale"])
            if sets_module.miss_cause(s) == "frames that are no measurement":
                continue
            size = "Display" if s["size"] >= fit.DISPLAY_FROM else "Text"
            weight = "regular" if s["family"] == "system" else "other weights"
            stats[(half, size, weight, capital_class(s["text"]))].append(s)
            if fit.capital_pairs(s["text"]):
                listed.append((half, s))
    print(f"{'half':12} {'size':8} {'weight':14} {'capitals':25} {'views':>5} {'owners':>6} {'<=1 pt':>6} "
          f"{'median':>7} {'mean':>7}")
    for key in sorted(stats):
        views = stats[key]
        errors = [s["width"] - s["measured"] for s in views]
        print(f"{key[0]:12} {key[1]:8} {key[2]:14} {key[3]:25} {len(views):5} {len({s['owner'] for s in views}):6} "
              f"{sum(abs(e) <= 1 for e in errors):6} {statistics.median(errors):+7.2f} {statistics.mean(errors):+7.2f}")
    if "--views" in sys.argv:
        for half, s in listed:
            print(f"  {half:12} {s['owner']:18} {s['family']:15} {s['size']:4g} {s['text']!r:34} "
                  f"stored {s['width']:7.2f} measured {s['measured']:7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
