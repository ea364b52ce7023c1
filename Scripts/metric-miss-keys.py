#!/usr/bin/env python3
"""Pools the misses of class a2 (a required constraint broken through a metric the tool
supplies: a baseline or an alignment inset) over the corpus and the fresh sets, by the key
of the view whose metric the broken constraint reads: platform, element, style (bezel,
border, button type, check/radio), control size, font, Xcode era and the attribute read.
For each key it prints the owners whose misses show it, with the residual of the broken
equation at Xcode's stored frames (what the stored frames say the tool's metric is off
by), and the views of the same key named by the same attribute in a constraint that the
tool places right (hits), per owner: a residual two owners share and no hit contradicts
is a table row to build (AccuracyLog, session 20, metric24).

Usage: Scripts/metric-miss-keys.py SET=DIR,MAP.tsv,ORACLE.json ... [--causes baseline,"alignment inset"]
       [--skip-owner johncoates] [--rows] [--stale-controls]
--stale-controls keys the a1 (stale) misses instead, by the controls their deciding constraint
names: a control the tool gives no inset cannot be classed a2, so a missing table row shows
there (combo boxes, session 20).
MAP.tsv is `StoredFrameVerdictTests/corpusMissMap`'s output for DIR, ORACLE.json
`oracle.py --honest --json-out` for the same documents."""
import sys, os, json, collections
import xml.etree.ElementTree as ET

BASELINES = {'firstBaseline', 'lastBaseline', 'baseline'}
EDGES = {'top', 'bottom', 'leading', 'trailing', 'left', 'right', 'centerX', 'centerY',
         'width', 'height', 'topMargin', 'bottomMargin', 'leadingMargin', 'trailingMargin'} | BASELINES

def era(tools):
    """The Xcode era of a toolsVersion, by the bounds `XcodeEra` uses; the Xcode 15 betas'
    placeholder (32700.99.1234) apart."""
    try: v = float((tools or '').split('.')[0])
    except ValueError: return '?'
    if v >= 32700: return 'beta'
    for bound, name in ((24000, '26'), (21000, '14-16'), (17500, '12.2-13'), (14000, '10-12.1'), (11000, '8-9')):
        if v >= bound: return name
    return '6-7'

def style(e):
    """The element's style words: its cell's bezel, border and type (AppKit), or its own
    border style and button type (UIKit)."""
    cell = next((c for c in e if c.tag.endswith('Cell') and c.get('key') == 'cell'), None)
    words = []
    src = cell if cell is not None else e
    for k in ('type', 'style', 'bezelStyle', 'borderStyle', 'buttonType', 'boxType', 'titlePosition', 'trackingMode'):
        if src.get(k): words.append(f"{k[:6]}={src.get(k)}")
    if cell is None:
        for k in ('borderStyle', 'buttonType', 'style'):
            if e.get(k) and f"{k[:6]}={e.get(k)}" not in words: words.append(f"{k[:6]}={e.get(k)}")
    size = (cell.get('controlSize') if cell is not None else None) or e.get('controlSize') or 'regular'
    return ' '.join(words) or '-', size

def font(e):
    for f in e.iter():
        if f.tag == 'fontDescription':
            return (f.get('type') or f.get('name') or f.get('style') or '?') + ' ' + (f.get('pointSize') or '')
        if f.tag == 'font':
            return (f.get('metaFont') or f.get('name') or '?') + ' ' + (f.get('size') or '')
    return '-'

class Document:
    def __init__(self, path):
        self.root = ET.parse(path).getroot()
        self.platform = 'macOS' if 'Cocoa' in self.root.get('type', '') and 'CocoaTouch' not in self.root.get('type', '') \
            else ('tvOS' if 'AppleTV' in self.root.get('type', '') else 'iOS')
        self.era = era(self.root.get('toolsVersion'))
        self.parent = {c: p for p in self.root.iter() for c in p}
        self.ids = {e.get('id'): e for e in self.root.iter() if e.get('id')}

    def holder(self, constraint):
        p = self.parent.get(constraint)
        return self.parent.get(p) if p is not None else None

    def items(self, constraint):
        first = self.ids.get(constraint.get('firstItem')) if constraint.get('firstItem') else self.holder(constraint)
        second = self.ids.get(constraint.get('secondItem')) if constraint.get('secondItem') else None
        return [(first, constraint.get('firstAttribute')), (second, constraint.get('secondAttribute'))]

    def key(self, e, attribute):
        s, size = style(e)
        return (self.platform, e.tag, s, size, font(e), self.era, attribute)

def manifest_owners(folder):
    """The owner of each document the folder's MANIFEST.tsv lists (its repository's owner,
    lower-cased); the corpus has none, and its file names begin with the owner."""
    manifest = os.path.join(folder, 'MANIFEST.tsv')
    owners = {}
    if os.path.exists(manifest):
        for l in open(manifest):
            p = l.rstrip('\n').split('\t')
            if len(p) > 1 and '/' in p[1]: owners[p[0]] = p[1].split('/')[0].lower()
    return owners

