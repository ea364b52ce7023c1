#!/usr/bin/env python3
"""Every ambiguity warning against Xcode's `ambiguous="YES"`, view by view.

    Scripts/ambiguity-warnings.py BINARY OUT.tsv [--corpus DIR] [--compare OLD.tsv]
        [--misplaced-out MISPLACED.tsv]

Runs `BINARY resolve --format json` on each document of the corpus in its own configuration
(as `WarningAgreementTests` does) and writes one row per view that the tool reports
ambiguous or Xcode flags: verdict (`agree`, `false` for a report Xcode does not flag,
`missed` for a flag the tool does not report), file, owner, half (development: owners a-m;
check: the rest), view id, element and custom class, whether the view translates its mask,
and the tool's message (what it finds open). Prints precision and recall for the whole
corpus and per half. With --compare, prints the rows whose verdict changed against an
earlier OUT.tsv. Also prints misplacement's precision and recall per half, counting only
the outermost reports (a view whose superview the tool does not report misplaced), as the
test's first misplacement count does, and the test's second count (every report, nested
too). With --misplaced-out, writes one row per view the tool reports misplaced or Xcode
flags: verdict, whether the report is outermost, whether an ancestor is flagged by Xcode,
the solved and stored frames and their largest difference, and both ambiguity flags.
Works on any set with a MANIFEST.tsv (`file` and `repo` columns), such as /work/fresh/*.
"""
import argparse
import csv
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor

ID_IN_MESSAGE = re.compile(r'\(([^()]+)\) has an ambiguous frame')


def half(owner):
    return 'dev' if 'a' <= owner[:1].lower() <= 'm' else 'check'


def manifest(corpus):
    owners = {}
    with open(os.path.join(corpus, 'MANIFEST.tsv'), encoding='utf-8') as f:
        for row in csv.DictReader(f, delimiter='\t'):
            owners[row['file']] = row['repo'].split('/')[0]
    return owners


def walk(views, out, outermost_misplaced, parent_misplaced=False, parent=None, parents=None):
    for view in views:
        out[view['id']] = view
        if parents is not None:
            parents[view['id']] = parent
        if view.get('misplaced') and not parent_misplaced:
            outermost_misplaced.add(view['id'])
        walk(view.get('subviews', []), out, outermost_misplaced, parent_misplaced or bool(view.get('misplaced')),
             view['id'], parents)


def frame_text(frame):
    return ' '.join(f"{frame.get(k, 0):g}" for k in ('x', 'y', 'width', 'height')) if frame else ''


def largest_difference(view):
    solved, stored = view.get('frame') or {}, view.get('storedFrame') or {}
    if not solved or not stored:
        return ''
    return f"{max(abs(solved.get(k, 0) - stored.get(k, 0)) for k in ('x', 'y', 'width', 'height')):g}"


def rows_for(path, binary, owner):
    run = subprocess.run([binary, 'resolve', path, '--format', 'json'], capture_output=True, timeout=300)
    try:
        parsed = json.loads(run.stdout.decode('utf-8', 'replace') or 'null') or {}
    except ValueError:
        parsed = {}
    solved, misplaced, parents = {}, set(), {}
    for scene in parsed.get('scenes', []):
        walk(scene.get('views', []), solved, misplaced, parents=parents)
    messages = {}
    for diagnostic in parsed.get('diagnostics', []):
        if diagnostic.get('kind') == 'ambiguous':
            for item in diagnostic.get('items', []):
                messages.setdefault(item, diagnostic.get('message', ''))
    root = ET.parse(path).getroot()
    rows = []
    every = {vid for vid, view in solved.items() if view.get('misplaced')}
    placement = {'reported': len(misplaced), 'flagged': 0, 'agreeing': 0,
                 'everyReported': len(every), 'everyAgreeing': 0}
    flagged_misplaced = {e.get('id') for e in root.iter() if e.get('misplaced') == 'YES'}
    placement_rows = []
    for element in root.iter():
        vid = element.get('id')
        if vid is None or vid not in solved:
            continue
        in_xcode = element.get('misplaced') == 'YES'
        if in_xcode:
            placement['flagged'] += 1
            placement['agreeing'] += vid in misplaced
            placement['everyAgreeing'] += vid in every
        if in_xcode or vid in every:
            ancestor, inside_flag = parents.get(vid), False
            while ancestor is not None:
                inside_flag = inside_flag or ancestor in flagged_misplaced
                ancestor = parents.get(ancestor)
            verdict = 'agree' if in_xcode and vid in every else ('false' if vid in every else 'missed')
            placement_rows.append(dict(
                verdict=verdict, file=os.path.basename(path), owner=owner, half=half(owner), id=vid,
                element=element.tag, customClass=element.get('customClass', ''),
                outermost=vid in misplaced if vid in every else '', insideXcodeFlag=inside_flag,
                difference=largest_difference(solved[vid]), solved=frame_text(solved[vid].get('frame')),
                stored=frame_text(solved[vid].get('storedFrame')), ambiguous=bool(solved[vid].get('ambiguous')),
                ambiguousInXcode=element.get('ambiguous') == 'YES', tv=root.get('toolsVersion', '')))
        flagged = element.get('ambiguous') == 'YES'
        reported = bool(solved[vid].get('ambiguous'))
        if not (flagged or reported):
            continue
        verdict = 'agree' if flagged and reported else ('false' if reported else 'missed')
        message = messages.get(vid, '')
        open_part = message.split('need constraints for ', 1)[-1].split(';')[0] if message else ''
        rows.append(dict(verdict=verdict, file=os.path.basename(path), owner=owner, half=half(owner), id=vid,
                         element=element.tag, customClass=element.get('customClass', ''),
                         translates=element.get('translatesAutoresizingMaskIntoConstraints', 'YES'),
                         misplacedInXcode=element.get('misplaced') == 'YES', open=open_part,
                         tv=root.get('toolsVersion', '')))
    return rows, dict(placement, half=half(owner), rows=placement_rows)


