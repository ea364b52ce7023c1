#!/usr/bin/env python3
"""Misses on the device-less Any/Any canvas in documents of other owners than the pairs'.

    python3 Scripts/any-any-canvas-misses.py BINARY DIR... [--work FOLDER] [--oracle DIR]

Every iOS document without `<device>` (the 600 x 600 wAny hAny canvas before Xcode 8; a
device-less document of a later Xcode) in the given folders (the corpus, fresh sets: each
with its MANIFEST.tsv) is linked into FOLDER with one MANIFEST.tsv and run through
`Scripts/per-view-mismatches.py` (the honest measure, view by view). Prints the figure per
Xcode era, then each miss with the mechanism it shows:

- `not installed`: the view (or an ancestor) is excluded from the default configuration
  (`<variation key="default"><mask key="subviews"><exclude …>`): Interface Builder does not
  lay it out on the Any/Any canvas and keeps a placeholder frame (the library's size, at or
  around the origin), which the honest measure shifts like any laid-out view's;
- `ambiguous`: the tool reports the view ambiguous on the canvas (a size class's constraints
  excluded from the default one), so Interface Builder keeps its stored frame too;
- `launch template`: Xcode 6–8's launch-screen template labels (`8ie-xW-0ye`, `kId-c2-rCX`),
  stored 441 wide where their constraints give 440 (never laid out);
- `other`: read it.

This is where a canvas cause of the cross-device canvas and upgrade pairs
(`Scripts/xdevice-canvas-mechanisms.py`) looks for a second owner (AccuracyLog, session 22,
canvas26).
"""
import argparse
import collections
import glob
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
TEMPLATE_LABELS = {'8ie-xW-0ye', 'kId-c2-rCX'}
AMBIGUOUS = re.compile(r'\(([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})\) has an ambiguous frame')


def era(tools):
    version = float(tools.split('.')[0] or 0)
    for bound, name in ((11000, 'Xcode 6-7'), (14000, 'Xcode 8-9'), (14800, 'Xcode 10.0-10.1'),
                        (21600, 'Xcode 10.2-14.1')):
        if version < bound:
            return name
    return 'Xcode 14.2 on'


def not_installed(path):
    """Ids of views the default configuration excludes, with every view inside them."""
    root = ET.parse(path).getroot()
    excluded = set()
    for variation in root.iter('variation'):
        if variation.get('key') != 'default':
            continue
        for mask in variation.findall('mask'):
            if mask.get('key') == 'subviews':
                excluded |= {e.get('reference') for e in mask.findall('exclude')}
    out = set()
    for element in root.iter():
        if element.get('id') in excluded:
            out |= {e.get('id') for e in element.iter() if e.get('id')}
    return out


def link_documents(folders, work):
    os.makedirs(work, exist_ok=True)
    header, rows = None, []
    for folder in folders:
        with open(os.path.join(folder, 'MANIFEST.tsv'), encoding='utf-8') as f:
            lines = f.read().splitlines()
        header = header or lines[0]
        for line in lines[1:]:
            name = line.split('\t')[0]
            path = os.path.join(folder, name)
            if not os.path.isfile(path):
                continue
            with open(path, encoding='utf-8', errors='replace') as f:
                text = f.read()
            if 'iOS.CocoaTouch' not in text[:3000] or '<device id=' in text:
                continue
            target = os.path.join(work, name)
            if not os.path.lexists(target):
                os.symlink(os.path.abspath(path), target)
            rows.append(line)
    with open(os.path.join(work, 'MANIFEST.tsv'), 'w', encoding='utf-8') as f:
        f.write(header + '\n' + '\n'.join(rows) + '\n')
    return len(rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('binary')
    parser.add_argument('folders', nargs='+')
    parser.add_argument('--work', default='/tmp/any-any-canvas')
    parser.add_argument('--oracle', default=os.path.join(HERE, '..', '..', 'shared', 'tools'))
    args = parser.parse_args()
    count = link_documents(args.folders, args.work)
    out = os.path.join(args.work, 'views.json')
    subprocess.run([sys.executable, os.path.join(HERE, 'per-view-mismatches.py'), args.binary, out,
                    '--platform', 'all', '--corpus', args.work, '--oracle', args.oracle],
                   check=True, capture_output=True)
    with open(out) as f:
        views = json.load(f)
    print(f"{count} device-less iOS documents")
    figures = collections.defaultdict(lambda: [0, 0])
    for v in views:
        figures[era(v['tv'])][1] += 1
        figures[era(v['tv'])][0] += v['ok']
    for name, (ok, total) in sorted(figures.items()):
        print(f"  {name:<18} {ok} of {total} ({100 * ok / max(total, 1):.2f} %)")
    misses = [v for v in views if not v['ok']]
    by_file = collections.defaultdict(list)
    for v in misses:
        by_file[v['file']].append(v)
    rows = []
    for name, file_misses in sorted(by_file.items()):
        path = os.path.join(args.work, name)
        uninstalled = not_installed(path)
        check = subprocess.run([args.binary, 'check', path], capture_output=True, text=True)
        ambiguous = set(AMBIGUOUS.findall(check.stdout + check.stderr))
        for v in file_misses:
            if v['id'] in uninstalled:
                mechanism = 'not installed'
            elif v['id'] in ambiguous:
                mechanism = 'ambiguous'
            elif v['id'] in TEMPLATE_LABELS:
                mechanism = 'launch template'
            else:
                mechanism = 'other'
            rows.append((mechanism, v))
    print()
    summary = collections.defaultdict(list)
    for mechanism, v in rows:
        summary[mechanism].append(v['repo'].split('/')[0].lower())
    for mechanism, owners in sorted(summary.items(), key=lambda kv: -len(kv[1])):
        counts = collections.Counter(owners)
        print(f"{mechanism:<16} {len(owners):>4} views, {len(counts)} owners: "
              + ', '.join(f'{o} {n}' for o, n in counts.most_common()))
    print()
    for mechanism, v in rows:
        print(f"{mechanism:<16} {v['repo']:<32} {v['tv']:<9} {v['id']} {v['view'].get('class')} "
              f"stored {v['stored']} got {v['got']}")


if __name__ == '__main__':
    main()
