#!/usr/bin/env python3
"""Every AppKit control drawn at the large size (`controlSize="large"`, macOS 11's
NSControl.ControlSize.large) in one or more document sets, with the constraints that name
it: the place to look for the second owner the large rows of `AlignmentInsets` and the
text metrics wait for (AccuracyLog, session 21, appkit25).

Usage: Scripts/large-control-survey.py DIR ... [--skip-owner OWNER ...] [--rows]

For each set folder every .xib and .storyboard is read (the owner from the folder's
MANIFEST.tsv `repo` column, else the file name's first `__` part). A control is keyed by
element, cell type, bezel, border, font and Xcode era (the `XcodeEra` bounds, as
`metric-miss-keys.py`). A constraint is evidence for the control's metrics when it names
an edge, centre or baseline of the control against another view, or its width or height
(a size the frame overhangs by the insets); with --rows one line per control. The summary
gives each key with the owners whose controls are constrained so, and the attributes
named: a key with two owners is where a large row can be measured on two projects.
`Scripts/open-question-shapes.py --question large` then reads what the stored frames imply
(a first baseline against a label, an overhang against a superview's edge) for the files
this lists."""
import sys, os, glob, collections, importlib.util
import xml.etree.ElementTree as ET

BASELINES = {'firstBaseline', 'lastBaseline', 'baseline'}

# The Xcode eras by `XcodeEra`'s bounds, as metric-miss-keys.py names them.
_spec = importlib.util.spec_from_file_location('keys', os.path.join(os.path.dirname(__file__), 'metric-miss-keys.py'))
_keys = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_keys)
era = _keys.era


def cell_of(e):
    return next((c for c in e if c.tag.endswith('Cell') and c.get('key') == 'cell'), None)


def size_of(e):
    c = cell_of(e)
    return (c.get('controlSize') if c is not None else None) or e.get('controlSize')


def key_of(e, tools):
    c = cell_of(e)
    src = c if c is not None else e
    style = ' '.join(f"{k}={src.get(k)}" for k in ('type', 'bezelStyle', 'borderStyle') if src.get(k)) or '-'
    font = next((f"{f.get('metaFont') or f.get('name') or '?'} {f.get('size') or ''}".strip() for f in e.iter('font')), '-')
    return (e.tag, style, font, era(tools))


def frame_of(e):
    r = next((f for f in e if f.tag == 'rect' and f.get('key') == 'frame'), None)
    return '-' if r is None else f"{r.get('width')}x{r.get('height')}"


def owners_of(folder):
    owners = {}
    manifest = os.path.join(folder, 'MANIFEST.tsv')
    if os.path.exists(manifest):
        lines = open(manifest).read().splitlines()
        head = lines[0].split('\t') if lines else []
        col = head.index('repo') if 'repo' in head else None
        for line in lines[1:]:
            p = line.split('\t')
            if col is not None and len(p) > col and '/' in p[col]:
                owners[p[0]] = p[col].split('/')[0].lower()
    return owners


def survey(path, owner, out_rows, summary):
    try: root = ET.parse(path).getroot()
    except Exception: return
    if 'Cocoa' not in root.get('type', '') or 'CocoaTouch' in root.get('type', ''): return
    tools = root.get('toolsVersion')
    parent = {c: p for p in root.iter() for c in p}
    ids = {e.get('id'): e for e in root.iter() if e.get('id')}
    constraints = list(root.iter('constraint'))
    for e in root.iter():
        if e.tag.endswith('Cell') or size_of(e) != 'large' or not e.get('id'): continue
        eid = e.get('id')
        named = []
        for c in constraints:
            holder = parent.get(parent.get(c))
            first = c.get('firstItem') or (holder.get('id') if holder is not None else None)
            second = c.get('secondItem')
            if eid not in (first, second): continue
            attribute = c.get('firstAttribute') if first == eid else c.get('secondAttribute')
            other = second if first == eid else first
            if other is None:
                named.append(f"{attribute}={c.get('constant', '0')}")
            else:
                o = ids.get(other)
                o_attr = c.get('secondAttribute') if first == eid else c.get('firstAttribute')
                o_size = size_of(o) if o is not None else None
                named.append(f"{attribute}~{o.tag if o is not None else '?'}{'(' + o_size + ')' if o_size else ''}.{o_attr}")
        key = key_of(e, tools)
        out_rows.append((owner, os.path.basename(path), eid, key, frame_of(e), named))
        if named:
            for n in named:
                a = n.split('~')[0].split('=')[0]
                summary[key][owner].add('baseline' if a in BASELINES else a)


def main():
    args = sys.argv[1:]
    skip = set()
    while '--skip-owner' in args:
        i = args.index('--skip-owner'); skip.add(args[i + 1].lower()); del args[i:i + 2]
    rows_wanted = '--rows' in args
    folders = [a for a in args if not a.startswith('--')]
    rows, summary = [], collections.defaultdict(lambda: collections.defaultdict(set))
    for folder in folders:
        owners = owners_of(folder)
        files = sorted(glob.glob(os.path.join(folder, '*.xib')) + glob.glob(os.path.join(folder, '*.storyboard')))
        for path in files:
            name = os.path.basename(path)
            owner = owners.get(name, name.split('__')[0].lower())
            if owner in skip: continue
            with open(path, 'rb') as f:
                if b'controlSize="large"' not in f.read(): continue
            survey(path, owner, rows, summary)
    if rows_wanted:
        for owner, name, eid, key, frame, named in rows:
            print(owner, name[:70], eid, *key, frame, '; '.join(named) or '(no constraint)', sep='\t')
        print()
    print('element\tstyle\tfont\tera\towners constraining it (attributes)')
    for key in sorted(summary, key=lambda k: (-len(summary[k]), k)):
        owners = summary[key]
        print(*key, '; '.join(f"{o} ({', '.join(sorted(a))})" for o, a in sorted(owners.items())), sep='\t')
    unconstrained = sum(1 for r in rows if not r[5])
    print(f"\n{len(rows)} large controls in {len({(r[0], r[1]) for r in rows})} files of "
          f"{len({r[0] for r in rows})} owners; {unconstrained} named by no constraint")


if __name__ == '__main__':
    main()
