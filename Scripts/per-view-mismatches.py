#!/usr/bin/env python3
"""Every constrained view's honest result, not the oracle's first ten misses per file.

    Scripts/per-view-mismatches.py BINARY OUT.json [--platform mac|ios|all]
        [--corpus DIR] [--oracle DIR] [--compare OLD.json]

Runs `BINARY resolve --format json` on the honest copy of each document (stored positions
moved, as `oracle.py --honest` does; the oracle module is imported from --oracle, default
../shared/tools) and writes one row per view the oracle counts: file, repository, id,
whether it agrees with Xcode's frame within half a point, toolsVersion, the view's class,
cell style, control size, bezel and border, the class of its container, the stored frame
and the solved one. Prints agreement per half (development: owners a-m; check: the rest).
With --compare, prints every view that changed against an earlier OUT.json (gains, losses,
and views that moved but stay right or wrong), so a rule's effect is seen view by view.
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor

CELL_KEYS = ('type', 'bezelStyle', 'borderStyle', 'controlSize', 'imagePosition', 'trackingMode')
VIEW_KEYS = ('customClass', 'controlSize', 'style', 'boxType', 'borderType', 'titlePosition',
             'orientation', 'distribution', 'alignment')


def half(repo):
    owner = repo.split('/')[0].lower()
    return 'dev' if 'a' <= owner[:1] <= 'm' else 'check'


def platform_of(path):
    head = open(path, encoding='utf-8', errors='replace').read(3000)
    if 'MacOSX.Cocoa' in head:
        return 'mac'
    return 'tvos' if 'AppleTV' in head else 'ios'


def describe(element):
    info = {'class': element.tag}
    info.update({k: element.get(k) for k in VIEW_KEYS if element.get(k)})
    cell = next((c for c in element if c.get('key') == 'cell'), None)
    if cell is not None:
        info['cell'] = cell.tag
        info.update({'cell.' + k: cell.get(k) for k in CELL_KEYS if cell.get(k)})
        if cell.get('image'):
            info['cell.image'] = cell.get('image')
    return info


def rows_for(path, binary, oracle, repo):
    views, constrained = oracle.doc_views(path)
    copy = oracle.perturbed_copy(path)
    try:
        run = subprocess.run([binary, 'resolve', copy, '--format', 'json'], capture_output=True, timeout=120)
    finally:
        os.unlink(copy)
    try:
        parsed = json.loads(run.stdout.decode('utf-8', 'replace') or 'null')
    except ValueError:
        parsed = None
    solved, conflicting = {}, set()
    oracle.frames_from_json(parsed, solved)
    oracle.conflicting_from_json(parsed, conflicting)
    root = ET.parse(path).getroot()
    parents = {child: parent for parent in root.iter() for child in parent}
    by_id = {e.get('id'): e for e in root.iter() if e.get('id')}
    rows = []
    for vid, view in views.items():
        if view['root'] or view['misplaced'] or view['ambiguous'] or vid in conflicting or vid not in constrained:
            continue
        got = solved.get(vid)
        container = parents.get(by_id[vid])
        while container is not None and not (container.get('id') and container.find('rect') is not None):
            container = parents.get(container)
        rows.append(dict(file=os.path.basename(path), repo=repo, id=vid, tv=root.get('toolsVersion'),
                         ok=got is not None and all(abs(a - b) <= 0.5 for a, b in zip(got, view['frame'])),
                         view=describe(by_id[vid]), container=container.tag if container is not None else None,
                         stored=list(view['frame']), got=list(got) if got is not None else None))
    return rows


def print_halves(rows, label):
    for name in ('dev', 'check'):
        part = [r for r in rows if half(r['repo']) == name]
        right = sum(r['ok'] for r in part)
        print(f"{label} {name}: {right}/{len(part)} = {100 * right / max(1, len(part)):.2f} %")


def compare(old_rows, new_rows):
    old = {(r['file'], r['id']): r for r in old_rows}
    new = {(r['file'], r['id']): r for r in new_rows}
    tally = {'dev': [0, 0], 'check': [0, 0]}
    for key in sorted(set(old) | set(new)):
        a, b = old.get(key), new.get(key)
        row = b or a
        if (a and a['ok']) != (b and b['ok']):
            gained = bool(b and b['ok'])
            tally[half(row['repo'])][0 if gained else 1] += 1
            print('GAIN' if gained else 'LOSS', half(row['repo']), key[0], key[1], row['view']['class'],
                  'stored', row['stored'], 'got', b and b['got'])
        elif a and b and a['got'] != b['got']:
            print('moved, still', 'right' if b['ok'] else 'wrong', key[0], key[1], a['got'], '->', b['got'])
    for name, (gained, lost) in tally.items():
        print(f"{name}: +{gained} / -{lost}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('binary')
    parser.add_argument('out')
    parser.add_argument('--platform', default='mac', choices=('mac', 'ios', 'tvos', 'all'))
    parser.add_argument('--corpus', default='../shared/corpus')
    parser.add_argument('--oracle', default='../shared/tools')
    parser.add_argument('--compare')
    args = parser.parse_args()
    sys.path.insert(0, args.oracle)
    import oracle
    binary = os.path.abspath(args.binary)
    with open(os.path.join(args.corpus, 'MANIFEST.tsv')) as manifest:
        repos = {r['file']: r['repo'] for r in csv.DictReader(manifest, delimiter='\t')}
    paths = [os.path.join(args.corpus, f) for f in sorted(os.listdir(args.corpus))
             if f.endswith(('.xib', '.storyboard'))]
    paths = [p for p in paths if args.platform == 'all' or platform_of(p) == args.platform]
    with ThreadPoolExecutor(2) as pool:
        rows = [r for rs in pool.map(lambda p: rows_for(p, binary, oracle, repos.get(os.path.basename(p), '?')), paths)
                for r in rs]
    with open(args.out, 'w') as out:
        json.dump(rows, out)
    print_halves(rows, args.platform)
    if args.compare:
        with open(args.compare) as old:
            compare(json.load(old), rows)


if __name__ == '__main__':
    main()
