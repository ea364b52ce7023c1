#!/usr/bin/env python3
"""What the cross-device pairs' B files owe to how B was saved rather than to B's device.

    python3 Scripts/xdevice-saving-conditions.py BINARY [XDEVICE_DIR]   (default ../shared/xdevice)

A pair's B is A laid out again by Xcode for another device, but also by the Xcode and on
the Mac that saved B. Two things the cross run (A resolved for B's device) cannot know:

1. **B's Xcode.** Where A and B name different toolsVersions, the era rules the tool keys
   to the document's toolsVersion are A's. The script copies the pairs to a temporary
   folder, writes B's toolsVersion into each such A's header, runs check.py there and
   prints its TOTAL lines and every pair whose counts move (constrained, every view,
   roots). The views that move are explained by B's Xcode, not by the device.
2. **B's Mac.** Interface Builder lays a document out on the pixel grid of the display it
   runs on: a file saved on a 1x display holds whole points only, whatever the device's
   scale (0.5-point frame changes between two Macs with the same Xcode: standardnotes
   iOS-classic PR 11, openradar 29573935, HabitRPG habitica-ios PR 346). The script lists
   every pair where one side has fractional frames and the other none (with its counts):
   where B has none and A has, B's half-point lengths are the Mac's, not the device's.

Session 18 (xdev22) sorted the base binary's cross-only misses with it.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BINARY = os.path.abspath(sys.argv[1])
XDEVICE = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, '..', '..', 'shared', 'xdevice'))
sys.path.insert(0, HERE)
import xdevice_pairs  # noqa: E402  (Scripts/xdevice_pairs.py)

FRAME = re.compile(r'<rect key="frame"[^>]*>')
FRACTION = re.compile(r'="-?\d+\.(?!0")\d')


def fractional(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        frames = FRAME.findall(f.read())
    return len(frames), sum(1 for frame in frames if FRACTION.search(frame))


def check(xdevice, json_out):
    run = subprocess.run([sys.executable, 'check.py', '--bin', BINARY, '--json-out', json_out],
                         cwd=xdevice, capture_output=True, text=True)
    return [line for line in run.stdout.splitlines() if line.startswith('TOTAL')]


def main():
    import json
    print('# one side whole points only (frames, fractional) per side')
    for row, a_path, b_path in xdevice_pairs.pairs(XDEVICE):
        a, b = fractional(a_path), fractional(b_path)
        if (a[1] > 0) != (b[1] > 0):
            print(row['id'], row['repo'], f"{row['deviceA'] or 'none'}->{row['deviceB'] or 'none'}",
                  f"{row['toolsVersionA']}->{row['toolsVersionB']}", 'A', a, 'B', b)
    with tempfile.TemporaryDirectory() as tmp:
        copy = xdevice_pairs.copy_with_b_tools(XDEVICE, tmp)
        before, after = os.path.join(tmp, 'before.json'), os.path.join(tmp, 'after.json')
        print('# check.py as it is')
        print('\n'.join(check(XDEVICE, before)))
        print("# check.py with B's toolsVersion in A")
        print('\n'.join(check(copy, after)))
        old = {r['id']: r for r in json.load(open(before))['results']}
        new = {r['id']: r for r in json.load(open(after))['results']}
        for pid, r in old.items():
            keys = ('con_x', 'all_x', 'root_x')
            was = [r['counts'].get(k) for k in keys]
            now = [new[pid]['counts'].get(k) for k in keys]
            if was != now:
                print(pid, r['repo'], r['category'], r['tools'],
                      ' '.join(f"{k[:-2]} {x}->{y}" for k, x, y in zip(keys, was, now)),
                      'of', r['counts'].get('con'), r['counts'].get('all'), r['counts'].get('root'))


if __name__ == '__main__':
    main()
