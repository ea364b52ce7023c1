#!/usr/bin/env python3
"""The cross run's misses of the cross-device pairs, sorted by what B owes them to.

    python3 Scripts/xdevice-miss-causes.py BINARY [--xdevice DIR] [--base F.json] [--b-tools F.json]
                                          [--stale-map MAP.tsv] [--kind upgrade,canvas] [--list]
    python3 Scripts/xdevice-miss-causes.py --link-b FOLDER [--xdevice DIR]

check.py's constrained views that the cross run (A resolved for B's device, or for the
600 x 600 Any/Any canvas) gets wrong, each put in the first class that explains it:

- `stale view`: B's stored frame of the view breaks a required constraint of the document
  between plain edges and sizes (`StoredFrameVerdict`'s class a1, read from `--stale-map`):
  no constraint set gives it, on B's device or any other;
- `own B`: the tool gets the view wrong on B's own configuration too (the corpus's kind
  of miss, not a cross-device question);
- `stale B`: a pair whose B no constraint set gives on B's device (the proofs are in
  Documents/AccuracyLog, session 14, acc-x17, re-read in session 19, xdev23; `STALE` below
  names each with the reason);
- `B's Xcode`: right once B's toolsVersion is written into A (the era rules the tool keys
  to a document's toolsVersion are then B's: `xdevice-saving-conditions.py`);
- `whole points`: one side holds whole points only and the other has fractional frames (a
  file laid out on a 1x display: B's Mac, or A's), and the tool is within a point of B on
  every edge; a hint, not a proof (linphone's autoresizing drift, 037, lands here too);
- `cross`: the rest, the cross run's own questions, printed view by view with `--list`.

Then per kind (switch, upgrade, canvas, all with a device): the figure as check.py counts
it, without the stale pairs, without the stale pairs and views, and the ceiling if every
`B's Xcode` and `whole points` view were right. Without `--base`/`--b-tools` the script runs check.py itself (twice, under a
minute on two cores); `--base` takes a check.py `--json-out` of BINARY instead.

The stale map is the corpus miss map made over the B files (AccuracyLog, session 21,
xdev25): `--link-b FOLDER` links every pair's B into FOLDER as
`OWNER__NNN-B.EXT` (with an empty MANIFEST.tsv), then

    SCENELAYOUT_CORPUS=FOLDER SCENELAYOUT_MISS_MAP=MAP.tsv \
        swift test --filter StoredFrameVerdictTests/corpusMissMap

writes one row per view the tool misses on B's own configuration, with its verdict.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import xdevice_pairs  # noqa: E402  (Scripts/xdevice_pairs.py)

# Pairs whose B no constraint set gives on B's device, with the proof in one line.
STALE = {
    '021': "12 controller roots kept 600 x 600 on a 414-point phone; none sized by a freeform "
           "size, an embedding, a popover or a sheet (acc-x17, session 14)",
    '038': "full-width views stored 389, 390 and 391 wide side by side on a 390-point screen "
           "(half-updated B; acc-x17, session 14)",
    '170': "an inferred-size top-level XIB view kept 320 x 568 on a 375 x 667 device, where 75 "
           "of the corpus's 76 such views take the device's size (acc-x17, session 14)",
}
FRAME = re.compile(r'<rect key="frame"[^>]*>')
FRACTION = re.compile(r'="-?\d+\.(?!0")\d')
KINDS = ('switch', 'upgrade', 'canvas')


def fractional_frames(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        frames = FRAME.findall(f.read())
    return sum(1 for frame in frames if FRACTION.search(frame))


def run_check(binary, xdevice, out):
    subprocess.run([sys.executable, 'check.py', '--bin', binary, '--json-out', out],
                   cwd=xdevice, capture_output=True, text=True, check=True)
    with open(out) as f:
        return json.load(f)


def with_b_tools(binary, xdevice, tmp):
    """check.py on a copy of the pairs whose A files carry B's toolsVersion."""
    copy = xdevice_pairs.copy_with_b_tools(xdevice, tmp)
    return run_check(binary, copy, os.path.join(tmp, 'b-tools.json'))


def half(owner):
    """The corpus's halves by owner: development a–m, check n–z and digits."""
    return 'dev' if 'a' <= owner[:1].lower() <= 'm' else 'check'


def within_a_point(miss):
    got, want = miss.get('got'), miss.get('want')
    if got is None:
        return False
    edges = lambda r: (r[0], r[1], r[0] + r[2], r[1] + r[3])  # noqa: E731
    return all(abs(g - w) <= 1.0 + 1e-6 for g, w in zip(edges(got), edges(want)))


def link_b_files(xdevice, folder):
    """FOLDER with a link to every pair's B, for the miss map's corpus run."""
    os.makedirs(folder, exist_ok=True)
    open(os.path.join(folder, 'MANIFEST.tsv'), 'a').close()
    count = 0
    for row, _, b_path in xdevice_pairs.pairs(xdevice):
        name = f"{row['repo'].split('/')[0]}__{row['id']}-B.{b_path.rsplit('.', 1)[1]}"
        target = os.path.join(folder, name)
        if not os.path.lexists(target):
            os.symlink(os.path.abspath(b_path), target)
        count += 1
    return count


