#!/usr/bin/env python3
"""Second owners for the cross-device pairs' single-owner causes, from the XML alone.

    python3 Scripts/xdevice-second-owners.py DIR_OR_FILE…

Reads every `.xib` and `.storyboard` given (directories are searched one level deep; the
owner is the part of the file name before `__`, as the corpus and the fresh sets name
them, or the pair's repository from a `MANIFEST.tsv` of `shared/xdevice`) and prints, per
question of session 19's xdev23 (Documents/AccuracyLog/session-19.md), what each
owner's files store:

1. `gap`: in iOS documents without `<device>` (the Any/Any canvas), each table cell's row
   height less its content view's, by owner and toolsVersion (one point where the saving
   Mac was 1x, half a point where it was 2x), and `gap-grid`: the files by the gaps they
   hold and whether any frame is at a half point;
2. `toolbar`: the heights of toolbars in iOS documents saved for a notched iPhone
   (44 or Esri's 49);
3. `frameless`: iOS XIB top-level views without a stored frame, and what a later file of
   the same pair stores for them (RocketChat's 1000 x 1000).
"""
import collections
import csv
import glob
import os
import re
import sys

CELL = re.compile(r'<tableViewCell [^>]*>\s*<rect key="frame" x="[^"]*" y="[^"]*" width="[^"]*" height="([^"]*)"/>'
                  r'.*?<tableViewCellContentView[^>]*>\s*<rect key="frame" x="[^"]*" y="[^"]*" width="[^"]*" height="([^"]*)"/>',
                  re.S)
TOOLBAR = re.compile(r'<toolbar [^>]*>\s*<rect key="frame" x="[^"]*" y="[^"]*" width="[^"]*" height="([^"]*)"/>')
TOP_LEVEL = re.compile(r'\n        <(view|tableViewCell|collectionViewCell|collectionReusableView|scrollView|stackView) '
                       r'([^>]*)>(\s*<rect key="frame"[^>]*>)?')
FRAME = re.compile(r'<rect key="frame"[^>]*>')
HALF = re.compile(r'="-?\d+\.5"')
NOTCHED = {'retina5_9', 'retina6_1', 'retina6_5', 'retina6_0', 'retina6_7', 'retina6_12', 'retina6_72',
           'retina6_3', 'retina6_9'}


def documents(paths):
    for path in paths:
        if os.path.isdir(path):
            owners = {}
            manifest = os.path.join(path, 'MANIFEST.tsv')
            if os.path.exists(manifest):
                with open(manifest) as f:
                    for row in csv.DictReader(f, delimiter='\t'):
                        if 'id' in row and 'repo' in row:
                            owners[row['id']] = row['repo'].split('/')[0]
            for name in sorted(glob.glob(os.path.join(path, '*.xib')) + glob.glob(os.path.join(path, '*.storyboard'))
                               + glob.glob(os.path.join(path, 'files', '*.xib'))
                               + glob.glob(os.path.join(path, 'files', '*.storyboard'))):
                base = os.path.basename(name)
                yield name, owners.get(base[:3]) or base.split('__')[0]
        else:
            yield path, os.path.basename(path).split('__')[0]


def main():
    paths = sys.argv[1:]
    if not paths:
        sys.exit(__doc__)
    gaps = collections.defaultdict(collections.Counter)
    gap_grids = collections.Counter()  # (gaps the file holds, whether it holds a frame at .5): files
    toolbars = collections.defaultdict(collections.Counter)
    frameless = []
    for path, owner in documents(paths):
        with open(path, encoding='utf-8', errors='replace') as f:
            text = f.read()
        if 'iOS.CocoaTouch' not in text[:1000]:
            continue
        tools = re.search(r'toolsVersion="([^"]*)"', text)
        tools = tools.group(1) if tools else '?'
        device = re.search(r'<device id="([^"]*)"', text)
        device = device.group(1) if device else None
        if device is None:
            held = set()
            for row, content in CELL.findall(text):
                gap = round(float(row) - float(content), 3)
                if gap > 0:
                    gaps[(owner, tools)][gap] += 1
                if gap in (0.5, 1.0):
                    held.add(gap)
            if held:
                halves = any(HALF.search(frame) for frame in FRAME.findall(text))
                gap_grids[('+'.join(map(str, sorted(held))), 'frames at .5' if halves else 'whole points only')] += 1
        elif device in NOTCHED:
            for height in TOOLBAR.findall(text):
                toolbars[(owner, tools, device)][height] += 1
        if path.endswith('.xib'):
            objects = re.search(r'<objects>(.*)</objects>', text, re.S)
            for match in TOP_LEVEL.finditer(objects.group(1) if objects else ''):
                if match.group(3) is None:
                    frameless.append((owner, tools, device, match.group(1), path))
    print('# gap: row height less content view height, documents without <device>: owner toolsVersion {gap: cells}')
    for key in sorted(gaps):
        print('gap', *key, dict(gaps[key]))
    print('# gap: files by the gaps they hold and their pixel grid (a 1x Mac saves whole points only)')
    for key in sorted(gap_grids):
        print('gap-grid', *key, gap_grids[key])
    print('# toolbar: heights on a notched iPhone: owner toolsVersion device {height: toolbars}')
    for key in sorted(toolbars):
        print('toolbar', *key, dict(toolbars[key]))
    print('# frameless: XIB top-level views without a stored frame: owner toolsVersion device element file')
    for row in frameless:
        later = None
        if row[4].endswith('-A.xib'):
            other = row[4][:-len('-A.xib')] + '-B.xib'
            if os.path.exists(other):
                with open(other, encoding='utf-8', errors='replace') as f:
                    found = re.search(r'\n        <' + row[3] + r' [^>]*>\s*<rect key="frame"([^>]*)/>', f.read())
                later = found.group(1).strip() if found else None
        print('frameless', *row[:4], os.path.basename(row[4]), f'B: {later}' if later else '')


if __name__ == '__main__':
    main()
