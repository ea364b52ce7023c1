#!/usr/bin/env python3
"""The upgrade and canvas pairs' misses by the canvas mechanism they involve, and by owner.

    python3 Scripts/xdevice-canvas-mechanisms.py CHECK.json [--xdevice DIR] [--stale-map MAP.tsv]
                                                 [--list]

CHECK.json is `check.py --json-out` of the binary. Three groups of constrained views:

- `canvas, own B`: views the tool gets wrong on B's own device-less canvas (600 x 600, wAny
  hAny), with no change of configuration (check.py's `ownB_ok` false);
- `canvas, cross only`: canvas-pair misses B on its own canvas does not have;
- `upgrade, cross only`: misses of A (a file without a device) resolved for B's device that
  B on its own device does not have.

Each miss gets the first mechanism of B's document (read from B's XML) that it involves,
in this order; it names what the view depends on, not a proof of the cause:

- `stale view`: B's frame breaks a required constraint of its own document (class a1 of
  `--stale-map`, the miss map over the B files: AccuracyLog, session 21, xdev25);
- `stale pair`: one of the three B files no constraint set gives (021, 038, 170);
- `size-class install`: the view, an ancestor or one of its constraints is included or
  excluded by a `<variation>` (what wAny hAny installs);
- `status bar, bars`: only the view's y moves, by a bar's height (20, 44, 49, 64), and its
  scene simulates or holds a bar;
- `layout guide`: a constraint of the view names a top/bottom layout guide or a safe area;
- `margin`: a constraint of the view names a margin attribute;
- `control size`: a control (switch, slider, segmented control, stepper, page control,
  activity indicator) whose size differs;
- `collapsed`: B stores the view 0 (or 1) high or wide where the tool has more;
- `cell`: the view is inside a table or collection view cell;
- `stack`: the view is inside a stack view;
- `other`.

Prints per group the views by mechanism with their owners and pairs, then the moved views
(A's frame differs from B's) of each group. With --list, every miss with A's, B's and the
tool's frames. Session 22, canvas26.
"""
import argparse
import collections
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import xdevice_pairs  # noqa: E402  (Scripts/xdevice_pairs.py)

STALE_PAIRS = {'021', '038', '170'}
BAR_HEIGHTS = (20.0, 44.0, 49.0, 64.0)
CONTROLS = {'switch', 'slider', 'segmentedControl', 'stepper', 'pageControl', 'activityIndicatorView'}
MARGIN = re.compile(r'Margin$')


class Document:
    """What the mechanisms read from one B file."""

    def __init__(self, path):
        root = ET.parse(path).getroot()
        self.parent = {child: p for p in root.iter() for child in p}
        self.by_id = {e.get('id'): e for e in root.iter() if e.get('id')}
        self.guides = {e.get('id') for e in root.iter('viewControllerLayoutGuide')}
        self.guides |= {e.get('id') for e in root.iter('viewLayoutGuide') if e.get('key') == 'safeArea'}
        self.varied = set()
        for variation in root.iter('variation'):
            for mark in variation.iter():
                if mark.tag in ('include', 'exclude'):
                    self.varied.add(mark.get('reference'))
        self.constraints = collections.defaultdict(list)
        for c in root.iter('constraint'):
            owner = self.parent.get(self.parent.get(c))
            first = c.get('firstItem') or (owner.get('id') if owner is not None else None)
            second = c.get('secondItem')
            for item in (first, second):
                if item:
                    self.constraints[item].append((c, first, second))

    def ancestors(self, element):
        p = self.parent.get(element)
        while p is not None:
            yield p
            p = self.parent.get(p)

    def scene_of(self, element):
        for a in self.ancestors(element):
            if a.tag == 'scene':
                return a
        return None