def classify(base, b_tools, whole_point_sides, stale=frozenset()):
    fixed_by_b_tools = set()
    if b_tools is not None:
        still = {(r['id'], m['id']) for r in b_tools['results'] for m in r.get('bad', [])}
        fixed_by_b_tools = {(r['id'], m['id']) for r in base['results'] for m in r.get('bad', [])
                            if (r['id'], m['id']) not in still}
    rows = []
    for r in base['results']:
        for m in r.get('bad', []):
            if (r['id'], m['id']) in stale and r['id'] not in STALE:
                cause = "stale view"
            elif not m.get('ownB_ok'):
                cause = "own B"
            elif r['id'] in STALE:
                cause = "stale B"
            elif (r['id'], m['id']) in fixed_by_b_tools:
                cause = "B's Xcode"
            elif r['id'] in whole_point_sides and within_a_point(m):
                cause = "whole points"
            else:
                cause = "cross"
            rows.append((r, m, cause))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('binary', nargs='?')
    ap.add_argument('--xdevice', default=os.path.join(HERE, '..', '..', 'shared', 'xdevice'))
    ap.add_argument('--base', help="check.py --json-out of BINARY (else run)")
    ap.add_argument('--b-tools', help="the same with B's toolsVersion in A (else run)")
    ap.add_argument('--kind', default='switch,upgrade,canvas')
    ap.add_argument('--list', action='store_true', help="print every miss of class `cross`")
    ap.add_argument('--stale-map', help="the miss map of the B files (class a1 rows are stale views)")
    ap.add_argument('--link-b', metavar='FOLDER', help="link the B files into FOLDER for the miss map, then stop")
    a = ap.parse_args()
    if a.link_b:
        print(f'{link_b_files(os.path.abspath(a.xdevice), a.link_b)} B files linked into {a.link_b}')
        return
    if not a.binary:
        ap.error('the binary is required')
    binary, xdevice = os.path.abspath(a.binary), os.path.abspath(a.xdevice)
    kinds = a.kind.split(',')
    with tempfile.TemporaryDirectory() as tmp:
        base = json.load(open(a.base)) if a.base else run_check(binary, xdevice, os.path.join(tmp, 'base.json'))
        b_tools = json.load(open(a.b_tools)) if a.b_tools else with_b_tools(binary, xdevice, tmp)
    whole_point_sides = set()
    for row, a_path, b_path in xdevice_pairs.pairs(xdevice):
        if (fractional_frames(a_path) > 0) != (fractional_frames(b_path) > 0):
            whole_point_sides.add(row['id'])
    stale = xdevice_pairs.stale_views(a.stale_map) if a.stale_map else frozenset()
    rows = classify(base, b_tools, whole_point_sides, stale)

    print('# misses of the cross run by class: views (per half of the owners; pairs; owners)')
    for kind in kinds:
        of = [x for x in rows if x[0]['category'] == kind]
        print(f'{kind}: {len(of)} views')
        for cause, group in sorted(collections.Counter(c for _, _, c in of).items(), key=lambda kv: -kv[1]):
            members = [x for x in of if x[2] == cause]
            pairs = sorted({r['id'] for r, _, _ in members})
            owners = collections.Counter(r['repo'].split('/')[0] for r, _, _ in members)
            halves = collections.Counter(half(o) for o in owners.elements())
            print(f'  {cause:12} {group:4}  (dev {halves["dev"]}, check {halves["check"]})  pairs {",".join(pairs)}  owners '
                  + ', '.join(f'{o} {n}' for o, n in owners.most_common()))
    print()
    print('# figures: cross run right / counted (check.py), without the stale pairs, without the stale')
    print('#   pairs and views (--stale-map), and the ceiling')
    print("#   if every B's Xcode and whole points view were right too (without stale pairs and views)")
    groups = {k: k for k in kinds}
    if 'switch' in kinds and 'upgrade' in kinds:
        groups['all with a device'] = ('switch', 'upgrade')
    for name, members in groups.items():
        members = (members,) if isinstance(members, str) else members
        results = [r for r in base['results'] if r['category'] in members]
        con = sum(r['counts'].get('con', 0) for r in results)
        right = sum(r['counts'].get('con_x', 0) for r in results)
        kept = [r for r in results if r['id'] not in STALE]
        con_kept = sum(r['counts'].get('con', 0) for r in kept)
        right_kept = sum(r['counts'].get('con_x', 0) for r in kept)
        explained = sum(1 for r, _, c in rows if r['category'] in members and c in ("B's Xcode", "whole points"))
        stale_in = [(r, m) for r, m, c in rows if r['category'] in members and c == 'stale view' and r['id'] not in STALE]
        stale_moved = sum(1 for _, m in stale_in if m.get('moved'))
        moved = sum(r['counts'].get('conmov', 0) for r in results)
        moved_right = sum(r['counts'].get('conmov_x', 0) for r in results)
        moved_kept = sum(r['counts'].get('conmov', 0) for r in kept)
        moved_kept_right = sum(r['counts'].get('conmov_x', 0) for r in kept)
        pct = lambda n, d: f'{100.0 * n / d:.2f} %' if d else 'n/a'  # noqa: E731
        con_fresh, moved_fresh = con_kept - len(stale_in), moved_kept - stale_moved
        print(f'{name}: {pct(right, con)} of {con}; without stale pairs {pct(right_kept, con_kept)} of {con_kept}; '
              f'without stale pairs and views {pct(right_kept, con_fresh)} of {con_fresh}; '
              f'ceiling {pct(right_kept + explained, con_fresh)}; moved views {pct(moved_right, moved)} of {moved}, '
              f'without stale pairs {pct(moved_kept_right, moved_kept)} of {moved_kept}, '
              f'without stale pairs and views {pct(moved_kept_right, moved_fresh)} of {moved_fresh}')
    if a.list:
        print()
        print('# class `cross`, view by view: pair owner element id A -> B (want), tool (got)')
        for r, m, c in rows:
            if c == 'cross' and r['category'] in kinds:
                print(r['id'], r['repo'].split('/')[0], r['category'], m['tag'], m['id'],
                      'A', m.get('A'), 'want', m['want'], 'got', m['got'])


if __name__ == '__main__':
    main()
