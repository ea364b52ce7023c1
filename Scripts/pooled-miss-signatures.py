#!/usr/bin/env python3
"""The misses of several document sets grouped by a signature that names no file.

    Scripts/pooled-miss-signatures.py NAME=ROWS.json:MAP.tsv@DIR ... [--fine | --loose] [--min-owners N]
        [--categories] [--category NAME] [--gained-from NAME,NAME]

Each argument is one set: NAME (corpus, ios19, …), the rows `Scripts/per-view-mismatches.py
--platform all` wrote for it, after a colon the map the `corpusMissMap` test wrote for the same
set (`SCENELAYOUT_CORPUS=DIR SCENELAYOUT_MISS_MAP=MAP.tsv swift test --filter
StoredFrameVerdictTests/corpusMissMap`), which gives each miss its class (a1 stale geometry, a2
metric, a3 a constraint the tool adds, b optional, c open, c-elsewhere) and cause, and after an
@ the set's folder (its documents are read for platform, kind, era and categories).

A signature is: platform, document kind (xib, storyboard), the element with its style, size and
kind attributes (a button cell's type: push, check, radio; a box's type, border and title), its
container's element, the verdict's class and cause; with --fine also the Xcode era band, the
stored residual of the deciding constraint (to half a point) and which edges moved by how much;
with --loose only platform, element with its style, class and cause (a control's metric shows
in XIBs and storyboards alike, under any container, and through constraints that move different
edges: read every loose signature's views). Stale misses (class a1, and Xcode 6–8's launch-
screen template whose labels were never laid out: a label in a LaunchScreen XIB one point wider
than its constraints allow) are left out of the signatures and counted apart. Prints every
signature with at least --min-owners owners (default 2), its views, owners and sets; with
--categories, each corpus category (the corpus test's: platform, kind, era, with
cells/stack/scroll views/variations) with its misses split into stale, in a signature of two or
more owners, and single-owner; with --category NAME, that category's misses per owner; with
--gained-from NAMES (sets given as arguments, by name, comma-separated), only the signatures
that have --min-owners owners with every set and fewer without the named ones, each with its
owner count before: what new sets add to the map (session 18, pool22).
"""
import argparse
import collections
import csv
import json
import os
import re
import signal

ERAS = ((11000, 'Xcode 6-7'), (14000, 'Xcode 8-9'), (18000, 'Xcode 10-12'), (22000, 'Xcode 13-14'),
        (24000, 'Xcode 15-16'), (float('inf'), 'Xcode 26'))
CATEGORY_ORDER = ['all', 'iOS', 'macOS', 'tvOS'] + [e for _, e in ERAS] + \
    ['storyboard', 'xib', 'with cells', 'with scroll views', 'with stack views', 'with variations']


# Beta builds write this placeholder as `toolsVersion`; their plug-in version is the
# build's own, as `DocumentHeader.eraToolsVersion` reads it (Xcode 15 betas: 22684-22690).
BETA_PLACEHOLDER = 32700


def era(tools, plugin=None):
    try:
        number = float(tools.split('.')[0])
    except (AttributeError, ValueError):
        number = 0
    if number >= BETA_PLACEHOLDER and plugin:
        try:
            number = float(plugin.split('.')[0])
        except ValueError:
            pass
    return next(name for limit, name in ERAS if number < limit)


def owner(row):
    return row['repo'].split('/')[0].lower()


def half_point(value):
    return round(value * 2) / 2


def moved_edges(row):
    if not row['got']:
        return 'not laid out'
    deltas = [half_point(g - s) for g, s in zip(row['got'], row['stored'])]
    return ' '.join(f'{n}{d:+g}' for n, d in zip('xywh', deltas) if d) or '0'


def element(row):
    view = row['view']
    attributes = [f'{k}={view[k]}' for k in ('style', 'controlSize', 'borderStyle', 'boxType', 'borderType', 'titlePosition') if k in view]
    attributes += [f'{k[5:]}={view[k]}' for k in ('cell.type', 'cell.bezelStyle', 'cell.controlSize', 'cell.borderStyle') if k in view]
    return view['class'] + (f"({','.join(attributes)})" if attributes else '')


class Document:
    """What the categories and the signature need from a document's text."""
    cache = {}

    def __init__(self, path):
        text = open(path, encoding='utf-8', errors='replace').read()
        self.platform = 'macOS' if 'MacOSX.Cocoa' in text[:3000] else 'tvOS' if 'AppleTV' in text[:3000] else 'iOS'
        self.kind = 'storyboard' if path.endswith('.storyboard') else 'xib'
        tools = re.search(r'toolsVersion="([0-9.]+)"', text)
        plugin = re.search(r'<plugIn [^>]*version="([0-9.]+)"', text[:3000])
        self.era = era(tools.group(1) if tools else '0', plugin.group(1) if plugin else None)
        self.categories = [self.platform, self.kind, self.era]
        for name, pattern in (('with cells', r'<(tableViewCell|collectionViewCell|collectionReusableView|tableCellView)[ >]'),
                              ('with stack views', r'<stackView[ >]'),
                              ('with scroll views', r'<(scrollView|tableView|collectionView|textView|outlineView)[ >]'),
                              ('with variations', r'<variation[ >]')):
            if re.search(pattern, text):
                self.categories.append(name)

    @classmethod
    def at(cls, path):
        if path not in cls.cache:
            cls.cache[path] = Document(path)
        return cls.cache[path]


