#!/usr/bin/env python3
"""Which views of the cross-device pairs two `scenelayout` binaries place differently.

check.py's --json-out keeps only the constrained views that fail; this compares every
view (constrained or not, roots left out as check.py leaves them out) of every pair, in
the cross run (A resolved for B's device) and on B's own device, and prints one line per
view whose agreement with Xcode's frame differs between the binaries:

    id owner con|unc view element (cross, ownB) before (cross, ownB) after want got-before got-after

It uses check.py's own reading, resolving and tolerance, so its counts are check.py's.
Usage: Scripts/xdevice-view-diff.py OLD_BINARY NEW_BINARY [XDEVICE_DIR]
(XDEVICE_DIR defaults to ../shared/xdevice beside the package).
"""
import os
import sys
from concurrent.futures import ThreadPoolExecutor

if len(sys.argv) < 3:
    sys.exit(__doc__)
old, new = sys.argv[1:3]
here = os.path.dirname(os.path.abspath(__file__))
xdevice = sys.argv[3] if len(sys.argv) > 3 else os.path.join(here, '..', '..', 'shared', 'xdevice')
sys.path.insert(0, xdevice)
import xdevice_pairs  # noqa: E402  (Scripts/xdevice_pairs.py)
import check  # noqa: E402  (shared/xdevice/check.py)



def compare(pair):
    row, a, b = pair
    device = row['deviceB']
    args = (['--device', device, '--orientation', row['orientationB'] or 'portrait'] if device
            else ['--size', '600x600', '--traits', 'wAny,hAny'])
    views, constrained = check.doc_views(b)
    runs = [(check.resolve(binary, a, args)[0], check.resolve(binary, b, [])[0]) for binary in (old, new)]
    lines = []
    for vid, view in views.items():
        if view['root'] or view['misplaced'] or view['ambiguous']:
            continue
        states = [(check.close(cross.get(vid), view['frame']), check.close(own.get(vid), view['frame']))
                  for cross, own in runs]
        if states[0] != states[1]:
            lines.append(' '.join(map(str, (row['id'], row['repo'].split('/')[0],
                                            'con' if vid in constrained else 'unc', vid, view['tag'],
                                            states[0], states[1], view['frame'],
                                            runs[0][0].get(vid), runs[1][0].get(vid)))))
    return lines


with ThreadPoolExecutor(4) as pool:
    for lines in pool.map(compare, xdevice_pairs.pairs(xdevice)):
        for line in lines:
            print(line)
