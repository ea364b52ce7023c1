#!/usr/bin/env python3
"""Every constraint of every AppKit document in the given sets, read twice: at Xcode's stored
frames and at the tool's solved frames, pooled by the control it names (AccuracyLog, session
22, appkit26).

For a constraint between an AppKit control and a sibling or its superview on an edge (top,
bottom, leading, trailing, centerX, centerY) or between two siblings' baselines, the
quantity read is the distance between the two frames' edges along that attribute (AppKit's
upward y). Where both Xcode's frames and the tool's satisfy the constraint, the difference
stored minus solved is what the tool's metrics (alignment insets, baselines) are off by for
that pair; 0 means they agree. Unlike `metric-miss-keys.py`, which starts from the misses'
map, this reads every constraint, hits included, so a key shows both the owners whose frames
disagree with the tool and the owners who agree: a row to build needs two owners who differ
by the same amount and none who agree on the same key.

The solved frames come from the tool itself: the documents are copied to a scratch folder
and `BINARY update-frames --in-place` writes its frames there (ambiguous views keep their
stored frames, so they read 0).

Usage: Scripts/appkit-constraint-agreement.py BINARY DIR... [--min-owners 2] [--keys] [--rows]
  prints, per key (element, bezel or style, button type, control size, Xcode era, attribute),
  the owners whose constraints differ (amount × count) and the owners who agree; by default
  only keys with at least --min-owners owners differing (default 1 with --keys, else 2).
  --rows prints every differing constraint (set, owner, file, constraint, amount)."""
import sys, os, glob, shutil, subprocess, tempfile, collections
import xml.etree.ElementTree as ET

EDGES = {'top', 'bottom', 'leading', 'trailing', 'left', 'right', 'centerX', 'centerY'}
BASELINES = {'firstBaseline', 'lastBaseline', 'baseline'}
CONTROLS = {'button', 'popUpButton', 'segmentedControl', 'slider', 'stepper', 'comboBox', 'datePicker',
            'colorWell', 'levelIndicator', 'progressIndicator', 'switch', 'box', 'searchField', 'tokenField',
            'pathControl', 'matrix', 'tabView', 'textField', 'secureTextField', 'imageView'}

def era(tools):
    """`XcodeEra`'s bounds, as `metric-miss-keys.py` names them; Xcode 5 apart."""
    try: v = float((tools or '0').split('.')[0])
    except ValueError: return '?'
    if v >= 32700: return 'beta'
    for bound, name in ((24000, '26'), (21000, '14-16'), (17500, '12.2-13'), (14000, '10-12.1'), (11000, '8-9'), (6000, '6-7')):
        if v >= bound: return name
    return '5'

def cell(e):
    return next((c for c in e if c.get('key') == 'cell'), None)

def key(e):
    c = cell(e)
    a = c.attrib if c is not None else e.attrib
    style = a.get('bezelStyle') or a.get('style') or ('bezel' if a.get('borderStyle') else '-')
    kind = a.get('type') or a.get('trackingMode') or ''
    size = a.get('controlSize') or e.get('controlSize') or 'regular'
    return e.tag, style, kind, size

def frame(e):
    r = e.find('rect')
    if r is None or r.get('key') != 'frame': return None
    try: return tuple(float(r.get(k)) for k in ('x', 'y', 'width', 'height'))
    except (TypeError, ValueError): return None

def edge(r, attribute):
    x, y, w, h = r
    return {'top': y + h, 'bottom': y, 'leading': x, 'left': x, 'trailing': x + w, 'right': x + w,
            'centerX': x + w / 2, 'centerY': y + h / 2}.get(attribute)