def summary(rows, label):
    agree = sum(r['verdict'] == 'agree' for r in rows)
    reported = agree + sum(r['verdict'] == 'false' for r in rows)
    flagged = agree + sum(r['verdict'] == 'missed' for r in rows)
    print(f'{label}: precision {100 * agree / max(reported, 1):.1f}% ({agree} of {reported}), '
          f'recall {100 * agree / max(flagged, 1):.1f}% ({agree} of {flagged})')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('binary')
    parser.add_argument('out')
    parser.add_argument('--corpus', default=os.environ.get('SCENELAYOUT_CORPUS', '../shared/corpus'))
    parser.add_argument('--compare')
    parser.add_argument('--misplaced-out')
    args = parser.parse_args()
    owners = manifest(args.corpus)
    files = sorted(f for f in os.listdir(args.corpus) if f.endswith(('.xib', '.storyboard')))
    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda f: rows_for(os.path.join(args.corpus, f), args.binary, owners.get(f, '?')), files))
        rows = [row for result, _ in results for row in result]
    fields = list(rows[0].keys()) if rows else ['verdict']
    with open(args.out, 'w', newline='', encoding='utf-8') as f:
        writer = csv.DictWriter(f, fieldnames=fields, delimiter='\t')
        writer.writeheader()
        writer.writerows(rows)
    summary(rows, 'all')
    for name in ('dev', 'check'):
        summary([r for r in rows if r['half'] == name], name)
    for name in ('all', 'dev', 'check'):
        counts = [p for _, p in results if name == 'all' or p['half'] == name]
        agree, reported, flagged = (sum(p[k] for p in counts) for k in ('agreeing', 'reported', 'flagged'))
        print(f'misplacement {name}: precision {100 * agree / max(reported, 1):.1f}% ({agree} of {reported}), '
              f'recall {100 * agree / max(flagged, 1):.1f}% ({agree} of {flagged})')
        agree, reported = (sum(p[k] for p in counts) for k in ('everyAgreeing', 'everyReported'))
        print(f'misplacement {name}, nested too: precision {100 * agree / max(reported, 1):.1f}% '
              f'({agree} of {reported}), recall {100 * agree / max(flagged, 1):.1f}% ({agree} of {flagged})')
    if args.misplaced_out:
        placement_rows = [row for _, p in results for row in p['rows']]
        with open(args.misplaced_out, 'w', newline='', encoding='utf-8') as f:
            writer = csv.DictWriter(f, fieldnames=list(placement_rows[0].keys()) if placement_rows else ['verdict'],
                                    delimiter='\t')
            writer.writeheader()
            writer.writerows(placement_rows)
    if args.compare:
        with open(args.compare, encoding='utf-8') as f:
            old = {(r['file'], r['id']): r['verdict'] for r in csv.DictReader(f, delimiter='\t')}
        new = {(r['file'], r['id']): r for r in rows}
        for key in sorted(set(old) | set(new)):
            before = old.get(key, '-')
            after = new[key]['verdict'] if key in new else '-'
            if before != after:
                print(f'{before} -> {after}\t{key[0]}\t{key[1]}', file=sys.stdout)


if __name__ == '__main__':
    main()