def mechanism(pair, miss, doc, stale):
    if (pair, miss['id']) in stale:
        return 'stale view'
    if pair in STALE_PAIRS:
        return 'stale pair'
    element = doc.by_id.get(miss['id'])
    if element is None:
        return 'other'
    constraints = doc.constraints.get(miss['id'], [])
    chain = [element] + [a for a in doc.ancestors(element) if a.get('id')]
    if any(e.get('id') in doc.varied for e in chain) or any(c.get('id') in doc.varied for c, _, _ in constraints):
        return 'size-class install'
    want, got = miss.get('want'), miss.get('got')
    if want and got:
        dx, dy, dw, dh = (g - w for g, w in zip(got, want))
        scene = doc.scene_of(element)
        text = ET.tostring(scene, encoding='unicode') if scene is not None else ''
        has_bars = bool(re.search(r'simulated\w*Metrics|<navigationBar|<toolbar|<tabBar', text))
        if abs(dx) < 0.5 and abs(dw) < 0.5 and abs(dh) < 0.5 and has_bars \
                and any(abs(abs(dy) - h) < 0.5 for h in BAR_HEIGHTS):
            return 'status bar, bars'
    if any(first in doc.guides or second in doc.guides for _, first, second in constraints):
        return 'layout guide'
    if any(MARGIN.search(c.get('firstAttribute', '')) or MARGIN.search(c.get('secondAttribute', ''))
           for c, _, _ in constraints):
        return 'margin'
    if want and got:
        if element.tag in CONTROLS and (abs(want[2] - got[2]) >= 0.5 or abs(want[3] - got[3]) >= 0.5):
            return 'control size'
        if (want[2] <= 1 < got[2]) or (want[3] <= 1 < got[3]):
            return 'collapsed'
    tags = {a.tag for a in doc.ancestors(element)}
    if tags & {'tableViewCell', 'collectionViewCell', 'tableViewCellContentView'}:
        return 'cell'
    if 'stackView' in tags:
        return 'stack'
    return 'other'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('check_json')
    parser.add_argument('--xdevice', default=os.path.join(HERE, '..', '..', 'shared', 'xdevice'))
    parser.add_argument('--stale-map')
    parser.add_argument('--list', action='store_true')
    args = parser.parse_args()
    with open(args.check_json) as f:
        results = {r['id']: r for r in json.load(f)['results']}
    stale = xdevice_pairs.stale_views(args.stale_map)
    groups = collections.OrderedDict((g, []) for g in ('canvas, own B', 'canvas, cross only', 'upgrade, cross only'))
    for row, _, b_path in xdevice_pairs.pairs(args.xdevice):
        r = results.get(row['id'])
        if r is None or r['category'] not in ('canvas', 'upgrade'):
            continue
        doc = None
        for miss in r.get('bad', []):
            if r['category'] == 'canvas':
                group = 'canvas, own B' if not miss.get('ownB_ok') else 'canvas, cross only'
            elif miss.get('ownB_ok'):
                group = 'upgrade, cross only'
            else:
                continue
            doc = doc or Document(b_path)
            owner = row['repo'].split('/')[0]
            groups[group].append((mechanism(row['id'], miss, doc, stale), owner, row['id'], miss))
    for group, misses in groups.items():
        moved = sum(1 for m in misses if m[3].get('moved'))
        print(f"{group}: {len(misses)} views ({moved} moved)")
        by_mechanism = collections.defaultdict(list)
        for m in misses:
            by_mechanism[m[0]].append(m)
        for name, ms in sorted(by_mechanism.items(), key=lambda kv: -len(kv[1])):
            owners = collections.Counter(m[1] for m in ms)
            pairs = sorted({m[2] for m in ms})
            print(f"  {name:<20} {len(ms):>4}  owners {', '.join(f'{o} {n}' for o, n in owners.most_common())}"
                  f"  pairs {','.join(pairs)}")
    if args.list:
        print()
        for group, misses in groups.items():
            for name, owner, pair, miss in misses:
                print(f"{group} | {name} | {pair} {owner} {miss.get('tag')} {miss['id']} A {miss.get('A')} "
                      f"want {miss.get('want')} got {miss.get('got')}")


if __name__ == '__main__':
    main()