def readings(path):
    """(constraint id, control element, partner element, attribute, quantity) per constraint."""
    try: root = ET.parse(path).getroot()
    except (ET.ParseError, OSError): return root_info(None), []
    if 'Mac' not in (root.get('targetRuntime') or ''): return root_info(None), []
    parent = {c: p for p in root.iter() for c in p}
    ids = {e.get('id'): e for e in root.iter() if e.get('id')}
    out = []
    for k in root.iter('constraint'):
        if k.get('multiplier') not in (None, '1'): continue
        holder = parent.get(parent.get(k))
        first = ids.get(k.get('firstItem')) if k.get('firstItem') else holder
        second = ids.get(k.get('secondItem')) if k.get('secondItem') else (holder if k.get('secondAttribute') else None)
        fa, sa = k.get('firstAttribute'), k.get('secondAttribute')
        if first is None or second is None or fa is None or sa is None: continue
        baseline = fa in BASELINES and sa in BASELINES
        if not baseline and not (fa in EDGES and sa in EDGES): continue
        rf, rs = frame(first), frame(second)
        if rf is None or rs is None: continue
        if parent.get(first) is parent.get(second):
            pass
        elif parent.get(parent.get(first)) is second:
            rs = (0, 0) + rs[2:]
        elif parent.get(parent.get(second)) is first:
            rf = (0, 0) + rf[2:]
        else:
            continue
        if baseline:
            if parent.get(first) is not parent.get(second): continue
            quantity, attribute = rf[1] - rs[1], fa
        else:
            a, b = edge(rf, fa), edge(rs, sa)
            if a is None or b is None: continue
            quantity, attribute = a - b, fa
        for me, other in ((first, second), (second, first)):
            if me.tag in CONTROLS and me.get('translatesAutoresizingMaskIntoConstraints') == 'NO':
                out.append((k.get('id'), me, other, attribute.replace('left', 'leading').replace('right', 'trailing'), quantity))
    return root_info(root), out

def root_info(root):
    return root.get('toolsVersion') if root is not None else None

def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    flags = [a for a in sys.argv[1:] if a.startswith('--')]
    if len(args) < 2: sys.exit(__doc__)
    binary, dirs = args[0], args[1:]
    min_owners = 1 if '--keys' in flags else 2
    for f in flags:
        if f.startswith('--min-owners='): min_owners = int(f.split('=')[1])
    scratch = tempfile.mkdtemp(prefix='appkit-agreement-')
    pairs = []
    try:
        for d in dirs:
            name = os.path.basename(os.path.normpath(d))
            target = os.path.join(scratch, name)
            os.makedirs(target, exist_ok=True)
            for p in sorted(glob.glob(os.path.join(d, '*.xib')) + glob.glob(os.path.join(d, '*.storyboard'))):
                with open(p, 'rb') as fh:
                    if b'MacOSX' not in fh.read(600): continue
                shutil.copy(p, target)
                pairs.append((name, p, os.path.join(target, os.path.basename(p))))
            subprocess.run([binary, 'update-frames', target, '--in-place'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        pooled = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
        rows = []
        for name, stored_path, solved_path in pairs:
            tools, stored = readings(stored_path)
            _, solved = readings(solved_path)
            solved_by = {(cid, me.get('id'), attr): q for cid, me, _, attr, q in solved}
            owner = os.path.basename(stored_path).split('__')[0].lower()
            for cid, me, other, attr, q in stored:
                s = solved_by.get((cid, me.get('id'), attr))
                if s is None: continue
                diff = round(q - s, 2)
                if abs(diff) > 20: continue  # a view moved by something other than a metric
                k = key(me) + (era(tools), attr)
                pooled[k][owner][diff] += 1
                if diff: rows.append((name, owner, os.path.basename(stored_path), cid, me.get('id'), '/'.join(k), other.tag, diff))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if '--rows' in flags:
        for r in rows: print('\t'.join(map(str, r)))
        return
    print('element\tstyle\ttype\tsize\tera\tattribute\towners differing (stored − solved × constraints)\towners agreeing')
    for k in sorted(pooled):
        owners = pooled[k]
        differing = {o: c for o, c in owners.items() if any(d for d in c)}
        if len(differing) < min_owners: continue
        agreeing = sorted(o for o, c in owners.items() if o not in differing)
        text = '; '.join(f"{o} " + ', '.join(f"{d:+g}×{n}" for d, n in c.most_common()) for o, c in sorted(differing.items()))
        print('\t'.join(k), text, ', '.join(agreeing) or '-', sep='\t')
    total = sum(n for owners in pooled.values() for c in owners.values() for n in c.values())
    owners = {o for owners in pooled.values() for o in owners}
    print(f"# {total} readings (a constraint per control it names) in {len(pairs)} AppKit documents of {len(owners)} owners; "
          f"{len(rows)} differ by more than nothing, under {len(pooled)} keys")

if __name__ == '__main__':
    main()
