#!/usr/bin/env python3
"""Every solved frame no layout should give: a negative width or height, or a value that is
not a finite number (AccuracyLog, session 21, loosecell25).

    python3 Scripts/impossible-frames.py BINARY PATH… [--tsv OUT.tsv]

Each PATH is a document or a folder (its .xib and .storyboard files, not recursive). Every
document is resolved on its own device (`resolve --format json`, the document's traits), and
every view of every scene is checked, unscored ones (ambiguous, misplaced, uninstalled)
included. One row per frame: file, scene, view id, element, the frame, its stored frame, and
the view's flags. The last line counts documents, views and frames found.
"""
import argparse
import json
import math
import os
import subprocess
import sys

DOCUMENT_EXTENSIONS = ('.xib', '.storyboard')
FRAME_KEYS = ('x', 'y', 'width', 'height')


def documents(paths):
    for path in paths:
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if name.endswith(DOCUMENT_EXTENSIONS):
                    yield os.path.join(path, name)
        else:
            yield path


def is_finite_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def impossible(frame):
    """Why a frame is impossible, or None."""
    if frame is None:
        return None
    for key in FRAME_KEYS:
        if not is_finite_number(frame.get(key)):
            return f'{key} not finite'
    if frame['width'] < 0 or frame['height'] < 0:
        return 'negative size'
    return None


def walk(views, depth=0):
    for view in views:
        yield view, depth
        yield from walk(view.get('subviews', []), depth + 1)


def frame_text(frame):
    if frame is None:
        return ''
    return ','.join(str(frame.get(key)) for key in FRAME_KEYS)


def resolve(binary, path):
    run = subprocess.run([binary, 'resolve', '--format', 'json', path],
                         capture_output=True, text=True)
    if not run.stdout.strip():
        return None, run.stderr.strip().splitlines()[-1:] or ['no output']
    # Python's JSON reader takes NaN and Infinity; anything else unreadable is a finding too.
    try:
        return json.loads(run.stdout), None
    except json.JSONDecodeError as error:
        return None, [f'unreadable JSON: {error}']


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('binary')
    parser.add_argument('paths', nargs='+')
    parser.add_argument('--tsv', help='write the rows here as well')
    args = parser.parse_args()

    rows = []
    counted_documents = counted_views = failed = 0
    for path in documents(args.paths):
        result, error = resolve(args.binary, path)
        if result is None:
            failed += 1
            print(f'# {path}: {error[0]}', file=sys.stderr)
            continue
        counted_documents += 1
        for scene in result.get('scenes', []):
            for view, depth in walk(scene.get('views', [])):
                counted_views += 1
                why = impossible(view.get('frame'))
                if why is None:
                    continue
                flags = ','.join(flag for flag in ('ambiguous', 'misplaced', 'conflicting')
                                 if view.get(flag)) or '-'
                if not view.get('installed', True):
                    flags += ',uninstalled'
                rows.append([path, scene.get('id', ''), view.get('id', ''), view.get('element', ''),
                             str(depth), why, frame_text(view.get('frame')),
                             frame_text(view.get('storedFrame')), flags])
    header = ['file', 'scene', 'view', 'element', 'depth', 'why', 'frame', 'stored', 'flags']
    lines = ['\t'.join(header)] + ['\t'.join(row) for row in rows]
    print('\n'.join(lines))
    if args.tsv:
        with open(args.tsv, 'w', encoding='utf-8') as out:
            out.write('\n'.join(lines) + '\n')
    files = len({row[0] for row in rows})
    print(f'# {counted_documents} documents ({failed} not resolved), {counted_views} views: '
          f'{len(rows)} impossible frames in {files} documents')


if __name__ == '__main__':
    main()