def metric_items(doc, constraint, cause):
    """The items of a constraint whose metric the cause names: baselines read through a
    baseline attribute; alignment insets through any attribute of a control (not a plain
    view, which has none)."""
    out = []
    for e, a in doc.items(constraint):
        if e is None or a is None: continue
        if cause == 'baseline' and a not in BASELINES: continue
        if cause == 'alignment inset' and e.tag in ('view', 'customView', 'stackView', 'scrollView', 'clipView', 'tableView'): continue
        out.append((e, 'baseline' if a in BASELINES else a))
    return out

def main():
    args = sys.argv[1:]
    causes = {'baseline', 'alignment inset'}
    skip = set(); show_rows = '--rows' in args
    stale = '--stale-controls' in args
    if '--causes' in args:
        i = args.index('--causes'); causes = set(args[i + 1].split(',')); del args[i:i + 2]
    while '--skip-owner' in args:
        i = args.index('--skip-owner'); skip.add(args[i + 1].lower()); del args[i:i + 2]
    sets = [a.split('=', 1) for a in args if '=' in a]
    misses = collections.defaultdict(lambda: collections.defaultdict(list))   # key -> owner -> residuals
    hits = collections.defaultdict(collections.Counter)                         # key -> owner -> views
    seen = set()
    for name, spec in sets:
        folder, mapfile, oracle = spec.split(',')
        rows = [l.rstrip('\n').split('\t') for l in open(mapfile)][1:]
        bad = {}
        for r in json.load(open(oracle))['rows']:
            bad[os.path.basename(r['file'])] = set(r['bad'])
        docs = {}
        def doc(f):
            if f not in docs:
                try: docs[f] = Document(os.path.join(folder, f))
                except Exception: docs[f] = None
            return docs[f]
        keys_here = set()
        for r in rows:
            if len(r) < 14 or r[1].lower() in skip: continue
            if not (r[6] == 'a1' if stale else r[6] == 'a2' and r[7] in causes): continue
            d = doc(r[0])
            if d is None: continue
            c = d.ids.get(r[8])
            if c is None: continue
            dedupe = (name, r[0], r[8])
            cause = 'alignment inset' if stale else r[7]
            for e, a in metric_items(d, c, cause):
                if stale and e.tag in ('label', 'imageView', 'box', 'textView', 'containerView', 'viewLayoutGuide',
                                       'tableViewCellContentView', 'collectionViewCellContentView'): continue
                k = d.key(e, a) + (cause,)
                keys_here.add(k)
                if dedupe + (e.get('id'),) in seen: continue
                seen.add(dedupe + (e.get('id'),))
                misses[k][r[1].lower()].append(float(r[10]))
                if show_rows: print(name, r[0][:70], r[8], e.get('id'), k, r[10], r[13], sep='\t')
        # Hits: every document of the set, constraints reading the same key's attribute on a
        # view the tool places right (not in the oracle's misses, not flagged by Xcode).
        owners = manifest_owners(folder)
        for f in bad:
            d = doc(f)
            if d is None: continue
            owner = owners.get(f, f.split('__')[0].lower())
            if owner in skip: continue
            counted = set()
            for c in d.root.iter('constraint'):
                for e, a in d.items(c):
                    if e is None or a is None or a not in EDGES: continue
                    eid = e.get('id')
                    if eid in bad[f] or e.get('misplaced') == 'YES' or e.get('ambiguous') == 'YES': continue
                    for cause in causes:
                        k = d.key(e, 'baseline' if a in BASELINES else a) + (cause,)
                        if cause == 'baseline' and a not in BASELINES: continue
                        if (eid, k) in counted: continue
                        counted.add((eid, k))
                        hits[k][owner] += 1
    # Keys with misses, then per key the owners' residuals and the hits.
    def fmt(res):
        c = collections.Counter(round(x, 2) for x in res)
        return ', '.join(f"{v:+g}×{n}" for v, n in c.most_common())
    print('cause\tplatform\telement\tstyle\tsize\tfont\tera\tattribute\tmiss owners\tresiduals by owner\thits by owner')
    for k in sorted(misses, key=lambda k: -sum(len(v) for v in misses[k].values())):
        plat, el, st, size, fn, er, attr, cause = k
        by = '; '.join(f"{o}: {fmt(v)}" for o, v in sorted(misses[k].items()))
        h = '; '.join(f"{o} {n}" for o, n in hits[k].most_common()) or '-'
        print(cause, plat, el, st, size, fn, er, attr, len(misses[k]), by, h, sep='\t')
    # A second owner may hide behind a font or an era: the keys without them, by the side
    # of the control the attribute reads, where two or more owners miss.
    side = {'leading': 'x', 'trailing': 'x', 'left': 'x', 'right': 'x', 'width': 'x', 'centerX': 'x',
            'top': 'y', 'bottom': 'y', 'height': 'y', 'centerY': 'y'}
    coarse = collections.defaultdict(list)
    for k, by_owner in misses.items():
        plat, el, st, size, fn, er, attr, cause = k
        for owner, res in by_owner.items():
            coarse[(cause, plat, el, st, size, side.get(attr, attr))].append((owner, er, attr, fn, fmt(res)))
    print('\nwithout font and era, two or more owners:')
    for k, v in sorted(coarse.items(), key=lambda kv: -len(kv[1])):
        if len({o for o, *_ in v}) < 2: continue
        print(*k, sep='\t')
        for row in v: print('', *row, sep='\t')

if __name__ == '__main__':
    main()
