#!/usr/bin/env python3
"""The cross-device misses check.py counts but does not list: views with no constraint.

    python3 Scripts/xdevice-unconstrained-misses.py BINARY [XDEVICE_DIR]   (default ../shared/xdevice)

check.py's "every view" figure counts every non-root view of B that Xcode did not flag, but its
`bad` rows (and `--json-out`) list only constrained views. This prints the others that the
cross run (A resolved for B's device and orientation) gets wrong, one line each: pair, owner,
devices, class, id, B's frame, the solved frame, A's stored frame, and whether B resolved on
its own device agrees. Pairs without a device in B (the canvas) are left out, as check.py
reports them apart. Session 14 (acc-x17) sorted the 35 of main at 752c40e with it.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BINARY = os.path.abspath(sys.argv[1])
XDEVICE = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, '..', '..', 'shared', 'xdevice')
sys.path.insert(0, XDEVICE)
import xdevice_pairs  # noqa: E402  (Scripts/xdevice_pairs.py)
import check  # noqa: E402  (shared/xdevice/check.py: doc_views, resolve, close)


def main():
    missed = 0
    for row, a_path, b_path in xdevice_pairs.pairs(XDEVICE, with_device=True):
        va, _ = check.doc_views(a_path)
        vb, constrained = check.doc_views(b_path)
        cross, _ = check.resolve(BINARY, a_path, ['--device', row['deviceB'],
                                                  '--orientation', row['orientationB'] or 'portrait'])
        own_b, _ = check.resolve(BINARY, b_path, [])
        for vid, v in vb.items():
            if v['root'] or v['misplaced'] or v['ambiguous'] or vid in constrained:
                continue
            if check.close(cross.get(vid), v['frame']):
                continue
            missed += 1
            a = va.get(vid)
            print(row['id'], row['repo'][:28], f"{row['deviceA'] or 'none'}->{row['deviceB']}", v['tag'], vid,
                  'want', v['frame'], 'got', cross.get(vid), 'A', a['frame'] if a else None,
                  'ownB', 'ok' if check.close(own_b.get(vid), v['frame']) else 'wrong')
    print(f'{missed} views without constraints wrong in the cross run')


if __name__ == '__main__':
    main()