def load(arguments):
    rows = []
    for argument in arguments:
        name, rest = argument.split('=', 1)
        rest, _, directory = rest.partition('@')
        rows_path, _, map_path = rest.partition(':')
        verdicts = {}
        if map_path:
            with open(map_path) as f:
                for m in csv.DictReader(f, delimiter='\t'):
                    verdicts[(m['file'], m['view'])] = m
        for row in json.load(open(rows_path)):
            row['set'] = name
            row['document'] = Document.at(os.path.join(directory, row['file']))
            row['verdict'] = verdicts.get((row['file'], row['id']), {})
            rows.append(row)
    return rows


def is_stale(row):
    verdict = row['verdict']
    if verdict.get('class') == 'a1':
        return True
    # Xcode 6–8's launch-screen template: labels 441 wide between a 20-point leading edge and
    # a centre that allow 440 (session 13: its frames were never laid out).
    return ('LaunchScreen' in row['file'] and verdict.get('class') == 'b' and row['document'].kind == 'xib'
            and row['document'].era in ('Xcode 6-7', 'Xcode 8-9') and 'w-1' in moved_edges(row))


def signature(row, fine, loose=False):
    verdict = row['verdict']
    if loose:
        return (row['document'].platform, element(row), verdict.get('class', '?'), verdict.get('cause', '?'))
    parts = [row['document'].platform, row['document'].kind, element(row), 'in ' + str(row['container']),
             verdict.get('class', '?'), verdict.get('cause', '?')]
    if fine:
        try:
            residual = f"{half_point(float(verdict['stored'])):+g}"
        except (KeyError, ValueError):
            residual = '?'
        parts += [row['document'].era, residual, moved_edges(row)]
    return tuple(parts)


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `| head` ends the listing quietly
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('sets', nargs='+')
    detail = parser.add_mutually_exclusive_group()
    detail.add_argument('--fine', action='store_true')
    detail.add_argument('--loose', action='store_true')
    parser.add_argument('--min-owners', type=int, default=2)
    parser.add_argument('--categories', action='store_true')
    parser.add_argument('--category')
    parser.add_argument('--gained-from', help='comma-separated set names: signatures these sets give more owners')
    args = parser.parse_args()
    rows = load(args.sets)
    misses = [r for r in rows if not r['ok']]
    groups = collections.defaultdict(list)
    for row in misses:
        if not is_stale(row):
            groups[signature(row, args.fine, args.loose)].append(row)
    shared = {s for s, g in groups.items() if len({owner(r) for r in g}) >= 2}
    if args.categories:
        table = collections.defaultdict(collections.Counter)
        for row in rows:
            for category in row['document'].categories + ['all']:
                counts = table[(row['set'], category)]
                counts['views'] += 1
                if not row['ok']:
                    counts['misses'] += 1
                    counts['stale' if is_stale(row) else 'shared' if signature(row, args.fine, args.loose) in shared else 'single'] += 1
        print('set\tcategory\tviews\tagreement\tmisses\tstale\ttwo or more owners\tsingle owner\twithout the stale')
        for name in dict.fromkeys(r['set'] for r in rows):
            for category in CATEGORY_ORDER:
                c = table.get((name, category))
                if c:
                    print(f"{name}\t{category}\t{c['views']}\t{100 * (1 - c['misses'] / c['views']):.2f}\t{c['misses']}\t"
                          f"{c['stale']}\t{c['shared']}\t{c['single']}\t{100 * (1 - (c['misses'] - c['stale']) / c['views']):.2f}")
        return
    if args.category:
        per_owner = collections.defaultdict(collections.Counter)
        for row in misses:
            if args.category in row['document'].categories:
                kind = 'stale' if is_stale(row) else 'shared' if signature(row, args.fine, args.loose) in shared else 'single'
                per_owner[(row['set'], owner(row))][f"{kind} {row['verdict'].get('class', '?')} {row['verdict'].get('cause', '?')}"] += 1
        for key, counts in sorted(per_owner.items(), key=lambda kv: -sum(kv[1].values())):
            print(sum(counts.values()), *key, dict(counts.most_common()), sep='\t')
        return
    added = set(args.gained_from.split(',')) if args.gained_from else set()
    found = []
    for key, group in groups.items():
        owners = collections.Counter(owner(r) for r in group)
        before = len({owner(r) for r in group if r['set'] not in added})
        if len(owners) >= args.min_owners and (not added or before < len(owners)):
            found.append((len(owners), len(group), key, owners, collections.Counter(r['set'] for r in group), before))
    for n, views, key, owners, sets, before in sorted(found, key=lambda f: (-f[0], -f[1], f[2])):
        counts = f'{before} -> {n}' if added else n
        print(counts, views, ' | '.join(key), dict(owners.most_common()), dict(sets.most_common()), sep='\t')


if __name__ == '__main__':
    main()
